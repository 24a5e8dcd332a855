#include "inverse.hpp"

#include <cmath>

namespace dpsc {

namespace {

// The smallest whole d in [1, kMaxDevices] with reach(d) >= target. What d
// devices reach never falls as d grows (rounding included), so bisection
// finds the answer that agrees with compute() exactly, where a real-valued
// first guess can round past the cap or, with subnormal inputs, overflow.
template <typename Reach>
Outcome<double> smallest_devices(Field target_field, double target, Reach reach) {
  Outcome<double> out{};
  if (!(reach(kMaxDevices) >= target)) {
    out.issues.add(target_field, Code::unreachable, kMaxDevices);
    return out;
  }
  double lo = 1, hi = kMaxDevices;  // reach(hi) >= target throughout
  while (lo < hi) {
    const double mid = std::floor((lo + hi) / 2);
    if (reach(mid) >= target) {
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  out.result = hi;
  return out;
}

// The answer for `devices`, with the throughput when v is known.
DevicesNeeded needed(double devices, double efficiency_percent, std::optional<double> throughput_per_device) {
  const ScalingResult r = compute_unchecked({devices, throughput_per_device.value_or(1), efficiency_percent});
  return {devices, r.speedup, throughput_per_device ? std::optional<double>(r.actual_throughput) : std::nullopt};
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
    require_input(out.issues, Field::throughput_per_device, in.throughput_per_device);
    require_input(out.issues, Field::target_throughput, in.target_throughput);
  } else {
    require_input(out.issues, Field::target_speedup, in.target_speedup);
  }
  if (!out.issues.empty()) return out;
  Outcome<double> d;
  if (throughput) {
    const double v = *in.throughput_per_device;
    d = smallest_devices(Field::target_throughput, *in.target_throughput, [&](double n) {
      return compute_unchecked({n, v, in.efficiency_percent}).actual_throughput;
    });
  } else {
    d = smallest_devices(Field::target_speedup, *in.target_speedup, [&](double n) {
      return compute_unchecked({n, 1, in.efficiency_percent}).speedup;
    });
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
