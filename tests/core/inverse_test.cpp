#include "core/inverse.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

namespace dpsc {
namespace {

TEST(ImpliedEfficiency, ReadmeExampleRoundTrips) {
  const auto r = implied_efficiency({64, 2000, 115200});
  ASSERT_TRUE(r.issues.empty());
  EXPECT_DOUBLE_EQ(r.result.efficiency_percent, 90);
  EXPECT_DOUBLE_EQ(r.result.speedup, 57.6);
}

TEST(ImpliedEfficiency, MeasuredAboveIdealIsRejected) {
  const auto r = implied_efficiency({64, 2000, 128001});
  ASSERT_EQ(r.issues.size(), 1u);
  EXPECT_EQ(r.issues[0].field, Field::measured_throughput);
  EXPECT_EQ(r.issues[0].code, Code::exceeds_ideal);
  EXPECT_EQ(r.issues[0].limit, 128000.0);
  EXPECT_TRUE(implied_efficiency({64, 2000, 128000}).issues.empty());
}

TEST(ImpliedEfficiency, EveryFieldIsChecked) {
  const auto r = implied_efficiency({0, -1, std::numeric_limits<double>::quiet_NaN()});
  ASSERT_EQ(r.issues.size(), 3u);
  EXPECT_EQ(r.issues[2].code, Code::not_a_number);
  EXPECT_TRUE(std::isnan(r.issues[2].limit));  // no bound to state
  EXPECT_EQ(implied_efficiency({64, 2000, 0}).issues[0].code, Code::must_be_positive);
}

TEST(DevicesForThroughput, ReadmeExample) {
  const auto r = devices_for_throughput(2000, 90, 115200);
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(r.result.devices, 64);
  EXPECT_EQ(r.result.actual_throughput, 115200);
  EXPECT_DOUBLE_EQ(r.result.speedup, 57.6);
  EXPECT_EQ(devices_for_throughput(2000, 90, 115200.01).result.devices, 65);
  EXPECT_EQ(devices_for_throughput(2000, 90, 1).result.devices, 1);
}

TEST(DevicesForSpeedup, ReadmeExample) {
  const auto r = devices_for_speedup(90, 57.6);
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(r.result.devices, 64);
  EXPECT_FALSE(r.result.actual_throughput);  // no throughput per device given
  EXPECT_EQ(devices_for_speedup(90, 57.7).result.devices, 65);
  EXPECT_EQ(devices_for_speedup(100, 8).result.devices, 8);
}

TEST(DevicesForTarget, TheModeChoosesTheTarget) {
  // Both targets given: the mode alone decides which one is aimed at.
  TargetInput in{static_cast<double>(TargetMode::speedup), 90, 2000.0, 1e9, 57.6};
  auto r = devices_for_target(in);
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(r.result.devices, 64);
  EXPECT_EQ(r.result.actual_throughput, 115200);  // v was given, so the throughput comes along
  in.mode = static_cast<double>(TargetMode::throughput);
  in.target_throughput = 115200;
  EXPECT_EQ(devices_for_target(in).result.devices, 64);
}

TEST(DevicesForTarget, TheModesTargetIsRequired) {
  auto r = devices_for_target({static_cast<double>(TargetMode::throughput), 90, std::nullopt, std::nullopt, 10.0});
  ASSERT_EQ(r.issues.size(), 2u);
  EXPECT_EQ(r.issues[0].field, Field::throughput_per_device);
  EXPECT_EQ(r.issues[1].field, Field::target_throughput);
  r = devices_for_target({static_cast<double>(TargetMode::speedup), 90, 2000.0, 1e6, std::nullopt});
  ASSERT_EQ(r.issues.size(), 1u);
  EXPECT_EQ(r.issues[0].field, Field::target_speedup);
  EXPECT_EQ(r.issues[0].code, Code::missing_input);
}

TEST(DevicesForTarget, AnUnknownModeIsAnUnknownOption) {
  for (double mode : {-1.0, 2.0, 0.5, std::numeric_limits<double>::quiet_NaN()}) {
    const auto r = devices_for_target({mode, 90, 2000.0, 1e6, 10.0});
    ASSERT_FALSE(r.issues.empty()) << mode;
    EXPECT_EQ(r.issues[0].field, Field::mode);
    EXPECT_EQ(r.issues[0].code, Code::unknown_option);
  }
}

TEST(DevicesNeeded, RoundTripsWithCompute) {
  std::mt19937_64 rng(11);
  std::uniform_real_distribution<double> v(0.1, 1e6), e(0.5, 100), target(1, 1e9);
  for (int i = 0; i < 20000; ++i) {
    const double tp = v(rng), ef = e(rng), t = target(rng);
    const auto r = devices_for_throughput(tp, ef, t);
    if (!r.issues.empty()) {
      ASSERT_EQ(r.issues[0].code, Code::unreachable);
      continue;
    }
    const double d = r.result.devices;
    ASSERT_GE(compute({d, tp, ef}).result.actual_throughput, t);
    if (d > 1) ASSERT_LT(compute({d - 1, tp, ef}).result.actual_throughput, t);
    ASSERT_EQ(*r.result.actual_throughput, compute({d, tp, ef}).result.actual_throughput);
    const auto s = devices_for_speedup(ef, t / 1e3);
    if (!s.issues.empty()) {
      ASSERT_EQ(s.issues[0].code, Code::unreachable);
      ASSERT_GT(t / 1e3 / (ef / 100), kMaxDevices * (1 - 1e-12));
      continue;
    }
    ASSERT_GE(compute({s.result.devices, tp, ef}).result.speedup, t / 1e3);
    if (s.result.devices > 1) ASSERT_LT(compute({s.result.devices - 1, tp, ef}).result.speedup, t / 1e3);
  }
}

TEST(DevicesNeeded, UnreachableBeyondTheDeviceCap) {
  const auto r = devices_for_speedup(50, 1e7);
  ASSERT_EQ(r.issues.size(), 1u);
  EXPECT_EQ(r.issues[0].code, Code::unreachable);
  EXPECT_EQ(r.issues[0].limit, kMaxDevices);
  EXPECT_EQ(devices_for_throughput(1, 1, 1e300).issues[0].code, Code::unreachable);
  EXPECT_EQ(devices_for_speedup(100, 1e7).result.devices, 1e7);
}

// Found by the model fuzzer: target / (v · E) rounds to 10 000 000.000000002,
// one past the cap, though exactly the cap reaches the target.
TEST(DevicesNeeded, TheCapItselfCanBeTheAnswer) {
  const double target = compute({kMaxDevices, 1808, 29}).result.actual_throughput;
  const auto r = devices_for_throughput(1808, 29, target);
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(r.result.devices, kMaxDevices);
  EXPECT_EQ(devices_for_throughput(1808, 29, target * (1 + 1e-15)).issues[0].code, Code::unreachable);
}

TEST(DevicesNeeded, SubnormalThroughputsStillFindTheSmallestCount) {
  const double v = 5e-324 * 7;
  const double target = compute({190, v, 100}).result.actual_throughput;
  const auto r = devices_for_throughput(v, 100, target);
  ASSERT_TRUE(r.issues.empty()) << code_name(r.issues[0].code);
  EXPECT_LE(compute({r.result.devices, v, 100}).result.actual_throughput, target);
  EXPECT_GE(compute({r.result.devices, v, 100}).result.actual_throughput, target);
  EXPECT_LT(compute({r.result.devices - 1, v, 100}).result.actual_throughput, target);
}

TEST(DevicesNeeded, InputsAreChecked) {
  const auto r = devices_for_throughput(0, 101, -1);
  ASSERT_EQ(r.issues.size(), 3u);
  EXPECT_EQ(r.issues[0].field, Field::efficiency_percent);
  EXPECT_EQ(r.issues[1].field, Field::throughput_per_device);
  EXPECT_EQ(r.issues[2].field, Field::target_throughput);
  EXPECT_EQ(devices_for_speedup(90, std::numeric_limits<double>::infinity()).issues[0].code, Code::not_finite);
}

}  // namespace
}  // namespace dpsc
