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

#include <optional>

#include "model.hpp"

namespace dpsc {

enum class Transport : std::uint8_t { rdma = 0, tcp = 1 };

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

struct EstimatorInput {
  double devices;
  double throughput_per_device;     // samples/s of one device alone
  double parameters;
  double bytes_per_gradient;        // 4 for FP32, 2 for BF16/FP16
  double batch_per_device;          // samples per micro-batch
  double gradient_accumulation;     // micro-batches per optimizer step
  double devices_per_node;
  double intra_node_bandwidth_gbyte_s;   // per device, one direction, GB/s
  double inter_node_bandwidth_gbit_s;    // per node, Gbit/s; 0 for a single node
  double transport;                 // Transport as a number
  // Optional overrides of the defaults.
  std::optional<double> link_efficiency;  // applies to both links when given
  std::optional<double> overlap_fraction;
  std::optional<double> latency_us;
};

struct Estimate {
  Issues issues;
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

Issues validate(const EstimatorInput& input);

// Validates, then estimates for input.devices.
Estimate estimate(const EstimatorInput& input);

// The estimate for another device count, same hardware and model; no
// validation (callers validate the input once, and each count with
// validate_devices).
Estimate estimate_at(const EstimatorInput& input, double devices);

// What a device count other than input.devices must satisfy: a valid count,
// and a network when it spans nodes.
Issues validate_devices(const EstimatorInput& input, double devices);

struct MemoryCheck {
  Issues issues;
  double required_bytes;   // parameters · bytes per parameter
  double available_bytes;  // device memory
  bool fits;
};

// Plain data parallelism keeps the full weights, gradients and optimizer
// state on every device. Activations are not modelled.
MemoryCheck memory_check(double parameters, double bytes_per_parameter, double device_memory_gbyte);

}  // namespace dpsc
