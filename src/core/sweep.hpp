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

// Input columns in the order of kScalingInputs.
using SweepInput = std::array<Column, kScalingInputs.size()>;
// Output columns in the order of kScalingOutputs, each with room for every row.
using SweepOutput = std::array<double*, kScalingOutputs.size()>;

// How a batch call ended. Shared by every batch loop of the core.
struct SweepStatus {
  Issues issues;     // length_mismatch, the input's issues, or those of the first invalid row
  std::size_t rows;  // rows written (all of them when issues is empty), or the invalid row
  bool whole_input;  // the issues concern the input as a whole, not one row
};

// How many rows the columns describe: every column has the same length, or
// length 1. Reports length_mismatch on the first column that disagrees.
Issues sweep_rows(const SweepInput& columns, std::size_t& rows);

// Evaluates every row; stops at the first invalid row, whose issues it
// reports with `rows` = its index.
SweepStatus sweep(const SweepInput& columns, const SweepOutput& out);

// Up to `max_points` distinct whole device counts from 1 to `max_devices`
// (which is always included), spaced evenly on a log scale, ascending.
// Writes them to `out` and returns how many.
std::size_t device_steps(double max_devices, std::size_t max_points, double* out);

}  // namespace dpsc
