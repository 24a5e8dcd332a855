#!/usr/bin/env node
// Fits the estimator's defaults once to all published runs, reports
// leave-one-out errors, calibrated extrapolation and the uncertainty band.
//   node tools/estimator-fit/fit.mjs            everything (about a minute on one core)
//   node tools/estimator-fit/fit.mjs --quick    skip the comparison of model variants
import { loadRuns, configOf } from './data.mjs';
import { BEFORE_FIT, predicted } from './model.mjs';
import { minimize } from './optimize.mjs';
import { calibrateOne, calibrateMany } from './calibrate.mjs';
import { selfCheck } from './check.mjs';

const runs = loadRuns();
const fitRows = runs.filter((r) => r.use === 'fit');
const usable = runs.filter((r) => !r.use.startsWith('excluded'));

// ---- parameters: bounded by a logistic map so no fit leaves physical ranges
const bounded = (lo, hi) => ({ to: (x) => lo + (hi - lo) / (1 + Math.exp(-x)), from: (v) => Math.log((v - lo) / (hi - v)) });
const RANGE = {
  etaIntra: bounded(0.05, 1),
  etaRdma: bounded(0.05, 1),
  etaTcp: bounded(0.05, 1),
  overlap: bounded(0, 0.95),
  window: bounded(0.1, 1),
  tau: bounded(0, 0.05),
  perGB: bounded(0, 0.2),
  sigma: bounded(0, 0.2),
  linkPasses: bounded(0, 20),
  perAllReduce: bounded(0, 5),
  linkRef: bounded(10, 1000),
};
const START = {
  etaIntra: 0.5,
  etaRdma: 0.7,
  etaTcp: 0.4,
  overlap: 0.5,
  window: 0.5,
  tau: 0.005,
  perGB: 0.02,
  sigma: 0.01,
  linkPasses: 1,
  perAllReduce: 0.5,
  linkRef: 150,
};

// The proposal is PROPOSED; the others show what each term is worth.
const VARIANTS = [
  { name: 'today', text: "today's defaults, nothing fitted", free: [] },
  { name: 'today-refit', text: "today's terms: three η and the overlap fitted", free: ['etaIntra', 'etaRdma', 'etaTcp', 'overlap'] },
  { name: 'overlap+tau', text: 'η as today; overlap cap and fixed cost fitted', free: ['overlap', 'tau'] },
  {
    name: 'PROPOSED',
    text: 'η as today; window 2/3; overlap cap, fixed cost, cost per GB fitted',
    free: ['overlap', 'tau', 'perGB'],
    fixed: { window: 2 / 3 },
  },
  { name: '+window', text: 'PROPOSED with the window fitted too', free: ['overlap', 'tau', 'perGB', 'window'] },
  { name: '+straggler', text: 'PROPOSED + σ·t_c·√(2 ln d)', free: ['overlap', 'tau', 'perGB', 'sigma'], fixed: { window: 2 / 3 } },
  {
    name: '+tree',
    text: 'PROPOSED with tree latency across nodes',
    free: ['overlap', 'tau', 'perGB'],
    fixed: { window: 2 / 3, tree: true },
  },
  {
    name: '+η fitted',
    text: 'PROPOSED with the three η fitted too',
    free: ['overlap', 'tau', 'perGB', 'etaIntra', 'etaRdma', 'etaTcp'],
    fixed: { window: 2 / 3 },
  },
  // Overhead forms for modern hardware: the per-GB cost tied to the link, or to the all-reduce time.
  { name: 'link', text: 'τ + k·G/B_intra instead of c_G·G', free: ['overlap', 'tau', 'linkPasses'], fixed: { window: 2 / 3 } },
  { name: 'link+G', text: 'τ + c_G·G + k·G/B_intra', free: ['overlap', 'tau', 'perGB', 'linkPasses'], fixed: { window: 2 / 3 } },
  { name: 'β·t_ar', text: 'τ + β·t_comm instead of c_G·G', free: ['overlap', 'tau', 'perAllReduce'], fixed: { window: 2 / 3 } },
  { name: 'β+G', text: 'τ + c_G·G + β·t_comm', free: ['overlap', 'tau', 'perGB', 'perAllReduce'], fixed: { window: 2 / 3 } },
  {
    name: 'link cap',
    text: 'τ + c_G·min(1, B_ref/B_intra)·G, B_ref fitted',
    free: ['overlap', 'tau', 'perGB', 'linkRef'],
    fixed: { window: 2 / 3 },
  },
  { name: 'τ only', text: 'τ alone (no per-GB cost)', free: ['overlap', 'tau'], fixed: { window: 2 / 3 } },
];
const PROPOSED = VARIANTS.find((v) => v.name === 'PROPOSED');

const paramsOf = (v, x) => {
  const p = { ...BEFORE_FIT, ...(v.fixed || {}) };
  v.free.forEach((k, i) => (p[k] = RANGE[k].to(x[i])));
  return p;
};
const points = (r, p) => 100 * (predicted(r, p) - r.measured_efficiency);
const mae = (rows, p) => rows.reduce((s, r) => s + Math.abs(points(r, p)), 0) / rows.length;

/** Fit a variant's free parameters to `rows` by least absolute error. */
function fitVariant(v, rows, warm) {
  if (!v.free.length) return { p: paramsOf(v, []), x: [] };
  const x0 = v.free.map((k) => RANGE[k].from(START[k]));
  const starts = [x0, x0.map((x) => x + 1), x0.map((x) => x - 1)];
  if (warm) starts.unshift(warm);
  const best = minimize((x) => mae(rows, paramsOf(v, x)), starts, { iterations: 1500 });
  return { p: paramsOf(v, best.x), x: best.x };
}

/** Leave-one-out over the validation rows: each row predicted by a fit that never saw it. */
function leaveOneOut(v, full) {
  return fitRows.map((r) => {
    const f = fitVariant(
      v,
      fitRows.filter((q) => q !== r),
      full.x,
    );
    return { row: r, measured: 100 * r.measured_efficiency, estimate: 100 * predicted(r, f.p) };
  });
}

const summary = (loo) => {
  const errors = loo.map((o) => o.estimate - o.measured);
  const abs = errors.map(Math.abs);
  const worst = loo[abs.indexOf(Math.max(...abs))];
  return { mae: abs.reduce((a, b) => a + b, 0) / abs.length, worst, rms: Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / errors.length) };
};

const pad = (s, n) => String(s).padEnd(n);
const num = (x, n = 1, w = 7) => (x === null || x === undefined || Number.isNaN(x) ? '—' : x.toFixed(n)).padStart(w);
const signed = (x, n = 1, w = 7) => ((x > 0 ? '+' : '') + x.toFixed(n)).padStart(w);

// ---- 1. model variants
if (!process.argv.includes('--quick')) {
  console.log('\n## Model variants (validation rows: %d; LOO = leave-one-out)\n', fitRows.length);
  console.log(pad('variant', 13) + pad('fitted', 8) + 'in-sample MAE  LOO MAE  worst LOO row');
  for (const v of VARIANTS) {
    const full = fitVariant(v, fitRows);
    const s = summary(
      v.free.length
        ? leaveOneOut(v, full)
        : fitRows.map((r) => ({ row: r, measured: 100 * r.measured_efficiency, estimate: 100 * predicted(r, full.p) })),
    );
    const fitted = v.free.map((k) => `${k}=${full.p[k].toPrecision(3)}`).join(' ');
    console.log(
      pad(v.name, 13) +
        pad(v.free.length, 8) +
        num(mae(fitRows, full.p), 2, 13) +
        num(s.mae, 2, 9) +
        `  ${s.worst.row.id} ${signed(s.worst.estimate - s.worst.measured, 1, 0)}   ${fitted}`,
    );
  }
}

// ---- 2. the proposal fitted once to all validation rows
const full = fitVariant(PROPOSED, fitRows);
const defaults = full.p;
selfCheck(defaults);
console.log('\n## Proposed defaults (fitted once to all %d validation rows)\n', fitRows.length);
for (const k of ['etaIntra', 'etaRdma', 'etaTcp', 'alphaIntra', 'alphaRdma', 'alphaTcp', 'window', 'overlap', 'tau', 'perGB']) {
  console.log(`${pad(k, 11)} ${defaults[k]}${PROPOSED.free.includes(k) ? '   (fitted)' : ''}`);
}

// ---- 3. per-row leave-one-out table
const loo = leaveOneOut(PROPOSED, full);
const s = summary(loo);
console.log("\n## Per-row errors: today's model vs the proposal under leave-one-out (points)\n");
console.log(pad('run', 30) + ' measured   today   error   proposal(LOO)  error');
for (const o of loo) {
  const today = 100 * predicted(o.row, BEFORE_FIT);
  console.log(
    pad(o.row.id, 30) +
      num(o.measured, 1, 9) +
      num(today, 1, 8) +
      signed(today - o.measured, 1, 8) +
      num(o.estimate, 1, 15) +
      signed(o.estimate - o.measured, 1, 7),
  );
}
const todayMae = mae(fitRows, BEFORE_FIT);
const todayWorst = Math.max(...fitRows.map((r) => Math.abs(points(r, BEFORE_FIT))));
console.log(`\ntoday's model: MAE ${todayMae.toFixed(2)}, worst ${todayWorst.toFixed(1)} points`);
console.log(
  `proposal, leave-one-out: MAE ${s.mae.toFixed(2)}, RMS ${s.rms.toFixed(2)}, worst ${s.worst.row.id} ${signed(s.worst.estimate - s.worst.measured, 1, 0)} points`,
);
const within12 = loo.filter((o) => Math.abs(o.estimate - o.measured) <= 12).length;
console.log(`rows within 12 points: ${within12} of ${loo.length}`);

// ---- 4. leave-one-setup-out: a cluster the fit never saw at all
const setups = [...new Set(fitRows.map((r) => r.setup))];
const bySetup = new Map();
for (const setup of setups)
  bySetup.set(
    setup,
    fitVariant(
      PROPOSED,
      fitRows.filter((r) => r.setup !== setup),
      full.x,
    ).p,
  );
const loso = fitRows.map((r) => Math.abs(points(r, bySetup.get(r.setup))));
console.log(
  `\nleave-one-setup-out (whole clusters held out): MAE ${(loso.reduce((a, b) => a + b, 0) / loso.length).toFixed(2)}, worst ${Math.max(...loso).toFixed(1)} points`,
);

// ---- 5. rows outside the validation set
console.log('\n## Other rows (not in the fit): extra sizes and excluded runs, with the proposed defaults\n');
for (const r of runs.filter((q) => q.use !== 'fit')) {
  const e = 100 * predicted(r, defaults);
  console.log(
    pad(r.id, 30) + num(100 * r.measured_efficiency, 1, 8) + num(e, 1, 8) + signed(e - 100 * r.measured_efficiency, 1, 8) + '  ' + r.use,
  );
}

// ---- 6. calibrated extrapolation: calibrate on the smaller size, predict the larger
const paramsFor = (r) => bySetup.get(r.setup) || defaults;
const pairs = [];
const groups = new Map();
for (const r of usable) groups.set(configOf(r), [...(groups.get(configOf(r)) || []), r]);
for (const rows of groups.values()) {
  for (const a of rows)
    for (const b of rows) {
      const ratio = b.devices / a.devices;
      if (ratio >= 4 && ratio <= 32 && a.devices > a.base_devices) pairs.push([a, b, ratio]);
    }
}
console.log("\n## Calibrated extrapolation (defaults fitted without the pair's setup; points)\n");
console.log(pad('calibrate on', 27) + pad('predict', 27) + 'ratio measured  const E  scoped   κ·all  uncal.');
const errs = { constant: [], scope: [], all: [], none: [] };
for (const [a, b, ratio] of pairs) {
  const p = paramsFor(b);
  const point = { devices: a.devices, efficiency: a.measured_efficiency };
  const m = 100 * b.measured_efficiency;
  const est = {};
  for (const shape of ['scope', 'all']) {
    const c = calibrateOne(a, p, point, shape);
    est[shape] = c.cal ? 100 * predicted(b, p, c.cal) : null;
  }
  est.constant = 100 * a.measured_efficiency;
  est.none = 100 * predicted(b, p);
  for (const k of Object.keys(errs)) errs[k].push(est[k] === null ? null : est[k] - m);
  console.log(
    pad(a.id, 27) +
      pad(b.id, 27) +
      num(ratio, 0, 5) +
      num(m, 1, 9) +
      [est.constant, est.scope, est.all, est.none].map((e) => (e === null ? '      —' : signed(e - m, 1, 8))).join(''),
  );
}
const meanAbs = (xs) => {
  const ok = xs.filter((x) => x !== null);
  return { mae: ok.reduce((t, x) => t + Math.abs(x), 0) / ok.length, worst: Math.max(...ok.map(Math.abs)), n: ok.length };
};
console.log(`\n${pairs.length} pairs, ratio 4–32:`);
for (const [k, label] of [
  ['constant', 'hold E constant'],
  ['scope', 'κ on the parts the point has (proposed)'],
  ['all', 'κ on all lost time'],
  ['none', 'no calibration'],
]) {
  const m = meanAbs(errs[k]);
  console.log(`  ${pad(label, 42)} MAE ${m.mae.toFixed(2)}  worst ${m.worst.toFixed(1)}  (${m.n} pairs)`);
}
// Whether the calibration point already crosses nodes decides what it can tell.
const regime = (r) => (r.devices > r.devices_per_node ? 'nodes' : 'node');
for (const [label, keep] of [
  ['point inside a node, target inside a node', (a, b) => regime(a) === 'node' && regime(b) === 'node'],
  ['point inside a node, target across nodes', (a, b) => regime(a) === 'node' && regime(b) === 'nodes'],
  ['point across nodes, target across nodes', (a) => regime(a) === 'nodes'],
]) {
  const idx = pairs.map(([a, b], i) => (keep(a, b) ? i : -1)).filter((i) => i >= 0);
  if (!idx.length) continue;
  const m = (k) => meanAbs(idx.map((i) => errs[k][i])).mae.toFixed(2);
  console.log(
    `  ${pad(label, 44)} ${String(idx.length).padStart(2)} pairs: const E ${m('constant')}, scoped κ ${m('scope')}, no calibration ${m('none')}`,
  );
}
// The same, one weight per setup, so the setups with many pairs do not dominate.
const perSetup = (k) => {
  const bySet = new Map();
  pairs.forEach(([, b], i) => errs[k][i] !== null && bySet.set(b.setup, [...(bySet.get(b.setup) || []), Math.abs(errs[k][i])]));
  const means = [...bySet.values()].map((xs) => xs.reduce((a, c) => a + c, 0) / xs.length);
  return means.reduce((a, c) => a + c, 0) / means.length;
};
console.log(
  `  per-setup mean (each setup weighs the same): const E ${perSetup('constant').toFixed(2)}, scoped κ ${perSetup('scope').toFixed(2)}, no calibration ${perSetup('none').toFixed(2)}`,
);

// Points that already cross nodes are few at 4–32×; at 2× and more there are more of them.
{
  const rows = [];
  for (const group of groups.values()) {
    for (const a of group)
      for (const b of group) {
        if (a.devices > a.devices_per_node && b.devices >= 2 * a.devices && a.devices > a.base_devices) rows.push([a, b]);
      }
  }
  console.log('\nPoints that already cross nodes, any ratio ≥ 2 (const E, scoped κ, no calibration):');
  const e = { constant: [], scope: [], none: [] };
  for (const [a, b] of rows) {
    const p = paramsFor(b);
    const c = calibrateOne(a, p, { devices: a.devices, efficiency: a.measured_efficiency });
    const m = 100 * b.measured_efficiency;
    e.constant.push(100 * a.measured_efficiency - m);
    e.scope.push(100 * predicted(b, p, c.cal) - m);
    e.none.push(100 * predicted(b, p) - m);
    console.log(
      '  ' + pad(a.id, 27) + pad(b.id, 27) + signed(e.constant.at(-1), 1, 7) + signed(e.scope.at(-1), 1, 7) + signed(e.none.at(-1), 1, 7),
    );
  }
  console.log(
    `  ${rows.length} pairs: const E ${meanAbs(e.constant).mae.toFixed(2)}, scoped κ ${meanAbs(e.scope).mae.toFixed(2)}, no calibration ${meanAbs(e.none).mae.toFixed(2)}`,
  );
}

// ---- 7. two or more points
console.log('\n## Several calibration points: κ_local and κ_net by least squares\n');
console.log(pad('configuration', 44) + pad('points', 11) + 'predict  measured  estimate  error  const E  points RMS');
const multi = [];
for (const rows of groups.values()) {
  const sorted = rows
    .slice()
    .sort((x, y) => x.devices - y.devices)
    .filter((r) => r.devices > r.base_devices);
  if (sorted.length < 3) continue;
  const target = sorted[sorted.length - 1];
  const cal = sorted.slice(0, -1);
  const p = paramsFor(target);
  const c = calibrateMany(
    target,
    p,
    cal.map((r) => ({ devices: r.devices, efficiency: r.measured_efficiency })),
  );
  const e = 100 * predicted(target, p, c.cal);
  const m = 100 * target.measured_efficiency;
  const k = 100 * cal[cal.length - 1].measured_efficiency;
  multi.push([e - m, k - m]);
  console.log(
    pad(`${target.setup} ${target.model.slice(0, 9)} ${target.precision} b${target.batch_per_device}`, 44) +
      pad(cal.map((r) => r.devices).join(','), 11) +
      num(target.devices, 0, 7) +
      num(m, 1, 10) +
      num(e, 1, 10) +
      signed(e - m, 1, 7) +
      signed(k - m, 1, 9) +
      num(c.rmsPoints, 2, 11),
  );
}
console.log(
  `MAE: two-term calibration ${meanAbs(multi.map((x) => x[0])).mae.toFixed(2)}, constant E from the largest calibration point ${meanAbs(multi.map((x) => x[1])).mae.toFixed(2)}`,
);

// ---- 8. uncertainty band from the leave-one-out residuals
// Half-width h = h0 + c·(100 − E): errors grow with the predicted loss. h0 and
// c are chosen so that 80 % of the leave-one-out residuals fall inside.
const residuals = loo.map((o) => ({ loss: 100 - o.estimate, err: Math.abs(o.estimate - o.measured) }));
let bestBand = null;
for (let h0 = 0.5; h0 <= 6; h0 += 0.25) {
  for (let c = 0; c <= 1.0; c += 0.01) {
    const inside = residuals.filter((q) => q.err <= h0 + c * q.loss).length / residuals.length;
    if (inside >= 0.8) {
      const width = residuals.reduce((t, q) => t + h0 + c * q.loss, 0) / residuals.length;
      if (!bestBand || width < bestBand.width) bestBand = { h0, c, width, inside };
      break;
    }
  }
}
console.log('\n## Uncertainty band (80 % of leave-one-out residuals inside)\n');
console.log(
  `half-width = ${bestBand.h0.toFixed(2)} + ${bestBand.c.toFixed(2)} × (100 − E) points; mean half-width ${bestBand.width.toFixed(1)}, coverage ${(100 * bestBand.inside).toFixed(0)} %`,
);
const calErrs = errs.scope
  .filter((x) => x !== null)
  .map(Math.abs)
  .sort((a, b) => a - b);
console.log(
  `calibrated (one point, scoped κ): 80th percentile of |error| ${calErrs[Math.floor(0.8 * (calErrs.length - 1))].toFixed(1)} points over ${calErrs.length} pairs`,
);

// ---- 9. the check named in the issue: single NVLink nodes in mixed precision
console.log('\n## Single NVLink nodes, mixed precision (today → proposal, measured)\n');
for (const r of runs.filter(
  (q) => q.devices <= q.devices_per_node && q.intra_node_gbyte_s >= 80 && q.precision !== 'fp32' && q.base_devices === 1,
)) {
  console.log(
    pad(r.id, 30) +
      num(100 * predicted(r, BEFORE_FIT), 1, 7) +
      ' →' +
      num(100 * predicted(r, defaults), 1, 6) +
      '   measured' +
      num(100 * r.measured_efficiency, 1, 6),
  );
}
