#include "calibration.hpp"

#include <cmath>

namespace dpsc::estimator_detail {

namespace {

// The limit a device-count issue names: the group, the replica or the node.
double limit_of(const JobModel& m, Code code) {
  if (code == Code::whole_nodes) return group_devices(m);
  return code == Code::whole_replicas ? m.layout.size() : m.in.devices_per_node;
}

// The points of the input, or the first issue of each point. The lists'
// items have passed their rules.
Issues read_points(const JobModel& m, Point* points, std::size_t& count) {
  const EstimatorInput& in = m.in;
  const List& devices = in.calibration_devices;
  const List& percent = in.calibration_efficiency_percent;
  const List& throughput = in.calibration_throughput;
  const bool network = in.inter_node_bandwidth_gbit_s.has_value();
  Issues issues;
  count = devices.size();
  for (const List* other : {&percent, &throughput}) {
    if (other->length != 0 && other->length != devices.length) {
      issues.add(other == &percent ? Field::calibration_efficiency : Field::calibration_throughput,
                 Code::length_mismatch);
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
    } else if (const Code broken =
                   device_count_issues(m.sharding, *d, in.devices_per_node, network, group_devices(m), m.layout.size())
                       .first();
               broken != Code::ok) {
      issues.add(Field::calibration_devices, broken, limit_of(m, broken), index);
    } else if (e && in.calibration_baseline && *d <= *in.calibration_baseline) {
      issues.add(Field::calibration_devices, Code::below_minimum, *in.calibration_baseline + 1, index);
    } else if (!e && !a) {
      issues.add(Field::calibration_efficiency, Code::empty, kNoLimit, index);
    } else if (e && a) {
      issues.add(Field::calibration_throughput, Code::efficiency_or_throughput, kNoLimit, index);
    } else if (a && *a > *d * in.throughput_per_device) {
      issues.add(Field::calibration_throughput, Code::exceeds_ideal, *d * in.throughput_per_device, index);
    } else {
      const Field field = e ? Field::calibration_efficiency : Field::calibration_throughput;
      const double efficiency = e ? *e / 100 : *a / (*d * in.throughput_per_device);
      points[i] = {*d, efficiency, lost_at(m, *d, step_at(m, *d)), field, efficiency, e && in.calibration_baseline};
    }
  }
  return issues;
}

// Each point alone must be within reach: no higher than a pipeline's bubble
// leaves (above_maximum, with the most the model reaches there), and no
// lower than a scale of max_loss_scale reaches (unreachable_point, with the
// lowest).
Issues check_reach(const JobModel& m, const Point* points, std::size_t count, const Lost& base) {
  const double most = kEstimatorDefaults.max_loss_scale;
  Issues issues;
  for (std::size_t i = 0; i < count; ++i) {
    const Point& p = points[i];
    const double unit = p.field == Field::calibration_efficiency ? 100 : p.devices * m.in.throughput_per_device;
    // No scale lowers a pipeline's bubble: with the rest scaled to nothing, that is the most the model reaches.
    const Scales none{0, 0};
    const double at_base_none = p.relative ? efficiency_of(m.compute, lost_seconds(base, none)) : 1;
    const double highest = efficiency_of(m.compute, lost_seconds(p.lost, none)) / at_base_none;
    if (p.measured > highest * (1 + 1e-12)) {
      issues.add(p.field, Code::above_maximum, highest * unit, static_cast<int>(i));
      continue;
    }
    if (scales_through_point(m, p, base).local <= most) continue;
    const Scales far{most, spans_nodes(m, p.devices) ? most : 1};
    const double at_base = p.relative ? efficiency_of(m.compute, lost_seconds(base, far)) : 1;
    const double lowest = efficiency_of(m.compute, lost_seconds(p.lost, far)) / at_base;
    issues.add(p.field, Code::unreachable_point, lowest * unit, static_cast<int>(i));
  }
  return issues;
}

}  // namespace

// With one scale s on what the point and its baseline lose (L_d, L_b),
// beside bubbles no scale touches (F_d, F_b),
// E(d) / E(b) = (t_c + s·L_b + F_b) / (t_c + s·L_d + F_d) = e gives
// s = (t_c·(1 − e) + F_b − e·F_d) / (e·L_d − L_b); L_b and F_b are 0 for a
// point against one device.
Scales scales_through_point(const JobModel& m, const Point& p, const Lost& base) {
  const bool across = spans_nodes(m, p.devices);
  const double modelled = across ? p.lost.local() + p.lost.network() : p.lost.local();
  const double below = p.relative ? base.local() + base.network() : 0;
  const double fixed = (p.relative ? base.bubble : 0) - p.measured * p.lost.bubble;
  const double room = p.measured * modelled - below;
  const double wanted = m.compute * (1 - p.measured) + fixed;
  const double scale = wanted <= 0 ? 0 : room > 0 ? wanted / room : HUGE_VAL;
  return {scale, across ? scale : 1};
}

// Least squares in efficiency: with lost times in units of t_c,
// E = 1 / (1 + lost) and dE = −E² · d lost, so the step is a weighted
// least-squares fit of the lost time, weight E⁴.
Scales gauss_newton_step(const Point* points, std::size_t count, bool across, const Scales& s) {
  const double most = kEstimatorDefaults.max_loss_scale;
  double aa = 0, bb = 0, ab = 0, ay = 0, by = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const Point& p = points[i];
    const double lost = lost_seconds(p.lost, s);
    const double e = 1 / (1 + lost);
    const double w = e * e * e * e;
    const double a = p.lost.local(), b = p.lost.network();
    const double y = (e - p.efficiency) / (e * e) + lost - p.lost.bubble;  // the target of a and b
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
      {0, best(by, bb)},
      {most, best(by - most * ab, bb)},
      {best(ay, aa), 0},
      {best(ay - most * ab, aa), most},
  };
  Scales chosen = candidates[0];
  for (const Scales& c : candidates) {
    if (cost(c) < cost(chosen)) chosen = c;
  }
  return chosen;
}

double squared_error(const Point* points, std::size_t count, const Scales& s) {
  double sum = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const double off = 1 / (1 + lost_seconds(points[i].lost, s)) - points[i].efficiency;
    sum += off * off;
  }
  return sum;
}

Scales fit_scales(const Point* points, std::size_t count, bool across) {
  Scales s, best;
  for (int i = 0; i < 12; ++i) {
    s = gauss_newton_step(points, count, across, s);
    if (squared_error(points, count, s) < squared_error(points, count, best)) best = s;
  }
  return best;
}

Scales fit_against_baseline(Point* points, std::size_t count, bool across, const Lost& base) {
  Scales s;
  for (int round = 0; round < 40; ++round) {
    const double at_base = 1 / (1 + lost_seconds(base, s));
    for (std::size_t i = 0; i < count; ++i) {
      if (points[i].relative) points[i].efficiency = points[i].measured * at_base;
    }
    const Scales next = fit_scales(points, count, across);
    if (next.local == s.local && next.network == s.network) break;
    s = next;
  }
  return s;
}

double rms_percent(const Point* points, std::size_t count, const Lost& base, const Scales& s) {
  const double at_base = 1 / (1 + lost_seconds(base, s));
  double sum = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const Point& p = points[i];
    const double off = 1 / (1 + lost_seconds(p.lost, s)) / (p.relative ? at_base : 1) - p.measured;
    sum += off * off;
  }
  return 100 * std::sqrt(sum / static_cast<double>(count));
}

Outcome<Calibration> calibrate(const EstimatorInput& in) {
  Outcome<Calibration> out;
  const JobModel m = job_model_of(in);
  Point points[kListCapacity]{};
  std::size_t count = 0;
  const double baseline = in.calibration_baseline.value_or(1);
  Lost base = lost_at(m, baseline, step_at(m, baseline));  // nothing at one device
  out.issues = read_points(m, points, count);
  if (out.issues.empty()) out.issues = check_reach(m, points, count, base);
  if (!out.issues.empty() || count == 0) return out;
  Calibration& c = out.result;
  c.given = true;
  if (count == 1) {
    c.scales = scales_through_point(m, points[0], base);
    return out;
  }
  bool across = false;
  for (std::size_t i = 0; i < count; ++i) across = across || spans_nodes(m, points[i].devices);
  // The fit works in lost time over t_c: scale the model's parts alike.
  const auto per_compute = [&m](const Lost& l) {
    return Lost{l.local_comm / m.compute, l.network_comm / m.compute, l.overhead / m.compute, l.bubble / m.compute,
                l.spread / m.compute};
  };
  base = per_compute(base);
  for (std::size_t i = 0; i < count; ++i) points[i].lost = per_compute(points[i].lost);
  c.scales = fit_against_baseline(points, count, across, base);
  c.rms_percent = rms_percent(points, count, base, c.scales);
  return out;
}

}  // namespace dpsc::estimator_detail
