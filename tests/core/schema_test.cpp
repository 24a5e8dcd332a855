#include "core/describe.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace dpsc {
namespace {

std::string description() { return std::string(kDescription.data(), kDescription.size()); }

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream ss(text);
  for (std::string line; std::getline(ss, line);) out.push_back(line);
  return out;
}

TEST(Describe, NamesCodesFieldsAndEveryOperationInOrder) {
  const std::vector<std::string> l = lines(description());
  ASSERT_EQ(l.size(), 2 + kOperationCount);
  EXPECT_EQ(l[0].rfind("codes\tok,empty,not_a_number,", 0), 0u) << l[0];
  EXPECT_NE(l[0].find(",needs_network"), std::string::npos);
  EXPECT_EQ(l[1].rfind("fields\tdevices,throughputPerDevice,efficiencyPercent,", 0), 0u) << l[1];
  EXPECT_EQ(l[2], "limits\t\tmaxDevices,maxThroughput");
  EXPECT_EQ(l[4], "compute\tdevices,throughputPerDevice,efficiencyPercent\t"
                  "idealThroughput,actualThroughput,speedup,lostThroughput");
  EXPECT_EQ(l[5], "validate\tdevices,throughputPerDevice,efficiencyPercent\t");
}

TEST(Describe, MarksOptionalInputsChoicesOptionalOutputsAndFlags) {
  const std::string text = description();
  EXPECT_NE(text.find("devicesForTarget\tmode=throughput|speedup,efficiencyPercent,throughputPerDevice?,"),
            std::string::npos);
  EXPECT_NE(text.find(",interNodeBandwidthGbps?,transport?=rdma|tcp,linkEfficiency?,"), std::string::npos);
  EXPECT_NE(text.find("\tsamples,singleDeviceSeconds,clusterSeconds,singleDeviceCost?,clusterCost?,costRatio?\n"),
            std::string::npos);
  EXPECT_NE(text.find("\trequiredBytes,availableBytes,fits!,weightsBytes?,"), std::string::npos);
  EXPECT_NE(text.find(",sharding?=none|zero1|zero2|zero3|hybrid,deviceMemoryGB,"), std::string::npos);
  EXPECT_NE(text.find("\tsharding?=none|zero1|zero2|zero3|hybrid,requiredBytes,fits!\n"), std::string::npos);
}

// Every operation's inputs name distinct fields and its outputs distinct
// properties: JS builds objects from these names.
TEST(Operations, NamesAreDistinct) {
  std::set<std::string> operations;
  std::apply(
      [&](const auto&... op) {
        (
            [&] {
              EXPECT_TRUE(operations.insert(op.name).second) << op.name;
              std::set<std::string> inputs, outputs;
              for (const auto& spec : op.inputs) EXPECT_TRUE(inputs.insert(field_name(spec.field)).second) << op.name;
              for (const auto& spec : op.outputs) EXPECT_TRUE(outputs.insert(spec.name).second) << op.name;
            }(),
            ...);
      },
      kOperations);
}

TEST(Layout, ReadsValuesAndTheGivenFlags) {
  // Values, then one "given" flag per input.
  const double values[] = {16, 2000, 90, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  //
                           0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0};
  static_assert(sizeof(values) / sizeof(*values) == 2 * kEstimatorInputs.size());
  EstimatorInput in{};
  read_inputs(in, kEstimatorInputs, values);
  EXPECT_EQ(in.devices, 16);
  EXPECT_EQ(in.throughput_per_device, 2000);
  EXPECT_EQ(in.parameters, 90);
  EXPECT_FALSE(in.inter_node_bandwidth_gbit_s);  // flag 0: left out, even though a value sits there
  EXPECT_TRUE(in.transport);
  EXPECT_EQ(*in.transport, 0);
  EXPECT_TRUE(in.overlap_fraction);
  EXPECT_FALSE(in.latency_us);
}

TEST(Layout, WritesAbsentOutputsAsNaNAndFlagsAsOneOrZero) {
  double values[kTimeCostOutputs.size()];
  TimeCost t{1, 2, 3, std::nullopt, 5.0, std::nullopt};
  write_outputs(t, kTimeCostOutputs, values);
  EXPECT_EQ(values[2], 3);
  EXPECT_TRUE(std::isnan(values[3]));
  EXPECT_EQ(values[4], 5);
  double memory[kMemoryOutputs.size()];
  write_outputs(MemoryCheck{1, 2, true}, kMemoryOutputs, memory);
  EXPECT_EQ(memory[2], 1);
  write_outputs(MemoryCheck{1, 2, false}, kMemoryOutputs, memory);
  EXPECT_EQ(memory[2], 0);
}

// The check that keeps each table beside its struct can fail: a member
// without an entry is caught.
struct TwoMembers {
  double a;
  std::optional<double> b;
};
constexpr std::array kOneEntry{required(Field::devices, &TwoMembers::a, kDevicesRule)};
constexpr std::array kTwoEntries{required(Field::devices, &TwoMembers::a, kDevicesRule),
                                 optional(Field::epochs, &TwoMembers::b, kDevicesRule)};
static_assert(!covers<TwoMembers>(kOneEntry));
static_assert(covers<TwoMembers>(kTwoEntries));

}  // namespace
}  // namespace dpsc
