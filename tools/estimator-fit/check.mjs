// Checks the exploration code before its figures are trusted: the JS model
// with the defaults before the fit (BEFORE_FIT) must reproduce the six-row table the C++ core printed then (README,
// "Checked against published measurements"), and calibration must pass through
// its point and refuse points it cannot use.
import assert from 'node:assert/strict';
import { loadRuns } from './data.mjs';
import { BEFORE_FIT, predicted } from './model.mjs';
import { calibrateOne, calibrateMany } from './calibrate.mjs';

export function selfCheck(defaults) {
  const runs = loadRuns();
  const byId = Object.fromEntries(runs.map((r) => [r.id, r]));
  // README table of today's estimator (one decimal).
  const readme = {
    'hvd16-inception-rdma': 93.7,
    'hvd16-inception-tcp': 89.2,
    'hvd16-resnet101-rdma': 90.0,
    'hvd16-resnet101-tcp': 83.3,
    'hvd16-vgg16-rdma': 72.6,
    'hvd16-vgg16-tcp': 59.5,
  };
  for (const [id, e] of Object.entries(readme)) assert.equal((100 * predicted(byId[id], BEFORE_FIT)).toFixed(1), e.toFixed(1), id);

  const row = byId['dlperf-bert-fp16-b64-32'];
  for (const devices of [4, 16]) {
    const point = { devices, efficiency: 0.7 };
    const c = calibrateOne(row, defaults, point);
    assert.ok(c.cal, `calibration at ${devices}`);
    assert.ok(Math.abs(predicted(row, defaults, c.cal, devices) - 0.7) < 1e-9, `passes through its point at ${devices}`);
  }
  assert.match(calibrateOne(row, defaults, { devices: 1, efficiency: 0.9 }).issue, /at least 2 devices/);
  assert.match(calibrateOne(row, defaults, { devices: 8, efficiency: 1.2 }).issue, /at most 100/);
  assert.match(calibrateOne(row, defaults, { devices: 8, efficiency: 0 }).issue, /above 0/);
  assert.ok(calibrateOne(row, defaults, { devices: 8, efficiency: 1 }).kappa < 1e-9, '100 % means nothing lost: κ = 0');
  assert.match(calibrateOne(row, defaults, { devices: 8, efficiency: 0.001 }).issue, /cannot reach/);
  const two = calibrateMany(row, defaults, [
    { devices: 8, efficiency: 0.8 },
    { devices: 16, efficiency: 0.7 },
  ]);
  assert.ok(two.rmsPoints < 1e-3, 'two points, two terms: exact');
  assert.match(
    calibrateMany(row, defaults, [
      { devices: 8, efficiency: 0.8 },
      { devices: 8, efficiency: 0.7 },
    ]).issue,
    /two different/,
  );
}
