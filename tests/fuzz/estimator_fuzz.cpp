// The efficiency estimator and the memory check: any doubles, any choice of
// overrides. Valid inputs give a finite efficiency between 0 and 100 % that
// never rises as devices are added.
#include "core/estimator.hpp"
#include "fuzz_support.hpp"

using fuzz::is_finite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Reader in(data, size);
  dpsc::EstimatorInput input{in.next(), in.next(), in.next(), in.next(), in.next(),
                             in.next(), in.next(), in.next(), in.next(), in.next()};
  const std::uint8_t given = in.byte();
  if (given & 1) input.link_efficiency = in.next();
  if (given & 2) input.overlap_fraction = in.next();
  if (given & 4) input.latency_us = in.next();

  const dpsc::Estimate e = dpsc::estimate(input);
  if (e.issues.empty()) {
    FUZZ_CHECK(is_finite(e.efficiency_percent) && e.efficiency_percent >= 0 && e.efficiency_percent <= 100);
    FUZZ_CHECK(is_finite(e.compute_seconds) && is_finite(e.all_reduce_seconds) && is_finite(e.step_seconds));
    FUZZ_CHECK(is_finite(e.actual_throughput) && is_finite(e.global_batch));
    const double more = input.devices * 2;
    if (dpsc::validate_devices(input, more).empty()) {
      FUZZ_CHECK(dpsc::estimate_at(input, more).efficiency_percent <= e.efficiency_percent * (1 + 1e-12));
    }
  }

  const dpsc::MemoryCheck m = dpsc::memory_check(in.next(), in.next(), in.next());
  if (m.issues.empty()) FUZZ_CHECK(is_finite(m.required_bytes) && is_finite(m.available_bytes));
  return 0;
}
