// One term per concept and one register per language (web/locales/glossary.json),
// and prose that stands on its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGUAGES } from '../../web/locales/languages.js';
import { flatten, locale, messagesByLanguage } from './support.mjs';

const glossary = locale('glossary');
const locales = messagesByLanguage();

// The words of a message: placeholders become 0, plural/select syntax goes,
// every branch stays (a branch's key is the word before its brace, once the
// placeholders are gone).
const words = (template) =>
  template
    .replace(/\{\s*\w+\s*,\s*(?:plural|select)\s*,/g, ' ')
    .replace(/\{\s*\w+(?:\s*,\s*number\s*,\s*percent)?\s*\}/g, '0')
    .replace(/(?:=[\d.]+|\w+)\s*\{/g, ' ')
    .replace(/[{}]/g, ' ')
    .replace(/#/g, '0');

// A glossary pattern as a whole-word regular expression; "smart case": a
// pattern with a capital letter is case-sensitive.
const pattern = (source) => new RegExp(`(?<![\\p{L}\\p{N}_])(?:${source})(?![\\p{L}\\p{N}_])`, /\p{Lu}/u.test(source) ? 'u' : 'iu');

const messages = (l) => flatten(locales[l]).map(([key, template]) => [key, words(template)]);

// Messages that are read on their own, so they must not open on a pronoun.
const STANDALONE =
  /^(?:q\d+|a\d+|partBody\d+|intro|idealVsActual|disclaimer|model|modelSymbols|modelLimits|estimatorIntro|exampleSummary|memoryWarning)$/;

test('the glossary covers every language, and each chosen term is in use', () => {
  assert.deepEqual(
    Object.keys(glossary)
      .filter((k) => k !== 'about')
      .sort(),
    [...LANGUAGES].sort(),
  );
  for (const l of LANGUAGES) {
    const all = messages(l)
      .map(([, text]) => text)
      .join('\n')
      .toLowerCase();
    for (const [concept, { use }] of Object.entries(glossary[l].terms)) {
      assert.ok(all.includes(use.toLowerCase()), `${l}: "${use}" (${concept}) is not used in any message`);
    }
  }
});

test('no message uses a banned variant of a glossary term', () => {
  for (const l of LANGUAGES) {
    for (const [concept, { use, banned }] of Object.entries(glossary[l].terms)) {
      for (const source of banned) {
        for (const [key, text] of messages(l)) {
          const hit = text.match(pattern(source));
          assert.equal(hit, null, `${l} ${key}: "${hit?.[0]}" where the glossary says "${use}" (${concept})`);
        }
      }
    }
  }
});

test('each language keeps one register', () => {
  for (const l of LANGUAGES) {
    const { use, markers, banned } = glossary[l].register;
    const all = messages(l);
    assert.ok(
      markers.some((m) => all.some(([, text]) => pattern(m).test(text))),
      `${l}: no message is written in the register "${use}"`,
    );
    for (const source of banned) {
      for (const [key, text] of all) {
        const hit = text.match(pattern(source));
        assert.equal(hit, null, `${l} ${key}: "${hit?.[0].trim()}" breaks the register "${use}"`);
      }
    }
  }
});

test('FAQ answers, limits and other standalone paragraphs do not open on a pronoun', () => {
  for (const l of LANGUAGES) {
    // "Yes," stands for "Yes" followed by punctuation: "No device…" is fine.
    const openers = glossary[l].pronounOpeners.map(
      (o) => new RegExp(`^\\P{L}*${o.endsWith(',') ? `${o.slice(0, -1)}\\s*[,.;:!]` : `${o}(?!\\p{L})`}`, 'u'),
    );
    for (const [key, text] of messages(l)) {
      if (!STANDALONE.test(key)) continue;
      const hit = openers.find((o) => o.test(text));
      assert.equal(hit, undefined, `${l} ${key} opens on ${hit}, which points outside the message`);
    }
  }
});

test("FAQ questions do not end on a pronoun that names another question's subject", () => {
  for (const l of LANGUAGES) {
    const end = new RegExp(glossary[l].questionEnd, 'u');
    for (const [key, text] of messages(l)) {
      if (/^q\d+$/.test(key)) assert.doesNotMatch(text, end, `${l} ${key}`);
    }
  }
});

test('a panel named in quotes is named exactly as its heading', () => {
  for (const l of LANGUAGES) {
    const headings = new Set(['whatIf', 'timeCost', 'estimator'].map((k) => locales[l][k]));
    for (const [key, template] of flatten(locales[l])) {
      // A field's label quoted by a placeholder ("“{field}” is empty") names no panel.
      for (const [, name] of template.matchAll(/[“„«]([^”“»{}]*)[”“»]/gu)) {
        assert.ok(headings.has(words(name)), `${l} ${key}: “${name}” is not a panel heading`);
      }
    }
  }
});

// The language-model terms, in each language's chosen form: the glossary
// fixes them (and bans their variants, tested above), and the texts that
// name them use that form.
const LLM_TERMS = {
  en: { token: 'tokens', mfu: 'MFU', peak: 'peak' },
  de: { token: 'Tokens', mfu: 'MFU', peak: 'Spitzenleistung' },
  pt: { token: 'tokens', mfu: 'MFU', peak: 'pico' },
  it: { token: 'token', mfu: 'MFU', peak: 'picco' },
};

test("tokens, MFU and the peak are glossary terms, written in each language's chosen form where the texts name them", () => {
  for (const l of LANGUAGES) {
    const { token, mfu, peak } = LLM_TERMS[l];
    const uses = Object.values(glossary[l].terms).map((t) => t.use);
    for (const term of [token, mfu, peak]) assert.ok(uses.includes(term), `${l}: the glossary has no term "${term}"`);
    const text = locales[l];
    const has = (key, term) => {
      const template = key.split('.').reduce((m, k) => m[k], text);
      assert.match(words(template), pattern(term), `${l} ${key}: "${term}" is the chosen form`);
    };
    for (const key of [
      'tokenTexts.unit',
      'tokenTexts.datasetSamples',
      'tokenTexts.totalSamples',
      'unitTokens',
      'tokensPerSample',
      'errors.above_peak',
    ])
      has(key, token);
    for (const key of ['flopsTitle', 'mfuPercent', 'flopsThroughput', 'mfuNote', 'mfuHigh']) has(key, mfu);
    for (const key of ['peakTflops', 'abovePeak', 'errors.above_peak']) has(key, peak);
  }
});

// The terms the replica, planner and FP8 issues brought in, in each language's
// chosen form (issue 38): the tests above hold each to its use and ban its variants.
const PARALLELISM_TERMS = {
  en: [
    'replica',
    'tensor parallel size',
    'pipeline parallel size',
    'micro-batch',
    'strong scaling',
    'weak scaling',
    'recomputation',
    'scaling factors',
    'shard group',
  ],
  de: [
    'Replikat',
    'Tensorparallelität',
    'Pipeline-Parallelität',
    'Micro-Batch',
    'stark',
    'schwach',
    'Neuberechnung',
    'Skalierungsfaktoren',
    'Shard-Gruppe',
  ],
  pt: [
    'réplica',
    'paralelismo de tensores',
    'paralelismo de pipeline',
    'microlote',
    'escalonamento forte',
    'fraco',
    'recálculo',
    'fatores de escala',
    'grupo de shards',
  ],
  it: [
    'replica',
    'parallelismo tensoriale',
    'parallelismo a pipeline',
    'micro-batch',
    'scalatura forte',
    'debole',
    'ricalcolo',
    'fattori di scala',
    'gruppo di shard',
  ],
};

test('replicas, parallel sizes, micro-batches, strong and weak scaling, recomputation, FP8 scaling factors and shard groups are glossary terms', () => {
  for (const l of LANGUAGES) {
    const uses = Object.values(glossary[l].terms).map((t) => t.use);
    for (const term of PARALLELISM_TERMS[l]) assert.ok(uses.includes(term), `${l}: the glossary has no term "${term}"`);
  }
});

// English words of the field that another language may keep only where its
// glossary lists them (as a term it uses, or among its loanwords): a new
// borrowing has to be chosen there, not slip into one text.
const ENGLISH = [
  'sharding',
  'buckets?',
  'checkpoints?',
  'pipelines?',
  'hooks?',
  'batch(?:es)?',
  'throughput',
  'speedup',
  'tokens?',
  'micro-batch(?:es)?',
  'frameworks?',
  'sockets?',
  'overlap',
  'stragglers?',
  'all-reduce',
  'all-gather',
  'reduce-scatter',
  'presets?',
  'defaults?',
  'links?',
  'backward',
  'forward',
  'peer-to-peer',
  'offload\\p{L}*',
  'kernels?',
  'benchmarks?',
  'cluster',
  'consumer',
  'cloud',
  'attention',
  'layers?',
  'workers?',
  'download',
  'warm-up',
  'overhead',
  'bubble',
  'replicas?',
  'shards?',
  'hidden size',
  'mixture of experts',
  'experts?',
  'transformer',
  'tensor',
  'compute',
  'jobs?',
];

test('another language keeps an English word of the field only where its glossary lists it', () => {
  for (const l of LANGUAGES.filter((language) => language !== 'en')) {
    const allowed = [...Object.values(glossary[l].terms).map((t) => t.use), ...(glossary[l].loanwords ?? [])].map((w) => w.toLowerCase());
    for (const [key, text] of messages(l)) {
      for (const source of ENGLISH) {
        for (const [word] of text.matchAll(new RegExp(pattern(source).source, 'giu'))) {
          assert.ok(allowed.includes(word.toLowerCase()), `${l} ${key}: "${word}" is not in the glossary's terms or loanwords`);
        }
      }
    }
  }
});
