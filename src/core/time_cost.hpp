// How long a training run takes, and what it costs, on one device and on the
// cluster.

#pragma once

#include "model.hpp"

namespace dpsc {

struct TimeCostInput {
  double devices;
  double throughput_per_device;
  double efficiency_percent;
  double dataset_samples;                       // samples in one pass over the data
  double epochs;                                // passes; fractions allowed
  std::optional<double> price_per_device_hour;  // left out: no costs
  ScalingInput scaling() const { return {devices, throughput_per_device, efficiency_percent}; }
};

inline constexpr std::array kTimeCostInputs{
    required(Field::devices, &TimeCostInput::devices, kDevicesRule),
    required(Field::throughput_per_device, &TimeCostInput::throughput_per_device, kThroughputRule),
    required(Field::efficiency_percent, &TimeCostInput::efficiency_percent, kEfficiencyPercentRule),
    required(Field::dataset_samples, &TimeCostInput::dataset_samples, positive_rule(1e18)),
    required(Field::epochs, &TimeCostInput::epochs, positive_rule(1e6)),
    optional(Field::price_per_device_hour, &TimeCostInput::price_per_device_hour, range_rule(0, 1e9)),
};
static_assert(covers<TimeCostInput>(kTimeCostInputs));

struct TimeCost {
  double samples;                            // dataset_samples · epochs
  double single_device_seconds;              // samples / v
  double cluster_seconds;                    // samples / A
  std::optional<double> single_device_cost;  // price · single-device hours
  std::optional<double> cluster_cost;        // price · d · cluster hours
  std::optional<double> cost_ratio;          // cluster cost / single-device cost = 1 / E
};

inline constexpr std::array kTimeCostOutputs{
    output("samples", &TimeCost::samples),
    output("singleDeviceSeconds", &TimeCost::single_device_seconds),
    output("clusterSeconds", &TimeCost::cluster_seconds),
    output("singleDeviceCost", &TimeCost::single_device_cost),
    output("clusterCost", &TimeCost::cluster_cost),
    output("costRatio", &TimeCost::cost_ratio),
};
static_assert(covers<TimeCost>(kTimeCostOutputs));

Outcome<TimeCost> time_and_cost(const TimeCostInput& input);

}  // namespace dpsc
