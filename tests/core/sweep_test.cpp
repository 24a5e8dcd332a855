#include "core/sweep.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

namespace dpsc {
namespace {

struct Columns {
  std::vector<double> ideal, actual, speedup, lost;
  explicit Columns(std::size_t n) : ideal(n), actual(n), speedup(n), lost(n) {}
  // In the order of kScalingOutputs.
  SweepOutput out() { return {ideal.data(), actual.data(), speedup.data(), lost.data()}; }
};

TEST(Sweep, OutputColumnsFollowTheComputeTable) {
  ASSERT_EQ(kScalingOutputs.size(), 4u);
  EXPECT_STREQ(kScalingOutputs[0].name, "idealThroughput");
  EXPECT_STREQ(kScalingOutputs[1].name, "actualThroughput");
  EXPECT_STREQ(kScalingOutputs[2].name, "speedup");
  EXPECT_STREQ(kScalingOutputs[3].name, "lostThroughput");
}

TEST(Sweep, EqualsSingleComputeCalls) {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> v(0.5, 1e5), e(1, 100);
  const std::size_t n = 5000;
  std::vector<double> d(n), tp(n), ef(n);
  for (std::size_t i = 0; i < n; ++i) {
    d[i] = static_cast<double>(rng() % 100000 + 1);
    tp[i] = v(rng);
    ef[i] = e(rng);
  }
  Columns c(n);
  SweepStatus status = sweep({{{d.data(), n}, {tp.data(), n}, {ef.data(), n}}}, c.out());
  ASSERT_TRUE(status.issues.empty());
  ASSERT_EQ(status.rows, n);
  for (std::size_t i = 0; i < n; ++i) {
    ScalingResult r = compute({d[i], tp[i], ef[i]}).result;
    ASSERT_EQ(c.ideal[i], r.ideal_throughput);
    ASSERT_EQ(c.actual[i], r.actual_throughput);
    ASSERT_EQ(c.speedup[i], r.speedup);
    ASSERT_EQ(c.lost[i], r.lost_throughput);
  }
}

TEST(Sweep, BroadcastsSingleValues) {
  const double d[] = {1, 2, 64};
  const double v = 2000, e = 90;
  Columns c(3);
  SweepStatus status = sweep({{{d, 3}, {&v, 1}, {&e, 1}}}, c.out());
  ASSERT_TRUE(status.issues.empty());
  EXPECT_EQ(status.rows, 3u);
  EXPECT_EQ(c.actual[2], 115200.0);
  EXPECT_EQ(c.speedup[2], 57.6);
  EXPECT_EQ(c.ideal[0], 2000.0);
}

TEST(Sweep, StopsAtTheFirstInvalidRow) {
  const double d[] = {1, 2, 2.5, 0};
  const double v = 10, e = 50;
  Columns c(4);
  SweepStatus status = sweep({{{d, 4}, {&v, 1}, {&e, 1}}}, c.out());
  ASSERT_EQ(status.issues.size(), 1u);
  EXPECT_EQ(status.rows, 2u);
  EXPECT_EQ(status.issues[0].code, Code::not_integer);
  EXPECT_FALSE(status.whole_input);
}

TEST(Sweep, ColumnsOfDifferentLengthsAreRejected) {
  const double d[] = {1, 2, 3}, v[] = {1, 2}, e = 50;
  Columns c(3);
  SweepStatus status = sweep({{{d, 3}, {v, 2}, {&e, 1}}}, c.out());
  ASSERT_EQ(status.issues.size(), 1u);
  EXPECT_EQ(status.issues[0].field, Field::throughput_per_device);
  EXPECT_EQ(status.issues[0].code, Code::length_mismatch);
  EXPECT_TRUE(status.whole_input);
}

TEST(Sweep, EmptyColumnsGiveNoRows) {
  const double v = 1, e = 50;
  Columns c(0);
  SweepStatus status = sweep({{{nullptr, 0}, {&v, 1}, {&e, 1}}}, c.out());
  EXPECT_TRUE(status.issues.empty());
  EXPECT_EQ(status.rows, 0u);
}

TEST(Sweep, AColumnLeftOutIsMissingInputAtTheFirstRow) {
  // The bindings read a column the caller left out as one left_out() value.
  const double d[] = {1, 2}, v = 100, e = left_out();
  Columns c(2);
  SweepStatus status = sweep({{{d, 2}, {&v, 1}, {&e, 1}}}, c.out());
  ASSERT_EQ(status.issues.size(), 1u);
  EXPECT_EQ(status.issues[0].field, Field::efficiency_percent);
  EXPECT_EQ(status.issues[0].code, Code::missing_input);
  EXPECT_EQ(status.rows, 0u);
  EXPECT_FALSE(status.whole_input);
}

TEST(DeviceSteps, AscendingDistinctWholeNumbersEndingAtTheMaximum) {
  std::vector<double> out(48);
  std::size_t n = device_steps(256, 48, out.data());
  ASSERT_GT(n, 20u);
  EXPECT_EQ(out[0], 1.0);
  EXPECT_EQ(out[n - 1], 256.0);
  for (std::size_t i = 1; i < n; ++i) {
    EXPECT_GT(out[i], out[i - 1]);
    EXPECT_EQ(out[i], std::floor(out[i]));
  }
}

TEST(DeviceSteps, SmallAndDegenerateRanges) {
  std::vector<double> out(48);
  EXPECT_EQ(device_steps(4, 48, out.data()), 4u);  // 1 2 3 4
  EXPECT_EQ(out[3], 4.0);
  EXPECT_EQ(device_steps(1, 48, out.data()), 1u);
  EXPECT_EQ(device_steps(0.5, 48, out.data()), 0u);
  EXPECT_EQ(device_steps(100, 0, out.data()), 0u);
  const std::size_t n = device_steps(1e12, 48, out.data());  // capped at the device limit
  EXPECT_LE(n, 48u);
  EXPECT_GT(n, 40u);  // duplicates near 1 are dropped
  EXPECT_EQ(out[n - 1], kMaxDevices);
}

}  // namespace
}  // namespace dpsc
