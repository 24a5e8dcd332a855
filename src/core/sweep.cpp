#include "sweep.hpp"

#include <cmath>
#include <utility>

namespace dpsc {

namespace {

// Each input's and output's member and rule as compile-time constants: the
// row loop below then reads, checks and writes a row with no table in
// memory. A loop over the tables kept the row on the stack and reloaded
// every rule on every row: 9.5 against 6.5 ms for 10^6 rows in V8 (node
// --cpu-prof over node bench/throughput.mjs's sweep).
template <std::size_t I>
constexpr auto kInputMember = kScalingInputs[I].number;
template <std::size_t I>
constexpr Rule kInputRule = kScalingInputs[I].rule;
template <std::size_t K>
constexpr auto kOutputMember = kScalingOutputs[K].number;

// is_valid() for one row of the columns, unrolled: every input is required.
template <std::size_t... I>
bool read_row(ScalingInput& input, const Column* columns, const std::size_t* stride, std::size_t row,
              std::index_sequence<I...>) {
  static_assert(((kInputMember<I> != nullptr) && ...), "every scaling input is a required number");
  ((input.*kInputMember<I> = columns[I].data[row * stride[I]]), ...);
  return (passes(input.*kInputMember<I>, kInputRule<I>) && ...);
}

template <std::size_t... K>
void write_row(double* const* out, std::size_t row, const ScalingResult& r, std::index_sequence<K...>) {
  ((out[K][row] = r.*kOutputMember<K>), ...);
}

}  // namespace

Issues sweep_rows(const SweepInput& columns, std::size_t& rows) {
  Issues issues;
  rows = 1;
  bool fixed = false;
  for (std::size_t i = 0; i < columns.size(); ++i) {
    const std::size_t size = columns[i].size;
    if (size == 1) continue;
    if (fixed && size != rows) {
      issues.add(kScalingInputs[i].field, Code::length_mismatch);
      return issues;
    }
    rows = size;
    fixed = true;
  }
  return issues;
}

SweepStatus sweep(const SweepInput& columns, const SweepOutput& out) {
  SweepStatus status{};
  std::size_t rows = 0;
  status.issues = sweep_rows(columns, rows);
  status.whole_input = !status.issues.empty();
  if (status.whole_input) return status;
  // A broadcast column has stride 0: no branch per row. Local copies of the
  // columns and outputs, so that no store of a result can change them.
  const SweepInput in = columns;
  const SweepOutput to = out;
  std::array<std::size_t, kScalingInputs.size()> stride{};
  for (std::size_t i = 0; i < stride.size(); ++i) stride[i] = in[i].size == 1 ? 0 : 1;
  for (std::size_t row = 0; row < rows; ++row) {
    ScalingInput input{};
    if (!read_row(input, in.data(), stride.data(), row, std::make_index_sequence<kScalingInputs.size()>{})) {
      // Only the failing row builds its issues, from a copy: `input` itself
      // never leaves the loop, so it stays in registers.
      const ScalingInput failed = input;
      status.issues = validate(failed);
      status.rows = row;
      return status;
    }
    write_row(to.data(), row, compute_unchecked(input), std::make_index_sequence<kScalingOutputs.size()>{});
  }
  status.rows = rows;
  return status;
}

namespace {

// r with r^n = x, for x >= 1: bisection with multiplication only, since libm's
// log and exp would add kilobytes to the wasm module for one chart axis.
double root(double x, std::size_t n) {
  double lo = 1, hi = x;
  for (int i = 0; i < 80; ++i) {
    const double mid = (lo + hi) / 2;
    double p = 1;
    for (std::size_t k = 0; k < n && p <= x; ++k) p *= mid;
    (p > x ? hi : lo) = mid;
  }
  return lo;
}

}  // namespace

std::size_t device_steps(double max_devices, std::size_t max_points, double* out) {
  if (!(max_devices >= 1) || max_points == 0) return 0;
  const double top = std::floor(std::fmin(max_devices, kMaxDevices));
  const double ratio = max_points > 1 ? root(top, max_points - 1) : top;
  std::size_t count = 0;
  double x = 1;
  for (std::size_t i = 0; i < max_points; ++i, x *= ratio) {
    const double d = i + 1 == max_points || count + 1 == max_points ? top : std::fmin(std::round(x), top);
    if (count == 0 || d > out[count - 1]) out[count++] = d;
    if (d == top) break;
  }
  return count;
}

}  // namespace dpsc
