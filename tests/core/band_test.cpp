// The uncertainty band: wider with each doubling of the nodes and with each
// doubling by which an input lies outside the published runs' ranges
// (validated_ranges.hpp), and the estimate names the input farthest out.
// Worked by hand from the defaults.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

#include "core/estimator.hpp"

namespace dpsc {
namespace {

// An 8B-parameter model on 8-device nodes, inside every checked range.
EstimatorInput job(double devices) {
  EstimatorInput in{};
  in.devices = devices;
  in.throughput_per_device = 1;
  in.parameters = 8e9;
  in.bytes_per_gradient = 2;
  in.batch_per_device = 1;
  in.gradient_accumulation = 8;
  in.devices_per_node = 8;
  in.intra_node_bandwidth_gbyte_s = 450;
  in.inter_node_bandwidth_gbit_s = 3200;
  return in;
}

Estimate estimated(const EstimatorInput& in) {
  const Outcome<Estimate> out = estimate(in);
  EXPECT_TRUE(out.issues.empty());
  return out.result;
}

// The band without its distance terms.
double near_band(const Estimate& e) {
  const EstimatorDefaults& k = kEstimatorDefaults;
  return k.uncertainty_base + k.uncertainty_slope * (100 - e.efficiency_percent);
}

std::size_t index_of(const char* name) {
  for (std::size_t i = 0; i < kOutsideNames.size(); ++i) {
    if (std::strcmp(kOutsideNames[i], name) == 0) return i;
  }
  ADD_FAILURE() << name;
  return 0;
}

TEST(Band, OneNodeHasNoDistanceTerm) {
  const Estimate e = estimated(job(8));
  EXPECT_DOUBLE_EQ(e.uncertainty_percent, near_band(e));
  EXPECT_EQ(e.outside_inputs, 0);
  EXPECT_FALSE(e.outside_input);
  EXPECT_FALSE(e.outside_edge);
}

TEST(Band, WidensWithEachDoublingOfTheNodes) {
  // 256 devices: 32 nodes, five doublings past one.
  const Estimate e = estimated(job(256));
  EXPECT_DOUBLE_EQ(e.uncertainty_percent, near_band(e) + 5 * kEstimatorDefaults.uncertainty_per_node_doubling);
  EXPECT_EQ(e.outside_inputs, 0);
}

TEST(Band, WidensOutsideTheCheckedRangesAndNamesTheFarthestInput) {
  EstimatorInput in = job(4608);  // twice the 2,304 devices checked: one doubling
  in.tensor_parallel = 32;        // four times the 8 checked: two doublings
  const Estimate e = estimated(in);
  const EstimatorDefaults& k = kEstimatorDefaults;
  // 4,608 devices at 8 a node: 576 nodes.
  EXPECT_NEAR(e.uncertainty_percent,
              near_band(e) + k.uncertainty_per_node_doubling * std::log2(576) + k.uncertainty_per_outside_doubling * 3,
              1e-9);
  EXPECT_EQ(e.outside_inputs, 2);
  EXPECT_EQ(e.outside_input, static_cast<double>(index_of("tensorParallel")));
  EXPECT_EQ(e.outside_edge, 8);
  EXPECT_TRUE(e.outside_above);
}

TEST(Band, ANetworkCountsOnlyWhenTheJobCrossesIt) {
  EstimatorInput in = job(8);
  in.inter_node_bandwidth_gbit_s = 6.25;  // a quarter of the slowest checked, but unused in one node
  EXPECT_EQ(estimated(in).outside_inputs, 0);
  in.devices = 16;
  const Estimate e = estimated(in);
  EXPECT_EQ(e.outside_inputs, 1);
  EXPECT_EQ(e.outside_input, static_cast<double>(index_of("interNodeBandwidthGbps")));
  EXPECT_EQ(e.outside_edge, 25);
  EXPECT_DOUBLE_EQ(e.uncertainty_percent, near_band(e) + kEstimatorDefaults.uncertainty_per_node_doubling +
                                              2 * kEstimatorDefaults.uncertainty_per_outside_doubling);
}

TEST(Band, BelowARangesLowerEdgeIsOutsideToo) {
  EstimatorInput in = job(8);
  in.parameters = 2.38e7 / 4;  // two doublings below the smallest model checked
  const Estimate e = estimated(in);
  EXPECT_EQ(e.outside_input, static_cast<double>(index_of("parameters")));
  EXPECT_EQ(e.outside_edge, 2.38e7);
  EXPECT_FALSE(e.outside_above);
  EXPECT_DOUBLE_EQ(e.uncertainty_percent, near_band(e) + 2 * kEstimatorDefaults.uncertainty_per_outside_doubling);
}

// Far out, the band spans every efficiency and no more: a model of a
// thousandth of a parameter is 34.5 doublings below the smallest checked,
// 103.6 points.
TEST(Band, SaysNothingFarOutAtMostAHundredPoints) {
  EstimatorInput in = job(8);
  in.parameters = 1;  // the least a model has: 24 doublings below the smallest published run
  const Estimate e = estimated(in);
  EXPECT_EQ(e.outside_input, static_cast<double>(index_of("parameters")));
  EXPECT_EQ(e.uncertainty_percent, 100);
}

// Every checked input has a value: one added to the table but not to
// validated_values() would read as never outside.
TEST(Band, EveryCheckedInputIsRead) {
  EstimatorInput in = job(16);
  const auto values = validated_values(in, 16);
  for (std::size_t i = 0; i < values.size(); ++i) EXPECT_FALSE(std::isnan(values[i])) << kOutsideNames[i];
}

}  // namespace
}  // namespace dpsc
