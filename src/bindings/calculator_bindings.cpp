// The only file that includes embind. It maps core structs to JS objects and
// adds no behaviour of its own. Issue lists and batch columns cross through
// the wasm heap instead of emscripten::val, which keeps the module and its JS
// glue smaller and lets batch calls skip per-value marshalling.
#include <emscripten/bind.h>

#include <cstdint>
#include <string>

#include "core/model.hpp"
#include "core/parse.hpp"

namespace {

// The issues of the last call, as (field, code, limit) triples; JS reads them
// from HEAPF64 at issues_address().
double g_issues[3 * dpsc::Issues::capacity];

int publish(const dpsc::Issues& issues) {
  for (std::size_t i = 0; i < issues.size(); ++i) {
    g_issues[3 * i] = static_cast<double>(issues[i].field);
    g_issues[3 * i + 1] = static_cast<double>(issues[i].code);
    g_issues[3 * i + 2] = issues[i].limit;
  }
  return static_cast<int>(issues.size());
}

std::uintptr_t issues_address() { return reinterpret_cast<std::uintptr_t>(g_issues); }

template <typename Enum, const char* (*Name)(Enum)>
std::string joined_names() {
  std::string out;
  for (int i = 0; i < static_cast<int>(Enum::count_); ++i) {
    if (i) out += ',';
    out += Name(static_cast<Enum>(i));
  }
  return out;
}

struct ComputeReport {
  int issues;
  dpsc::ScalingResult result;
};

ComputeReport compute(const dpsc::ScalingInput& input) {
  dpsc::ScalingOutcome outcome = dpsc::compute(input);
  return {publish(outcome.issues), outcome.result};
}

int validate(const dpsc::ScalingInput& input) { return publish(dpsc::validate(input)); }

struct ParseReport {
  int code;
  double value;
};

ParseReport parse_number(const std::string& text, int decimal, int group, bool allow_percent) {
  dpsc::ParsedNumber parsed = dpsc::parse_number(
      text, {static_cast<char32_t>(decimal), static_cast<char32_t>(group)}, allow_percent);
  return {static_cast<int>(parsed.code), parsed.value};
}

}  // namespace

EMSCRIPTEN_BINDINGS(dp_scaling_core) {
  using namespace emscripten;
  value_object<dpsc::ScalingInput>("ScalingInput")
      .field("devices", &dpsc::ScalingInput::devices)
      .field("throughputPerDevice", &dpsc::ScalingInput::throughput_per_device)
      .field("efficiencyPercent", &dpsc::ScalingInput::efficiency_percent);
  value_object<dpsc::ScalingResult>("ScalingResult")
      .field("idealThroughput", &dpsc::ScalingResult::ideal_throughput)
      .field("actualThroughput", &dpsc::ScalingResult::actual_throughput)
      .field("speedup", &dpsc::ScalingResult::speedup)
      .field("lostThroughput", &dpsc::ScalingResult::lost_throughput);
  value_object<ComputeReport>("ComputeReport")
      .field("issues", &ComputeReport::issues)
      .field("result", &ComputeReport::result);
  value_object<ParseReport>("ParseReport")
      .field("code", &ParseReport::code)
      .field("value", &ParseReport::value);

  function("codeNames", &joined_names<dpsc::Code, dpsc::code_name>);
  function("fieldNames", &joined_names<dpsc::Field, dpsc::field_name>);
  function("issuesAddress", &issues_address);
  function("compute", &compute);
  function("validate", &validate);
  function("parseNumber", &parse_number);
}
