#include "calibration.hpp"

#include <cmath>

namespace dpsc::estimator_detail {

namespace {

// The limit a device-count issue names: the group, the replica or the node.
double limit_of(const JobModel& m, Code code) {
  if (code == Code::whole_nodes) return group_devices(m);
  return code == Code::whole_replicas ? m.layout.size() : m.in.devices_per_node;
}

// The issue of one point's device count, if any: a count the job runs on,
// seen once, and above the baseline (nothing below it is calibrated).
Code devices_issue(const JobModel& m, const Point* points, std::size_t i, const std::optional<double>& d) {
  const EstimatorInput& in = m.in;
  if (!d) return Code::empty;
  for (std::size_t j = 0; j < i; ++j) {
    if (points[j].devices == *d) return Code::duplicate_devices;
  }
  const Code broken = device_count_issues(m.sharding, *d, in.devices_per_node,
                                          in.inter_node_bandwidth_gbit_s.has_value(), group_devices(m), m.layout.size())
                          .first();
  if (broken != Code::ok) return broken;
  return in.calibration_baseline && *d <= *in.calibration_baseline ? Code::above_baseline : Code::ok;
}

// The points of the input, or the first issue of each point. The lists'
// items have passed their rules. `anchor` is what the baseline loses.
Issues read_points(const JobModel& m, const Lost& anchor, Point* points, std::size_t& count) {
  const EstimatorInput& in = m.in;
  const List& devices = in.calibration_devices;
  const List& percent = in.calibration_efficiency_percent;
  const List& throughput = in.calibration_throughput;
  Issues issues;
  count = devices.size();
  for (const List* other : {&percent, &throughput}) {
    if (other->length != 0 && other->length != devices.length) {
      issues.add(other == &percent ? Field::calibration_efficiency : Field::calibration_throughput,
                 Code::length_mismatch);
    }
  }
  if (!issues.empty()) return issues;
  // The model's efficiency at the baseline, which the anchor keeps.
  const double at_base = efficiency_of(m.compute, lost_seconds(anchor, {}));
  for (std::size_t i = 0; i < count; ++i) {
    const int index = static_cast<int>(i);
    const std::optional<double>& d = devices.items[i];
    const std::optional<double>& e = percent.size() ? percent.items[i] : std::nullopt;
    const std::optional<double>& a = throughput.size() ? throughput.items[i] : std::nullopt;
    const Code code = devices_issue(m, points, i, d);
    points[i].devices = d.value_or(0);
    if (code == Code::above_baseline) {
      issues.add(Field::calibration_devices, code, *in.calibration_baseline + 1, index);
    } else if (code != Code::ok) {
      issues.add(Field::calibration_devices, code,
                 code == Code::empty || code == Code::duplicate_devices ? kNoLimit : limit_of(m, code), index);
    } else if (!e && !a) {
      issues.add(Field::calibration_efficiency, Code::empty, kNoLimit, index);
    } else if (e && a) {
      issues.add(Field::calibration_throughput, Code::efficiency_or_throughput, kNoLimit, index);
    } else if (a && *a > *d * in.throughput_per_device) {
      issues.add(Field::calibration_throughput, Code::exceeds_ideal, *d * in.throughput_per_device, index);
    } else {
      const Field field = e ? Field::calibration_efficiency : Field::calibration_throughput;
      const bool relative = e && in.calibration_baseline;
      const double base = relative ? at_base : 1;
      const double efficiency = e ? *e / 100 * base : *a / (*d * in.throughput_per_device);
      points[i] = {*d, efficiency, beyond(lost_at(m, *d, step_at(m, *d)), anchor), field, base, relative};
    }
  }
  return issues;
}

// What the point's own field states of an efficiency against one device:
// a percentage of the baseline's, or a throughput.
double in_field(const JobModel& m, const Point& p, double efficiency) {
  return p.field == Field::calibration_efficiency ? 100 * efficiency / p.at_base
                                                  : efficiency * p.devices * m.in.throughput_per_device;
}

// Each point alone must be within reach: no higher than what the model
// loses up to the anchor and in a pipeline's bubble leaves (above_maximum,
// with the most the model reaches there), and no lower than a scale of
// max_loss_scale reaches (unreachable_point, with the lowest).
Issues check_reach(const JobModel& m, const Point* points, std::size_t count) {
  const double most = kEstimatorDefaults.max_loss_scale;
  Issues issues;
  for (std::size_t i = 0; i < count; ++i) {
    const Point& p = points[i];
    // With the scaled parts at nothing, that is the most the model reaches.
    const double highest = efficiency_of(m.compute, lost_seconds(p.lost, {0, 0}));
    if (p.efficiency > highest * (1 + 1e-12)) {
      issues.add(p.field, Code::above_maximum, in_field(m, p, highest), static_cast<int>(i));
      continue;
    }
    if (scale_through(m, p) <= most) continue;
    const double lowest = efficiency_of(m.compute, lost_seconds(p.lost, {most, most}));
    issues.add(p.field, Code::unreachable_point, in_field(m, p, lowest), static_cast<int>(i));
  }
  return issues;
}

Fitted fitted_by(const Point* points, std::size_t count) {
  Fitted which{false, false};
  for (std::size_t i = 0; i < count; ++i) {
    which.local = which.local || points[i].lost.local() > 0;
    which.network = which.network || points[i].lost.network() > 0;
  }
  return which;
}

}  // namespace

Lost beyond(const Lost& lost, const Lost& anchor) {
  const double local = std::fmax(0, lost.local() - anchor.local());
  const double network = std::fmax(0, lost.network() - anchor.network());
  const double kept = lost.local() - local + lost.network() - network;
  return {local, network, 0, lost.bubble + kept, 0};
}

Scales on_whole_parts(const Scales& s, const Lost& lost, const Lost& anchor) {
  const Lost part = beyond(lost, anchor);
  // The scaled share, plus the rest at 1: not 1 + (κ − 1) · share, which loses a small κ to rounding.
  const auto whole = [](double scale, double beyond, double whole) {
    const double share = whole > 0 ? beyond / whole : 1;
    return scale * share + (1 - share);
  };
  return {whole(s.local, part.local(), lost.local()), whole(s.network, part.network(), lost.network())};
}

// With one scale s on what the point loses beyond the anchor (L) beside
// what no scale touches (F), E = t_c / (t_c + s·L + F) = e gives
// s = (t_c·(1 − e) − e·F) / (e·L). Each part the point loses beyond the
// anchor takes s; one it does not stays 1.
double scale_through(const JobModel& m, const Point& p) {
  const double room = p.efficiency * (p.lost.local() + p.lost.network());
  const double wanted = m.compute * (1 - p.efficiency) - p.efficiency * p.lost.bubble;
  return wanted <= 0 ? 0 : room > 0 ? wanted / room : HUGE_VAL;
}

Scales scales_through_point(const JobModel& m, const Point& p) {
  const double scale = scale_through(m, p);
  return {p.lost.local() > 0 ? scale : 1, p.lost.network() > 0 ? scale : 1};
}

// Least squares in efficiency: with lost times in units of t_c,
// E = 1 / (1 + lost) and dE = −E² · d lost, so the step is a weighted
// least-squares fit of the lost time, weight E⁴.
Scales gauss_newton_step(const Point* points, std::size_t count, Fitted which, const Scales& s) {
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
  if (!which.network) return {best(ay, aa), 1};
  if (!which.local) return {1, best(by, bb)};
  const auto cost = [&](const Scales& c) {
    return c.local * c.local * aa + c.network * c.network * bb + 2 * c.local * c.network * ab - 2 * c.local * ay -
           2 * c.network * by;
  };
  const double det = aa * bb - ab * ab;
  // Points that lose the two parts in one proportion cannot tell them apart: either scale alone, or any mix,
  // fits them alike, and which one a fit lands on would be rounding's choice. Scale both alike, as one point does.
  if (det <= 1e-9 * aa * bb) {
    const double both = best(ay + by, aa + bb + 2 * ab);
    return {both, both};
  }
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

// Iterated to convergence, not a fixed count: with one scale barely seen by
// the points (a flat direction), twelve steps left the fit 2e-6 from where
// the same points, reached another way, stopped.
Scales fit_scales(const Point* points, std::size_t count, Fitted which) {
  Scales s, best;
  for (int i = 0; i < 200; ++i) {
    const Scales next = gauss_newton_step(points, count, which, s);
    const bool settled = std::fabs(next.local - s.local) <= 1e-13 * std::fabs(next.local) &&
                         std::fabs(next.network - s.network) <= 1e-13 * std::fabs(next.network);
    s = next;
    if (squared_error(points, count, s) < squared_error(points, count, best)) best = s;
    if (settled) break;
  }
  return best;
}

double rms_percent(const Point* points, std::size_t count, const Scales& s) {
  double sum = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const Point& p = points[i];
    const double off = (1 / (1 + lost_seconds(p.lost, s)) - p.efficiency) / p.at_base;
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
  const Lost anchor = lost_at(m, baseline, step_at(m, baseline));  // nothing at one device
  out.issues = read_points(m, anchor, points, count);
  if (out.issues.empty()) out.issues = check_reach(m, points, count);
  if (!out.issues.empty() || count == 0) return out;
  Calibration& c = out.result;
  c.given = true;
  c.anchor = anchor;
  c.fitted = fitted_by(points, count);
  if (count == 1) {
    c.scales = scales_through_point(m, points[0]);
    return out;
  }
  // The fit works in lost time over t_c: scale the model's parts alike.
  for (std::size_t i = 0; i < count; ++i) {
    Lost& l = points[i].lost;
    l = {l.local_comm / m.compute, l.network_comm / m.compute, 0, l.bubble / m.compute, 0};
  }
  c.scales = fit_scales(points, count, c.fitted);
  c.rms_percent = rms_percent(points, count, c.scales);
  return out;
}

}  // namespace dpsc::estimator_detail
