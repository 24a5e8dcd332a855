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
