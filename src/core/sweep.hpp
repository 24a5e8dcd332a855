// Many scenarios in one call: the chart's curves and batch evaluation.
#pragma once

#include <cstddef>

#include "model.hpp"

namespace dpsc {

// One input column: `size` values, or a single value broadcast to every row.
struct Column {
  const double* data;
  std::size_t size;
};

// Output columns, each with room for the sweep's rows.
struct SweepOutput {
  double* ideal_throughput;
  double* actual_throughput;
  double* speedup;
  double* lost_throughput;
};

struct SweepStatus {
  Issues issues;      // length_mismatch, or the issues of the first invalid row
  std::size_t rows;   // rows written (all of them when issues is empty)
  bool whole_input;   // the issues concern the columns as a whole, not one row
};

// The rows the columns describe: every column has the same length, or
// length 1. Returns the column fields in order; `rows` receives the count.
// Reports length_mismatch on the first column that disagrees.
Issues sweep_shape(const Column& devices, const Column& throughput, const Column& efficiency,
                   std::size_t& rows);

// Evaluates every row; stops at the first invalid row, whose issues it
// reports with `rows` = its index.
SweepStatus sweep(const Column& devices, const Column& throughput, const Column& efficiency,
                  const SweepOutput& out);

// Up to `max_points` distinct whole device counts from 1 to `max_devices`
// (which is always included), spaced evenly on a log scale, ascending.
// Writes them to `out` and returns how many.
std::size_t device_steps(double max_devices, std::size_t max_points, double* out);

}  // namespace dpsc
