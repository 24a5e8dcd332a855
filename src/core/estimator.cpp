#include "estimator.hpp"

#include <cmath>

#include "units.hpp"

namespace dpsc {

namespace {

// What every device count of one input shares.
struct Model {
  const EstimatorInput& in;
  double compute;   // t_c
  double bytes;     // G
  double overhead;  // τ + c_G · G, once there are two devices
  double overlap;   // o
  double window;    // w
  bool tcp;
  Sharding sharding;
};

Model model_of(const EstimatorInput& in) {
  const EstimatorDefaults& k = kEstimatorDefaults;
  const double bytes = in.parameters * in.bytes_per_gradient;
  const double per_gb = in.overhead_ms_per_gb.value_or(k.overhead_ms_per_gb);
  return {in,
          in.gradient_accumulation * in.batch_per_device / in.throughput_per_device,
          bytes,
          (in.step_overhead_ms.value_or(k.step_overhead_ms) + per_gb * bytes / kGiga) * 1e-3,
          in.overlap_fraction.value_or(k.overlap_fraction),
          in.overlap_window.value_or(k.overlap_window),
          in.transport.value_or(0) == static_cast<double>(Transport::tcp),
          sharding_of(in.sharding)};
}

// A ring all-reduce of `bytes` over n members (reduce-scatter, then
// all-gather: 2(n−1) steps, each moving bytes/n at `bus`).
double ring_all_reduce(double n, double bytes, double bus, double latency_us) {
  const double steps = 2 * (n - 1);
  return steps / n * bytes / bus + steps * latency_us * 1e-6;
}

// The ring for `devices`: its bus bandwidth, the fraction of the slower link
// that was used, the latency per step, and what the sharding moves.
struct Ring {
  double bus;
  double link_efficiency;
  double latency_us;
  double all_reduce;     // t_ar
  double communication;  // t_cm
  double exposed;        // t_x
};

// The two links at their achievable rates (bytes/s), and their latency per
// ring step. Inside one node the "network" is the intra-node link.
struct Links {
  double intra, network;
  double intra_fraction, network_fraction;
  double intra_latency_us, network_latency_us;
};

Links links_of(const Model& m, bool across) {
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
double communication_of(const Model& m, double devices, double all_reduce, const Links& l) {
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

Ring ring_at(const Model& m, double devices) {
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

// The time a step loses at `devices`, in the two parts a calibration scales.
struct Lost {
  double local_comm;  // exposed all-reduce of one node (of the job, inside one node)
  double network;     // what crossing nodes adds to it
  double overhead;    // t_o
  double local() const { return local_comm + overhead; }
};

Lost lost_at(const Model& m, double devices, const Ring& ring) {
  if (devices <= 1) return {0, 0, 0};
  const double per_node = m.in.devices_per_node;
  if (devices <= per_node) return {ring.exposed, 0, m.overhead};
  const double node = ring_at(m, per_node).exposed;
  return {node, std::fmax(0, ring.exposed - node), m.overhead};
}

struct Scales {
  double local = 1;    // κ_l
  double network = 1;  // κ_n
};

double lost_seconds(const Lost& lost, const Scales& s) { return s.local * lost.local() + s.network * lost.network; }

// t_c / (t_c + lost); nothing lost means nothing lost, even when the compute
// time underflows to 0 (0/0 would be NaN).
double efficiency_of(double compute, double lost) { return lost == 0 ? 1 : compute / (compute + lost); }

// What a device count must satisfy for this input: a valid count, two or
// more whole nodes for hybrid sharding, and a network when the job spans nodes.
Issues check_devices(const EstimatorInput& in, double devices) {
  Issues issues;
  check_into(issues, Field::devices, devices, kDevicesRule);
  if (!issues.empty()) return issues;
  const DeviceCountIssues broken =
      device_count_issues(sharding_of(in.sharding), devices, in.devices_per_node, in.inter_node_bandwidth_gbit_s.has_value());
  issues.add(Field::devices, broken.nodes, in.devices_per_node);
  issues.add(Field::inter_node_bandwidth, broken.network, in.devices_per_node);
  return issues;
}

// ---- calibration

struct Point {
  double devices;
  double efficiency;  // a fraction
  Lost lost;          // the model's, unscaled
  Field field;        // where an issue with the efficiency goes
};

struct Calibration {
  Scales scales;
  bool given = false;
  std::optional<double> rms_percent;
};

// The points of the input, or the first issue of each point. The lists'
// items have passed their rules.
Issues read_points(const Model& m, Point* points, std::size_t& count) {
  const EstimatorInput& in = m.in;
  const List& devices = in.calibration_devices;
  const List& percent = in.calibration_efficiency_percent;
  const List& throughput = in.calibration_throughput;
  const bool network = in.inter_node_bandwidth_gbit_s.has_value();
  Issues issues;
  count = devices.size();
  for (const List* other : {&percent, &throughput}) {
    if (other->length != 0 && other->length != devices.length) {
      issues.add(other == &percent ? Field::calibration_efficiency : Field::calibration_throughput, Code::length_mismatch);
    }
  }
  if (!issues.empty()) return issues;
  for (std::size_t i = 0; i < count; ++i) {
    const int index = static_cast<int>(i);
    const std::optional<double>& d = devices.items[i];
    const std::optional<double>& e = percent.size() ? percent.items[i] : std::nullopt;
    const std::optional<double>& a = throughput.size() ? throughput.items[i] : std::nullopt;
    bool seen = false;
    for (std::size_t j = 0; j < i; ++j) seen = seen || (d && points[j].devices == *d);
    points[i].devices = d.value_or(0);
    if (!d) {
      issues.add(Field::calibration_devices, Code::empty, kNoLimit, index);
    } else if (seen) {
      issues.add(Field::calibration_devices, Code::duplicate_devices, kNoLimit, index);
    } else if (const Code broken = device_count_issues(m.sharding, *d, in.devices_per_node, network).first();
               broken != Code::ok) {
      issues.add(Field::calibration_devices, broken, in.devices_per_node, index);
    } else if (!e && !a) {
      issues.add(Field::calibration_efficiency, Code::empty, kNoLimit, index);
    } else if (e && a) {
      issues.add(Field::calibration_throughput, Code::efficiency_or_throughput, kNoLimit, index);
    } else if (a && *a > *d * in.throughput_per_device) {
      issues.add(Field::calibration_throughput, Code::exceeds_ideal, *d * in.throughput_per_device, index);
    } else {
      const Field field = e ? Field::calibration_efficiency : Field::calibration_throughput;
      const double efficiency = e ? *e / 100 : *a / (*d * in.throughput_per_device);
      points[i] = {*d, efficiency, lost_at(m, *d, ring_at(m, *d)), field};
    }
  }
  return issues;
}

// The scale that makes the model pass through one point: on the local part
// for a point inside a node (it saw no network), on both parts across nodes.
Scales through(const Model& m, const Point& p) {
  const bool across = p.devices > m.in.devices_per_node;
  const double measured = m.compute / p.efficiency - m.compute;
  const double modelled = across ? p.lost.local() + p.lost.network : p.lost.local();
  const double scale = measured == 0 ? 0 : measured / modelled;  // x/0: out of reach
  return {scale, across ? scale : 1};
}

// Each point alone must be within reach: a scale of at most max_loss_scale.
// The limit of the issue is the lowest value the model reaches there.
Issues check_reach(const Model& m, const Point* points, std::size_t count) {
  const double most = kEstimatorDefaults.max_loss_scale;
  Issues issues;
  for (std::size_t i = 0; i < count; ++i) {
    const Point& p = points[i];
    if (through(m, p).local <= most) continue;
    const Scales far{most, p.devices > m.in.devices_per_node ? most : 1};
    const double lowest = efficiency_of(m.compute, lost_seconds(p.lost, far));
    // The limit in the unit of the point's field: percent, or the cluster throughput.
    const double unit = p.field == Field::calibration_efficiency ? 100 : p.devices * m.in.throughput_per_device;
    issues.add(p.field, Code::unreachable_point, lowest * unit, static_cast<int>(i));
  }
  return issues;
}

// One Gauss–Newton step of least squares in efficiency, about `s`: with
// lost times in units of t_c, E = 1 / (1 + lost) and dE = −E² · d lost, so
// the step is a weighted least-squares fit of the lost time, weight E⁴. Both
// scales stay within [0, max_loss_scale]; without a point across nodes only
// κ_l is fitted.
Scales step(const Point* points, std::size_t count, bool across, const Scales& s) {
  const double most = kEstimatorDefaults.max_loss_scale;
  double aa = 0, bb = 0, ab = 0, ay = 0, by = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const Point& p = points[i];
    const double lost = lost_seconds(p.lost, s);
    const double e = 1 / (1 + lost);
    const double w = e * e * e * e;
    const double a = p.lost.local(), b = p.lost.network;
    const double y = (e - p.efficiency) / (e * e) + lost;  // the target of a and b
    aa += w * a * a, bb += w * b * b, ab += w * a * b, ay += w * a * y, by += w * b * y;
  }
  // One scale with the other held: the minimum of a convex quadratic, kept in the box.
  const auto best = [most](double num, double den) { return den > 0 ? std::fmin(std::fmax(num / den, 0), most) : 1; };
  if (!across) return {best(ay, aa), 1};
  const auto cost = [&](const Scales& c) {
    return c.local * c.local * aa + c.network * c.network * bb + 2 * c.local * c.network * ab - 2 * c.local * ay -
           2 * c.network * by;
  };
  const double det = aa * bb - ab * ab;
  const Scales candidates[] = {
      {best(ay * bb - by * ab, det), best(by * aa - ay * ab, det)},
      {0, best(by, bb)}, {most, best(by - most * ab, bb)},
      {best(ay, aa), 0}, {best(ay - most * ab, aa), most},
  };
  Scales chosen = candidates[0];
  for (const Scales& c : candidates) {
    if (cost(c) < cost(chosen)) chosen = c;
  }
  return chosen;
}

// The squared error of the points, in efficiency (fractions).
double squares(const Point* points, std::size_t count, const Scales& s) {
  double sum = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const double off = 1 / (1 + lost_seconds(points[i].lost, s)) - points[i].efficiency;
    sum += off * off;
  }
  return sum;
}

// Least squares over the points, by Gauss–Newton steps from the model as it is.
Scales fit(const Point* points, std::size_t count, bool across) {
  Scales s, best;
  for (int i = 0; i < 12; ++i) {
    s = step(points, count, across, s);
    if (squares(points, count, s) < squares(points, count, best)) best = s;
  }
  return best;
}

// The calibration an input asks for, or its issues.
Outcome<Calibration> calibrate(const EstimatorInput& in) {
  Outcome<Calibration> out;
  const Model m = model_of(in);
  Point points[kListCapacity]{};
  std::size_t count = 0;
  out.issues = read_points(m, points, count);
  if (out.issues.empty()) out.issues = check_reach(m, points, count);
  if (!out.issues.empty() || count == 0) return out;
  Calibration& c = out.result;
  c.given = true;
  if (count == 1) {
    c.scales = through(m, points[0]);
    return out;
  }
  bool across = false;
  for (std::size_t i = 0; i < count; ++i) across = across || points[i].devices > in.devices_per_node;
  // The fit works in lost time over t_c: scale the model's parts alike.
  for (std::size_t i = 0; i < count; ++i) {
    Lost& l = points[i].lost;
    l = {l.local_comm / m.compute, l.network / m.compute, l.overhead / m.compute};
  }
  c.scales = fit(points, count, across);
  c.rms_percent = 100 * std::sqrt(squares(points, count, c.scales) / static_cast<double>(count));
  return out;
}

// ---- the estimate

// The estimate for `devices`; the input, the count and the calibration are valid.
Estimate estimate_at(const Model& m, double devices, const Calibration& c) {
  const EstimatorDefaults& k = kEstimatorDefaults;
  const EstimatorInput& in = m.in;
  const Ring ring = ring_at(m, devices);
  const Lost lost = lost_at(m, devices, ring);
  const Scales& s = c.scales;

  Estimate e{};
  e.nodes = std::ceil(devices / in.devices_per_node);
  e.bus_bandwidth_bytes_s = ring.bus;
  e.link_efficiency = ring.link_efficiency;
  e.latency_us = ring.latency_us;
  e.overlap_fraction = m.overlap;
  e.overlap_window = m.window;
  e.step_overhead_ms = in.step_overhead_ms.value_or(k.step_overhead_ms);
  e.overhead_ms_per_gb = in.overhead_ms_per_gb.value_or(k.overhead_ms_per_gb);
  e.gradient_bytes = m.bytes;
  e.compute_seconds = m.compute;
  e.all_reduce_seconds = ring.all_reduce;
  e.communication_seconds = ring.communication;
  e.exposed_seconds = s.local * lost.local_comm + s.network * lost.network;
  e.overhead_seconds = s.local * lost.overhead;
  e.step_seconds = m.compute + e.exposed_seconds + e.overhead_seconds;
  const double efficiency = efficiency_of(m.compute, e.exposed_seconds + e.overhead_seconds);
  e.efficiency_percent = efficiency * 100;
  const double base = c.given ? k.calibrated_uncertainty_base : k.uncertainty_base;
  const double slope = c.given ? k.calibrated_uncertainty_slope : k.uncertainty_slope;
  e.uncertainty_percent = devices > 1 ? base + slope * (100 - e.efficiency_percent) : 0;
  e.global_batch = in.batch_per_device * in.gradient_accumulation * devices;
  const double ideal = devices * in.throughput_per_device;
  e.actual_throughput = ideal * efficiency;
  e.lower_throughput = ideal * std::fmax(0, e.efficiency_percent - e.uncertainty_percent) / 100;
  e.upper_throughput = ideal * std::fmin(100, e.efficiency_percent + e.uncertainty_percent) / 100;
  e.calibrated = c.given;
  e.local_loss_scale = s.local;
  e.network_loss_scale = s.network;
  e.calibration_rms_percent = c.rms_percent;
  return e;
}

// The input's issues (with those of its device count when `count`), or its
// calibration.
Outcome<Calibration> prepare(const EstimatorInput& input, bool count) {
  EstimatorInput rest = input;
  if (!count) rest.devices = 1;  // a count that passes: the batch checks each of its own
  Outcome<Calibration> out{check_inputs(rest, kEstimatorInputs)};
  if (out.issues.empty() && count) out.issues = check_devices(input, input.devices);
  return out.issues.empty() ? calibrate(input) : out;
}

}  // namespace

Issues validate(const EstimatorInput& in) { return prepare(in, true).issues; }

Outcome<Estimate> estimate(const EstimatorInput& input) {
  const Outcome<Calibration> c = prepare(input, true);
  Outcome<Estimate> out{c.issues};
  if (out.issues.empty()) out.result = estimate_at(model_of(input), input.devices, c.result);
  return out;
}

SweepStatus estimate_sweep(const EstimatorInput& input, const Column& devices, const EstimateColumns& out) {
  SweepStatus status{};
  const Outcome<Calibration> c = prepare(input, false);
  status.issues = c.issues;
  status.whole_input = !status.issues.empty();
  if (status.whole_input) return status;
  const Model m = model_of(input);
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
