// Memory per device by sharding flavour, through the shipped API: the
// answers, the choice output, the validation and its messages, and the
// element's pure modules that feed it (flavour list, URL fragment, exports).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadCalculator } from '../../dist/index.js';
import { issuesOf, locale } from './support.mjs';
import { LANGUAGES } from '../../web/locales/languages.js';
import { SELECTS, PRESET_OF } from '../../web/element/fields.js';
import { SHARDINGS, OPTIONS, presetFill } from '../../web/panels/estimator/options.js';
import { readFragment } from '../../web/panels/shared/url-state.js';
import { fragmentFor } from '../../web/panels/shared/fragment.js';
import { resultRows } from '../../web/panels/shared/export.js';

let calc;
before(async () => {
  calc = await loadCalculator();
});

// Mixed-precision Adam: 2 + 2 + 12 bytes per parameter (ZeRO's K = 12).
const adam = { weightBytes: 2, gradientBytes: 2, optimizerBytes: 12 };
// The ZeRO paper's Figure 1: 7.5B parameters on 64 devices.
const figure1 = { parameters: 7.5e9, ...adam, devices: 64, deviceMemoryGB: 80 };

// The issues a call throws, as [field, code, limit].
const fieldCodeLimits = (fn) => issuesOf(fn, (i) => [i.field, i.code, i.limit]);

test("memory per device for every flavour: the ZeRO paper's 120, 31.4, 16.6 and 1.9 GB", () => {
  const gb = (sharding) => Math.round(calc.memoryCheck({ ...figure1, sharding }).requiredBytes / 1e8) / 10;
  assert.deepEqual(['none', 'zero1', 'zero2', 'zero3'].map(gb), [120, 31.4, 16.6, 1.9]);
  assert.deepEqual(calc.memoryCheck({ ...figure1, sharding: 'zero2' }), {
    requiredBytes: 15e9 + 105e9 / 64,
    availableBytes: 80e9,
    fits: true,
    weightsBytes: 15e9,
    gradientsBytes: 15e9 / 64,
    optimizerBytes: 90e9 / 64,
  });
  const hybrid = calc.memoryCheck({ ...figure1, sharding: 'hybrid', devicesPerNode: 8 });
  assert.equal(hybrid.requiredBytes, 15e9);
  const active = calc.memoryCheck({ ...figure1, sharding: 'zero3', activationBytesPerSample: 1e9, batchPerDevice: 4 });
  assert.equal(active.activationsBytes, 4e9);
  assert.equal(active.requiredBytes, 120e9 / 64 + 4e9);
});

test('the short form keeps working and means plain data parallelism', () => {
  assert.deepEqual(calc.memoryCheck({ parameters: 7e9, bytesPerParameter: 16, deviceMemoryGB: 80 }), {
    requiredBytes: 112e9,
    availableBytes: 80e9,
    fits: false,
  });
  assert.equal(calc.memoryCheck({ parameters: 7e9, bytesPerParameter: 16, deviceMemoryGB: 80, sharding: 'none' }).requiredBytes, 112e9);
});

test('the smallest flavour that fits, named as the core names it', () => {
  assert.deepEqual(calc.smallestSharding(figure1), { sharding: 'zero1', requiredBytes: 31.40625e9, fits: true });
  assert.equal(calc.smallestSharding({ ...figure1, deviceMemoryGB: 24 }).sharding, 'zero2');
  assert.equal(calc.smallestSharding({ ...figure1, deviceMemoryGB: 16, devicesPerNode: 8 }).sharding, 'hybrid');
  assert.equal(calc.smallestSharding({ ...figure1, deviceMemoryGB: 16 }).sharding, 'zero3');
  const none = calc.smallestSharding({ ...figure1, deviceMemoryGB: 1 });
  assert.deepEqual(none, { requiredBytes: 1.875e9, fits: false }, 'no flavour: the property is absent');
  const options = calc.operations.smallestSharding.outputs.find((o) => o.name === 'sharding').options;
  assert.deepEqual(options, ['none', 'zero1', 'zero2', 'zero3', 'hybrid']);
});

test('the fewest devices with which a flavour fits, exact', () => {
  const { devices: _, ...model } = { ...figure1, parameters: 70e9 };
  const fewest = calc.devicesForMemory({ ...model, sharding: 'zero3' });
  assert.deepEqual(fewest, { devices: 14, requiredBytes: 80e9 });
  assert.equal(calc.memoryCheck({ ...model, sharding: 'zero3', devices: 14 }).fits, true);
  assert.equal(calc.memoryCheck({ ...model, sharding: 'zero3', devices: 13 }).fits, false);
  assert.equal(calc.devicesForMemory({ ...model, parameters: 70e9 + 1, sharding: 'zero3' }).devices, 15);
  assert.equal(calc.devicesForMemory({ ...model, sharding: 'hybrid', devicesPerNode: 8, deviceMemoryGB: 140 }).devices, 16);
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
    (error) => error.issues[0].message === 'Hybrid sharding needs two or more full nodes: enter a multiple of 64 above 64.',
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
  assert.deepEqual(presetFill('modelPreset', 'Llama 3 8B'), {
    parameters: 8030261248,
    layers: 32,
    hiddenSize: 4096,
    tokensPerSample: 8192,
    activeParameters: '',
    flopsPerSample: '',
  });
  assert.deepEqual(presetFill('modelPreset', ''), {});
  assert.equal(PRESET_OF.parameters, 'modelPreset');
});

test('the URL fragment carries the flavour and the activations', () => {
  const snapshot = { values: { devices: 64, throughput: 2000, efficiency: 90, activationMemory: 0.5 }, issues: new Map() };
  const initial = Object.fromEntries(Object.entries(SELECTS).map(([id, s]) => [id, s.initial]));
  const at = (choices) => fragmentFor(snapshot, { choices, given: new Set(), open: [], lang: 'de' });
  const state = readFragment(at({ ...initial, sharding: 'zero3' }));
  assert.equal(state.inputs.sharding, 'zero3');
  assert.equal(state.inputs.activationMemory, '0.5');
  assert.equal(readFragment(at(initial)).inputs.sharding, undefined, 'the default flavour is left out');
});

test('the exports carry the flavour and the activations', () => {
  const snapshot = {
    values: { devices: 64, throughput: 2000, efficiency: 90, activationMemory: 0.5 },
    result: { idealThroughput: 1, actualThroughput: 1, speedup: 1, lostThroughput: 0 },
    choices: { sharding: 'hybrid' },
  };
  const { inputs } = resultRows(snapshot, { unit: 'samples/s', currency: 'USD' });
  assert.deepEqual(inputs.slice(3), [
    ['sharding', 'hybrid', ''],
    ['activationMemory', 0.5, 'GB'],
  ]);
  const defaults = resultRows(
    { ...snapshot, values: { devices: 64, throughput: 2000, efficiency: 90 }, choices: { sharding: 'none' } },
    {},
  );
  assert.equal(defaults.inputs.length, 3, 'defaults are left out, as in the URL');
});
