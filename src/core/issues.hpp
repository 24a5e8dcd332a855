// Error codes and field ids shared by every part of the core.
// The core reports problems as (field, code, limit) triples, never as prose:
// the web layer turns them into sentences in the user's language.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>

namespace dpsc {

// The JS layer reads the names at start-up, so the order is free; new codes
// go at the end all the same, to keep the native tests' expectations stable.
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
  needs_network,        // more devices than one node holds, and no network between nodes
  missing_input,        // an input this question needs was left out
  conflicting_inputs,   // two ways of giving the same thing, both given
  whole_nodes,          // hybrid sharding: two or more full nodes, so a multiple of devices per node
  too_many,             // a list longer than its capacity (limit)
  duplicate_devices,    // two calibration points at the same device count
  unreachable_point,    // a calibration point the model cannot pass through (limit: the lowest value it reaches there)
  efficiency_or_throughput,  // a calibration point with both an efficiency and a throughput
  count_
};

// The API property each issue refers to; names in kFieldNames, same order.
enum class Field : std::uint8_t {
  devices = 0,
  throughput_per_device,
  efficiency_percent,
  measured_throughput,
  target_throughput,
  target_speedup,
  mode,
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
  weight_bytes,
  gradient_bytes,
  optimizer_bytes,
  sharding,
  activation_bytes_per_sample,
  overlap_window,
  step_overhead,
  overhead_per_gb,
  calibration_devices,
  calibration_efficiency,
  calibration_throughput,
  count_
};

// Snake case: the `code` strings of the public API.
inline constexpr std::array<const char*, static_cast<std::size_t>(Code::count_)> kCodeNames{
    "ok",           "empty",          "not_a_number",  "misplaced_separator", "out_of_range",
    "not_finite",   "not_integer",    "must_be_positive", "below_minimum",    "above_maximum",
    "exceeds_ideal", "unreachable",   "unknown_option", "length_mismatch",    "needs_network",
    "missing_input", "conflicting_inputs", "whole_nodes",
    "too_many",     "duplicate_devices", "unreachable_point", "efficiency_or_throughput",
};

// Camel case: the property names of the public API's input objects.
inline constexpr std::array<const char*, static_cast<std::size_t>(Field::count_)> kFieldNames{
    "devices",           "throughputPerDevice",  "efficiencyPercent",      "measuredThroughput",
    "targetThroughput",  "targetSpeedup",        "mode",                   "parameters",
    "bytesPerGradient",  "batchPerDevice",       "gradientAccumulation",   "devicesPerNode",
    "intraNodeBandwidthGBps", "interNodeBandwidthGbps", "transport",       "linkEfficiency",
    "overlapFraction",   "latencyMicroseconds",  "datasetSamples",         "epochs",
    "pricePerDeviceHour", "bytesPerParameter",   "deviceMemoryGB",         "weightBytes",
    "gradientBytes",     "optimizerBytes",       "sharding",               "activationBytesPerSample",
    "overlapWindow",     "stepOverheadMilliseconds", "overheadMillisecondsPerGB", "calibrationDevices", "calibrationEfficiencyPercent",
    "calibrationThroughput",
};

// A name for every value: an array shorter than its enum leaves a null
// entry, which these checks reject at compile time.
constexpr bool all_named(const char* const* names, std::size_t count) {
  for (std::size_t i = 0; i < count; ++i) {
    if (!names[i]) return false;
  }
  return true;
}
static_assert(all_named(kCodeNames.data(), kCodeNames.size()), "every code needs a name");
static_assert(all_named(kFieldNames.data(), kFieldNames.size()), "every field needs a name");

constexpr const char* code_name(Code code) {
  const auto i = static_cast<std::size_t>(code);
  return i < kCodeNames.size() ? kCodeNames[i] : "unknown";
}

constexpr const char* field_name(Field field) {
  const auto i = static_cast<std::size_t>(field);
  return i < kFieldNames.size() ? kFieldNames[i] : "unknown";
}

// NaN: an issue with no bound. 0 is a real bound ("Enter at least 0").
constexpr double kNoLimit = std::numeric_limits<double>::quiet_NaN();
// An issue with a field as a whole, not with one item of a list.
constexpr int kNoIndex = -1;

struct Issue {
  Field field;
  Code code;
  double limit;  // the bound that was crossed, or kNoLimit
  int index;     // the item of a list input at fault, or kNoIndex
};

// Fixed capacity keeps the core free of allocation; every input struct has
// fewer fields than this.
class Issues {
 public:
  static constexpr std::size_t capacity = 32;

  void add(Field field, Code code, double limit = kNoLimit, int index = kNoIndex) {
    if (code != Code::ok && size_ < capacity) items_[size_++] = Issue{field, code, limit, index};
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

inline Issues issues_of(Field field, Code code, double limit = kNoLimit) {
  Issues issues;
  issues.add(field, code, limit);
  return issues;
}

}  // namespace dpsc
