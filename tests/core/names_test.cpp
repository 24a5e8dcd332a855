// The names the public API shows for each enum value, written out apart from
// the lists in the core that produce them (issues.hpp, sharding.hpp, …). The
// JS layer and its tests see the names only as a set, so a name given to the
// wrong value would otherwise mislabel issues and options unnoticed.
#include <gtest/gtest.h>

#include <cstddef>
#include <utility>
#include <vector>

#include "core/activations.hpp"
#include "core/estimator.hpp"
#include "core/flops.hpp"
#include "core/inverse.hpp"

namespace dpsc {
namespace {

// Every value of an enum with its name, in the enum's order from 0.
template <typename Enum>
void expect_names(const std::vector<std::pair<Enum, const char*>>& expected, std::size_t count,
                  const char* (*name_of)(Enum)) {
  ASSERT_EQ(expected.size(), count) << "one row per value";
  for (std::size_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ(static_cast<std::size_t>(expected[i].first), i) << expected[i].second;
    EXPECT_STREQ(name_of(expected[i].first), expected[i].second);
  }
}

TEST(Names, EveryCodeHasItsApiName) {
  expect_names<Code>({{Code::ok, "ok"},
                      {Code::empty, "empty"},
                      {Code::not_a_number, "not_a_number"},
                      {Code::misplaced_separator, "misplaced_separator"},
                      {Code::out_of_range, "out_of_range"},
                      {Code::not_finite, "not_finite"},
                      {Code::not_integer, "not_integer"},
                      {Code::must_be_positive, "must_be_positive"},
                      {Code::below_minimum, "below_minimum"},
                      {Code::above_maximum, "above_maximum"},
                      {Code::exceeds_ideal, "exceeds_ideal"},
                      {Code::unreachable, "unreachable"},
                      {Code::unknown_option, "unknown_option"},
                      {Code::length_mismatch, "length_mismatch"},
                      {Code::needs_network, "needs_network"},
                      {Code::missing_input, "missing_input"},
                      {Code::conflicting_inputs, "conflicting_inputs"},
                      {Code::whole_nodes, "whole_nodes"},
                      {Code::partial_node, "partial_node"},
                      {Code::too_many, "too_many"},
                      {Code::duplicate_devices, "duplicate_devices"},
                      {Code::unreachable_point, "unreachable_point"},
                      {Code::efficiency_or_throughput, "efficiency_or_throughput"},
                      {Code::above_peak, "above_peak"},
                      {Code::flops_or_architecture, "flops_or_architecture"},
                      {Code::truncated, "truncated"},
                      {Code::whole_replicas, "whole_replicas"},
                      {Code::whole_micro_batches, "whole_micro_batches"},
                      {Code::batch_or_accumulation, "batch_or_accumulation"},
                      {Code::micro_batch_per_replica, "micro_batch_per_replica"},
                      {Code::above_baseline, "above_baseline"}},
                     static_cast<std::size_t>(Code::count_), [](Code c) { return code_name(c); });
}

TEST(Names, EveryFieldHasItsApiName) {
  expect_names<Field>({{Field::devices, "devices"},
                       {Field::throughput_per_device, "throughputPerDevice"},
                       {Field::efficiency_percent, "efficiencyPercent"},
                       {Field::measured_throughput, "measuredThroughput"},
                       {Field::target_throughput, "targetThroughput"},
                       {Field::target_speedup, "targetSpeedup"},
                       {Field::mode, "mode"},
                       {Field::dataset_samples, "datasetSamples"},
                       {Field::epochs, "epochs"},
                       {Field::price_per_device_hour, "pricePerDeviceHour"},
                       {Field::parameters, "parameters"},
                       {Field::bytes_per_gradient, "bytesPerGradient"},
                       {Field::batch_per_device, "batchPerDevice"},
                       {Field::gradient_accumulation, "gradientAccumulation"},
                       {Field::devices_per_node, "devicesPerNode"},
                       {Field::intra_node_bandwidth, "intraNodeBandwidthGBps"},
                       {Field::inter_node_bandwidth, "interNodeBandwidthGbps"},
                       {Field::transport, "transport"},
                       {Field::link_efficiency, "linkEfficiency"},
                       {Field::overlap_fraction, "overlapFraction"},
                       {Field::latency, "latencyMicroseconds"},
                       {Field::bytes_per_parameter, "bytesPerParameter"},
                       {Field::device_memory, "deviceMemoryGB"},
                       {Field::weight_bytes, "weightBytes"},
                       {Field::gradient_bytes, "gradientBytes"},
                       {Field::optimizer_bytes, "optimizerBytes"},
                       {Field::sharding, "sharding"},
                       {Field::activation_bytes_per_sample, "activationBytesPerSample"},
                       {Field::overlap_window, "overlapWindow"},
                       {Field::step_overhead, "stepOverheadMilliseconds"},
                       {Field::overhead_per_gb, "overheadMillisecondsPerGB"},
                       {Field::calibration_devices, "calibrationDevices"},
                       {Field::calibration_efficiency, "calibrationEfficiencyPercent"},
                       {Field::calibration_throughput, "calibrationThroughput"},
                       {Field::layers, "layers"},
                       {Field::hidden_size, "hiddenSize"},
                       {Field::tokens_per_sample, "tokensPerSample"},
                       {Field::flops_per_sample, "flopsPerSample"},
                       {Field::peak_tflops, "peakTflops"},
                       {Field::mfu_percent, "mfuPercent"},
                       {Field::throughput_unit, "throughputUnit"},
                       {Field::active_parameters, "activeParameters"},
                       {Field::memory_bandwidth, "memoryBandwidthGBps"},
                       {Field::shard_group, "shardGroupSize"},
                       {Field::bucket_size, "bucketSizeMB"},
                       {Field::network_latency, "networkLatencyMicroseconds"},
                       {Field::attention_heads, "attentionHeads"},
                       {Field::recomputation, "recomputation"},
                       {Field::calibration_baseline, "calibrationBaselineDevices"},
                       {Field::tensor_parallel, "tensorParallel"},
                       {Field::pipeline_parallel, "pipelineParallel"},
                       {Field::interleaved_stages, "interleavedStages"},
                       {Field::batch_scaling, "batchScaling"},
                       {Field::straggler, "stragglerPercent"},
                       {Field::global_batch, "globalBatch"},
                       {Field::accelerator_family, "acceleratorFamily"},
                       {Field::network_family, "networkFamily"},
                       {Field::compute_precision, "computePrecision"},
                       {Field::vocabulary_size, "vocabularySize"}},
                      static_cast<std::size_t>(Field::count_), [](Field f) { return field_name(f); });
}

// A choice crosses as the index of its option, so option i must name value i.
TEST(Names, EveryOptionNamesItsValue) {
  expect_names<Sharding>({{Sharding::none, "none"},
                          {Sharding::zero1, "zero1"},
                          {Sharding::zero2, "zero2"},
                          {Sharding::zero3, "zero3"},
                          {Sharding::hybrid, "hybrid"}},
                         kShardings.size(), [](Sharding s) { return kShardings[static_cast<std::size_t>(s)]; });
  expect_names<Transport>({{Transport::rdma, "rdma"}, {Transport::tcp, "tcp"}}, kTransports.size(),
                          [](Transport t) { return kTransports[static_cast<std::size_t>(t)]; });
  expect_names<Precision>(
      {{Precision::fp32, "fp32"}, {Precision::tf32, "tf32"}, {Precision::bf16, "bf16"}, {Precision::fp8, "fp8"}},
      kPrecisions.size(), [](Precision p) { return kPrecisions[static_cast<std::size_t>(p)]; });
  expect_names<TargetMode>({{TargetMode::throughput, "throughput"}, {TargetMode::speedup, "speedup"}},
                           kTargetModes.size(), [](TargetMode m) { return kTargetModes[static_cast<std::size_t>(m)]; });
  expect_names<ThroughputUnit>({{ThroughputUnit::samples, "samples"}, {ThroughputUnit::tokens, "tokens"}},
                               kThroughputUnits.size(),
                               [](ThroughputUnit u) { return kThroughputUnits[static_cast<std::size_t>(u)]; });
  expect_names<Recomputation>(
      {{Recomputation::none, "none"}, {Recomputation::selective, "selective"}, {Recomputation::full, "full"}},
      kRecomputations.size(), [](Recomputation r) { return kRecomputations[static_cast<std::size_t>(r)]; });
}

TEST(Names, AValueOutsideTheEnumIsUnknown) {
  EXPECT_STREQ(code_name(static_cast<Code>(200)), "unknown");
  EXPECT_STREQ(field_name(static_cast<Field>(200)), "unknown");
}

}  // namespace
}  // namespace dpsc
