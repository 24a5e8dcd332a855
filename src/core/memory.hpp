// Memory per device under data parallelism, plain or sharded, and the two
// questions it answers backwards: which sharding fits, and on how few devices.
//
// Ψ parameters, with w, g and o bytes per parameter for weights, gradients and
// optimizer state (mixed-precision Adam: 2, 2 and 12), on N devices. Per
// device (Rajbhandari et al., "ZeRO: Memory Optimizations Toward Training
// Trillion Parameter Models", SC 2020, section 5 and Figure 1, with K = o):
//   none   (DDP)                         (w + g + o)Ψ
//   zero1  optimizer state sharded        (w + g)Ψ + oΨ/N
//   zero2  … and gradients                wΨ + (g + o)Ψ/N
//   zero3  … and weights (FSDP full shard) (w + g + o)Ψ/N
//   hybrid (HSDP) zero3 inside each node of n devices, copies across nodes:
//          (w + g + o)Ψ/n; PyTorch FSDP's HYBRID_SHARD ("apply FULL_SHARD
//          within a node, and replicate parameters across nodes"); n is the
//          shard group, one node unless given (a whole number of nodes).
// Activations add bytes per sample × batch per device on every device:
// sharding the model states does not split them. The bytes per sample are
// given, or estimated from a transformer's layers, hidden size and sequence
// length (activations.hpp); given bytes win. A transformer also holds, at the
// start of its backward pass, its logits (with the vocabulary given), and
// the buffers its sharding and recomputation work in (activations.hpp); and
// every device keeps a workspace beyond the tensors (kWorkspaceBytes).

#pragma once

#include "activations.hpp"
#include "flops.hpp"
#include "sharding.hpp"

namespace dpsc {

// What a device holds beyond the tensors the model counts: the CUDA context,
// the communication library's buffers and what the allocator caches. A
// stated allowance, not a measurement of one stack (docs/estimator/memory.md
// compares the totals with measured peaks).
inline constexpr double kWorkspaceBytes = 2e9;

// Two ways to give the bytes: one total per parameter (the short form, plain
// data parallelism only), or weights, gradients and optimizer state apart.
// The first three members keep their order, so {parameters, bytes, GB} still
// reads as the short form.
struct MemoryInput {
  double parameters;
  std::optional<double> bytes_per_parameter;
  double device_memory_gbyte;
  std::optional<double> weight_bytes;                 // per parameter
  std::optional<double> gradient_bytes;               // per parameter
  std::optional<double> optimizer_bytes;              // per parameter; 0 for plain SGD
  std::optional<double> devices;                      // needed by every sharding
  std::optional<double> sharding;                     // Sharding; left out: none
  std::optional<double> devices_per_node;             // needed by hybrid
  std::optional<double> shard_group;                  // hybrid: devices that share one copy; left out: a node
  std::optional<double> activation_bytes_per_sample;  // needs batch_per_device
  std::optional<double> batch_per_device;             // sequences (samples) a device holds at once
  std::optional<double> layers;                       // with hidden_size and tokens_per_sample: activations
  std::optional<double> hidden_size;
  std::optional<double> tokens_per_sample;
  std::optional<double> attention_heads;  // needed when nothing is recomputed
  std::optional<double> recomputation;    // Recomputation; left out: selective
  // A replica of tensor × pipeline devices (sharding.hpp): the model states
  // are split t·p ways before any sharding divides them over the
  // data-parallel group; with sequence parallelism the activations t ways
  // (1F1B keeps p micro-batches of L/p layers on the first stage: one
  // micro-batch of every layer). devices counts every device.
  std::optional<double> tensor_parallel;
  std::optional<double> pipeline_parallel;
  std::optional<double> vocabulary_size;  // with tokens_per_sample and a batch: the logits
};

inline constexpr std::array kMemoryInputs{
    required(Field::parameters, &MemoryInput::parameters, kParametersRule),
    optional(Field::weight_bytes, &MemoryInput::weight_bytes, positive_rule(64)),
    optional(Field::gradient_bytes, &MemoryInput::gradient_bytes, positive_rule(64)),
    optional(Field::optimizer_bytes, &MemoryInput::optimizer_bytes, range_rule(0, 64)),
    optional(Field::bytes_per_parameter, &MemoryInput::bytes_per_parameter, positive_rule(64)),
    optional(Field::devices, &MemoryInput::devices, kDevicesRule),
    choice(Field::sharding, &MemoryInput::sharding, kShardings),
    required(Field::device_memory, &MemoryInput::device_memory_gbyte, positive_rule(1e6)),
    optional(Field::devices_per_node, &MemoryInput::devices_per_node, count_rule(1, 1e4)),
    optional(Field::shard_group, &MemoryInput::shard_group, kDevicesRule),
    optional(Field::activation_bytes_per_sample, &MemoryInput::activation_bytes_per_sample, positive_rule(1e15)),
    optional(Field::batch_per_device, &MemoryInput::batch_per_device, count_rule(1, 1e9)),
    optional(Field::layers, &MemoryInput::layers, kLayersRule),
    optional(Field::hidden_size, &MemoryInput::hidden_size, kHiddenSizeRule),
    optional(Field::tokens_per_sample, &MemoryInput::tokens_per_sample, kTokensPerSampleRule),
    optional(Field::attention_heads, &MemoryInput::attention_heads, count_rule(1, 1e5)),
    choice(Field::recomputation, &MemoryInput::recomputation, kRecomputations),
    optional(Field::tensor_parallel, &MemoryInput::tensor_parallel, kParallelSizeRule),
    optional(Field::pipeline_parallel, &MemoryInput::pipeline_parallel, kParallelSizeRule),
    optional(Field::vocabulary_size, &MemoryInput::vocabulary_size, kVocabularyRule),
};
static_assert(covers<MemoryInput>(kMemoryInputs));

namespace detail {

// The table without the input whose value the operation works out itself.
template <std::size_t N>
constexpr std::array<InputSpec<MemoryInput>, N - 1> without(const std::array<InputSpec<MemoryInput>, N>& all,
                                                            Field answered) {
  std::array<InputSpec<MemoryInput>, N - 1> out{};
  std::size_t k = 0;
  for (const auto& spec : all) {
    if (spec.field != answered && k < N - 1) out[k++] = spec;
  }
  return out;
}

constexpr bool lacks(const std::array<InputSpec<MemoryInput>, kMemoryInputs.size() - 1>& specs, Field field) {
  for (const auto& spec : specs) {
    if (spec.field == field) return false;
  }
  return true;
}

}  // namespace detail

// smallest_sharding answers with the sharding, devices_for_memory with the
// device count: each reads every other input.
inline constexpr auto kSmallestShardingInputs = detail::without(kMemoryInputs, Field::sharding);
inline constexpr auto kDevicesForMemoryInputs = detail::without(kMemoryInputs, Field::devices);
static_assert(detail::lacks(kSmallestShardingInputs, Field::sharding));
static_assert(detail::lacks(kDevicesForMemoryInputs, Field::devices));

// Bytes on each device. The parts are absent in the short form, which gives
// only their sum.
struct MemoryCheck {
  double required_bytes;
  double available_bytes;  // device memory
  bool fits;               // required <= available
  std::optional<double> weights_bytes;
  std::optional<double> gradients_bytes;
  std::optional<double> optimizer_bytes;
  std::optional<double> activations_bytes;             // when given or estimated
  std::optional<double> activations_per_sample_bytes;  // one sample's part of them
  bool activations_estimated;                          // from the architecture, not given
  std::optional<double> logits_bytes;                  // with the vocabulary, on the device that holds them
  std::optional<double> buffers_bytes;                 // gathered layers and a recomputed layer, from the architecture
  double workspace_bytes;                              // kWorkspaceBytes
  bool last_stage;  // a pipeline's peak is its last stage (the logits), not its first (the most micro-batches)
};

inline constexpr std::array kMemoryOutputs{
    output("requiredBytes", &MemoryCheck::required_bytes),
    output("availableBytes", &MemoryCheck::available_bytes),
    output("fits", &MemoryCheck::fits),
    output("weightsBytes", &MemoryCheck::weights_bytes),
    output("gradientsBytes", &MemoryCheck::gradients_bytes),
    output("optimizerBytes", &MemoryCheck::optimizer_bytes),
    output("activationsBytes", &MemoryCheck::activations_bytes),
    output("activationsPerSampleBytes", &MemoryCheck::activations_per_sample_bytes),
    output("activationsEstimated", &MemoryCheck::activations_estimated),
    output("logitsBytes", &MemoryCheck::logits_bytes),
    output("buffersBytes", &MemoryCheck::buffers_bytes),
    output("workspaceBytes", &MemoryCheck::workspace_bytes),
    output("lastStage", &MemoryCheck::last_stage),
};
static_assert(covers<MemoryCheck>(kMemoryOutputs));

struct ShardingChoice {
  std::optional<double> sharding;  // the first that fits, or none of them
  double required_bytes;           // under that sharding, or under zero3 when none fits
  bool fits;
};

inline constexpr std::array kShardingChoiceOutputs{
    output("sharding", &ShardingChoice::sharding, kShardings),
    output("requiredBytes", &ShardingChoice::required_bytes),
    output("fits", &ShardingChoice::fits),
};
static_assert(covers<ShardingChoice>(kShardingChoiceOutputs));

struct DevicesForMemory {
  double devices;         // the fewest with which the sharding fits
  double required_bytes;  // per device, with that many
};

inline constexpr std::array kDevicesForMemoryOutputs{
    output("devices", &DevicesForMemory::devices),
    output("requiredBytes", &DevicesForMemory::required_bytes),
};
static_assert(covers<DevicesForMemory>(kDevicesForMemoryOutputs));

// The plain rules, then: the short form or all three parts (missing_input,
// conflicting_inputs on bytesPerParameter when both forms or the short form
// with a sharding are given); devices for a sharding, devices per node for
// hybrid, a batch with activations given or estimated, heads when nothing is
// recomputed (missing_input); and hybrid on two or more whole shard groups
// (whole_nodes on devices, limit = the group), each a whole number of nodes
// (partial_node on shardGroupSize, limit = devices per node).
Issues validate(const MemoryInput& input);

// Memory per device for input.sharding.
Outcome<MemoryCheck> memory_check(const MemoryInput& input);

// The first sharding, in the order none, zero1, zero2, hybrid (when the
// devices fill two or more nodes), zero3, that fits on input.devices.
Outcome<ShardingChoice> smallest_sharding(const MemoryInput& input);

// The fewest devices with which input.sharding fits: exact, so memory_check
// with that many fits and with one fewer does not (hybrid counts whole nodes
// only, two or more shard groups). unreachable on deviceMemoryGB (limit: the most devices)
// when no count up to kMaxDevices fits.
Outcome<DevicesForMemory> devices_for_memory(const MemoryInput& input);

}  // namespace dpsc
