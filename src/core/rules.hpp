// Range rules for numeric inputs: one place decides what "valid" means.
#pragma once

#include "issues.hpp"

namespace dpsc {

struct Rule {
  double min;
  double max;
  bool min_exclusive;  // true: value must be > min (reported as must_be_positive when min is 0)
  bool integer;
  bool choice = false;  // an index into a list of options: any failure is unknown_option
};

// Whole number in [min, max].
constexpr Rule count_rule(double min, double max) { return Rule{min, max, false, true}; }
// Real number in (0, max].
constexpr Rule positive_rule(double max) { return Rule{0, max, true, false}; }
// Real number in [min, max].
constexpr Rule range_rule(double min, double max) { return Rule{min, max, false, false}; }
// One of `count` options, by index.
constexpr Rule choice_rule(std::size_t count) { return Rule{0, static_cast<double>(count) - 1, false, true, true}; }

// Returns the first rule the value breaks: NaN, infinity, the lower bound,
// the upper bound, then wholeness. The limit is the bound crossed.
Issue check(Field field, double value, const Rule& rule);

// The same rule as check(), as a yes/no answer: the fast path for batches,
// which build issues only for a row that fails.
inline bool passes(double value, const Rule& rule) {
  const bool above_min = rule.min_exclusive ? value > rule.min : value >= rule.min;  // false for NaN
  return above_min && value <= rule.max && (!rule.integer || __builtin_floor(value) == value);
}

// `index`: the item of a list input the value is, or kNoIndex.
inline void check_into(Issues& issues, Field field, double value, const Rule& rule, int index = kNoIndex) {
  Issue issue = check(field, value, rule);
  issues.add(issue.field, issue.code, issue.limit, index);
}

}  // namespace dpsc
