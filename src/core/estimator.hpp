// A first-order estimate of scaling efficiency from hardware, model and
// batch: ring all-reduce in the alpha-beta model.
//
//   gradient bytes        G    = parameters · bytes per gradient
//   compute per step      t_c  = accumulation · batch per device / v
//   ring all-reduce       t_ar = 2(d−1)/d · G / B_bus + 2(d−1) · α
//   exposed communication t_x  = (1 − overlap) · t_ar
//   efficiency            E    = t_c / (t_c + t_x)
//
// B_bus follows the nccl-tests "bus bandwidth" convention (busbw = algbw ·
// 2(n−1)/n for all-reduce, so it is comparable to a link's rate): inside one
// node it is the intra-node link of one device; across nodes a ring crosses
// every node's network once in each direction, so it is the slower of the
// intra-node link and the node's network. Each link contributes its nominal
// rate times an achievable fraction (link efficiency).

#pragma once

#include "sweep.hpp"

namespace dpsc {

enum class Transport : std::uint8_t { rdma = 0, tcp = 1 };
inline constexpr std::array<const char*, 2> kTransports{"rdma", "tcp"};

// Documented defaults; every one can be overridden per call.
struct EstimatorDefaults {
  double intra_link_efficiency;   // NVLink/PCIe: NCCL reaches about 80 % of the nominal rate
  double rdma_link_efficiency;    // InfiniBand/RoCE: about 90 %
  double tcp_link_efficiency;     // NCCL over TCP sockets: about half the line rate
  double overlap_fraction;        // half the all-reduce hidden behind the backward pass
  double intra_latency_us;        // per ring step inside a node
  double rdma_latency_us;         // per ring step across nodes, RDMA
  double tcp_latency_us;          // per ring step across nodes, TCP
};

constexpr EstimatorDefaults kEstimatorDefaults{0.8, 0.9, 0.5, 0.5, 5, 10, 50};

inline constexpr std::array kEstimatorDefaultsOutputs{
    output("intraLinkEfficiency", &EstimatorDefaults::intra_link_efficiency),
    output("rdmaLinkEfficiency", &EstimatorDefaults::rdma_link_efficiency),
    output("tcpLinkEfficiency", &EstimatorDefaults::tcp_link_efficiency),
    output("overlapFraction", &EstimatorDefaults::overlap_fraction),
    output("intraLatencyMicroseconds", &EstimatorDefaults::intra_latency_us),
    output("rdmaLatencyMicroseconds", &EstimatorDefaults::rdma_latency_us),
    output("tcpLatencyMicroseconds", &EstimatorDefaults::tcp_latency_us),
};
static_assert(covers<EstimatorDefaults>(kEstimatorDefaultsOutputs));

struct EstimatorInput {
  double devices;
  double throughput_per_device;     // samples/s of one device alone
  double parameters;
  double bytes_per_gradient;        // 4 for FP32, 2 for BF16/FP16
  double batch_per_device;          // samples per micro-batch, a whole number
  double gradient_accumulation;     // micro-batches per optimizer step
  double devices_per_node;
  double intra_node_bandwidth_gbyte_s;                 // per device, one direction, GB/s
  std::optional<double> inter_node_bandwidth_gbit_s;   // per node, Gbit/s; left out: one node
  std::optional<double> transport;                     // Transport; left out: rdma
  // Overrides of the defaults.
  std::optional<double> link_efficiency;  // applies to both links when given
  std::optional<double> overlap_fraction;
  std::optional<double> latency_us;
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
};
static_assert(covers<EstimatorInput>(kEstimatorInputs));

struct Estimate {
  double efficiency_percent;
  double compute_seconds;
  double all_reduce_seconds;
  double exposed_seconds;
  double step_seconds;
  double global_batch;              // batch · accumulation · devices
  double gradient_bytes;
  double bus_bandwidth_bytes_s;     // B_bus
  double nodes;
  double link_efficiency;           // what was used
  double overlap_fraction;
  double latency_us;
  double actual_throughput;         // d · v · E
};

inline constexpr std::array kEstimateOutputs{
    output("efficiencyPercent", &Estimate::efficiency_percent),
    output("computeSeconds", &Estimate::compute_seconds),
    output("allReduceSeconds", &Estimate::all_reduce_seconds),
    output("exposedSeconds", &Estimate::exposed_seconds),
    output("stepSeconds", &Estimate::step_seconds),
    output("globalBatch", &Estimate::global_batch),
    output("gradientBytes", &Estimate::gradient_bytes),
    output("busBandwidthBytesPerSecond", &Estimate::bus_bandwidth_bytes_s),
    output("nodes", &Estimate::nodes),
    output("linkEfficiency", &Estimate::link_efficiency),
    output("overlapFraction", &Estimate::overlap_fraction),
    output("latencyMicroseconds", &Estimate::latency_us),
    output("actualThroughput", &Estimate::actual_throughput),
};
static_assert(covers<Estimate>(kEstimateOutputs));

Issues validate(const EstimatorInput& input);

// Validates, then estimates for input.devices.
Outcome<Estimate> estimate(const EstimatorInput& input);

// Output columns in the order of kEstimateOutputs, each with room for every row.
using EstimateColumns = std::array<double*, kEstimateOutputs.size()>;

// The estimate for every device count of `devices`, same hardware and model
// (input.devices is not used). Stops at the first count that is not valid for
// this input, reported like sweep() reports a row.
SweepStatus estimate_sweep(const EstimatorInput& input, const Column& devices, const EstimateColumns& out);

}  // namespace dpsc
