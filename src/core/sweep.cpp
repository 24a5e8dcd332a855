#include "sweep.hpp"

#include <cmath>

namespace dpsc {

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
  // A broadcast column has stride 0: no branch per row. The tables are
  // constant, so these loops unroll into plain loads and stores.
  std::array<std::size_t, kScalingInputs.size()> stride{};
  for (std::size_t i = 0; i < stride.size(); ++i) stride[i] = columns[i].size == 1 ? 0 : 1;
  for (std::size_t row = 0; row < rows; ++row) {
    ScalingInput input{};
    for (std::size_t i = 0; i < stride.size(); ++i) input.*kScalingInputs[i].number = columns[i].data[row * stride[i]];
    if (!is_valid(input)) {
      // Only the failing row builds its issues; the loop itself keeps the
      // inputs in registers.
      status.issues = validate(input);
      status.rows = row;
      return status;
    }
    const ScalingResult r = compute_unchecked(input);
    for (std::size_t k = 0; k < out.size(); ++k) out[k][row] = r.*kScalingOutputs[k].number;
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
