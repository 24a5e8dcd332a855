// Exports (web/panels/host/export.js): pure functions of the snapshot. The URL
// fragment has its own tests (tests/js/unit/url-state.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resultRows, toCsv, toJson, plainText } from '../../../web/panels/host/export.js';
import { createContext } from '../../../web/element/context.js';
import { FIELDS, SELECT_IDS, SELECTS } from '../../../web/common/fields.js';
import { DESCRIPTORS } from '../../../web/panels/registry.js';

// Each panel's code, in the order the element shows them (the build's 'dpsc:panels' does the same from the folders).
const MODULES = await Promise.all(DESCRIPTORS.map(async (d) => ({ id: d.id, ...(await import(`../../../web/panels/${d.id}/index.js`)) })));

// The snapshot's answers under the panel that gives them, as web/panels/index.js files them; the tests below write
// them flat, as the panels read them.
const OWNER = { time: 'time-cost', implied: 'what-if', forThroughput: 'what-if', forSpeedup: 'what-if', layouts: 'layouts' };
for (const key of ['mfu', 'flopsThroughput', 'memory', 'fit', 'fewest', 'defaults']) OWNER[key] = 'estimator';
function place(flat) {
  const panels = Object.fromEntries(DESCRIPTORS.map((d) => [d.id, {}]));
  const rest = {};
  for (const [key, value] of Object.entries(flat)) {
    if (OWNER[key]) panels[OWNER[key]][key] = value;
    else rest[key] = value;
  }
  return { ...rest, panels };
}
const rowsOf = (s, c) => resultRows(place(s), c, MODULES);
const jsonOf = (s, c) => toJson(place(s), c, MODULES);
const textOf = (s, c) => plainText(place(s), c, MODULES);
import { locale } from '../support.mjs';

const en = locale('en');

const ctx = createContext({ text: en, language: 'en', locale: 'en', unit: 'samples/s', currency: 'EUR' });
const snapshot = {
  texts: { devices: '64', throughputPerDevice: '2,000', efficiencyPercent: '90' },
  values: { devices: 64, throughputPerDevice: 2000, efficiencyPercent: 90, epochs: 1 },
  given: new Set(['devices']),
  choices: {},
  result: { idealThroughput: 128000, actualThroughput: 115200, speedup: 57.6, lostThroughput: 12800 },
  time: null,
};

test('CSV rows carry the quantity, its label, the value, the unit and where an input came from', () => {
  const csv = toCsv(rowsOf(snapshot, ctx));
  assert.match(csv, /^quantity,label,value,unit,source\r\ndevices,Devices,64,,given\r\n/);
  assert.match(csv, /\r\nthroughputPerDevice,Throughput per device,2000,samples\/s,default\r\n/);
  assert.match(csv, /\r\nefficiencyPercent,Scaling efficiency \(%\),90,%,default\r\n/);
  assert.match(csv, /\r\nactualThroughput,Actual throughput,115200,samples\/s,result\r\n/);
  // The author's name for the unit stays out of the file (review S18: the files name units the machine's way); a
  // label that looks like a formula is defused.
  const formula = { ...ctx, unit: '=HYPERLINK("x")', text: { ...ctx.text, actual: '=HYPERLINK("y")' } };
  assert.match(toCsv(rowsOf(snapshot, formula)), /\r\nactualThroughput,"'=HYPERLINK\(""y""\)",115200,samples\/s,result\r\n/);
});

test('figures are exported as worked out: no binary tail, and no rounding on a linked estimate', () => {
  const tail = { ...snapshot, result: { ...snapshot.result, lostThroughput: 45675.52000000002, speedup: 57.60000000000001 } };
  const rows = Object.fromEntries(rowsOf(tail, ctx).results.map(([key, value]) => [key, value]));
  assert.equal(rows.lostThroughput, 45675.52);
  assert.equal(rows.speedup, 57.6);
  const linked = { ...tail, linked: new Map([['efficiencyPercent', 'estimate']]) };
  const estimated = Object.fromEntries(rowsOf(linked, ctx).results.map(([key, value]) => [key, value]));
  assert.equal(estimated.lostThroughput, 45675.52, 'the page shows 45,675.52: so does the file');
  assert.equal(estimated.idealThroughput, 128000, 'the ideal does not rest on the estimate');
  assert.match(toCsv(rowsOf(linked, ctx)), /\r\nefficiencyPercent,Scaling efficiency \(%\),90,%,linked\r\n/);
});

test('JSON holds each input and result with its unit and label, and the currency only with costs', () => {
  const plain = JSON.parse(jsonOf(snapshot, ctx));
  assert.deepEqual(plain.inputs.devices, { value: 64, unit: '', label: 'Devices', source: 'given' });
  assert.deepEqual(plain.results.speedup, { value: 57.6, unit: '×', label: 'Speedup' });
  assert.equal(plain.currency, undefined);
  const time = { samples: 1, singleDeviceSeconds: 2, clusterSeconds: 3, singleDeviceCost: 4, clusterCost: 5 };
  const json = JSON.parse(jsonOf({ ...snapshot, values: { ...snapshot.values, datasetSamples: 1, pricePerDeviceHour: 4 }, time }, ctx));
  assert.equal(json.currency, 'EUR');
  assert.deepEqual(json.inputs.pricePerDeviceHour, { value: 4, unit: 'EUR/h', label: 'Price per device-hour', source: 'default' });
  assert.deepEqual(json.results.clusterCost, { value: 5, unit: 'EUR', label: 'Cost on the cluster' });
});

test('tokens are called tokens: the throughput unit, the time panel and the global batch', () => {
  const tokensCtx = createContext({ text: en, language: 'en', locale: 'en', currency: 'EUR', tokens: true });
  const estimate = { efficiencyPercent: 94.2, uncertaintyPercent: 3.04, globalBatch: 512 };
  const tokens = {
    ...snapshot,
    choices: Object.fromEntries(SELECT_IDS.map((id) => [id, id === 'throughputUnit' ? 'tokens' : 'x'])),
    values: { ...snapshot.values, tokensPerSample: 8192, datasetSamples: 1e12 },
    time: { samples: 1e12, singleDeviceSeconds: 2, clusterSeconds: 3 },
    estimate,
    memory: { requiredBytes: 38.4e9, fits: true },
    flopsThroughput: 6480,
  };
  const json = JSON.parse(jsonOf(tokens, tokensCtx));
  assert.equal(json.unit, 'tokens/s');
  assert.equal(json.inputs.throughputUnit.value, 'tokens');
  assert.deepEqual(json.inputs.datasetSamples, { value: 1e12, unit: 'tokens', label: 'Tokens per epoch', source: 'default' });
  assert.deepEqual(json.results.tokens, { value: 1e12, unit: 'tokens', label: 'Tokens to process' });
  assert.equal(json.results.samples, undefined);
  assert.deepEqual(json.results.estimatedEfficiency, { value: 94, unit: '%', label: 'Estimated efficiency' });
  assert.equal(json.results.estimateUncertainty.value, 3);
  assert.equal(json.results.globalBatchTokens.value, 512 * 8192);
  assert.equal(json.results.memoryPerDevice.value, 38.4);
  assert.equal(json.results.throughputAtMfu.unit, 'tokens/s');
  assert.match(toCsv(rowsOf(tokens, tokensCtx)), /\r\nactualThroughput,Actual throughput,115200,tokens\/s,result\r\n/);
});

// A panel's export lists the fields of its descriptor (its rows() reads them from panel.js).
test('every field is a main one or belongs to exactly one panel', () => {
  for (const id of Object.keys(FIELDS)) {
    const holders = DESCRIPTORS.filter((d) => id in d.fields).map((d) => d.id);
    assert.equal(holders.length, FIELDS[id].attribute ? 0 : 1, `${id}: ${holders}`);
  }
});

test('the text copy says the same rows in the language', () => {
  const de = createContext({ text: locale('de'), language: 'de', locale: 'de', unit: 'Samples/s', currency: 'EUR' });
  const text = textOf({ ...snapshot, linked: new Map([['efficiencyPercent', 'estimate']]) }, de);
  assert.match(text, /^Rechner für datenparallele Skalierung\n/);
  assert.match(text, /\nDurchsatz je Gerät: 2\.000 Samples\/s\n/);
  assert.match(text, /\nSkalierungseffizienz \(%\): 90 \(mit dem Schätzer verknüpft\)\n/);
  assert.match(text, /\nSpeedup: 57,6×\n/);
  assert.equal(
    textOf(snapshot, ctx),
    'Data-parallel scaling calculator\nDevices: 64\nThroughput per device: 2,000 samples/s\nScaling efficiency (%): 90\n' +
      'Ideal throughput: 128,000 samples/s\nActual throughput: 115,200 samples/s\nSpeedup: 57.6×\nLost throughput: 12,800 samples/s\n',
  );
});

// Language review S1 and the UX trial: the copy wrote option ids, booleans and English units ("Sharding: none",
// "Does the model fit?: true"). It says what the screen says, in the reader's language.
test('the text copy names choices, answers and units as the screen does, in German', () => {
  const de = locale('de');
  const deCtx = createContext({
    text: de,
    language: 'de',
    locale: 'de',
    unit: 'Tokens/s',
    currency: 'EUR',
    tokens: true,
    panels: () => ({}),
  });
  const choices = Object.fromEntries(SELECT_IDS.map((id) => [id, SELECTS[id].initial]));
  const german = {
    ...snapshot,
    choices: { ...choices, sharding: 'none', optimizer: 'adam-mixed', modelPreset: '', throughputUnit: 'tokens', recomputation: 'full' },
    values: { ...snapshot.values, tokensPerSample: 8192 },
    estimate: { efficiencyPercent: 94.2, uncertaintyPercent: 3.04, globalBatch: 512 },
    memory: { requiredBytes: 38.4e9, availableBytes: 80e9, fits: true },
    flopsThroughput: null,
  };
  const text = textOf(german, deCtx);
  assert.match(text, /\nSharding: DDP\n/);
  assert.match(text, /\nOptimierer: Adam, gemischte Präzision · 16 B\n/);
  assert.match(text, /\nModell: Benutzerdefiniert\n/);
  assert.match(text, /\nNeuberechnung der Aktivierungen: Vollständig \(nur Schichteingaben\)\n/);
  assert.match(text, /\nBeschleuniger: NVIDIA A100 /);
  // Review S1: the estimate with its band in one line, the global batch as the results say it, memory against the
  // device's (which says whether it fits: no yes or no).
  assert.match(text, /\nGeschätzte Effizienz: 94\u00a0% ± 3\n/);
  assert.match(text, /\nGlobaler Batch: 512 Samples je Schritt, 4\.194\.304 Tokens\n/);
  assert.match(text, /\nSpeicher je Gerät: 38,4\sGB \/ 80\sGB\n/);
  assert.doesNotMatch(text, /Passt das Modell|: ja\n|Prozentpunkte/);
  assert.doesNotMatch(text, /: (none|true|false|adam-mixed|zero\d|percentage points|samples|tokens)\n/);
});
