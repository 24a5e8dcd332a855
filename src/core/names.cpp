#include "issues.hpp"

namespace dpsc {

namespace {
// Snake case: these are the `code` strings of the public API.
constexpr const char* kCodeNames[] = {
    "ok",           "empty",           "not_a_number",    "misplaced_separator",
    "out_of_range", "not_finite",      "not_integer",     "must_be_positive",
    "below_minimum", "above_maximum",  "exceeds_ideal",   "unreachable",
    "unknown_option", "length_mismatch",
};
static_assert(sizeof(kCodeNames) / sizeof(*kCodeNames) == static_cast<int>(Code::count_),
              "every code needs a name");

// Camel case: these are the property names of the public API's input objects.
constexpr const char* kFieldNames[] = {
    "devices",           "throughputPerDevice",  "efficiencyPercent",
    "measuredThroughput", "targetThroughput",    "targetSpeedup",
    "maxDevices",        "parameters",           "bytesPerGradient",
    "batchPerDevice",    "gradientAccumulation", "devicesPerNode",
    "intraNodeBandwidthGBps", "interNodeBandwidthGbps", "transport",
    "linkEfficiency",    "overlapFraction",      "latencyMicroseconds",
    "datasetSamples",    "epochs",               "pricePerDeviceHour",
    "bytesPerParameter", "deviceMemoryGB",
};
static_assert(sizeof(kFieldNames) / sizeof(*kFieldNames) == static_cast<int>(Field::count_),
              "every field needs a name");
}  // namespace

const char* code_name(Code code) {
  auto i = static_cast<unsigned>(code);
  return i < static_cast<unsigned>(Code::count_) ? kCodeNames[i] : "unknown";
}

const char* field_name(Field field) {
  auto i = static_cast<unsigned>(field);
  return i < static_cast<unsigned>(Field::count_) ? kFieldNames[i] : "unknown";
}

}  // namespace dpsc
