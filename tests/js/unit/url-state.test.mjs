// The URL fragment of the element (web/panels/host/url-state.js), without a
// browser: every input of fields.js has a key, what is written reads back,
// and links made before every input had a key still read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FIELDS, SELECTS } from '../../../web/common/fields.js';
import { OPTIONS } from '../../../web/panels/estimator/options.js';
import { INPUT_IDS, attributeOf } from '../../../web/element/attributes.js';
import { readFragment } from '../../../web/panels/host/url-state.js';
import { fragmentFor } from '../../../web/panels/host/fragment.js';

// A valid-looking value for every input: a number other than its default,
// or an option other than the initial one.
const sample = (id) =>
  SELECTS[id] ? OPTIONS[id].options.find((o) => o.id !== SELECTS[id].initial).id : String(Number(FIELDS[id].initial ?? 0) + 3);
// A snapshot as the scenario makes it: every field's text (given, or its default) read as a number, empty ones left out.
const snapshotOf = (inputs) => ({
  values: Object.fromEntries(
    Object.keys(FIELDS)
      .map((id) => [id, inputs[id] ?? FIELDS[id].initial ?? ''])
      .filter(([, text]) => text !== '')
      .map(([id, text]) => [id, Number(text)]),
  ),
  issues: new Map(),
});
const choicesOf = (inputs) => Object.fromEntries(Object.keys(SELECTS).map((id) => [id, inputs[id] ?? SELECTS[id].initial]));

test('every input is written and read back, with the open panels, language and unit', () => {
  const inputs = Object.fromEntries(INPUT_IDS.map((id) => [id, sample(id)]));
  const hash = fragmentFor(snapshotOf(inputs), {
    choices: choicesOf(inputs),
    given: new Set(),
    open: ['what-if', 'estimator'],
    lang: 'de',
    unit: 'tokens/s',
  });
  const state = readFragment(hash);
  assert.deepEqual(state.inputs, inputs);
  assert.deepEqual([state.open, state.lang, state.unit], ['what-if estimator', 'de', 'tokens/s']);
  for (const id of INPUT_IDS.filter(
    (name) => !['devices', 'throughputPerDevice', 'efficiencyPercent', 'datasetSamples', 'epochs', 'pricePerDeviceHour'].includes(name),
  )) {
    assert.ok(new URLSearchParams(hash.slice(1)).has(attributeOf(id)), `${id} is written under its attribute name`);
  }
});

test('defaults stay out unless someone gave them; the main three are always in; invalid inputs stay out', () => {
  const inputs = { devices: '64', throughputPerDevice: '2000', efficiencyPercent: '90', batchPerDevice: '256', parameters: '25600000' };
  const snapshot = snapshotOf(inputs);
  delete snapshot.values.epochs;
  snapshot.issues.set('epochs', { code: 'not_integer' });
  const hash = fragmentFor(snapshot, { choices: choicesOf({}), given: new Set(['batchPerDevice']), open: [], lang: 'en' });
  assert.equal(hash, '#d=64&v=2000&e=90&batch=256&lang=en');
});

test('an empty optional field is written empty when its default is not', () => {
  const inputs = { devices: '8', throughputPerDevice: '1', efficiencyPercent: '50', interNodeBandwidthGbps: '' };
  const hash = fragmentFor(snapshotOf(inputs), { choices: choicesOf({ network: 'none' }), given: new Set(), open: [] });
  assert.equal(readFragment(hash).inputs.interNodeBandwidthGbps, '', 'one node: no bandwidth between nodes');
  assert.equal(readFragment(hash).inputs.network, 'none');
});

test('links from before: d, v, e, s, ep, p, u and lang', () => {
  const state = readFragment('#d=8&v=100&e=50&s=1000&ep=2&p=3&u=tokens%2Fs&lang=it');
  assert.deepEqual(state.inputs, {
    devices: '8',
    throughputPerDevice: '100',
    efficiencyPercent: '50',
    datasetSamples: '1000',
    epochs: '2',
    pricePerDeviceHour: '3',
  });
  assert.deepEqual([state.lang, state.unit, state.open], ['it', 'tokens/s', null]);
});

test("a documentation page's own #anchor is not ours", () => {
  assert.equal(readFragment('#installation'), null);
  assert.equal(readFragment(''), null);
  assert.deepEqual(readFragment('#o=').open, '', 'all panels closed is a state');
});

test('what follows an answer is kept, and read back only for inputs that exist', () => {
  const inputs = { devices: '64', throughputPerDevice: '6480', efficiencyPercent: '94' };
  const linked = new Map([
    ['efficiencyPercent', 'estimate'],
    ['throughputPerDevice', 'flopsThroughput'],
  ]);
  const hash = fragmentFor(snapshotOf(inputs), { choices: choicesOf({}), given: new Set(), open: [], linked });
  assert.match(hash, /&f=efficiency\.estimate\+throughput\.flopsThroughput/);
  assert.deepEqual(readFragment(hash).linked, [...linked]);
  assert.deepEqual(readFragment('#d=8&f=nothing.estimate+efficiency.+efficiency.estimate').linked, [['efficiencyPercent', 'estimate']]);
  assert.deepEqual(readFragment('#d=8').linked, []);
});

// Before the global batch, links carried a replica's micro-batches a step (under strong scaling, one replica's alone).
test('a link made before the global batch restores the step it showed, as a global batch', () => {
  assert.equal(readFragment('#d=1024&batch=1&accumulation=8&tensor-parallel=8').inputs.globalBatch, '1024');
  assert.equal(
    readFragment('#d=1024&batch=1&accumulation=2048&tensor-parallel=8&pipeline-parallel=4&batch-scaling=strong').inputs.globalBatch,
    '2048',
  );
  assert.equal(readFragment('#accumulation=2').inputs.globalBatch, String(2 * 256 * 64), 'the defaults: 64 devices, 256 a device');
  assert.equal(readFragment('#d=8&accumulation=2&global-batch=16').inputs.globalBatch, '16', 'a global batch given wins');
  assert.equal(readFragment('#d=8').inputs.globalBatch, undefined);
});
