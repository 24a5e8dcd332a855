// Range rules for numeric inputs: one place decides what "valid" means.
#pragma once

#include <cstdint>
#include <cstring>

#include "issues.hpp"

namespace dpsc {

// A required input the caller left out (its "given" flag 0 at the boundary,
// schema.hpp) reaches the rules as this value: a NaN with a payload of its
// own, which no operation on other values gives (an invalid one gives the
// default NaN; an operation on this one keeps it, but the operations check
// their inputs before they compute). check() tells it from a NaN the caller
// gave (not_a_number) and says missing_input, the one code for a missing
// value, as every operation's own require_input() does.
inline constexpr std::uint64_t kLeftOutBits = 0x7ff8'0000'1eff'0017;

inline double left_out() {
  double value;
  std::memcpy(&value, &kLeftOutBits, sizeof value);
  return value;
}

inline bool is_left_out(double value) {
  std::uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits == kLeftOutBits;
}

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

// Returns the first rule the value breaks: left out (missing_input, even for
// a choice), NaN, infinity, the lower bound, the upper bound, then wholeness.
// The limit is the bound crossed.
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
