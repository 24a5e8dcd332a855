// The scenario (web/element/scenario.js): texts and choices in, one snapshot
// out, with the real core from dist/ and no DOM.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadCalculator } from '../../../dist/index.js';
import { createScenario } from '../../../web/element/scenario.js';
import { FIELDS, FIELD_IDS, SELECTS } from '../../../web/common/fields.js';
import * as estimator from '../../../web/panels/estimator/index.js';
import * as whatIf from '../../../web/panels/what-if/index.js';
import * as timeCost from '../../../web/panels/time-cost/index.js';

// What the panels' code answers the scenario (web/panels/index.js, createPanels): whether a choice is an option,
// the estimate every panel reads (the estimator's `prepare`), each panel's answers, and the estimator's curve on
// the chart; here the estimator's own answers only with `estimator` (its body built), the others' only with `others`.
const panels = ({ estimator: withEstimator = true, others = true } = {}) => {
  const modules = [...(others ? [whatIf, timeCost] : []), ...(withEstimator ? [estimator] : [])];
  return {
    isChoice: estimator.isChoice,
    answers(calc, question) {
      const asked = { ...question, built: { estimator: withEstimator }, ...estimator.prepare(calc, question, new Map()) };
      return Object.assign({ estimate: asked.estimate, estimatorInput: asked.input }, ...modules.map((m) => m.answers(calc, asked)));
    },
    chart: (calc, s) => estimator.chart(calc, s),
  };
};

let scenario;
before(async () => {
  scenario = createScenario(await loadCalculator());
});

const texts = (changes = {}) => ({ ...Object.fromEntries(FIELD_IDS.map((id) => [id, FIELDS[id].initial ?? ''])), ...changes });
const choices = (changes = {}) => ({ ...Object.fromEntries(Object.entries(SELECTS).map(([id, s]) => [id, s.initial])), ...changes });
// An open estimator panel has its code: the element builds the panel's body only once it is in.
const update = (t = {}, c = {}, locale = 'en', open = {}) =>
  scenario.update({ texts: texts(t), choices: choices(c), locale, open, panels: panels({ estimator: !!open.estimator }) });

test("the defaults give the README's example (64 devices × 2000 samples/s at 90 %) exactly", () => {
  const s = update();
  assert.deepEqual(s.result, { idealThroughput: 128000, actualThroughput: 115200, speedup: 57.6, lostThroughput: 12800 });
  assert.equal(s.state, 'ok');
  assert.equal(s.issues.size, 0);
  assert.deepEqual([s.values.devices, s.values.throughputPerDevice, s.values.efficiencyPercent], [64, 2000, 90]);
});

test('texts are read in the locale: German 2.000 is two thousand, 0,9 is nine tenths', () => {
  const s = update({ throughputPerDevice: '2.000', efficiencyPercent: '87,5 %' }, {}, 'de');
  assert.equal(s.values.throughputPerDevice, 2000);
  assert.equal(s.values.efficiencyPercent, 87.5);
  assert.equal(update({ efficiencyPercent: '0.9' }, {}, 'de').issues.get('efficiencyPercent').code, 'misplaced_separator');
});

test('an empty required field is the empty state, an invalid one the invalid state', () => {
  const empty = update({ devices: '  ' });
  assert.equal(empty.result, null);
  assert.equal(empty.state, 'empty');
  assert.deepEqual(empty.issues.get('devices'), { code: 'empty' });
  const invalid = update({ devices: '64.5' });
  assert.equal(invalid.state, 'invalid');
  assert.equal(invalid.issues.get('devices').code, 'not_integer');
  assert.equal(invalid.chart, null, 'no chart without a result');
});

test("the core's issues go next to the fields they name, with their bounds", () => {
  const s = update({ efficiencyPercent: '150', measuredThroughput: '999999999' });
  assert.deepEqual(s.issues.get('efficiencyPercent'), { code: 'above_maximum', limit: 100 });
  assert.equal(s.implied, null);
  const priced = update({ datasetSamples: '1000', pricePerDeviceHour: '-1' });
  assert.deepEqual(priced.issues.get('pricePerDeviceHour'), { code: 'below_minimum', limit: 0 }, 'a bound of 0 is kept');
});

test("a bound on a field typed in another unit than the API's is given in the field's unit", () => {
  // Activations per sample are typed in GB and passed in bytes; the memory check needs the estimator's options.
  const s = scenario.update({
    texts: texts({ activationBytesPerSample: '2000000' }),
    choices: choices(),
    locale: 'en',
    panels: panels({ others: false }),
  });
  assert.deepEqual(s.issues.get('activationBytesPerSample'), { code: 'above_maximum', limit: 1e6 }, "the bound in GB, the field's unit");
  assert.equal(s.memory, null);
});

test('samples without epochs ask for epochs, as an empty field', () => {
  const s = update({ datasetSamples: '1000', epochs: '' });
  assert.deepEqual(s.issues.get('epochs'), { code: 'empty' });
  assert.equal(s.time, null);
  assert.equal(update({ datasetSamples: '1000' }).time.samples, 1000);
});

test('a job beyond one node without a network says so under the network field', () => {
  const s = update({ interNodeBandwidthGbps: '' });
  assert.deepEqual(s.issues.get('interNodeBandwidthGbps'), { code: 'needs_network', limit: 8 });
  assert.equal(s.estimate, null);
  assert.ok(s.result, 'the main results do not depend on the estimator');
});

test('the what-if answers use the mode of their field', () => {
  const s = update({ targetThroughput: '115200', targetSpeedup: '100' });
  assert.equal(s.forThroughput.devices, 64);
  assert.equal(s.forSpeedup.devices, 112);
});

test('the chart holds the cluster, the ticks and, with the estimator open, the estimated curve', () => {
  const closed = update();
  const { chart } = closed;
  assert.ok(chart.devices.includes(64) && chart.devices.includes(1));
  assert.equal(chart.point.value, 115200);
  assert.equal(chart.actual[chart.devices.indexOf(64)], 115200);
  assert.equal(chart.estimated, null);
  const open = update({}, {}, 'en', { estimator: true });
  assert.equal(open.chart.estimated.length, open.chart.devices.length);
  const oneNode = update({ interNodeBandwidthGbps: '', devices: '8' }, {}, 'en', { estimator: true });
  assert.equal(oneNode.chart.estimated, null, 'no curve where the axis needs a network');
});

test('the hybrid curve has points at whole nodes only, two or more, next to every count of the axis from two nodes on', () => {
  const { chart } = scenario.update({
    texts: texts(),
    choices: choices({ sharding: 'hybrid' }),
    locale: 'en',
    open: { estimator: true },
    panels: panels({ others: false }),
  });
  const drawn = [...chart.devices].filter((d, i) => !Number.isNaN(chart.estimated[i]));
  assert.ok(drawn.length > 5, `${drawn}`);
  for (const d of drawn) assert.ok(d % 8 === 0 && d >= 16, `${d} devices are not two or more whole nodes of 8`);
  for (const d of chart.devices) if (d >= 16) assert.ok(drawn.includes(Math.floor(d / 8) * 8), `no point at the whole nodes below ${d}`);
  assert.ok(!drawn.includes(8) && chart.devices.includes(8), 'one node is on the axis but not on the curve');
});

test('a keystroke reparses only the field that changed', () => {
  const first = update();
  const again = update();
  assert.equal(first.values.parameters, again.values.parameters);
  const changed = update({ devices: '128' });
  assert.equal(changed.values.devices, 128);
  assert.equal(changed.result.actualThroughput, 230400);
});

test("the what-if and time-and-cost answers come with the panels' code: until it is in none is asked", () => {
  const given = { measuredThroughput: '100000', datasetSamples: '1000000' };
  const untiered = scenario.update({ texts: texts(given), choices: choices(), locale: 'en' });
  assert.deepEqual(
    [untiered.implied, untiered.forThroughput, untiered.forSpeedup, untiered.time],
    [undefined, undefined, undefined, undefined],
  );
  const after = update(given);
  assert.equal(after.implied.efficiencyPercent, (100000 / 128000) * 100, 'measured ÷ ideal');
  assert.equal(after.time.samples, 1000000, 'one epoch of a million samples');
});

test("FP8 as the compute precision adds FP8's amax reductions to the estimate; any other precision has none", () => {
  const open = { estimator: true };
  const bf16 = update({}, {}, 'en', open);
  const fp8 = update({}, { computePrecision: 'fp8' }, 'en', open);
  const tf32 = update({}, { computePrecision: 'tf32' }, 'en', open);
  assert.equal(fp8.estimatorInput.computePrecision, 'fp8');
  // The default job (64 devices, 8 a node) ends its one forward pass with an all-reduce across 8 nodes.
  assert.ok(fp8.estimate.exposedSeconds > bf16.estimate.exposedSeconds);
  assert.ok(fp8.estimate.efficiencyPercent < bf16.estimate.efficiencyPercent);
  assert.equal(tf32.estimate.exposedSeconds, bf16.estimate.exposedSeconds);
});
