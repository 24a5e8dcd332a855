// The core's second module (dp-scaling-calculator.panels.wasm): what only a
// panel asks, the what-if and time-and-cost answers, the estimator,
// calibration, memory and sharding, which a page loads when a panel wants
// them. Its operations are dpsc::kPanelOperations, with the estimate over
// many device counts and the layout advisor's list.

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

// Columns: the advisor's inputs as for bestLayouts, then room for its
// outputs as columns of kMostLayouts rows; the first output says how many
// rows were written.
int best_layouts() {
  dpsc::LayoutInput input{};
  dpsc::read_inputs(input, dpsc::kLayoutInputs, g_columns);
  double* rows = g_columns + 2 * dpsc::input_slots(dpsc::kLayoutInputs);
  return report(dpsc::best_layouts(input, output_columns<dpsc::LayoutColumns>(rows, dpsc::kMostLayouts)));
}

// The rows best_layouts writes at most: the room a caller keeps.
int most_layouts() { return static_cast<int>(dpsc::kMostLayouts); }

}  // namespace

EMSCRIPTEN_BINDINGS(dp_scaling_panels) {
  register_module<dpsc::kPanelOperations, dpsc::kPanelDescription>();
  emscripten::function("estimateSweep", &estimate_sweep);
  emscripten::function("bestLayoutsList", &best_layouts);
  emscripten::function("mostLayouts", &most_layouts);
}
