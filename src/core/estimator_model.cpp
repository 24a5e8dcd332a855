#include "estimator_model.hpp"

#include <cmath>

#include "units.hpp"

namespace dpsc::estimator_detail {

namespace {

// A ring all-reduce of `bytes` over n members (reduce-scatter, then
// all-gather: 2(n−1) steps, each moving bytes/n at `bus`).
double ring_all_reduce(double n, double bytes, double bus, double latency_us) {
  const double steps = 2 * (n - 1);
  return steps / n * bytes / bus + steps * latency_us * 1e-6;
}

// The two links at their achievable rates (bytes/s), and their latency per
// ring step. Inside one node the "network" is the intra-node link.
struct Links {
  double intra, network;
  double intra_fraction, network_fraction;
  double intra_latency_us, network_latency_us;
};

Links links_of(const JobModel& m, bool across) {
  const EstimatorDefaults& k = kEstimatorDefaults;
  const EstimatorInput& in = m.in;
  Links l{};
  l.intra_fraction = in.link_efficiency.value_or(k.intra_link_efficiency);
  l.network_fraction = in.link_efficiency.value_or(m.tcp ? k.tcp_link_efficiency : k.rdma_link_efficiency);
  l.intra = in.intra_node_bandwidth_gbyte_s * kGiga * l.intra_fraction;
  l.network = across ? *in.inter_node_bandwidth_gbit_s * kGiga / kBitsPerByte * l.network_fraction : l.intra;
  l.intra_latency_us = in.latency_us.value_or(k.intra_latency_us);
  l.network_latency_us = in.latency_us.value_or(m.tcp ? k.tcp_latency_us : k.rdma_latency_us);
  return l;
}

// t_cm: what the sharding moves in a step (estimator.hpp, "Sharding").
double communication_of(const JobModel& m, double devices, double all_reduce, const Links& l) {
  switch (m.sharding) {
    case Sharding::zero3:
      return 1.5 * all_reduce;
    case Sharding::hybrid: {
      // Whole nodes (validated), or one node for the local part of a calibration.
      const double per_node = std::fmin(devices, m.in.devices_per_node);
      const double nodes = devices / per_node;
      const double inside = 1.5 * ring_all_reduce(per_node, m.bytes, l.intra, l.intra_latency_us);
      return inside + (nodes > 1 ? ring_all_reduce(nodes, m.bytes, l.network, l.network_latency_us) : 0);
    }
    default:
      return all_reduce;
  }
}

}  // namespace

JobModel job_model_of(const EstimatorInput& in) {
  const EstimatorDefaults& k = kEstimatorDefaults;
  const double bytes = in.parameters * in.bytes_per_gradient;
  const double per_gb = in.overhead_ms_per_gb.value_or(k.overhead_ms_per_gb);
  return {in,
          in.gradient_accumulation * in.batch_per_device / in.samples_per_second(),
          bytes,
          (in.step_overhead_ms.value_or(k.step_overhead_ms) + per_gb * bytes / kGiga) * 1e-3,
          in.overlap_fraction.value_or(k.overlap_fraction),
          in.overlap_window.value_or(k.overlap_window),
          in.transport.value_or(0) == static_cast<double>(Transport::tcp),
          sharding_of(in.sharding)};
}

Ring ring_at(const JobModel& m, double devices) {
  const bool across = devices > m.in.devices_per_node;
  const Links l = links_of(m, across);
  Ring r{};
  r.bus = std::fmin(l.intra, l.network);
  r.link_efficiency = l.network < l.intra ? l.network_fraction : l.intra_fraction;
  r.latency_us = across ? l.network_latency_us : l.intra_latency_us;
  r.all_reduce = ring_all_reduce(devices, m.bytes, r.bus, r.latency_us);
  r.communication = communication_of(m, devices, r.all_reduce, l);
  // Hidden: at most a fraction o of the communication, and only while the
  // backward pass produces gradients.
  r.exposed = r.communication - std::fmin(m.overlap * r.communication, m.window * m.compute);
  return r;
}

Lost lost_at(const JobModel& m, double devices, const Ring& ring) {
  if (devices <= 1) return {0, 0, 0};
  const double per_node = m.in.devices_per_node;
  if (devices <= per_node) return {ring.exposed, 0, m.overhead};
  const double node = ring_at(m, per_node).exposed;
  return {node, std::fmax(0, ring.exposed - node), m.overhead};
}

}  // namespace dpsc::estimator_detail
