// Calibration: fit the model's unexplained part to efficiencies the user
// measured on their own cluster (same hardware, model and batch), then
// extrapolate to other device counts.
//
// The model splits the time a step loses into what one node already loses
// ("local": its all-reduce, the fixed and the per-GB cost) and what crossing
// nodes adds ("net"). A measurement can only speak for the parts it contains:
//   one point inside a node   → κ_local, solved exactly; the network part stays as modelled;
//   one point across nodes    → one κ on both parts, solved exactly;
//   two or more points        → κ_local and κ_net by least squares (κ_net stays 1
//                               when no point crosses nodes), with the RMS
//                               residual telling how well the points agree.
import { predicted } from './model.mjs';
import { bisect, nelderMead } from './optimize.mjs';

const KAPPA_MAX = 100;

/** Why a calibration point cannot be used, or null. Efficiencies are fractions. */
export function pointIssue(point) {
  if (!(point.devices >= 2)) return 'a calibration point needs at least 2 devices';
  if (!(point.efficiency > 0)) return 'the measured efficiency must be above 0';
  if (point.efficiency > 1) return 'the measured efficiency must be at most 100 %';
  return null;
}

/**
 * One point: the κ for which the model passes through it. Returns
 * { cal, kappa } or { issue } when no κ in [0, KAPPA_MAX] reaches the point
 * (the model loses nothing there, or far too little or too much).
 */
export function calibrateOne(row, p, point, shape = 'scope') {
  const issue = pointIssue(point);
  if (issue) return { issue };
  const across = point.devices > row.devices_per_node;
  const calOf = (k) => {
    if (shape === 'all') return { local: k, net: k };
    return across ? { local: k, net: k } : { local: k, net: 1 };
  };
  const g = (k) => predicted(row, p, calOf(k), point.devices) - point.efficiency;
  if (g(0) < 0) return { issue: 'the measured efficiency is above what the devices can reach with no overhead at all' };
  const kappa = bisect(g, 0, KAPPA_MAX);
  if (kappa === null) return { issue: 'the model cannot reach this efficiency at this device count' };
  return { cal: calOf(kappa), kappa };
}

/** Two or more points: κ_local and κ_net by least squares (both > 0). */
export function calibrateMany(row, p, points) {
  for (const pt of points) {
    const issue = pointIssue(pt);
    if (issue) return { issue };
  }
  if (new Set(points.map((pt) => pt.devices)).size < 2) return { issue: 'two points need two different device counts' };
  const across = points.some((pt) => pt.devices > row.devices_per_node);
  const toCal = ([a, b]) => ({ local: Math.exp(a), net: across ? Math.exp(b) : 1 });
  // A whisper of regularisation towards the model keeps κ finite when the
  // points cannot tell the two parts apart.
  const sse = (x) =>
    points.reduce((s, pt) => s + (predicted(row, p, toCal(x), pt.devices) - pt.efficiency) ** 2, 0) + 1e-6 * (x[0] ** 2 + x[1] ** 2);
  let best = nelderMead(sse, [0, 0], { step: 1, iterations: 3000 });
  best = nelderMead(sse, best.x, { step: 0.3, iterations: 3000 });
  const cal = toCal(best.x);
  const residual = points.reduce((s, pt) => s + (predicted(row, p, cal, pt.devices) - pt.efficiency) ** 2, 0);
  return { cal, kappaLocal: cal.local, kappaNet: cal.net, rmsPoints: 100 * Math.sqrt(residual / points.length) };
}
