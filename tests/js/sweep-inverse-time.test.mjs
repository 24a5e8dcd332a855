// The API beyond compute(): batch sweeps, device steps, the inverse
// questions (implied efficiency, devices for a target), time and cost.
// Against the shipped dist/index.js.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadCalculator } from '../../dist/index.js';
import { issuesOf } from './support.mjs';

let calc;
before(async () => {
  calc = await loadCalculator();
});

test('sweep equals single compute calls, row by row', () => {
  const n = 2000;
  const devices = new Float64Array(n),
    v = new Float64Array(n),
    e = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    devices[i] = 1 + ((i * 7919) % 5000);
    v[i] = 0.5 + ((i * 104729) % 100000) / 7;
    e[i] = 1 + ((i * 31) % 100);
  }
  const out = calc.sweep({ devices, throughputPerDevice: v, efficiencyPercent: e });
  for (const key of ['devices', 'idealThroughput', 'actualThroughput', 'speedup', 'lostThroughput']) {
    assert.ok(out[key] instanceof Float64Array && out[key].length === n, key);
  }
  for (let i = 0; i < n; i++) {
    const one = calc.compute({ devices: devices[i], throughputPerDevice: v[i], efficiencyPercent: e[i] });
    for (const key of Object.keys(one)) assert.equal(out[key][i], one[key], `${key} row ${i}`);
  }
});

test('sweep broadcasts single values and accepts plain arrays', () => {
  const out = calc.sweep({ devices: [1, 2, 64], throughputPerDevice: 2000, efficiencyPercent: 90 });
  assert.deepEqual(Array.from(out.actualThroughput), [1800, 3600, 115200]);
  assert.deepEqual(Array.from(out.speedup), [0.9, 1.8, 57.6]);
  const one = calc.sweep({ devices: 64, throughputPerDevice: 2000, efficiencyPercent: [50, 90] });
  assert.deepEqual(Array.from(one.devices), [64, 64]);
  assert.deepEqual(Array.from(one.actualThroughput), [64000, 115200]);
  assert.equal(calc.sweep({ devices: [], throughputPerDevice: 1, efficiencyPercent: 1 }).speedup.length, 0);
});

test('sweep reports the first invalid row and mismatched lengths', () => {
  assert.deepEqual(
    issuesOf(() => calc.sweep({ devices: [1, 2, 2.5, 0], throughputPerDevice: 1, efficiencyPercent: 50 })),
    [{ field: 'devices', code: 'not_integer', index: 2 }],
  );
  assert.deepEqual(
    issuesOf(() => calc.sweep({ devices: [1, 2], throughputPerDevice: [1, 2, 3], efficiencyPercent: 50 })),
    [{ field: 'throughputPerDevice', code: 'length_mismatch' }],
  );
  assert.deepEqual(
    issuesOf(() => calc.sweep({ devices: [1, '2'], throughputPerDevice: 1, efficiencyPercent: 50 })),
    [{ field: 'devices', code: 'not_a_number', index: 1 }],
  );
  // A column left out is missing, at the first row as any single value's issue; NaN given is not a number.
  assert.deepEqual(
    issuesOf(() => calc.sweep({ devices: [1, 2], throughputPerDevice: 1 })),
    [{ field: 'efficiencyPercent', code: 'missing_input', index: 0 }],
  );
  assert.deepEqual(
    issuesOf(() => calc.sweep({ devices: [1, 2], throughputPerDevice: 1, efficiencyPercent: null })),
    [{ field: 'efficiencyPercent', code: 'missing_input', index: 0 }],
  );
  assert.deepEqual(
    issuesOf(() => calc.sweep({ devices: [1, 2], throughputPerDevice: 1, efficiencyPercent: NaN })),
    [{ field: 'efficiencyPercent', code: 'not_a_number', index: 0 }],
  );
});

test("sweep can fill the caller's arrays", () => {
  const into = { actualThroughput: new Float64Array(5), speedup: new Float64Array(3) };
  const out = calc.sweep({ devices: [1, 2, 64], throughputPerDevice: 2000, efficiencyPercent: 90 }, into);
  assert.equal(out.actualThroughput, into.actualThroughput);
  assert.deepEqual(Array.from(into.actualThroughput), [1800, 3600, 115200, 0, 0]);
  assert.deepEqual(Array.from(out.idealThroughput), [2000, 4000, 128000], 'outputs not given are new arrays');
  // The devices column too, from a list or broadcast from one number.
  const devices = new Float64Array(4).fill(-1);
  assert.equal(calc.sweep({ devices: [1, 2, 64], throughputPerDevice: 1, efficiencyPercent: 1 }, { devices }).devices, devices);
  assert.deepEqual(Array.from(devices), [1, 2, 64, -1]);
  calc.sweep({ devices: 8, throughputPerDevice: [1, 2], efficiencyPercent: 1 }, { devices });
  assert.deepEqual(Array.from(devices), [8, 8, 64, -1], 'the rows written, and nothing past them');
  assert.throws(() => calc.sweep({ devices: [1, 2], throughputPerDevice: 1, efficiencyPercent: 1 }, { devices: [0, 0] }), TypeError);
  assert.throws(() => calc.sweep({ devices: [1, 2], throughputPerDevice: 1, efficiencyPercent: 1 }, { speedup: [0, 0] }), TypeError);
  assert.throws(
    () => calc.sweep({ devices: [1, 2], throughputPerDevice: 1, efficiencyPercent: 1 }, { speedup: new Float64Array(1) }),
    TypeError,
  );
});

test('sweep handles a million scenarios in one call', () => {
  const n = 1_000_000;
  const devices = new Float64Array(n).map((_, i) => 1 + (i % 1024));
  const out = calc.sweep({ devices, throughputPerDevice: 100, efficiencyPercent: 80 });
  assert.equal(out.actualThroughput.length, n);
  assert.equal(out.actualThroughput[n - 1], (1 + ((n - 1) % 1024)) * 80);
});

test('deviceSteps spans 1 to the maximum', () => {
  const steps = calc.deviceSteps(256, 48);
  assert.ok(steps instanceof Float64Array);
  assert.equal(steps[0], 1);
  assert.equal(steps.at(-1), 256);
  assert.ok(steps.every((d, i) => i === 0 || d > steps[i - 1]));
  assert.equal(calc.deviceSteps(0).length, 0);
  assert.equal(calc.deviceSteps('many').length, 0);
});

test('impliedEfficiency round-trips with compute', () => {
  for (const [d, v, e] of [
    [64, 2000, 90],
    [3, 7, 33],
    [1000, 123.4, 61.5],
  ]) {
    const { actualThroughput, speedup } = calc.compute({ devices: d, throughputPerDevice: v, efficiencyPercent: e });
    const implied = calc.impliedEfficiency({ devices: d, throughputPerDevice: v, measuredThroughput: actualThroughput });
    assert.ok(Math.abs(implied.efficiencyPercent - e) < 1e-12 * e);
    assert.ok(Math.abs(implied.speedup - speedup) < 1e-12 * speedup);
  }
  assert.deepEqual(
    issuesOf(() => calc.impliedEfficiency({ devices: 64, throughputPerDevice: 2000, measuredThroughput: 128001 })),
    [{ field: 'measuredThroughput', code: 'exceeds_ideal', limit: 128000 }],
  );
  assert.deepEqual(
    issuesOf(() => calc.impliedEfficiency({ devices: 64, throughputPerDevice: 2000, measuredThroughput: 0 })),
    [{ field: 'measuredThroughput', code: 'must_be_positive', limit: 0 }],
  );
});

test('devicesForTarget finds the smallest whole number of devices for the target its mode names', () => {
  assert.deepEqual(
    calc.devicesForTarget({ mode: 'throughput', throughputPerDevice: 2000, efficiencyPercent: 90, targetThroughput: 115200 }),
    {
      devices: 64,
      speedup: 57.6,
      actualThroughput: 115200,
    },
  );
  assert.deepEqual(calc.devicesForTarget({ mode: 'speedup', efficiencyPercent: 90, targetSpeedup: 57.6 }), { devices: 64, speedup: 57.6 });
  // Both targets given: the mode alone decides.
  const both = { throughputPerDevice: 2000, efficiencyPercent: 90, targetThroughput: 1e6, targetSpeedup: 57.6 };
  assert.equal(calc.devicesForTarget({ ...both, mode: 'speedup' }).devices, 64);
  assert.equal(calc.devicesForTarget({ ...both, mode: 'throughput' }).devices, 556);
  for (let target = 1000; target < 2e6; target *= 1.37) {
    const { devices } = calc.devicesForTarget({
      mode: 'throughput',
      throughputPerDevice: 1234.5,
      efficiencyPercent: 77,
      targetThroughput: target,
    });
    const at = (d) => calc.compute({ devices: d, throughputPerDevice: 1234.5, efficiencyPercent: 77 }).actualThroughput;
    assert.ok(at(devices) >= target && (devices === 1 || at(devices - 1) < target), String(target));
  }
  assert.deepEqual(
    issuesOf(() => calc.devicesForTarget({ mode: 'speedup', efficiencyPercent: 50, targetSpeedup: 1e7 })),
    [{ field: 'targetSpeedup', code: 'unreachable', limit: 1e7 }],
  );
  assert.deepEqual(
    issuesOf(() => calc.devicesForTarget({ mode: 'throughput', throughputPerDevice: 1, efficiencyPercent: 101, targetThroughput: -1 })),
    [
      { field: 'efficiencyPercent', code: 'above_maximum', limit: 100 },
      { field: 'targetThroughput', code: 'must_be_positive', limit: 0 },
    ],
  );
});

test('devicesForTarget needs an explicit mode and the target of that mode', () => {
  assert.deepEqual(
    issuesOf(() => calc.devicesForTarget({ efficiencyPercent: 90, targetSpeedup: 100 })),
    [{ field: 'mode', code: 'missing_input' }],
  );
  assert.deepEqual(
    issuesOf(() => calc.devicesForTarget({ mode: 'speed', efficiencyPercent: 90, targetSpeedup: 100 })),
    [{ field: 'mode', code: 'unknown_option' }],
  );
  assert.deepEqual(
    issuesOf(() => calc.devicesForTarget({ mode: 'throughput', efficiencyPercent: 90, targetSpeedup: 100 })),
    [
      // Left out, as every operation says of a value its question needs.
      { field: 'throughputPerDevice', code: 'missing_input' },
      { field: 'targetThroughput', code: 'missing_input' },
    ],
  );
});

test('timeAndCost for a known case', () => {
  const base = { devices: 64, throughputPerDevice: 2000, efficiencyPercent: 90, datasetSamples: 1.152e8, epochs: 10 };
  assert.deepEqual(calc.timeAndCost(base), { samples: 1.152e9, singleDeviceSeconds: 576000, clusterSeconds: 10000 });
  const priced = calc.timeAndCost({ ...base, pricePerDeviceHour: 2.5 });
  assert.equal(priced.singleDeviceCost, 400);
  assert.ok(Math.abs(priced.clusterCost - 444.444444444) < 1e-6);
  assert.ok(Math.abs(priced.costRatio - 1 / 0.9) < 1e-15);
  assert.deepEqual(
    issuesOf(() => calc.timeAndCost({ ...base, datasetSamples: 0, epochs: 2e6, pricePerDeviceHour: -1 })),
    [
      { field: 'datasetSamples', code: 'must_be_positive', limit: 0 },
      { field: 'epochs', code: 'above_maximum', limit: 1e6 },
      { field: 'pricePerDeviceHour', code: 'below_minimum', limit: 0 },
    ],
  );
});
