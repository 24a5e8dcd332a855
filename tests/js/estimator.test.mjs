// The efficiency estimator through the shipped API, checked by hand and
// against published measurements.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadCalculator } from '../../dist/index.js';
import { issuesOf } from './support.mjs';

let calc;
before(async () => {
  calc = await loadCalculator();
});

// One 8-GPU NVLink 3 node, 1.5 billion parameters in BF16.
const node = {
  devices: 8,
  throughputPerDevice: 40,
  parameters: 1.5e9,
  bytesPerGradient: 2,
  batchPerDevice: 8,
  gradientAccumulation: 1,
  devicesPerNode: 8,
  intraNodeBandwidthGBps: 300,
};

// The issues a call throws, as [field, code].
const fieldCodes = (fn) => issuesOf(fn, (i) => [i.field, i.code]);

const near = (a, b, tolerance = 1e-12) => assert.ok(Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(b)), `${a} vs ${b}`);

test('the estimate follows the documented formula', () => {
  const d = calc.estimatorDefaults;
  const e = calc.estimateEfficiency(node);
  const bus = 300e9 * 0.8;
  // 3 GB in DDP's 25 MB buckets: 120 all-reduces, each 2 · 7 ring steps of 5 µs.
  const allReduce = ((2 * 7) / 8) * (3e9 / bus) + 120 * 2 * 7 * 5e-6;
  const exposed = allReduce - Math.min(d.overlapFraction * allReduce, d.overlapWindow * 0.2);
  const overhead = (d.stepOverheadMilliseconds + d.overheadMillisecondsPerGB * 3) / 1000;
  const efficiency = (100 * 0.2) / (0.2 + exposed + overhead);
  assert.equal(e.gradientBytes, 3e9);
  assert.equal(e.computeSeconds, 0.2);
  assert.equal(e.busBandwidthBytesPerSecond, bus);
  near(e.allReduceSeconds, allReduce);
  near(e.exposedSeconds, exposed);
  near(e.overheadSeconds, overhead);
  near(e.efficiencyPercent, efficiency);
  near(e.uncertaintyPercent, d.uncertaintyBase + d.uncertaintySlope * (100 - efficiency));
  assert.equal(e.globalBatch, 64);
  assert.equal(e.nodes, 1);
  assert.deepEqual(
    [e.linkEfficiency, e.overlapFraction, e.overlapWindow, e.latencyMicroseconds, e.stepOverheadMilliseconds, e.overheadMillisecondsPerGB],
    [0.8, 0.589, 2 / 3, 5, 3.39, 55.4],
  );
  assert.deepEqual([e.memoryBandwidthGBps, e.shardGroupSize, e.collectivesPerStep], [900, 8, 120]);
  assert.deepEqual([e.calibrated, e.localLossScale, e.networkLossScale, e.calibrationRmsPercent], [false, 1, 1, undefined]);
  near(e.actualThroughput, 8 * 40 * (e.efficiencyPercent / 100));
});

test('the defaults are published as a constant', () => {
  const d = calc.estimatorDefaults;
  assert.ok(Object.isFrozen(d));
  assert.deepEqual(
    [d.overlapFraction, d.overlapWindow, d.stepOverheadMilliseconds, d.overheadMillisecondsPerGB],
    [0.589, 2 / 3, 3.39, 55.4],
  );
  assert.deepEqual(
    [d.referenceMemoryBandwidthGBps, d.bucketSizeMB, d.zeroBucketParameters, d.rdmaLatencyMicroseconds, d.stragglerPercent],
    [900, 25, 5e8, 9.6, 0.701],
  );
  assert.deepEqual([d.uncertaintyBase, d.uncertaintySlope, d.uncertaintyCoverage], [0.5, 0.7, 0.8]);
  assert.deepEqual([d.calibratedUncertaintyBase, d.calibratedUncertaintySlope, d.maxLossScale], [1.25, 0.04, 100]);
  assert.deepEqual([d.uncertaintyPerNodeDoubling, d.uncertaintyPerOutsideDoubling], [0.25, 4.75]);
});

test('64 nodes of 8 GPUs on 400 Gb/s InfiniBand', () => {
  const e = calc.estimateEfficiency({ ...node, devices: 512, interNodeBandwidthGbps: 400, transport: 'rdma' });
  assert.equal(e.nodes, 64);
  assert.equal(e.busBandwidthBytesPerSecond, 45e9);
  assert.equal(e.latencyMicroseconds, 9.6);
  assert.ok(e.efficiencyPercent > 30 && e.efficiencyPercent < calc.estimateEfficiency(node).efficiencyPercent);
  const tcp = calc.estimateEfficiency({ ...node, devices: 512, interNodeBandwidthGbps: 400, transport: 'tcp' });
  assert.ok(tcp.efficiencyPercent < e.efficiencyPercent);
});

test('overrides replace the defaults', () => {
  const all = {
    ...node,
    linkEfficiency: 1,
    overlapFraction: 1,
    overlapWindow: 1,
    latencyMicroseconds: 0,
    stepOverheadMilliseconds: 0,
    overheadMillisecondsPerGB: 0,
  };
  const e = calc.estimateEfficiency(all);
  assert.equal(e.efficiencyPercent, 100);
  assert.deepEqual([e.linkEfficiency, e.overlapFraction, e.overlapWindow, e.latencyMicroseconds], [1, 1, 1, 0]);
  const paid = calc.estimateEfficiency({ ...all, stepOverheadMilliseconds: 10, overheadMillisecondsPerGB: 2 });
  near(paid.overheadSeconds, 0.016);
  assert.deepEqual([paid.stepOverheadMilliseconds, paid.overheadMillisecondsPerGB], [10, 2]);
});

// A smaller model on a cluster of 8-GPU nodes with 200 Gb/s between them.
const cluster = { ...node, devices: 64, parameters: 1.5e8, interNodeBandwidthGbps: 200 };

test('calibration from one measured point: the curve passes through it', () => {
  const at = (devices, calibration) => calc.estimateEfficiency({ ...cluster, devices, calibration }).efficiencyPercent;
  const point = { devices: 8, efficiencyPercent: 80 };
  near(at(8, point), 80, 1e-12);
  const e = calc.estimateEfficiency({ ...cluster, calibration: point });
  assert.equal(e.calibrated, true);
  assert.ok(e.localLossScale > 1, 'the node loses more than the model says');
  assert.equal(e.networkLossScale, 1, 'a point inside a node says nothing about the network');
  assert.equal(e.calibrationRmsPercent, undefined);
  const d = calc.estimatorDefaults;
  // 64 devices on 8 nodes: three doublings of the nodes.
  const band = d.calibratedUncertaintyBase + d.calibratedUncertaintySlope * (100 - e.efficiencyPercent);
  near(e.uncertaintyPercent, band + 3 * d.uncertaintyPerNodeDoubling);
  // A measured cluster throughput is the same point: E = A / (d · v).
  near(at(64, { devices: 8, measuredThroughput: 0.8 * 8 * 40 }), e.efficiencyPercent, 1e-12);
  // Across nodes, one scale for both parts.
  const across = calc.estimateEfficiency({ ...cluster, calibration: [{ devices: 32, efficiencyPercent: 70 }] });
  assert.equal(across.localLossScale, across.networkLossScale);
  near(at(32, { devices: 32, efficiencyPercent: 70 }), 70, 1e-12);
});

test('two or more points: both scales by least squares, with how well the points agree', () => {
  const two = [
    { devices: 8, efficiencyPercent: 90 },
    { devices: 32, measuredThroughput: 0.7 * 32 * 40 },
  ];
  const e = calc.estimateEfficiency({ ...cluster, calibration: two });
  assert.ok(e.calibrationRmsPercent < 1e-9, 'two points, two scales: exact');
  near(calc.estimateEfficiency({ ...cluster, devices: 32, calibration: two }).efficiencyPercent, 70, 1e-9);
  assert.notEqual(e.localLossScale, e.networkLossScale);
  const three = [...two, { devices: 64, efficiencyPercent: 85 }]; // better at 64 than at 32: they cannot all hold
  assert.ok(calc.estimateEfficiency({ ...cluster, calibration: three }).calibrationRmsPercent > 3);
  // The same as the core's list inputs, for those who prefer them.
  const lists = calc.estimateEfficiency({
    ...cluster,
    calibrationDevices: [8, 32],
    calibrationEfficiencyPercent: [90, null],
    calibrationThroughput: [null, 0.7 * 32 * 40],
  });
  assert.deepEqual(lists, e);
});

test('the calibrated sweep equals single estimates and falls with the device count', () => {
  const input = { ...cluster, calibration: { devices: 16, efficiencyPercent: 85 } };
  const devices = calc.deviceSteps(4096, 40);
  const sweep = calc.estimateSweep(input, devices);
  devices.forEach((d, i) => {
    const one = calc.estimateEfficiency({ ...input, devices: d });
    assert.equal(sweep.efficiencyPercent[i], one.efficiencyPercent, `d = ${d}`);
    assert.equal(sweep.uncertaintyPercent[i], one.uncertaintyPercent, `d = ${d}`);
    if (i) assert.ok(sweep.efficiencyPercent[i] <= sweep.efficiencyPercent[i - 1], 'falls as devices are added');
  });
  assert.ok(devices.includes(16));
  near(sweep.efficiencyPercent[devices.indexOf(16)], 85, 1e-12);
});

test("calibration points it cannot use get codes, with the point's index", () => {
  const issues = (calibration) => fieldCodes(() => calc.estimateEfficiency({ ...cluster, calibration }));
  const withIndex = (calibration) => {
    try {
      calc.estimateEfficiency({ ...cluster, calibration });
    } catch (error) {
      return error.issues.map(({ field, code, index, limit }) => ({ field, code, index, limit }));
    }
    assert.fail('expected issues');
  };
  assert.deepEqual(
    withIndex([
      { devices: 8, efficiencyPercent: 90 },
      { devices: 1, efficiencyPercent: 90 },
    ]),
    [{ field: 'calibrationDevices', code: 'below_minimum', index: 1, limit: 2 }],
  );
  assert.deepEqual(issues({ devices: 8, efficiencyPercent: 100.5 }), [['calibrationEfficiencyPercent', 'above_maximum']]);
  assert.deepEqual(issues({ devices: 8, efficiencyPercent: 0 }), [['calibrationEfficiencyPercent', 'must_be_positive']]);
  assert.deepEqual(issues({ devices: 8, efficiencyPercent: -3 }), [['calibrationEfficiencyPercent', 'must_be_positive']]);
  const [unreachable] = withIndex({ devices: 8, efficiencyPercent: 0.01 });
  assert.equal(unreachable.code, 'unreachable_point');
  assert.ok(unreachable.limit > 0.01 && unreachable.limit < 100, 'the lowest efficiency the model reaches there');
  assert.deepEqual(
    withIndex([
      { devices: 16, efficiencyPercent: 80 },
      { devices: 16, efficiencyPercent: 70 },
    ]),
    [{ field: 'calibrationDevices', code: 'duplicate_devices', index: 1, limit: undefined }],
  );
  const nine = Array.from({ length: 9 }, (_, i) => ({ devices: i + 2, efficiencyPercent: 90 }));
  assert.deepEqual(issues(nine), [
    ['calibrationDevices', 'too_many'],
    ['calibrationEfficiencyPercent', 'too_many'],
  ]);
  assert.deepEqual(issues({ devices: 16, efficiencyPercent: 80, measuredThroughput: 500 }), [
    ['calibrationThroughput', 'efficiency_or_throughput'],
  ]);
  assert.deepEqual(issues({ devices: 16 }), [['calibrationEfficiencyPercent', 'empty']]);
  assert.deepEqual(issues({ efficiencyPercent: 80 }), [['calibrationDevices', 'empty']]);
  assert.deepEqual(issues({ devices: 16, measuredThroughput: 700 }), [['calibrationThroughput', 'exceeds_ideal']]);
  assert.deepEqual(issues({ devices: 16, efficiencyPercent: '80' }), [['calibrationEfficiencyPercent', 'not_a_number']]);
  assert.deepEqual(
    fieldCodes(() => calc.estimateEfficiency({ ...cluster, calibrationDevices: 16 })),
    [['calibrationDevices', 'not_a_number']],
  );
  const { interNodeBandwidthGbps: _, ...oneNode } = cluster;
  assert.deepEqual(
    fieldCodes(() => calc.estimateEfficiency({ ...oneNode, devices: 8, calibration: { devices: 16, efficiencyPercent: 80 } })),
    [['calibrationDevices', 'needs_network']],
  );
  // The batch form reports them for the input as a whole, with the point's index.
  assert.throws(
    () =>
      calc.estimateSweep(
        {
          ...cluster,
          calibration: [
            { devices: 8, efficiencyPercent: 90 },
            { devices: 1, efficiencyPercent: 9 },
          ],
        },
        [1, 2],
      ),
    (e) => e.issues[0].code === 'below_minimum' && e.issues[0].index === 1,
  );
  // Every code has an English message.
  for (const calibration of [
    nine,
    { devices: 16, efficiencyPercent: 80, measuredThroughput: 500 },
    { devices: 8, efficiencyPercent: 0.01 },
  ]) {
    try {
      calc.estimateEfficiency({ ...cluster, calibration });
    } catch (error) {
      for (const issue of error.issues) assert.notEqual(issue.message, issue.code);
    }
  }
});

test('every estimator input is validated', () => {
  assert.deepEqual(
    fieldCodes(() =>
      calc.estimateEfficiency({
        devices: 0,
        throughputPerDevice: -1,
        parameters: 0,
        bytesPerGradient: 16,
        batchPerDevice: 'x',
        gradientAccumulation: 1.5,
        devicesPerNode: 0,
        intraNodeBandwidthGBps: 0,
        interNodeBandwidthGbps: -5,
        transport: 'pigeon',
        linkEfficiency: 0,
        overlapFraction: NaN,
        latencyMicroseconds: -1,
        overlapWindow: 2,
        stepOverheadMilliseconds: -1,
        overheadMillisecondsPerGB: Infinity,
      }),
    ),
    [
      ['devices', 'below_minimum'],
      ['throughputPerDevice', 'below_minimum'],
      ['parameters', 'below_minimum'],
      ['bytesPerGradient', 'above_maximum'],
      ['batchPerDevice', 'not_a_number'],
      ['gradientAccumulation', 'not_integer'],
      ['devicesPerNode', 'below_minimum'],
      ['intraNodeBandwidthGBps', 'below_minimum'],
      ['interNodeBandwidthGbps', 'below_minimum'],
      ['transport', 'unknown_option'],
      ['linkEfficiency', 'below_minimum'],
      ['overlapFraction', 'not_a_number'],
      ['latencyMicroseconds', 'below_minimum'],
      ['overlapWindow', 'above_maximum'],
      ['stepOverheadMilliseconds', 'below_minimum'],
      ['overheadMillisecondsPerGB', 'not_finite'],
    ],
  );
  assert.deepEqual(
    fieldCodes(() => calc.estimateEfficiency({ ...node, devices: 16 })),
    [['interNodeBandwidthGbps', 'needs_network']],
  );
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
  assert.throws(
    () => calc.estimateSweep(input, [1, 2.5]),
    (e) => e.issues[0].code === 'not_integer' && e.issues[0].index === 1,
  );
});

// Sharding (ZeRO, SC 2020, section 7): stages 1 and 2 move what an
// all-reduce moves (2Ψ), stage 3 gathers the weights again for the backward
// pass (3Ψ, "1.5x compared to the baseline").
const twoNodes = { ...node, devices: 16, interNodeBandwidthGbps: 400, transport: 'rdma' };

test('sharding: zero1 and zero2 gather after the step, zero3 layer by layer when the layers are known', () => {
  for (const input of [node, twoNodes]) {
    const plain = calc.estimateEfficiency(input);
    assert.equal(plain.communicationSeconds, plain.allReduceSeconds);
    assert.deepEqual(calc.estimateEfficiency({ ...input, sharding: 'none' }), plain);
    const zero1 = calc.estimateEfficiency({ ...input, sharding: 'zero1' });
    assert.deepEqual(calc.estimateEfficiency({ ...input, sharding: 'zero2' }), zero1);
    assert.equal(zero1.collectivesPerStep, 6, 'three buckets of 5e8 parameters, each reduce-scattered and gathered');
    assert.ok(zero1.efficiencyPercent < plain.efficiencyPercent, 'the all-gather after the step hides behind nothing');
    const zero3 = calc.estimateEfficiency({ ...input, sharding: 'zero3' });
    assert.equal(zero3.allReduceSeconds, plain.allReduceSeconds);
    assert.equal(zero3.collectivesPerStep, 1);
    assert.ok(zero3.efficiencyPercent < plain.efficiencyPercent);
    const layered = calc.estimateEfficiency({ ...input, sharding: 'zero3', layers: 24 });
    assert.equal(layered.collectivesPerStep, 72);
  }
});

test('sharding: hybrid by hand on two nodes of eight, and its whole nodes', () => {
  const d = calc.estimatorDefaults;
  const e = calc.estimateEfficiency({ ...twoNodes, sharding: 'hybrid' });
  const inside = 1.5 * (((2 * 7) / 8) * (3e9 / (300e9 * d.intraLinkEfficiency)) + 2 * 7 * d.intraLatencyMicroseconds * 1e-6);
  const across = 3e9 / (50e9 * d.rdmaLinkEfficiency) + 2 * d.rdmaLatencyMicroseconds * 1e-6; // a ring of 2: no tree is faster
  near(e.communicationSeconds, inside + across);
  near(e.exposedSeconds, inside + across - Math.min(d.overlapFraction * (inside + across), d.overlapWindow * 0.2));
  const whole = (devices) => fieldCodes(() => calc.estimateEfficiency({ ...twoNodes, devices, sharding: 'hybrid' }));
  assert.deepEqual(whole(8), [['devices', 'whole_nodes']]);
  assert.deepEqual(whole(20), [['devices', 'whole_nodes']]);
  const { interNodeBandwidthGbps: _, ...oneNode } = twoNodes;
  assert.deepEqual(
    fieldCodes(() => calc.estimateEfficiency({ ...oneNode, sharding: 'hybrid' })),
    [['interNodeBandwidthGbps', 'needs_network']],
  );
  assert.deepEqual(
    fieldCodes(() => calc.estimateEfficiency({ ...twoNodes, sharding: 'zero4' })),
    [['sharding', 'unknown_option']],
  );
  assert.deepEqual(
    fieldCodes(() => calc.estimateEfficiency({ ...twoNodes, sharding: 'hybrid', calibration: { devices: 8, efficiencyPercent: 90 } })),
    [['calibrationDevices', 'whole_nodes']],
  );
  // The sweep takes whole nodes only, and stops at the first count that is not.
  const sweep = calc.estimateSweep({ ...twoNodes, sharding: 'hybrid' }, [16, 32, 64]);
  assert.equal(sweep.communicationSeconds[0], e.communicationSeconds);
  assert.throws(
    () => calc.estimateSweep({ ...twoNodes, sharding: 'hybrid' }, [16, 17]),
    (error) => error.issues[0].code === 'whole_nodes' && error.issues[0].index === 1,
  );
});

test('the memory check of plain data parallelism', () => {
  assert.deepEqual(calc.memoryCheck({ parameters: 7e9, bytesPerParameter: 16, deviceMemoryGB: 80 }), {
    requiredBytes: 112e9 + 2e9, // and the workspace every device keeps
    availableBytes: 80e9,
    fits: false,
    activationsEstimated: false,
    workspaceBytes: 2e9,
    lastStage: false,
  });
  assert.equal(calc.memoryCheck({ parameters: 1.5e9, bytesPerParameter: 16, deviceMemoryGB: 80 }).fits, true);
  assert.deepEqual(
    fieldCodes(() => calc.memoryCheck({ parameters: 1, bytesPerParameter: 0, deviceMemoryGB: 'lots' })),
    [
      ['bytesPerParameter', 'must_be_positive'],
      ['deviceMemoryGB', 'not_a_number'],
    ],
  );
});

// The shipped core (WebAssembly) gives what the native validation test
// (tests/core/published_runs_test.cpp, which fits the defaults and prints the
// leave-one-out table) gives with the shipped defaults: the in-sample error
// over every validation row of tests/data/published-runs.csv.
test('published runs: the shipped defaults in sample', () => {
  const [header, ...rows] = readFileSync(new URL('../data/published-runs.csv', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(','));
  const runs = rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i]]))).filter((r) => r.use === 'fit');
  assert.equal(runs.length, 108);
  const memory = Object.fromEntries(
    readFileSync(new URL('../data/devices.csv', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('device,'))
      .map((line) => line.split(',').slice(0, 2)),
  );
  // The row's own job at its own count; the base through a sweep, which holds the step's batch as its scaling says.
  const job = (r) => ({
    devices: +r.devices,
    throughputPerDevice: +r.throughput_1_device,
    parameters: +r.parameters,
    bytesPerGradient: +r.bytes_per_gradient,
    batchPerDevice: +r.batch_per_device,
    gradientAccumulation: +r.grad_accumulation,
    devicesPerNode: +r.devices_per_node,
    intraNodeBandwidthGBps: +r.intra_node_gbyte_s,
    interNodeBandwidthGbps: +r.inter_node_gbit_s || undefined,
    transport: r.transport.toLowerCase(),
    sharding: r.sharding,
    layers: +r.layers || undefined,
    shardGroupSize: +r.shard_group || undefined,
    memoryBandwidthGBps: +memory[r.device],
    tensorParallel: +r.tensor_parallel || undefined,
    pipelineParallel: +r.pipeline_parallel || undefined,
    interleavedStages: +r.virtual_stages || undefined,
    batchScaling: r.scaling || undefined,
    computePrecision: r.precision === 'fp8' ? 'fp8' : undefined,
  });
  const at = (r, devices) => calc.estimateSweep(job(r), [devices]).efficiencyPercent[0];
  let total = 0;
  for (const r of runs) {
    const base = +r.base_devices;
    const estimate = base > 1 ? (100 * at(r, +r.devices)) / at(r, base) : at(r, +r.devices);
    total += Math.abs(estimate - 100 * r.measured_efficiency);
  }
  console.log(
    `published runs, shipped defaults, in sample: mean absolute error ${(total / runs.length).toFixed(2)} points over ${runs.length} runs`,
  );
  assert.ok(Math.abs(total / runs.length - 2.82) < 0.005, 'the figure the native test prints');
});

test('an input bad everywhere gets every issue the list holds, and the list says it was cut', () => {
  // Eight calibration points, each bad twice over (a device count of 1, an efficiency of 150 %), and every field bad.
  const bad = Object.fromEntries(calc.operations.estimateEfficiency.inputs.filter((i) => !i.list).map((i) => [i.name, -1]));
  const points = Array.from({ length: 8 }, () => ({ devices: 1, efficiencyPercent: 150 }));
  const found = issuesOf(
    () => calc.estimateEfficiency({ ...bad, calibration: points }),
    ({ field, code }) => [field, code],
  );
  assert.equal(found.length, 48);
  assert.deepEqual(found.at(-1)[1], 'truncated');
  assert.ok(found.slice(0, -1).every(([, code]) => code !== 'truncated'));
  // One fewer problem than fits: every one is listed, and none says "truncated".
  const few = issuesOf(
    () => calc.estimateEfficiency({ ...bad, transport: 'rdma', sharding: 'none' }),
    ({ code }) => code,
  );
  assert.ok(few.length < 48 && !few.includes('truncated'), few.join());
});

test('an input outside the published runs widens the band and is named, with the edge it passed', () => {
  const d = calc.estimatorDefaults;
  const inside = calc.estimateEfficiency(cluster);
  assert.deepEqual([inside.outsideInputs, inside.outsideInput, inside.outsideEdge, inside.outsideAbove], [0, undefined, undefined, false]);
  // 12.5 Gb/s between nodes: one doubling below the slowest network checked (25 Gb/s).
  const slow = calc.estimateEfficiency({ ...cluster, interNodeBandwidthGbps: 12.5 });
  assert.deepEqual([slow.outsideInputs, slow.outsideInput, slow.outsideEdge, slow.outsideAbove], [1, 'interNodeBandwidthGbps', 25, false]);
  const band = (e) => d.uncertaintyBase + d.uncertaintySlope * (100 - e.efficiencyPercent) + 3 * d.uncertaintyPerNodeDoubling;
  near(slow.uncertaintyPercent, band(slow) + d.uncertaintyPerOutsideDoubling);
  near(inside.uncertaintyPercent, band(inside));
});
