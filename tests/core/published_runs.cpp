#include "published_runs.hpp"

#include <gtest/gtest.h>

namespace dpsc::published {

EstimatorInput input_of(const PublishedRun& r, double devices, const Terms& t, const Points& points, double baseline) {
  EstimatorInput in{};
  in.devices = devices;
  in.throughput_per_device = r.v;
  in.parameters = r.parameters;
  in.bytes_per_gradient = r.bytes_per_gradient;
  in.batch_per_device = r.batch;
  // The row's micro-batches per replica at its own count; other counts go through a sweep (efficiency()).
  in.gradient_accumulation = r.accumulation;
  if (r.replicas()) {
    in.tensor_parallel = r.tensor;
    in.pipeline_parallel = r.pipeline;
    in.interleaved_stages = r.interleave;
  }
  if (r.strong) in.batch_scaling = static_cast<double>(BatchScaling::strong);
  if (r.precision == "fp8") in.compute_precision = static_cast<double>(Precision::fp8);
  in.devices_per_node = r.devices_per_node;
  in.intra_node_bandwidth_gbyte_s = r.intra_gbyte_s;
  if (r.inter_gbit_s > 0) in.inter_node_bandwidth_gbit_s = r.inter_gbit_s;
  in.transport = r.transport == "TCP" ? 1 : 0;
  for (std::size_t i = 0; i < kShardings.size(); ++i) {
    if (r.sharding == kShardings[i]) in.sharding = static_cast<double>(i);
  }
  if (!in.sharding) ADD_FAILURE() << r.id << ": unknown sharding " << r.sharding;
  if (r.layers > 0) in.layers = r.layers;
  if (r.shard_group > 0) in.shard_group = r.shard_group;
  in.memory_bandwidth_gbyte_s = r.memory_gbyte_s;
  in.overlap_fraction = t.overlap;
  in.step_overhead_ms = t.step_ms;
  in.overhead_ms_per_gb = t.per_gb_ms;
  in.straggler_percent = t.straggler_percent;
  in.calibration_devices.length = in.calibration_efficiency_percent.length = static_cast<double>(points.size());
  for (std::size_t i = 0; i < points.size(); ++i) {
    in.calibration_devices.items[i] = points[i].first;
    in.calibration_efficiency_percent.items[i] = points[i].second;
  }
  if (baseline > 0) in.calibration_baseline = baseline;
  return in;
}

// E at `devices` of the row's own job: the sweep holds its step's batch at
// the row's count as strong or weak scaling says.
double efficiency(const PublishedRun& r, double devices, const Terms& t, const Points& points, double baseline) {
  EstimateColumns out{};
  std::array<double, out.size()> row{};
  for (std::size_t k = 0; k < out.size(); ++k) out[k] = &row[k];
  const SweepStatus status = estimate_sweep(input_of(r, r.devices, t, points, baseline), {&devices, 1}, out);
  EXPECT_TRUE(status.issues.empty() && status.rows == 1) << r.id << " at " << devices;
  return row[0] / 100;  // efficiencyPercent, the first output
}

namespace {

struct Bounded {
  double lo, hi;
  double to(double x) const { return lo + (hi - lo) / (1 + std::exp(-x)); }
  double from(double v) const { return std::log((v - lo) / (hi - v)); }
};
const Bounded kOverlap{0, 0.95}, kStepMs{0, 50}, kPerGbMs{0, 200}, kStraggler{0, 10};

Terms terms_of(const Vec& x) { return {kOverlap.to(x[0]), kStepMs.to(x[1]), kPerGbMs.to(x[2]), kStraggler.to(x[3])}; }

struct Best {
  Vec x;
  double value;
};

Vec combine(const Vec& a, const Vec& b, double t) {
  Vec c(a.size());
  for (std::size_t i = 0; i < a.size(); ++i) c[i] = a[i] + t * (b[i] - a[i]);
  return c;
}

Best nelder_mead(const std::function<double(const Vec&)>& f, const Vec& start, double step, int iterations) {
  const std::size_t n = start.size();
  std::vector<Vec> s(n + 1, start);
  for (std::size_t i = 0; i < n; ++i) s[i + 1][i] += step;
  Vec v(n + 1);
  for (std::size_t i = 0; i <= n; ++i) v[i] = f(s[i]);
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
      s[n] = fe < fr ? expanded : reflected, v[n] = std::min(fe, fr);
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

}  // namespace

Fit fit(const std::vector<const PublishedRun*>& rows, const Vec* warm) {
  const auto mae = [&](const Vec& x) {
    const Terms t = terms_of(x);
    double sum = 0;
    for (const PublishedRun* r : rows) sum += std::fabs(points_off(*r, t));
    return sum / static_cast<double>(rows.size());
  };
  const Vec x0{kOverlap.from(0.5), kStepMs.from(5), kPerGbMs.from(20), kStraggler.from(0.5)};
  std::vector<Vec> starts{x0};
  for (double shift : {1.0, -1.0}) {
    Vec x = x0;
    for (double& v : x) v += shift;
    starts.push_back(x);
  }
  if (warm) starts.insert(starts.begin(), *warm);
  Best best{{}, INFINITY};
  for (const Vec& start : starts) {
    Best b = nelder_mead(mae, start, 0.5, 1500);
    b = nelder_mead(mae, b.x, 0.2, 1500);
    if (b.value < best.value) best = b;
  }
  return {terms_of(best.x), best.x};
}

double coverage_of(const Errors& errors, const Band& band) {
  double inside = 0;
  for (const Banded& b : errors) inside += std::fabs(b.error) <= band.at(b) + 1e-9 ? 1 : 0;
  return errors.empty() ? 1 : inside / static_cast<double>(errors.size());
}

namespace {

// The narrowest base and slope for given distance terms, or none.
std::optional<Band> narrowest_for(const std::vector<Errors>& groups, double coverage, double per_node,
                                  double per_outside, double& narrowest) {
  std::optional<Band> best;
  for (int i = 2; i <= 60; ++i) {
    for (int j = 0; j <= 100; ++j) {
      const Band b{0.25 * i, 0.01 * j, per_node, per_outside};
      bool holds = true;
      double width = 0;
      for (const Errors& g : groups) {
        holds = holds && coverage_of(g, b) >= coverage;
        for (const Banded& e : g) width += b.at(e);
      }
      if (!holds) continue;
      if (width < narrowest) narrowest = width, best = b;
      break;  // a wider slope at this base is only wider
    }
  }
  return best;
}

}  // namespace

Band band(const std::vector<Errors>& groups, double coverage, double per_outside, std::optional<double> per_node) {
  Band best{NAN, NAN, NAN, NAN};
  double narrowest = INFINITY;
  for (int n = 0; n <= (per_node ? 0 : 8); ++n) {
    if (const auto b = narrowest_for(groups, coverage, per_node.value_or(0.25 * n), per_outside, narrowest)) best = *b;
  }
  return best;
}

double per_outside_doubling(const Errors& errors) {
  double inside = 0, outside = 0, doublings = 0, count = 0;
  for (const Banded& b : errors) {
    if (b.doublings > 0) {
      outside += std::fabs(b.error), doublings += b.doublings, count += 1;
    } else {
      inside += std::fabs(b.error);
    }
  }
  if (count == 0) return 0;
  const double grows = outside / count - inside / (static_cast<double>(errors.size()) - count);
  return std::fmax(0, std::round(4 * grows / (doublings / count)) / 4);
}

ValidatedRanges ranges_of(const std::vector<const PublishedRun*>& rows) {
  ValidatedRanges r = kValidatedRanges;
  for (ValidatedRange& range : r) range.low = range.low > 0 ? INFINITY : 0, range.high = 0;
  for (const PublishedRun* run : rows) {
    const auto values = validated_values(input_of(*run, run->devices, kShipped), run->devices);
    for (std::size_t i = 0; i < r.size(); ++i) {
      if (std::isnan(values[i])) continue;
      if (r[i].low > 0) r[i].low = std::fmin(r[i].low, values[i]);
      r[i].high = std::fmax(r[i].high, values[i]);
    }
  }
  return r;
}

Banded banded(const PublishedRun& r, const Terms& t, double estimate, double error, const ValidatedRanges& ranges) {
  const EstimatorInput in = input_of(r, r.devices, t);
  const Distance d = distance_from(validated_values(in, r.devices), ranges);
  return {estimate, std::ceil(r.devices / r.devices_per_node), d.doublings, error};
}

}  // namespace dpsc::published
