// Error codes and field ids shared by every part of the core.
// The core reports problems as (field, code, limit) triples, never as prose:
// the web layer turns them into sentences in the user's language.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace dpsc {

// Append-only: the numeric values cross the wasm boundary.
enum class Code : std::uint8_t {
  ok = 0,
  empty,                // nothing typed
  not_a_number,         // letters, units, NaN
  misplaced_separator,  // "2,00" in English, "0.9" in German
  out_of_range,         // the text names a number beyond double range
  not_finite,           // an infinity reached the model
  not_integer,          // 64.5 devices
  must_be_positive,     // <= 0 where the bound is exclusive
  below_minimum,        // < limit (inclusive bound)
  above_maximum,        // > limit (inclusive bound)
  exceeds_ideal,        // measured throughput above d * v
  unreachable,          // a target that needs more than the device cap
  unknown_option,       // an enumerated choice outside its set
  length_mismatch,      // batch columns of different lengths
  count_
};

// The API property each issue refers to. Append-only, like Code.
enum class Field : std::uint8_t {
  devices = 0,
  throughput_per_device,
  efficiency_percent,
  measured_throughput,
  target_throughput,
  target_speedup,
  max_devices,
  parameters,
  bytes_per_gradient,
  batch_per_device,
  gradient_accumulation,
  devices_per_node,
  intra_node_bandwidth,
  inter_node_bandwidth,
  transport,
  link_efficiency,
  overlap_fraction,
  latency,
  dataset_samples,
  epochs,
  price_per_device_hour,
  bytes_per_parameter,
  device_memory,
  count_
};

const char* code_name(Code code);
const char* field_name(Field field);

struct Issue {
  Field field;
  Code code;
  double limit;  // the bound that was crossed; 0 when none applies
};

// Fixed capacity keeps the core free of allocation; every input struct has
// fewer fields than this.
class Issues {
 public:
  static constexpr std::size_t capacity = 16;

  void add(Field field, Code code, double limit = 0) {
    if (code != Code::ok && size_ < capacity) items_[size_++] = Issue{field, code, limit};
  }
  void add(const Issues& other) {
    for (std::size_t i = 0; i < other.size(); ++i) add(other[i].field, other[i].code, other[i].limit);
  }
  bool empty() const { return size_ == 0; }
  std::size_t size() const { return size_; }
  const Issue& operator[](std::size_t i) const { return items_[i]; }
  const Issue* begin() const { return items_.data(); }
  const Issue* end() const { return items_.data() + size_; }

 private:
  std::array<Issue, capacity> items_{};
  std::size_t size_ = 0;
};

inline Issues issues_of(Field field, Code code, double limit = 0) {
  Issues issues;
  issues.add(field, code, limit);
  return issues;
}

}  // namespace dpsc
