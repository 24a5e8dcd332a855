// The efficiency estimator, its batch form and the memory check, with inputs
// read through the same layout the bindings use (values, then "given" flags).
// Properties that must hold for every valid input:
//   E is in (0, 100] and every time is finite;
//   more bandwidth (either link) or more overlap never lowers E;
//   E never rises as devices are added;
//   the batch form gives exactly what the single form gives, in every output.
#include <array>

#include "core/estimator.hpp"
#include "core/memory.hpp"
#include "fuzz_support.hpp"

using fuzz::is_finite;

namespace {

constexpr std::size_t kInputs = dpsc::kEstimatorInputs.size();

double efficiency(const dpsc::EstimatorInput& input) { return dpsc::estimate(input).result.efficiency_percent; }

// b is not below a, allowing for rounding.
bool not_lower(double b, double a) { return b >= a * (1 - 1e-12); }

void check_monotone(const dpsc::EstimatorInput& input, double e) {
  dpsc::EstimatorInput more = input;
  more.intra_node_bandwidth_gbyte_s *= 2;
  if (dpsc::validate(more).empty()) FUZZ_CHECK(not_lower(efficiency(more), e));
  more = input;
  if (more.inter_node_bandwidth_gbit_s) *more.inter_node_bandwidth_gbit_s *= 2;
  if (dpsc::validate(more).empty()) FUZZ_CHECK(not_lower(efficiency(more), e));
  more = input;
  more.overlap_fraction = (more.overlap_fraction.value_or(dpsc::kEstimatorDefaults.overlap_fraction) + 1) / 2;
  if (dpsc::validate(more).empty()) FUZZ_CHECK(not_lower(efficiency(more), e));
  more = input;
  more.devices *= 2;
  if (dpsc::validate(more).empty()) FUZZ_CHECK(not_lower(e, efficiency(more)));
}

// The batch form over d, 2d and 3d against single estimates.
void check_batch(const dpsc::EstimatorInput& input) {
  const double devices[] = {input.devices, input.devices * 2, input.devices * 3};
  std::array<std::array<double, 3>, dpsc::kEstimateOutputs.size()> columns{};
  dpsc::EstimateColumns out{};
  for (std::size_t k = 0; k < out.size(); ++k) out[k] = columns[k].data();
  const dpsc::SweepStatus status = dpsc::estimate_sweep(input, {devices, 3}, out);
  FUZZ_CHECK(!status.whole_input);
  for (std::size_t row = 0; row < status.rows; ++row) {
    dpsc::EstimatorInput single = input;
    single.devices = devices[row];
    const auto e = dpsc::estimate(single);
    FUZZ_CHECK(e.issues.empty());
    for (std::size_t k = 0; k < out.size(); ++k) FUZZ_CHECK(columns[k][row] == e.result.*dpsc::kEstimateOutputs[k].number);
  }
  if (status.rows < 3) {  // stopped at a count the input cannot take
    dpsc::EstimatorInput single = input;
    single.devices = devices[status.rows];
    FUZZ_CHECK(!dpsc::validate(single).empty());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Reader in(data, size);
  double values[2 * kInputs];
  for (std::size_t i = 0; i < kInputs; ++i) values[i] = in.next();
  const std::uint8_t given = in.byte();
  for (std::size_t i = 0; i < kInputs; ++i) values[kInputs + i] = (given >> (i % 8)) & 1;
  dpsc::EstimatorInput input{};
  dpsc::read_inputs(input, dpsc::kEstimatorInputs, values);

  const auto e = dpsc::estimate(input);
  if (e.issues.empty()) {
    const dpsc::Estimate& r = e.result;
    FUZZ_CHECK(r.efficiency_percent > 0 && r.efficiency_percent <= 100);
    FUZZ_CHECK(is_finite(r.compute_seconds) && is_finite(r.all_reduce_seconds) && is_finite(r.step_seconds));
    FUZZ_CHECK(is_finite(r.actual_throughput) && is_finite(r.global_batch));
    check_monotone(input, r.efficiency_percent);
    check_batch(input);
  }

  const auto m = dpsc::memory_check({in.next(), in.next(), in.next()});
  if (m.issues.empty()) FUZZ_CHECK(is_finite(m.result.required_bytes) && is_finite(m.result.available_bytes));
  return 0;
}
