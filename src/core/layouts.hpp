// The layout advisor: for a language model's job without its layout (the
// devices, the model, a global batch, a device's memory and the compute one
// device reaches), the layouts that fit in memory, ranked by the cluster
// throughput the estimate gives them. It searches the sharding (none,
// ZeRO-1/2/3, hybrid in groups of one, two or four nodes), tensor parallel
// sizes that divide a node, pipeline parallel sizes that divide the layers,
// the micro-batch (the global batch then gives each replica a whole number of
// them) and the recomputation.
//
// What a layout costs beyond data parallelism, which the estimate leaves to
// the measured throughput of one replica (step_model.hpp), is worked out here
// from the compute of one device alone, v₀ (tokens/s, from an MFU and the
// peak, or given):
//   recomputation   the forward pass again, as FLOPs: full recomputes it
//                   all (F_token → F_token + (2N + 4·L·H·T): 4/3 of it),
//                   selective the attention scores only (+ 4·L·H·T)
//   tensor parallel with sequence parallelism (Korthikanti et al., 2022), a
//                   layer's forward pass gathers and reduce-scatters its
//                   activations twice, its backward pass twice more (and
//                   full recomputation's forward twice again): rings over
//                   the t ranks of a node, b·T·H·2 bytes each, unhidden
//   pipeline        1F1B runs m micro-batches in m + p − 1 stage times
// so a device of a replica reaches
//   v = v₀ / f_r · m / (m + p − 1) · τ / (τ + τ_tp)
// with τ one micro-batch's compute on one stage and τ_tp its tensor-parallel
// traffic. The estimate then gives the efficiency E of the replicas with that
// throughput, and the cluster reaches d · v · E.
#pragma once

#include "estimator.hpp"
#include "memory.hpp"

namespace dpsc {

struct LayoutInput {
  double devices;
  double parameters;
  double layers;
  double hidden_size;
  double tokens_per_sample;  // the sequence length
  double global_batch;       // sequences a step
  double device_memory_gbyte;
  double bytes_per_gradient;
  double devices_per_node;
  double intra_node_bandwidth_gbyte_s;
  std::optional<double> inter_node_bandwidth_gbit_s;
  std::optional<double> transport;
  std::optional<double> attention_heads;  // needed to search "none" recomputation
  std::optional<double> vocabulary_size;  // the logits each layout's memory holds
  // The compute of one device alone: an MFU of its peak, or its tokens/s.
  std::optional<double> mfu_percent;
  std::optional<double> peak_tflops;
  std::optional<double> throughput_per_device;
  std::optional<double> active_parameters;
  // Bytes a parameter keeps (left out: mixed-precision Adam, 2 + 2 + 12).
  std::optional<double> weight_bytes;
  std::optional<double> gradient_bytes;
  std::optional<double> optimizer_bytes;
  std::optional<double> memory_bandwidth_gbyte_s;
  std::optional<double> accelerator_family;
  std::optional<double> network_family;
  std::optional<double> compute_precision;  // Precision; left out: bf16
  // A part of the layout fixed (a planner's constraint, or another tool's
  // pick to weigh): only layouts with it are searched.
  std::optional<double> sharding;  // Sharding
  std::optional<double> tensor_parallel;
  std::optional<double> pipeline_parallel;
  std::optional<double> batch_per_device;  // the micro-batch
  std::optional<double> recomputation;     // Recomputation
};

inline constexpr std::array kLayoutInputs{
    required(Field::devices, &LayoutInput::devices, kDevicesRule),
    required(Field::parameters, &LayoutInput::parameters, kParametersRule),
    required(Field::layers, &LayoutInput::layers, kLayersRule),
    required(Field::hidden_size, &LayoutInput::hidden_size, kHiddenSizeRule),
    required(Field::tokens_per_sample, &LayoutInput::tokens_per_sample, kTokensPerSampleRule),
    required(Field::global_batch, &LayoutInput::global_batch, count_rule(1, 1e15)),
    required(Field::device_memory, &LayoutInput::device_memory_gbyte, positive_rule(1e6)),
    required(Field::bytes_per_gradient, &LayoutInput::bytes_per_gradient, positive_rule(8)),
    required(Field::devices_per_node, &LayoutInput::devices_per_node, count_rule(1, 1e4)),
    required(Field::intra_node_bandwidth, &LayoutInput::intra_node_bandwidth_gbyte_s, range_rule(1e-6, 1e6)),
    optional(Field::inter_node_bandwidth, &LayoutInput::inter_node_bandwidth_gbit_s, range_rule(1e-6, 1e7)),
    choice(Field::transport, &LayoutInput::transport, kTransports),
    optional(Field::attention_heads, &LayoutInput::attention_heads, count_rule(1, 1e5)),
    optional(Field::vocabulary_size, &LayoutInput::vocabulary_size, kVocabularyRule),
    optional(Field::mfu_percent, &LayoutInput::mfu_percent, kMfuPercentRule),
    optional(Field::peak_tflops, &LayoutInput::peak_tflops, kPeakTflopsRule),
    optional(Field::throughput_per_device, &LayoutInput::throughput_per_device, range_rule(1e-9, kMaxThroughput)),
    optional(Field::active_parameters, &LayoutInput::active_parameters, kParametersRule),
    optional(Field::weight_bytes, &LayoutInput::weight_bytes, positive_rule(64)),
    optional(Field::gradient_bytes, &LayoutInput::gradient_bytes, positive_rule(64)),
    optional(Field::optimizer_bytes, &LayoutInput::optimizer_bytes, range_rule(0, 64)),
    optional(Field::memory_bandwidth, &LayoutInput::memory_bandwidth_gbyte_s, range_rule(1, 1e6)),
    choice(Field::accelerator_family, &LayoutInput::accelerator_family, kAcceleratorFamilies),
    choice(Field::network_family, &LayoutInput::network_family, kNetworkFamilies),
    choice(Field::compute_precision, &LayoutInput::compute_precision, kPrecisions),
    choice(Field::sharding, &LayoutInput::sharding, kShardings),
    optional(Field::tensor_parallel, &LayoutInput::tensor_parallel, kParallelSizeRule),
    optional(Field::pipeline_parallel, &LayoutInput::pipeline_parallel, kParallelSizeRule),
    optional(Field::batch_per_device, &LayoutInput::batch_per_device, count_rule(1, 1e9)),
    choice(Field::recomputation, &LayoutInput::recomputation, kRecomputations),
};
static_assert(covers<LayoutInput>(kLayoutInputs));

// One layout and what the estimate gives it.
struct LayoutChoice {
  std::optional<double> sharding;     // Sharding
  std::optional<double> shard_group;  // hybrid: devices a group
  double tensor_parallel;
  double pipeline_parallel;
  double batch_per_device;              // the micro-batch, sequences
  double gradient_accumulation;         // micro-batches a replica runs a step
  std::optional<double> recomputation;  // Recomputation
  double efficiency_percent;            // E of the replicas, the estimate's
  double uncertainty_percent;
  double memory_per_device_bytes;
  bool fits;
  double throughput_per_device;  // tokens/s a device of a replica reaches: v
  double cluster_throughput;     // d · v · E, tokens/s
  double lower_throughput;       // d · v · (E − h), at least 0
  double upper_throughput;       // d · v · (E + h), at most d · v
};

inline constexpr std::array kLayoutOutputs{
    output("sharding", &LayoutChoice::sharding, kShardings),
    output("shardGroupSize", &LayoutChoice::shard_group),
    output("tensorParallel", &LayoutChoice::tensor_parallel),
    output("pipelineParallel", &LayoutChoice::pipeline_parallel),
    output("batchPerDevice", &LayoutChoice::batch_per_device),
    output("gradientAccumulation", &LayoutChoice::gradient_accumulation),
    output("recomputation", &LayoutChoice::recomputation, kRecomputations),
    output("efficiencyPercent", &LayoutChoice::efficiency_percent),
    output("uncertaintyPercent", &LayoutChoice::uncertainty_percent),
    output("memoryPerDeviceBytes", &LayoutChoice::memory_per_device_bytes),
    output("fits", &LayoutChoice::fits),
    output("throughputPerDevice", &LayoutChoice::throughput_per_device),
    output("clusterThroughput", &LayoutChoice::cluster_throughput),
    output("lowerThroughput", &LayoutChoice::lower_throughput),
    output("upperThroughput", &LayoutChoice::upper_throughput),
};
static_assert(covers<LayoutChoice>(kLayoutOutputs));

// The layouts the advisor answers with, best first.
constexpr std::size_t kMostLayouts = 10;

// Output columns in the order of kLayoutOutputs, each with room for kMostLayouts rows.
using LayoutColumns = std::array<double*, kLayoutOutputs.size()>;

// The best layouts, at most kMostLayouts, that fit in memory, by cluster
// throughput; when none fits, the ones that need the least memory, with fits
// false. Issues: the input's own, missing_input on mfuPercent when neither an
// MFU with a peak nor a throughput is given, and below_minimum on
// globalBatch when no layout gives every replica a whole micro-batch.
SweepStatus best_layouts(const LayoutInput& input, const LayoutColumns& out);

// The best of them alone.
Outcome<LayoutChoice> best_layout(const LayoutInput& input);

// What a device of a replica reaches in a layout, tokens/s (v above); the
// input is valid and gives the compute of a device alone.
double layout_throughput(const LayoutInput& input, double tensor, double pipeline, double micro, double accumulation,
                         Recomputation recomputation);

}  // namespace dpsc
