// How long a training run takes, and what it costs, on one device and on the
// cluster.
#pragma once

#include "model.hpp"

namespace dpsc {

struct TimeCostInput {
  ScalingInput scaling;
  double dataset_samples;          // samples in one pass over the data
  double epochs;                   // passes; fractions allowed
  double price_per_device_hour;    // 0 when no price is given
};

struct TimeCost {
  Issues issues;
  double samples;                  // dataset_samples · epochs
  double single_device_seconds;    // samples / v
  double cluster_seconds;          // samples / A
  double single_device_cost;       // price · single-device hours
  double cluster_cost;             // price · d · cluster hours
  double cost_ratio;               // cluster cost / single-device cost = 1 / E
};

TimeCost time_and_cost(const TimeCostInput& input);

}  // namespace dpsc
