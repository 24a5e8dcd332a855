#include "model.hpp"

namespace dpsc {

Issues validate(const ScalingInput& input) {
  Issues issues;
  check_into(issues, Field::devices, input.devices, kDevicesRule);
  check_into(issues, Field::throughput_per_device, input.throughput_per_device, kThroughputRule);
  check_into(issues, Field::efficiency_percent, input.efficiency_percent, kEfficiencyPercentRule);
  return issues;
}

ScalingOutcome compute(const ScalingInput& input) {
  ScalingOutcome outcome{validate(input), {}};
  if (outcome.issues.empty()) outcome.result = compute_unchecked(input);
  return outcome;
}

}  // namespace dpsc
