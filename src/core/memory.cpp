#include "memory.hpp"

namespace dpsc {

namespace {

constexpr double kGiga = 1e9;

}  // namespace

Outcome<MemoryCheck> memory_check(const MemoryInput& input) {
  Outcome<MemoryCheck> out{check_inputs(input, kMemoryInputs)};
  if (!out.issues.empty()) return out;
  const double required = input.parameters * input.bytes_per_parameter;
  const double available = input.device_memory_gbyte * kGiga;
  out.result = {required, available, required <= available};
  return out;
}

}  // namespace dpsc
