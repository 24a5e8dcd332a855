#include "rules.hpp"

#include <cmath>

namespace dpsc {

Issue check(Field field, double value, const Rule& rule) {
  if (std::isnan(value)) return {field, Code::not_a_number, 0};
  if (std::isinf(value)) return {field, Code::not_finite, 0};
  if (rule.min_exclusive ? value <= rule.min : value < rule.min) {
    Code code = rule.min_exclusive && rule.min == 0 ? Code::must_be_positive : Code::below_minimum;
    return {field, code, rule.min};
  }
  if (value > rule.max) return {field, Code::above_maximum, rule.max};
  if (rule.integer && std::floor(value) != value) return {field, Code::not_integer, 0};
  return {field, Code::ok, 0};
}

}  // namespace dpsc
