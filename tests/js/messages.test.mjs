// formatMessage and the locale files, straight from web/ (no build needed).
import { test } from 'node:test';
import { errorMessage } from '../../web/api/messages.js';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { formatMessage } from '../../web/i18n/message.js';
import { LANGUAGES } from '../../web/locales/languages.js';
import { FIELDS } from '../../web/common/fields.js';
import { flatten, messagesByLanguage } from './support.mjs';

const locales = messagesByLanguage();

const de = (template, values) => formatMessage(template, values, { locale: 'de' });
const nodes = '{n, plural, one {# node} other {# nodes}}';

// --- the helper ---

test('a plain placeholder takes a string verbatim and a number through the number formatter', () => {
  assert.equal(formatMessage('{a} and {b}', { a: '5 µs', b: 1234.5 }), '5 µs and 1,234.5');
  assert.equal(de('{b}', { b: 1234.5 }), '1.234,5');
  assert.equal(formatMessage('{b}', { b: 2 }, { number: (v) => `<${v}>` }), '<2>');
});

test('plural: one device and many devices in English', () => {
  const devices = '{n, plural, one {# device} other {# devices}}';
  assert.deepEqual(
    [1, 2, 64, 0, 1.5].map((n) => formatMessage(devices, { n })),
    ['1 device', '2 devices', '64 devices', '0 devices', '1.5 devices'],
  );
});

test('plural: German at 1, 0, 2, 1.5 and many', () => {
  const t = '{n, plural, one {# Knoten ist} other {# Knoten sind}} frei, {n, plural, one {# Gerät} other {# Geräte}}';
  assert.equal(de(t, { n: 1 }), '1 Knoten ist frei, 1 Gerät');
  assert.equal(de(t, { n: 0 }), '0 Knoten sind frei, 0 Geräte');
  assert.equal(de(t, { n: 2 }), '2 Knoten sind frei, 2 Geräte');
  assert.equal(de(t, { n: 1.5 }), '1,5 Knoten sind frei, 1,5 Geräte');
  assert.equal(de(t, { n: 1000 }), '1.000 Knoten sind frei, 1.000 Geräte');
});

test('plural: Brazilian Portuguese puts 0 and 1.5 in "one", European Portuguese does not (CLDR)', () => {
  const t = '{n, plural, one {# nó} other {# nós}}';
  const pt = (n, locale) => formatMessage(t, { n }, { locale });
  assert.deepEqual(
    [1, 2, 0, 1.5].map((n) => pt(n, 'pt')),
    ['1 nó', '2 nós', '0 nó', '1,5 nó'],
  );
  assert.deepEqual(
    [1, 2, 0, 1.5].map((n) => pt(n, 'pt-PT')),
    ['1 nó', '2 nós', '0 nós', '1,5 nós'],
  );
  assert.equal(pt(1e6, 'pt'), '1.000.000 nós', '"many" falls back to other');
});

test('plural: Italian at 1, 0, 2, 1.5 and a million', () => {
  const t = '{n, plural, one {# nodo} other {# nodi}}';
  assert.deepEqual(
    [1, 0, 2, 1.5, 1e6].map((n) => formatMessage(t, { n }, { locale: 'it' })),
    ['1 nodo', '0 nodi', '2 nodi', '1,5 nodi', '1.000.000 nodi'],
  );
});

test('plural: an exact =N branch wins over the category', () => {
  const t = '{n, plural, =0 {no node} =1 {a single node} one {# node} other {# nodes}}';
  assert.deepEqual(
    [0, 1, 2].map((n) => formatMessage(t, { n })),
    ['no node', 'a single node', '2 nodes'],
  );
  assert.equal(formatMessage('{n, plural, =1.5 {one and a half} other {#}}', { n: 1.5 }), 'one and a half');
});

test("plural: # uses the element's own number formatter", () => {
  assert.equal(formatMessage(nodes, { n: 12800 }, { number: (v) => v.toFixed(1) }), '12800.0 nodes');
});

test('select picks its branch, else other', () => {
  const t = '{t, select, rdma {over RDMA} tcp {over TCP} other {inside a node}}';
  assert.deepEqual(
    ['rdma', 'tcp', 'nvlink'].map((t_) => formatMessage(t, { t: t_ })),
    ['over RDMA', 'over TCP', 'inside a node'],
  );
});

test('percent comes from Intl in each language: "90%" in en, pt, it and "90 %" in de', () => {
  const t = '{e, number, percent}';
  assert.equal(formatMessage(t, { e: 0.9 }), '90%');
  assert.equal(formatMessage(t, { e: 0.9 }, { locale: 'pt' }), '90%');
  assert.equal(formatMessage(t, { e: 0.9 }, { locale: 'it' }), '90%');
  assert.equal(de(t, { e: 0.9 }), '90\u00a0%');
  assert.equal(formatMessage(t, { e: 0.12345 }), '12.35%');
  assert.equal(de(t, { e: 0.12345 }), '12,35\u00a0%');
});

test('branches hold placeholders, nested plurals and selects, and # of the closest plural', () => {
  const t =
    '{n, plural, one {# node at {bw}} other {# nodes at {bw}, {t, select, tcp {{k, plural, one {# socket} other {# sockets}} each} other {# in all}}}}';
  assert.equal(formatMessage(t, { n: 1, bw: '22.5 GB/s', t: 'tcp', k: 2 }), '1 node at 22.5 GB/s');
  assert.equal(formatMessage(t, { n: 8, bw: '22.5 GB/s', t: 'tcp', k: 1 }), '8 nodes at 22.5 GB/s, 1 socket each');
  assert.equal(formatMessage(t, { n: 8, bw: '22.5 GB/s', t: 'rdma', k: 1 }), '8 nodes at 22.5 GB/s, 8 in all');
});

test('an apostrophe is text, in Italian and Portuguese alike', () => {
  assert.equal(
    formatMessage(
      "l'efficienza all'{e, number, percent}, {n, plural, one {l'unico nodo} other {# nodi dell'anello}}",
      { e: 0.9, n: 1 },
      { locale: 'it' },
    ),
    "l'efficienza all'90%, l'unico nodo",
  );
  assert.equal(formatMessage("caixa-d'água {x} 'entre aspas'", { x: 'ok' }, { locale: 'pt' }), "caixa-d'água ok 'entre aspas'");
});

test('# outside a plural is text; text without placeholders comes back unchanged', () => {
  assert.equal(formatMessage('# 1, #2'), '# 1, #2');
  assert.equal(formatMessage(''), '');
});

test('malformed templates throw', () => {
  const bad = [
    '{',
    '}',
    'a } b',
    '{}',
    '{ }',
    '{n',
    '{n,}',
    '{n, plural}',
    '{n, plural,}',
    '{n, plural, one {x}}',
    '{n, plural, one {x} other {y}',
    '{n, plural, other {x} other {y}}',
    '{n, plural, single {x} other {y}}',
    '{n, plural, other x}',
    '{n, select, a {x}}',
    '{n, number}',
    '{n, number, currency}',
    '{n, date}',
    '{n, plural, one {x {m} other {y}}',
    '{1n}',
    '{n m}',
    '{n, plural, =x {a} other {b}}',
  ];
  for (const template of bad) assert.throws(() => formatMessage(template, { n: 1, m: 1 }), SyntaxError, template);
});

test('a missing, non-finite or wrongly typed value throws', () => {
  assert.throws(() => formatMessage('{x}', {}), TypeError);
  assert.throws(() => formatMessage('{x}', { x: NaN }), TypeError);
  assert.throws(() => formatMessage('{x}', { x: Infinity }), TypeError);
  assert.throws(() => formatMessage('{x}', { x: null }), TypeError);
  assert.throws(() => formatMessage('{x}', { x: {} }), TypeError);
  assert.throws(() => formatMessage(nodes, { n: '1' }), TypeError);
  assert.throws(() => formatMessage('{e, number, percent}', { e: '0.9' }), TypeError);
  assert.throws(() => formatMessage('{n, plural, one {{x}} other {#}}', { n: 1 }), TypeError, 'a missing value in the chosen branch');
});

// --- the locale files ---

// The values the code passes for each key's placeholders: every template
// must format with them in every locale (the tests below).
const errorValues = { limit: 8, example: '12,000.5' };
const unit = { unit: 'GB/s' };
const SAMPLE = {
  chartTitle: { max: 256 },
  legendActual: { efficiency: 0.9 },
  costRatio: { ratio: 57.6 },
  assumptions: {
    linkEfficiency: 0.9,
    overlapFraction: 0.68,
    overlapWindow: 2 / 3,
    latency: '5 µs',
    networkLatency: '10 µs',
    across: 'yes',
    bucketed: 'yes',
    stepOverhead: '5.2 ms',
    perGB: '54 ms/GB',
    busBandwidth: '22.5 GB/s',
    nodes: 8,
    whole: 'no',
    collectives: 96,
    fp8: 'no',
    memoryBandwidth: '3,350 GB/s',
    straggler: '0.7%',
  },
  replicasNote: { replicas: 64, size: 8, tensor: 8, pipeline: 1 },
  scalingNote: { scaling: 'strong', batch: 512 },
  globalBatchNote: { replicas: 32, micro: 64, batch: 1, hasTokens: 'yes', tokenCount: 524288 },
  outsideData: { input: 'interNodeBandwidthGbps', direction: 'below', edge: '25 Gb/s', others: 2 },
  unseenAccelerator: { family: 'amd' },
  unseenNetwork: { family: 'efa' },
  calibrationResult: { local: '1', network: '1.3', fits: 'network', anchor: '79.3%', baseline: 8 },
  relativeToBaseline: { baseline: 8, devices: 16, ratio: '78%', speedup: '1.56' },
  estimatedThere: { estimate: '87% ± 3' },
  summaryEfficiency: { efficiency: '94%' },
  globalBatchTokens: { tokens: 4194304 },
  calibrationFar: { range: '0.5–2' },
  emptyState: { field: 'Devices' },
  invalidState: { field: 'Devices' },
  accumulationCost: { sharding: 'zero3' },
  activationsNote: { perSample: '10.7 GB', batch: '2', recompute: 'full' },
  flopsCount: { count: 'transformer' },
  usedValue: { field: 'Scaling efficiency (%)', value: '94' },
  linkedNote: { source: 'job', tokens: '4M' },
  followedStatus: { field: 'Global batch', source: 'job', tokens: '4M', from: '488', to: '480' },
  convertedStatus: { field: 'Throughput per device', from: '2,000', to: '16,384,000', inTokens: 'yes', tokens: 8192 },
  followedNote: { from: '488', to: '480' },
  estimateDiffers: { devices: 1024, estimate: '94% ± 3', used: '98%' },
  memoryWarning: { need: '112 GB', have: '80 GB' },
  notOnOneDevice: { need: '1,129 GB' },
  layoutApplied: { sharding: 'ZeRO-1', tensor: '8', pipeline: '1', micro: 1, recompute: 'selective' },
  shardingTrade: { sharding: 'zero3' },
  exampleSummary: { devices: 64, speedup: 57.6 },
  modelWrong: { checkedDevices: 2304 },
  modelLimits: {
    intraLinkEfficiency: 0.8,
    rdmaLinkEfficiency: 0.9,
    tcpLinkEfficiency: 0.5,
    overlapFraction: 0.68,
    overlapWindow: 2 / 3,
    intraLatency: '5 µs',
    rdmaLatency: '10 µs',
    tcpLatency: '50 µs',
    stepOverhead: '5.2 ms',
    perGB: '54 ms/GB',
    bucketSize: '25 MB',
    referenceMemory: '900 GB/s',
    straggler: '0.7%',
    uncertaintyCoverage: 0.8,
    uncertaintyBase: 1,
    uncertaintySlope: 0.35,
    calibratedUncertaintyBase: 4.25,
    calibratedUncertaintySlope: 0.06,
    uncertaintyPerNodeDoubling: 0.75,
    uncertaintyPerOutsideDoubling: 3,
  },
  // Every field whose spec names a unit: its label says it ({unit}).
  ...Object.fromEntries(
    Object.keys(FIELDS)
      .filter((id) => FIELDS[id].unit)
      .map((id) => [id, unit]),
  ),
  abovePeak: { needed: '1,520,000', peak: 989.5 },
  mfuNote: {
    throughput: '5,762 tokens/s',
    model: 'Llama 3 8B',
    hasSequence: 'yes',
    sequence: 8192,
    device: 'NVIDIA H100 80 GB',
    precision: 'BF16',
    mfu: '35.6%',
    flops: '352',
  },
  mfuHigh: {
    throughput: '5,762 tokens/s',
    model: 'Llama 3 8B',
    hasSequence: 'no',
    sequence: 0,
    device: 'NVIDIA H100 80 GB',
    precision: 'BF16',
    mfu: '95%',
    flops: '940',
    high: '75%',
  },
};
const valuesFor = (key) => SAMPLE[key] ?? (key.startsWith('errors.') ? errorValues : {});

test('the language list names exactly the message folders, English first, each with its two halves', () => {
  const folders = readdirSync(new URL('../../web/locales/', import.meta.url), { withFileTypes: true }).filter((f) => f.isDirectory());
  assert.deepEqual(folders.map((f) => f.name).sort(), [...LANGUAGES].sort());
  assert.equal(LANGUAGES[0], 'en');
  for (const language of LANGUAGES) {
    assert.deepEqual(
      readdirSync(new URL(`../../web/locales/${language}/`, import.meta.url)).sort(),
      ['panels.json', 'screen.json'],
      language,
    );
  }
});

test('every locale has exactly the English keys, and the FAQ comes in q/a pairs', () => {
  const keys = (l) => flatten(locales[l]).map(([k]) => k);
  for (const l of LANGUAGES) assert.deepEqual(keys(l), keys('en'), l);
  const faq = keys('en').filter((k) => /^[qa]\d+$/.test(k));
  const n = faq.length / 2;
  assert.ok(n >= 3);
  assert.deepEqual(
    faq.sort(),
    Array.from({ length: n }, (_, i) => [`a${i + 1}`, `q${i + 1}`])
      .flat()
      .sort(),
  );
  for (const key of Object.keys(SAMPLE)) assert.ok(key in locales.en, `${key} is a message`);
  assert.ok(locales.en.errors.needs_network);
});

test('a bound is shown as what is enforced, rounded towards the side that passes', () => {
  const message = (code, limit, lang = 'en') => errorMessage(locales[lang], lang, code, limit);
  // 1e-6 Gbit/s is the least a network may have: "at least 0" would refuse what it asks for.
  assert.equal(message('below_minimum', 1e-6), 'Enter at least 0.000001.');
  assert.equal(message('below_minimum', 0.1234567), 'Enter at least 0.123457.');
  assert.equal(message('above_maximum', 1.9779852258205326), 'Enter at most 1.97798.');
  assert.equal(message('above_maximum', 1e7, 'de'), 'Geben Sie höchstens 10.000.000 ein.');
  assert.match(message('above_peak', 1.9779852258205326, 'pt'), /1,97798/);
});

test('every message of every locale formats with its placeholders and leaves no brace unfilled', () => {
  let count = 0;
  for (const l of [...LANGUAGES, 'pt-PT']) {
    const locale = l;
    for (const [key, template] of flatten(locales[l.slice(0, 2)])) {
      let out;
      assert.doesNotThrow(() => (out = formatMessage(template, valuesFor(key), { locale })), `${l} ${key}`);
      assert.doesNotMatch(out, /[{}#]/, `${l} ${key}: ${out}`);
      count++;
    }
  }
  assert.ok(count > 400);
});

test('labels that name a unit show the unit the code passes', () => {
  for (const l of LANGUAGES) {
    for (const key of Object.keys(FIELDS).filter((id) => FIELDS[id].unit)) {
      assert.match(formatMessage(locales[l][key], { unit: 'U-N-I-T' }, { locale: l }), /\(U-N-I-T\)$/, `${l} ${key}`);
    }
  }
});

// Renders a key with its sample values, overriding some.
const render = (l, key, values) => {
  const template = key.split('.').reduce((m, k) => m[k], locales[l]);
  return formatMessage(template, { ...valuesFor(key), ...values }, { locale: l });
};

test('counts read right at 1 and at many in every language', () => {
  const expected = {
    en: [
      '1 node.',
      '8 nodes.',
      'pay for 1 device and get the throughput of 1 device running',
      'pay for 64 devices and get the throughput of 57.6 devices running',
      'to 1 device',
      'to 256 devices',
      'holds 1 device.',
      'holds 8 devices.',
      'up to 1 device.',
      'up to 8 devices.',
    ],
    de: [
      '1 Knoten.',
      '8 Knoten.',
      'wird 1 Gerät; der Durchsatz entspricht dem von 1 allein laufenden Gerät.',
      'werden 64 Geräte; der Durchsatz entspricht dem von 57,6 allein laufenden Geräten.',
      'bis 1 Gerät',
      'bis 256 Geräten',
      'fasst 1 Gerät.',
      'fasst 8 Geräte.',
      'bis zu 1 Gerät nicht',
      'bis zu 8 Geräten nicht',
    ],
    pt: [
      '1 nó.',
      '8 nós.',
      'paga por 1 dispositivo e recebe a vazão de um dispositivo rodando sozinho multiplicada por 1.',
      'paga por 64 dispositivos e recebe a vazão de um dispositivo rodando sozinho multiplicada por 57,6.',
      'a 1 dispositivo',
      'a 256 dispositivos',
      'comporta 1 dispositivo.',
      'comporta 8 dispositivos.',
      'até 1 dispositivo.',
      'até 8 dispositivos.',
    ],
    it: [
      '1 nodo.',
      '8 nodi.',
      'Paghi 1 dispositivo e ottieni il throughput di 1 dispositivo che lavora da solo.',
      'Paghi 64 dispositivi e ottieni il throughput di 57,6 dispositivi che lavorano da soli.',
      'a 1 dispositivo',
      'a 256 dispositivi',
      'contiene 1 dispositivo.',
      'contiene 8 dispositivi.',
      'massimo 1 dispositivo.',
      'massimo 8 dispositivi.',
    ],
  };
  for (const l of LANGUAGES) {
    const [one, many, exOne, exMany, chartOne, chartMany, netOne, netMany, unOne, unMany] = expected[l];
    assert.ok(render(l, 'assumptions', { nodes: 1 }).endsWith(one), `${l}: ${render(l, 'assumptions', { nodes: 1 })}`);
    assert.ok(render(l, 'assumptions', { nodes: 8 }).endsWith(many), l);
    assert.ok(
      render(l, 'exampleSummary', { devices: 1, speedup: 1 }).includes(exOne),
      `${l}: ${render(l, 'exampleSummary', { devices: 1, speedup: 1 })}`,
    );
    assert.ok(render(l, 'exampleSummary', { devices: 64, speedup: 57.6 }).includes(exMany), l);
    assert.ok(render(l, 'chartTitle', { max: 1 }).endsWith(chartOne), l);
    assert.ok(render(l, 'chartTitle', { max: 256 }).endsWith(chartMany), l);
    assert.ok(render(l, 'errors.needs_network', { limit: 1 }).includes(netOne), `${l}: ${render(l, 'errors.needs_network', { limit: 1 })}`);
    assert.ok(render(l, 'errors.needs_network', { limit: 8 }).includes(netMany), l);
    assert.ok(render(l, 'errors.unreachable', { limit: 1 }).includes(unOne), `${l}: ${render(l, 'errors.unreachable', { limit: 1 })}`);
    assert.ok(render(l, 'errors.unreachable', { limit: 8 }).includes(unMany), l);
  }
});

// A count of 1 next to a plural noun, or of 2 or more next to a singular one.
const WRONG_AGREEMENT = {
  en: /\b1 (devices|nodes)\b|\b(2|8|64) (device|node)\b/,
  de: /\b1 (Geräte|Geräten)\b|\b(2|8|64) Gerät\b/,
  pt: /\b1 (dispositivos|nós)(?![\p{L}])|\b(2|8|64) (dispositivo|nó)(?![\p{L}])/u,
  it: /\b1 (dispositivi|nodi)\b|\b(2|8|64) (dispositivo|nodo)\b/,
};

test('no message shows "1 nodes" or "8 device" for any count placeholder', () => {
  for (const l of LANGUAGES) {
    for (const [key, template] of flatten(locales[l])) {
      const names = Object.keys(valuesFor(key)).filter((name) => typeof valuesFor(key)[name] === 'number');
      for (const n of [1, 2, 8, 64]) {
        const out = formatMessage(template, { ...valuesFor(key), ...Object.fromEntries(names.map((k) => [k, n])) }, { locale: l });
        assert.doesNotMatch(out, WRONG_AGREEMENT[l], `${l} ${key} at ${n}: ${out}`);
      }
    }
  }
});

test('no percent sign, unit symbol or thousands abbreviation is typed into a message', () => {
  const typed = /%|\bG(B|bit)\b|\d\s?B\b|[µμ]s\b|\d\s?(K|k|M|Mio|mil|Mrd)\b/;
  for (const l of LANGUAGES) {
    for (const [key, template] of flatten(locales[l])) {
      if (key === 'unit') continue; // the default throughput unit is itself a unit name
      assert.doesNotMatch(template, typed, `${l} ${key}: ${template}`);
    }
  }
});

test('the defaults of the model arrive as placeholders, never as typed numbers', () => {
  // The band's coefficients too; 100 − E is the band's formula itself, FP8 a group's name.
  for (const l of LANGUAGES) {
    assert.doesNotMatch(
      locales[l].modelLimits
        .replace(/\{[^}]*\}/g, '')
        .replaceAll('100 − E', '')
        .replaceAll('FP8', ''),
      /\d/,
      l,
    );
    // Where the model was checked comes from the core's ranges (validated_ranges.hpp), not a typed count.
    assert.match(locales[l].modelWrong, /\{checkedDevices\b/, l);
  }
});

test('the percent and plural forms render the documented English sentences', () => {
  assert.equal(render('en', 'legendActual', { efficiency: 0.9 }), 'Actual at 90%');
  assert.equal(render('de', 'legendActual', { efficiency: 0.9 }), 'Tatsächlich bei 90\u00a0%');
  assert.equal(render('it', 'legendActual', { efficiency: 0.9 }), 'Effettivo con E = 90%');
  assert.equal(
    render('en', 'assumptions', {}),
    "Used: link efficiency 0.9, overlap o = 0.68 within w = 0.67 of compute, α 5 µs and α_net 10 µs per ring step, 96 collectives a step, overhead 5.2 ms + 54 ms/GB at a memory bandwidth of 3,350 GB/s + the slowest node's wait of 0.7% of the compute × √(2 ln nodes), bus bandwidth 22.5 GB/s, 8 nodes.",
  );
  // Inside one node, α alone; without buckets, no c_G (the review's X7).
  assert.match(render('en', 'assumptions', { across: 'no' }), /, α 5 µs per ring step, /);
  assert.match(
    render('en', 'assumptions', { bucketed: 'no' }),
    /, overhead 5\.2 ms \+ the slowest node's wait of 0\.7% of the compute × √\(2 ln nodes\), /,
  );
  // Without the layers, a sharded step is one collective (HSDP: one in each group and one across), and "Used:" says why.
  assert.match(render('en', 'assumptions', { whole: 'zero3' }), /, one collective for the whole step, as the layers are not given, /);
  assert.match(
    render('en', 'assumptions', { whole: 'hybrid' }),
    /, one collective in each group and one across groups, as the layers are not given, /,
  );
  assert.match(render('en', 'assumptions', { collectives: 1 }), /, 1 collective a step, /);
  assert.match(
    render('en', 'assumptions', { fp8: 'yes' }),
    /, 96 collectives a step, among them an FP8 amax all-reduce after each forward pass, overhead /,
  );
  for (const l of LANGUAGES) {
    const variants = [{}, { whole: 'zero3' }, { whole: 'hybrid' }, { across: 'no' }, { bucketed: 'no' }, { fp8: 'yes' }].map((v) =>
      render(l, 'assumptions', v),
    );
    assert.equal(new Set(variants).size, variants.length, `${l}: each branch says something of its own`);
  }
});

test("Italian puts no article before a placeholder: il 75 % but l'80 %, del 9 % but dell'8 %", () => {
  // The article of a number depends on how it is read aloud, which a template cannot know.
  const article =
    /(?<![\p{L}'])(?:il|lo|la|i|gli|le|al|allo|alla|ai|agli|alle|del|dello|della|dei|degli|delle|dal|dallo|dalla|dai|nel|nello|nella|nei|sul|sullo|sulla|sui|col)\s+\{|(?<![\p{L}])(?:l|all|dell|dall|nell|sull)'\{/iu;
  for (const [key, template] of flatten(locales.it)) assert.doesNotMatch(template, article, `it ${key}`);
  assert.match('Effettivo al {efficiency, number, percent}', article, 'the test sees "al {…}"');
  assert.match("una MFU dell'{mfu}", article, 'and "dell\'{…}"');
});

test('the example of a number shows a group separator and a decimal sign in every language', () => {
  for (const l of LANGUAGES) {
    const text = errorMessage(locales[l], l, 'misplaced_separator');
    assert.match(text, /12[.,\u00a0\u202f]000[.,]5/, `${l}: ${text}`);
  }
});
