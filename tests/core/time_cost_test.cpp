#include "core/time_cost.hpp"

#include <gtest/gtest.h>

namespace dpsc {
namespace {

TEST(TimeCost, KnownCase) {
  // 1.152 billion samples: 576 000 s on one device at 2000/s, 10 000 s on the cluster.
  const auto r = time_and_cost({64, 2000, 90, 1.152e8, 10, 2.5});
  ASSERT_TRUE(r.issues.empty());
  const TimeCost& t = r.result;
  EXPECT_EQ(t.samples, 1.152e9);
  EXPECT_EQ(t.single_device_seconds, 576000);
  EXPECT_DOUBLE_EQ(t.cluster_seconds, 10000);
  EXPECT_DOUBLE_EQ(*t.single_device_cost, 400);                  // 160 h × 2.5
  EXPECT_DOUBLE_EQ(*t.cluster_cost, 64 * 10000 / 3600.0 * 2.5);  // 444.44…
  EXPECT_DOUBLE_EQ(*t.cost_ratio, 1 / 0.9);
}

TEST(TimeCost, NoPriceMeansNoCost) {
  const auto r = time_and_cost({8, 100, 100, 1000, 1, std::nullopt});
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(r.result.cluster_seconds, 1.25);
  EXPECT_FALSE(r.result.cluster_cost);
  EXPECT_FALSE(r.result.cost_ratio);
}

TEST(TimeCost, AFreeDeviceCostsNothing) {
  const auto r = time_and_cost({8, 100, 100, 1000, 1, 0.0});
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(*r.result.cluster_cost, 0);
}

TEST(TimeCost, TimesBeyondADoubleAreOutOfRange) {
  auto r = time_and_cost({1, 1e-300, 1, 1e18, 1e6, std::nullopt});
  ASSERT_EQ(r.issues.size(), 1u);
  EXPECT_EQ(r.issues[0].field, Field::dataset_samples);
  EXPECT_EQ(r.issues[0].code, Code::out_of_range);
  EXPECT_EQ(r.result.cluster_seconds, 0);
  // Finite times (1e304 s on one device), but a cost beyond a double.
  r = time_and_cost({1e7, 1e-280, 100, 1e18, 1e6, 1e9});
  ASSERT_EQ(r.issues.size(), 1u);
  EXPECT_EQ(r.issues[0].field, Field::price_per_device_hour);
  EXPECT_EQ(r.issues[0].code, Code::out_of_range);
  // An efficiency so small that E = percent / 100 underflows to 0.
  r = time_and_cost({1, 1, 1e-323, 1, 1, 1.0});
  EXPECT_FALSE(r.issues.empty());
}

TEST(TimeCost, EveryFieldIsCheckedAndAZeroBoundIsKept) {
  const auto r = time_and_cost({0, 100, 90, 0, -1, -2.0});
  ASSERT_EQ(r.issues.size(), 4u);
  EXPECT_EQ(r.issues[1].field, Field::dataset_samples);
  EXPECT_EQ(r.issues[1].code, Code::must_be_positive);
  EXPECT_EQ(r.issues[2].field, Field::epochs);
  EXPECT_EQ(r.issues[3].field, Field::price_per_device_hour);
  EXPECT_EQ(r.issues[3].code, Code::below_minimum);
  EXPECT_EQ(r.issues[3].limit, 0);  // a real bound of 0, not "no bound"
  EXPECT_EQ(time_and_cost({1, 1, 1, 1e19, 1, std::nullopt}).issues[0].code, Code::above_maximum);
}

}  // namespace
}  // namespace dpsc
