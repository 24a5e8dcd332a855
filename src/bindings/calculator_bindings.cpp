// The core's operations as embind functions (embind_builtins.cpp registers
// only the built-in types they take and return). It moves numbers between
// the operations and the JS layer; what crosses, and in which order, is the
// core's to say (src/core/operations.hpp, schema.hpp).
//
// JS writes a call's inputs to a column buffer and reads its outputs and
// issues from a static scratch area, all through HEAPF64. Compared with
// value_object marshalling this keeps the module smaller and a call several
// times faster (no allocation, no per-field registration).

#include <emscripten/bind.h>

#include <cstdint>
#include <cstdlib>
#include <utility>

#include "core/describe.hpp"
#include "core/parse.hpp"

namespace {

// Issues as (field, code, limit, index) quadruples; index -1: not an item of a list.
double g_issues[4 * dpsc::Issues::capacity];
double g_outputs[dpsc::kMaxOutputs];

std::uintptr_t issues_address() { return reinterpret_cast<std::uintptr_t>(g_issues); }
std::uintptr_t outputs_address() { return reinterpret_cast<std::uintptr_t>(g_outputs); }

// Returns the issue count, which every call returns.
int report(const dpsc::Issues& issues) {
  double* at = g_issues;
  for (const dpsc::Issue& issue : issues) {
    *at++ = static_cast<double>(issue.field);
    *at++ = static_cast<double>(issue.code);
    *at++ = issue.limit;
    *at++ = issue.index;
  }
  return static_cast<int>(issues.size());
}

// A batch call's first output: the rows written, the invalid row, or -1 when
// the input as a whole is at fault.
int report(const dpsc::SweepStatus& status) {
  g_outputs[0] = status.whole_input ? -1.0 : static_cast<double>(status.rows);
  return report(status.issues);
}

// Inputs and batch columns, written and read by JS through HEAPF64.
double* g_columns = nullptr;
std::size_t g_capacity = 0;

// Returns the address of room for `count` doubles, or 0 when memory runs out.
std::uintptr_t columns(std::size_t count) {
  if (count > g_capacity) {
    std::free(g_columns);
    g_columns = static_cast<double*>(std::malloc(count * sizeof(double)));
    g_capacity = g_columns ? count : 0;
  }
  return reinterpret_cast<std::uintptr_t>(g_columns);
}

// Operation I of the core, inputs from the columns.
template <std::size_t I>
int call() {
  const auto& op = std::get<I>(dpsc::kOperations);
  typename std::decay_t<decltype(op)>::Input input{};
  dpsc::read_inputs(input, op.inputs, g_columns);
  const auto outcome = op.run(input);
  dpsc::write_outputs(outcome.result, op.outputs, g_outputs);
  return report(outcome.issues);
}

// Where the core's description (dpsc::kDescription) starts; its length is
// describeLength().
std::uintptr_t describe_address() { return reinterpret_cast<std::uintptr_t>(dpsc::kDescription.data()); }
int describe_length() { return static_cast<int>(dpsc::kDescription.size()); }

// Output columns of `rows` values each, from `at` on.
template <typename Columns>
Columns output_columns(double* at, std::size_t rows) {
  Columns out{};
  for (std::size_t k = 0; k < out.size(); ++k) out[k] = at + k * rows;
  return out;
}

// Columns: the length of each input column (compute's input order), the
// columns, then room for compute's outputs as columns of `rows` values.
int sweep(std::size_t rows) {
  dpsc::SweepInput in{};
  double* at = g_columns + in.size();
  for (std::size_t i = 0; i < in.size(); ++i) {
    in[i] = {at, static_cast<std::size_t>(g_columns[i])};
    at += in[i].size;
  }
  return report(dpsc::sweep(in, output_columns<dpsc::SweepOutput>(at, rows)));
}

// Columns: the estimator's inputs as for estimateEfficiency, a device column
// of `rows`, then room for the estimate's outputs as columns of `rows`
// values. With `runnable` (the element's chart) the counts are first moved
// to those the sharding runs on, in their column (dpsc::runnable_counts);
// the first output says how many rows were written, as for every batch.
int estimate_sweep(std::size_t rows, bool runnable) {
  dpsc::EstimatorInput input{};
  dpsc::read_inputs(input, dpsc::kEstimatorInputs, g_columns);
  double* devices = g_columns + 2 * dpsc::input_slots(dpsc::kEstimatorInputs);
  const auto out = output_columns<dpsc::EstimateColumns>(devices + rows, rows);
  const std::size_t count =
      runnable ? dpsc::runnable_counts(dpsc::sharding_of(input.sharding), input.devices_per_node, devices, rows) : rows;
  return report(dpsc::estimate_sweep(input, {devices, count}, out));
}

// Writes the steps to the columns; returns how many.
int device_steps(double max_devices, std::size_t points) {
  return columns(points) ? static_cast<int>(dpsc::device_steps(max_devices, points, g_columns)) : 0;
}

// Parses `length` bytes of UTF-8 that JS wrote to the columns. Returns the
// code; the value is the first output. Text crosses as bytes rather than as
// std::string, which would bring libc++'s string code into the module.
int parse_number(std::size_t length, int decimal, int group, bool allow_percent) {
  const dpsc::ParsedNumber parsed =
      dpsc::parse_number({reinterpret_cast<const char*>(g_columns), length},
                         {static_cast<char32_t>(decimal), static_cast<char32_t>(group)}, allow_percent);
  g_outputs[0] = parsed.value;
  return static_cast<int>(parsed.code);
}

template <std::size_t... I>
void register_operations(std::index_sequence<I...>) {
  (emscripten::function(std::get<I>(dpsc::kOperations).name, &call<I>), ...);
}

}  // namespace

EMSCRIPTEN_BINDINGS(dp_scaling_core) {
  using emscripten::function;
  register_operations(std::make_index_sequence<dpsc::kOperationCount>{});
  function("describeAddress", &describe_address);
  function("describeLength", &describe_length);
  function("issuesAddress", &issues_address);
  function("outputsAddress", &outputs_address);
  function("columns", &columns);
  function("sweep", &sweep);
  function("estimateSweep", &estimate_sweep);
  function("deviceSteps", &device_steps);
  function("parseNumber", &parse_number);
}
