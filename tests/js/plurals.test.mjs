// Counts and their nouns (issue 50; language review turn 5, S3 and S6): every message of every language that
// holds a plural, filled through the element's own context (createContext, formatMessage) at 0, 1, 2 and 5 of each
// of its counts, in every branch of its selects. A language's nouns come from its own plurals: "# device" against
// "# devices", "# Gerät" against "# Geräte". Then no text says "1 devices" or "5 device", a count whose noun
// changes changes the text between 1 and 2, and no number placeholder outside a plural stands before a plural
// noun ("{devices} devices", which says "1 devices" the day the count is 1).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createContext } from '../../web/element/context.js';
import * as moneyAndTime from '../../web/panels/shared/money-time.js';
import { LANGUAGES } from '../../web/locales/languages.js';
import { flatten, messagesByLanguage } from './support.mjs';

const COUNTS = [0, 1, 2, 5];

// Placeholders outside a plural whose value is never 1, by message and name: the callers pass a constant.
const NEVER_ONE = {
  'modelWrong.checkedDevices': 'the upper edge of the published runs (2,304 devices)',
  'linkedNote.tokens': "a model preset's batch, about 4M tokens (render-links.js, JOB_TOKENS)",
  'followedStatus.tokens': "a model preset's batch, about 4M tokens (render-links.js, JOB_TOKENS)",
};
const WORD = String.raw`[\p{L}][\p{L}-]*`;

/**
 * A template's arguments, nested ones too: { name, type, branches } with each branch's text, as web/i18n/message.js
 * reads them ({name}, {name, number, percent}, {name, plural|select, key {…} …}).
 */
export function argumentsOf(template) {
  const found = [];
  let i = 0;
  const branchText = () => {
    const start = ++i; // after "{"
    for (let depth = 1; depth; i++) depth += template[i] === '{' ? 1 : template[i] === '}' ? -1 : 0;
    return template.slice(start, i - 1);
  };
  const walk = (text) => found.push(...argumentsOf(text));
  while (i < template.length) {
    if (template[i] !== '{') {
      i++;
      continue;
    }
    const head = /^\{\s*(\w+)\s*(?:,\s*(number|plural|select)\s*(?:,\s*(percent)\s*)?)?/.exec(template.slice(i));
    i += head[0].length;
    const [, name, type] = head;
    if (type !== 'plural' && type !== 'select') {
      found.push({ name, type: type ?? 'text' });
      i++; // "}"
      continue;
    }
    i++; // ","
    const branches = {};
    for (;;) {
      const key = /^\s*(=?\w+)\s*(?=\{)/.exec(template.slice(i));
      if (!key) break;
      i += key[0].length;
      branches[key[1]] = branchText();
    }
    i = template.indexOf('}', i) + 1;
    found.push({ name, type, branches });
    for (const text of Object.values(branches)) walk(text);
  }
  return found;
}

// The noun right after a plural's #: "# micro-batches a step" → "micro-batches".
const nounAfterHash = (branch) => new RegExp(`#\\s+(${WORD})`, 'u').exec(branch ?? '')?.[1];

/** A language's nouns that change with their count, from its own plurals: plural form → singular form. */
export function pluralNouns(templates) {
  const nouns = new Map();
  for (const template of templates) {
    for (const { type, branches } of argumentsOf(template)) {
      if (type !== 'plural') continue;
      const one = nounAfterHash(branches['=1'] ?? branches.one);
      const other = nounAfterHash(branches.other);
      if (one && other && one !== other) nouns.set(other, one);
    }
  }
  return nouns;
}

// Every way to fill a template: each select at each of its branches, each number placeholder at `count` in turn
// (the other counts at 5), a plain placeholder as its own name.
function* fillings(template) {
  const args = argumentsOf(template);
  const counts = [...new Set(args.filter((a) => a.type === 'plural').map((a) => a.name))];
  const selects = [...new Map(args.filter((a) => a.type === 'select').map((a) => [a.name, Object.keys(a.branches)])).entries()];
  const base = Object.fromEntries(args.map((a) => [a.name, a.type === 'plural' ? 5 : a.type === 'number' ? 0.5 : `‹${a.name}›`]));
  const combos = selects.reduce((all, [name, keys]) => all.flatMap((c) => keys.map((k) => ({ ...c, [name]: k }))), [{}]);
  for (const combo of combos) {
    for (const name of counts) {
      for (const count of COUNTS) yield { count: name, at: count, values: { ...base, ...combo, [name]: count } };
    }
  }
}

/**
 * The "1 devices" class of errors in one language's messages (`messages`: its table as the element has it), each as
 * "key: what": a plural noun after 1, a singular one after 2 or 5, a count whose noun changes but whose text does
 * not, and a plain placeholder before a plural noun.
 */
export function pluralProblems(language, messages, nounsFrom = messages) {
  const table = Object.fromEntries(flatten(messages));
  const nouns = pluralNouns(Object.values(Object.fromEntries(flatten(nounsFrom))));
  const ctx = createContext({
    text: table,
    language,
    locale: language,
    unit: null,
    currency: 'EUR',
    tokens: false,
    panels: () => moneyAndTime,
  });
  const alternatives = (words) => [...words].sort((a, b) => b.length - a.length).join('|');
  const plural = new RegExp(`(?<![\\d.,])1[\\s\\u00a0](${alternatives(nouns.keys())})(?![\\p{L}-])`, 'u');
  const singular = (n) => new RegExp(`(?<![\\d.,])${n}[\\s\\u00a0](${alternatives(nouns.values())})(?![\\p{L}-])`, 'u');
  const beforeNoun = new RegExp(`\\{\\s*(\\w+)\\s*\\}[\\s\\u00a0](${alternatives(nouns.keys())})(?![\\p{L}-])`, 'gu');
  const problems = new Set();
  for (const [key, template] of Object.entries(table)) {
    // Outside any plural: a number placeholder (or any plain one) before a plural noun.
    const bare = template.replace(/\{\s*\w+\s*,\s*plural\s*,(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}/gu, '');
    for (const loose of bare.matchAll(beforeNoun)) {
      if (!NEVER_ONE[`${key}.${loose[1]}`]) problems.add(`${key}: {${loose[1]}} before "${loose[2]}" outside a plural`);
    }
    if (!template.includes(', plural,')) continue;
    const shown = new Map();
    for (const { count, at, values } of fillings(template)) {
      const text = ctx.message(key, values);
      const same = JSON.stringify({ ...values, [count]: undefined });
      shown.set(`${count}|${at}|${same}`, text);
      if (at === 1 && plural.test(text)) problems.add(`${key}: "${plural.exec(text)[0]}" at ${count} = 1`);
      if ((at === 2 || at === 5) && singular(at).test(text)) problems.add(`${key}: "${singular(at).exec(text)[0]}" at ${count} = ${at}`);
    }
    // A count whose noun changes with it must change its text between 1 and 2 (beyond the figure).
    for (const { name, type, branches } of argumentsOf(template)) {
      if (type !== 'plural' || !nouns.has(nounAfterHash(branches.other))) continue;
      for (const [id, one] of shown) {
        const [count, at, same] = id.split('|');
        if (count !== name || at !== '1') continue;
        const two = shown.get(`${count}|2|${same}`);
        if (two === shown.get(`${count}|5|${same}`)) continue; // this branch does not say the count
        if (one.replace(/(?<![\d.,])1(?![\d.,])/gu, '#') === two.replace(/(?<![\d.,])2(?![\d.,])/gu, '#')) {
          problems.add(`${key}: the same words at ${name} = 1 and 2 ("${one}")`);
        }
      }
    }
  }
  return [...problems];
}

const locales = messagesByLanguage();

test('each language has the nouns of its counts, from its own plurals', () => {
  const expected = {
    en: ['devices', 'samples', 'replicas'],
    de: ['Geräte', 'Samples', 'Replikate'],
    pt: ['dispositivos', 'amostras', 'réplicas'],
    it: ['dispositivi', 'campioni', 'repliche'],
  };
  for (const l of LANGUAGES) {
    const nouns = pluralNouns(flatten(locales[l]).map(([, t]) => t));
    for (const noun of expected[l]) assert.ok(nouns.has(noun), `${l}: ${noun} in ${[...nouns.keys()]}`);
    if (l === 'it') assert.ok(!nouns.has('token') && !nouns.has('micro-batch'), 'Italian keeps "token" and "micro-batch" invariable');
  }
});

test('no message of any language says "1 devices" or "5 device", at 0, 1, 2 and 5 of each count, in every branch', () => {
  const found = Object.fromEntries(LANGUAGES.map((l) => [l, pluralProblems(l, locales[l])]));
  assert.deepEqual(found, Object.fromEntries(LANGUAGES.map((l) => [l, []])));
});

// The check against the texts of the review's turn (commit 4eb8850): each of them is found. (Proof that the test
// can fail: the language review turn 5 found S3 and S6 by hand.)
const TURN_5 = {
  en: {
    estimateDiffers: 'The estimate for {devices} devices is {estimate}; these results use {used}.',
    scalingNote:
      '{scaling, select, strong {Strong scaling: the global batch stays at {batch} samples, so each replica runs {micro} micro-batches a step.} other {Weak scaling: each replica runs {micro} micro-batches a step, and the global batch grows with the replicas.}}',
  },
  de: {
    estimateDiffers: 'Die Schätzung für {devices} Geräte liegt bei {estimate}; diese Ergebnisse verwenden {used}.',
    scalingNote:
      '{scaling, select, strong {Starke Skalierung: Der globale Batch bleibt bei {batch} Samples, also rechnet jedes Replikat {micro} Micro-Batches je Schritt.} other {Schwache Skalierung: Jedes Replikat rechnet {micro} Micro-Batches je Schritt, und der globale Batch wächst mit den Replikaten.}}',
  },
  pt: {
    estimateDiffers: 'A estimativa para {devices} dispositivos é {estimate}; estes resultados usam {used}.',
    scalingNote:
      '{scaling, select, strong {Escalonamento forte: o lote global fica em {batch} amostras, então cada réplica processa {micro} microlotes por passo.} other {Escalonamento fraco: cada réplica processa {micro} microlotes por passo, e o lote global cresce com as réplicas.}}',
  },
  it: {
    estimateDiffers: 'La stima per {devices} dispositivi è {estimate}; questi risultati usano {used}.',
    scalingNote:
      '{scaling, select, strong {Scalatura forte: il batch globale resta di {batch} campioni, quindi ogni replica elabora {micro} micro-batch per passo.} other {Scalatura debole: ogni replica elabora {micro} micro-batch per passo, e il batch globale cresce con le repliche.}}',
  },
};

test("the check finds the review's turn-5 texts: a count typed into the sentence before its noun", () => {
  const found = Object.fromEntries(LANGUAGES.map((l) => [l, pluralProblems(l, TURN_5[l], locales[l])]));
  assert.deepEqual(found.en, [
    'estimateDiffers: {devices} before "devices" outside a plural',
    'scalingNote: {batch} before "samples" outside a plural',
    'scalingNote: {micro} before "micro-batches" outside a plural',
  ]);
  for (const l of ['de', 'pt', 'it'])
    assert.ok(
      found[l].some((p) => p.startsWith('estimateDiffers:')),
      `${l}: ${found[l]}`,
    );
  for (const l of ['de', 'pt', 'it'])
    assert.ok(
      found[l].some((p) => p.startsWith('scalingNote:')),
      `${l}: ${found[l]}`,
    );
});

test('the check finds a plural without its singular, and one whose noun stands outside it', () => {
  const broken = {
    onlyOther: 'Across {n, plural, other {# devices}}.',
    outside: 'Across {n, plural, one {#} other {#}} devices.',
    wrongOne: 'Across {n, plural, one {# devices} other {# devices}}.',
  };
  const found = pluralProblems('en', broken, locales.en);
  for (const key of Object.keys(broken))
    assert.ok(
      found.some((p) => p.startsWith(`${key}:`)),
      `${key}: ${found}`,
    );
});
