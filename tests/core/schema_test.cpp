#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/describe.hpp"

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
  EXPECT_EQ(l[3],
            "compute\tdevices,throughputPerDevice,efficiencyPercent\t"
            "idealThroughput,actualThroughput,speedup,lostThroughput");
  EXPECT_EQ(l[4], "validate\tdevices,throughputPerDevice,efficiencyPercent\t");
}

// Each module describes its own table: every code; the fields its operations
// name, which for the first module are the first three of the list (the
// panels' stay out of the first view); the two descriptions' operation
// lines are, in turn, the whole description's.
TEST(Describe, EachModuleDescribesItsOwnTable) {
  const auto text = [](const auto& d) { return std::string(d.data(), d.size()); };
  const std::vector<std::string> first = lines(text(kFirstDescription));
  const std::vector<std::string> estimator = lines(text(kPanelDescription));
  const std::vector<std::string> all = lines(description());
  ASSERT_EQ(first.size(), 2 + std::tuple_size_v<decltype(kFirstOperations)>);
  ASSERT_EQ(estimator.size(), 2 + std::tuple_size_v<decltype(kPanelOperations)>);
  EXPECT_EQ(first[0], all[0]);
  EXPECT_EQ(first[1], "fields\tdevices,throughputPerDevice,efficiencyPercent");
  EXPECT_EQ(all[1].rfind(first[1] + ",", 0), 0u) << "a prefix of the whole list, so the indices agree";
  EXPECT_EQ(std::vector<std::string>(estimator.begin(), estimator.begin() + 2),
            std::vector<std::string>(all.begin(), all.begin() + 2));
  std::vector<std::string> both(first.begin() + 2, first.end());
  both.insert(both.end(), estimator.begin() + 2, estimator.end());
  EXPECT_EQ(both, std::vector<std::string>(all.begin() + 2, all.end()));
  EXPECT_EQ(first[3].rfind("compute\t", 0), 0u);
  EXPECT_EQ(estimator[2].rfind("estimatorDefaults\t\t", 0), 0u);
  EXPECT_EQ(estimator[3].rfind("estimateEfficiency\t", 0), 0u);
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
  EXPECT_NE(text.find(",throughputUnit?=samples|tokens,tokensPerSample?,peakTflops?,layers?,"), std::string::npos);
  EXPECT_NE(text.find(",calibrationDevices[8],calibrationEfficiencyPercent[8],calibrationThroughput[8],"),
            std::string::npos);
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
  TargetInput target{};
  const double target_values[] = {1, 90, 2000, 5, 6,  //
                                  1, 1,  0,    1, 0};
  static_assert(sizeof(target_values) / sizeof(*target_values) == 2 * input_slots(kTargetInputs));
  read_inputs(target, kTargetInputs, target_values);
  EXPECT_EQ(target.mode, 1);
  EXPECT_EQ(target.efficiency_percent, 90);
  EXPECT_FALSE(target.throughput_per_device);  // flag 0: left out, even though a value sits there
  EXPECT_EQ(target.target_throughput, 5);
  EXPECT_FALSE(target.target_speedup);
}

// A list takes 1 + kListCapacity slots: its length, then its items, each
// with its own "given" flag.
struct WithList {
  double a;
  List items;
  std::optional<double> b;
};
constexpr std::array kWithList{required(Field::devices, &WithList::a, kDevicesRule),
                               list(Field::calibration_devices, &WithList::items, count_rule(2, 10)),
                               optional(Field::epochs, &WithList::b, kDevicesRule)};
static_assert(covers<WithList>(kWithList));
static_assert(input_slots(kWithList) == 3 + kListCapacity);

TEST(Layout, ReadsAListWithItemsLeftOut) {
  constexpr std::size_t n = input_slots(kWithList);
  double values[2 * n] = {};
  values[0] = 4;                                                           // a
  values[1] = 3, values[2] = 8, values[4] = 1;                             // items: length 3, then 8, (absent), 1
  values[1 + 1 + kListCapacity] = 5;                                       // b
  values[n] = 1, values[n + 1] = 1, values[n + 2] = 1, values[n + 4] = 1;  // given: a, the length, items 0 and 2; b not
  WithList in{};
  read_inputs(in, kWithList, values);
  EXPECT_EQ(in.a, 4);
  EXPECT_EQ(in.items.size(), 3u);
  EXPECT_EQ(in.items.items[0], 8);
  EXPECT_FALSE(in.items.items[1]);
  EXPECT_EQ(in.items.items[2], 1);
  EXPECT_FALSE(in.b);
  // Each item is checked against the rule, its issue carrying its index.
  Issues issues = check_inputs(in, kWithList);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].field, Field::calibration_devices);
  EXPECT_EQ(issues[0].code, Code::below_minimum);
  EXPECT_EQ(issues[0].index, 2);
  // Longer than the capacity: too_many, with the capacity as its limit.
  in.items.length = kListCapacity + 1;
  issues = check_inputs(in, kWithList);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].code, Code::too_many);
  EXPECT_EQ(issues[0].limit, kListCapacity);
  EXPECT_EQ(issues[0].index, kNoIndex);
  in.items.length = 1.5;
  EXPECT_EQ(check_inputs(in, kWithList)[0].code, Code::not_a_number);
}

TEST(Layout, ARequiredInputLeftOutIsMissingInputNotNotANumber) {
  // compute's three inputs, NaN in each slot: the devices and the efficiency
  // left out (flag 0), the throughput given, as NaN.
  const double nan = std::nan("");
  const double values[] = {nan, nan, nan,  //
                           0,   1,   0};
  static_assert(sizeof(values) / sizeof(*values) == 2 * input_slots(kScalingInputs));
  ScalingInput in{};
  read_inputs(in, kScalingInputs, values);
  EXPECT_TRUE(is_left_out(in.devices));
  EXPECT_FALSE(is_left_out(in.throughput_per_device));
  EXPECT_TRUE(is_left_out(in.efficiency_percent));
  const Issues issues = validate(in);
  ASSERT_EQ(issues.size(), 3u);
  EXPECT_EQ(issues[0].code, Code::missing_input);
  EXPECT_EQ(issues[1].code, Code::not_a_number);  // given: NaN is not a number
  EXPECT_EQ(issues[2].code, Code::missing_input);
  // A required choice left out too: devicesForTarget's mode.
  TargetInput target{};
  const double target_values[] = {nan, 90, 2000, 5, 6,  //
                                  0,   1,  1,    1, 0};
  read_inputs(target, kTargetInputs, target_values);
  EXPECT_TRUE(is_left_out(target.mode));
  ASSERT_FALSE(devices_for_target(target).issues.empty());
  EXPECT_EQ(devices_for_target(target).issues[0].field, Field::mode);
  EXPECT_EQ(devices_for_target(target).issues[0].code, Code::missing_input);
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
