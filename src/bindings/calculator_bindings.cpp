// The only file that includes embind: it maps core types to JS values and
// adds no behaviour of its own.
#include <emscripten/bind.h>

#include <string>

#include "core/model.hpp"
#include "core/parse.hpp"

using emscripten::val;

namespace {

val to_js(const dpsc::Issues& issues) {
  val list = val::array();
  for (const dpsc::Issue& issue : issues) {
    val item = val::object();
    item.set("field", static_cast<int>(issue.field));
    item.set("code", static_cast<int>(issue.code));
    item.set("limit", issue.limit);
    list.call<void>("push", item);
  }
  return list;
}

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
  val issues = val::undefined();
  dpsc::ScalingResult result;
};

ComputeReport compute(const dpsc::ScalingInput& input) {
  dpsc::ScalingOutcome outcome = dpsc::compute(input);
  return {to_js(outcome.issues), outcome.result};
}

val validate(const dpsc::ScalingInput& input) { return to_js(dpsc::validate(input)); }

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
  function("compute", &compute);
  function("validate", &validate);
  function("parseNumber", &parse_number);
}
