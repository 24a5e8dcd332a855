// The scaling model, sweeps, inverse questions and time and cost: any
// doubles. Valid inputs give finite, consistent results; invalid ones give
// issues and no numbers.
#include <vector>

#include "core/inverse.hpp"
#include "core/model.hpp"
#include "core/sweep.hpp"
#include "core/time_cost.hpp"
#include "fuzz_support.hpp"

using fuzz::is_finite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Reader in(data, size);
  const dpsc::ScalingInput input{in.next(), in.next(), in.next()};

  const auto out = dpsc::compute(input);
  FUZZ_CHECK(dpsc::is_valid(input) == out.issues.empty());
  if (out.issues.empty()) {
    const dpsc::ScalingResult& r = out.result;
    FUZZ_CHECK(is_finite(r.ideal_throughput) && is_finite(r.actual_throughput) && is_finite(r.speedup) && is_finite(r.lost_throughput));
    FUZZ_CHECK(r.actual_throughput <= r.ideal_throughput && r.speedup <= input.devices && r.lost_throughput >= 0);
  } else {
    FUZZ_CHECK(out.result.ideal_throughput == 0 && out.result.actual_throughput == 0);
  }

  // A small sweep over the same values, broadcasting one column.
  std::vector<double> devices;
  for (int i = 0; i < 8; ++i) devices.push_back(in.next());
  std::vector<double> o(4 * devices.size());
  const dpsc::SweepStatus s = dpsc::sweep(
      {{{devices.data(), devices.size()}, {&input.throughput_per_device, 1}, {&input.efficiency_percent, 1}}},
      {o.data(), o.data() + 8, o.data() + 16, o.data() + 24});
  for (std::size_t row = 0; row < s.rows; ++row) {
    const auto one = dpsc::compute({devices[row], input.throughput_per_device, input.efficiency_percent});
    FUZZ_CHECK(one.issues.empty() && one.result.actual_throughput == o[8 + row]);
  }

  const double target = in.next();
  const auto implied = dpsc::implied_efficiency({input.devices, input.throughput_per_device, target});
  // 0 is possible: a measurement of 1e-320 against an ideal of 1e22 rounds to 0 %.
  if (implied.issues.empty()) {
    FUZZ_CHECK(implied.result.efficiency_percent >= 0 && implied.result.efficiency_percent <= 100);
  }

  const auto needed = dpsc::devices_for_throughput(input.throughput_per_device, input.efficiency_percent, target);
  if (needed.issues.empty()) {
    const double d = needed.result.devices;
    FUZZ_CHECK(d >= 1 && d <= dpsc::kMaxDevices);
    FUZZ_CHECK(dpsc::compute({d, input.throughput_per_device, input.efficiency_percent}).result.actual_throughput >= target);
  }
  const auto speedup = dpsc::devices_for_speedup(input.efficiency_percent, target);
  if (speedup.issues.empty()) FUZZ_CHECK(speedup.result.devices >= 1 && speedup.result.speedup >= target);

  const auto t = dpsc::time_and_cost({input.devices, input.throughput_per_device, input.efficiency_percent, in.next(),
                                      in.next(), in.next()});
  if (t.issues.empty()) {
    const dpsc::TimeCost& r = t.result;
    FUZZ_CHECK(is_finite(r.samples) && is_finite(r.single_device_seconds) && is_finite(r.cluster_seconds));
    FUZZ_CHECK(is_finite(*r.single_device_cost) && is_finite(*r.cluster_cost) && is_finite(*r.cost_ratio));
  }

  std::vector<double> steps(64);
  const std::size_t n = dpsc::device_steps(in.next(), in.byte() % 65, steps.data());
  for (std::size_t i = 1; i < n; ++i) FUZZ_CHECK(steps[i] > steps[i - 1]);
  return 0;
}
