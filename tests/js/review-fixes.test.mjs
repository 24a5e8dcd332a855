// The fix-level findings of the third language review
// (shared/reviews/language-review.md), each held where a test can hold it:
// X1, the shard group's condition and message at 8 and 12 devices a group;
// P1, Portuguese contractions in the MFU note's default state; X12, the
// plural of a sequence's tokens; D1, German's word for the hidden size.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadCalculator } from '../../dist/index.js';
import { formatMessage } from '../../web/i18n/message.js';
import { errorMessage } from '../../web/api/messages.js';
import { LANGUAGES } from '../../web/locales/languages.js';
import { issuesOf, messagesByLanguage } from './support.mjs';

// Each language's messages, both halves, as one table (errors apart).
const locales = messagesByLanguage();
let calc;
before(async () => {
  calc = await loadCalculator();
});

// 64 devices in nodes of 8 with a network between them, as hybrid sharding.
const hybrid = {
  devices: 64,
  throughputPerDevice: 40,
  parameters: 1.5e9,
  bytesPerGradient: 2,
  batchPerDevice: 8,
  gradientAccumulation: 1,
  devicesPerNode: 8,
  intraNodeBandwidthGBps: 300,
  interNodeBandwidthGbps: 400,
  sharding: 'hybrid',
};
const issues = (input) =>
  issuesOf(
    () => calc.estimateEfficiency(input),
    ({ field, code, limit }) => ({ field, code, limit }),
  );

test('X1: a shard group of 8 on nodes of 8 is valid; one of 12 is not whole nodes, said on the group and only under hybrid sharding', () => {
  assert.doesNotThrow(() => calc.estimateEfficiency({ ...hybrid, shardGroupSize: 8 }));
  assert.deepEqual(issues({ ...hybrid, shardGroupSize: 12 }), [{ field: 'shardGroupSize', code: 'partial_node', limit: 8 }]);
  assert.doesNotThrow(() => calc.estimateEfficiency({ ...hybrid, sharding: 'zero3', shardGroupSize: 12 }), 'not asked for without hybrid');
});

test('X1: the message names whole nodes and a multiple of the node, never "above" the valid default', () => {
  const expected = {
    en: 'A shard group spans whole nodes: enter a multiple of 8.',
    de: 'Eine Shard-Gruppe umfasst ganze Knoten: Geben Sie ein Vielfaches von 8 ein.',
    pt: 'Um grupo de shards abrange nós inteiros: insira um múltiplo de 8.',
    it: 'Un gruppo di shard comprende nodi interi: inserisci un multiplo di 8.',
  };
  for (const l of LANGUAGES) assert.equal(errorMessage(locales[l], l, 'partial_node', 8), expected[l], l);
});

// The MFU note as the element fills it in the default state (no model, no device chosen), with
// `tokens` a sequence when given, in the element's numbers.
const mfuNote = (l, tokens) =>
  formatMessage(
    locales[l].mfuNote,
    {
      throughput: '2,000 samples/s',
      model: locales[l].thisModel,
      device: locales[l].thisDevice,
      hasSequence: tokens === undefined ? 'no' : 'yes',
      sequence: tokens ?? 0,
      precision: 'BF16',
      mfu: '12%',
      flops: '40',
    },
    { locale: l, number: (n) => new Intl.NumberFormat(l).format(n) },
  );

test('P1: the Portuguese MFU note reads without a missing contraction ("de este", "em este")', () => {
  const note = mfuNote('pt');
  assert.doesNotMatch(note, /\b(?:de|em) (?:este|esta|esse|essa)\b/u, note);
  assert.match(note, /de seu modelo em seu dispositivo/u, note);
});

test('X12: a sequence of 1 token reads "1 token" in every language, and 8,192 tokens in the plural', () => {
  const one = { en: 'at 1 token a sequence', de: 'bei 1 Token je Sequenz', pt: 'sequências de 1 token ', it: 'sequenze di 1 token ' };
  const many = {
    en: 'at 8,192 tokens a sequence',
    de: 'bei 8.192 Tokens je Sequenz',
    pt: 'sequências de 8.192 tokens',
    it: 'sequenze di 8192 token',
  };
  for (const l of LANGUAGES) {
    assert.ok(mfuNote(l, 1).includes(one[l]), `${l}: ${mfuNote(l, 1)}`);
    assert.ok(mfuNote(l, 8192).includes(many[l]), `${l}: ${mfuNote(l, 8192)}`);
    assert.doesNotMatch(mfuNote(l), /\btoken/i, `${l}: no sequence, no tokens: ${mfuNote(l)}`);
  }
});

test('D1: German names the hidden size as the model width, not the hidden layer of an MLP', () => {
  const de = locales.de;
  assert.match(de.hiddenSize, /Modellbreite/);
  assert.doesNotMatch(`${de.hiddenSize} ${locales.de.errors.flops_or_architecture}`, /verborgen/);
});
