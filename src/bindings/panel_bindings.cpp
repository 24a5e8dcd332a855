// The core's second module (dp-scaling-calculator.panels.wasm): what only a
// panel asks, the what-if and time-and-cost answers, the estimator,
// calibration, memory and sharding, which a page loads when a panel wants
// them. Its operations are dpsc::kPanelOperations, with the estimate over
// many device counts.

#include "bindings/module.hpp"

namespace {

using namespace dpsc::bindings;

// Columns: the estimator's inputs as for estimateEfficiency, a device column
// of `rows`, then room for the estimate's outputs as columns of `rows`
// values. With `runnable` (the element's chart) the counts are first moved
// to those the job runs on, in their column (dpsc::runnable_counts);
// the first output says how many rows were written, as for every batch.
int estimate_sweep(std::size_t rows, bool runnable) {
  dpsc::EstimatorInput input{};
  dpsc::read_inputs(input, dpsc::kEstimatorInputs, g_columns);
  double* devices = g_columns + 2 * dpsc::input_slots(dpsc::kEstimatorInputs);
  const auto out = output_columns<dpsc::EstimateColumns>(devices + rows, rows);
  const std::size_t count = runnable ? dpsc::runnable_counts(input, devices, rows) : rows;
  return report(dpsc::estimate_sweep(input, {devices, count}, out));
}

}  // namespace

EMSCRIPTEN_BINDINGS(dp_scaling_panels) {
  register_module<dpsc::kPanelOperations, dpsc::kPanelDescription>();
  emscripten::function("estimateSweep", &estimate_sweep);
}
