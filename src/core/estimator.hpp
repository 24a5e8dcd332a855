// A first-order estimate of scaling efficiency from hardware, model and
// batch: what a step communicates, as NCCL's ring collectives run it
// (collectives.hpp), the part of it the compute around each collective
// cannot hide, and what a step costs beyond communication. The step-time
// model is in step_model.hpp, the calibration in calibration.hpp, the
// defaults in estimator_defaults.hpp.
//
// Calibration: a measured efficiency fixes the scale of the time a step
// loses. That time splits into what one node already loses (its exposed
// communication and the overhead: "local") and what crossing nodes adds
// ("network"); E = t_c / (t_c + κ_l · local + κ_n · network). One point
// inside a node sets κ_l (κ_n stays 1: it saw no network); one point across
// nodes sets κ_l = κ_n; two or more set both by least squares. Points
// measured against a baseline of B devices say nothing of what B devices
// lose: the scales then apply only to what a count loses beyond B, part by
// part, E(B) stays the model's, and a part the points do not lose beyond B
// keeps its scale of 1 (at B = one node, only what the network adds).

#pragma once

#include "estimator_defaults.hpp"
#include "flops.hpp"
#include "inverse.hpp"
#include "sharding.hpp"
#include "sweep.hpp"
#include "validated_ranges.hpp"

namespace dpsc {

// The enum and the API's options from one list (issues.hpp).
#define DPSC_TRANSPORTS(X) X(rdma) X(tcp)
enum class Transport : std::uint8_t { DPSC_TRANSPORTS(DPSC_ENUMERATOR) };
inline constexpr std::array kTransports{DPSC_TRANSPORTS(DPSC_SAME_NAME)};

// What a step's batch does as replicas are added: weak, the batch of each
// replica stays and the global batch grows; strong, the global batch stays
// and each replica's micro-batches shrink: at most one micro-batch a
// replica. At the job's own device count the two are the same step.
#define DPSC_BATCH_SCALINGS(X) X(weak) X(strong)
enum class BatchScaling : std::uint8_t { DPSC_BATCH_SCALINGS(DPSC_ENUMERATOR) };
inline constexpr std::array kBatchScalings{DPSC_BATCH_SCALINGS(DPSC_SAME_NAME)};

// The precision of the matrix multiplies, the element's compute precision
// (the accelerator's peak is taken in it): in FP8 (Transformer Engine's
// delayed scaling), every forward pass ends with an all-reduce of the
// tensors' amax over the devices that share a pipeline stage, which waits
// for all of them. The others have no such reduction.
#define DPSC_PRECISIONS(X) X(fp32) X(tf32) X(bf16) X(fp8)
enum class Precision : std::uint8_t { DPSC_PRECISIONS(DPSC_ENUMERATOR) };
inline constexpr std::array kPrecisions{DPSC_PRECISIONS(DPSC_SAME_NAME)};

struct EstimatorInput {
  double devices;
  double throughput_per_device;  // of one device alone, in throughput_unit
  double parameters;
  double bytes_per_gradient;  // 4 for FP32, 2 for BF16/FP16
  double batch_per_device;    // samples per micro-batch, a whole number
  // The step's batch, one way or the other (both: conflicting_inputs;
  // neither: one micro-batch a replica): gradient_accumulation, the
  // micro-batches of a replica a step at `devices`, or global_batch (below).
  // Either means the same under weak and strong scaling.
  std::optional<double> gradient_accumulation;
  double devices_per_node;
  double intra_node_bandwidth_gbyte_s;                // per device, one direction, GB/s
  std::optional<double> inter_node_bandwidth_gbit_s;  // per node, Gbit/s; left out: one node
  std::optional<double> transport;                    // Transport; left out: rdma
  // Overrides of the defaults.
  std::optional<double> link_efficiency;  // applies to both links when given
  std::optional<double> overlap_fraction;
  std::optional<double> latency_us;
  std::optional<double> overlap_window;
  std::optional<double> step_overhead_ms;
  std::optional<double> overhead_ms_per_gb;
  std::optional<double> sharding;  // Sharding; left out: none
  // Calibration points measured on this hardware, model and batch: a device
  // count and either an efficiency or a cluster throughput for each.
  List calibration_devices;
  List calibration_efficiency_percent;
  List calibration_throughput;
  // The device count the efficiencies above are relative to ("93 % at 64,
  // relative to 8"); left out: one device alone. The throughputs are always
  // against throughput_per_device. With a baseline every point lies above
  // it, and the calibration leaves E(baseline) as the model gives it.
  std::optional<double> calibration_baseline;
  // Tokens: the throughputs count tokens, of tokens_per_sample each sample;
  // the batch still counts samples.
  std::optional<double> throughput_unit;  // ThroughputUnit; left out: samples
  std::optional<double> tokens_per_sample;
  // The device's peak and the model's FLOPs, for the check that the
  // throughput needs no more than the peak (flops.hpp); parameters counts
  // the FLOPs unless flops_per_sample is given.
  std::optional<double> peak_tflops;
  std::optional<double> layers;
  std::optional<double> hidden_size;
  std::optional<double> active_parameters;
  std::optional<double> flops_per_sample;
  // Hardware the step model reads when given (step_model.hpp).
  std::optional<double> memory_bandwidth_gbyte_s;  // the device's memory; left out: the reference rate
  std::optional<double> shard_group;               // hybrid: devices that share one copy; left out: a node
  std::optional<double> bucket_mb;                 // gradients per all-reduce, MB; left out: the default
  std::optional<double> network_latency_us;        // per ring step across nodes; before latency_us there
  // A replica of tensor_parallel × pipeline_parallel devices (left out: 1 ×
  // 1, plain data parallelism). devices, throughput_per_device and E stay
  // per device, E relative to one replica; batch_per_device is the replica's
  // micro-batch and gradient_accumulation its micro-batches per step.
  std::optional<double> tensor_parallel;
  std::optional<double> pipeline_parallel;
  std::optional<double> interleaved_stages;  // virtual pipeline stages per device; left out: 1
  std::optional<double> batch_scaling;       // BatchScaling; left out: weak
  std::optional<double> straggler_percent;   // σ: spread of a node's step time, % of the compute
  // The samples of a step at `devices`, a whole number of micro-batches for
  // every replica (whole_micro_batches otherwise).
  std::optional<double> global_batch;
  // What the published runs cover beyond numbers (validated_ranges.hpp): the
  // estimate says when the job uses a family none of them did.
  std::optional<double> accelerator_family;  // AcceleratorFamily
  std::optional<double> network_family;      // NetworkFamily, of the network between nodes
  std::optional<double> compute_precision;   // Precision; left out: bf16
  // The layers also count the collectives of a sharded step: alone, or
  // beside the FLOPs of a sample, they say nothing about the FLOPs.
  FlopsModel flops_model() const {
    const bool architecture = !flops_per_sample && hidden_size;
    return {flops_per_sample ? std::nullopt : std::optional(parameters),
            architecture ? layers : std::nullopt,
            flops_per_sample ? std::nullopt : hidden_size,
            tokens_per_sample,
            flops_per_sample,
            active_parameters};
  }
  // Samples per second of one device alone.
  double samples_per_second() const {
    return in_tokens(throughput_unit) ? throughput_per_device / *tokens_per_sample : throughput_per_device;
  }
  // Whether the global batch stays as replicas are added.
  bool strong_scaling() const { return batch_scaling.value_or(0) == static_cast<double>(BatchScaling::strong); }
  bool fp8() const { return compute_precision == static_cast<double>(Precision::fp8); }
  double layout_size() const { return tensor_parallel.value_or(1) * pipeline_parallel.value_or(1); }
  // A replica's micro-batches a step at `devices`: from the global batch, or
  // as given (one when neither is). The input is valid.
  double micro_batches() const {
    if (global_batch) return *global_batch / (batch_per_device * devices / layout_size());
    return gradient_accumulation.value_or(1);
  }
  // The micro-batches of all replicas a step at `devices`: what strong
  // scaling holds, so at most that many replicas.
  double global_micro_batches() const { return micro_batches() * devices / layout_size(); }
};

// A replica's micro-batches a step, given or from a global batch.
constexpr double kMaxMicroBatches = 1e6;

// Lower bounds keep every time in the model finite and E above 0: nothing
// trains at under 1e-9 samples/s, talks at under 1 kB/s, or steps with less
// than one sample.
inline constexpr std::array kEstimatorInputs{
    required(Field::devices, &EstimatorInput::devices, kDevicesRule),
    required(Field::throughput_per_device, &EstimatorInput::throughput_per_device, range_rule(1e-9, kMaxThroughput)),
    required(Field::parameters, &EstimatorInput::parameters, kParametersRule),
    required(Field::bytes_per_gradient, &EstimatorInput::bytes_per_gradient, positive_rule(8)),
    required(Field::batch_per_device, &EstimatorInput::batch_per_device, count_rule(1, 1e9)),
    optional(Field::gradient_accumulation, &EstimatorInput::gradient_accumulation, count_rule(1, kMaxMicroBatches)),
    optional(Field::global_batch, &EstimatorInput::global_batch, count_rule(1, 1e15)),
    required(Field::devices_per_node, &EstimatorInput::devices_per_node, count_rule(1, 1e4)),
    required(Field::intra_node_bandwidth, &EstimatorInput::intra_node_bandwidth_gbyte_s, range_rule(1e-6, 1e6)),
    optional(Field::inter_node_bandwidth, &EstimatorInput::inter_node_bandwidth_gbit_s, range_rule(1e-6, 1e7)),
    choice(Field::transport, &EstimatorInput::transport, kTransports),
    optional(Field::link_efficiency, &EstimatorInput::link_efficiency, range_rule(0.01, 1)),
    optional(Field::overlap_fraction, &EstimatorInput::overlap_fraction, range_rule(0, 1)),
    optional(Field::latency, &EstimatorInput::latency_us, range_rule(0, 1e6)),
    optional(Field::overlap_window, &EstimatorInput::overlap_window, range_rule(0, 1)),
    optional(Field::step_overhead, &EstimatorInput::step_overhead_ms, range_rule(0, 1e6)),
    optional(Field::overhead_per_gb, &EstimatorInput::overhead_ms_per_gb, range_rule(0, 1e6)),
    choice(Field::sharding, &EstimatorInput::sharding, kShardings),
    list(Field::calibration_devices, &EstimatorInput::calibration_devices, count_rule(2, kMaxDevices)),
    list(Field::calibration_efficiency, &EstimatorInput::calibration_efficiency_percent, kEfficiencyPercentRule),
    list(Field::calibration_throughput, &EstimatorInput::calibration_throughput,
         positive_rule(kMaxDevices* kMaxThroughput)),
    optional(Field::calibration_baseline, &EstimatorInput::calibration_baseline, count_rule(1, kMaxDevices)),
    choice(Field::throughput_unit, &EstimatorInput::throughput_unit, kThroughputUnits),
    optional(Field::tokens_per_sample, &EstimatorInput::tokens_per_sample, kTokensPerSampleRule),
    optional(Field::peak_tflops, &EstimatorInput::peak_tflops, kPeakTflopsRule),
    optional(Field::layers, &EstimatorInput::layers, kLayersRule),
    optional(Field::hidden_size, &EstimatorInput::hidden_size, kHiddenSizeRule),
    optional(Field::active_parameters, &EstimatorInput::active_parameters, kParametersRule),
    optional(Field::flops_per_sample, &EstimatorInput::flops_per_sample, kFlopsPerSampleRule),
    optional(Field::memory_bandwidth, &EstimatorInput::memory_bandwidth_gbyte_s, range_rule(1, 1e6)),
    optional(Field::shard_group, &EstimatorInput::shard_group, count_rule(1, kMaxDevices)),
    optional(Field::bucket_size, &EstimatorInput::bucket_mb, range_rule(1e-3, 1e9)),
    optional(Field::network_latency, &EstimatorInput::network_latency_us, range_rule(0, 1e6)),
    optional(Field::tensor_parallel, &EstimatorInput::tensor_parallel, kParallelSizeRule),
    optional(Field::pipeline_parallel, &EstimatorInput::pipeline_parallel, kParallelSizeRule),
    optional(Field::interleaved_stages, &EstimatorInput::interleaved_stages, count_rule(1, 1e3)),
    choice(Field::batch_scaling, &EstimatorInput::batch_scaling, kBatchScalings),
    optional(Field::straggler, &EstimatorInput::straggler_percent, range_rule(0, 100)),
    choice(Field::accelerator_family, &EstimatorInput::accelerator_family, kAcceleratorFamilies),
    choice(Field::network_family, &EstimatorInput::network_family, kNetworkFamilies),
    choice(Field::compute_precision, &EstimatorInput::compute_precision, kPrecisions),
};
static_assert(covers<EstimatorInput>(kEstimatorInputs));

struct Estimate {
  double efficiency_percent;
  double uncertainty_percent;  // half-width of the band, percentage points
  double compute_seconds;
  double all_reduce_seconds;     // t_ar: the plain all-reduce, whatever the sharding
  double communication_seconds;  // t_cm: what the sharding moves (t_ar without sharding)
  double exposed_seconds;        // t_x (scaled by the calibration)
  double overhead_seconds;       // t_o (scaled by the calibration)
  double step_seconds;           // t_c + t_x + t_o
  double global_batch;           // batch · accumulation · devices
  double gradient_bytes;
  double bus_bandwidth_bytes_s;  // B_bus
  double nodes;
  double link_efficiency;  // what was used
  double overlap_fraction;
  double overlap_window;
  double latency_us;        // α of the ring's steps: α_net once it crosses nodes
  double intra_latency_us;  // α inside a node
  bool crosses_nodes;       // whether the data-parallel ring crosses nodes
  double step_overhead_ms;
  double overhead_ms_per_gb;        // c_G at this device's memory bandwidth
  bool bucketed_overhead;           // whether c_G is charged: gradients copied through buckets
  double straggler_percent;         // σ: what was used
  double memory_bandwidth_gbyte_s;  // what was used
  double shard_group;               // hybrid: devices that share one copy; else all devices
  double collectives_per_step;      // buckets, or per layer and micro-batch; 1 for zero3 or hybrid without layers
  double replicas;                  // devices / (t·p): the data-parallel degree
  double micro_batches;             // per replica per step at this count (strong scaling: they shrink)
  double bubble_seconds;            // the pipeline bubble beyond the one in the measured throughput
  double actual_throughput;         // d · v · E
  double lower_throughput;          // d · v · (E − h), at least 0: the band's edges
  double upper_throughput;          // d · v · (E + h), at most d · v
  bool calibrated;
  double local_loss_scale;                            // κ_l: 1 without calibration
  double network_loss_scale;                          // κ_n: 1 without calibration
  bool local_loss_fitted;                             // whether the points could fit κ_l (else it stays 1)
  bool network_loss_fitted;                           // whether they could fit κ_n
  std::optional<double> baseline_efficiency_percent;  // calibrated against a baseline: E there, the model's
  std::optional<double> calibration_rms_percent;      // with two or more points: how far they are from the curve
  // Inputs outside the ranges the estimator was checked on (validated_ranges.hpp):
  double outside_inputs;                // how many
  std::optional<double> outside_input;  // the farthest out, an index into kOutsideNames
  std::optional<double> outside_edge;   // the edge of its range it passed
  bool outside_above;                   // past the upper edge (else below the lower)
  bool unseen_accelerator;              // a family of accelerators no published run used
  bool unseen_network;                  // a network between nodes none used, when the job crosses one
};

inline constexpr std::array kEstimateOutputs{
    output("efficiencyPercent", &Estimate::efficiency_percent),
    output("uncertaintyPercent", &Estimate::uncertainty_percent),
    output("computeSeconds", &Estimate::compute_seconds),
    output("allReduceSeconds", &Estimate::all_reduce_seconds),
    output("communicationSeconds", &Estimate::communication_seconds),
    output("exposedSeconds", &Estimate::exposed_seconds),
    output("overheadSeconds", &Estimate::overhead_seconds),
    output("stepSeconds", &Estimate::step_seconds),
    output("globalBatch", &Estimate::global_batch),
    output("gradientBytes", &Estimate::gradient_bytes),
    output("busBandwidthBytesPerSecond", &Estimate::bus_bandwidth_bytes_s),
    output("nodes", &Estimate::nodes),
    output("linkEfficiency", &Estimate::link_efficiency),
    output("overlapFraction", &Estimate::overlap_fraction),
    output("overlapWindow", &Estimate::overlap_window),
    output("latencyMicroseconds", &Estimate::latency_us),
    output("intraLatencyMicroseconds", &Estimate::intra_latency_us),
    output("crossesNodes", &Estimate::crosses_nodes),
    output("stepOverheadMilliseconds", &Estimate::step_overhead_ms),
    output("overheadMillisecondsPerGB", &Estimate::overhead_ms_per_gb),
    output("bucketedOverhead", &Estimate::bucketed_overhead),
    output("stragglerPercent", &Estimate::straggler_percent),
    output("memoryBandwidthGBps", &Estimate::memory_bandwidth_gbyte_s),
    output("shardGroupSize", &Estimate::shard_group),
    output("collectivesPerStep", &Estimate::collectives_per_step),
    output("replicas", &Estimate::replicas),
    output("microBatchesPerReplica", &Estimate::micro_batches),
    output("bubbleSeconds", &Estimate::bubble_seconds),
    output("actualThroughput", &Estimate::actual_throughput),
    output("lowerThroughput", &Estimate::lower_throughput),
    output("upperThroughput", &Estimate::upper_throughput),
    output("calibrated", &Estimate::calibrated),
    output("localLossScale", &Estimate::local_loss_scale),
    output("networkLossScale", &Estimate::network_loss_scale),
    output("localLossFitted", &Estimate::local_loss_fitted),
    output("networkLossFitted", &Estimate::network_loss_fitted),
    output("baselineEfficiencyPercent", &Estimate::baseline_efficiency_percent),
    output("calibrationRmsPercent", &Estimate::calibration_rms_percent),
    output("outsideInputs", &Estimate::outside_inputs),
    output("outsideInput", &Estimate::outside_input, kOutsideNames),
    output("outsideEdge", &Estimate::outside_edge),
    output("outsideAbove", &Estimate::outside_above),
    output("unseenAccelerator", &Estimate::unseen_accelerator),
    output("unseenNetwork", &Estimate::unseen_network),
};
static_assert(covers<Estimate>(kEstimateOutputs));

Issues validate(const EstimatorInput& input);

// Validates (the calibration points too), then estimates for input.devices.
Outcome<Estimate> estimate(const EstimatorInput& input);

// Output columns in the order of kEstimateOutputs, each with room for every row.
using EstimateColumns = std::array<double*, kEstimateOutputs.size()>;

// The estimate for every device count of `devices`, same hardware, model and
// calibration (input.devices is not used). Stops at the first count that is
// not valid for this input, reported like sweep() reports a row; an issue
// with the calibration concerns the input as a whole.
SweepStatus estimate_sweep(const EstimatorInput& input, const Column& devices, const EstimateColumns& out);

// The counts of `devices` the job runs on, for a chart: each moved down to
// the nearest whole number of replicas (hybrid: of shard groups, two or
// more), and dropped past the most replicas strong scaling allows (one
// micro-batch each). A count past one node without a network is kept: the
// estimate refuses it. Writes them over the first `count` values and returns
// how many there are (sharding.hpp).
std::size_t runnable_counts(const EstimatorInput& input, double* devices, std::size_t count);

// How many devices a target needs when the efficiency is the estimate's at
// each count, E(d), rather than one constant: what-if's answer while the
// estimator is in use. input.devices is not used.
struct EstimatedTargetInput : EstimatorInput {
  double mode;                              // TargetMode
  std::optional<double> target_throughput;  // in throughput_unit; needed in throughput mode
  std::optional<double> target_speedup;     // needed in speedup mode
  std::optional<double> job_devices;        // the job's own count: needed for a global batch or strong scaling
};

// The job's inputs; its device count, which the search chooses, only where
// the step's batch is read at it (a global batch, strong scaling).
inline constexpr auto kEstimatedTargetInputs = extended_without<EstimatedTargetInput>(
    Field::devices, kEstimatorInputs,
    std::array{
        choice(Field::mode, &EstimatedTargetInput::mode, kTargetModes),
        optional(Field::target_throughput, &EstimatedTargetInput::target_throughput, kTargetRule),
        optional(Field::target_speedup, &EstimatedTargetInput::target_speedup, kTargetRule),
        optional(Field::devices, &EstimatedTargetInput::job_devices, kDevicesRule),
    });
static_assert(kEstimatedTargetInputs.size() + 2 <= Issues::capacity);

struct EstimatedDevices {
  double devices;             // the fewest the sharding runs on that reach the target
  double speedup;             // d · E(d)
  double actual_throughput;   // d · v · E(d)
  double efficiency_percent;  // E(d)
  double uncertainty_percent;
};

inline constexpr std::array kEstimatedDevicesOutputs{
    output("devices", &EstimatedDevices::devices),
    output("speedup", &EstimatedDevices::speedup),
    output("actualThroughput", &EstimatedDevices::actual_throughput),
    output("efficiencyPercent", &EstimatedDevices::efficiency_percent),
    output("uncertaintyPercent", &EstimatedDevices::uncertainty_percent),
};
static_assert(covers<EstimatedDevices>(kEstimatedDevicesOutputs));

// The smallest count whose estimated speedup (or actual throughput) reaches
// the target: inside one node, else in whole nodes (hybrid: whole shard
// groups). The first 256 counts of each are tried one by one (a calibration
// against a baseline bends d · E(d) there); past them d · E(d) rises to a
// peak and may then fall (crossing to a second node can lower it too): the
// search finds the peak, then bisects below it. A target above every peak up to the cap is
// `unreachable` on its field, limit the cap.
Outcome<EstimatedDevices> estimated_devices_for_target(const EstimatedTargetInput& input);

}  // namespace dpsc
