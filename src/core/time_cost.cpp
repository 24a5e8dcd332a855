#include "time_cost.hpp"

#include <cmath>

namespace dpsc {

Outcome<TimeCost> time_and_cost(const TimeCostInput& input) {
  Outcome<TimeCost> out{check_inputs(input, kTimeCostInputs)};
  if (!out.issues.empty()) return out;
  const ScalingInput scaling = input.scaling();
  const ScalingResult r = compute_unchecked(scaling);
  TimeCost& t = out.result;
  t.samples = input.dataset_samples * input.epochs;
  t.single_device_seconds = t.samples / input.throughput_per_device;
  t.cluster_seconds = t.samples / r.actual_throughput;
  // Valid inputs can still ask for more seconds or money than a double holds
  // (1e18 samples at 1e-300 samples/s): say so rather than show infinity.
  if (!std::isfinite(t.single_device_seconds) || !std::isfinite(t.cluster_seconds)) {
    return {issues_of(Field::dataset_samples, Code::out_of_range)};
  }
  if (!input.price_per_device_hour) return out;
  const double price_per_second = *input.price_per_device_hour / 3600;
  t.single_device_cost = price_per_second * t.single_device_seconds;
  t.cluster_cost = price_per_second * input.devices * t.cluster_seconds;
  t.cost_ratio = 1 / scaling.efficiency();
  if (!std::isfinite(*t.single_device_cost) || !std::isfinite(*t.cluster_cost) || !std::isfinite(*t.cost_ratio)) {
    return {issues_of(Field::price_per_device_hour, Code::out_of_range)};
  }
  return out;
}

}  // namespace dpsc
