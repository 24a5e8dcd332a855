#include "estimator.hpp"

#include <cmath>

namespace dpsc {

namespace {

constexpr double kGiga = 1e9;

// What a device count must satisfy for this input: a valid count, and a
// network when the job spans nodes.
Issues check_devices(const EstimatorInput& in, double devices) {
  Issues issues;
  check_into(issues, Field::devices, devices, kDevicesRule);
  if (issues.empty() && devices > in.devices_per_node && !in.inter_node_bandwidth_gbit_s) {
    issues.add(Field::inter_node_bandwidth, Code::needs_network, in.devices_per_node);
  }
  return issues;
}

// The estimate for `devices`; the input and the count are valid.
Estimate estimate_at(const EstimatorInput& in, double devices) {
  const EstimatorDefaults& k = kEstimatorDefaults;
  const bool across = devices > in.devices_per_node;
  const bool tcp = in.transport.value_or(0) == static_cast<double>(Transport::tcp);

  Estimate e{};
  e.nodes = std::ceil(devices / in.devices_per_node);
  e.overlap_fraction = in.overlap_fraction.value_or(k.overlap_fraction);
  e.latency_us = in.latency_us.value_or(across ? (tcp ? k.tcp_latency_us : k.rdma_latency_us) : k.intra_latency_us);
  const double intra_fraction = in.link_efficiency.value_or(k.intra_link_efficiency);
  const double network_fraction = in.link_efficiency.value_or(tcp ? k.tcp_link_efficiency : k.rdma_link_efficiency);
  const double intra = in.intra_node_bandwidth_gbyte_s * kGiga * intra_fraction;
  const double network = across ? *in.inter_node_bandwidth_gbit_s * kGiga / 8 * network_fraction : intra;
  e.bus_bandwidth_bytes_s = std::fmin(intra, network);
  e.link_efficiency = network < intra ? network_fraction : intra_fraction;

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

}  // namespace

Issues validate(const EstimatorInput& in) {
  Issues issues = check_inputs(in, kEstimatorInputs);
  return issues.empty() ? check_devices(in, in.devices) : issues;
}

Outcome<Estimate> estimate(const EstimatorInput& input) {
  Outcome<Estimate> out{validate(input)};
  if (out.issues.empty()) out.result = estimate_at(input, input.devices);
  return out;
}

SweepStatus estimate_sweep(const EstimatorInput& input, const Column& devices, const EstimateColumns& out) {
  SweepStatus status{};
  // input.devices plays no part: check the rest with a count that passes.
  EstimatorInput rest = input;
  rest.devices = 1;
  status.issues = check_inputs(rest, kEstimatorInputs);
  status.whole_input = !status.issues.empty();
  if (status.whole_input) return status;
  for (std::size_t row = 0; row < devices.size; ++row) {
    status.issues = check_devices(input, devices.data[row]);
    if (!status.issues.empty()) {
      status.rows = row;
      return status;
    }
    const Estimate e = estimate_at(input, devices.data[row]);
    for (std::size_t k = 0; k < out.size(); ++k) out[k][row] = e.*kEstimateOutputs[k].number;
  }
  status.rows = devices.size;
  return status;
}

}  // namespace dpsc
