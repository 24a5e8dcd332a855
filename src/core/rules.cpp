#include "rules.hpp"

#include <cmath>

namespace dpsc {

Issue check(Field field, double value, const Rule& rule) {
  if (rule.choice) return {field, passes(value, rule) ? Code::ok : Code::unknown_option, kNoLimit};
  if (std::isnan(value)) return {field, Code::not_a_number, kNoLimit};
  if (std::isinf(value)) return {field, Code::not_finite, kNoLimit};
  if (rule.min_exclusive ? value <= rule.min : value < rule.min) {
    Code code = rule.min_exclusive && rule.min == 0 ? Code::must_be_positive : Code::below_minimum;
    return {field, code, rule.min};
  }
  if (value > rule.max) return {field, Code::above_maximum, rule.max};
  if (rule.integer && std::floor(value) != value) return {field, Code::not_integer, kNoLimit};
  return {field, Code::ok, kNoLimit};
}

}  // namespace dpsc
