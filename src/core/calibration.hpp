// Calibration (estimator.hpp): the scales κ_l and κ_n of the time a step
// loses that make the model pass through measured points, or, for two or
// more points, come nearest to them in least squares. Internal to the
// estimator; declared here for its direct tests.
#pragma once

#include "step_model.hpp"

namespace dpsc::estimator_detail {

// One measured point, with what the model loses there.
// A point measured against a baseline (relative) holds that ratio in
// `measured`; its `efficiency` against one device is the ratio times the
// model's efficiency at the baseline, which moves with the scales.
struct Point {
  double devices;
  double efficiency;  // a fraction, against one device alone
  Lost lost;          // the model's, unscaled
  Field field;        // where an issue with the efficiency goes
  double measured = efficiency;
  bool relative = false;
};

struct Calibration {
  Scales scales;
  bool given = false;
  std::optional<double> rms_percent;
};

// The scale that makes the model pass through one point: on the local part
// for a point inside a node (it saw no network), on both parts across nodes.
// `base` is what the model loses at the baseline of a relative point.
Scales scales_through_point(const JobModel& m, const Point& p, const Lost& base = {0, 0, 0});

// The fit below works with lost times in units of the compute time t_c, and
// keeps both scales in [0, max_loss_scale]; without a point across nodes
// (`across` false) only κ_l is fitted and κ_n stays 1.

// One Gauss–Newton step of the least-squares fit, about `s`.
Scales gauss_newton_step(const Point* points, std::size_t count, bool across, const Scales& s);

// The squared error of the points, in efficiency (fractions).
double squared_error(const Point* points, std::size_t count, const Scales& s);

// Least squares over the points, by Gauss–Newton steps from the model as it is.
Scales fit_scales(const Point* points, std::size_t count, bool across);

// The fit when some points are relative to a baseline that loses `base`
// (in units of t_c): a point's efficiency against one device follows the
// scales through the baseline, so the fit and that efficiency alternate
// until they agree (without relative points, the first fit is the answer).
Scales fit_against_baseline(Point* points, std::size_t count, bool across, const Lost& base);

// How far the points are from the curve, in percentage points of what was
// measured (relative points: of the ratio to the baseline).
double rms_percent(const Point* points, std::size_t count, const Lost& base, const Scales& s);

// The calibration an input asks for, or its issues (with the points, or out
// of the model's reach). The input's fields have passed their rules.
Outcome<Calibration> calibrate(const EstimatorInput& in);

}  // namespace dpsc::estimator_detail
