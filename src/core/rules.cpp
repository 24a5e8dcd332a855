#include "rules.hpp"

#include <cmath>

namespace dpsc {

Issue check(Field field, double value, const Rule& rule) {
  if (is_left_out(value)) return {field, Code::missing_input, kNoLimit, kNoIndex};
  if (rule.choice) return {field, passes(value, rule) ? Code::ok : Code::unknown_option, kNoLimit, kNoIndex};
  if (std::isnan(value)) return {field, Code::not_a_number, kNoLimit, kNoIndex};
  if (std::isinf(value)) return {field, Code::not_finite, kNoLimit, kNoIndex};
  if (rule.min_exclusive ? value <= rule.min : value < rule.min) {
    Code code = rule.min_exclusive && rule.min == 0 ? Code::must_be_positive : Code::below_minimum;
    return {field, code, rule.min, kNoIndex};
  }
  if (value > rule.max) return {field, Code::above_maximum, rule.max, kNoIndex};
  if (rule.integer && std::floor(value) != value) return {field, Code::not_integer, kNoLimit, kNoIndex};
  return {field, Code::ok, kNoLimit, kNoIndex};
}

}  // namespace dpsc
