// The first module of the core (dp-scaling-calculator.wasm): what a page
// needs for its first results. Its operations are dpsc::kFirstOperations,
// with the batch model, the chart's device steps and number parsing.

#include "bindings/module.hpp"
#include "core/parse.hpp"

namespace {

using namespace dpsc::bindings;

// Columns: the length of each input column (compute's input order), the
// columns, then room for compute's outputs as columns of `rows` values. A
// column the caller left out has length -1 and one value, read as
// left_out(): missing_input at row 0, as any single value's issue.
int sweep(std::size_t rows) {
  dpsc::SweepInput in{};
  double* at = g_columns + in.size();
  for (std::size_t i = 0; i < in.size(); ++i) {
    const bool given = g_columns[i] >= 0;
    if (!given) *at = dpsc::left_out();
    in[i] = {at, given ? static_cast<std::size_t>(g_columns[i]) : 1};
    at += in[i].size;
  }
  return report(dpsc::sweep(in, output_columns<dpsc::SweepOutput>(at, rows)));
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

}  // namespace

EMSCRIPTEN_BINDINGS(dp_scaling_core) {
  using emscripten::function;
  register_module<dpsc::kFirstOperations, dpsc::kFirstDescription>();
  function("sweep", &sweep);
  function("deviceSteps", &device_steps);
  function("parseNumber", &parse_number);
}
