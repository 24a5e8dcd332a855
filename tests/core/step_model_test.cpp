// The step-time model's terms worked by hand (src/core/step_model.hpp,
// collectives.hpp): NCCL's ring and tree latencies, FSDP's per-layer
// collectives, HSDP's shard groups, DeepSpeed's buckets, and the per-GB
// overhead at the device's memory bandwidth.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

#include "core/collectives.hpp"
#include "core/estimator.hpp"

namespace dpsc {
namespace {

using estimator_detail::all_reduce;
using estimator_detail::Ring;
using estimator_detail::ring_pass;

const EstimatorDefaults& k = kEstimatorDefaults;

// 32 devices on 4 nodes of 8, 100 GB/s bus, 5 µs a step inside a node and 25 across.
constexpr Ring kFourNodes{32, 4, 100e9, 5, 25};

TEST(Collectives, ARingPassPaysEveryStepAndCrossesEachNodeOnce) {
  // 31 steps: 3 leave a node (25 µs), 28 stay inside (5 µs); each rank sends 31/32 of 1 GB.
  const double latency = (28 * 5 + 3 * 25) * 1e-6;
  EXPECT_DOUBLE_EQ(ring_pass(kFourNodes, 1e9), 31.0 / 32 * 1e9 / 100e9 + latency);
  // In 40 buckets the bytes are the same and the latency is paid 40 times.
  EXPECT_DOUBLE_EQ(ring_pass(kFourNodes, 1e9, 40), 31.0 / 32 * 1e9 / 100e9 + 40 * latency);
  EXPECT_EQ(ring_pass(Ring{1, 1, 100e9, 5, 25}, 1e9), 0);  // nobody to talk to
}

TEST(Collectives, AnAllReduceTakesTheFasterOfRingAndTree) {
  // Ring: 2 · (28 · 5 + 3 · 25) = 430 µs; tree: 2 · (7 · 5 + log2(4) · 25) = 170 µs.
  const double bytes = 2 * 31.0 / 32 * 1e9 / 100e9;
  EXPECT_DOUBLE_EQ(all_reduce(kFourNodes, 1e9), bytes + 170e-6);
  // Inside one node the two are the same: 2 · 7 · 5 µs.
  const Ring node{8, 1, 100e9, 5, 25};
  EXPECT_DOUBLE_EQ(all_reduce(node, 1e9, 3), 2 * 7.0 / 8 * 1e9 / 100e9 + 3 * 70e-6);
  // Two devices a node on many nodes: the tree's log wins by far.
  const Ring wide{512, 256, 100e9, 5, 25};
  EXPECT_DOUBLE_EQ(all_reduce(wide, 0), 2 * (1 * 5 + 8 * 25) * 1e-6);
}

// Llama 3 8B (8.03e9 parameters, 32 layers), sequences of 8192 tokens, one
// a step, 6480 tokens/s on an H100: FSDP on nodes of 8 with NVLink 4 and
// 8 × 400 Gbit/s InfiniBand.
EstimatorInput llama_8b(double devices) {
  EstimatorInput in{};
  in.devices = devices;
  in.throughput_per_device = 6480;
  in.throughput_unit = 1;  // tokens
  in.tokens_per_sample = 8192;
  in.parameters = 8.03e9;
  in.bytes_per_gradient = 4;  // reduced in FP32, as the issue's example
  in.batch_per_device = 1;
  in.gradient_accumulation = 1;
  in.devices_per_node = 8;
  in.intra_node_bandwidth_gbyte_s = 450;
  in.inter_node_bandwidth_gbit_s = 3200;
  in.sharding = static_cast<double>(Sharding::zero3);
  in.layers = 32;
  in.memory_bandwidth_gbyte_s = 3350;
  return in;
}

// What "Used:" says of the latency and the overhead is what the step used:
// α inside a node and α_net once the ring crosses nodes; c_G only where
// gradients are copied through buckets.
TEST(StepModel, TheEstimateSaysWhichLatencyAndOverheadItUsed) {
  const EstimatorDefaults& k = kEstimatorDefaults;
  Estimate e = estimate(llama_8b(8)).result;
  EXPECT_FALSE(e.crosses_nodes);
  EXPECT_EQ(e.latency_us, k.intra_latency_us);
  EXPECT_EQ(e.intra_latency_us, k.intra_latency_us);
  EXPECT_FALSE(e.bucketed_overhead) << "FSDP with its layers given works on flat parameters";
  e = estimate(llama_8b(64)).result;
  EXPECT_TRUE(e.crosses_nodes);
  EXPECT_EQ(e.latency_us, k.rdma_latency_us);
  EXPECT_EQ(e.intra_latency_us, k.intra_latency_us);
  EstimatorInput in = llama_8b(64);
  in.layers.reset();
  in.hidden_size.reset();
  EXPECT_TRUE(estimate(in).result.bucketed_overhead) << "one collective for the step, bucketed";
  in = llama_8b(64);
  in.sharding = static_cast<double>(Sharding::none);
  EXPECT_TRUE(estimate(in).result.bucketed_overhead);
}

TEST(StepModel, FsdpGathersAndScattersLayerByLayer) {
  const Estimate e = estimate(llama_8b(8)).result;
  // Per layer S = 32.12 GB / 32; a pass over 8 ranks in one node at 360 GB/s.
  const double S = 8.03e9 * 4 / 32;
  const double pass = 7.0 / 8 * S / 360e9 + 7 * 5e-6;
  const double t_c = 8192 / 6480.0;
  const double f = t_c / 3 / 32, b = 2 * t_c / 3 / 32;
  const auto exposed = [](double c, double window) { return c - std::fmin(k.overlap_fraction * c, window); };
  // First gather and last scatter exposed; the rest hides behind the layer next to it.
  const double t_x = pass + 31 * exposed(pass, f) + 31 * exposed(2 * pass, b) + pass;
  EXPECT_DOUBLE_EQ(e.communication_seconds, 32 * 3 * pass);
  EXPECT_DOUBLE_EQ(e.exposed_seconds, t_x);
  EXPECT_EQ(e.collectives_per_step, 96);
  // FSDP works on flat parameters in place: no per-GB bucket copies, only τ.
  EXPECT_DOUBLE_EQ(e.overhead_seconds, k.step_overhead_ms * 1e-3);
  std::printf("Llama 3 8B, FSDP, one 8 × H100 node: %.1f %%\n", e.efficiency_percent);
  EXPECT_GE(e.efficiency_percent, 85) << "goal: one node of 8 × H100 not below 85 %";
}

TEST(StepModel, WithoutLayersOneCollectiveStandsForTheStep) {
  EstimatorInput in = llama_8b(8);
  in.layers.reset();
  const Estimate e = estimate(in).result;
  EXPECT_EQ(e.collectives_per_step, 1);
  // Buckets and copies then count per GB, at the H100's memory bandwidth.
  EXPECT_DOUBLE_EQ(e.overhead_ms_per_gb, k.overhead_ms_per_gb * 900 / 3350);
  EXPECT_DOUBLE_EQ(e.overhead_seconds, (k.step_overhead_ms + e.overhead_ms_per_gb * 32.12) * 1e-3);
  std::printf("the same without layers: %.1f %%\n", e.efficiency_percent);
}

// DDP under no_sync (and ZeRO-1 at DeepSpeed's or Megatron's boundary)
// reduces once a step, during the last micro-batch's backward pass: more
// micro-batches do not give the all-reduce more to hide behind.
TEST(StepModel, AccumulationReducesOnceBehindTheLastMicroBatch) {
  for (const Sharding sharding : {Sharding::none, Sharding::zero1}) {
    EstimatorInput in = llama_8b(64);
    in.sharding = static_cast<double>(sharding);
    in.throughput_per_device *= 16;  // a micro-batch short enough that its backward pass is what hides less
    const Estimate one = estimate(in).result;
    in.gradient_accumulation = 8;
    const Estimate eight = estimate(in).result;
    const double t_micro = 8192 / in.throughput_per_device;
    const double window = k.overlap_window * t_micro;
    const double reduced = sharding == Sharding::none ? eight.all_reduce_seconds : eight.communication_seconds / 2;
    ASSERT_LT(window, k.overlap_fraction * reduced) << "the case must be one where the window binds";
    const double exposed = reduced - window + (sharding == Sharding::none ? 0 : reduced);
    EXPECT_DOUBLE_EQ(eight.exposed_seconds, exposed) << static_cast<int>(sharding);
    EXPECT_DOUBLE_EQ(one.exposed_seconds, eight.exposed_seconds) << static_cast<int>(sharding);
    EXPECT_DOUBLE_EQ(eight.communication_seconds, one.communication_seconds) << "once a step, not per micro-batch";
  }
}

TEST(StepModel, TheLatencyGrowsWithLayersAndDevices) {
  double previous = 101;
  for (double d : {64.0, 256.0, 1024.0, 4096.0}) {
    const double e = estimate(llama_8b(d)).result.efficiency_percent;
    std::printf("Llama 3 8B FSDP at %5.0f H100s: %.1f %%\n", d, e);
    EXPECT_LT(e, previous) << d;
    previous = e;
  }
  EstimatorInput more = llama_8b(1024);
  more.layers = 64;  // the same bytes in twice the collectives
  EXPECT_LT(estimate(more).result.efficiency_percent, estimate(llama_8b(1024)).result.efficiency_percent);
}

TEST(StepModel, FasterComputeExposesMore) {
  // FP8 at twice the BF16 throughput halves the compute each layer's collectives hide behind.
  EstimatorInput bf16 = llama_8b(512), fp8 = llama_8b(512);
  fp8.throughput_per_device *= 2;
  EXPECT_LT(estimate(fp8).result.efficiency_percent, estimate(bf16).result.efficiency_percent);
}

TEST(StepModel, HybridShardsInsideAGroupAndAllReducesAcrossGroups) {
  EstimatorInput in = llama_8b(64);
  in.sharding = static_cast<double>(Sharding::hybrid);
  in.shard_group = 16;  // two nodes a group, four groups
  const Estimate e = estimate(in).result;
  const double S = 8.03e9 * 4 / 32;
  // In the group: 16 ranks on 2 nodes at min(360, 360) GB/s, 14 steps inside, 1 across.
  const double network = 3200e9 / 8 * 0.9;
  const double pass = 15.0 / 16 * S / std::fmin(360e9, network) + (14 * 5 + 1 * k.rdma_latency_us) * 1e-6;
  // Across groups: each device all-reduces its 1/16 with 3 peers, 8 such rings a node.
  const double ring_us = 2 * 3 * k.rdma_latency_us, tree_us = 2 * std::log2(4) * k.rdma_latency_us;
  const double shards = 2 * 3.0 / 4 * (S / 16) / (network / 8) + std::fmin(ring_us, tree_us) * 1e-6;
  EXPECT_DOUBLE_EQ(e.communication_seconds, 32 * (3 * pass + shards));
  EXPECT_EQ(e.shard_group, 16);
  EXPECT_EQ(e.collectives_per_step, 32 * 4);
}

TEST(StepModel, AShardGroupIsWholeNodesAndDividesTheDevices) {
  EstimatorInput in = llama_8b(64);
  in.sharding = static_cast<double>(Sharding::hybrid);
  in.shard_group = 12;
  auto issues = estimate(in).issues;
  ASSERT_FALSE(issues.empty());
  EXPECT_EQ(issues[0].field, Field::shard_group);
  EXPECT_EQ(issues[0].code, Code::partial_node);
  EXPECT_EQ(issues[0].limit, 8);
  // Another sharding leaves the group alone: it is not asked for.
  in.sharding = static_cast<double>(Sharding::zero3);
  EXPECT_TRUE(estimate(in).issues.empty());
  in.sharding = static_cast<double>(Sharding::hybrid);
  in.shard_group = 32, in.devices = 48;  // one and a half groups
  issues = estimate(in).issues;
  ASSERT_FALSE(issues.empty());
  EXPECT_EQ(issues[0].field, Field::devices);
  EXPECT_EQ(issues[0].code, Code::whole_nodes);
  EXPECT_EQ(issues[0].limit, 32);
}

TEST(StepModel, OverridesOfTheNewTerms) {
  EstimatorInput in = llama_8b(256);
  const double shipped = estimate(in).result.efficiency_percent;
  in.network_latency_us = 100;
  EXPECT_LT(estimate(in).result.efficiency_percent, shipped);
  in = llama_8b(256);
  in.sharding = static_cast<double>(Sharding::none);
  const double ddp = estimate(in).result.efficiency_percent;
  in.bucket_mb = 1;  // many more buckets, each paying its latency
  EXPECT_LT(estimate(in).result.efficiency_percent, ddp);
  in.bucket_mb.reset();
  in.memory_bandwidth_gbyte_s = 900;  // slower memory: the per-GB overhead as on a V100
  EXPECT_LT(estimate(in).result.efficiency_percent, ddp);
}

}  // namespace
}  // namespace dpsc
