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

// The formulas alone; callers validate first.
ScalingResult compute_unchecked(const ScalingInput& input);

struct ScalingOutcome {
  Issues issues;
  ScalingResult result;  // all zero when issues is not empty
};

ScalingOutcome compute(const ScalingInput& input);

}  // namespace dpsc
