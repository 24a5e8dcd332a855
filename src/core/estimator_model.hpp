// The step-time model of estimator.hpp for one input: what a step computes,
// moves and loses at a device count, before any calibration scales it.
// Internal: shared by the estimate (estimator.cpp), the calibration
// (calibration.cpp) and their tests.
#pragma once

#include "estimator.hpp"

namespace dpsc::estimator_detail {

// What every device count of one input shares.
struct JobModel {
  const EstimatorInput& in;
  double compute;   // t_c
  double bytes;     // G
  double overhead;  // τ + c_G · G, once there are two devices
  double overlap;   // o
  double window;    // w
  bool tcp;
  Sharding sharding;
};

// The input is valid.
JobModel job_model_of(const EstimatorInput& in);

// The ring for `devices`: its bus bandwidth, the fraction of the slower link
// that was used, the latency per step, and what the sharding moves.
struct Ring {
  double bus;
  double link_efficiency;
  double latency_us;
  double all_reduce;     // t_ar
  double communication;  // t_cm
  double exposed;        // t_x
};

Ring ring_at(const JobModel& m, double devices);

// The time a step loses at `devices`, in the two parts a calibration scales.
struct Lost {
  double local_comm;  // exposed all-reduce of one node (of the job, inside one node)
  double network;     // what crossing nodes adds to it
  double overhead;    // t_o
  double local() const { return local_comm + overhead; }
};

Lost lost_at(const JobModel& m, double devices, const Ring& ring);

// The calibration's scales of the two parts.
struct Scales {
  double local = 1;    // κ_l
  double network = 1;  // κ_n
};

inline double lost_seconds(const Lost& lost, const Scales& s) {
  return s.local * lost.local() + s.network * lost.network;
}

// t_c / (t_c + lost); nothing lost means nothing lost, even when the compute
// time underflows to 0 (0/0 would be NaN).
inline double efficiency_of(double compute, double lost) { return lost == 0 ? 1 : compute / (compute + lost); }

}  // namespace dpsc::estimator_detail
