// Writes the seed corpora of parse_fuzz, model_fuzz and estimator_fuzz:
//   build/fuzz/write_seeds tests/fuzz/corpus
// Seeds go through the layouts the harnesses read (layouts.hpp), so they
// cannot fall out of step with them; scripts/fuzz.sh runs this writer and
// fails when the committed seeds differ from what it writes. To add a seed,
// add a line here and run the command above.
#include <cstdio>
#include <filesystem>
#include <string>

#include "fuzz_support.hpp"
#include "layouts.hpp"

namespace {

using fuzz::ModelCase;
using fuzz::ParseHeader;
using fuzz::ParseMode;
using fuzz::Writer;

std::filesystem::path root;

void save(const std::string& corpus, const std::string& name, const std::string& bytes) {
  std::filesystem::create_directories(root / corpus);
  std::FILE* f = std::fopen((root / corpus / name).c_str(), "wb");
  if (!f || std::fwrite(bytes.data(), 1, bytes.size(), f) != bytes.size() || std::fclose(f) != 0) {
    std::perror(name.c_str());
    std::exit(1);
  }
}

// ---- parse ---------------------------------------------------------------

constexpr std::uint8_t kEn = 0, kDe = 1, kPtPt = 3, kPtPtNarrow = 5, kApostrophe = fuzz::kLocaleCount;

void text_seed(const std::string& name, std::uint8_t separators, bool percent, const std::string& text) {
  Writer w;
  fuzz::write_parse_header(w, ParseHeader{ParseMode::any_bytes, separators, percent});
  w.text(text);
  save("parse", name, w.bytes());
}

// Choice bytes for the generating modes: a fixed sequence, so the seeds are
// the same on every run.
std::string choices(unsigned seed, std::size_t count) {
  std::string bytes;
  for (std::size_t i = 0; i < count; ++i) {
    seed = seed * 1103515245u + 12345u;
    bytes += static_cast<char>(seed >> 16);
  }
  return bytes;
}

void parse_seeds() {
  text_seed("en-grouped", kEn, false, "2,000");
  text_seed("de-grouped", kDe, false, "2.000");
  text_seed("de-percent", kDe, true, "90 %");
  text_seed("en-decimal", kEn, false, "0.9");
  text_seed("de-decimal", kDe, false, "0,9");
  text_seed("en-german-decimal", kEn, false, "0,9");
  text_seed("de-english-decimal", kDe, false, "0.9");
  text_seed("pt-PT-nbsp", kPtPt, false, "1\u00a0234,5");
  text_seed("pt-PT-narrow-nbsp", kPtPtNarrow, false, "1\u202f234,5");
  text_seed("en-overflow", kEn, false, "1e400");
  text_seed("en-negative", kEn, false, "\u22125");
  text_seed("en-fraction", kEn, false, "64.5");
  text_seed("en-nan", kEn, false, "NaN");
  text_seed("en-spaces", kEn, false, "  12 345.678 ");
  text_seed("apostrophe-group", kApostrophe, false, "1\u2019000.5");
  text_seed("en-2pow53-plus-1", kEn, false, "9007199254740993");
  text_seed("en-smallest-subnormal", kEn, false, "2.4703282292062327208828439643e-324");
  text_seed("de-exponent", kDe, false, "1.234.567,89e-3");
  text_seed("en-markup", kEn, false, "<b>1</b>");
  text_seed("en-malformed-utf8", kEn, false, "12\xff");
  const ParseMode modes[] = {ParseMode::well_formed, ParseMode::near_miss, ParseMode::round_trip};
  const char* mode_names[] = {"well-formed", "near-miss", "round-trip"};
  for (int m = 0; m < 3; ++m) {
    for (unsigned l = 0; l < fuzz::kLocaleCount; ++l) {
      Writer w;
      fuzz::write_parse_header(w, ParseHeader{modes[m], static_cast<std::uint8_t>(l), l % 2 == 1});
      w.text(choices(100 * m + l, 48));
      save("parse", std::string(mode_names[m]) + "-" + fuzz::kLocales[l].name, w.bytes());
    }
  }
}

// ---- model ---------------------------------------------------------------

void model_seed(const std::string& name, const ModelCase& c) {
  Writer w;
  fuzz::WriteFields fields{w};
  fuzz::visit(fields, c);
  save("model", name, w.bytes());
}

void model_seeds() {
  const double nan = std::nan(""), inf = HUGE_VAL;
  ModelCase example;  // 64 × 2000 at 90 %: targets 200 000 and 100× both need 112 devices
  model_seed("worked-example", example);

  ModelCase invalid;
  invalid.devices = 0, invalid.throughput = -1, invalid.efficiency = 150;
  invalid.sweep_devices[3] = 64.5;
  invalid.measured = 0, invalid.target_throughput = -5, invalid.target_speedup = 0;
  invalid.dataset_samples = 0, invalid.epochs = -1, invalid.price = -2;
  invalid.steps_max = 0, invalid.steps_points = 0;
  model_seed("invalid-everywhere", invalid);

  ModelCase columns;
  columns.shape = fuzz::kThroughputColumn | fuzz::kEfficiencyColumn;
  for (int i = 0; i < fuzz::kSweepRows; ++i) {
    columns.sweep_throughput[i] = 500.0 * (i + 1);
    columns.sweep_efficiency[i] = 100 - 5 * i;
  }
  columns.sweep_efficiency[5] = 0;  // the sweep stops at row 5
  model_seed("full-columns-bad-row", columns);

  ModelCase mismatch = columns;
  mismatch.shape |= fuzz::kMismatch;
  model_seed("length-mismatch", mismatch);

  ModelCase broadcast;
  broadcast.shape = fuzz::kDevicesBroadcast | fuzz::kEfficiencyColumn;
  for (int i = 0; i < fuzz::kSweepRows; ++i) broadcast.sweep_efficiency[i] = 12.5 * (i + 1);
  model_seed("broadcast-devices", broadcast);

  ModelCase overflow;  // a valid run whose single-device time is beyond a double
  overflow.devices = 1e7, overflow.throughput = 1e-300, overflow.efficiency = 1;
  overflow.dataset_samples = 1e18, overflow.epochs = 1e6, overflow.price = 1e9;
  model_seed("time-cost-overflow", overflow);

  // Targets exactly what 10 000 000 devices reach, then just past it. At
  // 1808/s and 29 % the real-valued estimate target / (v·E) rounds up to
  // 10 000 000.000000002, one device past the cap.
  ModelCase cap;
  cap.throughput = 1808, cap.efficiency = 29;
  cap.target_throughput = (1e7 * 1808) * (29.0 / 100);
  cap.target_speedup = 1e7 * (29.0 / 100);
  cap.measured = 1e7;
  cap.steps_max = 1e9, cap.steps_points = 64;
  model_seed("device-cap", cap);
  cap.target_throughput = std::nextafter(cap.target_throughput, HUGE_VAL);
  cap.target_speedup = std::nextafter(cap.target_speedup, HUGE_VAL);
  model_seed("device-cap-just-past", cap);

  ModelCase odd;
  odd.devices = nan, odd.throughput = inf, odd.efficiency = -inf;
  for (double& d : odd.sweep_devices) d = nan;
  odd.measured = inf, odd.target_throughput = nan, odd.target_speedup = inf;
  odd.dataset_samples = nan, odd.epochs = inf, odd.price = nan;
  odd.steps_max = inf, odd.steps_points = 1;
  model_seed("nan-and-infinity", odd);

  ModelCase tiny;
  tiny.devices = 1e7, tiny.throughput = 1e15, tiny.efficiency = 4.9e-324;
  tiny.measured = 1e-320, tiny.target_throughput = 1e-300, tiny.target_speedup = 1e-300;
  tiny.dataset_samples = 1e-300, tiny.epochs = 1e-10, tiny.price = 1e-300;
  tiny.steps_max = 1, tiny.steps_points = 1;
  model_seed("extremes", tiny);
}

// ---- estimator -----------------------------------------------------------

void estimator_seed(const std::string& name, const dpsc::EstimatorInput& input) {
  Writer w;
  fuzz::write_estimator(w, input);
  save("estimator", name, w.bytes());
}

void add_point(dpsc::EstimatorInput& in, double devices, double percent, bool throughput = false) {
  const std::size_t i = in.calibration_devices.size();
  in.calibration_devices.items[i] = devices;
  (throughput ? in.calibration_throughput : in.calibration_efficiency_percent).items[i] = percent;
  in.calibration_devices.length = (throughput ? in.calibration_throughput : in.calibration_efficiency_percent).length =
      static_cast<double>(i + 1);
}

constexpr double option(dpsc::Sharding s) { return static_cast<double>(s); }

void estimator_seeds() {
  dpsc::EstimatorInput node{};  // one node of 8, DDP: 1.5e9 parameters in BF16
  node.devices = 8, node.throughput_per_device = 40, node.parameters = 1.5e9, node.bytes_per_gradient = 2;
  node.batch_per_device = 8, node.gradient_accumulation = 1, node.devices_per_node = 8;
  node.intra_node_bandwidth_gbyte_s = 300;
  estimator_seed("one-node-ddp", node);

  dpsc::EstimatorInput cluster = node;
  cluster.devices = 64, cluster.inter_node_bandwidth_gbit_s = 400;
  estimator_seed("eight-nodes-ddp", cluster);

  dpsc::EstimatorInput llama = cluster;  // Llama 3 8B with FSDP, in tokens, with the H100's peak
  llama.sharding = option(dpsc::Sharding::zero3), llama.parameters = 8.03e9, llama.layers = 32;
  llama.hidden_size = 4096, llama.throughput_unit = static_cast<double>(dpsc::ThroughputUnit::tokens);
  llama.tokens_per_sample = 8192, llama.throughput_per_device = 6480, llama.batch_per_device = 1;
  llama.gradient_accumulation = 8, llama.peak_tflops = 989.5, llama.inter_node_bandwidth_gbit_s = 3200;
  estimator_seed("llama-8b-fsdp-64", llama);

  dpsc::EstimatorInput hybrid = llama;
  hybrid.sharding = option(dpsc::Sharding::hybrid), hybrid.shard_group = 16;
  estimator_seed("hsdp-groups-of-16", hybrid);

  dpsc::EstimatorInput zero1 = cluster;
  zero1.sharding = option(dpsc::Sharding::zero1), zero1.transport = static_cast<double>(dpsc::Transport::tcp);
  zero1.link_efficiency = 0.5, zero1.overlap_fraction = 0.3, zero1.latency_us = 20, zero1.bucket_mb = 50;
  estimator_seed("zero1-tcp-overrides", zero1);

  dpsc::EstimatorInput one = cluster;
  add_point(one, 32, 80);
  estimator_seed("one-point", one);
  one.calibration_baseline = 8;
  estimator_seed("one-point-relative-to-a-node", one);
  add_point(one, 64, 85);
  estimator_seed("two-points-relative", one);

  dpsc::EstimatorInput measured = cluster;
  add_point(measured, 16, 0.85 * 16 * 40, true);
  estimator_seed("measured-throughput", measured);

  // Llama 2 70B as replicas of 8 × 4 on 512 GPUs, the global batch held at 512 micro-batches.
  dpsc::EstimatorInput replicas = llama;
  replicas.sharding = option(dpsc::Sharding::zero1), replicas.parameters = 6.9e10, replicas.layers = 80;
  replicas.hidden_size = 8192, replicas.devices = 512, replicas.throughput_per_device = 800;
  replicas.tensor_parallel = 8, replicas.pipeline_parallel = 4, replicas.gradient_accumulation = 32;  // of 16
  replicas.batch_scaling = static_cast<double>(dpsc::BatchScaling::strong);
  estimator_seed("replicas-8x4-strong", replicas);
  // The same global batch set as the planner sets it: 512 sequences a step.
  dpsc::EstimatorInput global = replicas;
  global.gradient_accumulation.reset();
  global.global_batch = 512;
  estimator_seed("replicas-8x4-global-batch", global);
  // The same job in FP8: an amax all-reduce over each pipeline stage's 128 devices ends every forward pass.
  dpsc::EstimatorInput fp8 = global;
  fp8.compute_precision = static_cast<double>(dpsc::Precision::fp8), fp8.interleaved_stages = 5;
  estimator_seed("replicas-8x4-fp8-interleaved", fp8);
  replicas.interleaved_stages = 2, replicas.straggler_percent = 1;
  add_point(replicas, 128, 95);
  estimator_seed("replicas-interleaved-calibrated", replicas);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s <corpus directory, e.g. tests/fuzz/corpus>\n", argv[0]);
    return 2;
  }
  root = argv[1];
  // The writer owns these three folders: a seed it no longer writes goes.
  std::filesystem::remove_all(root / "parse");
  std::filesystem::remove_all(root / "model");
  std::filesystem::remove_all(root / "estimator");
  parse_seeds();
  model_seeds();
  estimator_seeds();
  return 0;
}
