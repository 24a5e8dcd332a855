#include "inverse.hpp"

#include <cmath>

namespace dpsc {

namespace {

constexpr Rule kTargetRule = positive_rule(1e300);

// The smallest whole d in [1, kMaxDevices] with reach(d) >= target, starting
// from the real-valued estimate and correcting for rounding both ways, so the
// answer agrees with compute() exactly.
template <typename Reach>
DevicesNeeded smallest_devices(Issues issues, Field target_field, double target, double estimate,
                               Reach reach) {
  DevicesNeeded out{issues, 0, 0};
  if (!issues.empty()) return out;
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
  out.devices = d;
  out.achieved = reach(d);
  return out;
}

}  // namespace

ImpliedEfficiency implied_efficiency(double devices, double throughput_per_device,
                                     double measured_throughput) {
  ImpliedEfficiency out{};
  check_into(out.issues, Field::devices, devices, kDevicesRule);
  check_into(out.issues, Field::throughput_per_device, throughput_per_device, kThroughputRule);
  check_into(out.issues, Field::measured_throughput, measured_throughput, kTargetRule);
  if (!out.issues.empty()) return out;
  const double ideal = devices * throughput_per_device;
  if (measured_throughput > ideal) {
    out.issues.add(Field::measured_throughput, Code::exceeds_ideal, ideal);
    return out;
  }
  out.efficiency_percent = measured_throughput / ideal * 100;
  out.speedup = measured_throughput / throughput_per_device;
  return out;
}

DevicesNeeded devices_for_throughput(double throughput_per_device, double efficiency_percent,
                                     double target_throughput) {
  Issues issues;
  check_into(issues, Field::throughput_per_device, throughput_per_device, kThroughputRule);
  check_into(issues, Field::efficiency_percent, efficiency_percent, kEfficiencyPercentRule);
  check_into(issues, Field::target_throughput, target_throughput, kTargetRule);
  const ScalingInput per_device{1, throughput_per_device, efficiency_percent};
  const double estimate = issues.empty() ? target_throughput / (throughput_per_device * per_device.efficiency()) : 0;
  return smallest_devices(issues, Field::target_throughput, target_throughput, estimate, [&](double d) {
    return compute_unchecked({d, throughput_per_device, efficiency_percent}).actual_throughput;
  });
}

DevicesNeeded devices_for_speedup(double efficiency_percent, double target_speedup) {
  Issues issues;
  check_into(issues, Field::efficiency_percent, efficiency_percent, kEfficiencyPercentRule);
  check_into(issues, Field::target_speedup, target_speedup, kTargetRule);
  const double e = efficiency_percent / 100;
  const double estimate = issues.empty() ? target_speedup / e : 0;
  return smallest_devices(issues, Field::target_speedup, target_speedup, estimate,
                          [&](double d) { return compute_unchecked({d, 1, efficiency_percent}).speedup; });
}

}  // namespace dpsc
