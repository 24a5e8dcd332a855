// The efficiency estimator through the shipped API, checked by hand and
// against published measurements.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadCalculator, CalculatorInputError } from '../../dist/index.js';

let calc;
before(async () => {
  calc = await loadCalculator();
});

// One 8-GPU NVLink 3 node, 1.5 billion parameters in BF16.
const node = {
  devices: 8, throughputPerDevice: 40, parameters: 1.5e9, bytesPerGradient: 2, batchPerDevice: 8,
  gradientAccumulation: 1, devicesPerNode: 8, intraNodeBandwidthGBps: 300,
};

const issuesOf = (fn) => {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof CalculatorInputError);
    return error.issues.map((i) => [i.field, i.code]);
  }
  assert.fail('expected a CalculatorInputError');
};

test('the estimate follows the documented formula', () => {
  const e = calc.estimateEfficiency(node);
  const bus = 300e9 * 0.8;
  const allReduce = ((2 * 7) / 8) * (3e9 / bus) + 2 * 7 * 5e-6;
  assert.equal(e.gradientBytes, 3e9);
  assert.equal(e.computeSeconds, 0.2);
  assert.equal(e.busBandwidthBytesPerSecond, bus);
  assert.ok(Math.abs(e.allReduceSeconds - allReduce) < 1e-15);
  assert.ok(Math.abs(e.exposedSeconds - allReduce / 2) < 1e-15);
  assert.ok(Math.abs(e.efficiencyPercent - (100 * 0.2) / (0.2 + allReduce / 2)) < 1e-12);
  assert.equal(e.globalBatch, 64);
  assert.equal(e.nodes, 1);
  assert.deepEqual([e.linkEfficiency, e.overlapFraction, e.latencyMicroseconds], [0.8, 0.5, 5]);
  assert.ok(Math.abs(e.actualThroughput - 8 * 40 * (e.efficiencyPercent / 100)) < 1e-9);
  assert.ok(e.efficiencyPercent > 85 && e.efficiencyPercent < 100, 'sensible for one NVLink node');
});

test('64 nodes of 8 GPUs on 400 Gb/s InfiniBand', () => {
  const e = calc.estimateEfficiency({ ...node, devices: 512, interNodeBandwidthGbps: 400, transport: 'rdma' });
  assert.equal(e.nodes, 64);
  assert.equal(e.busBandwidthBytesPerSecond, 45e9);
  assert.equal(e.latencyMicroseconds, 10);
  assert.ok(e.efficiencyPercent > 50 && e.efficiencyPercent < calc.estimateEfficiency(node).efficiencyPercent);
  const tcp = calc.estimateEfficiency({ ...node, devices: 512, interNodeBandwidthGbps: 400, transport: 'tcp' });
  assert.ok(tcp.efficiencyPercent < e.efficiencyPercent);
});

test('overrides replace the defaults', () => {
  const e = calc.estimateEfficiency({ ...node, linkEfficiency: 1, overlapFraction: 1, latencyMicroseconds: 0 });
  assert.equal(e.efficiencyPercent, 100);
  assert.deepEqual([e.linkEfficiency, e.overlapFraction, e.latencyMicroseconds], [1, 1, 0]);
});

test('every estimator input is validated', () => {
  assert.deepEqual(
    issuesOf(() =>
      calc.estimateEfficiency({
        devices: 0, throughputPerDevice: -1, parameters: 0, bytesPerGradient: 16, batchPerDevice: 'x',
        gradientAccumulation: 1.5, devicesPerNode: 0, intraNodeBandwidthGBps: 0, interNodeBandwidthGbps: -5,
        transport: 'pigeon', linkEfficiency: 0, overlapFraction: NaN, latencyMicroseconds: -1,
      }),
    ),
    [
      ['devices', 'below_minimum'], ['throughputPerDevice', 'below_minimum'], ['parameters', 'must_be_positive'],
      ['bytesPerGradient', 'above_maximum'], ['batchPerDevice', 'not_a_number'], ['gradientAccumulation', 'not_integer'],
      ['devicesPerNode', 'below_minimum'], ['intraNodeBandwidthGBps', 'below_minimum'],
      ['interNodeBandwidthGbps', 'below_minimum'], ['transport', 'unknown_option'], ['linkEfficiency', 'below_minimum'],
      ['overlapFraction', 'not_a_number'], ['latencyMicroseconds', 'below_minimum'],
    ],
  );
  assert.deepEqual(issuesOf(() => calc.estimateEfficiency({ ...node, devices: 16 })), [['interNodeBandwidthGbps', 'needs_network']]);
});

test('the sweep variant equals single estimates', () => {
  const input = { ...node, interNodeBandwidthGbps: 200, transport: 'rdma' };
  const devices = calc.deviceSteps(4096, 40);
  const sweep = calc.estimateSweep(input, devices);
  assert.equal(sweep.efficiencyPercent.length, devices.length);
  devices.forEach((d, i) => {
    const one = calc.estimateEfficiency({ ...input, devices: d });
    assert.equal(sweep.efficiencyPercent[i], one.efficiencyPercent, `d = ${d}`);
    assert.equal(sweep.actualThroughput[i], one.actualThroughput, `d = ${d}`);
    if (i) assert.ok(sweep.efficiencyPercent[i] <= sweep.efficiencyPercent[i - 1], 'falls as devices are added');
  });
  const { devices: _, ...withoutDevices } = input;
  assert.equal(calc.estimateSweep(withoutDevices, [1, 2]).efficiencyPercent[0], 100);
  assert.throws(() => calc.estimateSweep(input, [1, 2.5]), (e) => e.issues[0].code === 'not_integer' && e.issues[0].index === 1);
});

test('the memory check of plain data parallelism', () => {
  assert.deepEqual(calc.memoryCheck({ parameters: 7e9, bytesPerParameter: 16, deviceMemoryGB: 80 }), {
    requiredBytes: 112e9, availableBytes: 80e9, fits: false,
  });
  assert.equal(calc.memoryCheck({ parameters: 1.5e9, bytesPerParameter: 16, deviceMemoryGB: 80 }).fits, true);
  assert.deepEqual(issuesOf(() => calc.memoryCheck({ parameters: 1, bytesPerParameter: 0, deviceMemoryGB: 'lots' })), [
    ['bytesPerParameter', 'must_be_positive'],
    ['deviceMemoryGB', 'not_a_number'],
  ]);
});

test('published measurements: Horovod, 16 GPUs, 25 Gbit/s', () => {
  const rows = readFileSync(new URL('../data/scaling-measurements.csv', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('id,'))
    .map((line) => line.split(','));
  assert.equal(rows.length, 6);
  let total = 0;
  console.log('run                     measured  estimate  error (points)');
  for (const c of rows) {
    const e = calc.estimateEfficiency({
      devices: +c[4], throughputPerDevice: +c[8], parameters: +c[2], bytesPerGradient: +c[3], batchPerDevice: +c[6],
      gradientAccumulation: +c[7], devicesPerNode: +c[5], intraNodeBandwidthGBps: +c[11], interNodeBandwidthGbps: +c[12],
      transport: c[13].toLowerCase(),
    });
    const measured = +c[10] * 100;
    const error = e.efficiencyPercent - measured;
    total += Math.abs(error);
    console.log(`${c[0].padEnd(24)}${measured.toFixed(1).padStart(7)} %${e.efficiencyPercent.toFixed(1).padStart(8)} %${error.toFixed(1).padStart(8)}`);
  }
  console.log(`mean absolute error: ${(total / rows.length).toFixed(2)} points`);
  assert.ok(total / rows.length <= 5);
});
