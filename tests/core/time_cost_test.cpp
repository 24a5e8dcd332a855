#include "core/time_cost.hpp"

#include <gtest/gtest.h>

namespace dpsc {
namespace {

TEST(TimeCost, KnownCase) {
  // 1.152 billion samples: 576 000 s on one device at 2000/s, 10 000 s on the cluster.
  TimeCost r = time_and_cost({{64, 2000, 90}, 1.152e8, 10, 2.5});
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(r.samples, 1.152e9);
  EXPECT_EQ(r.single_device_seconds, 576000);
  EXPECT_DOUBLE_EQ(r.cluster_seconds, 10000);
  EXPECT_DOUBLE_EQ(r.single_device_cost, 400);               // 160 h × 2.5
  EXPECT_DOUBLE_EQ(r.cluster_cost, 64 * 10000 / 3600.0 * 2.5);  // 444.44…
  EXPECT_DOUBLE_EQ(r.cost_ratio, 1 / 0.9);
}

TEST(TimeCost, NoPriceMeansNoCost) {
  TimeCost r = time_and_cost({{8, 100, 100}, 1000, 1, 0});
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(r.cluster_seconds, 1.25);
  EXPECT_EQ(r.cluster_cost, 0);
}

TEST(TimeCost, EveryFieldIsChecked) {
  TimeCost r = time_and_cost({{0, 100, 90}, 0, -1, -2});
  ASSERT_EQ(r.issues.size(), 4u);
  EXPECT_EQ(r.issues[1].field, Field::dataset_samples);
  EXPECT_EQ(r.issues[1].code, Code::must_be_positive);
  EXPECT_EQ(r.issues[2].field, Field::epochs);
  EXPECT_EQ(r.issues[3].field, Field::price_per_device_hour);
  EXPECT_EQ(r.issues[3].code, Code::below_minimum);
  EXPECT_EQ(time_and_cost({{1, 1, 1}, 1e19, 1, 0}).issues[0].code, Code::above_maximum);
}

}  // namespace
}  // namespace dpsc
