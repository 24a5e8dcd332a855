// The estimator's module of the core (dp-scaling-calculator.estimator.wasm):
// the estimator, calibration, memory and sharding, and the answers of the
// what-if and time-and-cost panels, which a page loads when a panel wants
// them. Its operations are dpsc::kEstimatorOperations, with the estimate
// over many device counts.

#include "bindings/module.hpp"

namespace {

using namespace dpsc::bindings;

// Columns: the estimator's inputs as for estimateEfficiency, a device column
// of `rows`, then room for the estimate's outputs as columns of `rows`
// values. With `runnable` (the element's chart) the counts are first moved
// to those the sharding runs on, in their column (dpsc::runnable_counts);
// the first output says how many rows were written, as for every batch.
int estimate_sweep(std::size_t rows, bool runnable) {
  dpsc::EstimatorInput input{};
  dpsc::read_inputs(input, dpsc::kEstimatorInputs, g_columns);
  double* devices = g_columns + 2 * dpsc::input_slots(dpsc::kEstimatorInputs);
  const auto out = output_columns<dpsc::EstimateColumns>(devices + rows, rows);
  const std::size_t count =
      runnable ? dpsc::runnable_counts(dpsc::sharding_of(input.sharding), input.devices_per_node, devices, rows) : rows;
  return report(dpsc::estimate_sweep(input, {devices, count}, out));
}

}  // namespace

EMSCRIPTEN_BINDINGS(dp_scaling_estimator) {
  register_module<dpsc::kEstimatorOperations, dpsc::kEstimatorDescription>();
  emscripten::function("estimateSweep", &estimate_sweep);
}
