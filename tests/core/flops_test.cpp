#include "core/flops.hpp"

#include <gtest/gtest.h>

#include <limits>

namespace dpsc {
namespace {

using std::nullopt;

// Llama 3 8B (8.03e9 parameters, 32 layers, hidden size 4096) on sequences of
// 4096 tokens, on an H100 SXM (989 TFLOP/s dense BF16) at 40 % MFU.
ThroughputFromFlopsInput llama3_8b() { return {8.03e9, 32.0, 4096.0, 4096.0, nullopt, 989, 40}; }

// A model that is no transformer: 1.2e10 FLOPs per training sample (about a
// ResNet-50 image: 4.1 GFLOPs forward, three times that to train), on an
// A100 (312 TFLOP/s dense BF16).
ImpliedMfuInput resnet(double throughput) {
  return {nullopt, nullopt, nullopt, nullopt, 1.2e10, 312, throughput, nullopt};
}

// The issue of an outcome with exactly one.
template <typename R>
Issue only_issue(const Outcome<R>& out) {
  EXPECT_EQ(out.issues.size(), 1u);
  return out.issues.empty() ? Issue{} : out.issues[0];
}

TEST(ThroughputFromFlops, Llama3_8bWorkedByHand) {
  // FLOPs per token: 6 · 8.03e9           = 48 180 000 000
  //                + 12 · 32 · 4096 · 4096 =  6 442 450 944
  //                                       = 54 622 450 944   (all exact in a double)
  // per sample: · 4096                    = 223 733 559 066 624 (a power of two: exact)
  // achieved: 989e12 · 40 / 100           = 3.956e14 FLOP/s (exact)
  // samples/s: 3.956e14 / 223 733 559 066 624 = 48 291 015 625 / 27 311 225 472
  //                                       ≈ 1.768 174 616 496 388 5, one rounding
  // tokens/s: · 4096 (exact)              ≈ 7 242.443 229 169 207
  const auto r = throughput_from_flops(llama3_8b());
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(r.result.flops_per_token, 54622450944.0);
  EXPECT_EQ(r.result.flops_per_sample, 223733559066624.0);
  // One correctly rounded division of exact numbers, so equal, not near.
  EXPECT_EQ(r.result.samples_per_second, 48291015625.0 / 27311225472.0);
  EXPECT_EQ(r.result.samples_per_second, 1.7681746164963885);
  EXPECT_EQ(r.result.tokens_per_second, 7242.443229169207);
}

TEST(ThroughputFromFlops, WithoutLayersOnlySixTimesTheParameters) {
  // 6 · 8.03e9 = 4.818e10 per token, · 4096 = 1.9734528e14 per sample;
  // 3.956e14 / 1.9734528e14 = 618 125 / 308 352 ≈ 2.004 608 369 655 459.
  ThroughputFromFlopsInput in = llama3_8b();
  in.layers = in.hidden_size = nullopt;
  const auto r = throughput_from_flops(in);
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(r.result.flops_per_token, 48180000000.0);
  EXPECT_EQ(r.result.flops_per_sample, 197345280000000.0);
  EXPECT_EQ(r.result.samples_per_second, 618125.0 / 308352.0);
  EXPECT_EQ(r.result.tokens_per_second, 618125.0 / 308352.0 * 4096);
}

TEST(ThroughputFromFlops, WithoutTokensASampleIsOneToken) {
  // 6 · 8.03e9 + 12 · 32 · 4096 · 1 = 48 181 572 864 FLOPs per sample.
  ThroughputFromFlopsInput in = llama3_8b();
  in.tokens_per_sample = nullopt;
  const auto r = throughput_from_flops(in);
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(r.result.flops_per_sample, 48181572864.0);
  EXPECT_EQ(r.result.samples_per_second, 3.956e14 / 48181572864.0);
  EXPECT_FALSE(r.result.flops_per_token);  // no tokens given: none reported
  EXPECT_FALSE(r.result.tokens_per_second);
}

TEST(ThroughputFromFlops, FlopsPerSampleGivenDirectly) {
  // 312e12 · 50 / 100 = 1.56e14 FLOP/s; / 1.2e10 = 13 000 samples/s exactly.
  ThroughputFromFlopsInput in{nullopt, nullopt, nullopt, nullopt, 1.2e10, 312, 50};
  auto r = throughput_from_flops(in);
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(r.result.flops_per_sample, 1.2e10);
  EXPECT_EQ(r.result.samples_per_second, 13000);
  EXPECT_FALSE(r.result.flops_per_token);
  in.tokens_per_sample = 4;  // say, a sample of four tokens
  r = throughput_from_flops(in);
  EXPECT_EQ(r.result.flops_per_token, 3e9);
  EXPECT_EQ(r.result.tokens_per_second, 52000);
}

TEST(ThroughputFromFlops, TheModelIsGivenOneWay) {
  ThroughputFromFlopsInput in = llama3_8b();
  in.parameters = nullopt;
  in.layers = in.hidden_size = nullopt;
  Issue i = only_issue(throughput_from_flops(in));
  EXPECT_EQ(i.field, Field::parameters);
  EXPECT_EQ(i.code, Code::missing_input);

  in = llama3_8b();
  in.flops_per_sample = 1e15;
  i = only_issue(throughput_from_flops(in));
  EXPECT_EQ(i.field, Field::flops_per_sample);
  EXPECT_EQ(i.code, Code::flops_or_architecture);
  in.parameters = nullopt;  // the layers alone still conflict
  EXPECT_EQ(only_issue(throughput_from_flops(in)).code, Code::flops_or_architecture);
  in.parameters = 8.03e9;  // the parameters beside the FLOPs of a sample count none
  in.layers = in.hidden_size = nullopt;
  const auto r = throughput_from_flops(in);
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(r.result.flops_per_sample, 1e15);
}

TEST(ThroughputFromFlops, LayersAndHiddenSizeComeTogether) {
  ThroughputFromFlopsInput in = llama3_8b();
  in.hidden_size = nullopt;
  Issue i = only_issue(throughput_from_flops(in));
  EXPECT_EQ(i.field, Field::hidden_size);
  EXPECT_EQ(i.code, Code::missing_input);
  in = llama3_8b();
  in.layers = nullopt;
  i = only_issue(throughput_from_flops(in));
  EXPECT_EQ(i.field, Field::layers);
  EXPECT_EQ(i.code, Code::missing_input);
}

TEST(ThroughputFromFlops, EveryInputHasItsBounds) {
  const auto issue_of = [](void (*change)(ThroughputFromFlopsInput&)) {
    ThroughputFromFlopsInput in = llama3_8b();
    change(in);
    return only_issue(throughput_from_flops(in));
  };
  Issue i = issue_of([](auto& in) { in.mfu_percent = 0; });
  EXPECT_EQ(i.field, Field::mfu_percent);
  EXPECT_EQ(i.code, Code::must_be_positive);
  i = issue_of([](auto& in) { in.mfu_percent = 100.5; });
  EXPECT_EQ(i.code, Code::above_maximum);
  EXPECT_EQ(i.limit, 100);
  EXPECT_TRUE(throughput_from_flops({1e15, 1e4, 1e7, 1e8, nullopt, 1e6, 100}).issues.empty());  // every maximum
  i = issue_of([](auto& in) { in.parameters = 0.5; });
  EXPECT_EQ(i.field, Field::parameters);
  EXPECT_EQ(i.code, Code::below_minimum);
  EXPECT_EQ(i.limit, 1);
  i = issue_of([](auto& in) { in.layers = 32.5; });
  EXPECT_EQ(i.field, Field::layers);
  EXPECT_EQ(i.code, Code::not_integer);
  i = issue_of([](auto& in) { in.hidden_size = 1e7 + 1; });
  EXPECT_EQ(i.field, Field::hidden_size);
  EXPECT_EQ(i.code, Code::above_maximum);
  i = issue_of([](auto& in) { in.tokens_per_sample = 0; });
  EXPECT_EQ(i.field, Field::tokens_per_sample);
  EXPECT_EQ(i.code, Code::below_minimum);
  i = issue_of([](auto& in) { in.peak_tflops = std::numeric_limits<double>::quiet_NaN(); });
  EXPECT_EQ(i.field, Field::peak_tflops);
  EXPECT_EQ(i.code, Code::not_a_number);
  i = issue_of([](auto& in) { in.peak_tflops = 2e6; });
  EXPECT_EQ(i.code, Code::above_maximum);
  i = issue_of([](auto& in) { in = {nullopt, nullopt, nullopt, nullopt, 0.5, 989, 40}; });
  EXPECT_EQ(i.field, Field::flops_per_sample);
  EXPECT_EQ(i.code, Code::below_minimum);
}

TEST(ImpliedMfu, SamplesAndTokensWorkedByHand) {
  // 13 000 samples/s · 1.2e10 = 1.56e14 FLOP/s, half of 312e12: 50 % exactly.
  auto r = implied_mfu(resnet(13000));
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(r.result.flops_per_second, 1.56e14);
  EXPECT_EQ(r.result.mfu_percent, 50);
  // The same in tokens, four to a sample: 52 000 · 3e9 = 1.56e14 again.
  ImpliedMfuInput in = resnet(52000);
  in.tokens_per_sample = 4;
  in.throughput_unit = static_cast<double>(ThroughputUnit::tokens);
  r = implied_mfu(in);
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(r.result.mfu_percent, 50);
}

TEST(ImpliedMfu, Llama3_8bInTokens) {
  // 1 000 tokens/s · 54 622 450 944 FLOPs per token = 5.4622450944e13 FLOP/s
  // (exact); / 989e12 · 100 ≈ 5.522 998 073 205 258 %.
  ImpliedMfuInput in{8.03e9, 32.0, 4096.0, 4096.0, nullopt, 989, 1000, static_cast<double>(ThroughputUnit::tokens)};
  const auto r = implied_mfu(in);
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(r.result.flops_per_second, 54622450944000.0);
  EXPECT_DOUBLE_EQ(r.result.mfu_percent, 5.522998073205258);
  // And back: the Llama throughput at 40 % gives 40 % again.
  in.throughput_per_device = *throughput_from_flops(llama3_8b()).result.tokens_per_second;
  EXPECT_DOUBLE_EQ(implied_mfu(in).result.mfu_percent, 40);
}

TEST(ImpliedMfu, AboveThePeakIsRejected) {
  // The peak allows 312e12 / 1.2e10 = 26 000 samples/s: exactly 100 %.
  EXPECT_EQ(implied_mfu(resnet(26000)).result.mfu_percent, 100);
  Issue i = only_issue(implied_mfu(resnet(26000.001)));
  EXPECT_EQ(i.field, Field::throughput_per_device);
  EXPECT_EQ(i.code, Code::above_peak);
  EXPECT_EQ(i.limit, 26000);
  // In tokens, four to a sample, the limit is in tokens too.
  ImpliedMfuInput in = resnet(104001);
  in.tokens_per_sample = 4;
  in.throughput_unit = static_cast<double>(ThroughputUnit::tokens);
  i = only_issue(implied_mfu(in));
  EXPECT_EQ(i.code, Code::above_peak);
  EXPECT_EQ(i.limit, 104000);
}

TEST(ImpliedMfu, TokensNeedTokensPerSample) {
  ImpliedMfuInput in = resnet(1000);
  in.throughput_unit = static_cast<double>(ThroughputUnit::tokens);
  const Issue i = only_issue(implied_mfu(in));
  EXPECT_EQ(i.field, Field::tokens_per_sample);
  EXPECT_EQ(i.code, Code::missing_input);
}

TEST(ImpliedMfu, ItsOwnInputsAreChecked) {
  ImpliedMfuInput in = resnet(0);
  EXPECT_EQ(only_issue(implied_mfu(in)).code, Code::must_be_positive);
  in = resnet(1000);
  in.throughput_unit = 2;
  Issue i = only_issue(implied_mfu(in));
  EXPECT_EQ(i.field, Field::throughput_unit);
  EXPECT_EQ(i.code, Code::unknown_option);
  in = resnet(1000);
  in.layers = 32;  // the model's rules apply here too
  EXPECT_EQ(only_issue(implied_mfu(in)).code, Code::flops_or_architecture);
}

TEST(CheckPeak, ServesAnyValidation) {
  Issues issues;
  check_peak(issues, Field::measured_throughput, 26000, 1.2e10, 312);
  EXPECT_TRUE(issues.empty());
  check_peak(issues, Field::measured_throughput, 26001, 1.2e10, 312);
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].field, Field::measured_throughput);
  EXPECT_EQ(issues[0].code, Code::above_peak);
  EXPECT_EQ(issues[0].limit, 26000);
}

}  // namespace
}  // namespace dpsc

namespace dpsc {
namespace {

TEST(ThroughputFromFlops, AMixtureOfExpertsCountsTheParametersATokenUses) {
  // Mixtral 8x7B: 12 879 925 248 of its 46 702 792 704 parameters per token,
  // 32 layers, hidden size 4096, sequences of 4096:
  //   6 · 12 879 925 248 + 12 · 32 · 4096 · 4096 = 77 279 551 488 + 6 442 450 944
  //                                              = 83 722 002 432 FLOPs per token.
  ThroughputFromFlopsInput in = {46702792704.0, 32.0, 4096.0, 4096.0, std::nullopt, 989, 40};
  in.active_parameters = 12879925248.0;
  const auto r = throughput_from_flops(in);
  ASSERT_TRUE(r.issues.empty());
  EXPECT_EQ(r.result.flops_per_token, 83722002432.0);
  in.active_parameters = 46702792705.0;  // one more than the whole model
  const auto bad = throughput_from_flops(in);
  ASSERT_EQ(bad.issues.size(), 1u);
  EXPECT_EQ(bad.issues[0].field, Field::active_parameters);
  EXPECT_EQ(bad.issues[0].code, Code::above_maximum);
  EXPECT_EQ(bad.issues[0].limit, 46702792704.0);
  in.active_parameters = 1e9;
  in.layers = in.hidden_size = in.parameters = std::nullopt;
  in.flops_per_sample = 1e15;  // the FLOPs of a sample already count what a token uses
  EXPECT_EQ(throughput_from_flops(in).issues[0].code, Code::flops_or_architecture);
}

}  // namespace
}  // namespace dpsc
