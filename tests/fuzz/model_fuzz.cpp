// The scaling model, sweeps, inverse questions, time and cost, and the chart's
// device steps, from any doubles (layout: fuzz::ModelCase in layouts.hpp).
// Oracles: every sweep column equals compute() row by row, and a sweep stops
// exactly where compute() rejects a row; a devices_for_* answer reaches the
// target while one device fewer does not; implied efficiency, time and cost
// agree with the forward model.
#include <cmath>
#include <vector>

#include "core/inverse.hpp"
#include "core/model.hpp"
#include "core/sweep.hpp"
#include "core/time_cost.hpp"
#include "fuzz_support.hpp"
#include "layouts.hpp"

namespace {

using dpsc::Code;
using dpsc::Issues;
using fuzz::is_finite;
using fuzz::ModelCase;

bool same_issues(const Issues& a, const Issues& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].field != b[i].field || a[i].code != b[i].code || !fuzz::same(a[i].limit, b[i].limit)) return false;
  }
  return true;
}

// |a − b| within `tolerance` of b, for figures that take other roads to the
// same quantity.
bool close(double a, double b, double tolerance) { return std::fabs(a - b) <= tolerance * std::fabs(b); }

// Subnormal numbers have lost digits: relations between figures hold only
// for operands that kept theirs.
bool kept_digits(double x) { return std::fabs(x) >= 1e-290; }

void check_compute(const dpsc::ScalingInput& input) {
  const auto out = dpsc::compute(input);
  FUZZ_CHECK(dpsc::is_valid(input) == out.issues.empty());
  FUZZ_CHECK(same_issues(out.issues, dpsc::validate(input)));
  if (out.issues.empty()) {
    const dpsc::ScalingResult& r = out.result;
    FUZZ_CHECK(is_finite(r.ideal_throughput) && is_finite(r.actual_throughput) && is_finite(r.speedup) &&
               is_finite(r.lost_throughput));
    FUZZ_CHECK(r.actual_throughput <= r.ideal_throughput && r.speedup <= input.devices && r.lost_throughput >= 0);
  } else {
    FUZZ_CHECK(out.result.ideal_throughput == 0 && out.result.actual_throughput == 0 && out.result.speedup == 0 &&
               out.result.lost_throughput == 0);
  }
}

struct SweepColumns {
  dpsc::Column devices, throughput, efficiency;
};

SweepColumns sweep_columns(const ModelCase& c) {
  SweepColumns s{{c.sweep_devices, fuzz::kSweepRows}, {&c.throughput, 1}, {&c.efficiency, 1}};
  if (c.shape & fuzz::kDevicesBroadcast) s.devices = {&c.devices, 1};
  if (c.shape & fuzz::kThroughputColumn) s.throughput = {c.sweep_throughput, fuzz::kSweepRows};
  if (c.shape & fuzz::kEfficiencyColumn) s.efficiency = {c.sweep_efficiency, fuzz::kSweepRows};
  if (c.shape & fuzz::kMismatch) {  // cut the last full column short
    for (dpsc::Column* column : {&s.efficiency, &s.throughput, &s.devices}) {
      if (column->size > 1) {
        column->size = 5;
        break;
      }
    }
  }
  return s;
}

void check_sweep(const ModelCase& c) {
  const SweepColumns s = sweep_columns(c);
  const dpsc::Column* columns[] = {&s.devices, &s.throughput, &s.efficiency};
  std::size_t rows = 1;
  bool mismatch = false;
  for (const dpsc::Column* column : columns) {
    if (column->size == 1) continue;
    mismatch = mismatch || (rows != 1 && column->size != rows);
    rows = column->size;
  }
  std::vector<double> o(4 * fuzz::kSweepRows, -1.0);
  double* const ideal = o.data();
  double* const actual = ideal + fuzz::kSweepRows;
  double* const speedup = actual + fuzz::kSweepRows;
  double* const lost = speedup + fuzz::kSweepRows;
  const dpsc::SweepStatus status =
      dpsc::sweep({{s.devices, s.throughput, s.efficiency}}, {ideal, actual, speedup, lost});
  if (mismatch) {
    FUZZ_CHECK(status.whole_input && status.issues.size() == 1 && status.issues[0].code == Code::length_mismatch);
    return;
  }
  FUZZ_CHECK(!status.whole_input && status.rows <= rows);
  auto at = [](const dpsc::Column& col, std::size_t row) { return col.data[col.size == 1 ? 0 : row]; };
  for (std::size_t row = 0; row < status.rows; ++row) {
    const auto one = dpsc::compute({at(s.devices, row), at(s.throughput, row), at(s.efficiency, row)});
    FUZZ_CHECK(one.issues.empty());
    FUZZ_CHECK(ideal[row] == one.result.ideal_throughput && actual[row] == one.result.actual_throughput);
    FUZZ_CHECK(speedup[row] == one.result.speedup && lost[row] == one.result.lost_throughput);
  }
  if (status.rows < rows) {  // stopped at the first invalid row, with its issues
    const std::size_t row = status.rows;
    const dpsc::ScalingInput bad{at(s.devices, row), at(s.throughput, row), at(s.efficiency, row)};
    FUZZ_CHECK(!status.issues.empty() && same_issues(status.issues, dpsc::validate(bad)));
  } else {
    FUZZ_CHECK(status.issues.empty());
  }
}

void check_implied(const ModelCase& c) {
  const auto implied = dpsc::implied_efficiency({c.devices, c.throughput, c.measured});
  const bool inputs_valid = dpsc::is_valid({c.devices, c.throughput, 50}) && c.measured > 0 && c.measured <= 1e300;
  const double ideal = c.devices * c.throughput;
  if (!inputs_valid) {
    FUZZ_CHECK(!implied.issues.empty());
  } else if (c.measured > ideal) {
    FUZZ_CHECK(implied.issues.size() == 1 && implied.issues[0].code == Code::exceeds_ideal &&
               implied.issues[0].limit == ideal);
  } else {
    FUZZ_CHECK(implied.issues.empty());
    // 0 is possible: a measurement of 1e-320 against an ideal of 1e22 rounds to 0 %.
    FUZZ_CHECK(implied.result.efficiency_percent >= 0 && implied.result.efficiency_percent <= 100);
    if (kept_digits(c.measured / 1e24)) {
      FUZZ_CHECK(close(implied.result.efficiency_percent / 100 * ideal, c.measured, 1e-12));
      FUZZ_CHECK(close(implied.result.speedup * c.throughput, c.measured, 1e-12));
    }
  }
}

// The answer d reaches the target and d − 1 does not; "unreachable" means
// even the device cap does not. `achieved` is what the answer says d reaches.
template <typename Reach, typename Achieved>
void check_devices_needed(const dpsc::Outcome<dpsc::DevicesNeeded>& needed, bool inputs_valid, double target,
                          Reach reach, Achieved achieved) {
  if (!inputs_valid) {
    FUZZ_CHECK(!needed.issues.empty());
    return;
  }
  if (!needed.issues.empty()) {
    FUZZ_CHECK(needed.issues.size() == 1 && needed.issues[0].code == Code::unreachable);
    FUZZ_CHECK(reach(dpsc::kMaxDevices) < target);
    return;
  }
  const double d = needed.result.devices;
  FUZZ_CHECK(d >= 1 && d <= dpsc::kMaxDevices && std::floor(d) == d);
  FUZZ_CHECK(reach(d) >= target && achieved(needed.result) == reach(d));
  FUZZ_CHECK(d == 1 || reach(d - 1) < target);
}

void check_inverse(const ModelCase& c) {
  const bool model_valid = dpsc::is_valid({1, c.throughput, c.efficiency});
  const auto target_valid = [](double t) { return t > 0 && t <= 1e300; };
  check_devices_needed(
      dpsc::devices_for_throughput(c.throughput, c.efficiency, c.target_throughput),
      model_valid && target_valid(c.target_throughput), c.target_throughput,
      [&](double d) {
        return dpsc::compute({d, c.throughput, c.efficiency}).result.actual_throughput;
      },
      [](const dpsc::DevicesNeeded& n) { return n.actual_throughput.value_or(-1); });
  check_devices_needed(
      dpsc::devices_for_speedup(c.efficiency, c.target_speedup),
      dpsc::is_valid({1, 1, c.efficiency}) && target_valid(c.target_speedup), c.target_speedup,
      [&](double d) {
        return dpsc::compute({d, 1, c.efficiency}).result.speedup;
      },
      [](const dpsc::DevicesNeeded& n) { return n.speedup; });
}

void check_time_and_cost(const ModelCase& c) {
  const dpsc::ScalingInput input{c.devices, c.throughput, c.efficiency};
  const auto outcome =
      dpsc::time_and_cost({c.devices, c.throughput, c.efficiency, c.dataset_samples, c.epochs, c.price});
  if (!outcome.issues.empty()) return;
  const dpsc::TimeCost& r = outcome.result;
  FUZZ_CHECK(dpsc::is_valid(input) && r.single_device_cost && r.cluster_cost && r.cost_ratio);
  const struct {
    double samples, single_device_seconds, cluster_seconds, single_device_cost, cluster_cost, cost_ratio;
  } t{r.samples, r.single_device_seconds, r.cluster_seconds, *r.single_device_cost, *r.cluster_cost, *r.cost_ratio};
  FUZZ_CHECK(is_finite(t.samples) && is_finite(t.single_device_seconds) && is_finite(t.cluster_seconds));
  FUZZ_CHECK(is_finite(t.single_device_cost) && is_finite(t.cluster_cost) && is_finite(t.cost_ratio));
  const double actual = dpsc::compute(input).result.actual_throughput;
  FUZZ_CHECK(t.samples == c.dataset_samples * c.epochs);
  // The actual throughput too: 34 devices × 1.4e-105 at 4.6e-213 % is subnormal, and the cluster's
  // seconds divided by it keep only its few digits.
  const bool precise = kept_digits(c.throughput) && kept_digits(c.efficiency / 100) && kept_digits(actual) &&
                       kept_digits(t.samples) && kept_digits(t.single_device_seconds) && kept_digits(t.cluster_seconds);
  if (!precise) return;
  FUZZ_CHECK(close(t.single_device_seconds * c.throughput, t.samples, 1e-12));
  FUZZ_CHECK(close(t.cluster_seconds * actual, t.samples, 1e-12));
  // The cluster pays for every device for the whole run: 1/E times one device's bill.
  FUZZ_CHECK(close(t.cost_ratio * c.efficiency, 100, 1e-12));
  if (kept_digits(t.single_device_cost)) FUZZ_CHECK(close(t.cluster_cost, t.single_device_cost * t.cost_ratio, 1e-12));
  if (c.price == 0) FUZZ_CHECK(t.single_device_cost == 0 && t.cluster_cost == 0);
}

void check_device_steps(const ModelCase& c) {
  std::vector<double> steps(64, -1.0);
  const std::size_t points = c.steps_points % 65;
  const std::size_t n = dpsc::device_steps(c.steps_max, points, steps.data());
  FUZZ_CHECK(n <= points);
  if (!(c.steps_max >= 1) || points == 0) {
    FUZZ_CHECK(n == 0);
    return;
  }
  const double top = std::floor(std::fmin(c.steps_max, dpsc::kMaxDevices));
  FUZZ_CHECK(n >= 1 && steps[n - 1] == top && steps[0] == (points == 1 ? top : 1));
  for (std::size_t i = 1; i < n; ++i) FUZZ_CHECK(steps[i] > steps[i - 1] && std::floor(steps[i]) == steps[i]);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Reader in(data, size);
  fuzz::ReadFields fields{in};
  ModelCase c;
  fuzz::visit(fields, c);
  check_compute({c.devices, c.throughput, c.efficiency});
  check_sweep(c);
  check_implied(c);
  check_inverse(c);
  check_time_and_cost(c);
  check_device_steps(c);
  return 0;
}
