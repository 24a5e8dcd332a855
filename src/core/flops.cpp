#include "flops.hpp"

namespace dpsc {

namespace {

// The peak of one device in FLOP/s.
double peak_flops(double peak_tflops) { return peak_tflops * kTera; }

// The table's issues, then the model's own.
template <typename In, std::size_t N>
Issues check_all(const In& input, const std::array<InputSpec<In>, N>& specs) {
  Issues issues = check_inputs(input, specs);
  check_model(issues, input.model());
  return issues;
}

}  // namespace

void check_model(Issues& issues, const FlopsModel& m) {
  if (m.flops_per_sample) {
    // The FLOPs of a sample replace the sizes they would be worked out from;
    // the parameters may still be given, for what else counts them (memory).
    if (m.layers || m.hidden_size || m.active_parameters) {
      issues.add(Field::flops_per_sample, Code::flops_or_architecture);
    }
    return;
  }
  require_input(issues, Field::parameters, m.parameters);
  if (m.parameters && m.active_parameters > m.parameters) {
    issues.add(Field::active_parameters, Code::above_maximum, *m.parameters);
  }
  // The attention term needs both; one alone is most likely a slip.
  if (m.layers) require_input(issues, Field::hidden_size, m.hidden_size);
  if (m.hidden_size) require_input(issues, Field::layers, m.layers);
}

SampleFlops flops_of(const FlopsModel& m) {
  const double tokens = m.tokens_per_sample.value_or(1);
  SampleFlops f{};
  if (m.flops_per_sample) {
    f.per_sample = *m.flops_per_sample;
    if (m.tokens_per_sample) f.per_token = f.per_sample / tokens;
    return f;
  }
  double per_token = 6 * m.active_parameters.value_or(*m.parameters);
  if (m.layers) per_token += 12 * *m.layers * *m.hidden_size * tokens;
  f.per_sample = per_token * tokens;
  if (m.tokens_per_sample) f.per_token = per_token;
  return f;
}

double flops_per_unit(const FlopsModel& m, bool tokens) {
  const double per_sample = flops_of(m).per_sample;
  return tokens ? per_sample / *m.tokens_per_sample : per_sample;
}

void check_peak(Issues& issues, Field field, double throughput, double flops_per_unit, double peak_tflops) {
  // Compared as FLOP/s, so that a throughput that passes gives an MFU of at
  // most 100 % however the division rounds.
  const double peak = peak_flops(peak_tflops);
  if (throughput * flops_per_unit > peak) issues.add(field, Code::above_peak, peak / flops_per_unit);
}

Outcome<FlopsThroughput> throughput_from_flops(const ThroughputFromFlopsInput& in) {
  Outcome<FlopsThroughput> out{check_all(in, kThroughputFromFlopsInputs)};
  if (!out.issues.empty()) return out;
  const SampleFlops f = flops_of(in.model());
  // With at least 1 FLOP per sample (the rules), samples/s stays below 1e18.
  const double achieved = peak_flops(in.peak_tflops) * in.mfu_percent / 100;
  FlopsThroughput& r = out.result;
  r.flops_per_sample = f.per_sample;
  r.flops_per_token = f.per_token;
  r.samples_per_second = achieved / f.per_sample;
  if (in.tokens_per_sample) r.tokens_per_second = r.samples_per_second * *in.tokens_per_sample;
  return out;
}

Outcome<ImpliedMfu> implied_mfu(const ImpliedMfuInput& in) {
  Outcome<ImpliedMfu> out{check_all(in, kImpliedMfuInputs)};
  const bool tokens = in_tokens(in.throughput_unit);
  if (tokens) require_input(out.issues, Field::tokens_per_sample, in.tokens_per_sample);
  if (!out.issues.empty()) return out;
  const double per_unit = flops_per_unit(in.model(), tokens);
  check_peak(out.issues, Field::throughput_per_device, in.throughput_per_device, per_unit, in.peak_tflops);
  if (!out.issues.empty()) return out;
  const double achieved = in.throughput_per_device * per_unit;
  out.result = {achieved / peak_flops(in.peak_tflops) * 100, achieved};
  return out;
}

}  // namespace dpsc
