// Exports (web/panels/shared/export.js): pure functions of the snapshot. The URL
// fragment has its own tests (tests/js/unit/url-state.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resultRows, toCsv, toJson, plainText } from '../../../web/panels/shared/export.js';
import { createContext } from '../../../web/element/context.js';
import { locale } from '../support.mjs';

const en = locale('en');

const ctx = createContext({ text: en, language: 'en', locale: 'en', unit: 'samples/s', currency: 'EUR' });
const snapshot = {
  texts: { devices: '64', throughput: '2,000', efficiency: '90' },
  values: { devices: 64, throughput: 2000, efficiency: 90, epochs: 1 },
  result: { idealThroughput: 128000, actualThroughput: 115200, speedup: 57.6, lostThroughput: 12800 },
  time: null,
};

test('CSV holds plain numbers and defuses cells a spreadsheet would run', () => {
  const csv = toCsv(resultRows(snapshot, { ...ctx, unit: '=HYPERLINK("x")' }));
  assert.match(csv, /^quantity,value,unit\r\ndevices,64,\r\n/);
  assert.match(csv, /actualThroughput,115200,"'=HYPERLINK\(""x""\)"\r\n/);
});

test('JSON holds inputs and results as numbers, and the currency only with costs', () => {
  const plain = JSON.parse(toJson(snapshot, ctx));
  assert.deepEqual(plain.inputs, { devices: 64, throughputPerDevice: 2000, efficiencyPercent: 90 });
  assert.equal(plain.results.speedup, 57.6);
  assert.equal(plain.currency, undefined);
  const priced = { ...snapshot, time: { samples: 1, singleDeviceSeconds: 2, clusterSeconds: 3, singleDeviceCost: 4, clusterCost: 5 } };
  const json = JSON.parse(toJson(priced, ctx));
  assert.equal(json.currency, 'EUR');
  assert.equal(json.results.clusterCost, 5);
});

test('a throughput in tokens says so, with its sequence length, in the unit of every throughput', () => {
  const tokensCtx = createContext({ text: en, language: 'en', locale: 'en', currency: 'EUR', tokens: true });
  const tokens = {
    ...snapshot,
    choices: { sharding: 'none', throughputUnit: 'tokens' },
    values: { ...snapshot.values, tokensPerSample: 8192 },
  };
  const json = JSON.parse(toJson(tokens, tokensCtx));
  assert.equal(json.unit, 'tokens/s');
  assert.equal(json.inputs.throughputUnit, 'tokens');
  assert.equal(json.inputs.tokensPerSample, 8192);
  assert.match(toCsv(resultRows(tokens, tokensCtx)), /\r\nactualThroughput,115200,tokens\/s\r\n/);
  assert.equal(JSON.parse(toJson(snapshot, ctx)).inputs.throughputUnit, undefined, 'samples, the default, is left out');
});

test('the text copy shows the inputs as typed and the results in the language', () => {
  assert.equal(
    plainText(snapshot, ctx),
    'Data-parallel scaling calculator\nDevices: 64\nThroughput per device: 2,000 samples/s\nScaling efficiency (%): 90\n' +
      'Ideal throughput: 128,000 samples/s\nActual throughput: 115,200 samples/s\nSpeedup: 57.6×\nLost throughput: 12,800 samples/s\n',
  );
});
