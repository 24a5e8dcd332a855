// The scaling model of the reference documents:
//   ideal I = d·v,  actual A = I·E,  speedup S = d·E,  lost L = I − A.
#pragma once

#include "issues.hpp"
#include "rules.hpp"

namespace dpsc {

constexpr double kMaxDevices = 1e7;
constexpr double kMaxThroughput = 1e15;

constexpr Rule kDevicesRule = count_rule(1, kMaxDevices);
constexpr Rule kThroughputRule = positive_rule(kMaxThroughput);
constexpr Rule kEfficiencyPercentRule = positive_rule(100);

// Efficiency crosses the interfaces as a percentage; the model uses the
// fraction E = percent / 100.
struct ScalingInput {
  double devices;
  double throughput_per_device;
  double efficiency_percent;
  double efficiency() const { return efficiency_percent / 100; }
};

struct ScalingResult {
  double ideal_throughput;
  double actual_throughput;
  double speedup;
  double lost_throughput;
};

// Every broken rule, one issue per field, in field order.
Issues validate(const ScalingInput& input);

// validate(input).empty(), without building the issues.
inline bool is_valid(const ScalingInput& input) {
  return passes(input.devices, kDevicesRule) && passes(input.throughput_per_device, kThroughputRule) &&
         passes(input.efficiency_percent, kEfficiencyPercentRule);
}

// The formulas alone; callers validate first. Inline, so the batch loop
// (built for speed, apart from the rest) needs no call per row.
inline ScalingResult compute_unchecked(const ScalingInput& input) {
  const double d = input.devices;
  const double e = input.efficiency();
  const double ideal = d * input.throughput_per_device;
  const double actual = ideal * e;
  return ScalingResult{ideal, actual, d * e, ideal - actual};
}

struct ScalingOutcome {
  Issues issues;
  ScalingResult result;  // all zero when issues is not empty
};

ScalingOutcome compute(const ScalingInput& input);

}  // namespace dpsc
