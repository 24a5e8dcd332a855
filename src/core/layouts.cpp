#include "layouts.hpp"

#include <cmath>
#include <iterator>

#include "collectives.hpp"
#include "units.hpp"

namespace dpsc {

namespace {

constexpr double kLargestMicroBatch = 32;
constexpr Recomputation kRecomputationOrder[] = {Recomputation::none, Recomputation::selective, Recomputation::full};

// The FLOPs of a token, forward and backward (flops.hpp), and what a
// recomputation adds to them: the forward pass again, all of it or the
// attention scores alone.
struct TokenFlops {
  double training;
  double attention_forward;
  double weights_forward;
};

TokenFlops token_flops(const LayoutInput& in) {
  const double n = in.active_parameters.value_or(in.parameters);
  const double attention = 12 * in.layers * in.hidden_size * in.tokens_per_sample;
  return {6 * n + attention, attention / 3, 2 * n};
}

double recompute_factor(const TokenFlops& f, Recomputation r) {
  if (r == Recomputation::none) return 1;
  const double again = r == Recomputation::full ? f.weights_forward + f.attention_forward : f.attention_forward;
  return (f.training + again) / f.training;
}

// Tokens/s of one device computing alone, with nothing recomputed.
double device_tokens(const LayoutInput& in, const TokenFlops& f) {
  if (in.throughput_per_device) return *in.throughput_per_device;
  return *in.mfu_percent / 100 * *in.peak_tflops * kTera / f.training;
}

// One candidate: what it is and the job it makes.
struct Candidate {
  Sharding sharding;
  double group;  // hybrid: devices a group; 0 otherwise
  double tensor, pipeline, micro, accumulation;
  Recomputation recomputation;
};

MemoryInput memory_input(const LayoutInput& in, const Candidate& c) {
  MemoryInput m{};
  m.parameters = in.parameters;
  m.device_memory_gbyte = in.device_memory_gbyte;
  m.weight_bytes = in.weight_bytes.value_or(2);
  m.gradient_bytes = in.gradient_bytes.value_or(2);
  m.optimizer_bytes = in.optimizer_bytes.value_or(12);
  m.devices = in.devices;
  m.sharding = static_cast<double>(c.sharding);
  m.devices_per_node = in.devices_per_node;
  if (c.group > 0) m.shard_group = c.group;
  m.batch_per_device = c.micro;
  m.layers = in.layers;
  m.hidden_size = in.hidden_size;
  m.tokens_per_sample = in.tokens_per_sample;
  m.attention_heads = in.attention_heads;
  m.vocabulary_size = in.vocabulary_size;
  m.recomputation = static_cast<double>(c.recomputation);
  m.tensor_parallel = c.tensor;
  m.pipeline_parallel = c.pipeline;
  return m;
}

// The throughput of a device of one replica: recomputation, the pipeline's
// 1F1B and tensor parallelism's traffic inside a node taken off v₀ (layouts.hpp).
double replica_tokens(const LayoutInput& in, const TokenFlops& f, const Candidate& c) {
  const double computed = device_tokens(in, f) / recompute_factor(f, c.recomputation);
  const double tokens = c.micro * in.tokens_per_sample;
  const double stage = tokens / (computed * c.tensor * c.pipeline);  // one micro-batch on one stage
  double traffic = 0;
  if (c.tensor > 1) {
    const EstimatorDefaults& k = kEstimatorDefaults;
    const double bus = in.intra_node_bandwidth_gbyte_s * kGiga * k.intra_link_efficiency;
    const double pass =
        (c.tensor - 1) / c.tensor * tokens * in.hidden_size * 2 / bus + (c.tensor - 1) * k.intra_latency_us * 1e-6;
    const double passes = c.recomputation == Recomputation::full ? 12 : 8;
    traffic = passes * in.layers / c.pipeline * pass;
  }
  const double pipelined = c.accumulation / (c.accumulation + c.pipeline - 1);
  return computed * pipelined * stage / (stage + traffic);
}

EstimatorInput estimator_input(const LayoutInput& in, const Candidate& c, double tokens_per_device) {
  EstimatorInput e{};
  e.devices = in.devices;
  e.throughput_per_device = tokens_per_device;
  e.throughput_unit = static_cast<double>(ThroughputUnit::tokens);
  e.tokens_per_sample = in.tokens_per_sample;
  e.parameters = in.parameters;
  e.bytes_per_gradient = in.bytes_per_gradient;
  e.batch_per_device = c.micro;
  e.gradient_accumulation = c.accumulation;
  e.devices_per_node = in.devices_per_node;
  e.intra_node_bandwidth_gbyte_s = in.intra_node_bandwidth_gbyte_s;
  e.inter_node_bandwidth_gbit_s = in.inter_node_bandwidth_gbit_s;
  e.transport = in.transport;
  e.sharding = static_cast<double>(c.sharding);
  e.layers = in.layers;
  e.hidden_size = in.hidden_size;
  e.active_parameters = in.active_parameters;
  e.memory_bandwidth_gbyte_s = in.memory_bandwidth_gbyte_s;
  if (c.group > 0) e.shard_group = c.group;
  if (c.tensor > 1) e.tensor_parallel = c.tensor;
  if (c.pipeline > 1) e.pipeline_parallel = c.pipeline;
  e.accelerator_family = in.accelerator_family;
  e.network_family = in.network_family;
  e.compute_precision = in.compute_precision;
  return e;
}

// A candidate worked out, with its memory check: its estimate.
bool assess(const LayoutInput& in, const TokenFlops& f, const Candidate& c, const MemoryCheck& memory,
            LayoutChoice& out) {
  const double v = replica_tokens(in, f, c);
  const Outcome<Estimate> e = estimate(estimator_input(in, c, v));
  if (!e.issues.empty()) return false;
  out.sharding = static_cast<double>(c.sharding);
  out.shard_group = c.group > 0 ? std::optional<double>(c.group) : std::nullopt;
  out.tensor_parallel = c.tensor;
  out.pipeline_parallel = c.pipeline;
  out.batch_per_device = c.micro;
  out.gradient_accumulation = c.accumulation;
  out.recomputation = static_cast<double>(c.recomputation);
  out.efficiency_percent = e.result.efficiency_percent;
  out.uncertainty_percent = e.result.uncertainty_percent;
  out.memory_per_device_bytes = memory.required_bytes;
  out.fits = memory.fits;
  out.throughput_per_device = v;
  out.cluster_throughput = e.result.actual_throughput;
  out.lower_throughput = e.result.lower_throughput;
  out.upper_throughput = e.result.upper_throughput;
  return true;
}

// The best `kMostLayouts` seen, in order of `before`.
template <typename Item, typename Before>
struct Ranking {
  Item items[kMostLayouts];
  std::size_t size = 0;
  Before before;
  void add(const Item& c) {
    std::size_t at = size;
    while (at > 0 && before(c, items[at - 1])) --at;
    if (at == kMostLayouts) return;
    if (size < kMostLayouts) ++size;
    for (std::size_t i = size - 1; i > at; --i) items[i] = items[i - 1];
    items[at] = c;
  }
};

struct ByThroughput {
  bool operator()(const LayoutChoice& a, const LayoutChoice& b) const {
    return a.cluster_throughput > b.cluster_throughput;
  }
};
struct Unfit {
  Candidate candidate;
  MemoryCheck memory;
};
struct ByMemory {
  bool operator()(const Unfit& a, const Unfit& b) const { return a.memory.required_bytes < b.memory.required_bytes; }
};
using Layouts = Ranking<LayoutChoice, ByThroughput>;

bool divides(double whole, double part) { return part > 0 && std::floor(whole / part) * part == whole; }

// Whether a candidate keeps the parts of the layout the input fixes.
bool keeps(const LayoutInput& in, const Candidate& c) {
  const auto fixed = [](const std::optional<double>& given, double value) { return !given || *given == value; };
  return fixed(in.sharding, static_cast<double>(c.sharding)) && fixed(in.tensor_parallel, c.tensor) &&
         fixed(in.pipeline_parallel, c.pipeline) && fixed(in.batch_per_device, c.micro) &&
         fixed(in.recomputation, static_cast<double>(c.recomputation));
}

// The values searched: the one fixed, or the powers of two from 1 to `most`
// (a node's devices, the layers, the largest micro-batch). No allocation:
// the core's second module has no heap.
struct Sizes {
  double values[32];
  std::size_t count = 0;
  const double* begin() const { return values; }
  const double* end() const { return values + count; }
};

Sizes sizes(const std::optional<double>& fixed, double most) {
  Sizes out;
  if (fixed) out.values[out.count++] = *fixed;
  for (double size = 1; !fixed && size <= most && out.count < std::size(out.values); size *= 2)
    out.values[out.count++] = size;
  return out;
}

// Every candidate of the search, to `visit(candidate)`.
template <typename Visit>
void each_candidate(const LayoutInput& in, Visit visit) {
  for (const double tensor : sizes(in.tensor_parallel, in.devices_per_node)) {
    if (!in.tensor_parallel && !divides(in.devices_per_node, tensor)) continue;
    if (!divides(in.hidden_size, tensor) || (in.attention_heads && !divides(*in.attention_heads, tensor))) continue;
    for (const double pipeline : sizes(in.pipeline_parallel, in.layers)) {
      if (!divides(in.layers, pipeline) || !divides(in.devices, tensor * pipeline)) continue;
      const double replicas = in.devices / (tensor * pipeline);
      for (const double micro : sizes(in.batch_per_device, kLargestMicroBatch)) {
        if (!divides(in.global_batch, micro * replicas)) continue;
        const double accumulation = in.global_batch / (micro * replicas);
        if (accumulation > kMaxMicroBatches) continue;
        for (const Recomputation r : kRecomputationOrder) {
          if (r == Recomputation::none && !in.attention_heads) continue;
          for (std::size_t s = 0; s < kShardings.size(); ++s) {
            const Sharding sharding = static_cast<Sharding>(s);
            if (sharding != Sharding::hybrid) {
              visit(Candidate{sharding, 0, tensor, pipeline, micro, accumulation, r});
              continue;
            }
            for (double nodes = 1; nodes <= 4; nodes *= 2) {
              const double group = nodes * in.devices_per_node;
              if (!divides(group, tensor * pipeline) || !divides(in.devices, group) || in.devices < 2 * group) continue;
              visit(Candidate{sharding, group, tensor, pipeline, micro, accumulation, r});
            }
          }
        }
      }
    }
  }
}

Issues layout_issues(const LayoutInput& in) {
  Issues issues = check_inputs(in, kLayoutInputs);
  if (!issues.empty()) return issues;
  if (!in.throughput_per_device && !(in.mfu_percent && in.peak_tflops)) {
    issues.add(in.mfu_percent ? Field::peak_tflops : Field::mfu_percent, Code::missing_input);
  }
  return issues;
}

// The best layouts of the input, or its issues: those that fit, by
// throughput; when none does, those that need the least memory.
Issues rank(const LayoutInput& in, Layouts& shown) {
  Issues issues = layout_issues(in);
  if (!issues.empty()) return issues;
  const TokenFlops f = token_flops(in);
  Ranking<Unfit, ByMemory> least;
  bool any = false;
  each_candidate(in, [&](const Candidate& c) {
    if (!keeps(in, c)) return;
    any = true;
    const Outcome<MemoryCheck> memory = memory_check(memory_input(in, c));
    if (!memory.issues.empty()) return;
    LayoutChoice choice{};
    if (!memory.result.fits) return least.add({c, memory.result});
    if (assess(in, f, c, memory.result, choice)) shown.add(choice);
  });
  const double replica = in.tensor_parallel.value_or(1) * in.pipeline_parallel.value_or(1);
  if (!any && !divides(in.devices, replica)) {
    issues.add(Field::devices, Code::whole_replicas, replica);
  } else if (!any) {
    issues.add(Field::global_batch, Code::below_minimum, in.devices * in.batch_per_device.value_or(1) / replica);
  }
  for (std::size_t i = 0; shown.size == 0 && i < least.size; ++i) {
    LayoutChoice choice{};
    if (assess(in, f, least.items[i].candidate, least.items[i].memory, choice)) shown.items[shown.size++] = choice;
  }
  return issues;
}

}  // namespace

SweepStatus best_layouts(const LayoutInput& in, const LayoutColumns& out) {
  Layouts shown;
  SweepStatus status{rank(in, shown), 0, true};
  if (!status.issues.empty()) return status;
  for (std::size_t row = 0; row < shown.size; ++row) {
    for (std::size_t k = 0; k < out.size(); ++k) out[k][row] = output_value(shown.items[row], kLayoutOutputs[k]);
  }
  status.rows = shown.size;
  status.whole_input = false;
  return status;
}

double layout_throughput(const LayoutInput& in, double tensor, double pipeline, double micro, double accumulation,
                         Recomputation recomputation) {
  return replica_tokens(in, token_flops(in), {Sharding::none, 0, tensor, pipeline, micro, accumulation, recomputation});
}

Outcome<LayoutChoice> best_layout(const LayoutInput& in) {
  Layouts shown;
  Outcome<LayoutChoice> out{rank(in, shown)};
  if (out.issues.empty() && shown.size) out.result = shown.items[0];
  return out;
}

}  // namespace dpsc
