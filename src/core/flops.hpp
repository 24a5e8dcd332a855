// Training FLOPs and model FLOPs utilisation (MFU): what throughput a device
// reaches at a given MFU, and what MFU a measured throughput implies.
//
// FLOPs per token of a transformer, forward and backward (Chowdhery et al.,
// "PaLM", 2022, appendix B):
//   F_token = 6·N + 12·L·H·T
// with N parameters (taken as given, embeddings included; for a mixture of
// experts the active parameters, those one token passes through), L layers, hidden
// size H (heads × head size) and T tokens per sample (the sequence length):
// 6·N is the matrix multiplications, 12·L·H·T the attention scores. Without
// L and H only 6·N is counted; without T a sample is one token. A model that
// is no transformer gives the FLOPs of one training sample itself instead.
//   F_sample = F_token · T
//   achieved FLOP/s  = peak · MFU
//   samples/s        = peak · MFU / F_sample,  tokens/s = samples/s · T
// and backwards, MFU = throughput · FLOPs per unit of throughput / peak.

#pragma once

#include "model.hpp"

namespace dpsc {

constexpr double kTera = 1e12;
// At least one parameter and one FLOP per sample: then no valid input
// divides the peak by so little that samples/s overflows. Every operation
// takes parameters by this rule: the estimate's collectives of a model of
// 1e-312 parameters (subnormal bytes) fitted a calibration one way in a
// sweep and another in a single estimate.
constexpr Rule kParametersRule = range_rule(1, 1e15);
constexpr Rule kLayersRule = count_rule(1, 1e4);
constexpr Rule kHiddenSizeRule = count_rule(1, 1e7);
constexpr Rule kTokensPerSampleRule = count_rule(1, 1e8);
constexpr Rule kFlopsPerSampleRule = range_rule(1, 1e30);
constexpr Rule kPeakTflopsRule = positive_rule(1e6);
constexpr Rule kMfuPercentRule = positive_rule(100);

// What throughput counts; the enum and the API's options from one list
// (issues.hpp).
#define DPSC_THROUGHPUT_UNITS(X) X(samples) X(tokens)
enum class ThroughputUnit : std::uint8_t { DPSC_THROUGHPUT_UNITS(DPSC_ENUMERATOR) };
inline constexpr std::array kThroughputUnits{DPSC_THROUGHPUT_UNITS(DPSC_SAME_NAME)};

// Whether a throughput_unit input says tokens (left out: samples).
inline bool in_tokens(const std::optional<double>& unit) {
  return unit.value_or(0) == static_cast<double>(ThroughputUnit::tokens);
}

// What the operations that count FLOPs know of the model: the transformer's
// sizes, or the FLOPs of one sample (never both).
struct FlopsModel {
  std::optional<double> parameters;
  std::optional<double> layers;
  std::optional<double> hidden_size;
  std::optional<double> tokens_per_sample;
  std::optional<double> flops_per_sample;
  std::optional<double> active_parameters;  // a mixture of experts: what one token uses
};

struct ThroughputFromFlopsInput {
  std::optional<double> parameters;  // needed unless flops_per_sample is given (then not counted)
  std::optional<double> layers;      // with hidden_size, or neither
  std::optional<double> hidden_size;
  std::optional<double> tokens_per_sample;  // left out: a sample is one token
  std::optional<double> flops_per_sample;   // instead of the transformer's sizes
  double peak_tflops;                       // of one device, dense, in the training precision
  double mfu_percent;
  std::optional<double> active_parameters;  // a mixture of experts; left out: all of them
  FlopsModel model() const {
    return {parameters, layers, hidden_size, tokens_per_sample, flops_per_sample, active_parameters};
  }
};

inline constexpr std::array kThroughputFromFlopsInputs{
    optional(Field::parameters, &ThroughputFromFlopsInput::parameters, kParametersRule),
    optional(Field::layers, &ThroughputFromFlopsInput::layers, kLayersRule),
    optional(Field::hidden_size, &ThroughputFromFlopsInput::hidden_size, kHiddenSizeRule),
    optional(Field::tokens_per_sample, &ThroughputFromFlopsInput::tokens_per_sample, kTokensPerSampleRule),
    optional(Field::flops_per_sample, &ThroughputFromFlopsInput::flops_per_sample, kFlopsPerSampleRule),
    required(Field::peak_tflops, &ThroughputFromFlopsInput::peak_tflops, kPeakTflopsRule),
    required(Field::mfu_percent, &ThroughputFromFlopsInput::mfu_percent, kMfuPercentRule),
    optional(Field::active_parameters, &ThroughputFromFlopsInput::active_parameters, kParametersRule),
};
static_assert(covers<ThroughputFromFlopsInput>(kThroughputFromFlopsInputs));

struct FlopsThroughput {
  double flops_per_sample;
  std::optional<double> flops_per_token;  // when tokens_per_sample is given
  double samples_per_second;              // per device
  std::optional<double> tokens_per_second;
};

inline constexpr std::array kFlopsThroughputOutputs{
    output("flopsPerSample", &FlopsThroughput::flops_per_sample),
    output("flopsPerToken", &FlopsThroughput::flops_per_token),
    output("samplesPerSecond", &FlopsThroughput::samples_per_second),
    output("tokensPerSecond", &FlopsThroughput::tokens_per_second),
};
static_assert(covers<FlopsThroughput>(kFlopsThroughputOutputs));

struct ImpliedMfuInput {
  std::optional<double> parameters;
  std::optional<double> layers;
  std::optional<double> hidden_size;
  std::optional<double> tokens_per_sample;  // needed for a throughput in tokens
  std::optional<double> flops_per_sample;
  double peak_tflops;
  double throughput_per_device;           // measured, per second
  std::optional<double> throughput_unit;  // ThroughputUnit; left out: samples
  std::optional<double> active_parameters;
  FlopsModel model() const {
    return {parameters, layers, hidden_size, tokens_per_sample, flops_per_sample, active_parameters};
  }
};

inline constexpr std::array kImpliedMfuInputs{
    optional(Field::parameters, &ImpliedMfuInput::parameters, kParametersRule),
    optional(Field::layers, &ImpliedMfuInput::layers, kLayersRule),
    optional(Field::hidden_size, &ImpliedMfuInput::hidden_size, kHiddenSizeRule),
    optional(Field::tokens_per_sample, &ImpliedMfuInput::tokens_per_sample, kTokensPerSampleRule),
    optional(Field::flops_per_sample, &ImpliedMfuInput::flops_per_sample, kFlopsPerSampleRule),
    required(Field::peak_tflops, &ImpliedMfuInput::peak_tflops, kPeakTflopsRule),
    required(Field::throughput_per_device, &ImpliedMfuInput::throughput_per_device, kThroughputRule),
    choice(Field::throughput_unit, &ImpliedMfuInput::throughput_unit, kThroughputUnits),
    optional(Field::active_parameters, &ImpliedMfuInput::active_parameters, kParametersRule),
};
static_assert(covers<ImpliedMfuInput>(kImpliedMfuInputs));

struct ImpliedMfu {
  double mfu_percent;       // achieved FLOP/s / peak · 100
  double flops_per_second;  // achieved, per device
};

inline constexpr std::array kImpliedMfuOutputs{
    output("mfuPercent", &ImpliedMfu::mfu_percent),
    output("flopsPerSecond", &ImpliedMfu::flops_per_second),
};
static_assert(covers<ImpliedMfu>(kImpliedMfuOutputs));

// The model's rules beyond each input's own: parameters or flops_per_sample
// (missing_input on parameters when neither, flops_or_architecture on
// flops_per_sample when it comes with layers, hidden_size or
// active_parameters; parameters beside it count no FLOPs), layers with hidden_size (missing_input on the one left
// out), and no more active parameters than parameters (above_maximum).
void check_model(Issues& issues, const FlopsModel& model);

// The FLOPs of one sample, and of one token when tokens_per_sample is given;
// for a model that passes its rules.
struct SampleFlops {
  double per_sample;
  std::optional<double> per_token;
};
SampleFlops flops_of(const FlopsModel& model);

// The FLOPs of one unit of throughput: a sample, or a token (then
// tokens_per_sample is given).
double flops_per_unit(const FlopsModel& model, bool tokens);

// above_peak on `field` when `throughput` units per second, at
// `flops_per_unit` FLOPs each, need more FLOP/s than the peak; the limit is
// the throughput the peak allows. For any validation that meets a throughput
// and a peak.
void check_peak(Issues& issues, Field field, double throughput, double flops_per_unit, double peak_tflops);

// Samples and tokens per second per device at mfu_percent of the peak.
Outcome<FlopsThroughput> throughput_from_flops(const ThroughputFromFlopsInput& input);

// The MFU a measured throughput implies; above_peak on throughputPerDevice
// when it implies more than the peak, missing_input on tokensPerSample for a
// throughput in tokens without it.
Outcome<ImpliedMfu> implied_mfu(const ImpliedMfuInput& input);

}  // namespace dpsc
