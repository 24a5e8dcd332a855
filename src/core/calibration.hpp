// Calibration (estimator.hpp): the scales κ_l and κ_n of the time a step
// loses that make the model pass through measured points, or, for two or
// more points, come nearest to them in least squares. Internal to the
// estimator; declared here for its direct tests.
#pragma once

#include "step_model.hpp"

namespace dpsc::estimator_detail {

// A baseline anchors the calibration (estimator.hpp): a point measured
// against B devices says nothing of what B devices lose, so the scales apply
// only to what a count loses beyond the baseline, part by part, and E(B)
// stays the model's. Without a baseline the anchor is one device, which
// loses nothing, and the scales apply to the whole of each part.
//
// `lost` with only its part beyond `anchor` to scale: local_comm and
// network_comm hold the local and network parts beyond the anchor's, and
// the rest (up to the anchor's, and the bubble) is in `bubble`, which no
// scale touches.
Lost beyond(const Lost& lost, const Lost& anchor);

// The scales on each whole part of `lost` that scale its part beyond
// `anchor` by `s`: κ · beyond / part + (1 − beyond / part).
Scales on_whole_parts(const Scales& s, const Lost& lost, const Lost& anchor);

// One measured point, with what the model loses there beyond the anchor.
// `efficiency` is against one device alone: for a point measured against a
// baseline, the ratio times the model's efficiency at the baseline, which
// the anchor keeps (`at_base`; 1 for a point against one device).
struct Point {
  double devices;
  double efficiency;  // a fraction, against one device alone
  Lost lost;          // the model's, unscaled, beyond the anchor
  Field field;        // where an issue with the efficiency goes
  double at_base = 1;
  bool relative = false;
};

// Which scales the points can fit: one whose part none of them loses
// beyond the anchor stays 1.
struct Fitted {
  bool local = true;
  bool network = false;
};

struct Calibration {
  Scales scales;
  bool given = false;
  std::optional<double> rms_percent;
  Lost anchor{0, 0, 0};  // what the baseline loses; nothing without one
  Fitted fitted{false, false};
};

// The one scale that makes the model pass through a point, on what it
// loses beyond the anchor: HUGE_VAL where it loses nothing there but
// measured less than that leaves.
double scale_through(const JobModel& m, const Point& p);

// That scale on each part the point loses beyond the anchor; 1 on the others.
Scales scales_through_point(const JobModel& m, const Point& p);

// The fit below works with lost times in units of the compute time t_c, and
// keeps the fitted scales in [0, max_loss_scale].

// One Gauss–Newton step of the least-squares fit, about `s`.
Scales gauss_newton_step(const Point* points, std::size_t count, Fitted which, const Scales& s);

// The squared error of the points, in efficiency (fractions).
double squared_error(const Point* points, std::size_t count, const Scales& s);

// Least squares over the points, by Gauss–Newton steps from the model as it is.
Scales fit_scales(const Point* points, std::size_t count, Fitted which);

// How far the points are from the curve, in percentage points of what was
// measured (relative points: of the ratio to the baseline).
double rms_percent(const Point* points, std::size_t count, const Scales& s);

// The calibration an input asks for, or its issues (with the points, or out
// of the model's reach). The input's fields have passed their rules.
Outcome<Calibration> calibrate(const EstimatorInput& in);

}  // namespace dpsc::estimator_detail
