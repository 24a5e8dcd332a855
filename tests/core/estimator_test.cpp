#include "core/estimator.hpp"
#include "core/memory.hpp"

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
  return {8, 40, 1.5e9, 2, 8, 1, 8, 300, kDefault, kDefault, kDefault, kDefault, kDefault};
}

TEST(Estimator, OneDeviceScalesPerfectly) {
  EstimatorInput in = nvlink_node();
  in.devices = 1;
  const auto e = estimate(in);
  ASSERT_TRUE(e.issues.empty());
  EXPECT_EQ(e.result.efficiency_percent, 100);
  EXPECT_EQ(e.result.all_reduce_seconds, 0);
}

TEST(Estimator, FormulaByHand) {
  const auto outcome = estimate(nvlink_node());
  ASSERT_TRUE(outcome.issues.empty());
  const Estimate& e = outcome.result;
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
  const double e = estimate(nvlink_node()).result.efficiency_percent;
  EXPECT_GT(e, 85);
  EXPECT_LT(e, 100);
}

TEST(Estimator, SensibleFor64NodesOn400GbInfiniBand) {
  EstimatorInput in = nvlink_node();
  in.devices = 512;
  in.inter_node_bandwidth_gbit_s = 400;
  const auto outcome = estimate(in);
  ASSERT_TRUE(outcome.issues.empty());
  const Estimate& e = outcome.result;
  EXPECT_EQ(e.nodes, 64);
  EXPECT_DOUBLE_EQ(e.bus_bandwidth_bytes_s, 50e9 * 0.9);  // the network is the bottleneck
  EXPECT_GT(e.efficiency_percent, 50);
  EXPECT_LT(e.efficiency_percent, estimate(nvlink_node()).result.efficiency_percent);
  in.inter_node_bandwidth_gbit_s = 8 * 400;  // eight NICs a node, as in a DGX H100
  EXPECT_GT(estimate(in).result.efficiency_percent, e.efficiency_percent);
}

TEST(Estimator, EfficiencyFallsAsDevicesAreAdded) {
  EstimatorInput in = nvlink_node();
  in.inter_node_bandwidth_gbit_s = 200;
  double previous = 101;
  for (double d = 1; d <= 4096; d *= 2) {
    in.devices = d;
    const double e = estimate(in).result.efficiency_percent;
    EXPECT_LE(e, previous) << d;
    previous = e;
  }
}

TEST(Estimator, TcpIsSlowerThanRdma) {
  EstimatorInput in = nvlink_node();
  in.devices = 64;
  in.inter_node_bandwidth_gbit_s = 100;
  const double rdma = estimate(in).result.efficiency_percent;
  in.transport = 1;
  EXPECT_LT(estimate(in).result.efficiency_percent, rdma);
}

TEST(Estimator, OverridesReplaceDefaults) {
  EstimatorInput in = nvlink_node();
  in.link_efficiency = 1;
  in.overlap_fraction = 1;
  in.latency_us = 0;
  const Estimate e = estimate(in).result;
  EXPECT_EQ(e.efficiency_percent, 100);  // everything hidden
  EXPECT_EQ(e.link_efficiency, 1);
  EXPECT_DOUBLE_EQ(e.all_reduce_seconds, 2.0 * 7 / 8 * 3e9 / 300e9);
}

TEST(Estimator, EveryFieldIsValidated) {
  EstimatorInput bad{0, 0, 0, 9, 0, 0.5, 0, 0, -1.0, 2.0, 0.0, 1.5, -1.0};
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
  EstimatorInput slow{1e7, 1e-9, 1e15, 8, 1e9, 1e6, 1, 1e-6, 1e-6, 1.0, 0.01, 0.0, 1e6};
  auto e = estimate(slow);
  ASSERT_TRUE(e.issues.empty());
  EXPECT_TRUE(std::isfinite(e.result.efficiency_percent));
  EXPECT_TRUE(std::isfinite(e.result.step_seconds));
  EstimatorInput fast{1e7, 1e15, 1e15, 8, 1, 1, 1, 1e-6, 1e-6, 1.0, 0.01, 0.0, 1e6};
  e = estimate(fast);
  ASSERT_TRUE(e.issues.empty());
  EXPECT_GT(e.result.efficiency_percent, 0);
  EXPECT_TRUE(std::isfinite(e.result.efficiency_percent));
}

TEST(Estimator, TheBatchIsAWholeNumberOfSamples) {
  EstimatorInput in = nvlink_node();
  in.batch_per_device = 0.5;
  Issues issues = validate(in);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].field, Field::batch_per_device);
  EXPECT_EQ(issues[0].code, Code::below_minimum);
  in.batch_per_device = 2.5;
  EXPECT_EQ(validate(in)[0].code, Code::not_integer);
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
  EXPECT_EQ(issues[0].code, Code::needs_network);
  EXPECT_EQ(issues[0].limit, 8);  // what one node holds
  in.devices = 8;
  EXPECT_TRUE(validate(in).empty());
}

TEST(EstimateSweep, EqualsTheSingleEstimateInEveryOutput) {
  EstimatorInput in = nvlink_node();
  in.inter_node_bandwidth_gbit_s = 200;
  in.transport = 1;
  const std::vector<double> devices{1, 2, 7, 8, 9, 64, 1000, 4096};
  std::vector<std::vector<double>> columns(kEstimateOutputs.size(), std::vector<double>(devices.size()));
  EstimateColumns out{};
  for (std::size_t k = 0; k < out.size(); ++k) out[k] = columns[k].data();
  const SweepStatus status = estimate_sweep(in, {devices.data(), devices.size()}, out);
  ASSERT_TRUE(status.issues.empty());
  ASSERT_EQ(status.rows, devices.size());
  for (std::size_t row = 0; row < devices.size(); ++row) {
    in.devices = devices[row];
    const Estimate single = estimate(in).result;
    for (std::size_t k = 0; k < out.size(); ++k) {
      EXPECT_EQ(columns[k][row], single.*kEstimateOutputs[k].number) << kEstimateOutputs[k].name << " at " << in.devices;
    }
  }
}

TEST(EstimateSweep, ReportsTheFirstInvalidCountAndAnInvalidInputAsAWhole) {
  EstimatorInput in = nvlink_node();  // one node, no network
  const std::vector<double> devices{1, 8, 9, 16};
  std::vector<double> room(kEstimateOutputs.size() * devices.size());
  EstimateColumns out{};
  for (std::size_t k = 0; k < out.size(); ++k) out[k] = room.data() + k * devices.size();
  SweepStatus status = estimate_sweep(in, {devices.data(), devices.size()}, out);
  ASSERT_EQ(status.issues.size(), 1u);
  EXPECT_EQ(status.issues[0].code, Code::needs_network);
  EXPECT_EQ(status.rows, 2u);
  EXPECT_FALSE(status.whole_input);
  in.parameters = -1;
  status = estimate_sweep(in, {devices.data(), devices.size()}, out);
  ASSERT_EQ(status.issues.size(), 1u);
  EXPECT_EQ(status.issues[0].field, Field::parameters);
  EXPECT_TRUE(status.whole_input);
}

TEST(MemoryCheck, MixedPrecisionAdam) {
  const auto m = memory_check({7e9, 16, 80});
  ASSERT_TRUE(m.issues.empty());
  EXPECT_EQ(m.result.required_bytes, 112e9);
  EXPECT_EQ(m.result.available_bytes, 80e9);
  EXPECT_FALSE(m.result.fits);
  EXPECT_TRUE(memory_check({1.5e9, 16, 80}).result.fits);
  EXPECT_EQ(memory_check({0, 16, -1}).issues.size(), 2u);
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
    const auto outcome = estimate(in);
    ASSERT_TRUE(outcome.issues.empty()) << c[0];
    const Estimate& e = outcome.result;
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
