// A first-order estimate of scaling efficiency from hardware, model and
// batch: ring all-reduce in the alpha-beta model, the part of it that the
// backward pass cannot hide, and what a step costs beyond communication.
//
//   gradient bytes        G    = parameters · bytes per gradient
//   compute per step      t_c  = accumulation · batch per device / v
//                              (v in samples/s: tokens/s ÷ tokens per sample)
//   ring all-reduce       t_ar = 2(d−1)/d · G / B_bus + 2(d−1) · α
//   communication         t_cm = t_ar, or by sharding (below)
//   exposed communication t_x  = t_cm − min(o · t_cm, w · t_c)
//   overhead (d > 1)      t_o  = τ + c_G · G
//   efficiency            E    = t_c / (t_c + t_x + t_o)
//
// B_bus follows the nccl-tests "bus bandwidth" convention (busbw = algbw ·
// 2(n−1)/n for all-reduce, so it is comparable to a link's rate): inside one
// node it is the intra-node link of one device; across nodes a ring crosses
// every node's network once in each direction, so it is the slower of the
// intra-node link and the node's network. Each link contributes its nominal
// rate times an achievable fraction (link efficiency).
//
// The all-reduce runs bucket by bucket while the backward pass produces
// gradients: at most a fraction o of it hides (the last buckets cannot), and
// only during the backward pass, a fraction w of the compute time. τ and c_G
// are what a step costs once there are two devices whatever the links:
// hooks and synchronisation, and copying, scaling and reducing gradients
// beside the backward pass. o, τ and c_G are fitted once to the published
// runs in tests/data/published-runs.csv (tests/core/published_runs_test.cpp).
//
// Sharding (Rajbhandari et al., "ZeRO", SC 2020, section 7; src/core/sharding.hpp).
// A ring all-reduce is a reduce-scatter and an all-gather, each moving the
// gradients once ("2Ψ", §7.1). With t_ar(n, B, α) = 2(n−1)/n · G/B + 2(n−1)·α:
//   none, zero1, zero2  t_cm = t_ar: the gradients are reduce-scattered and
//                       the updated weights all-gathered, "Ψ + Ψ = 2Ψ,
//                       exactly the same as the baseline DP" (§7.2.1);
//   zero3               t_cm = 1.5 · t_ar: the weights are gathered for the
//                       forward and again for the backward pass, "3Ψ which
//                       is 1.5x compared to the baseline" (§7.2.2): three
//                       ring collectives, three times n−1 steps;
//   hybrid              t_cm = 1.5 · t_ar(n, B_intra, α_intra) + t_ar(m, B_net, α_net)
//                       with n devices per node and m = d/n nodes: zero3
//                       inside each node, then each of the n local ranks
//                       all-reduces its G/n shard with its peer in every other
//                       node; the n rings share the node's network (B_net/n
//                       each), so their bandwidth term is 2(m−1)/m · G/B_net.
//                       Needs two or more whole nodes (whole_nodes).
// The overlap, the overhead and the calibration treat t_cm as they treat
// t_ar without sharding: FSDP and DeepSpeed prefetch the next gather while
// the current layers compute and reduce-scatter bucket by bucket, so the
// same cap o and window w apply (the forward gathers could also hide behind
// the forward pass, which w leaves out: for zero3 the estimate errs low).
// The bus bandwidth, link efficiency and latency of the result are those of
// the plain all-reduce (allReduceSeconds).
//
// Calibration: a measured efficiency fixes the scale of the time a step
// loses. That time splits into what one node already loses (its exposed
// all-reduce and the overhead: "local") and what crossing nodes adds
// ("network"); E = t_c / (t_c + κ_l · local + κ_n · network). One point
// inside a node sets κ_l (κ_n stays 1: it saw no network); one point across
// nodes sets κ_l = κ_n; two or more set both by least squares.

#pragma once

#include "flops.hpp"
#include "sharding.hpp"
#include "sweep.hpp"

namespace dpsc {

// The enum and the API's options from one list (issues.hpp).
#define DPSC_TRANSPORTS(X) X(rdma) X(tcp)
enum class Transport : std::uint8_t { DPSC_TRANSPORTS(DPSC_ENUMERATOR) };
inline constexpr std::array kTransports{DPSC_TRANSPORTS(DPSC_SAME_NAME)};

// Documented defaults; every term of the model can be overridden per call.
struct EstimatorDefaults {
  double intra_link_efficiency;  // NVLink/PCIe: NCCL reaches about 80 % of the nominal rate
  double rdma_link_efficiency;   // InfiniBand/RoCE: about 90 %
  double tcp_link_efficiency;    // NCCL over TCP sockets: about half the line rate
  double overlap_fraction;       // o, fitted: the most of the all-reduce that hides
  double overlap_window;         // w: the backward pass, about twice the forward pass
  double step_overhead_ms;       // τ, fitted; DDP around one GPU alone costs about 3 ms
  double overhead_ms_per_gb;     // c_G, fitted; 2-GPU V100 runs lose 51–80 ms per GB of gradients
  double intra_latency_us;       // per ring step inside a node
  double rdma_latency_us;        // per ring step across nodes, RDMA
  double tcp_latency_us;         // per ring step across nodes, TCP
  // Uncertainty: half-width h = base + slope · (100 − E) percentage points,
  // the narrowest such band that holds `coverage` of the cross-validated
  // errors (uncalibrated: leave-one-out; calibrated: smaller size → larger).
  double uncertainty_base;
  double uncertainty_slope;
  double calibrated_uncertainty_base;
  double calibrated_uncertainty_slope;
  double uncertainty_coverage;
  double max_loss_scale;  // κ above this: the point is out of the model's reach
};

// By name, so a refit (tools/estimator-fit) changes the value it means.
constexpr EstimatorDefaults estimator_defaults() {
  EstimatorDefaults k{};
  k.intra_link_efficiency = 0.8;
  k.rdma_link_efficiency = 0.9;
  k.tcp_link_efficiency = 0.5;
  k.overlap_fraction = 0.68;
  k.overlap_window = 2.0 / 3;
  k.step_overhead_ms = 3.9;
  k.overhead_ms_per_gb = 60;
  k.intra_latency_us = 5;
  k.rdma_latency_us = 10;
  k.tcp_latency_us = 50;
  k.uncertainty_base = 5.0;
  k.uncertainty_slope = 0.03;
  k.calibrated_uncertainty_base = 4.25;
  k.calibrated_uncertainty_slope = 0.06;
  k.uncertainty_coverage = 0.8;
  k.max_loss_scale = 100;
  return k;
}

constexpr EstimatorDefaults kEstimatorDefaults = estimator_defaults();

inline constexpr std::array kEstimatorDefaultsOutputs{
    output("intraLinkEfficiency", &EstimatorDefaults::intra_link_efficiency),
    output("rdmaLinkEfficiency", &EstimatorDefaults::rdma_link_efficiency),
    output("tcpLinkEfficiency", &EstimatorDefaults::tcp_link_efficiency),
    output("overlapFraction", &EstimatorDefaults::overlap_fraction),
    output("overlapWindow", &EstimatorDefaults::overlap_window),
    output("stepOverheadMilliseconds", &EstimatorDefaults::step_overhead_ms),
    output("overheadMillisecondsPerGB", &EstimatorDefaults::overhead_ms_per_gb),
    output("intraLatencyMicroseconds", &EstimatorDefaults::intra_latency_us),
    output("rdmaLatencyMicroseconds", &EstimatorDefaults::rdma_latency_us),
    output("tcpLatencyMicroseconds", &EstimatorDefaults::tcp_latency_us),
    output("uncertaintyBase", &EstimatorDefaults::uncertainty_base),
    output("uncertaintySlope", &EstimatorDefaults::uncertainty_slope),
    output("calibratedUncertaintyBase", &EstimatorDefaults::calibrated_uncertainty_base),
    output("calibratedUncertaintySlope", &EstimatorDefaults::calibrated_uncertainty_slope),
    output("uncertaintyCoverage", &EstimatorDefaults::uncertainty_coverage),
    output("maxLossScale", &EstimatorDefaults::max_loss_scale),
};
static_assert(covers<EstimatorDefaults>(kEstimatorDefaultsOutputs));

// Every default is above 0: one left out of estimator_defaults() would read 0.
constexpr bool every_default_set() {
  for (const auto& spec : kEstimatorDefaultsOutputs) {
    if (!(kEstimatorDefaults.*spec.number > 0)) return false;
  }
  return true;
}
static_assert(every_default_set(), "estimator_defaults() sets every member");

struct EstimatorInput {
  double devices;
  double throughput_per_device;  // of one device alone, in throughput_unit
  double parameters;
  double bytes_per_gradient;     // 4 for FP32, 2 for BF16/FP16
  double batch_per_device;       // samples per micro-batch, a whole number
  double gradient_accumulation;  // micro-batches per optimizer step
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
  FlopsModel flops_model() const {
    return {flops_per_sample ? std::nullopt : std::optional(parameters),
            layers,
            hidden_size,
            tokens_per_sample,
            flops_per_sample,
            active_parameters};
  }
  // Samples per second of one device alone.
  double samples_per_second() const {
    return in_tokens(throughput_unit) ? throughput_per_device / *tokens_per_sample : throughput_per_device;
  }
};

// Lower bounds keep every time in the model finite and E above 0: nothing
// trains at under 1e-9 samples/s, talks at under 1 kB/s, or steps with less
// than one sample.
inline constexpr std::array kEstimatorInputs{
    required(Field::devices, &EstimatorInput::devices, kDevicesRule),
    required(Field::throughput_per_device, &EstimatorInput::throughput_per_device, range_rule(1e-9, kMaxThroughput)),
    required(Field::parameters, &EstimatorInput::parameters, positive_rule(1e15)),
    required(Field::bytes_per_gradient, &EstimatorInput::bytes_per_gradient, positive_rule(8)),
    required(Field::batch_per_device, &EstimatorInput::batch_per_device, count_rule(1, 1e9)),
    required(Field::gradient_accumulation, &EstimatorInput::gradient_accumulation, count_rule(1, 1e6)),
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
    choice(Field::throughput_unit, &EstimatorInput::throughput_unit, kThroughputUnits),
    optional(Field::tokens_per_sample, &EstimatorInput::tokens_per_sample, kTokensPerSampleRule),
    optional(Field::peak_tflops, &EstimatorInput::peak_tflops, kPeakTflopsRule),
    optional(Field::layers, &EstimatorInput::layers, kLayersRule),
    optional(Field::hidden_size, &EstimatorInput::hidden_size, kHiddenSizeRule),
    optional(Field::active_parameters, &EstimatorInput::active_parameters, kFlopsParametersRule),
    optional(Field::flops_per_sample, &EstimatorInput::flops_per_sample, kFlopsPerSampleRule),
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
  double latency_us;
  double step_overhead_ms;
  double overhead_ms_per_gb;
  double actual_throughput;  // d · v · E
  double lower_throughput;   // d · v · (E − h), at least 0: the band's edges
  double upper_throughput;   // d · v · (E + h), at most d · v
  bool calibrated;
  double local_loss_scale;                        // κ_l: 1 without calibration
  double network_loss_scale;                      // κ_n: 1 without calibration
  std::optional<double> calibration_rms_percent;  // with two or more points: how far they are from the curve
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
    output("stepOverheadMilliseconds", &Estimate::step_overhead_ms),
    output("overheadMillisecondsPerGB", &Estimate::overhead_ms_per_gb),
    output("actualThroughput", &Estimate::actual_throughput),
    output("lowerThroughput", &Estimate::lower_throughput),
    output("upperThroughput", &Estimate::upper_throughput),
    output("calibrated", &Estimate::calibrated),
    output("localLossScale", &Estimate::local_loss_scale),
    output("networkLossScale", &Estimate::network_loss_scale),
    output("calibrationRmsPercent", &Estimate::calibration_rms_percent),
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

}  // namespace dpsc
