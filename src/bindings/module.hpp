// What both WebAssembly modules of the core share: the operations of one
// table (src/core/operations.hpp) as embind functions, the scratch areas
// they read and write, and the module's description. Each module's bindings
// (first_bindings.cpp, panel_bindings.cpp) include this once and call
// register_module() with their table; embind_builtins.cpp registers only
// the built-in types they take and return.
//
// JS writes a call's inputs to a column buffer and reads its outputs and
// issues from a static scratch area, all through HEAPF64. Compared with
// value_object marshalling this keeps the module smaller and a call several
// times faster (no allocation, no per-field registration).

#pragma once

#include <emscripten/bind.h>
#include <emscripten/heap.h>

#include <cstdint>
#include <utility>

#include "core/describe.hpp"

// Where the linker starts the heap, past the static data and the stack.
extern "C" unsigned char __heap_base;

namespace dpsc::bindings {

// Issues as (field, code, limit, index) quadruples; index -1: not an item of a list.
inline double g_issues[4 * Issues::capacity];
inline double g_outputs[kMaxOutputs];

inline std::uintptr_t issues_address() { return reinterpret_cast<std::uintptr_t>(g_issues); }
inline std::uintptr_t outputs_address() { return reinterpret_cast<std::uintptr_t>(g_outputs); }

// Returns the issue count, which every call returns.
inline int report(const Issues& issues) {
  double* at = g_issues;
  for (const Issue& issue : issues) {
    *at++ = static_cast<double>(issue.field);
    *at++ = static_cast<double>(issue.code);
    *at++ = issue.limit;
    *at++ = issue.index;
  }
  return static_cast<int>(issues.size());
}

// A batch call's first output: the rows written, the invalid row, or -1 when
// the input as a whole is at fault.
inline int report(const SweepStatus& status) {
  g_outputs[0] = status.whole_input ? -1.0 : static_cast<double>(status.rows);
  return report(status.issues);
}

// Inputs and batch columns, written and read by JS through HEAPF64.
inline double* g_columns = nullptr;
inline std::size_t g_capacity = 0;

// Returns the address of room for `count` doubles, or 0 when memory runs out.
// The columns are the only memory the core takes while it runs, so the
// modules link no allocator (-sMALLOC=none, about 1.7 KB of wasm): the
// columns start where the heap does and grow in place.
inline std::uintptr_t columns(std::size_t count) {
  const std::uintptr_t base = (reinterpret_cast<std::uintptr_t>(&__heap_base) + 7) & ~std::uintptr_t{7};
  if (count > g_capacity) {
    if (count > (UINTPTR_MAX - base) / sizeof(double)) return 0;
    const std::uintptr_t end = base + count * sizeof(double);
    if (end > emscripten_get_heap_size() && !emscripten_resize_heap(end)) return 0;
    g_capacity = count;
  }
  g_columns = reinterpret_cast<double*>(base);
  return base;
}

// Output columns of `rows` values each, from `at` on.
template <typename Columns>
Columns output_columns(double* at, std::size_t rows) {
  Columns out{};
  for (std::size_t k = 0; k < out.size(); ++k) out[k] = at + k * rows;
  return out;
}

// Operation I of a table, inputs from the columns.
template <const auto& Operations, std::size_t I>
int call() {
  const auto& op = std::get<I>(Operations);
  typename std::decay_t<decltype(op)>::Input input{};
  read_inputs(input, op.inputs, g_columns);
  const auto outcome = op.run(input);
  write_outputs(outcome.result, op.outputs, g_outputs);
  return report(outcome.issues);
}

template <const auto& Operations, std::size_t... I>
void register_operations(std::index_sequence<I...>) {
  (emscripten::function(std::get<I>(Operations).name, &call<Operations, I>), ...);
}

// Where the module's description starts; its length is describeLength().
template <const auto& Description>
std::uintptr_t describe_address() {
  return reinterpret_cast<std::uintptr_t>(Description.data());
}
template <const auto& Description>
int describe_length() {
  return static_cast<int>(Description.size());
}

// The operations of `Operations`, described by `Description`, and what every module has.
template <const auto& Operations, const auto& Description>
void register_module() {
  using emscripten::function;
  register_operations<Operations>(std::make_index_sequence<std::tuple_size_v<std::decay_t<decltype(Operations)>>>{});
  function("describeAddress", &describe_address<Description>);
  function("describeLength", &describe_length<Description>);
  function("issuesAddress", &issues_address);
  function("outputsAddress", &outputs_address);
  function("columns", &columns);
}

}  // namespace dpsc::bindings
