// The estimate (estimator.hpp): validation, then the step-time model of
// step_model.cpp scaled by the calibration of calibration.cpp.
#include "estimator.hpp"

#include <cmath>
#include <numeric>

#include "calibration.hpp"
#include "step_model.hpp"

namespace dpsc {

using namespace estimator_detail;  // the estimator's own parts, internal to it

namespace {

double shard_group_of(const EstimatorInput& in) { return hybrid_group(in.shard_group, in.devices_per_node); }

// What a device count must satisfy for this input: a valid count, two or
// more whole shard groups for hybrid sharding, and a network when the job
// spans nodes.
Issues check_devices(const EstimatorInput& in, double devices) {
  Issues issues;
  check_into(issues, Field::devices, devices, kDevicesRule);
  if (!issues.empty()) return issues;
  const double group = shard_group_of(in);
  const double replica = layout_of(in.tensor_parallel, in.pipeline_parallel).size();
  const DeviceCountIssues broken = device_count_issues(sharding_of(in.sharding), devices, in.devices_per_node,
                                                       in.inter_node_bandwidth_gbit_s.has_value(), group, replica);
  issues.add(Field::devices, broken.replicas, replica);
  // Strong scaling: at least one micro-batch a replica.
  if (in.strong_scaling() && devices > in.global_micro_batches() * replica) {
    issues.add(Field::devices, Code::micro_batch_per_replica, in.global_micro_batches() * replica);
  }
  if (!issues.empty()) return issues;
  issues.add(Field::devices, broken.nodes, group);
  issues.add(Field::inter_node_bandwidth, broken.network, in.devices_per_node);
  return issues;
}

// The band's half-width: the cross-validated error at this efficiency,
// wider with each doubling of the nodes and of the distance from the data,
// at most 100 points.
double uncertainty(const Calibration& c, double efficiency_percent, double nodes, const Distance& far) {
  const EstimatorDefaults& k = kEstimatorDefaults;
  const double base = c.given ? k.calibrated_uncertainty_base : k.uncertainty_base;
  const double slope = c.given ? k.calibrated_uncertainty_slope : k.uncertainty_slope;
  const double h = base + slope * (100 - efficiency_percent) + k.uncertainty_per_node_doubling * std::log2(nodes) +
                   k.uncertainty_per_outside_doubling * far.doublings;
  // Far enough out the band spans every efficiency: ± 100 says the estimate knows nothing there.
  return std::fmin(h, 100);
}

// The estimate for `devices`; the input, the count and the calibration are valid.
Estimate estimate_at(const JobModel& m, double devices, const Calibration& c) {
  const EstimatorDefaults& k = kEstimatorDefaults;
  const EstimatorInput& in = m.in;
  const Step step = step_at(m, devices);
  const Lost lost = lost_at(m, devices, step);
  // The calibration scales what this count loses beyond its anchor (calibration.hpp).
  const Scales s = on_whole_parts(c.scales, lost, c.anchor);
  // lost is in units of m.compute (step_model.hpp); the times shown are this count's.
  const double compute = compute_at(m, devices);
  const double seconds = compute / m.compute;

  Estimate e{};
  e.nodes = std::ceil(devices / in.devices_per_node);
  e.bus_bandwidth_bytes_s = step.bus;
  e.link_efficiency = step.link_efficiency;
  e.latency_us = step.latency_us;
  e.intra_latency_us = step.intra_latency_us;
  e.crosses_nodes = step.across;
  e.overlap_fraction = m.overlap;
  e.overlap_window = m.window;
  e.step_overhead_ms = in.step_overhead_ms.value_or(k.step_overhead_ms);
  e.straggler_percent = m.straggler * 100;
  e.overhead_ms_per_gb = in.overhead_ms_per_gb.value_or(k.overhead_ms_per_gb) * k.reference_memory_gbyte_s / m.memory;
  e.bucketed_overhead = bucketed(m);
  e.memory_bandwidth_gbyte_s = m.memory;
  e.shard_group = m.sharding == Sharding::hybrid ? std::fmin(group_devices(m), devices) : devices;
  e.collectives_per_step = step.collectives;
  e.replicas = m.layout.ranks(devices);
  e.micro_batches = micro_at(m, devices);
  e.gradient_bytes = m.bytes;
  e.compute_seconds = compute;
  e.all_reduce_seconds = step.all_reduce;
  e.communication_seconds = step.communication;
  e.exposed_seconds = (s.local * lost.local_comm + s.network * lost.network_comm) * seconds;
  e.overhead_seconds = (s.local * lost.overhead + s.network * lost.spread) * seconds;
  e.bubble_seconds = lost.bubble * seconds;
  e.step_seconds = compute + e.exposed_seconds + e.overhead_seconds + e.bubble_seconds;
  const double efficiency = efficiency_of(compute, e.exposed_seconds + e.overhead_seconds + e.bubble_seconds);
  e.efficiency_percent = efficiency * 100;
  const Distance far = distance_from(validated_values(in, devices), kValidatedRanges);
  e.uncertainty_percent = devices > 1 ? uncertainty(c, e.efficiency_percent, e.nodes, far) : 0;
  e.outside_inputs = static_cast<double>(far.outside);
  if (far.outside) e.outside_input = static_cast<double>(far.farthest), e.outside_edge = far.edge;
  e.outside_above = far.outside && far.above;
  e.unseen_accelerator = in.accelerator_family && !covered(kCoveredAcceleratorFamilies, *in.accelerator_family);
  e.unseen_network = in.network_family && step.across && !covered(kCoveredNetworkFamilies, *in.network_family);
  e.global_batch = in.batch_per_device * e.micro_batches * e.replicas;
  const double ideal = devices * in.throughput_per_device;
  e.actual_throughput = ideal * efficiency;
  e.lower_throughput = ideal * std::fmax(0, e.efficiency_percent - e.uncertainty_percent) / 100;
  e.upper_throughput = ideal * std::fmin(100, e.efficiency_percent + e.uncertainty_percent) / 100;
  e.calibrated = c.given;
  e.local_loss_scale = c.scales.local;
  e.network_loss_scale = c.scales.network;
  e.local_loss_fitted = c.fitted.local;
  e.network_loss_fitted = c.fitted.network;
  if (c.given && in.calibration_baseline) {
    e.baseline_efficiency_percent = 100 * efficiency_of(m.compute, lost_seconds(c.anchor, {}));
  }
  e.calibration_rms_percent = c.rms_percent;
  return e;
}

// What the throughput's unit and the model's FLOPs ask beyond each input's
// own rules: a sample's tokens for a throughput in tokens, a whole model
// (flops.hpp), and, with a peak, a throughput the peak can reach.
void check_flops(const EstimatorInput& in, Issues& issues) {
  const bool tokens = in_tokens(in.throughput_unit);
  if (tokens) require_input(issues, Field::tokens_per_sample, in.tokens_per_sample);
  const FlopsModel model = in.flops_model();
  check_model(issues, model);
  if (!issues.empty() || !in.peak_tflops) return;
  check_peak(issues, Field::throughput_per_device, in.throughput_per_device, flops_per_unit(model, tokens),
             *in.peak_tflops);
}

// The step's batch: given one way, and a global batch its replicas share in
// whole micro-batches at the job's own count (every framework asks it: a
// replica cannot run part of a micro-batch).
void check_batch(const EstimatorInput& in, Issues& issues) {
  if (!in.global_batch) return;
  if (in.gradient_accumulation) return issues.add(Field::global_batch, Code::batch_or_accumulation);
  const double replica = in.layout_size();
  check_into(issues, Field::devices, in.devices, kDevicesRule);
  if (issues.empty() && !whole_replicas(in.devices, replica)) issues.add(Field::devices, Code::whole_replicas, replica);
  if (!issues.empty()) return;
  const double multiple = in.batch_per_device * in.devices / replica;
  if (*in.global_batch < multiple) return issues.add(Field::global_batch, Code::below_minimum, multiple);
  if (*in.global_batch > kMaxMicroBatches * multiple) {
    return issues.add(Field::global_batch, Code::above_maximum, kMaxMicroBatches * multiple);
  }
  if (whole_node_devices(*in.global_batch, multiple) != *in.global_batch) {
    issues.add(Field::global_batch, Code::whole_micro_batches, multiple);
  }
}

// The input's issues against its table, with `devices` for its device count.
Issues input_issues(const EstimatorInput& input, double devices) {
  EstimatorInput checked = input;
  checked.devices = devices;
  Issues issues = check_inputs(checked, kEstimatorInputs);
  if (issues.empty()) check_flops(input, issues);
  if (issues.empty()) {
    const Sharding s = sharding_of(input.sharding);
    const double replica = layout_of(input.tensor_parallel, input.pipeline_parallel).size();
    issues.add(Field::shard_group, shard_group_issue(s, shard_group_of(input), input.devices_per_node),
               input.devices_per_node);
    issues.add(Field::shard_group, group_replica_issue(s, shard_group_of(input), replica), replica);
  }
  if (issues.empty()) check_batch(input, issues);
  return issues;
}

// The calibration of an input without `issues`, or those issues.
Outcome<Calibration> calibration_unless(const EstimatorInput& input, const Issues& issues) {
  return issues.empty() ? calibrate(input) : Outcome<Calibration>{issues};
}

// The input's issues, with those of its own device count, or its calibration.
Outcome<Calibration> calibration_for_count(const EstimatorInput& input) {
  Issues issues = input_issues(input, input.devices);
  if (issues.empty()) issues = check_devices(input, input.devices);
  return calibration_unless(input, issues);
}

// The input's issues but for its device count, or its calibration: a batch
// checks each of its counts itself, so one that passes stands in here.
Outcome<Calibration> calibration_for_any_count(const EstimatorInput& input) {
  return calibration_unless(input, input_issues(input, 1));
}

// The smallest k in [lo, hi] with reaches(k), which holds at hi and never
// turns false as k grows; by bisection.
template <typename Reaches>
double smallest(double lo, double hi, Reaches reaches) {
  while (lo < hi) {
    const double mid = std::floor((lo + hi) / 2);
    if (reaches(mid)) {
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  return hi;
}

// The k in [lo, hi] where f peaks, f rising and then, perhaps, falling (a
// ring's latency grows with its devices, and at large counts can outgrow
// them); by ternary search.
template <typename F>
double peak(double lo, double hi, F f) {
  while (hi - lo > 2) {
    const double third = std::floor((hi - lo) / 3);
    if (f(lo + third) < f(hi - third)) {
      lo = lo + third + 1;
    } else {
      hi = hi - third;
    }
  }
  double best = lo;
  for (double k = lo + 1; k <= hi; ++k) best = f(k) > f(best) ? k : best;
  return best;
}

// The first counts of a stretch a target's search tries one by one.
constexpr double kScannedSteps = 256;

// The counts a target may take, as k × step for k in [first, last]: one
// device (which communicates nothing), two or more inside one node, then
// whole nodes (hybrid: two or more whole shard groups only).
// Past one node, a node partly filled adds a ring step on the slow links for
// a fraction of a node's compute, so d · E(d) wavers between whole nodes;
// over whole nodes it rises.
struct Stretch {
  double step, first, last;
};

// The least common multiple of two whole counts.
double whole_multiple(double a, double b) {
  return static_cast<double>(std::lcm(static_cast<long long>(a), static_cast<long long>(b)));
}

// With replicas every count is a whole number of them, and "a node" is the
// devices at which a data-parallel group fills one.
std::array<Stretch, 3> stretches(const JobModel& m) {
  const EstimatorInput& in = m.in;
  const double replica = m.layout.size();
  const double per_node = m.layout.members_per_node(in.devices_per_node) * replica;
  const double across = in.inter_node_bandwidth_gbit_s ? kMaxDevices : 0;
  const bool hybrid = m.sharding == Sharding::hybrid;
  // Hybrid: whole shard groups that also fill whole nodes of the layout
  // (with pipeline stages a node's worth is several groups, and d · E(d)
  // wavers in between).
  // A tensor-parallel size that does not divide a node (3 of 8) fills whole nodes only every few replicas.
  const double whole_nodes = whole_multiple(replica, std::round(per_node));
  const double step = hybrid ? whole_multiple(group_devices(m), whole_nodes) : whole_nodes;
  const double inside = hybrid ? 0 : std::floor(std::fmin(per_node, kMaxDevices) / replica);
  // Past one node: from the first whole count beyond it (hybrid: from the first that holds two groups; with
  // pipeline stages one step may hold several).
  const double beyond = hybrid ? std::ceil(2 * group_devices(m) / step) : std::floor(per_node / step) + 1;
  return {{{replica, 1, std::fmin(inside, 1)}, {replica, 2, inside}, {step, beyond, std::floor(across / step)}}};
}

Issues target_issues(const EstimatedTargetInput& in) {
  Issues issues = check_inputs(in, kEstimatedTargetInputs);
  if (!issues.empty()) return issues;
  if (static_cast<TargetMode>(in.mode) == TargetMode::throughput) {
    require_input(issues, Field::target_throughput, in.target_throughput);
  } else {
    require_input(issues, Field::target_speedup, in.target_speedup);
  }
  return issues;
}

}  // namespace

std::array<double, kValidatedRanges.size()> validated_values(const EstimatorInput& in, double devices) {
  const auto value = [&](Field f) -> double {
    switch (f) {
      case Field::devices:
        return devices;
      case Field::parameters:
        return in.parameters;
      case Field::devices_per_node:
        return in.devices_per_node;
      // The network counts only when the job crosses it.
      case Field::inter_node_bandwidth:
        return devices > in.devices_per_node ? in.inter_node_bandwidth_gbit_s.value_or(NAN) : NAN;
      case Field::tensor_parallel:
        return in.tensor_parallel.value_or(1);
      case Field::pipeline_parallel:
        return in.pipeline_parallel.value_or(1);
      default:
        return NAN;
    }
  };
  std::array<double, kValidatedRanges.size()> values{};
  for (std::size_t i = 0; i < values.size(); ++i) values[i] = value(kValidatedRanges[i].field);
  return values;
}

Outcome<EstimatedDevices> estimated_devices_for_target(const EstimatedTargetInput& asked) {
  // A global batch is read at the job's own count, and strong scaling holds the step's batch there.
  EstimatedTargetInput input = asked;
  input.devices = asked.job_devices.value_or(1);
  Issues issues = target_issues(input);
  const bool at_job = input.global_batch || input.strong_scaling();
  if (issues.empty() && at_job && !input.job_devices) issues.add(Field::devices, Code::missing_input);
  const Outcome<Calibration> c = calibration_unless(input, issues.empty() ? input_issues(input, 1) : issues);
  Outcome<EstimatedDevices> out{c.issues};
  if (!out.issues.empty()) return out;
  const JobModel m = job_model_of(input);
  const bool throughput = static_cast<TargetMode>(input.mode) == TargetMode::throughput;
  const Field field = throughput ? Field::target_throughput : Field::target_speedup;
  const double target = throughput ? *input.target_throughput : *input.target_speedup;
  const auto at = [&](double devices) { return estimate_at(m, devices, c.result); };
  // The speedup as the estimate's throughput gives it, so that the answer agrees with the estimate there.
  const auto reach = [&](double devices) {
    const Estimate e = at(devices);
    return throughput ? e.actual_throughput : e.actual_throughput / input.throughput_per_device;
  };
  // Met within rounding: where d · E(d) is flat its last digits waver, and
  // the peak found may sit one rounding below a count that meets the target.
  const auto meets = [&](double devices) { return reach(devices) >= target * (1 - 1e-12); };
  // The first counts of each stretch one by one: a calibration against a baseline bends d · E(d) there (it may fall
  // past the baseline, then rise), which no peak and bisection can follow; the rest as d · E(d) rises and falls.
  const auto first_met = [&](const Stretch& s) -> double {
    const double scanned = std::fmin(s.last, s.first + kScannedSteps - 1);
    for (double k = s.first; k <= scanned; ++k) {
      if (meets(k * s.step)) return k;
    }
    if (scanned == s.last) return 0;
    const double top = peak(scanned + 1, s.last, [&](double k) { return reach(k * s.step); });
    if (!meets(top * s.step)) return 0;
    return smallest(scanned + 1, top, [&](double k) { return meets(k * s.step); });
  };
  for (const Stretch& s : stretches(m)) {
    if (s.first > s.last) continue;
    const double k = first_met(s);
    if (k == 0) continue;
    const double devices = s.step * k;
    const Estimate e = at(devices);
    out.result = {devices, e.actual_throughput / input.throughput_per_device, e.actual_throughput, e.efficiency_percent,
                  e.uncertainty_percent};
    return out;
  }
  out.issues.add(field, Code::unreachable, kMaxDevices);
  return out;
}

std::size_t runnable_counts(const EstimatorInput& input, double* devices, std::size_t count) {
  const double replica = layout_of(input.tensor_parallel, input.pipeline_parallel).size();
  const bool hybrid = sharding_of(input.sharding) == Sharding::hybrid;
  // A shard group holds whole replicas (group_replica_issue), so its multiples are whole replicas too.
  const double step = hybrid ? shard_group_of(input) : replica;
  const double most = input.strong_scaling() ? input.global_micro_batches() * replica : kMaxDevices;
  return runnable_counts(step, hybrid ? 2 * step : step, most, devices, count);
}

Issues validate(const EstimatorInput& in) { return calibration_for_count(in).issues; }

Outcome<Estimate> estimate(const EstimatorInput& input) {
  const Outcome<Calibration> c = calibration_for_count(input);
  Outcome<Estimate> out{c.issues};
  if (out.issues.empty()) out.result = estimate_at(job_model_of(input), input.devices, c.result);
  return out;
}

SweepStatus estimate_sweep(const EstimatorInput& input, const Column& devices, const EstimateColumns& out) {
  SweepStatus status{};
  const Outcome<Calibration> c = calibration_for_any_count(input);
  status.issues = c.issues;
  status.whole_input = !status.issues.empty();
  if (status.whole_input) return status;
  const JobModel m = job_model_of(input);
  for (std::size_t row = 0; row < devices.size; ++row) {
    status.issues = check_devices(input, devices.data[row]);
    if (!status.issues.empty()) {
      status.rows = row;
      return status;
    }
    const Estimate e = estimate_at(m, devices.data[row], c.result);
    for (std::size_t k = 0; k < out.size(); ++k) out[k][row] = output_value(e, kEstimateOutputs[k]);
  }
  status.rows = devices.size;
  return status;
}

}  // namespace dpsc
