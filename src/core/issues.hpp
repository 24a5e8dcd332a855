// Error codes and field ids shared by every part of the core.
// The core reports problems as issues (field, code, limit, and the item of a
// list at fault), never as prose: the web layer turns them into sentences in
// the user's language.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>

namespace dpsc {

// An enum and the array of its names are written from one list, so that a
// name cannot drift from its value: LIST(X) applies X to every value in
// order, as X(enumerator) when the name is the enumerator itself (then
// DPSC_ENUMERATOR and DPSC_SAME_NAME write the two), or as
// X(enumerator, "name") (DPSC_NAMED_ENUMERATOR and DPSC_NAME).
#define DPSC_ENUMERATOR(value) value,
#define DPSC_SAME_NAME(value) #value,
#define DPSC_NAMED_ENUMERATOR(value, name) value,
#define DPSC_NAME(value, name) name,

// Snake case: the `code` strings of the public API. The JS layer reads the
// names at start-up, so the order is free; new codes go at the end all the
// same, to keep the native tests' expectations stable.
#define DPSC_CODES(X)                                                                                                  \
  X(ok)                                                                                                                \
  X(empty)               /* nothing typed */                                                                           \
  X(not_a_number)        /* letters, units, NaN */                                                                     \
  X(misplaced_separator) /* "2,00" in English, "0.9" in German */                                                      \
  X(out_of_range)        /* the text names a number beyond double range */                                             \
  X(not_finite)          /* an infinity reached the model */                                                           \
  X(not_integer)         /* 64.5 devices */                                                                            \
  X(must_be_positive)    /* <= 0 where the bound is exclusive */                                                       \
  X(below_minimum)       /* < limit (inclusive bound) */                                                               \
  X(above_maximum)       /* > limit (inclusive bound) */                                                               \
  X(exceeds_ideal)       /* measured throughput above d * v */                                                         \
  X(unreachable)         /* a target that needs more than the device cap */                                            \
  X(unknown_option)      /* an enumerated choice outside its set */                                                    \
  X(length_mismatch)     /* batch columns or calibration lists of different lengths */                                 \
  X(needs_network)       /* more devices than one node holds, and no network between nodes */                          \
  X(missing_input)       /* an input this question needs was left out */                                               \
  X(conflicting_inputs)  /* two ways of giving the same thing, both given */                                           \
  X(whole_nodes)         /* hybrid sharding: two or more full shard groups, so a multiple of the group (limit) */      \
  X(partial_node)        /* a shard group that is not a whole number of nodes (limit: devices per node) */             \
  X(too_many)            /* a list longer than its capacity (limit) */                                                 \
  X(duplicate_devices)   /* two calibration points at the same device count */                                         \
  X(unreachable_point) /* a calibration point the model cannot pass through (limit: the lowest value it reaches there) \
                        */                                                                                             \
  X(efficiency_or_throughput) /* a calibration point with both an efficiency and a throughput */                       \
  X(above_peak)            /* a throughput that needs more FLOP/s than the peak (limit: the throughput at the peak) */ \
  X(flops_or_architecture) /* FLOPs per sample given with the transformer's sizes, which also set them */              \
  X(truncated)             /* the last issue listed: more were found than the list holds */                            \
  X(whole_replicas)        /* devices not a whole number of replicas of tensor × pipeline devices (limit) */          \
  X(whole_micro_batches) /* a global batch that is not whole micro-batches for every replica (limit: the multiple) */  \
  X(batch_or_accumulation)   /* a global batch together with gradient accumulation, which it sets */                   \
  X(micro_batch_per_replica) /* strong scaling: more replicas than the global batch has micro-batches (limit) */       \
  X(above_baseline)          /* a calibration point at or below its baseline's device count (limit: the baseline + 1) */

enum class Code : std::uint8_t { DPSC_CODES(DPSC_ENUMERATOR) count_ };
inline constexpr std::array<const char*, static_cast<std::size_t>(Code::count_)> kCodeNames{DPSC_CODES(DPSC_SAME_NAME)};

// The API property each issue refers to, and its name. Camel case: the
// property names of the public API's input objects.
// The fields of the first tier's operations come first: its module names
// only those (describe.hpp), and the panels' names stay in the second.
#define DPSC_FIELDS(X)                                       \
  X(devices, "devices")                                      \
  X(throughput_per_device, "throughputPerDevice")            \
  X(efficiency_percent, "efficiencyPercent")                 \
  X(measured_throughput, "measuredThroughput")               \
  X(target_throughput, "targetThroughput")                   \
  X(target_speedup, "targetSpeedup")                         \
  X(mode, "mode")                                            \
  X(dataset_samples, "datasetSamples")                       \
  X(epochs, "epochs")                                        \
  X(price_per_device_hour, "pricePerDeviceHour")             \
  X(parameters, "parameters")                                \
  X(bytes_per_gradient, "bytesPerGradient")                  \
  X(batch_per_device, "batchPerDevice")                      \
  X(gradient_accumulation, "gradientAccumulation")           \
  X(devices_per_node, "devicesPerNode")                      \
  X(intra_node_bandwidth, "intraNodeBandwidthGBps")          \
  X(inter_node_bandwidth, "interNodeBandwidthGbps")          \
  X(transport, "transport")                                  \
  X(link_efficiency, "linkEfficiency")                       \
  X(overlap_fraction, "overlapFraction")                     \
  X(latency, "latencyMicroseconds")                          \
  X(bytes_per_parameter, "bytesPerParameter")                \
  X(device_memory, "deviceMemoryGB")                         \
  X(weight_bytes, "weightBytes")                             \
  X(gradient_bytes, "gradientBytes")                         \
  X(optimizer_bytes, "optimizerBytes")                       \
  X(sharding, "sharding")                                    \
  X(activation_bytes_per_sample, "activationBytesPerSample") \
  X(overlap_window, "overlapWindow")                         \
  X(step_overhead, "stepOverheadMilliseconds")               \
  X(overhead_per_gb, "overheadMillisecondsPerGB")            \
  X(calibration_devices, "calibrationDevices")               \
  X(calibration_efficiency, "calibrationEfficiencyPercent")  \
  X(calibration_throughput, "calibrationThroughput")         \
  X(layers, "layers")                                        \
  X(hidden_size, "hiddenSize")                               \
  X(tokens_per_sample, "tokensPerSample")                    \
  X(flops_per_sample, "flopsPerSample")                      \
  X(peak_tflops, "peakTflops")                               \
  X(mfu_percent, "mfuPercent")                               \
  X(throughput_unit, "throughputUnit")                       \
  X(active_parameters, "activeParameters")                   \
  X(memory_bandwidth, "memoryBandwidthGBps")                 \
  X(shard_group, "shardGroupSize")                           \
  X(bucket_size, "bucketSizeMB")                             \
  X(network_latency, "networkLatencyMicroseconds")           \
  X(attention_heads, "attentionHeads")                       \
  X(recomputation, "recomputation")                          \
  X(calibration_baseline, "calibrationBaselineDevices")      \
  X(tensor_parallel, "tensorParallel")                       \
  X(pipeline_parallel, "pipelineParallel")                   \
  X(interleaved_stages, "interleavedStages")                 \
  X(batch_scaling, "batchScaling")                           \
  X(straggler, "stragglerPercent")                           \
  X(global_batch, "globalBatch")                             \
  X(accelerator_family, "acceleratorFamily")                 \
  X(network_family, "networkFamily")                         \
  X(compute_precision, "computePrecision")                   \
  X(vocabulary_size, "vocabularySize")

enum class Field : std::uint8_t { DPSC_FIELDS(DPSC_NAMED_ENUMERATOR) count_ };
inline constexpr std::array<const char*, static_cast<std::size_t>(Field::count_)> kFieldNames{DPSC_FIELDS(DPSC_NAME)};

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

// Fixed capacity keeps the core free of allocation. Every input struct has
// fewer fields than this (covers() in schema.hpp checks it), but each item of
// a list input can add an issue of its own, so an input bad everywhere can
// have more issues than fit. The last place is kept to say so: the issue
// that finds the list full becomes `truncated` (on its field), and those
// after it are dropped, so a list is whole or ends in `truncated`.
class Issues {
 public:
  static constexpr std::size_t capacity = 48;

  void add(Field field, Code code, double limit = kNoLimit, int index = kNoIndex) {
    if (code == Code::ok || size_ == capacity) return;
    if (size_ + 1 == capacity) {  // the last place says that the list is cut
      code = Code::truncated;
      limit = kNoLimit;
      index = kNoIndex;
    }
    items_[size_++] = Issue{field, code, limit, index};
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
