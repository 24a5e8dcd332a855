// The questions the model answers backwards: what efficiency a measurement
// implies, and how many devices a target needs.

#pragma once

#include "model.hpp"

namespace dpsc {

constexpr Rule kTargetRule = positive_rule(1e300);

struct ImpliedInput {
  double devices;
  double throughput_per_device;
  double measured_throughput;
};

inline constexpr std::array kImpliedInputs{
    required(Field::devices, &ImpliedInput::devices, kDevicesRule),
    required(Field::throughput_per_device, &ImpliedInput::throughput_per_device, kThroughputRule),
    required(Field::measured_throughput, &ImpliedInput::measured_throughput, kTargetRule),
};
static_assert(covers<ImpliedInput>(kImpliedInputs));

struct ImpliedEfficiency {
  double efficiency_percent;  // A_measured / (d · v) · 100
  double speedup;             // A_measured / v
};

inline constexpr std::array kImpliedOutputs{
    output("efficiencyPercent", &ImpliedEfficiency::efficiency_percent),
    output("speedup", &ImpliedEfficiency::speedup),
};
static_assert(covers<ImpliedEfficiency>(kImpliedOutputs));

// Rejects a measurement above the ideal d · v (exceeds_ideal, limit = ideal):
// the model has no superlinear scaling.
Outcome<ImpliedEfficiency> implied_efficiency(const ImpliedInput& input);

// Which target devices_for_target aims at; the enum and the API's options
// from one list (issues.hpp).
#define DPSC_TARGET_MODES(X) X(throughput) X(speedup)
enum class TargetMode : std::uint8_t { DPSC_TARGET_MODES(DPSC_ENUMERATOR) };
inline constexpr std::array kTargetModes{DPSC_TARGET_MODES(DPSC_SAME_NAME)};

struct TargetInput {
  double mode;  // TargetMode
  double efficiency_percent;
  std::optional<double> throughput_per_device;  // needed for a throughput target
  std::optional<double> target_throughput;      // needed in throughput mode
  std::optional<double> target_speedup;         // needed in speedup mode
};

inline constexpr std::array kTargetInputs{
    choice(Field::mode, &TargetInput::mode, kTargetModes),
    required(Field::efficiency_percent, &TargetInput::efficiency_percent, kEfficiencyPercentRule),
    optional(Field::throughput_per_device, &TargetInput::throughput_per_device, kThroughputRule),
    optional(Field::target_throughput, &TargetInput::target_throughput, kTargetRule),
    optional(Field::target_speedup, &TargetInput::target_speedup, kTargetRule),
};
static_assert(covers<TargetInput>(kTargetInputs));

struct DevicesNeeded {
  double devices;                           // the smallest whole number of devices that reaches the target
  double speedup;                           // d · E with that many devices
  std::optional<double> actual_throughput;  // d · v · E, when v is known
};

inline constexpr std::array kDevicesNeededOutputs{
    output("devices", &DevicesNeeded::devices),
    output("speedup", &DevicesNeeded::speedup),
    output("actualThroughput", &DevicesNeeded::actual_throughput),
};
static_assert(covers<DevicesNeeded>(kDevicesNeededOutputs));

// Smallest d with compute(d, v, E).actual_throughput >= target_throughput
// (mode throughput) or d · E >= target_speedup (mode speedup); the target of
// the mode is required, and v too for a throughput target.
Outcome<DevicesNeeded> devices_for_target(const TargetInput& input);

// The two modes with plain arguments.
Outcome<DevicesNeeded> devices_for_throughput(double throughput_per_device, double efficiency_percent,
                                              double target_throughput);
Outcome<DevicesNeeded> devices_for_speedup(double efficiency_percent, double target_speedup);

}  // namespace dpsc
