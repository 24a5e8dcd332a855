#include "core/rules.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "core/model.hpp"

namespace dpsc {
namespace {

// passes() is the batch fast path of check(): they must never disagree.
TEST(Rules, PassesAgreesWithCheck) {
  const Rule rules[] = {kDevicesRule,     kThroughputRule,    kEfficiencyPercentRule,
                        range_rule(0, 1), count_rule(1, 1e6), positive_rule(8)};
  const double specials[] = {0.0,
                             -0.0,
                             1.0,
                             -1.0,
                             0.5,
                             1e7,
                             1e7 + 1,
                             1e15,
                             1e300,
                             100,
                             100.0000001,
                             5e-324,
                             std::numeric_limits<double>::quiet_NaN(),
                             left_out(),
                             std::numeric_limits<double>::infinity(),
                             -std::numeric_limits<double>::infinity(),
                             9.2e18,
                             -9.3e18,
                             1e6 + 0.5};
  std::mt19937_64 rng(3);
  std::uniform_real_distribution<double> wide(-2e7, 2e7);
  for (const Rule& rule : rules) {
    for (double v : specials) EXPECT_EQ(passes(v, rule), check(Field::devices, v, rule).code == Code::ok) << v;
    for (int i = 0; i < 100000; ++i) {
      const double v = i % 3 ? std::round(wide(rng)) : wide(rng);
      ASSERT_EQ(passes(v, rule), check(Field::devices, v, rule).code == Code::ok) << v;
    }
  }
}

// A required input left out is its own NaN: missing_input, for a number and
// for a choice alike; any other NaN is not a number (or, for a choice, no option).
TEST(Rules, ALeftOutValueIsMissingInputAndNoOtherNaNIs) {
  const Rule choice = choice_rule(2);
  EXPECT_EQ(check(Field::devices, left_out(), kDevicesRule).code, Code::missing_input);
  EXPECT_EQ(check(Field::mode, left_out(), choice).code, Code::missing_input);
  EXPECT_TRUE(std::isnan(check(Field::devices, left_out(), kDevicesRule).limit));
  volatile double zero = 0;
  const double nans[] = {std::numeric_limits<double>::quiet_NaN(),
                         -std::numeric_limits<double>::quiet_NaN(),
                         std::nan(""),
                         zero / zero,
                         std::numeric_limits<double>::infinity() * zero,
                         std::sqrt(-1 - zero)};
  for (double v : nans) {
    ASSERT_TRUE(std::isnan(v));
    EXPECT_FALSE(is_left_out(v)) << "arithmetic gave the left-out NaN";
    EXPECT_EQ(check(Field::devices, v, kDevicesRule).code, Code::not_a_number);
    EXPECT_EQ(check(Field::mode, v, choice).code, Code::unknown_option);
  }
  EXPECT_TRUE(is_left_out(left_out()));
  EXPECT_FALSE(passes(left_out(), kDevicesRule));
}

TEST(Rules, IsValidAgreesWithValidate) {
  std::mt19937_64 rng(5);
  std::uniform_real_distribution<double> d(-5, 2e7), v(-1, 1e6), e(-10, 120);
  for (int i = 0; i < 100000; ++i) {
    const ScalingInput input{i % 2 ? std::round(d(rng)) : d(rng), v(rng), e(rng)};
    ASSERT_EQ(is_valid(input), validate(input).empty());
  }
}

}  // namespace
}  // namespace dpsc

namespace dpsc {
namespace {

// A list that holds every issue found, or ends in `truncated`: never a list
// cut without a word.
TEST(Issues, AFullListSaysItWasCut) {
  Issues whole;
  for (std::size_t i = 0; i + 1 < Issues::capacity; ++i) whole.add(Field::devices, Code::not_integer);
  ASSERT_EQ(whole.size(), Issues::capacity - 1);
  EXPECT_EQ(whole[whole.size() - 1].code, Code::not_integer);  // room for all: nothing said

  Issues cut = whole;
  cut.add(Field::epochs, Code::above_maximum, 1e6);
  cut.add(Field::layers, Code::below_minimum, 1);  // dropped
  ASSERT_EQ(cut.size(), Issues::capacity);
  const Issue& last = cut[cut.size() - 1];
  EXPECT_EQ(last.code, Code::truncated);
  EXPECT_EQ(last.field, Field::epochs);  // the first issue that did not fit
  EXPECT_TRUE(std::isnan(last.limit));
}

}  // namespace
}  // namespace dpsc
