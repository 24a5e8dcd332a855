#include "core/inverse.hpp"

#include <gtest/gtest.h>

#include <limits>
#include <random>

namespace dpsc {
namespace {

TEST(ImpliedEfficiency, SeedExampleRoundTrips) {
  ImpliedEfficiency r = implied_efficiency(64, 2000, 115200);
  ASSERT_TRUE(r.issues.empty());
  EXPECT_DOUBLE_EQ(r.efficiency_percent, 90);
  EXPECT_DOUBLE_EQ(r.speedup, 57.6);
}

TEST(ImpliedEfficiency, MeasuredAboveIdealIsRejected) {
  ImpliedEfficiency r = implied_efficiency(64, 2000, 128001);
  ASSERT_EQ(r.issues.size(), 1u);
  EXPECT_EQ(r.issues[0].field, Field::measured_throughput);
  EXPECT_EQ(r.issues[0].code, Code::exceeds_ideal);
  EXPECT_EQ(r.issues[0].limit, 128000.0);
  EXPECT_TRUE(implied_efficiency(64, 2000, 128000).issues.empty());
}

TEST(ImpliedEfficiency, EveryFieldIsChecked) {
  ImpliedEfficiency r = implied_efficiency(0, -1, std::numeric_limits<double>::quiet_NaN());
  ASSERT_EQ(r.issues.size(), 3u);
  EXPECT_EQ(r.issues[2].code, Code::not_a_number);
  EXPECT_EQ(implied_efficiency(64, 2000, 0).issues[0].code, Code::must_be_positive);
}

TEST(DevicesForThroughput, SeedExample) {
  DevicesNeeded r = devices_for_throughput(2000, 90, 115200);
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(r.devices, 64);
  EXPECT_EQ(r.achieved, 115200);
  EXPECT_EQ(devices_for_throughput(2000, 90, 115200.01).devices, 65);
  EXPECT_EQ(devices_for_throughput(2000, 90, 1).devices, 1);
}

TEST(DevicesForSpeedup, SeedExample) {
  DevicesNeeded r = devices_for_speedup(90, 57.6);
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(r.devices, 64);
  EXPECT_EQ(devices_for_speedup(90, 57.7).devices, 65);
  EXPECT_EQ(devices_for_speedup(100, 8).devices, 8);
}

TEST(DevicesNeeded, RoundTripsWithCompute) {
  std::mt19937_64 rng(11);
  std::uniform_real_distribution<double> v(0.1, 1e6), e(0.5, 100), target(1, 1e9);
  for (int i = 0; i < 20000; ++i) {
    const double tp = v(rng), ef = e(rng), t = target(rng);
    DevicesNeeded r = devices_for_throughput(tp, ef, t);
    if (!r.issues.empty()) {
      ASSERT_EQ(r.issues[0].code, Code::unreachable);
      continue;
    }
    ASSERT_GE(compute({r.devices, tp, ef}).result.actual_throughput, t);
    if (r.devices > 1) ASSERT_LT(compute({r.devices - 1, tp, ef}).result.actual_throughput, t);
    DevicesNeeded s = devices_for_speedup(ef, t / 1e3);
    if (!s.issues.empty()) {
      ASSERT_EQ(s.issues[0].code, Code::unreachable);
      ASSERT_GT(t / 1e3 / (ef / 100), kMaxDevices * (1 - 1e-12));
      continue;
    }
    ASSERT_GE(compute({s.devices, tp, ef}).result.speedup, t / 1e3);
    if (s.devices > 1) ASSERT_LT(compute({s.devices - 1, tp, ef}).result.speedup, t / 1e3);
  }
}

TEST(DevicesNeeded, UnreachableBeyondTheDeviceCap) {
  DevicesNeeded r = devices_for_speedup(50, 1e7);
  ASSERT_EQ(r.issues.size(), 1u);
  EXPECT_EQ(r.issues[0].code, Code::unreachable);
  EXPECT_EQ(r.issues[0].limit, kMaxDevices);
  EXPECT_EQ(devices_for_throughput(1, 1, 1e300).issues[0].code, Code::unreachable);
  EXPECT_EQ(devices_for_speedup(100, 1e7).devices, 1e7);
}

TEST(DevicesNeeded, InputsAreChecked) {
  DevicesNeeded r = devices_for_throughput(0, 101, -1);
  ASSERT_EQ(r.issues.size(), 3u);
  EXPECT_EQ(r.issues[0].field, Field::throughput_per_device);
  EXPECT_EQ(r.issues[1].field, Field::efficiency_percent);
  EXPECT_EQ(r.issues[2].field, Field::target_throughput);
  EXPECT_EQ(devices_for_speedup(90, std::numeric_limits<double>::infinity()).issues[0].code, Code::not_finite);
}

}  // namespace
}  // namespace dpsc
