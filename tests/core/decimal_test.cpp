#include "core/decimal.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <limits>
#include <random>
#include <string>

namespace dpsc {
namespace {

double reference(const std::string& digits, long exponent) {
  return std::strtod((digits + "e" + std::to_string(exponent)).c_str(), nullptr);
}

TEST(Decimal, FastPath) {
  EXPECT_EQ(decimal_to_double("9", -1), 0.9);
  EXPECT_EQ(decimal_to_double("2000", 0), 2000.0);
  EXPECT_EQ(decimal_to_double("576", -1), 57.6);
  EXPECT_EQ(decimal_to_double("0", 5), 0.0);
  EXPECT_EQ(decimal_to_double("000", -5), 0.0);
}

TEST(Decimal, HardCases) {
  const struct {
    const char* digits;
    long exponent;
  } cases[] = {
      {"9007199254740993", 0},              // halfway, ties to even (down)
      {"9007199254740995", 0},              // halfway, ties to even (up)
      {"17976931348623157", 292},           // largest double
      {"17976931348623158", 292},           // rounds down to the largest double
      {"4940656458412", -336},              // smallest subnormal
      {"2470328229206232720882538", -348},  // just below half the smallest subnormal
      {"2470328229206232720882539", -348},  // just above it
      {"22250738585072011", -324},          // near the smallest normal
      {"7450580596923828125", -27},         // 2^-27 exactly
      {"123456789012345678901234567890", 0},
      {"1", 23},
      {"1", -23},
      {"1", 308},
      {"1", -320},
  };
  for (const auto& c : cases) {
    EXPECT_EQ(decimal_to_double(c.digits, c.exponent), reference(c.digits, c.exponent))
        << c.digits << "e" << c.exponent;
  }
}

TEST(Decimal, RangeEnds) {
  EXPECT_EQ(decimal_to_double("18", 307), std::numeric_limits<double>::infinity());
  EXPECT_EQ(decimal_to_double("1", 400), std::numeric_limits<double>::infinity());
  EXPECT_EQ(decimal_to_double("1", -400), 0.0);
  // The midpoint between the largest double and 2^1024 is 1.797693134862315807937…e308.
  EXPECT_EQ(decimal_to_double("17976931348623158079", 289), std::numeric_limits<double>::max());
  EXPECT_EQ(decimal_to_double("1797693134862315808", 290), std::numeric_limits<double>::infinity());
}

TEST(Decimal, VeryLongInputsKeepTheirRounding) {
  // 2^-1 + 2^-54 + tiny: just above a halfway point, far past 800 digits.
  std::string digits = "9007199254740993" + std::string(900, '0') + "1";
  EXPECT_EQ(decimal_to_double(digits, -901), reference(digits, -901));
  std::string exact_half = "9007199254740993" + std::string(900, '0');
  EXPECT_EQ(decimal_to_double(exact_half, -900), 9007199254740992.0);
}

TEST(Decimal, AgreesWithStrtodOnRandomInputs) {
  std::mt19937_64 rng(20261129);
  for (int i = 0; i < 200000; ++i) {
    std::string digits = std::to_string(rng() % 10 + 1);
    const int length = static_cast<int>(rng() % 25);
    for (int k = 0; k < length; ++k) digits.push_back(static_cast<char>('0' + rng() % 10));
    const long exponent = static_cast<long>(rng() % 700) - 350;
    ASSERT_EQ(decimal_to_double(digits, exponent), reference(digits, exponent)) << digits << "e" << exponent;
  }
}

}  // namespace
}  // namespace dpsc
