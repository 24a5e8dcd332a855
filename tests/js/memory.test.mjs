// Memory per device by sharding flavour, through the shipped API: the
// answers, the choice output, the validation and its messages, and the
// element's pure modules that feed it (flavour list, URL fragment, exports).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadCalculator } from '../../dist/index.js';
import { issuesOf, locale } from './support.mjs';
import { LANGUAGES } from '../../web/locales/languages.js';
import { SELECTS, PRESET_OF } from '../../web/common/fields.js';
import { SHARDINGS, OPTIONS, presetFill } from '../../web/panels/estimator/options.js';
import { readFragment } from '../../web/panels/host/url-state.js';
import { fragmentFor } from '../../web/panels/host/fragment.js';
import { resultRows } from '../../web/panels/host/export.js';
import { rows as estimatorRows } from '../../web/panels/estimator/rows.js';
import { createContext } from '../../web/element/context.js';

let calc;
before(async () => {
  calc = await loadCalculator();
});

// Mixed-precision Adam: 2 + 2 + 12 bytes per parameter (ZeRO's K = 12).
const adam = { weightBytes: 2, gradientBytes: 2, optimizerBytes: 12 };
// The ZeRO paper's Figure 1: 7.5B parameters on 64 devices. Its figures count the model states alone: every device
// also keeps the workspace the core states (src/core/memory.hpp, kWorkspaceBytes).
const figure1 = { parameters: 7.5e9, ...adam, devices: 64, deviceMemoryGB: 80 };
const WORKSPACE = 2e9;

// The issues a call throws, as [field, code, limit].
const fieldCodeLimits = (fn) => issuesOf(fn, (i) => [i.field, i.code, i.limit]);

test("memory per device for every flavour: the ZeRO paper's 120, 31.4, 16.6 and 1.9 GB", () => {
  const gb = (sharding) => Math.round((calc.memoryCheck({ ...figure1, sharding }).requiredBytes - WORKSPACE) / 1e8) / 10;
  assert.deepEqual(['none', 'zero1', 'zero2', 'zero3'].map(gb), [120, 31.4, 16.6, 1.9]);
  assert.deepEqual(calc.memoryCheck({ ...figure1, sharding: 'zero2' }), {
    requiredBytes: 15e9 + 105e9 / 64 + WORKSPACE,
    availableBytes: 80e9,
    fits: true,
    weightsBytes: 15e9,
    gradientsBytes: 15e9 / 64,
    optimizerBytes: 90e9 / 64,
    activationsEstimated: false,
    workspaceBytes: WORKSPACE,
    lastStage: false,
  });
  const hybrid = calc.memoryCheck({ ...figure1, sharding: 'hybrid', devicesPerNode: 8 });
  assert.equal(hybrid.requiredBytes, 15e9 + WORKSPACE);
  // A shard group of 16 keeps half of what one node keeps.
  assert.equal(
    calc.memoryCheck({ ...figure1, sharding: 'hybrid', devicesPerNode: 8, shardGroupSize: 16 }).requiredBytes,
    7.5e9 + WORKSPACE,
  );
  const active = calc.memoryCheck({ ...figure1, sharding: 'zero3', activationBytesPerSample: 1e9, batchPerDevice: 4 });
  assert.equal(active.activationsBytes, 4e9);
  assert.equal(active.requiredBytes, 120e9 / 64 + 4e9 + WORKSPACE);
});

test('the short form keeps working and means plain data parallelism', () => {
  assert.deepEqual(calc.memoryCheck({ parameters: 7e9, bytesPerParameter: 16, deviceMemoryGB: 80 }), {
    requiredBytes: 112e9 + WORKSPACE,
    availableBytes: 80e9,
    fits: false,
    activationsEstimated: false,
    workspaceBytes: WORKSPACE,
    lastStage: false,
  });
  assert.equal(
    calc.memoryCheck({ parameters: 7e9, bytesPerParameter: 16, deviceMemoryGB: 80, sharding: 'none' }).requiredBytes,
    112e9 + WORKSPACE,
  );
});

test("activations from a transformer's sizes (Korthikanti et al. 2022), as the core counts them", () => {
  const llama70b = { parameters: 70553706496, weightBytes: 2, gradientBytes: 2, optimizerBytes: 12, deviceMemoryGB: 80 };
  const job = { ...llama70b, devices: 512, sharding: 'zero3', layers: 80, hiddenSize: 8192, tokensPerSample: 8192, batchPerDevice: 1 };
  const full = calc.memoryCheck({ ...job, recomputation: 'full' });
  assert.equal(full.activationsBytes, 2 * 8192 * 8192 * 80); // 10.7 GB: the trial's own estimate for full checkpointing
  assert.equal(full.activationsEstimated, true);
  assert.equal(full.fits, true);
  assert.equal(calc.memoryCheck(job).fits, false, 'selective (the default) keeps 183 GB');
  assert.deepEqual(
    fieldCodeLimits(() => calc.memoryCheck({ ...job, recomputation: 'none' })),
    [['attentionHeads', 'missing_input', undefined]],
  );
});

test('the smallest flavour that fits, named as the core names it', () => {
  assert.deepEqual(calc.smallestSharding(figure1), { sharding: 'zero1', requiredBytes: 31.40625e9 + WORKSPACE, fits: true });
  assert.equal(calc.smallestSharding({ ...figure1, deviceMemoryGB: 24 }).sharding, 'zero2');
  assert.equal(calc.smallestSharding({ ...figure1, deviceMemoryGB: 18, devicesPerNode: 8 }).sharding, 'hybrid');
  assert.equal(calc.smallestSharding({ ...figure1, deviceMemoryGB: 18 }).sharding, 'zero3');
  const none = calc.smallestSharding({ ...figure1, deviceMemoryGB: 1 });
  assert.deepEqual(none, { requiredBytes: 1.875e9 + WORKSPACE, fits: false }, 'no flavour: the property is absent');
  const options = calc.operations.smallestSharding.outputs.find((o) => o.name === 'sharding').options;
  assert.deepEqual(options, ['none', 'zero1', 'zero2', 'zero3', 'hybrid']);
});

test('the fewest devices with which a flavour fits, exact', () => {
  // 82 GB: 80 for the model states beside the workspace.
  const { devices: _, ...model } = { ...figure1, parameters: 70e9, deviceMemoryGB: 82 };
  const fewest = calc.devicesForMemory({ ...model, sharding: 'zero3' });
  assert.deepEqual(fewest, { devices: 14, requiredBytes: 82e9 });
  assert.equal(calc.memoryCheck({ ...model, sharding: 'zero3', devices: 14 }).fits, true);
  assert.equal(calc.memoryCheck({ ...model, sharding: 'zero3', devices: 13 }).fits, false);
  assert.equal(calc.devicesForMemory({ ...model, parameters: 70e9 + 1, sharding: 'zero3' }).devices, 15);
  assert.equal(calc.devicesForMemory({ ...model, sharding: 'hybrid', devicesPerNode: 8, deviceMemoryGB: 142 }).devices, 16);
  assert.deepEqual(
    fieldCodeLimits(() => calc.devicesForMemory({ ...model, sharding: 'none' })),
    [['deviceMemoryGB', 'unreachable', calc.limits.maxDevices]],
  );
  assert.deepEqual(calc.operations.devicesForMemory.inputs.map((i) => i.name).includes('devices'), false);
  assert.deepEqual(calc.operations.smallestSharding.inputs.map((i) => i.name).includes('sharding'), false);
});

test('bad input gets a code and a message', () => {
  const { weightBytes: _, ...noWeights } = figure1;
  assert.deepEqual(
    fieldCodeLimits(() => calc.memoryCheck({ ...figure1, sharding: 'zero4' })),
    [['sharding', 'unknown_option', undefined]],
  );
  assert.deepEqual(
    fieldCodeLimits(() => calc.memoryCheck({ ...figure1, sharding: 'hybrid' })),
    [['devicesPerNode', 'missing_input', undefined]],
  );
  assert.deepEqual(
    fieldCodeLimits(() => calc.memoryCheck({ ...figure1, sharding: 'hybrid', devicesPerNode: 64 })),
    [['devices', 'whole_nodes', 64]],
  );
  assert.deepEqual(
    fieldCodeLimits(() => calc.memoryCheck({ ...noWeights, sharding: 'zero1' })),
    [['weightBytes', 'missing_input', undefined]],
  );
  assert.deepEqual(
    fieldCodeLimits(() => calc.memoryCheck({ ...figure1, bytesPerParameter: 16 })),
    [['bytesPerParameter', 'conflicting_inputs', undefined]],
  );
  assert.deepEqual(
    fieldCodeLimits(() => calc.memoryCheck({ ...figure1, gradientBytes: 0, optimizerBytes: -1 })),
    [
      ['gradientBytes', 'must_be_positive', 0],
      ['optimizerBytes', 'below_minimum', 0],
    ],
  );
  assert.deepEqual(
    fieldCodeLimits(() => calc.memoryCheck({ parameters: 1e9, deviceMemoryGB: 80 })),
    [
      ['weightBytes', 'missing_input', undefined],
      ['gradientBytes', 'missing_input', undefined],
      ['optimizerBytes', 'missing_input', undefined],
    ],
  );
  assert.throws(
    () => calc.memoryCheck({ ...figure1, sharding: 'hybrid', devicesPerNode: 64 }),
    (error) =>
      error.issues[0].message === 'Hybrid sharding needs two or more whole shard groups: enter a multiple of the group, 64, above 64.',
  );
  // A shard group of 12 on nodes of 8 is no whole number of nodes: said on the group, with the node's size.
  assert.deepEqual(
    fieldCodeLimits(() => calc.memoryCheck({ ...figure1, sharding: 'hybrid', devicesPerNode: 8, shardGroupSize: 12 })),
    [['shardGroupSize', 'partial_node', 8]],
  );
});

test('every new code has a message in all four languages', () => {
  for (const lang of LANGUAGES) {
    const { errors } = locale(lang);
    for (const code of ['missing_input', 'conflicting_inputs', 'whole_nodes']) assert.ok(errors[code], `${lang} ${code}`);
  }
});

test("the element offers the core's flavours, and explains each in every language", () => {
  const core = calc.operations.memoryCheck.inputs.find((i) => i.name === 'sharding').options;
  assert.deepEqual(
    SHARDINGS.map((s) => s.id),
    core,
  );
  assert.equal(OPTIONS.sharding.options, SHARDINGS);
  for (const lang of LANGUAGES) {
    const { shardingTrade } = locale(lang);
    for (const id of core.filter((name) => name !== 'none')) assert.match(shardingTrade, new RegExp(`\\b${id} \\{`), `${lang} ${id}`);
    assert.match(shardingTrade, /\bother \{/, `${lang}: none is the other branch`);
  }
});

test('a model preset fills the parameter count, and editing it makes it custom', () => {
  const on64 = (id) => (id === 'devices' ? 64 : undefined);
  assert.deepEqual(presetFill('modelPreset', 'Llama 3 8B', {}, { numberOf: on64 }), {
    parameters: 8030261248,
    layers: 32,
    hiddenSize: 4096,
    attentionHeads: 32,
    tokensPerSample: 8192,
    vocabularySize: 128256,
    activeParameters: '',
    flopsPerSample: '',
    // Its job: 512 sequences of 8,192 tokens on 64 devices (8 micro-batches of one each) is 4.19 M tokens a step.
    throughputUnit: 'tokens',
    precision: '2',
    batchPerDevice: 1,
    globalBatch: 512,
    sharding: 'zero3',
    recomputation: 'selective',
    tensorParallel: '', // no replica layout: it empties one another model set
  });
  // 70B runs replicas of 8 (tensor parallel in a node): on 512 devices 64 replicas and on 1,024 128, the same
  // 512 sequences (4.19 M tokens) a step; on 96, 12 replicas share 492 (4.03 M), the nearest whole multiple.
  const on = (devices) => presetFill('modelPreset', 'Llama 3 70B', {}, { numberOf: (id) => id === 'devices' && devices });
  assert.equal(on(512).tensorParallel, 8);
  assert.equal(on(512).globalBatch, 512);
  assert.equal(on(1024).globalBatch, 512);
  assert.equal(on(96).globalBatch, 492);
  assert.equal(presetFill('modelPreset', 'Llama 3 70B', {}, { numberOf: on64 }).recomputation, 'full');
  assert.equal(presetFill('modelPreset', 'ResNet-50').batchPerDevice, undefined, 'a model without a job sets none');
  // A setting someone gave stays, and the global batch counts their micro-batch: 2 × 4 × 64 × 8,192 = 4.19 M.
  const numberOf = (id) => ({ devices: 64, batchPerDevice: 2 })[id];
  const given = presetFill('modelPreset', 'Llama 3 8B', {}, { numberOf, given: new Set(['batchPerDevice', 'sharding']) });
  assert.equal(given.batchPerDevice, undefined);
  assert.equal(given.sharding, undefined);
  assert.equal(given.globalBatch, 512);
  // An SXM board sets its system's link and network, and those fill in their fields.
  assert.deepEqual(presetFill('accelerator', 'h100-80', { computePrecision: 'bf16' }), {
    deviceMemoryGB: 80,
    memoryBandwidthGBps: 3350,
    peakTflops: 989.5,
    intraLink: 'nvlink4',
    intraNodeBandwidthGBps: 450,
    network: 'ib-ndr-8',
    interNodeBandwidthGbps: 3200,
    transport: 'rdma',
    devicesPerNode: 8,
  });
  // UX trial, #7: the MI300X brings its Infinity Fabric mesh and its server's eight 400 Gb/s adapters.
  assert.deepEqual(presetFill('accelerator', 'mi300x-192', { computePrecision: 'bf16' }), {
    deviceMemoryGB: 192,
    memoryBandwidthGBps: 5300,
    peakTflops: 1307.4,
    intraLink: 'xgmi-mi300x',
    intraNodeBandwidthGBps: 448,
    network: 'ib-ndr-8',
    interNodeBandwidthGbps: 3200,
    transport: 'rdma',
    devicesPerNode: 8,
  });
  assert.equal(presetFill('accelerator', 'gb200-nvl72').devicesPerNode, 72);
  assert.equal(presetFill('accelerator', 'h100-80', {}, { given: new Set(['network']) }).network, undefined);
  assert.deepEqual(presetFill('modelPreset', ''), {});
  assert.equal(PRESET_OF.parameters, 'modelPreset');
});

test('the URL fragment carries the flavour and the activations', () => {
  const snapshot = {
    values: { devices: 64, throughputPerDevice: 2000, efficiencyPercent: 90, activationBytesPerSample: 0.5 },
    issues: new Map(),
  };
  const initial = Object.fromEntries(Object.entries(SELECTS).map(([id, s]) => [id, s.initial]));
  const at = (choices) => fragmentFor(snapshot, { choices, given: new Set(), open: [], lang: 'de' });
  const state = readFragment(at({ ...initial, sharding: 'zero3' }));
  assert.equal(state.inputs.sharding, 'zero3');
  assert.equal(state.inputs.activationBytesPerSample, '0.5');
  assert.equal(readFragment(at(initial)).inputs.sharding, undefined, 'the default flavour is left out');
});

test('the exports carry the flavour and the activations, once the estimate is in', () => {
  const ctx = createContext({ text: locale('en'), language: 'en', locale: 'en', unit: 'samples/s', currency: 'USD' });
  const snapshot = {
    values: { devices: 64, throughputPerDevice: 2000, efficiencyPercent: 90, activationBytesPerSample: 0.5 },
    result: { idealThroughput: 1, actualThroughput: 1, speedup: 1, lostThroughput: 0 },
    choices: { ...Object.fromEntries(Object.entries(SELECTS).map(([id, s]) => [id, s.initial])), sharding: 'hybrid' },
    given: new Set(['sharding', 'activationBytesPerSample']),
    estimate: { efficiencyPercent: 90, uncertaintyPercent: 3, globalBatch: 64 },
    panels: { estimator: {} },
  };
  const panels = [{ id: 'estimator', rows: estimatorRows }];
  const rows = Object.fromEntries(resultRows(snapshot, ctx, panels).inputs.map(([key, ...rest]) => [key, rest]));
  assert.deepEqual(rows.sharding, ['hybrid', '', 'Sharding', 'given']);
  assert.deepEqual(rows.activationBytesPerSample, [0.5, 'GB', 'Activation memory per sample (GB)', 'given']);
  assert.deepEqual(rows.recomputation, ['selective', '', 'Activation recomputation', 'default']);
  const waiting = resultRows({ ...snapshot, estimate: null }, ctx, panels);
  assert.equal(waiting.inputs.length, 3, 'only the main inputs until the estimate is in');
});
