// Training FLOPs and MFU (flops.hpp), with inputs read through the same
// layout the bindings use (values, then "given" flags): a throughput_from_flops
// input, then an implied_mfu input. Properties that must hold for every
// valid input:
//   every figure is finite, above 0 and, for the MFU, at most 100;
//   the two are inverses: the MFU implied by the throughput at an MFU is that
//   MFU to a relative 1e-12 (at the peak, rounding may instead put it over
//   the peak by as little: above_peak then names a limit that close);
//   more MFU never means fewer samples or tokens per second;
//   a throughput in samples and the same in tokens imply the same MFU.
// Results that underflow into subnormals lose their relative precision, so
// the closeness checks skip them (no valid input overflows).
#include <cmath>

#include "core/flops.hpp"
#include "fuzz_support.hpp"

using dpsc::ImpliedMfuInput;
using dpsc::ThroughputFromFlopsInput;
using dpsc::ThroughputUnit;
using fuzz::is_finite;

namespace {

// Near to a relative 1e-12.
bool near(double a, double b) { return std::fabs(a - b) <= 1e-12 * std::fmax(std::fabs(a), std::fabs(b)); }

// Far enough from the subnormals for relative precision to hold.
bool normal(double x) { return x >= 1e-290; }

// An input of `table` from the fuzz input: its values, then two bytes of flags.
template <typename In, std::size_t N>
In read_input(fuzz::Reader& reader, const std::array<dpsc::InputSpec<In>, N>& table) {
  static_assert(N <= 16, "two bytes of flags");
  double values[2 * N];
  for (std::size_t i = 0; i < N; ++i) values[i] = reader.next();
  const unsigned given = reader.byte() | (unsigned{reader.byte()} << 8);
  for (std::size_t i = 0; i < N; ++i) values[N + i] = (given >> i) & 1;
  In in{};
  dpsc::read_inputs(in, table, values);
  return in;
}

ImpliedMfuInput implied_input(const ThroughputFromFlopsInput& in, double throughput, ThroughputUnit unit) {
  return {in.parameters,       in.layers,      in.hidden_size, in.tokens_per_sample,
          in.flops_per_sample, in.peak_tflops, throughput,     static_cast<double>(unit),
          in.active_parameters};
}

// implied_mfu(throughput at an MFU) gives that MFU back, in samples and in tokens.
void check_inverse(const ThroughputFromFlopsInput& in, double throughput, ThroughputUnit unit) {
  if (!normal(throughput) || throughput > dpsc::kMaxThroughput) return;  // beyond what implied_mfu takes
  const auto m = dpsc::implied_mfu(implied_input(in, throughput, unit));
  if (m.issues.empty()) {
    FUZZ_CHECK(near(m.result.mfu_percent, in.mfu_percent));
    return;
  }
  FUZZ_CHECK(m.issues.size() == 1 && m.issues[0].code == dpsc::Code::above_peak);
  FUZZ_CHECK(near(in.mfu_percent, 100) && near(m.issues[0].limit, throughput));
}

// More MFU (halfway to 100 %) is never fewer samples or tokens.
void check_monotone(const ThroughputFromFlopsInput& in, const dpsc::FlopsThroughput& r) {
  ThroughputFromFlopsInput more = in;
  more.mfu_percent = (in.mfu_percent + 100) / 2;
  const auto m = dpsc::throughput_from_flops(more);
  FUZZ_CHECK(m.issues.empty());
  FUZZ_CHECK(m.result.samples_per_second >= r.samples_per_second);
  if (r.tokens_per_second) FUZZ_CHECK(*m.result.tokens_per_second >= *r.tokens_per_second);
}

void check_throughput(const ThroughputFromFlopsInput& in) {
  const auto t = dpsc::throughput_from_flops(in);
  if (!t.issues.empty()) return;
  const dpsc::FlopsThroughput& r = t.result;
  FUZZ_CHECK(is_finite(r.flops_per_sample) && r.flops_per_sample >= 1);
  FUZZ_CHECK(is_finite(r.samples_per_second) && r.samples_per_second >= 0);
  FUZZ_CHECK(r.flops_per_token.has_value() == in.tokens_per_sample.has_value());
  FUZZ_CHECK(r.tokens_per_second.has_value() == in.tokens_per_sample.has_value());
  if (r.tokens_per_second) FUZZ_CHECK(is_finite(*r.tokens_per_second) && is_finite(*r.flops_per_token));
  check_inverse(in, r.samples_per_second, ThroughputUnit::samples);
  if (r.tokens_per_second) check_inverse(in, *r.tokens_per_second, ThroughputUnit::tokens);
  check_monotone(in, r);
}

// The same throughput in samples and in tokens implies the same MFU, or is
// over the peak both ways.
void check_units(const ImpliedMfuInput& in) {
  const auto m = dpsc::implied_mfu(in);
  if (m.issues.empty()) {
    FUZZ_CHECK(m.result.mfu_percent >= 0 && m.result.mfu_percent <= 100);
    FUZZ_CHECK(is_finite(m.result.flops_per_second) && m.result.flops_per_second >= 0);
  }
  if (!in.tokens_per_sample) return;
  const bool in_tokens = in.throughput_unit.value_or(0) == static_cast<double>(ThroughputUnit::tokens);
  ImpliedMfuInput other = in;
  other.throughput_unit = static_cast<double>(in_tokens ? ThroughputUnit::samples : ThroughputUnit::tokens);
  other.throughput_per_device =
      in_tokens ? in.throughput_per_device / *in.tokens_per_sample : in.throughput_per_device * *in.tokens_per_sample;
  const auto o = dpsc::implied_mfu(other);
  if (!m.issues.empty() || !o.issues.empty()) {
    // Only the peak may tell them apart, and only by rounding.
    const bool m_peak = !m.issues.empty() && m.issues[0].code == dpsc::Code::above_peak;
    const bool o_peak = !o.issues.empty() && o.issues[0].code == dpsc::Code::above_peak;
    if (m.issues.empty() && o_peak) FUZZ_CHECK(near(m.result.mfu_percent, 100));
    if (o.issues.empty() && m_peak) FUZZ_CHECK(near(o.result.mfu_percent, 100));
    return;
  }
  if (normal(m.result.flops_per_second) && normal(o.result.flops_per_second) && normal(m.result.mfu_percent)) {
    FUZZ_CHECK(near(m.result.mfu_percent, o.result.mfu_percent));
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Reader reader(data, size);
  check_throughput(read_input(reader, dpsc::kThroughputFromFlopsInputs));
  check_units(read_input(reader, dpsc::kImpliedMfuInputs));
  return 0;
}
