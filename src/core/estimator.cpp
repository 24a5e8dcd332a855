#include "estimator.hpp"

#include <cmath>

namespace dpsc {

namespace {

constexpr double kGiga = 1e9;

bool multi_node(const EstimatorInput& in, double devices) { return devices > in.devices_per_node; }

Transport transport_of(const EstimatorInput& in) { return in.transport == 1 ? Transport::tcp : Transport::rdma; }

}  // namespace

// Lower bounds keep every time in the model finite (so E is never inf/inf):
// nothing trains at under 1e-9 samples/s or talks at under 1 kB/s.
Issues validate(const EstimatorInput& in) {
  Issues issues;
  check_into(issues, Field::devices, in.devices, kDevicesRule);
  check_into(issues, Field::throughput_per_device, in.throughput_per_device, range_rule(1e-9, kMaxThroughput));
  check_into(issues, Field::parameters, in.parameters, positive_rule(1e15));
  check_into(issues, Field::bytes_per_gradient, in.bytes_per_gradient, positive_rule(8));
  check_into(issues, Field::batch_per_device, in.batch_per_device, positive_rule(1e9));
  check_into(issues, Field::gradient_accumulation, in.gradient_accumulation, count_rule(1, 1e6));
  check_into(issues, Field::devices_per_node, in.devices_per_node, count_rule(1, 1e4));
  check_into(issues, Field::intra_node_bandwidth, in.intra_node_bandwidth_gbyte_s, range_rule(1e-6, 1e6));
  if (in.inter_node_bandwidth_gbit_s != 0) {  // 0: a single node
    check_into(issues, Field::inter_node_bandwidth, in.inter_node_bandwidth_gbit_s, range_rule(1e-6, 1e7));
  }
  if (in.transport != 0 && in.transport != 1) issues.add(Field::transport, Code::unknown_option);
  if (in.link_efficiency) check_into(issues, Field::link_efficiency, *in.link_efficiency, range_rule(0.01, 1));
  if (in.overlap_fraction) check_into(issues, Field::overlap_fraction, *in.overlap_fraction, range_rule(0, 1));
  if (in.latency_us) check_into(issues, Field::latency, *in.latency_us, range_rule(0, 1e6));
  if (issues.empty()) issues = validate_devices(in, in.devices);
  return issues;
}

Issues validate_devices(const EstimatorInput& in, double devices) {
  Issues issues;
  check_into(issues, Field::devices, devices, kDevicesRule);
  // A job that spans nodes needs a network between them.
  if (issues.empty() && multi_node(in, devices) && in.inter_node_bandwidth_gbit_s == 0) {
    issues.add(Field::inter_node_bandwidth, Code::must_be_positive);
  }
  return issues;
}

Estimate estimate_at(const EstimatorInput& in, double devices) {
  const EstimatorDefaults& k = kEstimatorDefaults;
  const bool across = multi_node(in, devices) && in.inter_node_bandwidth_gbit_s > 0;
  const bool tcp = transport_of(in) == Transport::tcp;

  Estimate e{};
  e.nodes = std::ceil(devices / in.devices_per_node);
  e.overlap_fraction = in.overlap_fraction.value_or(k.overlap_fraction);
  e.latency_us = in.latency_us.value_or(across ? (tcp ? k.tcp_latency_us : k.rdma_latency_us) : k.intra_latency_us);
  const double intra_fraction = in.link_efficiency.value_or(k.intra_link_efficiency);
  const double network_fraction = in.link_efficiency.value_or(tcp ? k.tcp_link_efficiency : k.rdma_link_efficiency);
  const double intra = in.intra_node_bandwidth_gbyte_s * kGiga * intra_fraction;
  const double network = in.inter_node_bandwidth_gbit_s * kGiga / 8 * network_fraction;
  e.bus_bandwidth_bytes_s = across ? std::fmin(intra, network) : intra;
  e.link_efficiency = across && network < intra ? network_fraction : intra_fraction;

  e.gradient_bytes = in.parameters * in.bytes_per_gradient;
  e.compute_seconds = in.gradient_accumulation * in.batch_per_device / in.throughput_per_device;
  const double steps = 2 * (devices - 1);  // ring all-reduce: reduce-scatter, then all-gather
  e.all_reduce_seconds = steps / devices * e.gradient_bytes / e.bus_bandwidth_bytes_s + steps * e.latency_us * 1e-6;
  e.exposed_seconds = (1 - e.overlap_fraction) * e.all_reduce_seconds;
  e.step_seconds = e.compute_seconds + e.exposed_seconds;
  // Nothing exposed means nothing lost, even when the compute time underflows
  // to 0 (0/0 would be NaN).
  const double efficiency = e.exposed_seconds == 0 ? 1 : e.compute_seconds / e.step_seconds;
  e.efficiency_percent = efficiency * 100;
  e.global_batch = in.batch_per_device * in.gradient_accumulation * devices;
  e.actual_throughput = devices * in.throughput_per_device * efficiency;
  return e;
}

Estimate estimate(const EstimatorInput& input) {
  Issues issues = validate(input);
  if (!issues.empty()) {
    Estimate out{};
    out.issues = issues;
    return out;
  }
  return estimate_at(input, input.devices);
}

MemoryCheck memory_check(double parameters, double bytes_per_parameter, double device_memory_gbyte) {
  MemoryCheck out{};
  check_into(out.issues, Field::parameters, parameters, positive_rule(1e15));
  check_into(out.issues, Field::bytes_per_parameter, bytes_per_parameter, positive_rule(64));
  check_into(out.issues, Field::device_memory, device_memory_gbyte, positive_rule(1e6));
  if (!out.issues.empty()) return out;
  out.required_bytes = parameters * bytes_per_parameter;
  out.available_bytes = device_memory_gbyte * kGiga;
  out.fits = out.required_bytes <= out.available_bytes;
  return out;
}

}  // namespace dpsc
