// Memory per device under data parallelism.

#pragma once

#include "schema.hpp"

namespace dpsc {

struct MemoryInput {
  double parameters;
  double bytes_per_parameter;
  double device_memory_gbyte;
};

inline constexpr std::array kMemoryInputs{
    required(Field::parameters, &MemoryInput::parameters, positive_rule(1e15)),
    required(Field::bytes_per_parameter, &MemoryInput::bytes_per_parameter, positive_rule(64)),
    required(Field::device_memory, &MemoryInput::device_memory_gbyte, positive_rule(1e6)),
};
static_assert(covers<MemoryInput>(kMemoryInputs));

struct MemoryCheck {
  double required_bytes;   // parameters · bytes per parameter
  double available_bytes;  // device memory
  bool fits;
};

inline constexpr std::array kMemoryOutputs{
    output("requiredBytes", &MemoryCheck::required_bytes),
    output("availableBytes", &MemoryCheck::available_bytes),
    output("fits", &MemoryCheck::fits),
};
static_assert(covers<MemoryCheck>(kMemoryOutputs));

// Plain data parallelism keeps the full weights, gradients and optimizer
// state on every device. Activations are not modelled.
Outcome<MemoryCheck> memory_check(const MemoryInput& input);

}  // namespace dpsc
