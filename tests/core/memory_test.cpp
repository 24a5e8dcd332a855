#include "core/memory.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace dpsc {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

double index_of(Sharding s) { return static_cast<double>(s); }

// Mixed-precision Adam, the paper's K = 12: 2 + 2 + 12 bytes per parameter, on devices with `device_gb` for the
// tensors beside the workspace each keeps (the paper counts the model states alone).
MemoryInput adam(double parameters, double devices, Sharding s, double device_gb = 80) {
  MemoryInput in{};
  in.parameters = parameters;
  in.device_memory_gbyte = device_gb + kWorkspaceBytes / 1e9;
  in.weight_bytes = 2;
  in.gradient_bytes = 2;
  in.optimizer_bytes = 12;
  in.devices = devices;
  in.sharding = index_of(s);
  return in;
}

// What the model's tensors need: the required bytes without the workspace every device keeps.
double required(const MemoryInput& in) {
  const auto m = memory_check(in);
  EXPECT_TRUE(m.issues.empty());
  EXPECT_EQ(m.result.workspace_bytes, kWorkspaceBytes);
  return m.result.required_bytes - kWorkspaceBytes;
}

std::optional<double> sharding_of(const Outcome<ShardingChoice>& c) { return c.result.sharding; }

// Rajbhandari, Rasley, Ruwase, He: "ZeRO: Memory Optimizations Toward
// Training Trillion Parameter Models", SC 2020 (arXiv:1910.02054). Figure 1:
// "Ψ denotes model size (number of parameters), K denotes the memory
// multiplier of optimizer states, and N_d denotes DP degree. In the example,
// we assume a model size of Ψ = 7.5B and DP of N_d = 64 with K = 12 based on
// mixed-precision training with Adam optimizer." Its bars read:
//   Baseline  (2 + 2 + K) · Ψ           120 GB
//   P_os      2Ψ + 2Ψ + K · Ψ / N_d      31.4 GB
//   P_os+g    2Ψ + (2 + K) · Ψ / N_d     16.6 GB
//   P_os+g+p  (2 + 2 + K) · Ψ / N_d      1.9 GB
// and section 5 the same in words: "a 7.5 B parameter model requires 31.4GB
// of memory using P_os with 64-way DP (N_d = 64), while requiring 120 GB with
// standard DP"; "only 16.6 GB of memory using P_os+g"; "1.9 GB of model-state
// memory using P_os+p+g". The paper's GB is 10^9 bytes (16 · 7.5e9 = 120e9).
TEST(MemoryCheck, ZeroPaperWorkedExample) {
  const double psi = 7.5e9, n = 64, k = 12;
  EXPECT_DOUBLE_EQ(required(adam(psi, n, Sharding::none)), (2 + 2 + k) * psi);
  EXPECT_DOUBLE_EQ(required(adam(psi, n, Sharding::zero1)), 2 * psi + 2 * psi + k * psi / n);
  EXPECT_DOUBLE_EQ(required(adam(psi, n, Sharding::zero2)), 2 * psi + (2 + k) * psi / n);
  EXPECT_DOUBLE_EQ(required(adam(psi, n, Sharding::zero3)), (2 + 2 + k) * psi / n);
  // The figures as printed, to the paper's one decimal.
  const auto gb = [](const MemoryInput& in) { return std::round(required(in) / 1e8) / 10; };
  EXPECT_EQ(gb(adam(psi, n, Sharding::none)), 120);
  EXPECT_EQ(gb(adam(psi, n, Sharding::zero1)), 31.4);
  EXPECT_EQ(gb(adam(psi, n, Sharding::zero2)), 16.6);
  EXPECT_EQ(gb(adam(psi, n, Sharding::zero3)), 1.9);
}

// Section 5.1: "when N_d is large, the memory requirement on model states
// reduces from 4Ψ + 12Ψ = 16Ψ bytes to 4Ψ + 12Ψ/N_d ≈ 4Ψ bytes, leading to a
// 4x reduction"; 5.2: "2Ψ + 14Ψ/N_d ≈ 2Ψ bytes, leading to a 8x reduction".
TEST(MemoryCheck, ZeroPaperLimitsForManyDevices) {
  const double psi = 1e9, many = kMaxDevices;
  EXPECT_NEAR(required(adam(psi, many, Sharding::zero1)) / psi, 4, 1e-5);
  EXPECT_NEAR(required(adam(psi, many, Sharding::zero2)) / psi, 2, 1e-5);
  EXPECT_NEAR(required(adam(psi, many, Sharding::zero3)) / psi, 0, 1e-5);
}

TEST(MemoryCheck, ThePartsAddUpAndSayWhatIsSharded) {
  const auto m = memory_check(adam(8e9, 8, Sharding::zero2));
  ASSERT_TRUE(m.issues.empty());
  EXPECT_EQ(*m.result.weights_bytes, 16e9);    // kept whole
  EXPECT_EQ(*m.result.gradients_bytes, 2e9);   // 16e9 / 8
  EXPECT_EQ(*m.result.optimizer_bytes, 12e9);  // 96e9 / 8
  EXPECT_FALSE(m.result.activations_bytes);
  EXPECT_EQ(m.result.required_bytes, 30e9 + kWorkspaceBytes);
  EXPECT_EQ(m.result.available_bytes, 80e9 + kWorkspaceBytes);
  EXPECT_TRUE(m.result.fits);
}

// PyTorch FSDP, ShardingStrategy.HYBRID_SHARD: "Apply FULL_SHARD within a
// node, and replicate parameters across nodes": ZeRO-3 over the n devices of
// a node, whatever the node count.
TEST(MemoryCheck, HybridShardsInsideTheNode) {
  MemoryInput in = adam(7.5e9, 64, Sharding::hybrid);
  in.devices_per_node = 8;
  EXPECT_EQ(required(in), 16 * 7.5e9 / 8);
  in.devices = 1024;
  EXPECT_EQ(required(in), 16 * 7.5e9 / 8);
  EXPECT_EQ(required(in), required(adam(7.5e9, 8, Sharding::zero3)));
}

// The trial's 70B under HSDP on 512 devices: a group of 16, 32 or 64 devices
// holds the model states once, so a device keeps a 16th, 32nd or 64th.
TEST(MemoryCheck, HybridFollowsTheShardGroup) {
  MemoryInput in = adam(70.55e9, 512, Sharding::hybrid);
  in.devices_per_node = 8;
  EXPECT_EQ(required(in), 16 * 70.55e9 / 8);
  for (const double group : {16.0, 32.0, 64.0}) {
    in.shard_group = group;
    EXPECT_EQ(required(in), 16 * 70.55e9 / group) << group;
  }
  in.shard_group = 64;
  EXPECT_EQ(devices_for_memory(in).result.devices, 128);  // two groups of 64, the fewest hybrid runs on
}

// Korthikanti et al. 2022, section 4, for Llama 3 70B (80 layers, hidden
// 8192, 64 heads) at 8,192 tokens, one sequence a device.
TEST(MemoryCheck, ActivationsFromTheArchitecture) {
  MemoryInput in = adam(70.55e9, 512, Sharding::zero3);
  in.layers = 80, in.hidden_size = 8192, in.tokens_per_sample = 8192, in.batch_per_device = 1;
  const double sbh = 8192.0 * 8192;
  const auto activations = [&](Recomputation r) {
    in.recomputation = static_cast<double>(r);
    const auto m = memory_check(in);
    EXPECT_TRUE(m.issues.empty());
    EXPECT_TRUE(m.result.activations_estimated);
    return *m.result.activations_bytes;
  };
  EXPECT_EQ(activations(Recomputation::full), 80 * sbh * 2);        // 10.7 GB
  EXPECT_EQ(activations(Recomputation::selective), 80 * sbh * 34);  // 183 GB
  in.attention_heads = 64;
  EXPECT_EQ(activations(Recomputation::none), 80 * sbh * (34 + 5 * 64.0));  // 1.9 TB
  in.recomputation.reset();                                                 // left out: selective
  EXPECT_EQ(*memory_check(in).result.activations_bytes, 80 * sbh * 34);
  in.batch_per_device = 2;
  EXPECT_EQ(*memory_check(in).result.activations_bytes, 2 * 80 * sbh * 34);
  EXPECT_FALSE(memory_check(in).result.fits);
}

TEST(MemoryCheck, GivenActivationsWinOverTheArchitecture) {
  MemoryInput in = adam(8e9, 64, Sharding::zero3);
  in.layers = 32, in.hidden_size = 4096, in.tokens_per_sample = 8192, in.batch_per_device = 2;
  in.activation_bytes_per_sample = 5e9;
  const auto m = memory_check(in).result;
  EXPECT_EQ(*m.activations_bytes, 10e9);
  EXPECT_FALSE(m.activations_estimated);
}

TEST(MemoryCheck, ActivationsAddBytesPerSampleTimesBatchOnEveryDevice) {
  MemoryInput in = adam(1e9, 16, Sharding::zero3);
  in.activation_bytes_per_sample = 0.25e9;
  in.batch_per_device = 8;
  const auto m = memory_check(in);
  ASSERT_TRUE(m.issues.empty());
  EXPECT_EQ(*m.result.activations_bytes, 2e9);
  EXPECT_EQ(m.result.required_bytes, 16e9 / 16 + 2e9 + kWorkspaceBytes);
}

// The form the memory check had before sharding: bytes per parameter alone,
// plain data parallelism, and no parts.
TEST(MemoryCheck, TheShortFormMeansPlainDataParallelism) {
  const auto m = memory_check({7e9, 16.0, 80});
  ASSERT_TRUE(m.issues.empty());
  EXPECT_EQ(m.result.required_bytes, 112e9 + kWorkspaceBytes);
  EXPECT_EQ(m.result.available_bytes, 80e9);
  EXPECT_FALSE(m.result.fits);
  EXPECT_FALSE(m.result.weights_bytes);
  EXPECT_TRUE(memory_check({1.5e9, 16.0, 80 + kWorkspaceBytes / 1e9}).result.fits);
  MemoryInput none{7e9, 16.0, 80};
  none.sharding = index_of(Sharding::none);
  EXPECT_TRUE(memory_check(none).issues.empty());
  EXPECT_EQ(memory_check({0, 16.0, -1}).issues.size(), 2u);
  EXPECT_EQ(required(adam(7e9, 64, Sharding::none)), 112e9);  // the same, given in parts
}

TEST(MemoryCheck, FitsIsRequiredAtMostAvailable) {
  EXPECT_TRUE(memory_check(adam(5e9, 1, Sharding::none)).result.fits);  // all of it
  EXPECT_FALSE(memory_check(adam(5e9 + 1, 1, Sharding::none)).result.fits);
}

// Issues of one input: field and code, in order.
std::vector<std::pair<Field, Code>> issues_of(const Issues& issues) {
  std::vector<std::pair<Field, Code>> out;
  for (const Issue& i : issues) out.emplace_back(i.field, i.code);
  return out;
}

using Expected = std::vector<std::pair<Field, Code>>;

// Llama 3 8B's head over 128,256 tokens: 16-bit logits, the loss's 32-bit copy and its 32-bit gradient, 10 bytes
// a token and vocabulary entry, for every sequence a device holds; tensor parallelism splits the vocabulary.
TEST(MemoryCheck, TheLogitsOfALanguageModel) {
  MemoryInput in = adam(8030261248, 64, Sharding::zero3);
  in.layers = 32, in.hidden_size = 4096, in.tokens_per_sample = 8192, in.batch_per_device = 2;
  EXPECT_FALSE(memory_check(in).result.logits_bytes) << "no vocabulary, no logits";
  in.vocabulary_size = 128256;
  const MemoryCheck m = memory_check(in).result;
  EXPECT_EQ(*m.logits_bytes, 2 * 8192 * 128256.0 * 10);  // 21 GB
  EXPECT_DOUBLE_EQ(m.required_bytes, *m.weights_bytes + *m.gradients_bytes + *m.optimizer_bytes + *m.activations_bytes +
                                         *m.logits_bytes + *m.buffers_bytes + m.workspace_bytes);
  in.tensor_parallel = 8;
  EXPECT_EQ(*memory_check(in).result.logits_bytes, 2 * 8192 * 128256.0 * 10 / 8);
  in.tokens_per_sample.reset();
  in.layers.reset();
  EXPECT_EQ(issues_of(memory_check(in).issues), (Expected{{Field::tokens_per_sample, Code::missing_input}}));
}

// A pipeline of p stages: the first keeps p micro-batches of its L/p layers (one micro-batch of every layer), the
// last one micro-batch of its layers and the logits. The device that needs more is counted, and said.
TEST(MemoryCheck, APipelineCountsItsFirstOrItsLastStage) {
  MemoryInput in = adam(8030261248, 64, Sharding::zero3);
  in.layers = 32, in.hidden_size = 4096, in.tokens_per_sample = 8192, in.batch_per_device = 1;
  in.recomputation = static_cast<double>(Recomputation::full);
  in.vocabulary_size = 128256;
  in.pipeline_parallel = 4;
  const double activations = 32 * 8192 * 4096.0 * 2;  // full recomputation: the layers' inputs, 2.1 GB
  const double logits = 8192 * 128256.0 * 10;         // 10.5 GB
  MemoryCheck m = memory_check(in).result;
  EXPECT_TRUE(m.last_stage);
  EXPECT_EQ(*m.activations_bytes, activations / 4);
  EXPECT_EQ(*m.logits_bytes, logits);
  in.recomputation = static_cast<double>(Recomputation::selective);  // 36.5 GB on the first stage
  m = memory_check(in).result;
  EXPECT_FALSE(m.last_stage);
  EXPECT_EQ(*m.activations_bytes, 17 * activations);
  EXPECT_EQ(*m.logits_bytes, 0);
}

// ZeRO-3 gathers two layers in 16 bits and holds one layer's gradients whole; full recomputation holds the layer it
// recomputes as selective recomputation keeps it.
TEST(MemoryCheck, TheBuffersOfShardingAndRecomputation) {
  MemoryInput in = adam(8e9, 64, Sharding::zero3);
  in.layers = 32, in.hidden_size = 4096, in.tokens_per_sample = 8192, in.batch_per_device = 2;
  const double layer = 8e9 / 32;
  EXPECT_EQ(*memory_check(in).result.buffers_bytes, layer * (2 * 2 + 2));
  in.recomputation = static_cast<double>(Recomputation::full);
  EXPECT_EQ(*memory_check(in).result.buffers_bytes, layer * 6 + 2 * 8192 * 4096.0 * 34);
  in.sharding = index_of(Sharding::zero1);
  EXPECT_EQ(*memory_check(in).result.buffers_bytes, 2 * 8192 * 4096.0 * 34);
  in.recomputation = static_cast<double>(Recomputation::selective);
  EXPECT_EQ(*memory_check(in).result.buffers_bytes, 0);
}

TEST(MemoryValidation, TheBytesComeInOneFormOrTheOther) {
  MemoryInput neither{};
  neither.parameters = 1e9;
  neither.device_memory_gbyte = 80;
  EXPECT_EQ(issues_of(memory_check(neither).issues), (Expected{{Field::weight_bytes, Code::missing_input},
                                                               {Field::gradient_bytes, Code::missing_input},
                                                               {Field::optimizer_bytes, Code::missing_input}}));
  MemoryInput both = adam(1e9, 8, Sharding::none);
  both.bytes_per_parameter = 16;
  EXPECT_EQ(issues_of(memory_check(both).issues), (Expected{{Field::bytes_per_parameter, Code::conflicting_inputs}}));
  MemoryInput sharded_total{1e9, 16.0, 80};
  sharded_total.devices = 8;
  sharded_total.sharding = index_of(Sharding::zero1);
  EXPECT_EQ(issues_of(memory_check(sharded_total).issues),
            (Expected{{Field::bytes_per_parameter, Code::conflicting_inputs}}));
  MemoryInput part = adam(1e9, 8, Sharding::none);
  part.gradient_bytes.reset();
  EXPECT_EQ(issues_of(memory_check(part).issues), (Expected{{Field::gradient_bytes, Code::missing_input}}));
}

TEST(MemoryValidation, BytesMustBePositiveAndOptimizerStateMayBeNone) {
  MemoryInput in = adam(1e9, 8, Sharding::zero1);
  in.weight_bytes = 0;
  in.gradient_bytes = -2;
  in.optimizer_bytes = -1;
  const Issues issues = memory_check(in).issues;
  EXPECT_EQ(issues_of(issues), (Expected{{Field::weight_bytes, Code::must_be_positive},
                                         {Field::gradient_bytes, Code::must_be_positive},
                                         {Field::optimizer_bytes, Code::below_minimum}}));
  EXPECT_EQ(issues[0].limit, 0);
  in = adam(1e9, 8, Sharding::zero1);
  in.optimizer_bytes = 0;  // plain SGD keeps no state
  EXPECT_TRUE(memory_check(in).issues.empty());
  in.weight_bytes = kNaN;
  EXPECT_EQ(issues_of(memory_check(in).issues), (Expected{{Field::weight_bytes, Code::not_a_number}}));
  in = adam(1e9, 8, Sharding::zero1);
  in.gradient_bytes = 65;
  EXPECT_EQ(issues_of(memory_check(in).issues), (Expected{{Field::gradient_bytes, Code::above_maximum}}));
}

TEST(MemoryValidation, UnknownShardingIsAnUnknownOption) {
  for (const double bad : {-1.0, 5.0, 1.5, kNaN}) {
    MemoryInput in = adam(1e9, 8, Sharding::none);
    in.sharding = bad;
    EXPECT_EQ(issues_of(memory_check(in).issues), (Expected{{Field::sharding, Code::unknown_option}})) << bad;
  }
}

TEST(MemoryValidation, ShardingNeedsDevices) {
  MemoryInput in = adam(1e9, 8, Sharding::zero3);
  in.devices.reset();
  EXPECT_EQ(issues_of(memory_check(in).issues), (Expected{{Field::devices, Code::missing_input}}));
  in.sharding = index_of(Sharding::none);
  EXPECT_TRUE(memory_check(in).issues.empty());  // plain data parallelism: any count
  in = adam(1e9, 0, Sharding::zero3);
  EXPECT_EQ(issues_of(memory_check(in).issues), (Expected{{Field::devices, Code::below_minimum}}));
  in = adam(1e9, 2.5, Sharding::zero3);
  EXPECT_EQ(issues_of(memory_check(in).issues), (Expected{{Field::devices, Code::not_integer}}));
}

TEST(MemoryValidation, HybridNeedsTwoOrMoreWholeNodes) {
  MemoryInput in = adam(1e9, 16, Sharding::hybrid);
  EXPECT_EQ(issues_of(memory_check(in).issues), (Expected{{Field::devices_per_node, Code::missing_input}}));
  in.devices_per_node = 8;
  EXPECT_TRUE(memory_check(in).issues.empty());
  for (const double devices : {8.0, 4.0, 12.0, 20.0}) {  // one node, part of one, a node and a half
    in.devices = devices;
    const Issues issues = memory_check(in).issues;
    EXPECT_EQ(issues_of(issues), (Expected{{Field::devices, Code::whole_nodes}})) << devices;
    EXPECT_EQ(issues[0].limit, 8);
  }
  in.devices = 24;
  EXPECT_TRUE(memory_check(in).issues.empty());
}

TEST(MemoryValidation, AShardGroupIsWholeNodesUnderHybridOnly) {
  MemoryInput in = adam(1e9, 64, Sharding::hybrid);
  in.devices_per_node = 8;
  in.shard_group = 12;
  Issues issues = memory_check(in).issues;
  EXPECT_EQ(issues_of(issues), (Expected{{Field::shard_group, Code::partial_node}}));
  EXPECT_EQ(issues[0].limit, 8);
  in.sharding = index_of(Sharding::zero3);
  EXPECT_TRUE(memory_check(in).issues.empty());
  // Two or more whole groups: 48 devices are one and a half groups of 32.
  in = adam(1e9, 48, Sharding::hybrid);
  in.devices_per_node = 8;
  in.shard_group = 32;
  issues = memory_check(in).issues;
  EXPECT_EQ(issues_of(issues), (Expected{{Field::devices, Code::whole_nodes}}));
  EXPECT_EQ(issues[0].limit, 32);
}

TEST(MemoryValidation, EstimatedActivationsNeedABatchAndHeadsWhenNothingIsRecomputed) {
  MemoryInput in = adam(8e9, 64, Sharding::zero3);
  in.layers = 32, in.hidden_size = 4096, in.tokens_per_sample = 8192;
  EXPECT_EQ(issues_of(memory_check(in).issues), (Expected{{Field::batch_per_device, Code::missing_input}}));
  in.batch_per_device = 1;
  in.recomputation = static_cast<double>(Recomputation::none);
  EXPECT_EQ(issues_of(memory_check(in).issues), (Expected{{Field::attention_heads, Code::missing_input}}));
  in.recomputation = 3;
  EXPECT_EQ(issues_of(memory_check(in).issues), (Expected{{Field::recomputation, Code::unknown_option}}));
}

TEST(MemoryValidation, ActivationsNeedABatch) {
  MemoryInput in = adam(1e9, 8, Sharding::zero1);
  in.activation_bytes_per_sample = 1e6;
  EXPECT_EQ(issues_of(memory_check(in).issues), (Expected{{Field::batch_per_device, Code::missing_input}}));
  // A batch alone, with neither bytes nor a transformer's sizes, counts no activations.
  in.activation_bytes_per_sample.reset();
  in.batch_per_device = 32;
  EXPECT_TRUE(memory_check(in).issues.empty());
  EXPECT_FALSE(memory_check(in).result.activations_bytes);
  in.activation_bytes_per_sample = 0;
  EXPECT_EQ(issues_of(memory_check(in).issues),
            (Expected{{Field::activation_bytes_per_sample, Code::must_be_positive}}));
}

TEST(SmallestSharding, TheFirstThatFitsInCostOrder) {
  // 7.5B parameters on 64 × 80 GB: 120 GB plain, 31.4 GB with ZeRO-1.
  auto c = smallest_sharding(adam(7.5e9, 64, Sharding::none));
  ASSERT_TRUE(c.issues.empty());
  EXPECT_EQ(sharding_of(c), index_of(Sharding::zero1));
  EXPECT_DOUBLE_EQ(c.result.required_bytes, 31.40625e9 + kWorkspaceBytes);
  EXPECT_TRUE(c.result.fits);
  // On 24 GB devices: ZeRO-2's 16.6 GB.
  c = smallest_sharding(adam(7.5e9, 64, Sharding::none, 24));
  EXPECT_EQ(sharding_of(c), index_of(Sharding::zero2));
  // On 16 GB devices only ZeRO-3 fits, hybrid is not asked for without nodes.
  c = smallest_sharding(adam(7.5e9, 64, Sharding::none, 16));
  EXPECT_EQ(sharding_of(c), index_of(Sharding::zero3));
  EXPECT_DOUBLE_EQ(c.result.required_bytes, 1.875e9 + kWorkspaceBytes);
  // A small model: plain data parallelism.
  EXPECT_EQ(sharding_of(smallest_sharding(adam(1e9, 64, Sharding::none))), index_of(Sharding::none));
}

// Section 5.4, on 32 GB V100s: "with N_d = 64, ZeRO can train models with up
// to 7.5B, 14B, and 128B parameters using P_os, P_os+g, and P_os+g+p,
// respectively" (model states only).
TEST(SmallestSharding, ZeroPaperLargestModelsOn64Devices) {
  EXPECT_EQ(sharding_of(smallest_sharding(adam(7.5e9, 64, Sharding::none, 32))), index_of(Sharding::zero1));
  EXPECT_EQ(sharding_of(smallest_sharding(adam(14e9, 64, Sharding::none, 32))), index_of(Sharding::zero2));
  EXPECT_EQ(sharding_of(smallest_sharding(adam(128e9, 64, Sharding::none, 32))), index_of(Sharding::zero3));
  EXPECT_FALSE(smallest_sharding(adam(129e9, 64, Sharding::none, 32)).result.fits);
}

TEST(SmallestSharding, HybridComesBeforeZeroThreeWhenTheNodesAreWhole) {
  MemoryInput in = adam(7.5e9, 64, Sharding::none, 16);
  in.devices_per_node = 8;  // hybrid: 120 GB / 8 = 15 GB
  EXPECT_EQ(sharding_of(smallest_sharding(in)), index_of(Sharding::hybrid));
  in.devices = 60;  // not whole nodes: hybrid is not an option
  EXPECT_EQ(sharding_of(smallest_sharding(in)), index_of(Sharding::zero3));
  in.devices = 8;  // one node: hybrid is plain ZeRO-3 there, and named so
  EXPECT_EQ(sharding_of(smallest_sharding(in)), index_of(Sharding::zero3));
}

// Found by memory_fuzz: a shard group of whole nodes that splits a replica
// (68 devices under TP 8, nodes of 4: 8.5 replicas) is one memory_check
// refuses, so it is not a candidate either, though its 7.1 GB would fit.
TEST(SmallestSharding, HybridIsNoCandidateWhenItsGroupSplitsAReplica) {
  MemoryInput in = adam(30e9, 136, Sharding::none, 8);  // ZeRO-2 10.6 GB, ZeRO-3 3.5 GB
  in.devices_per_node = 4;
  in.tensor_parallel = 8;
  in.shard_group = 68;
  in.sharding = index_of(Sharding::hybrid);
  EXPECT_EQ(issues_of(memory_check(in).issues), (Expected{{Field::shard_group, Code::whole_replicas}}));
  EXPECT_EQ(sharding_of(smallest_sharding(in)), index_of(Sharding::zero3));
  in.devices = 128;  // 60 GB / 8 replicas of a group of 64: 7.5 GB, hybrid again
  in.shard_group = 64;
  EXPECT_EQ(sharding_of(smallest_sharding(in)), index_of(Sharding::hybrid));
}

TEST(SmallestSharding, NothingFitsNamesNoSharding) {
  const auto c = smallest_sharding(adam(70e9, 8, Sharding::none));  // ZeRO-3: 140 GB on each of 8
  ASSERT_TRUE(c.issues.empty());
  EXPECT_FALSE(c.result.sharding);
  EXPECT_FALSE(c.result.fits);
  EXPECT_EQ(c.result.required_bytes, 140e9 + kWorkspaceBytes);
}

TEST(SmallestSharding, NeedsDevicesAndTheParts) {
  MemoryInput in = adam(1e9, 8, Sharding::none);
  in.devices.reset();
  EXPECT_EQ(issues_of(smallest_sharding(in).issues), (Expected{{Field::devices, Code::missing_input}}));
  EXPECT_EQ(issues_of(smallest_sharding({1e9, 16.0, 80, {}, {}, {}, 8.0}).issues),
            (Expected{{Field::bytes_per_parameter, Code::conflicting_inputs}}));
}

// devices_for_memory(x) = d exactly: memory_check fits with d and not d − 1.
void expect_fewest(MemoryInput in, double expected) {
  const auto r = devices_for_memory(in);
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(r.result.devices, expected);
  in.devices = expected;
  const auto at = memory_check(in);
  EXPECT_TRUE(at.result.fits);
  EXPECT_EQ(r.result.required_bytes, at.result.required_bytes);
  if (expected > 1) {
    in.devices = expected - 1;
    EXPECT_FALSE(memory_check(in).result.fits);
  }
}

TEST(DevicesForMemory, FewestDevicesAreExact) {
  // ZeRO-3, 70e9 × 16 = 1120 GB in all: 14 devices of 80 GB hold it exactly.
  expect_fewest(adam(70e9, 0, Sharding::zero3), 14);
  expect_fewest(adam(70e9 + 1, 0, Sharding::zero3), 15);
  // ZeRO-1, 7.5B: 30 GB kept, 90 GB shared: 50 GB left for 90 GB → 2 devices.
  expect_fewest(adam(7.5e9, 0, Sharding::zero1), 2);
  // ZeRO-2 on 32 GB: 15 GB kept, 105 GB shared over 17 GB → 7.
  expect_fewest(adam(7.5e9, 0, Sharding::zero2, 32), 7);
  expect_fewest(adam(1e9, 0, Sharding::none), 1);
  for (double p = 1e9; p < 2e12; p *= 1.37) expect_fewest(adam(p, 0, Sharding::zero3), std::ceil(16 * p / 80e9));
}

TEST(DevicesForMemory, WhatNoCountReaches) {
  const auto plain = devices_for_memory(adam(7.5e9, 0, Sharding::none));  // 120 GB on every device
  ASSERT_EQ(plain.issues.size(), 1u);
  EXPECT_EQ(plain.issues[0].field, Field::device_memory);
  EXPECT_EQ(plain.issues[0].code, Code::unreachable);
  EXPECT_EQ(plain.issues[0].limit, kMaxDevices);
  // ZeRO-1 keeps 4 bytes per parameter on every device: 20e9 parameters need 80 GB before any sharing.
  EXPECT_EQ(devices_for_memory(adam(20e9, 0, Sharding::zero1)).issues[0].code, Code::unreachable);
  // ZeRO-3 beyond the most devices: 1e15 × 16 bytes over 1e7 devices is 1.6 GB each.
  EXPECT_EQ(devices_for_memory(adam(1e15, 0, Sharding::zero3, 1.5)).issues[0].code, Code::unreachable);
  expect_fewest(adam(1e15, 0, Sharding::zero3, 1.6), kMaxDevices);
}

TEST(DevicesForMemory, HybridNeedsTwoNodesAtLeast) {
  MemoryInput in = adam(7.5e9, 0, Sharding::hybrid, 16);
  in.devices_per_node = 8;
  const auto r = devices_for_memory(in);
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(r.result.devices, 16);
  EXPECT_EQ(r.result.required_bytes, 15e9 + kWorkspaceBytes);
  in.device_memory_gbyte = 14;
  EXPECT_EQ(devices_for_memory(in).issues[0].code, Code::unreachable);
  in.devices_per_node.reset();
  EXPECT_EQ(issues_of(devices_for_memory(in).issues), (Expected{{Field::devices_per_node, Code::missing_input}}));
}

TEST(DevicesForMemory, ActivationsStayOnEveryDevice) {
  MemoryInput in = adam(10e9, 0, Sharding::zero3);
  in.activation_bytes_per_sample = 5e9;
  in.batch_per_device = 4;  // 20 GB of activations: 60 GB left for 160 GB of states
  expect_fewest(in, 3);
  in.batch_per_device = 16;  // 80 GB of activations alone
  EXPECT_EQ(devices_for_memory(in).issues[0].code, Code::unreachable);
}

}  // namespace
}  // namespace dpsc
