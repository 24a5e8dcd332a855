// The questions the model answers backwards: what efficiency a measurement
// implies, and how many devices a target needs.
#pragma once

#include "model.hpp"

namespace dpsc {

struct ImpliedEfficiency {
  Issues issues;
  double efficiency_percent;  // A_measured / (d · v) · 100
  double speedup;             // A_measured / v
};

// Rejects a measurement above the ideal d · v (exceeds_ideal, limit = ideal):
// the model has no superlinear scaling.
ImpliedEfficiency implied_efficiency(double devices, double throughput_per_device,
                                     double measured_throughput);

struct DevicesNeeded {
  Issues issues;
  double devices;   // the smallest whole number of devices that reaches the target
  double achieved;  // what that many devices reach (throughput or speedup)
};

// Smallest d with compute(d, v, E).actual_throughput >= target.
DevicesNeeded devices_for_throughput(double throughput_per_device, double efficiency_percent,
                                     double target_throughput);

// Smallest d with d · E >= target.
DevicesNeeded devices_for_speedup(double efficiency_percent, double target_speedup);

}  // namespace dpsc
