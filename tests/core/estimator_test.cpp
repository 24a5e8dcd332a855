#include "core/estimator.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#ifndef DPSC_TEST_DATA
#define DPSC_TEST_DATA "tests/data"
#endif

namespace dpsc {
namespace {

constexpr std::nullopt_t kDefault = std::nullopt;

// An 8-GPU node with NVLink 3 and NVSwitch (300 GB/s per GPU and direction),
// training a 1.5-billion-parameter model in BF16.
EstimatorInput nvlink_node() {
  return {8, 40, 1.5e9, 2, 8, 1, 8, 300, 0, 0, kDefault, kDefault, kDefault};
}

TEST(Estimator, OneDeviceScalesPerfectly) {
  EstimatorInput in = nvlink_node();
  in.devices = 1;
  Estimate e = estimate(in);
  ASSERT_TRUE(e.issues.empty());
  EXPECT_EQ(e.efficiency_percent, 100);
  EXPECT_EQ(e.all_reduce_seconds, 0);
}

TEST(Estimator, FormulaByHand) {
  Estimate e = estimate(nvlink_node());
  ASSERT_TRUE(e.issues.empty());
  const double bus = 300e9 * 0.8;
  const double t_ar = 2.0 * 7 / 8 * 3e9 / bus + 2 * 7 * 5e-6;
  EXPECT_DOUBLE_EQ(e.gradient_bytes, 3e9);
  EXPECT_DOUBLE_EQ(e.compute_seconds, 0.2);
  EXPECT_DOUBLE_EQ(e.bus_bandwidth_bytes_s, bus);
  EXPECT_DOUBLE_EQ(e.all_reduce_seconds, t_ar);
  EXPECT_DOUBLE_EQ(e.exposed_seconds, 0.5 * t_ar);
  EXPECT_DOUBLE_EQ(e.efficiency_percent, 100 * 0.2 / (0.2 + 0.5 * t_ar));
  EXPECT_EQ(e.global_batch, 64);
  EXPECT_EQ(e.nodes, 1);
  EXPECT_EQ(e.link_efficiency, 0.8);
  EXPECT_EQ(e.latency_us, 5);
}

TEST(Estimator, SensibleForOneNvlinkNode) {
  const double e = estimate(nvlink_node()).efficiency_percent;
  EXPECT_GT(e, 85);
  EXPECT_LT(e, 100);
}

TEST(Estimator, SensibleFor64NodesOn400GbInfiniBand) {
  EstimatorInput in = nvlink_node();
  in.devices = 512;
  in.inter_node_bandwidth_gbit_s = 400;
  Estimate e = estimate(in);
  ASSERT_TRUE(e.issues.empty());
  EXPECT_EQ(e.nodes, 64);
  EXPECT_DOUBLE_EQ(e.bus_bandwidth_bytes_s, 50e9 * 0.9);  // the network is the bottleneck
  EXPECT_GT(e.efficiency_percent, 50);
  EXPECT_LT(e.efficiency_percent, estimate(nvlink_node()).efficiency_percent);
  in.inter_node_bandwidth_gbit_s = 8 * 400;  // eight NICs a node, as in a DGX H100
  EXPECT_GT(estimate(in).efficiency_percent, e.efficiency_percent);
}

TEST(Estimator, EfficiencyFallsAsDevicesAreAdded) {
  EstimatorInput in = nvlink_node();
  in.inter_node_bandwidth_gbit_s = 200;
  double previous = 101;
  for (double d = 1; d <= 4096; d *= 2) {
    const double e = estimate_at(in, d).efficiency_percent;
    EXPECT_LE(e, previous) << d;
    previous = e;
  }
}

TEST(Estimator, TcpIsSlowerThanRdma) {
  EstimatorInput in = nvlink_node();
  in.devices = 64;
  in.inter_node_bandwidth_gbit_s = 100;
  const double rdma = estimate(in).efficiency_percent;
  in.transport = 1;
  EXPECT_LT(estimate(in).efficiency_percent, rdma);
}

TEST(Estimator, OverridesReplaceDefaults) {
  EstimatorInput in = nvlink_node();
  in.link_efficiency = 1;
  in.overlap_fraction = 1;
  in.latency_us = 0;
  Estimate e = estimate(in);
  EXPECT_EQ(e.efficiency_percent, 100);  // everything hidden
  EXPECT_EQ(e.link_efficiency, 1);
  EXPECT_DOUBLE_EQ(e.all_reduce_seconds, 2.0 * 7 / 8 * 3e9 / 300e9);
}

TEST(Estimator, EveryFieldIsValidated) {
  EstimatorInput bad{0, 0, 0, 9, 0, 0.5, 0, 0, -1, 2, 0.0, 1.5, -1.0};
  Issues issues = validate(bad);
  std::vector<Field> fields;
  for (const Issue& i : issues) fields.push_back(i.field);
  EXPECT_EQ(fields, (std::vector<Field>{Field::devices, Field::throughput_per_device, Field::parameters,
                                        Field::bytes_per_gradient, Field::batch_per_device,
                                        Field::gradient_accumulation, Field::devices_per_node,
                                        Field::intra_node_bandwidth, Field::inter_node_bandwidth, Field::transport,
                                        Field::link_efficiency, Field::overlap_fraction, Field::latency}));
  EXPECT_EQ(issues[9].code, Code::unknown_option);
  EXPECT_EQ(issues[10].code, Code::below_minimum);
  EXPECT_EQ(issues[10].limit, 0.01);
}

TEST(Estimator, ExtremeValidInputsStayFinite) {
  // The slowest compute against the slowest link, and the reverse.
  EstimatorInput slow{1e7, 1e-9, 1e15, 8, 1e9, 1e6, 1, 1e-6, 1e-6, 1, 0.01, 0.0, 1e6};
  Estimate e = estimate(slow);
  ASSERT_TRUE(e.issues.empty());
  EXPECT_TRUE(std::isfinite(e.efficiency_percent));
  EXPECT_TRUE(std::isfinite(e.step_seconds));
  EstimatorInput fast{1e7, 1e15, 1e15, 8, 1e-300, 1, 1, 1e-6, 1e-6, 1, 0.01, 0.0, 1e6};
  e = estimate(fast);
  ASSERT_TRUE(e.issues.empty());
  EXPECT_GE(e.efficiency_percent, 0);
  EXPECT_TRUE(std::isfinite(e.efficiency_percent));
}

TEST(Estimator, FullOverlapOfAnUnderflowingComputeIsNotNaN) {
  EstimatorInput in = nvlink_node();
  in.batch_per_device = 5e-324;
  in.overlap_fraction = 1.0;
  EXPECT_EQ(estimate(in).efficiency_percent, 100);
}

TEST(Estimator, AGivenNaNOverrideIsNotADefault) {
  EstimatorInput in = nvlink_node();
  in.overlap_fraction = std::numeric_limits<double>::quiet_NaN();
  Issues issues = validate(in);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].field, Field::overlap_fraction);
  EXPECT_EQ(issues[0].code, Code::not_a_number);
}

TEST(Estimator, SeveralNodesNeedANetwork) {
  EstimatorInput in = nvlink_node();
  in.devices = 16;
  Issues issues = validate(in);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].field, Field::inter_node_bandwidth);
  EXPECT_EQ(issues[0].code, Code::must_be_positive);
}

TEST(MemoryCheck, MixedPrecisionAdam) {
  MemoryCheck m = memory_check(7e9, 16, 80);
  ASSERT_TRUE(m.issues.empty());
  EXPECT_EQ(m.required_bytes, 112e9);
  EXPECT_EQ(m.available_bytes, 80e9);
  EXPECT_FALSE(m.fits);
  EXPECT_TRUE(memory_check(1.5e9, 16, 80).fits);
  EXPECT_EQ(memory_check(0, 16, -1).issues.size(), 2u);
}

// The published Horovod runs (reference/scaling-measurements.csv): one set of
// defaults per transport, no tuning per row.
TEST(Estimator, AgainstPublishedMeasurements) {
  std::ifstream csv(std::string(DPSC_TEST_DATA) + "/scaling-measurements.csv");
  ASSERT_TRUE(csv) << "missing tests/data/scaling-measurements.csv";
  std::string line;
  double total_error = 0;
  int rows = 0;
  std::printf("%-22s %9s %9s %7s\n", "run", "measured", "estimate", "error");
  while (std::getline(csv, line)) {
    if (line.empty() || line[0] == '#' || line.rfind("id,", 0) == 0) continue;
    std::stringstream ss(line);
    std::vector<std::string> c;
    for (std::string cell; std::getline(ss, cell, ',');) c.push_back(cell);
    ASSERT_EQ(c.size(), 14u) << line;
    EstimatorInput in{std::stod(c[4]), std::stod(c[8]),  std::stod(c[2]),  std::stod(c[3]),
                      std::stod(c[6]), std::stod(c[7]),  std::stod(c[5]),  std::stod(c[11]),
                      std::stod(c[12]), c[13] == "TCP" ? 1.0 : 0.0, kDefault, kDefault, kDefault};
    Estimate e = estimate(in);
    ASSERT_TRUE(e.issues.empty()) << c[0];
    const double measured = std::stod(c[10]) * 100;
    const double error = e.efficiency_percent - measured;
    std::printf("%-22s %8.1f%% %8.1f%% %+6.1f\n", c[0].c_str(), measured, e.efficiency_percent, error);
    total_error += std::fabs(error);
    ++rows;
  }
  ASSERT_EQ(rows, 6);
  const double mae = total_error / rows;
  std::printf("mean absolute error: %.2f percentage points\n", mae);
  EXPECT_LE(mae, 5.0);
}

}  // namespace
}  // namespace dpsc
