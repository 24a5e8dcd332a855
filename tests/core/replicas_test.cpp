// Replicas of tensor × pipeline devices: the estimate across them, the
// bubble as they are added, and memory split before sharding, worked by hand.
#include <gtest/gtest.h>

#include <cmath>
#include <string_view>
#include <vector>

#include "core/estimator.hpp"
#include "core/memory.hpp"

namespace dpsc {
namespace {

// An 8B-parameter model in BF16 gradients on DGX-like nodes (8 devices,
// 450 GB/s NVLink, 3200 Gbit/s a node), with everything but bandwidth
// switched off so that the sums can be done by hand.
EstimatorInput bare_job() {
  EstimatorInput in{};
  in.devices = 32;
  in.throughput_per_device = 1;  // samples/s per device
  in.parameters = 8e9;
  in.bytes_per_gradient = 2;
  in.batch_per_device = 1;
  in.gradient_accumulation = 8;
  in.devices_per_node = 8;
  in.intra_node_bandwidth_gbyte_s = 450;
  in.inter_node_bandwidth_gbit_s = 3200;
  in.link_efficiency = 1;
  in.overlap_fraction = 0;
  in.latency_us = 0;
  in.network_latency_us = 0;
  in.step_overhead_ms = 0;
  in.overhead_ms_per_gb = 0;
  in.straggler_percent = 0;
  return in;
}

TEST(Replicas, TensorParallelRingsShareTheNodesNetwork) {
  EstimatorInput in = bare_job();
  in.tensor_parallel = 8;  // one replica a node: 4 replicas on 4 nodes
  const Outcome<Estimate> out = estimate(in);
  ASSERT_TRUE(out.issues.empty());
  const Estimate& e = out.result;
  // Each device all-reduces its 1/8 of 16 GB with one peer a node, over 1/8 of
  // 3200 Gbit/s: 50 GB/s. Two passes of 3/4 of 2 GB: 0.06 s.
  EXPECT_DOUBLE_EQ(e.gradient_bytes, 2e9);
  EXPECT_DOUBLE_EQ(e.bus_bandwidth_bytes_s, 50e9);
  EXPECT_DOUBLE_EQ(e.all_reduce_seconds, 2 * 0.75 * 2e9 / 50e9);
  // A replica of 8 devices at 1 sample/s each: 8 micro-batches of 1 take 1 s.
  EXPECT_DOUBLE_EQ(e.compute_seconds, 1);
  EXPECT_DOUBLE_EQ(e.efficiency_percent, 100 / 1.06);
  EXPECT_EQ(e.replicas, 4);
  EXPECT_EQ(e.global_batch, 32);  // 4 replicas × 8 micro-batches × 1
  EXPECT_EQ(e.nodes, 4);
}

TEST(Replicas, EachStepWaitsForTheSlowestNode) {
  EstimatorInput in = bare_job();
  in.tensor_parallel = 8;
  in.straggler_percent = 1;
  const Outcome<Estimate> out = estimate(in);
  ASSERT_TRUE(out.issues.empty());
  // 4 replicas on 4 nodes: the slowest of 4 step times of spread 1 % lies √(2 ln 4) spreads above their mean,
  // beside 0.06 s of all-reduce and 1 s of compute.
  const double wait = 0.01 * std::sqrt(2 * std::log(4.0));
  EXPECT_NEAR(out.result.overhead_seconds, wait, 1e-15);
  EXPECT_NEAR(out.result.efficiency_percent, 100 / (1.06 + wait), 1e-12);
  in.tensor_parallel = 2;
  in.devices = 8;  // 4 replicas in one node: no node past the first
  EXPECT_EQ(estimate(in).result.overhead_seconds, 0);
}

TEST(Replicas, FP8EndsEveryForwardPassWithAnAmaxReductionOverItsStage) {
  EstimatorInput in = bare_job();
  in.devices = 64, in.tensor_parallel = 4, in.pipeline_parallel = 2;  // 8 replicas of one node each
  in.gradient_accumulation = 4, in.interleaved_stages = 2;            // 8 forward passes a step
  in.latency_us = 5, in.network_latency_us = 10;
  const Estimate bf16 = estimate(in).result;
  in.compute_precision = static_cast<double>(Precision::fp8);
  const Outcome<Estimate> out = estimate(in);
  ASSERT_TRUE(out.issues.empty());
  const Estimate& fp8 = out.result;
  // A stage's 32 devices, 8 on each of the 4 nodes its data-parallel ring crosses: a tree's 2 (7 · 5 + log2(4) · 10)
  // = 110 µs beats a ring's 2 (28 · 5 + 3 · 10) = 340 µs. One replica's own, over its 4 tensor-parallel devices
  // (2 · 3 · 5 = 30 µs), is in the throughput measured: 80 µs more, 8 times a step, nothing hiding it.
  const double added = 8 * 80e-6;
  EXPECT_NEAR(fp8.communication_seconds - bf16.communication_seconds, added, 1e-15);
  EXPECT_NEAR(fp8.exposed_seconds - bf16.exposed_seconds, added, 1e-15);
  EXPECT_EQ(fp8.collectives_per_step - bf16.collectives_per_step, 8);
  EXPECT_NEAR(fp8.step_seconds - bf16.step_seconds, added, 1e-15);
  in.devices = 8;  // one replica: nothing beyond its own
  EXPECT_EQ(estimate(in).result.exposed_seconds, 0);
}

TEST(Replicas, OneReplicaLosesNothing) {
  EstimatorInput in = bare_job();
  in.tensor_parallel = 8;
  in.pipeline_parallel = 4;
  in.devices = 32;
  const Outcome<Estimate> out = estimate(in);
  ASSERT_TRUE(out.issues.empty());
  EXPECT_EQ(out.result.efficiency_percent, 100);
  EXPECT_EQ(out.result.replicas, 1);
}

TEST(Replicas, TensorTwoKeepsFourMembersOfAGroupInANode) {
  EstimatorInput in = bare_job();
  in.tensor_parallel = 2;
  in.devices = 8;  // 4 replicas, all in one node: the ring stays on NVLink
  const Outcome<Estimate> out = estimate(in);
  ASSERT_TRUE(out.issues.empty());
  EXPECT_DOUBLE_EQ(out.result.bus_bandwidth_bytes_s, 450e9);
  in.devices = 16;  // 8 replicas on 2 nodes: two rings a node share 3200 Gbit/s
  const Outcome<Estimate> across = estimate(in);
  ASSERT_TRUE(across.issues.empty());
  EXPECT_DOUBLE_EQ(across.result.bus_bandwidth_bytes_s, 200e9);
}

TEST(Replicas, DevicesComeInWholeReplicas) {
  EstimatorInput in = bare_job();
  in.tensor_parallel = 8;
  in.devices = 12;
  const Outcome<Estimate> out = estimate(in);
  ASSERT_EQ(out.issues.size(), 1u);
  EXPECT_EQ(out.issues[0].field, Field::devices);
  EXPECT_EQ(out.issues[0].code, Code::whole_replicas);
  EXPECT_EQ(out.issues[0].limit, 8);
}

// No communication at all: what is left is the bubble.
EstimatorInput pipeline_job() {
  EstimatorInput in = bare_job();
  in.parameters = 1;
  in.pipeline_parallel = 4;
  in.devices = 64;                // 16 replicas
  in.gradient_accumulation = 64;  // micro-batches of each
  return in;
}

// The same with the global batch of one replica's 64 micro-batches held as replicas are added: 4 a replica at 64.
EstimatorInput held_pipeline_job() {
  EstimatorInput in = pipeline_job();
  in.gradient_accumulation = 4;
  in.batch_scaling = static_cast<double>(BatchScaling::strong);
  return in;
}

// The estimate at `devices` of the job planned at its own count: the sweep holds its step's batch there.
Outcome<Estimate> sweep_at(const EstimatorInput& in, double devices) {
  EstimateColumns out{};
  std::array<double, out.size()> row{};
  for (std::size_t k = 0; k < out.size(); ++k) out[k] = &row[k];
  const SweepStatus status = estimate_sweep(in, {&devices, 1}, out);
  Outcome<Estimate> e{status.issues};
  e.result.efficiency_percent = row[0];
  for (std::size_t k = 0; k < out.size(); ++k) {
    const std::string_view name = kEstimateOutputs[k].name;
    if (name == "microBatchesPerReplica") e.result.micro_batches = row[k];
    if (name == "bubbleSeconds") e.result.bubble_seconds = row[k];
  }
  return e;
}

TEST(Replicas, WeakScalingKeepsTheBubble) {
  const Outcome<Estimate> out = estimate(pipeline_job());
  ASSERT_TRUE(out.issues.empty());
  EXPECT_EQ(out.result.bubble_seconds, 0);
  EXPECT_EQ(out.result.micro_batches, 64);
  EXPECT_NEAR(out.result.efficiency_percent, 100, 1e-6);
}

TEST(Replicas, StrongScalingGrowsTheBubble) {
  EstimatorInput in = held_pipeline_job();
  const Outcome<Estimate> out = estimate(in);
  ASSERT_TRUE(out.issues.empty());
  // One replica ran all 64 micro-batches, idle 3/64 of its compute; at 16
  // replicas each runs 4, idle 3/4: E = (1 + 3/64) / (1 + 3/4).
  EXPECT_EQ(out.result.micro_batches, 4);
  EXPECT_EQ(out.result.global_batch, 64);
  EXPECT_NEAR(out.result.efficiency_percent, 100 * (1 + 3.0 / 64) / 1.75, 1e-6);
  in.interleaved_stages = 2;  // half the idle time: (1 + 1.5/64) / (1 + 1.5/4)
  EXPECT_NEAR(estimate(in).result.efficiency_percent, 100 * (1 + 1.5 / 64) / 1.375, 1e-6);
}

TEST(Replicas, StrongScalingSweepsWithTheGlobalBatchHeld) {
  const EstimatorInput in = held_pipeline_job();
  const Outcome<Estimate> at32 = sweep_at(in, 32);  // 8 replicas of 8 micro-batches
  EXPECT_EQ(at32.result.micro_batches, 8);
  EXPECT_NEAR(at32.result.efficiency_percent, 100 * (1 + 3.0 / 64) / (1 + 3.0 / 8), 1e-6);
  // 64 replicas of 1 micro-batch: the most there can be.
  EXPECT_NEAR(sweep_at(in, 256).result.efficiency_percent, 100 * (1 + 3.0 / 64) / 4, 1e-6);
  // Beyond, a replica would have no micro-batch: a code of its own, so the message can say why (review S16).
  const Outcome<Estimate> beyond = sweep_at(in, 260);
  ASSERT_EQ(beyond.issues.size(), 1u);
  EXPECT_EQ(beyond.issues[0].field, Field::devices);
  EXPECT_EQ(beyond.issues[0].code, Code::micro_batch_per_replica);
  EXPECT_EQ(beyond.issues[0].limit, 256);
}

// The chart's counts (the UX trial's TP 8 × PP 4, strong scaling): whole replicas up to one micro-batch each, every
// one of which the estimate answers, so the curve is drawn in replicas on the device axis.
TEST(Replicas, TheChartsCountsAreWholeReplicasTheEstimateAnswers) {
  EstimatorInput in = held_pipeline_job();
  in.tensor_parallel = 8;         // replicas of 32 devices: 2 at 64
  in.gradient_accumulation = 32;  // a global batch of 64 micro-batches, as before
  std::vector<double> counts{1, 16, 32, 100, 1000, 2048, 2100, 5000};
  counts.resize(runnable_counts(in, counts.data(), counts.size()));
  EXPECT_EQ(counts, (std::vector<double>{32, 96, 992, 2048}));
  EstimateColumns out{};
  std::vector<std::vector<double>> columns(out.size(), std::vector<double>(counts.size()));
  for (std::size_t k = 0; k < out.size(); ++k) out[k] = columns[k].data();
  const SweepStatus status = estimate_sweep(in, {counts.data(), counts.size()}, out);
  EXPECT_TRUE(status.issues.empty());
  EXPECT_EQ(status.rows, counts.size());
  in.batch_scaling.reset();  // weak: no most
  counts = {1, 16, 5000};
  counts.resize(runnable_counts(in, counts.data(), counts.size()));
  EXPECT_EQ(counts, (std::vector<double>{4992}));
}

TEST(Replicas, PipelineHidesOnlyBehindTheLastMicroBatch) {
  EstimatorInput in = bare_job();
  in.tensor_parallel = 8;
  in.pipeline_parallel = 2;
  in.devices = 64;  // 4 replicas of 16
  in.overlap_fraction = 1;
  in.overlap_window = 1;
  const Outcome<Estimate> out = estimate(in);
  ASSERT_TRUE(out.issues.empty());
  // 1 GB a device (16 GB / 16) on 50 GB/s: 0.03 s; compute 8 × 1 / 16 = 0.5 s,
  // of which the last micro-batch's 1/16 s can hide it all.
  EXPECT_DOUBLE_EQ(out.result.all_reduce_seconds, 2 * 0.75 * 1e9 / 50e9);
  EXPECT_DOUBLE_EQ(out.result.exposed_seconds, 0);
  in.overlap_window = 0.1;  // the last micro-batch's backward, 0.1 × 1/16 s, hides that much of 0.03 s
  const Outcome<Estimate> narrow = estimate(in);
  EXPECT_NEAR(narrow.result.exposed_seconds, 0.03 - 0.1 / 16, 1e-12);
}

TEST(Replicas, CalibrationPassesThroughAPointBesideTheBubble) {
  EstimatorInput in = bare_job();
  in.tensor_parallel = 8;
  in.pipeline_parallel = 4;
  in.devices = 512;              // 16 replicas of 4 micro-batches
  in.gradient_accumulation = 4;  // each, at 512: 64 a step, held
  in.batch_scaling = static_cast<double>(BatchScaling::strong);
  in.calibration_devices.length = 1;
  in.calibration_devices.items[0] = 128;
  in.calibration_efficiency_percent.length = 1;
  in.calibration_efficiency_percent.items[0] = 80;
  const Outcome<Estimate> out = sweep_at(in, 128);
  ASSERT_TRUE(out.issues.empty());
  EXPECT_NEAR(out.result.efficiency_percent, 80, 1e-9);
  EXPECT_GT(out.result.bubble_seconds, 0);
}

TEST(Replicas, APointAboveWhatTheBubbleLeavesIsRefused) {
  EstimatorInput in = held_pipeline_job();
  in.calibration_devices.length = 1;
  in.calibration_devices.items[0] = 256;  // 64 replicas of one micro-batch: at most (1 + 3/64) / 4
  in.calibration_efficiency_percent.length = 1;
  in.calibration_efficiency_percent.items[0] = 30;
  const Outcome<Estimate> out = estimate(in);
  ASSERT_EQ(out.issues.size(), 1u);
  EXPECT_EQ(out.issues[0].field, Field::calibration_efficiency);
  EXPECT_EQ(out.issues[0].code, Code::above_maximum);
  EXPECT_NEAR(out.issues[0].limit, 100 * (1 + 3.0 / 64) / 4, 1e-9);
}

// UX trial, #5: the strong/weak choice changed what "micro-batches per step" meant while the number stayed (weak →
// strong with 64 at 1,024 GPUs made a 524k-token global batch). The step's batch means the same under both: at the
// job's own count the two are one step, and a global batch gives it as well as the micro-batches of a replica.
TEST(Replicas, TheStepsBatchMeansTheSameUnderWeakAndStrongScaling) {
  EstimatorInput in = bare_job();
  in.tensor_parallel = 8;
  in.devices = 1024;  // 128 replicas
  in.gradient_accumulation = 16;
  const Estimate weak = estimate(in).result;
  in.batch_scaling = static_cast<double>(BatchScaling::strong);
  const Estimate strong = estimate(in).result;
  EXPECT_EQ(weak.global_batch, 2048);
  EXPECT_EQ(strong.global_batch, 2048);
  EXPECT_EQ(strong.micro_batches, 16);
  EXPECT_EQ(strong.efficiency_percent, weak.efficiency_percent);
  EstimatorInput by_global = in;
  by_global.gradient_accumulation.reset();
  by_global.global_batch = 2048;
  const Estimate global = estimate(by_global).result;
  EXPECT_EQ(global.micro_batches, 16);
  EXPECT_EQ(global.efficiency_percent, strong.efficiency_percent);
  // Held across the sweep: at 512 devices each of 64 replicas runs 32.
  EXPECT_EQ(sweep_at(by_global, 512).result.micro_batches, 32);
}

TEST(Replicas, AGlobalBatchIsWholeMicroBatchesForEveryReplica) {
  EstimatorInput in = bare_job();
  in.tensor_parallel = 8;
  in.devices = 192;  // 24 replicas of a micro-batch of 1
  in.gradient_accumulation.reset();
  in.global_batch = 512;
  Outcome<Estimate> out = estimate(in);
  ASSERT_EQ(out.issues.size(), 1u);
  EXPECT_EQ(out.issues[0].field, Field::global_batch);
  EXPECT_EQ(out.issues[0].code, Code::whole_micro_batches);
  EXPECT_EQ(out.issues[0].limit, 24);
  in.global_batch = 12;
  out = estimate(in);
  ASSERT_EQ(out.issues.size(), 1u);
  EXPECT_EQ(out.issues[0].code, Code::below_minimum);
  EXPECT_EQ(out.issues[0].limit, 24);
  in.global_batch = 528;
  EXPECT_TRUE(estimate(in).issues.empty());
  in.global_batch = 24e6 + 24;  // more than a million micro-batches a replica, as gradientAccumulation allows
  out = estimate(in);
  ASSERT_EQ(out.issues.size(), 1u);
  EXPECT_EQ(out.issues[0].code, Code::above_maximum);
  EXPECT_EQ(out.issues[0].limit, 24e6);
  in.global_batch = 528;
  in.gradient_accumulation = 22;
  out = estimate(in);
  ASSERT_EQ(out.issues.size(), 1u);
  EXPECT_EQ(out.issues[0].field, Field::global_batch);
  EXPECT_EQ(out.issues[0].code, Code::batch_or_accumulation);
  in = bare_job();
  in.gradient_accumulation.reset();
  EXPECT_EQ(estimate(in).result.micro_batches, 1) << "neither: one micro-batch a replica";
}

// 70e9 parameters of 18 bytes (BF16 weights, FP32 gradients, Adam) on 80 GB for the tensors (and the workspace
// beside them), in replicas of 8 with ZeRO-3 across them.
MemoryInput seventy_billion_in_eights() {
  MemoryInput in{};
  in.parameters = 70e9;
  in.device_memory_gbyte = 80 + kWorkspaceBytes / 1e9;
  in.weight_bytes = 2;
  in.gradient_bytes = 4;
  in.optimizer_bytes = 12;
  in.sharding = static_cast<double>(Sharding::zero3);
  in.tensor_parallel = 8;
  return in;
}

TEST(Replicas, MemorySplitsTheModelBeforeSharding) {
  MemoryInput in = seventy_billion_in_eights();
  in.devices = 512;
  const Outcome<MemoryCheck> out = memory_check(in);
  ASSERT_TRUE(out.issues.empty());
  // 70e9 / 8 parameters a device, sharded over 64 replicas: 18 bytes each.
  EXPECT_DOUBLE_EQ(out.result.required_bytes, 70e9 / 8 / 64 * 18 + kWorkspaceBytes);
  in.devices = 12;
  const Outcome<MemoryCheck> broken = memory_check(in);
  ASSERT_EQ(broken.issues.size(), 1u);
  EXPECT_EQ(broken.issues[0].code, Code::whole_replicas);
  EXPECT_EQ(broken.issues[0].limit, 8);
}

TEST(Replicas, FewestDevicesAreWholeReplicas) {
  const Outcome<DevicesForMemory> out = devices_for_memory(seventy_billion_in_eights());
  ASSERT_TRUE(out.issues.empty());
  // 70e9 × 18 / 8 = 157.5 GB a device on one replica; two replicas halve it to 78.75 GB.
  EXPECT_EQ(out.result.devices, 16);
}

}  // namespace
}  // namespace dpsc
