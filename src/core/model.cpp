#include "model.hpp"

namespace dpsc {

Outcome<ScalingResult> compute(const ScalingInput& input) {
  Outcome<ScalingResult> outcome{validate(input)};
  if (outcome.issues.empty()) outcome.result = compute_unchecked(input);
  return outcome;
}

}  // namespace dpsc
