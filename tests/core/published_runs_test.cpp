// The estimator against the published runs of tests/data/published-runs.csv
// (sources and derivations: published-runs.md). Every figure goes through
// the core's own estimate() with the fitted terms given as overrides, so what
// is fitted and validated here is what ships:
//   - the three fitted defaults (o, τ, c_G) are the fit to all `fit` rows;
//   - leave-one-out: each row predicted by defaults fitted without it;
//   - calibrated extrapolation: calibrate on the smaller size of a pair on the
//     same setup, predict the larger (defaults fitted without that setup);
//   - the uncertainty bands are the narrowest that hold 80 % of those errors.
// It prints the per-row table and the figures; it asserts the goals that
// are met and prints the ones that are missed. PublishedRun it alone with
//   build/native/core_tests --gtest_filter='PublishedRuns*'
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/estimator.hpp"

#ifndef DPSC_TEST_DATA
#define DPSC_TEST_DATA "tests/data"
#endif

namespace dpsc {
namespace {

struct PublishedRun {
  std::string id, setup, model, precision, sharding, transport, use;
  double parameters, bytes_per_gradient, devices, devices_per_node, batch, accumulation, v;
  double measured;  // efficiency, a fraction, relative to base_devices
  double intra_gbyte_s, inter_gbit_s, base_devices;
  std::string config() const {
    return setup + "|" + model + "|" + precision + "|" + std::to_string(batch) + "|" + std::to_string(base_devices);
  }
  bool across() const { return devices > devices_per_node; }
};

std::vector<PublishedRun> load_runs() {
  std::ifstream csv(std::string(DPSC_TEST_DATA) + "/published-runs.csv");
  std::vector<PublishedRun> runs;
  std::vector<std::string> header;
  for (std::string line; std::getline(csv, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> cells;
    std::stringstream ss(line);
    for (std::string cell; std::getline(ss, cell, ',');) cells.push_back(cell);
    if (header.empty()) {
      header = cells;
      continue;
    }
    std::map<std::string, std::string> c;
    for (std::size_t i = 0; i < header.size() && i < cells.size(); ++i) c[header[i]] = cells[i];
    const auto num = [&](const char* name) { return std::stod(c.at(name)); };
    runs.push_back({c["id"], c["setup"], c["model"], c["precision"], c["sharding"], c["transport"], c["use"],
                    num("parameters"), num("bytes_per_gradient"), num("devices"), num("devices_per_node"),
                    num("batch_per_device"), num("grad_accumulation"), num("throughput_1_device"),
                    num("measured_efficiency"), num("intra_node_gbyte_s"), num("inter_node_gbit_s"),
                    num("base_devices")});
  }
  return runs;
}

// The fitted terms, given to the core as overrides.
struct Terms {
  double overlap, step_ms, per_gb_ms;
};

const Terms kShipped{kEstimatorDefaults.overlap_fraction, kEstimatorDefaults.step_overhead_ms,
                     kEstimatorDefaults.overhead_ms_per_gb};

// A calibration point: devices, efficiency in percent.
using Points = std::vector<std::pair<double, double>>;

EstimatorInput input_of(const PublishedRun& r, double devices, const Terms& t, const Points& points = {}) {
  EstimatorInput in{};
  in.devices = devices;
  in.throughput_per_device = r.v;
  in.parameters = r.parameters;
  in.bytes_per_gradient = r.bytes_per_gradient;
  in.batch_per_device = r.batch;
  in.gradient_accumulation = r.accumulation;
  in.devices_per_node = r.devices_per_node;
  in.intra_node_bandwidth_gbyte_s = r.intra_gbyte_s;
  if (r.inter_gbit_s > 0) in.inter_node_bandwidth_gbit_s = r.inter_gbit_s;
  in.transport = r.transport == "TCP" ? 1 : 0;
  for (std::size_t i = 0; i < kShardings.size(); ++i) {
    if (r.sharding == kShardings[i]) in.sharding = static_cast<double>(i);
  }
  if (!in.sharding) ADD_FAILURE() << r.id << ": unknown sharding " << r.sharding;
  in.overlap_fraction = t.overlap;
  in.step_overhead_ms = t.step_ms;
  in.overhead_ms_per_gb = t.per_gb_ms;
  in.calibration_devices.length = in.calibration_efficiency_percent.length = static_cast<double>(points.size());
  for (std::size_t i = 0; i < points.size(); ++i) {
    in.calibration_devices.items[i] = points[i].first;
    in.calibration_efficiency_percent.items[i] = points[i].second;
  }
  return in;
}

double efficiency(const PublishedRun& r, double devices, const Terms& t, const Points& points = {}) {
  const auto out = estimate(input_of(r, devices, t, points));
  EXPECT_TRUE(out.issues.empty()) << r.id << " at " << devices;
  return out.result.efficiency_percent / 100;
}

// What the row measured: the efficiency relative to its base (1 or 8 devices).
double predicted(const PublishedRun& r, const Terms& t) {
  const double e = efficiency(r, r.devices, t);
  return r.base_devices > 1 ? e / efficiency(r, r.base_devices, t) : e;
}

double points_off(const PublishedRun& r, const Terms& t) { return 100 * (predicted(r, t) - r.measured); }

double mean_abs(const std::vector<double>& errors) {
  double sum = 0;
  for (double e : errors) sum += std::fabs(e);
  return sum / static_cast<double>(errors.size());
}

double worst_abs(const std::vector<double>& errors) {
  double worst = 0;
  for (double e : errors) worst = std::max(worst, std::fabs(e));
  return worst;
}

// ---- fitting: least absolute error, Nelder–Mead on bounded parameters

struct Bounded {
  double lo, hi;
  double to(double x) const { return lo + (hi - lo) / (1 + std::exp(-x)); }
  double from(double v) const { return std::log((v - lo) / (hi - v)); }
};
const Bounded kOverlap{0, 0.95}, kStepMs{0, 50}, kPerGbMs{0, 200};

using Vec = std::vector<double>;
Terms terms_of(const Vec& x) { return {kOverlap.to(x[0]), kStepMs.to(x[1]), kPerGbMs.to(x[2])}; }

struct Best {
  Vec x;
  double value;
};

Best nelder_mead(const std::function<double(const Vec&)>& f, Vec start, double step, int iterations) {
  const std::size_t n = start.size();
  std::vector<Vec> s(n + 1, start);
  for (std::size_t i = 0; i < n; ++i) s[i + 1][i] += step;
  Vec v(n + 1);
  for (std::size_t i = 0; i <= n; ++i) v[i] = f(s[i]);
  const auto combine = [n](const Vec& a, const Vec& b, double t) {
    Vec c(n);
    for (std::size_t i = 0; i < n; ++i) c[i] = a[i] + t * (b[i] - a[i]);
    return c;
  };
  for (int k = 0; k < iterations; ++k) {
    std::vector<std::size_t> order(n + 1);
    for (std::size_t i = 0; i <= n; ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return v[a] < v[b]; });
    std::vector<Vec> s2;
    Vec v2;
    for (std::size_t i : order) s2.push_back(s[i]), v2.push_back(v[i]);
    s = s2, v = v2;
    if (std::fabs(v[n] - v[0]) < 1e-10) break;
    Vec centroid(n, 0);
    for (std::size_t j = 0; j < n; ++j)
      for (std::size_t i = 0; i < n; ++i) centroid[i] += s[j][i] / static_cast<double>(n);
    const Vec reflected = combine(centroid, s[n], -1);
    const double fr = f(reflected);
    if (fr < v[0]) {
      const Vec expanded = combine(centroid, s[n], -2);
      const double fe = f(expanded);
      if (fe < fr)
        s[n] = expanded, v[n] = fe;
      else
        s[n] = reflected, v[n] = fr;
    } else if (fr < v[n - 1]) {
      s[n] = reflected, v[n] = fr;
    } else {
      const Vec contracted = combine(centroid, s[n], fr < v[n] ? -0.5 : 0.5);
      const double fc = f(contracted);
      if (fc < std::min(fr, v[n])) {
        s[n] = contracted, v[n] = fc;
      } else {
        for (std::size_t i = 1; i <= n; ++i) s[i] = combine(s[0], s[i], 0.5), v[i] = f(s[i]);
      }
    }
  }
  const std::size_t best = static_cast<std::size_t>(std::min_element(v.begin(), v.end()) - v.begin());
  return {s[best], v[best]};
}

struct Fit {
  Terms terms;
  Vec x;
};

// Several starts, each restarted once from its own optimum.
Fit fit(const std::vector<const PublishedRun*>& rows, const Vec* warm = nullptr) {
  const auto mae = [&](const Vec& x) {
    const Terms t = terms_of(x);
    double sum = 0;
    for (const PublishedRun* r : rows) sum += std::fabs(points_off(*r, t));
    return sum / static_cast<double>(rows.size());
  };
  const Vec x0{kOverlap.from(0.5), kStepMs.from(5), kPerGbMs.from(20)};
  std::vector<Vec> starts{x0, {x0[0] + 1, x0[1] + 1, x0[2] + 1}, {x0[0] - 1, x0[1] - 1, x0[2] - 1}};
  if (warm) starts.insert(starts.begin(), *warm);
  Best best{{}, INFINITY};
  for (const Vec& start : starts) {
    Best b = nelder_mead(mae, start, 0.5, 1500);
    b = nelder_mead(mae, b.x, 0.2, 1500);
    if (b.value < best.value) best = b;
  }
  return {terms_of(best.x), best.x};
}

// ---- what every test reads, worked out once

struct Loo {
  const PublishedRun* run;
  double estimate;  // percent, relative to the row's base
  double error;     // points
};

struct Pair {
  const PublishedRun *small, *large;
  double calibrated, constant, uncalibrated;  // errors, points
  double calibrated_estimate;                 // percent
};

// What the tests read, worked out once per process and only when a test asks
// for it: ctest runs every test in a process of its own, and the
// leave-one-out fits are the slow part.
class PublishedRuns : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    if (!runs.empty()) return;
    runs = load_runs();
    for (const PublishedRun& r : runs) {
      if (r.use == "fit") validation.push_back(&r);
    }
  }

  // The defaults fitted to every validation row.
  static const Fit& full() {
    static const Fit fitted = fit(validation);
    return fitted;
  }

  // Each validation row predicted by defaults fitted to the others.
  static const std::vector<Loo>& loo() {
    static const std::vector<Loo> rows = [] {
      std::vector<Loo> out;
      for (const PublishedRun* r : validation) {
        std::vector<const PublishedRun*> rest;
        for (const PublishedRun* q : validation) {
          if (q != r) rest.push_back(q);
        }
        const Terms t = fit(rest, &full().x).terms;
        out.push_back({r, 100 * predicted(*r, t), points_off(*r, t)});
      }
      return out;
    }();
    return rows;
  }

  // The defaults fitted without each setup's rows.
  static const std::map<std::string, Terms>& without_setup() {
    static const std::map<std::string, Terms> terms = [] {
      std::map<std::string, Terms> out;
      for (const PublishedRun* r : validation) {
        if (out.count(r->setup)) continue;
        std::vector<const PublishedRun*> rest;
        for (const PublishedRun* q : validation) {
          if (q->setup != r->setup) rest.push_back(q);
        }
        out[r->setup] = fit(rest, &full().x).terms;
      }
      return out;
    }();
    return terms;
  }

  static std::vector<PublishedRun> runs;
  static std::vector<const PublishedRun*> validation;
};

std::vector<PublishedRun> PublishedRuns::runs;
std::vector<const PublishedRun*> PublishedRuns::validation;

// The narrowest band h = base + slope · (100 − E) (base in steps of 0.25,
// slope of 0.01) that holds `coverage` of the errors; E in percent.
std::pair<double, double> band(const std::vector<std::pair<double, double>>& estimate_error, double coverage) {
  std::pair<double, double> best{NAN, NAN};
  double narrowest = INFINITY;
  for (int i = 2; i <= 24; ++i) {
    const double base = 0.25 * i;
    for (int j = 0; j <= 100; ++j) {
      const double slope = 0.01 * j;
      double inside = 0, width = 0;
      for (const auto& [e, err] : estimate_error) {
        inside += std::fabs(err) <= base + slope * (100 - e) + 1e-9 ? 1 : 0;
        width += base + slope * (100 - e);
      }
      if (inside / static_cast<double>(estimate_error.size()) < coverage) continue;
      if (width < narrowest) narrowest = width, best = {base, slope};
      break;
    }
  }
  return best;
}

TEST_F(PublishedRuns, TheDataHoldEnoughCitedRuns) {
  std::set<std::string> setups;
  for (const PublishedRun& r : runs) setups.insert(r.setup);
  std::printf("%zu runs (%zu in the validation set) on %zu setups\n", runs.size(), validation.size(), setups.size());
  EXPECT_GE(runs.size(), 26u);
  EXPECT_EQ(validation.size(), 63u);
}

TEST_F(PublishedRuns, TheDefaultsAreTheFitToAllValidationRows) {
  const Terms& t = full().terms;
  std::printf("fitted to all %zu validation rows: overlap %.4f, step overhead %.3f ms, %.2f ms per GB\n",
              validation.size(), t.overlap, t.step_ms, t.per_gb_ms);
  EXPECT_NEAR(kEstimatorDefaults.overlap_fraction, t.overlap, 0.005);
  EXPECT_NEAR(kEstimatorDefaults.step_overhead_ms, t.step_ms, 0.05);
  EXPECT_NEAR(kEstimatorDefaults.overhead_ms_per_gb, t.per_gb_ms, 0.5);
}

TEST_F(PublishedRuns, LeaveOneOutError) {
  const Terms before{0.5, 0, 0};  // the model before issue 13 (no window cap mattered on these rows)
  std::printf("\n%-28s %9s %9s %7s %9s %7s %9s %7s\n", "run", "measured", "before", "error", "shipped", "error", "LOO",
              "error");
  std::vector<double> errors, shipped, old;
  for (const Loo& o : loo()) {
    const PublishedRun& r = *o.run;
    EstimatorInput in = input_of(r, r.devices, before);
    in.overlap_window = 1;
    const double b = r.base_devices > 1 ? 0 : estimate(in).result.efficiency_percent;
    const double s = 100 * predicted(r, kShipped);
    errors.push_back(o.error);
    shipped.push_back(s - 100 * r.measured);
    if (r.base_devices == 1) old.push_back(b - 100 * r.measured);
    char earlier[32] = "        —        —";  // the model before had no rows relative to 8 devices
    if (r.base_devices == 1) std::snprintf(earlier, sizeof earlier, "%9.1f %+7.1f", b, old.back());
    std::printf("%-28s %9.1f %s %9.1f %+7.1f %9.1f %+7.1f\n", r.id.c_str(), 100 * r.measured, earlier, s,
                shipped.back(), o.estimate, o.error);
  }
  const auto worst = std::max_element(
      loo().begin(), loo().end(), [](const Loo& a, const Loo& b) { return std::fabs(a.error) < std::fabs(b.error); });
  double squares = 0;
  int within = 0;
  for (double e : errors) squares += e * e, within += std::fabs(e) <= 12;
  const double mae = mean_abs(errors);
  std::printf("\nbefore issue 13 (rows relative to one device): MAE %.2f, worst %.1f points\n", mean_abs(old),
              worst_abs(old));
  std::printf("shipped defaults, in sample: MAE %.2f, worst %.1f points\n", mean_abs(shipped), worst_abs(shipped));
  std::printf("leave-one-out: MAE %.2f, RMS %.2f, worst %s %+.1f points; %d of %zu rows within 12 points\n", mae,
              std::sqrt(squares / static_cast<double>(errors.size())), worst->run->id.c_str(), worst->error, within,
              errors.size());
  std::vector<double> by_setup;
  for (const PublishedRun* r : validation) by_setup.push_back(points_off(*r, without_setup().at(r->setup)));
  std::printf("leave-one-setup-out: MAE %.2f, worst %.1f points\n", mean_abs(by_setup), worst_abs(by_setup));
  for (const auto& [label, keep] : std::vector<std::pair<const char*, std::function<bool(const PublishedRun&)>>>{
           {"single node", [](const PublishedRun& r) { return !r.across(); }},
           {"across nodes", [](const PublishedRun& r) { return r.across(); }},
           {"FP32", [](const PublishedRun& r) { return r.precision == "fp32"; }},
           {"mixed precision", [](const PublishedRun& r) { return r.precision != "fp32"; }}}) {
    std::vector<double> part;
    for (const Loo& o : loo()) {
      if (keep(*o.run)) part.push_back(o.error);
    }
    std::printf("  %-16s %2zu rows: LOO MAE %.2f\n", label, part.size(), mean_abs(part));
  }
  EXPECT_LE(mae, 5.0) << "goal: leave-one-out MAE at most 5 points";
  EXPECT_LT(mae, mean_abs(old)) << "better than the model before";
  std::printf("goal 'no run worse than 12 points': %s (worst %.1f)\n", std::fabs(worst->error) <= 12 ? "met" : "MISSED",
              std::fabs(worst->error));
}

// Issue 13 found every single NVLink node estimated at 99.6–99.9 %, also
// where the runs measured 79–97 %. Where a run measured below 97 % the
// estimate must not be that close to 100 % any more; modern nodes with long
// steps that measured 99 % may well be estimated near it.
TEST_F(PublishedRuns, SingleNvlinkNodesInMixedPrecisionAreNotNearlyPerfect) {
  int checked = 0;
  for (const PublishedRun& r : runs) {
    if (r.across() || r.intra_gbyte_s < 80 || r.precision == "fp32" || r.base_devices != 1) continue;
    const double e = 100 * predicted(r, kShipped);
    std::printf("%-34s estimate %5.1f %%, measured %5.1f %%\n", r.id.c_str(), e, 100 * r.measured);
    if (r.measured >= 0.97) continue;
    EXPECT_LT(e, 99.5) << r.id;
    ++checked;
  }
  EXPECT_GE(checked, 8);
}

// Calibrate on the smaller size of a pair (same setup, model, precision and
// batch; 4–32× apart), predict the larger; defaults fitted without the
// setup. Pairs measured relative to 8 devices are left out: a calibration
// point is an efficiency relative to one device.
std::vector<Pair> calibrated_pairs(const std::vector<PublishedRun>& runs, const std::map<std::string, Terms>& terms) {
  std::vector<Pair> pairs;
  for (const PublishedRun& a : runs) {
    for (const PublishedRun& b : runs) {
      const double ratio = b.devices / a.devices;
      if (a.use.rfind("excluded", 0) == 0 || b.use.rfind("excluded", 0) == 0 || a.config() != b.config() ||
          a.base_devices != 1 || a.devices < 2 || ratio < 4 || ratio > 32) {
        continue;
      }
      const Terms& t = terms.at(b.setup);
      const double cal = 100 * efficiency(b, b.devices, t, {{a.devices, 100 * a.measured}});
      const double m = 100 * b.measured;
      pairs.push_back({&a, &b, cal - m, 100 * a.measured - m, 100 * efficiency(b, b.devices, t) - m, cal});
    }
  }
  return pairs;
}

TEST_F(PublishedRuns, CalibratedExtrapolation) {
  const std::vector<Pair> pairs = calibrated_pairs(runs, without_setup());
  std::printf("\n%-26s %-26s %5s %8s %8s %10s %8s\n", "calibrate on", "predict", "ratio", "measured", "const E",
              "calibrated", "model");
  std::vector<double> cal, constant, none;
  for (const Pair& p : pairs) {
    std::printf("%-26s %-26s %5.0f %8.1f %+8.1f %+10.1f %+8.1f\n", p.small->id.c_str(), p.large->id.c_str(),
                p.large->devices / p.small->devices, 100 * p.large->measured, p.constant, p.calibrated, p.uncalibrated);
    cal.push_back(p.calibrated), constant.push_back(p.constant), none.push_back(p.uncalibrated);
  }
  std::printf(
      "%zu pairs: hold E constant MAE %.2f (worst %.1f); calibrated MAE %.2f (worst %.1f); "
      "model alone MAE %.2f (worst %.1f)\n",
      pairs.size(), mean_abs(constant), worst_abs(constant), mean_abs(cal), worst_abs(cal), mean_abs(none),
      worst_abs(none));
  for (const auto& [label, keep] : std::vector<std::pair<const char*, std::function<bool(const Pair&)>>>{
           {"point in a node, target in a node", [](const Pair& p) { return !p.large->across(); }},
           {"point in a node, target across nodes",
            [](const Pair& p) { return !p.small->across() && p.large->across(); }},
           {"point across nodes", [](const Pair& p) { return p.small->across(); }}}) {
    std::vector<double> c, k, n;
    for (const Pair& p : pairs) {
      if (keep(p)) c.push_back(p.calibrated), k.push_back(p.constant), n.push_back(p.uncalibrated);
    }
    if (!c.empty()) {
      std::printf("  %-38s %2zu pairs: const E %.2f, calibrated %.2f, model alone %.2f\n", label, c.size(), mean_abs(k),
                  mean_abs(c), mean_abs(n));
    }
  }
  EXPECT_GE(pairs.size(), 30u);
  EXPECT_LT(mean_abs(cal), mean_abs(constant)) << "goal: better than holding E constant";
  std::printf("goal 'calibrated MAE at most 3 points': %s (%.2f)\n", mean_abs(cal) <= 3 ? "met" : "MISSED",
              mean_abs(cal));
}

// Configurations with three or more sizes: the largest predicted from the
// others by the two-term least-squares calibration.
TEST_F(PublishedRuns, SeveralCalibrationPoints) {
  std::map<std::string, std::vector<const PublishedRun*>> groups;
  for (const PublishedRun& r : runs) {
    if (r.use.rfind("excluded", 0) != 0 && r.base_devices == 1 && r.devices > 1) groups[r.config()].push_back(&r);
  }
  std::vector<double> cal, constant;
  std::printf("\n%-32s %-12s %7s %8s %9s %7s %8s %10s\n", "configuration", "points", "predict", "measured", "estimate",
              "error", "const E", "points RMS");
  for (auto& [key, rows] : groups) {
    if (rows.size() < 3) continue;
    std::sort(rows.begin(), rows.end(),
              [](const PublishedRun* a, const PublishedRun* b) { return a->devices < b->devices; });
    const PublishedRun& target = *rows.back();
    Points points;
    std::string sizes;
    for (std::size_t i = 0; i + 1 < rows.size(); ++i) {
      points.emplace_back(rows[i]->devices, 100 * rows[i]->measured);
      sizes += (i ? "," : "") + std::to_string(static_cast<int>(rows[i]->devices));
    }
    const auto out = estimate(input_of(target, target.devices, without_setup().at(target.setup), points));
    ASSERT_TRUE(out.issues.empty()) << key;
    ASSERT_TRUE(out.result.calibration_rms_percent.has_value());
    const double m = 100 * target.measured;
    cal.push_back(out.result.efficiency_percent - m);
    constant.push_back(points.back().second - m);
    std::printf("%-32s %-12s %7.0f %8.1f %9.1f %+7.1f %+8.1f %10.2f\n", target.id.c_str(), sizes.c_str(),
                target.devices, m, out.result.efficiency_percent, cal.back(), constant.back(),
                *out.result.calibration_rms_percent);
  }
  std::printf("%zu configurations: two-term calibration MAE %.2f, const E (largest point) MAE %.2f\n", cal.size(),
              mean_abs(cal), mean_abs(constant));
  EXPECT_GE(cal.size(), 8u);
}

TEST_F(PublishedRuns, UncertaintyBandsComeFromTheCrossValidatedErrors) {
  const EstimatorDefaults& k = kEstimatorDefaults;
  std::vector<std::pair<double, double>> plain;
  for (const Loo& o : loo()) plain.emplace_back(o.estimate, o.error);
  const auto [base, slope] = band(plain, k.uncertainty_coverage);
  std::vector<std::pair<double, double>> calibrated;
  for (const Pair& p : calibrated_pairs(runs, without_setup()))
    calibrated.emplace_back(p.calibrated_estimate, p.calibrated);
  const auto [cal_base, cal_slope] = band(calibrated, k.uncertainty_coverage);
  std::printf(
      "uncertainty (%.0f %% of the errors inside): h = %.2f + %.2f × (100 − E) points; calibrated: h = %.2f + %.2f × "
      "(100 − E)\n",
      100 * k.uncertainty_coverage, base, slope, cal_base, cal_slope);
  EXPECT_DOUBLE_EQ(k.uncertainty_base, base);
  EXPECT_NEAR(k.uncertainty_slope, slope, 1e-9);
  EXPECT_DOUBLE_EQ(k.calibrated_uncertainty_base, cal_base);
  EXPECT_NEAR(k.calibrated_uncertainty_slope, cal_slope, 1e-9);
}

}  // namespace
}  // namespace dpsc
