// The scaling model, as the README states it:
//   ideal I = d·v,  actual A = I·E,  speedup S = d·E,  lost Δ = I − A.

#pragma once

#include "schema.hpp"

namespace dpsc {

constexpr double kMaxDevices = 1e7;
constexpr double kMaxThroughput = 1e15;
constexpr Rule kDevicesRule = count_rule(1, kMaxDevices);
constexpr Rule kThroughputRule = positive_rule(kMaxThroughput);
constexpr Rule kEfficiencyPercentRule = positive_rule(100);

// The bounds the API states, for its users and its texts.
struct Limits {
  double max_devices;
  double max_throughput;
};

inline constexpr std::array kLimitsOutputs{
    output("maxDevices", &Limits::max_devices),
    output("maxThroughput", &Limits::max_throughput),
};
static_assert(covers<Limits>(kLimitsOutputs));

// Efficiency crosses the interfaces as a percentage; the model uses the
// fraction E = percent / 100.
struct ScalingInput {
  double devices;
  double throughput_per_device;
  double efficiency_percent;
  double efficiency() const { return efficiency_percent / 100; }
};

inline constexpr std::array kScalingInputs{
    required(Field::devices, &ScalingInput::devices, kDevicesRule),
    required(Field::throughput_per_device, &ScalingInput::throughput_per_device, kThroughputRule),
    required(Field::efficiency_percent, &ScalingInput::efficiency_percent, kEfficiencyPercentRule),
};
static_assert(covers<ScalingInput>(kScalingInputs));

struct ScalingResult {
  double ideal_throughput;
  double actual_throughput;
  double speedup;
  double lost_throughput;
};

inline constexpr std::array kScalingOutputs{
    output("idealThroughput", &ScalingResult::ideal_throughput),
    output("actualThroughput", &ScalingResult::actual_throughput),
    output("speedup", &ScalingResult::speedup),
    output("lostThroughput", &ScalingResult::lost_throughput),
};
static_assert(covers<ScalingResult>(kScalingOutputs));

// Every broken rule, one issue per field, in field order.
inline Issues validate(const ScalingInput& input) { return check_inputs(input, kScalingInputs); }

// validate(input).empty(), without building the issues.
inline bool is_valid(const ScalingInput& input) { return passes_inputs(input, kScalingInputs); }

// The formulas alone; callers validate first. Inline, so the batch loop
// (built for speed, apart from the rest) needs no call per row.
inline ScalingResult compute_unchecked(const ScalingInput& input) {
  const double d = input.devices;
  const double e = input.efficiency();
  const double ideal = d * input.throughput_per_device;
  const double actual = ideal * e;
  return ScalingResult{ideal, actual, d * e, ideal - actual};
}

Outcome<ScalingResult> compute(const ScalingInput& input);

}  // namespace dpsc
