// The estimator against the published runs of tests/data/published-runs.csv
// (sources and derivations: published-runs.md; loader and fit:
// published_runs.hpp):
//   - the three fitted defaults (o, τ, c_G) are the fit to all `fit` rows;
//   - leave-one-source-out: each row predicted by defaults fitted without
//     every row of its source, reported per group (CNN era; LLM era as plain
//     data parallelism, as replicas, in FP8) as MAE, worst row and mean
//     signed error, and per source as its mean signed error;
//   - calibrated extrapolation: calibrate on the smaller size of a pair on the
//     same setup, predict the larger (defaults fitted without that source);
//   - the uncertainty bands are the narrowest that hold 80 % of those errors
//     in each group.
// It prints the per-row table and the figures; it asserts the goals that
// are met and prints the ones that are missed. Run it alone with
//   build/native/core_tests --gtest_filter='PublishedRuns*'
#include "published_runs.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "validation_files.hpp"

namespace dpsc {
namespace {

using namespace published;  // NOLINT: the test's own helpers

// ---- what every test reads, worked out once

struct Loso {
  const PublishedRun* run;
  Banded at;  // the estimate (percent, relative to the row's base), its error (points) and where it lies
};

struct Pair {
  const PublishedRun *small, *large;
  double calibrated, constant, uncalibrated;  // errors, points
  Banded at;                                  // the calibrated estimate and its error
};

// The groups the validation reports: CNN-era, then the LLM era as plain data
// parallelism, as replicas of tensor × pipeline devices, and FP8 runs.
const char* const kGroups[] = {"cnn", "llm-dp", "llm-replicas", "fp8"};

std::string group_of(const PublishedRun& r) {
  if (r.precision == "fp8") return "fp8";
  if (r.era == "cnn") return "cnn";
  return r.replicas() ? "llm-replicas" : "llm-dp";
}

// What the tests read, worked out once per process and only when a test asks
// for it: ctest runs every test in a process of its own, and the
// leave-one-source-out fits are the slow part.
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

  // The defaults fitted without each source's rows.
  static const std::map<std::string, Terms>& without_source() {
    static const std::map<std::string, Terms> terms = [] {
      std::map<std::string, Terms> out;
      for (const PublishedRun* r : validation) {
        if (out.count(r->source)) continue;
        std::vector<const PublishedRun*> rest;
        for (const PublishedRun* q : validation) {
          if (q->source != r->source) rest.push_back(q);
        }
        out[r->source] = fit(rest, &full().x).terms;
      }
      for (const PublishedRun& r : runs) {
        if (!out.count(r.source)) out[r.source] = full().terms;  // a source with no validation row
      }
      return out;
    }();
    return terms;
  }

  // The inputs' ranges over the other sources' validation rows.
  static ValidatedRanges ranges_without(const std::string& source) {
    std::vector<const PublishedRun*> rest;
    for (const PublishedRun* q : validation) {
      if (q->source != source) rest.push_back(q);
    }
    return ranges_of(rest);
  }

  // Each validation row predicted by defaults fitted to the other sources,
  // and how far it lies outside their ranges.
  static const std::vector<Loso>& loso() {
    static const std::vector<Loso> rows = [] {
      std::vector<Loso> out;
      for (const PublishedRun* r : validation) {
        const Terms& t = without_source().at(r->source);
        out.push_back({r, banded(*r, t, 100 * predicted(*r, t), points_off(*r, t), ranges_without(r->source))});
      }
      return out;
    }();
    return rows;
  }

  // Each validation row predicted by terms fitted without any row of its
  // family (a stack the fit has never seen), banded by the other families' ranges.
  static const std::map<const PublishedRun*, Banded>& lofo() {
    static const std::map<const PublishedRun*, Banded> rows = [] {
      std::map<const PublishedRun*, Banded> out;
      for (const std::string& f : families()) {
        std::vector<const PublishedRun*> rest, held;
        for (const PublishedRun* r : validation) (r->family == f ? held : rest).push_back(r);
        const Terms t = fit(rest, &full().x).terms;
        const ValidatedRanges ranges = ranges_of(rest);
        for (const PublishedRun* r : held) out[r] = banded(*r, t, 100 * predicted(*r, t), points_off(*r, t), ranges);
      }
      return out;
    }();
    return rows;
  }

  // The errors of the rows `in` selects.
  template <typename In>
  static Errors errors_where(In in) {
    Errors out;
    for (const Loso& o : loso()) {
      if (in(*o.run, o.at)) out.push_back(o.at);
    }
    return out;
  }

  static Errors errors_of(const std::string& group) {
    return errors_where([&](const PublishedRun& r, const Banded&) { return group_of(r) == group; });
  }

  static bool everything(const PublishedRun&, const Banded&) { return true; }

  static std::set<std::string> families() {
    std::set<std::string> out;
    for (const PublishedRun* r : validation) out.insert(r->family);
    return out;
  }

  // What the band must hold 80 % of: each group, each family of stacks, and
  // the rows outside the ranges of the sources they were predicted from.
  static std::vector<Errors> held_sets() {
    std::vector<Errors> out;
    for (const char* g : kGroups) out.push_back(errors_of(g));
    for (const std::string& f : families())
      out.push_back(errors_where([&](const PublishedRun& r, const Banded&) { return r.family == f; }));
    out.push_back(errors_where([](const PublishedRun&, const Banded& b) { return b.doublings > 0; }));
    out.erase(std::remove_if(out.begin(), out.end(), [](const Errors& e) { return e.empty(); }), out.end());
    return out;
  }

  static std::vector<PublishedRun> runs;
  static std::vector<const PublishedRun*> validation;
};

std::vector<PublishedRun> PublishedRuns::runs;
std::vector<const PublishedRun*> PublishedRuns::validation;

std::vector<double> second(const Errors& errors) {
  std::vector<double> out;
  for (const Banded& e : errors) out.push_back(e.error);
  return out;
}

TEST_F(PublishedRuns, TheDataHoldEnoughCitedRuns) {
  std::set<std::string> setups, sources;
  std::map<std::string, int> usable;
  for (const PublishedRun& r : runs) {
    setups.insert(r.setup), sources.insert(r.source);
    if (!r.excluded()) ++usable[r.era];
    EXPECT_TRUE(r.era == "cnn" || r.era == "llm") << r.id;
    if (!r.excluded()) EXPECT_GT(r.memory_gbyte_s, 0) << r.id;
    if (!r.excluded()) EXPECT_GT(r.v, 0) << r.id;
  }
  std::printf("%zu runs (%zu in the validation set) on %zu setups from %zu sources; usable: %d CNN-era, %d LLM-era\n",
              runs.size(), validation.size(), setups.size(), sources.size(), usable["cnn"], usable["llm"]);
  EXPECT_GE(usable["llm"], 40) << "goal: at least 40 LLM-era rows";
}

TEST_F(PublishedRuns, TheDefaultsAreTheFitToAllValidationRows) {
  const Terms& t = full().terms;
  std::printf(
      "fitted to all %zu validation rows: overlap %.4f, step overhead %.3f ms, %.2f ms per GB at %.0f GB/s, "
      "straggler spread σ %.3f %% of the compute (α_net %.1f µs, NCCL's, not fitted)\n",
      validation.size(), t.overlap, t.step_ms, t.per_gb_ms, kEstimatorDefaults.reference_memory_gbyte_s,
      t.straggler_percent, kEstimatorDefaults.rdma_latency_us);
  EXPECT_NEAR(kEstimatorDefaults.overlap_fraction, t.overlap, 0.005);
  EXPECT_NEAR(kEstimatorDefaults.step_overhead_ms, t.step_ms, 0.05);
  EXPECT_NEAR(kEstimatorDefaults.overhead_ms_per_gb, t.per_gb_ms, 0.5);
  EXPECT_NEAR(kEstimatorDefaults.straggler_percent, t.straggler_percent, 0.005);
}

struct Goal {
  double mae, worst, bias;
};

// The rows as the documentation site's accuracy page reads them (scripts/docs/accuracy.mjs).
void write_accuracy(const char* path, const std::vector<Loso>& rows,
                    const std::map<const PublishedRun*, Banded>& unseen) {
  FILE* out = std::fopen(path, "w");
  ASSERT_NE(out, nullptr) << path;
  std::fprintf(out, "[\n");
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const PublishedRun& r = *rows[i].run;
    std::string model = r.model;
    std::replace(model.begin(), model.end(), '"', '\'');
    std::fprintf(
        out,
        "  {\"id\": \"%s\", \"model\": \"%s\", \"group\": \"%s\", \"family\": \"%s\", \"source\": \"%s\", "
        "\"tensor\": %g, \"pipeline\": %g, \"sharding\": \"%s\", \"precision\": \"%s\", \"scaling\": \"%s\", "
        "\"devices\": %g, \"base\": %g, \"measured\": %.4f, \"shipped\": %.4f, \"estimate\": %.4f, "
        "\"error\": %.4f, \"band\": %.4f, \"doublings\": %.4f, \"unseenEstimate\": %.4f, \"unseenError\": %.4f, "
        "\"unseenBand\": %.4f}%s\n",
        r.id.c_str(), model.c_str(), group_of(r).c_str(), r.family.c_str(), r.source.c_str(), r.tensor, r.pipeline,
        r.sharding.c_str(), r.precision.c_str(), r.strong ? "strong" : "weak", r.devices, r.base_devices,
        100 * r.measured, 100 * predicted(r, kShipped), rows[i].at.estimate, rows[i].at.error,
        shipped_band(false).at(rows[i].at), rows[i].at.doublings, unseen.at(&r).estimate, unseen.at(&r).error,
        shipped_band(false).at(unseen.at(&r)), i + 1 < rows.size() ? "," : "");
  }
  std::fprintf(out, "]\n");
  std::fclose(out);
}

const std::map<std::string, std::string> kReadmeLabels{{"llm-dp", "LLM, plain data parallelism"},
                                                       {"llm-replicas", "LLM, replicas (tensor × pipeline)"},
                                                       {"cnn", "CNN era"}};

// The README's headline: each group's rows, mean absolute and mean signed
// leave-one-source-out error, as this run computes them, to the digits shown.
void expect_readme_quotes(const std::string& label, const std::vector<double>& e) {
  std::ifstream file(std::string(DPSC_TEST_DATA) + "/../../README.md");
  std::stringstream readme;
  readme << file.rdbuf();
  char row[160];
  std::snprintf(row, sizeof row, "| %s | %zu | %.2f | %+.2f |", label.c_str(), e.size(), mean_abs(e), mean_signed(e));
  EXPECT_NE(readme.str().find(row), std::string::npos) << "README.md should hold the row " << row;
}

TEST_F(PublishedRuns, LeaveOneSourceOutError) {
  write_accuracy(validation::path("accuracy.json").c_str(), loso(), lofo());
  validation::expect_current("accuracy.json");
  std::printf("\n%-40s %-12s %-9s %-5s %-6s %-34s %8s %8s %7s %8s %7s %5s %5s\n", "run", "group", "layout", "prec",
              "batch", "source", "measured", "shipped", "error", "LOSO", "error", "out", "band");
  for (const Loso& o : loso()) {
    const PublishedRun& r = *o.run;
    const double s = 100 * predicted(r, kShipped);
    const std::string layout = std::to_string(static_cast<int>(r.tensor)) + "x" +
                               std::to_string(static_cast<int>(r.pipeline)) + " " + r.sharding;
    std::printf("%-40s %-12s %-9s %-5s %-6s %-34s %8.1f %8.1f %+7.1f %8.1f %+7.1f %5.1f %5.1f\n", r.id.c_str(),
                group_of(r).c_str(), layout.c_str(), r.precision.c_str(), r.strong ? "strong" : "weak",
                r.source.c_str(), 100 * r.measured, s, s - 100 * r.measured, o.at.estimate, o.at.error, o.at.doublings,
                shipped_band(false).at(o.at));
  }
  std::vector<double> in_sample;
  for (const PublishedRun* r : validation) in_sample.push_back(points_off(*r, kShipped));
  std::printf("\nshipped defaults, in sample: MAE %.2f over %zu rows\n", mean_abs(in_sample), in_sample.size());
  const EstimatorDefaults& k = kEstimatorDefaults;
  const Band shipped = shipped_band(false);
  // Issue 36's goals (the CNN era's MAE must not regress past 3.5), and issue 47's for FP8.
  const std::map<std::string, Goal> goals{
      {"cnn", {3.5, 12, 1.5}}, {"llm-dp", {2, 5, 1}}, {"llm-replicas", {3, 8, 1.5}}, {"fp8", {3, 8, 1.5}}};
  std::vector<double> all;
  std::printf(
      "\nleave-one-source-out, per group (band h = %.2f + %.2f × (100 − E) + %.2f × log2(nodes) + %.2f × doublings "
      "outside the other sources' ranges):\n",
      shipped.base, shipped.slope, shipped.per_node, shipped.per_outside);
  for (const char* group : kGroups) {
    const Errors errors = errors_of(group);
    const std::vector<double> e = second(errors);
    all.insert(all.end(), e.begin(), e.end());
    const Goal& g = goals.at(group);
    const double mae = mean_abs(e), worst = worst_abs(e), bias = mean_signed(e);
    const double covered = coverage_of(errors, shipped);
    std::printf(
        "  %-12s %3zu rows: MAE %.2f (goal %.1f: %s), worst %.1f (goal %.0f: %s), mean signed %+.2f "
        "(goal ±%.1f: %s), band coverage %.0f %%\n",
        group, e.size(), mae, g.mae, mae <= g.mae ? "met" : "MISSED", worst, g.worst,
        worst <= g.worst ? "met" : "MISSED", bias, g.bias, std::fabs(bias) <= g.bias ? "met" : "MISSED", 100 * covered);
    if (!e.empty()) EXPECT_GE(covered, k.uncertainty_coverage) << group;
    if (const auto label = kReadmeLabels.find(group); label != kReadmeLabels.end())
      expect_readme_quotes(label->second, e);
  }
  std::printf("  all %3zu rows: MAE %.2f, worst %.1f, mean signed %+.2f\n", all.size(), mean_abs(all), worst_abs(all),
              mean_signed(all));
  std::printf("\nper family of stacks (the band holds %.0f %% of each):\n", 100 * k.uncertainty_coverage);
  for (const std::string& f : families()) {
    const Errors errors = errors_where([&](const PublishedRun& r, const Banded&) { return r.family == f; });
    const double covered = coverage_of(errors, shipped);
    std::printf("  %-14s %3zu rows: MAE %.2f, mean signed %+.2f, band coverage %.0f %%\n", f.c_str(), errors.size(),
                mean_abs(second(errors)), mean_signed(second(errors)), 100 * covered);
    EXPECT_GE(covered, k.uncertainty_coverage) << f;
  }
  const Errors outside = errors_where([](const PublishedRun&, const Banded& b) { return b.doublings > 0; });
  std::printf("  outside the other sources' ranges: %zu rows, MAE %.2f, mean signed %+.2f, band coverage %.0f %%\n",
              outside.size(), mean_abs(second(outside)), mean_signed(second(outside)),
              100 * coverage_of(outside, shipped));
  std::map<std::string, Errors> by_source;
  for (const Loso& o : loso()) by_source[o.run->source].push_back(o.at);
  std::printf("\nper source (goal: no source biased beyond ±3 points):\n");
  for (const auto& [source, errors] : by_source) {
    const std::vector<double> e = second(errors);
    const double bias = mean_signed(e);
    std::printf("  %-40s %3zu rows: mean signed %+6.2f%s, MAE %.2f, band coverage %.0f %%\n", source.c_str(), e.size(),
                bias, std::fabs(bias) > 3 ? " (beyond ±3)" : "", mean_abs(e), 100 * coverage_of(errors, shipped));
  }
  // Issue 22's bar holds; issue 36's 3.5 is printed above, met or missed.
  EXPECT_LE(mean_abs(second(errors_of("cnn"))), 5.0) << "CNN-era MAE at most 5 points";
}

// A stack the fit has never seen: each family's rows predicted by terms
// fitted without any row of that family, and banded by the other families'
// ranges. A family that is all the fit has of a kind (TensorFlow, Megatron)
// says how a new stack fares: its mean signed error is the bias a planner
// would meet.
TEST_F(PublishedRuns, LeaveOneFamilyOutError) {
  const Band shipped = shipped_band(false);
  std::printf("\nleave-one-family-out (terms and ranges fitted without the family):\n");
  std::vector<double> all;
  for (const std::string& f : families()) {
    Errors errors;
    for (const auto& [r, at] : lofo()) {
      if (r->family == f) errors.push_back(at);
    }
    const std::vector<double> e = second(errors);
    all.insert(all.end(), e.begin(), e.end());
    std::printf("  %-14s %3zu rows: MAE %.2f, worst %.1f, mean signed %+.2f, band coverage %.0f %%\n", f.c_str(),
                e.size(), mean_abs(e), worst_abs(e), mean_signed(e), 100 * coverage_of(errors, shipped));
  }
  // Issue 47's goals for a stack the fit has never seen: printed, met or missed.
  const double mae = mean_abs(all), worst = worst_abs(all), bias = mean_signed(all);
  std::printf("  all %3zu rows: MAE %.2f (goal 3: %s), worst %.1f (goal 8: %s), mean signed %+.2f (goal ±1.5: %s)\n",
              all.size(), mae, mae <= 3 ? "met" : "MISSED", worst, worst <= 8 ? "met" : "MISSED", bias,
              std::fabs(bias) <= 1.5 ? "met" : "MISSED");
  EXPECT_EQ(all.size(), validation.size());
}

// What the data chose for FP8 (step_model.hpp): every usable FP8 row, the validation's and the sizes between a
// series' base and its largest, predicted by terms fitted without its source, with FP8's amax reductions and
// without them (as if BF16). The term has no fitted constant; it stays because it errs less.
// The site's accuracy page reads these rows.
TEST_F(PublishedRuns, FP8AmaxReductionsErrLessThanLeavingThemOut) {
  std::vector<double> with, without;
  FILE* json = std::fopen(validation::path("fp8.json").c_str(), "w");
  ASSERT_NE(json, nullptr);
  std::fprintf(json, "[\n");
  std::printf("FP8 rows, leave-one-source-out:          measured   amax  error   none  error\n");
  for (const PublishedRun& r : runs) {
    if (r.excluded() || r.precision != "fp8") continue;
    const Terms& t = without_source().at(r.source);
    PublishedRun bf16 = r;
    bf16.precision = "bf16";
    with.push_back(points_off(r, t));
    without.push_back(points_off(bf16, t));
    std::printf("  %-38s %7.1f %6.1f %+6.1f %6.1f %+6.1f\n", r.id.c_str(), 100 * r.measured, 100 * predicted(r, t),
                with.back(), 100 * predicted(bf16, t), without.back());
    std::fprintf(json, "%s  {\"id\": \"%s\", \"measured\": %.4f, \"amax\": %.4f, \"none\": %.4f}",
                 with.size() > 1 ? ",\n" : "", r.id.c_str(), 100 * r.measured, with.back(), without.back());
  }
  std::fprintf(json, "\n]\n");
  std::fclose(json);
  validation::expect_current("fp8.json");
  std::printf("  %zu rows: with the amax reductions MAE %.2f, mean signed %+.2f; without MAE %.2f, mean signed %+.2f\n",
              with.size(), mean_abs(with), mean_signed(with), mean_abs(without), mean_signed(without));
  ASSERT_GE(with.size(), 20u);
  EXPECT_LT(mean_abs(with), mean_abs(without));
  EXPECT_LT(std::fabs(mean_signed(with)), std::fabs(mean_signed(without)));
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
    if (r.measured >= 0.97) continue;
    EXPECT_LT(e, 99.5) << r.id;
    ++checked;
  }
  EXPECT_GE(checked, 8);
}

// Calibrate on the smaller size of a pair (same configuration, 4–32×
// apart), predict the larger; defaults fitted without the pair's source.
// Rows measured against a base of several devices (one node, the smallest
// run of a series) calibrate as the panel does with "Relative to": the point
// against that base, and the larger run read against the model's E(base),
// which the calibration keeps.
std::vector<Pair> calibrated_pairs(const std::vector<PublishedRun>& runs, const std::map<std::string, Terms>& terms,
                                   const std::function<ValidatedRanges(const std::string&)>& ranges) {
  std::vector<Pair> pairs;
  for (const PublishedRun& a : runs) {
    for (const PublishedRun& b : runs) {
      const double ratio = b.devices / a.devices;
      const double base = a.base_devices;
      if (a.excluded() || b.excluded() || a.config() != b.config() || a.devices < 2 || a.devices <= base || ratio < 4 ||
          ratio > 32) {
        continue;
      }
      const Terms& t = terms.at(b.source);
      const double against = base > 1 ? base : 0;
      const Points point{{a.devices, 100 * a.measured}};
      const double at_base = base > 1 ? efficiency(b, base, t, point, against) : 1;
      const double cal = 100 * efficiency(b, b.devices, t, point, against) / at_base;
      const double m = 100 * b.measured;
      pairs.push_back({&a, &b, cal - m, 100 * a.measured - m, 100 * predicted(b, t) - m,
                       banded(b, t, cal, cal - m, ranges(b.source))});
    }
  }
  return pairs;
}

// The pairs for the site's accuracy page: each
// pair's two runs and the larger one's error held constant, calibrated and from the model alone.
void write_pairs(const char* path, const std::vector<Pair>& pairs) {
  FILE* out = std::fopen(path, "w");
  ASSERT_NE(out, nullptr) << path;
  std::fprintf(out, "[\n");
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    const Pair& p = pairs[i];
    std::fprintf(out,
                 "  {\"small\": \"%s\", \"large\": \"%s\", \"family\": \"%s\", \"ratio\": %g, \"measured\": %.4f, "
                 "\"constant\": %.4f, \"calibrated\": %.4f, \"model\": %.4f}%s\n",
                 p.small->id.c_str(), p.large->id.c_str(), p.large->family.c_str(), p.large->devices / p.small->devices,
                 100 * p.large->measured, p.constant, p.calibrated, p.uncalibrated, i + 1 < pairs.size() ? "," : "");
  }
  std::fprintf(out, "]\n");
  std::fclose(out);
}

TEST_F(PublishedRuns, CalibratedExtrapolation) {
  const std::vector<Pair> pairs = calibrated_pairs(runs, without_source(), ranges_without);
  write_pairs(validation::path("calibration.json").c_str(), pairs);
  validation::expect_current("calibration.json");
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
  EXPECT_GE(pairs.size(), 30u);
  EXPECT_LT(mean_abs(cal), mean_abs(constant)) << "goal: better than holding E constant";
  std::printf("goal 'calibrated MAE at most 3 points': %s (%.2f)\n", mean_abs(cal) <= 3 ? "met" : "MISSED",
              mean_abs(cal));
  // Per family of stacks (issue 47's goal: at most 3 and below holding E constant in every family).
  std::map<std::string, std::array<std::vector<double>, 3>> families;
  for (const Pair& p : pairs) {
    auto& f = families[p.large->family];
    f[0].push_back(p.constant), f[1].push_back(p.calibrated), f[2].push_back(p.uncalibrated);
  }
  for (const auto& [family, f] : families) {
    const bool met = mean_abs(f[1]) <= 3 && mean_abs(f[1]) < mean_abs(f[0]);
    std::printf("  %-14s %3zu pairs: hold E constant MAE %.2f, calibrated %.2f, model alone %.2f (goal: %s)\n",
                family.c_str(), f[0].size(), mean_abs(f[0]), mean_abs(f[1]), mean_abs(f[2]), met ? "met" : "MISSED");
  }
}

// Configurations with three or more sizes: the largest predicted from the
// others by the two-term least-squares calibration.
TEST_F(PublishedRuns, SeveralCalibrationPoints) {
  std::map<std::string, std::vector<const PublishedRun*>> groups;
  for (const PublishedRun& r : runs) {
    if (!r.excluded() && r.base_devices == 1 && r.devices > 1) groups[r.config()].push_back(&r);
  }
  std::vector<double> cal, constant;
  for (auto& [key, rows] : groups) {
    if (rows.size() < 3) continue;
    std::sort(rows.begin(), rows.end(),
              [](const PublishedRun* a, const PublishedRun* b) { return a->devices < b->devices; });
    const PublishedRun& target = *rows.back();
    Points points;
    for (std::size_t i = 0; i + 1 < rows.size(); ++i) points.emplace_back(rows[i]->devices, 100 * rows[i]->measured);
    const auto out = estimate(input_of(target, target.devices, without_source().at(target.source), points));
    ASSERT_TRUE(out.issues.empty()) << key;
    ASSERT_TRUE(out.result.calibration_rms_percent.has_value());
    const double m = 100 * target.measured;
    cal.push_back(out.result.efficiency_percent - m);
    constant.push_back(points.back().second - m);
  }
  std::printf("%zu configurations: two-term calibration MAE %.2f, const E (largest point) MAE %.2f\n", cal.size(),
              mean_abs(cal), mean_abs(constant));
  EXPECT_GE(cal.size(), 8u);
}

TEST_F(PublishedRuns, UncertaintyBandsComeFromTheCrossValidatedErrors) {
  const EstimatorDefaults& k = kEstimatorDefaults;
  const Band b = band(held_sets(), k.uncertainty_coverage, per_outside_doubling(errors_where(everything)));
  Errors calibrated;
  for (const Pair& p : calibrated_pairs(runs, without_source(), ranges_without)) calibrated.push_back(p.at);
  const Band cal = band({calibrated}, k.uncertainty_coverage, b.per_outside, b.per_node);
  std::printf(
      "uncertainty (%.0f %% of the errors inside, in each group, each family and outside the ranges): h = %.2f + "
      "%.2f × (100 − E) + %.2f × log2(nodes) + %.2f × doublings outside; calibrated: h = %.2f + %.2f × (100 − E) + "
      "the same two terms\n",
      100 * k.uncertainty_coverage, b.base, b.slope, b.per_node, b.per_outside, cal.base, cal.slope);
  EXPECT_DOUBLE_EQ(k.uncertainty_base, b.base);
  EXPECT_NEAR(k.uncertainty_slope, b.slope, 1e-9);
  EXPECT_DOUBLE_EQ(k.uncertainty_per_node_doubling, b.per_node);
  EXPECT_DOUBLE_EQ(k.uncertainty_per_outside_doubling, b.per_outside);
  EXPECT_DOUBLE_EQ(k.calibrated_uncertainty_base, cal.base);
  EXPECT_NEAR(k.calibrated_uncertainty_slope, cal.slope, 1e-9);
}

// The accelerator families the estimate calls covered are exactly those of the validation rows' devices.
TEST_F(PublishedRuns, TheCoveredAcceleratorFamiliesAreTheData) {
  std::map<std::string, std::string> vendor;
  for (const Row& d : read_table("devices.csv")) vendor[d.at("device")] = d.at("vendor");
  std::set<std::string> used;
  for (const PublishedRun* r : validation) used.insert(vendor.at(r->device));
  std::set<std::string> covered;
  for (const AcceleratorFamily f : kCoveredAcceleratorFamilies)
    covered.insert(kAcceleratorFamilies[static_cast<int>(f)]);
  EXPECT_EQ(used, covered);
  for (const auto& [device, family] : vendor) {
    EXPECT_NE(std::find(kAcceleratorFamilies.begin(), kAcceleratorFamilies.end(), family), kAcceleratorFamilies.end())
        << device << ": " << family;
  }
  // Every validation row runs RDMA or TCP between its nodes: over InfiniBand or Ethernet (RoCE, TCP) where the
  // source names the network (published-runs.md), the families kCoveredNetworkFamilies holds.
  for (const PublishedRun* r : validation) EXPECT_TRUE(r->transport == "RDMA" || r->transport == "TCP") << r->id;
}

// The table of checked ranges is the data's: a row that widens one fails here until the table follows.
TEST_F(PublishedRuns, TheValidatedRangesAreTheData) {
  const ValidatedRanges data = ranges_of(validation);
  for (std::size_t i = 0; i < data.size(); ++i) {
    EXPECT_DOUBLE_EQ(kValidatedRanges[i].low, data[i].low) << kOutsideNames[i];
    EXPECT_DOUBLE_EQ(kValidatedRanges[i].high, data[i].high) << kOutsideNames[i];
  }
}

}  // namespace
}  // namespace dpsc
