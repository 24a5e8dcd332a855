// Writes the seed corpora of parse_fuzz and model_fuzz:
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

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s <corpus directory, e.g. tests/fuzz/corpus>\n", argv[0]);
    return 2;
  }
  root = argv[1];
  // The writer owns these two folders: a seed it no longer writes goes.
  std::filesystem::remove_all(root / "parse");
  std::filesystem::remove_all(root / "model");
  parse_seeds();
  model_seeds();
  return 0;
}
