// The core's operations as the JS API offers them: a name, and the tables of
// what each reads and gives. The bindings register every entry of a table in
// its module and the JS layer builds its methods from describe(), so an
// operation is added here and nowhere else on either side of the boundary
// (the TypeScript declarations aside, which a test holds to the methods).

#pragma once

#include <cstddef>
#include <tuple>

#include "estimator.hpp"
#include "flops.hpp"
#include "inverse.hpp"
#include "layouts.hpp"
#include "memory.hpp"
#include "time_cost.hpp"

namespace dpsc {

struct NoInput {};
struct NoOutput {};
inline constexpr std::array<InputSpec<NoInput>, 0> kNoInputs{};
inline constexpr std::array<OutputSpec<NoOutput>, 0> kNoOutputs{};

template <typename In, std::size_t InCount, typename Out, std::size_t OutCount>
struct Operation {
  using Input = In;
  using Output = Out;
  const char* name;
  const std::array<InputSpec<In>, InCount>& inputs;
  const std::array<OutputSpec<Out>, OutCount>& outputs;
  Outcome<Out> (*run)(const In&);
};

template <typename In, std::size_t InCount, typename Out, std::size_t OutCount>
constexpr Operation<In, InCount, Out, OutCount> operation(const char* name,
                                                          const std::array<InputSpec<In>, InCount>& inputs,
                                                          const std::array<OutputSpec<Out>, OutCount>& outputs,
                                                          Outcome<Out> (*run)(const In&)) {
  return {name, inputs, outputs, run};
}

// The operations come in two tables, one for each WebAssembly module the
// build makes from them: kFirstOperations, what a page needs for its first
// results (the scaling model and its validation), and kPanelOperations,
// what only a panel asks (the estimator, calibration, memory, sharding, FLOPs
// and MFU, and the what-if and time-and-cost answers), which a page loads
// when a panel wants them: 1.7 KB gzip less before the first results
// (BENCHMARKS.md). An operation without inputs is a constant: JS reads it
// once, when its module loads.
inline constexpr std::tuple kFirstOperations{
    operation(
        "limits", kNoInputs, kLimitsOutputs,
        +[](const NoInput&) {
          return Outcome<Limits>{{}, {kMaxDevices, kMaxThroughput}};
        }),
    operation("compute", kScalingInputs, kScalingOutputs, &compute),
    operation(
        "validate", kScalingInputs, kNoOutputs,
        +[](const ScalingInput& in) { return Outcome<NoOutput>{validate(in)}; }),
};

inline constexpr std::tuple kPanelOperations{
    operation(
        "estimatorDefaults", kNoInputs, kEstimatorDefaultsOutputs,
        +[](const NoInput&) {
          return Outcome<EstimatorDefaults>{{}, kEstimatorDefaults};
        }),
    operation("estimateEfficiency", kEstimatorInputs, kEstimateOutputs, &estimate),
    operation("memoryCheck", kMemoryInputs, kMemoryOutputs, &memory_check),
    operation("smallestSharding", kSmallestShardingInputs, kShardingChoiceOutputs, &smallest_sharding),
    operation("devicesForMemory", kDevicesForMemoryInputs, kDevicesForMemoryOutputs, &devices_for_memory),
    operation("throughputFromFlops", kThroughputFromFlopsInputs, kFlopsThroughputOutputs, &throughput_from_flops),
    operation("impliedMfu", kImpliedMfuInputs, kImpliedMfuOutputs, &implied_mfu),
    operation("impliedEfficiency", kImpliedInputs, kImpliedOutputs, &implied_efficiency),
    operation("devicesForTarget", kTargetInputs, kDevicesNeededOutputs, &devices_for_target),
    operation("estimatedDevicesForTarget", kEstimatedTargetInputs, kEstimatedDevicesOutputs,
              &estimated_devices_for_target),
    operation("timeAndCost", kTimeCostInputs, kTimeCostOutputs, &time_and_cost),
    // The best layout; the JS API asks for the list (panel_bindings.cpp, best_layouts).
    operation("bestLayouts", kLayoutInputs, kLayoutOutputs, &best_layout),
};

// Every operation, both tables in turn.
inline constexpr auto kOperations = std::tuple_cat(kFirstOperations, kPanelOperations);

constexpr std::size_t kOperationCount = std::tuple_size_v<decltype(kOperations)>;

// The most outputs of any operation: the room a caller keeps for them.
constexpr std::size_t kMaxOutputs = std::apply(
    [](const auto&... op) {
      std::size_t most = 0;
      ((most = op.outputs.size() > most ? op.outputs.size() : most), ...);
      return most;
    },
    kOperations);

}  // namespace dpsc
