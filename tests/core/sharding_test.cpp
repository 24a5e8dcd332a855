// The device-count rules of sharding.hpp on their own: the estimator, the
// memory check and the element's chart all take them from there.
#include "core/sharding.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

namespace dpsc {
namespace {

TEST(ShardingRules, HybridNeedsTwoOrMoreWholeNodes) {
  EXPECT_FALSE(spans_whole_nodes(8, 8));
  EXPECT_TRUE(spans_whole_nodes(16, 8));
  EXPECT_FALSE(spans_whole_nodes(17, 8));
  EXPECT_TRUE(spans_whole_nodes(1e7, 1e4));
  EXPECT_FALSE(spans_whole_nodes(1e7 - 1, 1e4));
  EXPECT_EQ(fewest_hybrid_devices(8), 16);
}

TEST(ShardingRules, DeviceCountIssuesNameEachRuleBroken) {
  const auto issues = [](Sharding s, double devices, bool network) {
    const DeviceCountIssues broken = device_count_issues(s, devices, 8, network, 8);
    return std::vector<Code>{broken.nodes, broken.network, broken.first()};
  };
  EXPECT_EQ(issues(Sharding::none, 8, false), (std::vector<Code>{Code::ok, Code::ok, Code::ok}));
  EXPECT_EQ(issues(Sharding::none, 9, false), (std::vector<Code>{Code::ok, Code::needs_network, Code::needs_network}));
  EXPECT_EQ(issues(Sharding::none, 9, true), (std::vector<Code>{Code::ok, Code::ok, Code::ok}));
  EXPECT_EQ(issues(Sharding::hybrid, 16, true), (std::vector<Code>{Code::ok, Code::ok, Code::ok}));
  EXPECT_EQ(issues(Sharding::hybrid, 8, false), (std::vector<Code>{Code::whole_nodes, Code::ok, Code::whole_nodes}));
  EXPECT_EQ(issues(Sharding::hybrid, 12, false),
            (std::vector<Code>{Code::whole_nodes, Code::needs_network, Code::whole_nodes}));
  EXPECT_EQ(issues(Sharding::zero3, 12, true), (std::vector<Code>{Code::ok, Code::ok, Code::ok}));
}

TEST(ShardingRules, AnIndexOutsideTheChoicesReadsAsNone) {
  EXPECT_EQ(sharding_of(std::nullopt), Sharding::none);
  EXPECT_EQ(sharding_of(4.0), Sharding::hybrid);
  EXPECT_EQ(sharding_of(5.0), Sharding::none);
  EXPECT_EQ(sharding_of(1.5), Sharding::none);
  EXPECT_EQ(sharding_of(std::numeric_limits<double>::quiet_NaN()), Sharding::none);
}

TEST(ShardingRules, RunnableCountsMoveDownToWholeStepsWithinTheirBounds) {
  std::vector<double> counts{1, 8, 15, 16, 17, 24, 31, 100, 200};
  EXPECT_EQ(runnable_counts(1, 1, 1e7, counts.data(), counts.size()), counts.size());
  EXPECT_EQ(counts, (std::vector<double>{1, 8, 15, 16, 17, 24, 31, 100, 200}));
  // Hybrid on nodes of 8: whole nodes, two or more.
  std::size_t kept = runnable_counts(8, 16, 1e7, counts.data(), counts.size());
  counts.resize(kept);
  EXPECT_EQ(counts, (std::vector<double>{16, 16, 24, 24, 96, 200}));
  for (const double d : counts) EXPECT_TRUE(spans_whole_nodes(d, 8)) << d;
  // Replicas of 32, at most 64 of them.
  counts = {1, 31, 32, 100, 2000, 2048, 5000};
  kept = runnable_counts(32, 32, 2048, counts.data(), counts.size());
  counts.resize(kept);
  EXPECT_EQ(counts, (std::vector<double>{32, 96, 1984, 2048}));
}

}  // namespace
}  // namespace dpsc
