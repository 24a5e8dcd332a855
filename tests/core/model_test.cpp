#include "core/model.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace dpsc {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

TEST(Model, ReadmeExampleIsExact) {
  const auto out = compute({64, 2000, 90});
  ASSERT_TRUE(out.issues.empty());
  EXPECT_EQ(out.result.ideal_throughput, 128000.0);
  EXPECT_EQ(out.result.actual_throughput, 115200.0);
  EXPECT_EQ(out.result.speedup, 57.6);
  EXPECT_EQ(out.result.lost_throughput, 12800.0);
}

TEST(Model, ShareableLinkExampleIsExact) {
  ScalingResult r = compute({128, 1000, 80}).result;
  EXPECT_EQ(r.ideal_throughput, 128000.0);
  EXPECT_EQ(r.actual_throughput, 102400.0);
  EXPECT_EQ(r.speedup, 102.4);
}

TEST(Model, PerfectScalingLosesNothing) {
  ScalingResult r = compute({8, 123.5, 100}).result;
  EXPECT_EQ(r.actual_throughput, r.ideal_throughput);
  EXPECT_EQ(r.speedup, 8.0);
  EXPECT_EQ(r.lost_throughput, 0.0);
}

TEST(Model, OneDeviceSpeedupIsTheEfficiency) { EXPECT_DOUBLE_EQ(compute({1, 10, 50}).result.speedup, 0.5); }

TEST(Model, LargestValidInputStaysFinite) {
  const auto out = compute({kMaxDevices, kMaxThroughput, 100});
  ASSERT_TRUE(out.issues.empty());
  EXPECT_EQ(out.result.ideal_throughput, 1e22);
  EXPECT_TRUE(std::isfinite(out.result.actual_throughput));
}

struct Case {
  ScalingInput input;
  Field field;
  Code code;
  double limit;
};

class Validation : public ::testing::TestWithParam<Case> {};

TEST_P(Validation, ReportsTheBrokenRule) {
  const Case& c = GetParam();
  Issues issues = validate(c.input);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].field, c.field);
  EXPECT_EQ(issues[0].code, c.code) << code_name(issues[0].code);
  if (std::isnan(c.limit)) {
    EXPECT_TRUE(std::isnan(issues[0].limit)) << "no bound applies";
  } else {
    EXPECT_EQ(issues[0].limit, c.limit);
  }
  const auto out = compute(c.input);
  EXPECT_EQ(out.result.ideal_throughput, 0.0);  // no number leaks from invalid input
}

INSTANTIATE_TEST_SUITE_P(
    Boundaries, Validation,
    ::testing::Values(Case{{0, 2000, 90}, Field::devices, Code::below_minimum, 1},
                      Case{{-5, 2000, 90}, Field::devices, Code::below_minimum, 1},
                      Case{{64.5, 2000, 90}, Field::devices, Code::not_integer, kNoLimit},
                      Case{{1e7 + 1, 2000, 90}, Field::devices, Code::above_maximum, 1e7},
                      Case{{kNaN, 2000, 90}, Field::devices, Code::not_a_number, kNoLimit},
                      Case{{kInf, 2000, 90}, Field::devices, Code::not_finite, kNoLimit},
                      Case{{-kInf, 2000, 90}, Field::devices, Code::not_finite, kNoLimit},
                      Case{{64, 0, 90}, Field::throughput_per_device, Code::must_be_positive, 0},
                      Case{{64, -1e-300, 90}, Field::throughput_per_device, Code::must_be_positive, 0},
                      Case{{64, 1.0000000000000002e15, 90}, Field::throughput_per_device, Code::above_maximum, 1e15},
                      Case{{64, kNaN, 90}, Field::throughput_per_device, Code::not_a_number, kNoLimit},
                      Case{{64, kInf, 90}, Field::throughput_per_device, Code::not_finite, kNoLimit},
                      Case{{64, 2000, 0}, Field::efficiency_percent, Code::must_be_positive, 0},
                      Case{{64, 2000, -10}, Field::efficiency_percent, Code::must_be_positive, 0},
                      Case{{64, 2000, 100.00000000000001}, Field::efficiency_percent, Code::above_maximum, 100},
                      Case{{64, 2000, 150}, Field::efficiency_percent, Code::above_maximum, 100},
                      Case{{64, 2000, kNaN}, Field::efficiency_percent, Code::not_a_number, kNoLimit},
                      Case{{64, 2000, -kInf}, Field::efficiency_percent, Code::not_finite, kNoLimit}));

TEST(Validation, AcceptsEveryInclusiveBound) {
  EXPECT_TRUE(validate({1, 2000, 90}).empty());
  EXPECT_TRUE(validate({1e7, 2000, 90}).empty());
  EXPECT_TRUE(validate({64, 1e15, 90}).empty());
  EXPECT_TRUE(validate({64, 5e-324, 90}).empty());
  EXPECT_TRUE(validate({64, 2000, 100}).empty());
  EXPECT_TRUE(validate({64, 2000, 1e-9}).empty());
}

TEST(Validation, ReportsEveryBrokenFieldInFieldOrder) {
  Issues issues = validate({0.5, -1, 101});
  ASSERT_EQ(issues.size(), 3u);
  EXPECT_EQ(issues[0].field, Field::devices);
  EXPECT_EQ(issues[0].code, Code::below_minimum);
  EXPECT_EQ(issues[1].field, Field::throughput_per_device);
  EXPECT_EQ(issues[2].field, Field::efficiency_percent);
  EXPECT_EQ(issues[2].code, Code::above_maximum);
}

}  // namespace
}  // namespace dpsc
