#include "inverse.hpp"

#include <cmath>

namespace dpsc {

namespace {

// The smallest whole d in [1, kMaxDevices] with reach(d) >= target, starting
// from the real-valued estimate and correcting for rounding both ways, so the
// answer agrees with compute() exactly. `reach` maps d to what it reaches.
template <typename Reach>
Outcome<double> smallest_devices(Field target_field, double target, double estimate, Reach reach) {
  Outcome<double> out{};
  double d = std::fmax(1, std::ceil(estimate));
  if (d > kMaxDevices) {
    out.issues.add(target_field, Code::unreachable, kMaxDevices);
    return out;
  }
  while (d > 1 && reach(d - 1) >= target) --d;
  while (reach(d) < target && d < kMaxDevices) ++d;
  if (reach(d) < target) {
    out.issues.add(target_field, Code::unreachable, kMaxDevices);
    return out;
  }
  out.result = d;
  return out;
}

// The answer for `devices`, with the throughput when v is known.
DevicesNeeded needed(double devices, double efficiency_percent, std::optional<double> throughput_per_device) {
  const ScalingResult r = compute_unchecked({devices, throughput_per_device.value_or(1), efficiency_percent});
  return {devices, r.speedup, throughput_per_device ? std::optional<double>(r.actual_throughput) : std::nullopt};
}

// A target the mode needs but the input left out.
void require(Issues& issues, Field field, const std::optional<double>& value) {
  if (!value) issues.add(field, Code::not_a_number);
}

}  // namespace

Outcome<ImpliedEfficiency> implied_efficiency(const ImpliedInput& in) {
  Outcome<ImpliedEfficiency> out{check_inputs(in, kImpliedInputs)};
  if (!out.issues.empty()) return out;
  const double ideal = in.devices * in.throughput_per_device;
  if (in.measured_throughput > ideal) {
    out.issues.add(Field::measured_throughput, Code::exceeds_ideal, ideal);
    return out;
  }
  out.result = {in.measured_throughput / ideal * 100, in.measured_throughput / in.throughput_per_device};
  return out;
}

Outcome<DevicesNeeded> devices_for_target(const TargetInput& in) {
  Outcome<DevicesNeeded> out{check_inputs(in, kTargetInputs)};
  const bool throughput = in.mode == static_cast<double>(TargetMode::throughput);
  if (throughput) {
    require(out.issues, Field::throughput_per_device, in.throughput_per_device);
    require(out.issues, Field::target_throughput, in.target_throughput);
  } else {
    require(out.issues, Field::target_speedup, in.target_speedup);
  }
  if (!out.issues.empty()) return out;
  const double e = in.efficiency_percent / 100;
  Outcome<double> d;
  if (throughput) {
    const double v = *in.throughput_per_device, target = *in.target_throughput;
    d = smallest_devices(Field::target_throughput, target, target / (v * e), [&](double n) {
      return compute_unchecked({n, v, in.efficiency_percent}).actual_throughput;
    });
  } else {
    const double target = *in.target_speedup;
    d = smallest_devices(Field::target_speedup, target, target / e,
                         [&](double n) { return compute_unchecked({n, 1, in.efficiency_percent}).speedup; });
  }
  out.issues = d.issues;
  if (out.issues.empty()) out.result = needed(d.result, in.efficiency_percent, in.throughput_per_device);
  return out;
}

Outcome<DevicesNeeded> devices_for_throughput(double throughput_per_device, double efficiency_percent,
                                              double target_throughput) {
  return devices_for_target({static_cast<double>(TargetMode::throughput), efficiency_percent, throughput_per_device,
                             target_throughput, std::nullopt});
}

Outcome<DevicesNeeded> devices_for_speedup(double efficiency_percent, double target_speedup) {
  return devices_for_target(
      {static_cast<double>(TargetMode::speedup), efficiency_percent, std::nullopt, std::nullopt, target_speedup});
}

}  // namespace dpsc
