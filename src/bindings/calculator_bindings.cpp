// The only file that includes embind. It forwards to the core and adds no
// behaviour of its own.
//
// Calls take plain numbers and return an issue count; their numeric results
// and their issues land in a static scratch area that the JS layer reads
// through HEAPF64 and names. Compared with value_object marshalling this keeps
// the module several kilobytes smaller (no per-field registration or
// getter/setter thunks) and a call several times faster (no allocation).
#include <emscripten/bind.h>

#include <cstdint>
#include <cstdlib>
#include <initializer_list>
#include <optional>
#include <cstring>

#include "core/estimator.hpp"
#include "core/inverse.hpp"
#include "core/model.hpp"
#include "core/parse.hpp"
#include "core/sweep.hpp"
#include "core/time_cost.hpp"

namespace {

constexpr std::size_t kResults = 16;

// [results (kResults) | issues as (field, code, limit) triples]
double g_scratch[kResults + 3 * dpsc::Issues::capacity];

std::uintptr_t scratch_address() { return reinterpret_cast<std::uintptr_t>(g_scratch); }

// Writes the results and issues of a call to the scratch area; returns the
// issue count. One out-of-line function keeps every binding a few bytes.
int report(const dpsc::Issues& issues, std::initializer_list<double> values = {}) {
  double* out = g_scratch;
  for (double v : values) *out++ = v;
  double* triple = g_scratch + kResults;
  for (const dpsc::Issue& issue : issues) {
    *triple++ = static_cast<double>(issue.field);
    *triple++ = static_cast<double>(issue.code);
    *triple++ = issue.limit;
  }
  return static_cast<int>(issues.size());
}

// Batch columns, written and read by JS through HEAPF64.
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

int compute(double devices, double throughput, double efficiency) {
  const dpsc::ScalingOutcome o = dpsc::compute({devices, throughput, efficiency});
  const dpsc::ScalingResult& r = o.result;
  return report(o.issues, {r.ideal_throughput, r.actual_throughput, r.speedup, r.lost_throughput});
}

int validate(double devices, double throughput, double efficiency) {
  return report(dpsc::validate(dpsc::ScalingInput{devices, throughput, efficiency}));
}

// Columns hold [devices | throughput | efficiency] inputs of the given
// lengths, then four output columns of `rows` values each. The first result
// is the rows written; on an invalid row its index; on an invalid input -1.
int sweep(std::size_t devices, std::size_t throughput, std::size_t efficiency, std::size_t rows) {
  double* at = g_columns;
  const dpsc::Column d{at, devices}, v{at + devices, throughput}, e{at + devices + throughput, efficiency};
  double* out = at + devices + throughput + efficiency;
  const dpsc::SweepStatus s = dpsc::sweep(d, v, e, {out, out + rows, out + 2 * rows, out + 3 * rows});
  return report(s.issues, {s.whole_input ? -1.0 : static_cast<double>(s.rows)});
}

// Writes the steps to the columns; returns how many.
int device_steps(double max_devices, std::size_t points) {
  return columns(points) ? static_cast<int>(dpsc::device_steps(max_devices, points, g_columns)) : 0;
}

int implied_efficiency(double devices, double throughput, double measured) {
  const dpsc::ImpliedEfficiency r = dpsc::implied_efficiency(devices, throughput, measured);
  return report(r.issues, {r.efficiency_percent, r.speedup});
}

int devices_for_throughput(double throughput, double efficiency, double target) {
  const dpsc::DevicesNeeded r = dpsc::devices_for_throughput(throughput, efficiency, target);
  return report(r.issues, {r.devices, r.achieved});
}

int devices_for_speedup(double efficiency, double target) {
  const dpsc::DevicesNeeded r = dpsc::devices_for_speedup(efficiency, target);
  return report(r.issues, {r.devices, r.achieved});
}

int time_and_cost(double devices, double throughput, double efficiency, double samples, double epochs,
                  double price) {
  const dpsc::TimeCost r = dpsc::time_and_cost({{devices, throughput, efficiency}, samples, epochs, price});
  return report(r.issues, {r.samples, r.single_device_seconds, r.cluster_seconds, r.single_device_cost,
                          r.cluster_cost, r.cost_ratio});
}

// The estimator's inputs as JS writes them to the columns: the ten required
// values, the three optional ones, then a bit mask of which optional ones
// were given (1: link efficiency, 2: overlap fraction, 4: latency).
constexpr std::size_t kEstimatorValues = 14;

dpsc::EstimatorInput estimator_input(const double* v) {
  const int given = static_cast<int>(v[13]);
  auto optional = [&](int bit, double value) { return given & bit ? std::optional<double>(value) : std::nullopt; };
  return {v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9],
          optional(1, v[10]), optional(2, v[11]), optional(4, v[12])};
}

int report(const dpsc::Estimate& e) {
  return report(e.issues, {e.efficiency_percent, e.compute_seconds, e.all_reduce_seconds, e.exposed_seconds,
                           e.step_seconds, e.global_batch, e.gradient_bytes, e.bus_bandwidth_bytes_s, e.nodes,
                           e.link_efficiency, e.overlap_fraction, e.latency_us, e.actual_throughput});
}

int estimate_efficiency() { return report(dpsc::estimate(estimator_input(g_columns))); }

// Columns: the estimator inputs, a device column of `rows`, then two output
// columns (efficiency in percent, actual throughput). On an invalid row the
// first result is its index; on an invalid input it is -1.
int estimate_sweep(std::size_t rows) {
  const dpsc::EstimatorInput input = estimator_input(g_columns);
  const dpsc::Issues issues = dpsc::validate(input);
  if (!issues.empty()) return report(issues, {-1});
  const double* devices = g_columns + kEstimatorValues;
  double* efficiency = g_columns + kEstimatorValues + rows;
  double* actual = efficiency + rows;
  for (std::size_t row = 0; row < rows; ++row) {
    const dpsc::Issues row_issues = dpsc::validate_devices(input, devices[row]);
    if (!row_issues.empty()) return report(row_issues, {static_cast<double>(row)});
    const dpsc::Estimate e = dpsc::estimate_at(input, devices[row]);
    efficiency[row] = e.efficiency_percent;
    actual[row] = e.actual_throughput;
  }
  return report({}, {static_cast<double>(rows)});
}

int memory_check(double parameters, double bytes_per_parameter, double device_memory) {
  const dpsc::MemoryCheck m = dpsc::memory_check(parameters, bytes_per_parameter, device_memory);
  return report(m.issues, {m.required_bytes, m.available_bytes, m.fits ? 1.0 : 0.0});
}

// Parses `length` bytes of UTF-8 that JS wrote to the columns. Returns the
// code; the value is the first result. Text crosses as bytes rather than as
// std::string, which would bring libc++'s string code into the module.
int parse_number(std::size_t length, int decimal, int group, bool allow_percent) {
  const dpsc::ParsedNumber parsed =
      dpsc::parse_number({reinterpret_cast<const char*>(g_columns), length},
                         {static_cast<char32_t>(decimal), static_cast<char32_t>(group)}, allow_percent);
  g_scratch[0] = parsed.value;
  return static_cast<int>(parsed.code);
}

// Writes the names of every code (or field), separated by commas, to the
// columns as bytes; returns how many bytes.
template <typename Enum, const char* (*Name)(Enum)>
int names() {
  std::size_t length = 0;
  for (int i = 0; i < static_cast<int>(Enum::count_); ++i) length += std::strlen(Name(static_cast<Enum>(i))) + 1;
  char* out = reinterpret_cast<char*>(columns(length / sizeof(double) + 1));
  if (!out) return 0;
  for (int i = 0; i < static_cast<int>(Enum::count_); ++i) {
    if (i) *out++ = ',';
    const char* name = Name(static_cast<Enum>(i));
    const std::size_t n = std::strlen(name);
    std::memcpy(out, name, n);
    out += n;
  }
  return static_cast<int>(length - 1);
}

}  // namespace

EMSCRIPTEN_BINDINGS(dp_scaling_core) {
  using emscripten::function;
  function("codeNames", &names<dpsc::Code, dpsc::code_name>);
  function("fieldNames", &names<dpsc::Field, dpsc::field_name>);
  function("scratchAddress", &scratch_address);
  function("columns", &columns);
  function("compute", &compute);
  function("validate", &validate);
  function("sweep", &sweep);
  function("deviceSteps", &device_steps);
  function("impliedEfficiency", &implied_efficiency);
  function("devicesForThroughput", &devices_for_throughput);
  function("devicesForSpeedup", &devices_for_speedup);
  function("timeAndCost", &time_and_cost);
  function("parseNumber", &parse_number);
  function("estimateEfficiency", &estimate_efficiency);
  function("estimateSweep", &estimate_sweep);
  function("memoryCheck", &memory_check);
}
