// The estimator with language-model inputs: a throughput in tokens, and the
// check of a throughput against the device's peak.
#include <gtest/gtest.h>

#include <cmath>

#include "core/estimator.hpp"

namespace dpsc {
namespace {

constexpr double kTokens = static_cast<double>(ThroughputUnit::tokens);
constexpr double kSamples = static_cast<double>(ThroughputUnit::samples);

// Llama 3 8B (8 030 261 248 parameters, 32 layers, hidden size 4096) on
// sequences of 8192 tokens, 64 H100 SXM in 8 nodes of 8 with NVLink 4 (450
// GB/s per GPU and direction) and 8 × 400 Gb/s InfiniBand per node, BF16
// gradients, 1 sequence per micro-batch and 8 micro-batches a step, at 5762
// tokens/s per GPU.
EstimatorInput llama3_8b_tokens() {
  EstimatorInput in{64, 5762, 8030261248, 2, 1, 8, 8, 450};
  in.inter_node_bandwidth_gbit_s = 3200;
  in.throughput_unit = kTokens;
  in.tokens_per_sample = 8192;
  in.layers = 32;
  in.hidden_size = 4096;
  in.peak_tflops = 989.5;
  return in;
}

// The same job with its throughputs in samples (sequences) per second.
EstimatorInput in_samples(EstimatorInput in) {
  in.throughput_unit = kSamples;
  in.throughput_per_device /= *in.tokens_per_sample;
  return in;
}

TEST(EstimatorTokens, TokensAndSamplesGiveTheSameEstimateToTheBit) {
  const EstimatorInput tokens = llama3_8b_tokens();
  for (const double devices : {1.0, 8.0, 64.0, 1024.0}) {
    EstimatorInput t = tokens;
    t.devices = devices;
    const auto a = estimate(t);
    const auto b = estimate(in_samples(t));
    ASSERT_TRUE(a.issues.empty() && b.issues.empty());
    EXPECT_EQ(a.result.efficiency_percent, b.result.efficiency_percent) << devices;
    EXPECT_EQ(a.result.compute_seconds, b.result.compute_seconds) << devices;
    EXPECT_EQ(a.result.step_seconds, b.result.step_seconds) << devices;
    // Throughputs come back in the unit they were given in.
    EXPECT_DOUBLE_EQ(a.result.actual_throughput, devices * 5762 * a.result.efficiency_percent / 100) << devices;
    EXPECT_NEAR(a.result.actual_throughput, b.result.actual_throughput * 8192, 1e-9 * a.result.actual_throughput);
  }
}

TEST(EstimatorTokens, ComputeTimeCountsSequences) {
  // 8 sequences of 8192 tokens at 5762 tokens/s: 65 536 / 5762 s.
  const auto e = estimate(llama3_8b_tokens());
  ASSERT_TRUE(e.issues.empty());
  EXPECT_DOUBLE_EQ(e.result.compute_seconds, 65536.0 / 5762);
  EXPECT_EQ(e.result.global_batch, 8 * 64);
  // Read as 5762 sequences/s, the step would be 8192 times shorter.
  EstimatorInput wrong = llama3_8b_tokens();
  wrong.throughput_unit = kSamples;
  wrong.peak_tflops = std::nullopt;
  EXPECT_LT(estimate(wrong).result.efficiency_percent, e.result.efficiency_percent);
}

TEST(EstimatorTokens, TokensNeedTheSequenceLength) {
  EstimatorInput in = llama3_8b_tokens();
  in.tokens_per_sample = std::nullopt;
  in.peak_tflops = std::nullopt;
  const auto e = estimate(in);
  ASSERT_EQ(e.issues.size(), 1u);
  EXPECT_EQ(e.issues[0].field, Field::tokens_per_sample);
  EXPECT_EQ(e.issues[0].code, Code::missing_input);
  in.throughput_unit = 7;  // no such unit
  EXPECT_EQ(estimate(in).issues[0].code, Code::unknown_option);
}

TEST(EstimatorPeak, ThreeThousandSequencesOfAnEightBModelAreAboveAnH100) {
  // The README's old example: 3000 read as samples (sequences of 8192 tokens).
  // FLOPs per token 6 · 8 030 261 248 + 12 · 32 · 4096 · 8192 = 61 066 563 584,
  // so a sequence is 500 256 517 128 192 FLOPs and the peak allows
  // 989.5e12 / that ≈ 1.978 sequences/s.
  EstimatorInput in = llama3_8b_tokens();
  in.throughput_unit = kSamples;
  in.throughput_per_device = 3000;
  const auto e = estimate(in);
  ASSERT_EQ(e.issues.size(), 1u);
  EXPECT_EQ(e.issues[0].field, Field::throughput_per_device);
  EXPECT_EQ(e.issues[0].code, Code::above_peak);
  EXPECT_DOUBLE_EQ(e.issues[0].limit, 989.5e12 / (61066469376.0 * 8192));
  // The same figure in tokens is 35.6 % MFU: no issue.
  EXPECT_TRUE(estimate(llama3_8b_tokens()).issues.empty());
}

TEST(EstimatorPeak, TheLimitIsExactlyWhatThePeakAllows) {
  EstimatorInput in = llama3_8b_tokens();
  in.throughput_per_device = 989.5e12 / 61066469376.0;  // 100 % MFU, give or take a rounding
  const double at_peak = in.throughput_per_device;
  in.throughput_per_device = std::nextafter(at_peak, 0.0);
  EXPECT_TRUE(estimate(in).issues.empty());
  in.throughput_per_device = at_peak * (1 + 1e-12);
  EXPECT_EQ(estimate(in).issues[0].code, Code::above_peak);
  in.peak_tflops = std::nullopt;  // no peak, no check
  EXPECT_TRUE(estimate(in).issues.empty());
}

TEST(EstimatorPeak, FlopsPerSampleStandsInForTheArchitecture) {
  // ResNet-50: 22.8 GFLOPs per training image; an A100 at 312 TFLOP/s allows
  // 13 684 images/s.
  EstimatorInput in{8, 20000, 25557032, 4, 256, 1, 8, 300};
  in.flops_per_sample = 22.8e9;
  in.peak_tflops = 312;
  EXPECT_EQ(estimate(in).issues[0].code, Code::above_peak);
  in.throughput_per_device = 3000;
  EXPECT_TRUE(estimate(in).issues.empty());
  in.active_parameters = 1e7;  // sizes and FLOPs per sample are two ways to the same figure
  EXPECT_EQ(estimate(in).issues[0].code, Code::flops_or_architecture);
  in.active_parameters.reset();
  in.layers = 50;  // the layers also count a sharded step's collectives: no conflict
  EXPECT_TRUE(estimate(in).issues.empty());
}

TEST(EstimatorPeak, AMixtureOfExpertsCountsItsActiveParameters) {
  // Mixtral 8x7B: 46.7e9 parameters, 12.9e9 of them per token. 4000 tokens/s
  // in sequences of 4096 need 4000 · (6 · 12.9e9 + 12 · 32 · 4096 · 4096) =
  // 3.35e14 FLOP/s, under an H100's peak; counted with every expert, 1.15e15.
  EstimatorInput in{64, 4000, 46.7e9, 2, 1, 8, 8, 450};
  in.inter_node_bandwidth_gbit_s = 3200;
  in.throughput_unit = kTokens;
  in.tokens_per_sample = 4096;
  in.layers = 32;
  in.hidden_size = 4096;
  in.peak_tflops = 989.5;
  EXPECT_EQ(estimate(in).issues[0].code, Code::above_peak);
  in.active_parameters = 12.9e9;
  EXPECT_TRUE(estimate(in).issues.empty());
  in.active_parameters = 50e9;  // more than the whole model
  EXPECT_EQ(estimate(in).issues[0].field, Field::active_parameters);
  EXPECT_EQ(estimate(in).issues[0].code, Code::above_maximum);
}

TEST(EstimatorPeak, EverySweepRowIsCheckedAsTheSingleEstimate) {
  EstimatorInput in = llama3_8b_tokens();
  in.throughput_per_device = 1e9;
  const double counts[] = {8, 16};
  std::array<std::array<double, 2>, kEstimateOutputs.size()> storage{};
  EstimateColumns out{};
  for (std::size_t k = 0; k < out.size(); ++k) out[k] = storage[k].data();
  const SweepStatus s = estimate_sweep(in, {counts, 2}, out);
  EXPECT_TRUE(s.whole_input);
  ASSERT_FALSE(s.issues.empty());
  EXPECT_EQ(s.issues[0].code, Code::above_peak);
}

}  // namespace
}  // namespace dpsc
