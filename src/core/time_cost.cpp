#include "time_cost.hpp"

#include <cmath>

namespace dpsc {

TimeCost time_and_cost(const TimeCostInput& input) {
  TimeCost out{};
  out.issues = validate(input.scaling);
  check_into(out.issues, Field::dataset_samples, input.dataset_samples, positive_rule(1e18));
  check_into(out.issues, Field::epochs, input.epochs, positive_rule(1e6));
  check_into(out.issues, Field::price_per_device_hour, input.price_per_device_hour, range_rule(0, 1e9));
  if (!out.issues.empty()) return out;
  const ScalingResult r = compute_unchecked(input.scaling);
  out.samples = input.dataset_samples * input.epochs;
  out.single_device_seconds = out.samples / input.scaling.throughput_per_device;
  out.cluster_seconds = out.samples / r.actual_throughput;
  const double price_per_second = input.price_per_device_hour / 3600;
  out.single_device_cost = price_per_second * out.single_device_seconds;
  out.cluster_cost = price_per_second * input.scaling.devices * out.cluster_seconds;
  out.cost_ratio = 1 / input.scaling.efficiency();
  // Valid inputs can still ask for more seconds or money than a double holds
  // (1e18 samples at 1e-300 samples/s): say so rather than show infinity.
  if (!std::isfinite(out.single_device_seconds) || !std::isfinite(out.cluster_seconds)) {
    return TimeCost{issues_of(Field::dataset_samples, Code::out_of_range), 0, 0, 0, 0, 0, 0};
  }
  if (!std::isfinite(out.single_device_cost) || !std::isfinite(out.cluster_cost) || !std::isfinite(out.cost_ratio)) {
    return TimeCost{issues_of(Field::price_per_device_hour, Code::out_of_range), 0, 0, 0, 0, 0, 0};
  }
  return out;
}

}  // namespace dpsc
