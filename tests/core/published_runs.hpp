// The published runs of tests/data/published-runs.csv (sources and
// derivations: published-runs.md) as inputs to the core's own estimate(),
// and the fit of the estimator's free terms to them. Every figure goes
// through estimate() with the fitted terms given as overrides, so what is
// fitted and validated is what ships.
#pragma once

#include <algorithm>
#include <cmath>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "core/estimator.hpp"

#ifndef DPSC_TEST_DATA
#define DPSC_TEST_DATA "tests/data"
#endif

namespace dpsc::published {

struct PublishedRun {
  std::string id, setup, model, precision, sharding, transport, use, source, era, device;
  double parameters, bytes_per_gradient, devices, devices_per_node, batch, accumulation, v;
  double measured;  // efficiency, a fraction, relative to base_devices
  double intra_gbyte_s, inter_gbit_s, base_devices, layers, shard_group, memory_gbyte_s;
  double tensor = 1, pipeline = 1, interleave = 1;
  bool strong = false;
  std::string family;  // the stack's lineage: the band holds each family's errors
  double replica() const { return tensor * pipeline; }
  bool replicas() const { return replica() > 1; }
  std::string config() const {
    return setup + "|" + model + "|" + precision + "|" + std::to_string(batch) + "|" + std::to_string(base_devices);
  }
  bool across() const { return devices > devices_per_node; }
  bool excluded() const { return use.rfind("excluded", 0) == 0; }
};

using Row = std::map<std::string, std::string>;

// The rows of a comma-separated file with a header, '#' lines left out.
inline std::vector<Row> read_table(const std::string& name) {
  std::ifstream csv(std::string(DPSC_TEST_DATA) + "/" + name);
  std::vector<Row> rows;
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
    Row r;
    for (std::size_t i = 0; i < header.size() && i < cells.size(); ++i) r[header[i]] = cells[i];
    rows.push_back(r);
  }
  return rows;
}

inline double number_or(const Row& r, const char* name, double otherwise) {
  const auto it = r.find(name);
  return it == r.end() || it->second.empty() ? otherwise : std::stod(it->second);
}

inline std::vector<PublishedRun> load_runs() {
  std::map<std::string, double> memory;
  for (const Row& d : read_table("devices.csv")) memory[d.at("device")] = std::stod(d.at("memory_gbyte_s"));
  std::vector<PublishedRun> runs;
  for (const Row& c : read_table("published-runs.csv")) {
    const auto num = [&](const char* name) { return std::stod(c.at(name)); };
    runs.push_back({c.at("id"),
                    c.at("setup"),
                    c.at("model"),
                    c.at("precision"),
                    c.at("sharding"),
                    c.at("transport"),
                    c.at("use"),
                    c.at("source"),
                    c.at("era"),
                    c.at("device"),
                    num("parameters"),
                    num("bytes_per_gradient"),
                    num("devices"),
                    num("devices_per_node"),
                    num("batch_per_device"),
                    num("grad_accumulation"),
                    number_or(c, "throughput_1_device", 0),  // empty only on excluded rows
                    num("measured_efficiency"),
                    num("intra_node_gbyte_s"),
                    num("inter_node_gbit_s"),
                    num("base_devices"),
                    number_or(c, "layers", 0),
                    number_or(c, "shard_group", 0),
                    memory.count(c.at("device")) ? memory.at(c.at("device")) : 0,  // 0: not in devices.csv
                    number_or(c, "tensor_parallel", 1),
                    number_or(c, "pipeline_parallel", 1),
                    number_or(c, "virtual_stages", 1),
                    c.count("scaling") && c.at("scaling") == "strong",
                    c.at("family")});
  }
  return runs;
}

// The fitted terms, given to the core as overrides.
// α_net is NCCL's own, not fitted (estimator_defaults.hpp).
struct Terms {
  double overlap, step_ms, per_gb_ms, straggler_percent;
};

inline const Terms kShipped{kEstimatorDefaults.overlap_fraction, kEstimatorDefaults.step_overhead_ms,
                            kEstimatorDefaults.overhead_ms_per_gb, kEstimatorDefaults.straggler_percent};

// A calibration point: devices, efficiency in percent.
using Points = std::vector<std::pair<double, double>>;

// A calibration's `baseline` (0: none): the count the points' efficiencies are relative to.
EstimatorInput input_of(const PublishedRun& r, double devices, const Terms& t, const Points& points = {},
                        double baseline = 0);

// The model's efficiency at `devices`, a fraction.
double efficiency(const PublishedRun& r, double devices, const Terms& t, const Points& points = {},
                  double baseline = 0);

// What the row measured: the efficiency relative to its base (1 or more devices).
inline double predicted(const PublishedRun& r, const Terms& t) {
  const double e = efficiency(r, r.devices, t);
  return r.base_devices > 1 ? e / efficiency(r, r.base_devices, t) : e;
}

inline double points_off(const PublishedRun& r, const Terms& t) { return 100 * (predicted(r, t) - r.measured); }

inline double mean_abs(const std::vector<double>& errors) {
  double sum = 0;
  for (double e : errors) sum += std::fabs(e);
  return errors.empty() ? 0 : sum / static_cast<double>(errors.size());
}

inline double mean_signed(const std::vector<double>& errors) {
  double sum = 0;
  for (double e : errors) sum += e;
  return errors.empty() ? 0 : sum / static_cast<double>(errors.size());
}

inline double worst_abs(const std::vector<double>& errors) {
  double worst = 0;
  for (double e : errors) worst = std::max(worst, std::fabs(e));
  return worst;
}

using Vec = std::vector<double>;

struct Fit {
  Terms terms;
  Vec x;
};

// The terms that fit `rows` best (least absolute error, Nelder–Mead on
// bounded terms, several starts), optionally from a warm start.
Fit fit(const std::vector<const PublishedRun*>& rows, const Vec* warm = nullptr);

// A cross-validated error and where it was made: the estimate (percent),
// the nodes, and the doublings by which the row lies outside the ranges of
// the rows it was predicted from (validated_ranges.hpp).
struct Banded {
  double estimate, nodes, doublings, error;
};
using Errors = std::vector<Banded>;

// The band h = base + slope · (100 − E) + per_node · log2(nodes) +
// per_outside · doublings (estimator_defaults.hpp).
struct Band {
  double base, slope, per_node, per_outside;
  double at(const Banded& b) const {
    return base + slope * (100 - b.estimate) + per_node * std::log2(b.nodes) + per_outside * b.doublings;
  }
};

inline Band shipped_band(bool calibrated) {
  const EstimatorDefaults& k = kEstimatorDefaults;
  return {calibrated ? k.calibrated_uncertainty_base : k.uncertainty_base,
          calibrated ? k.calibrated_uncertainty_slope : k.uncertainty_slope, k.uncertainty_per_node_doubling,
          k.uncertainty_per_outside_doubling};
}

// The share of `errors` inside the band.
double coverage_of(const Errors& errors, const Band& band);

// The narrowest band (base in steps of 0.25, slope of 0.01, per_node of
// 0.25; narrowest: the least width summed over every error) that holds
// `coverage` of the errors of each group, with the given per_outside; with
// `per_node` given, only base and slope are searched.
Band band(const std::vector<Errors>& groups, double coverage, double per_outside,
          std::optional<double> per_node = std::nullopt);

// How much the error grows per doubling outside the ranges, as the errors
// show it (in steps of 0.25): the mean error outside less the mean inside,
// over the mean doublings outside. Coverage alone cannot set this term when
// the few rows outside happen to fall inside a band fitted to the rest.
double per_outside_doubling(const Errors& errors);

// The ranges of the inputs over `rows`, as validated_ranges.hpp holds them for all validation rows.
ValidatedRanges ranges_of(const std::vector<const PublishedRun*>& rows);

// A row's error with where it lies, against `ranges`.
Banded banded(const PublishedRun& r, const Terms& t, double estimate, double error, const ValidatedRanges& ranges);

}  // namespace dpsc::published
