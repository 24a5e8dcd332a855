// The texts are our own: no message shares a run of five words with the
// reference pages the product was specified from (shared/reference/seeds,
// beside the repository, as on every developer's machine and in CI). Words
// are runs of letters and digits, compared without case; a placeholder or
// plural syntax breaks a run, since what fills it is not known here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { LANGUAGES } from '../../web/locales/languages.js';
import { flatten, messagesByLanguage } from './support.mjs';

const RUN = 5;
const SEEDS = new URL('../../../shared/reference/seeds/', import.meta.url);

// Messages that another change rewrites, each with the run it still shares
// (so the list shrinks when the rewrite lands: an entry no longer needed fails).
const PENDING = {};

const words = (text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const runs = (list) => list.slice(0, Math.max(0, list.length - RUN + 1)).map((_, i) => list.slice(i, i + RUN).join(' '));

// A template's pieces of plain text, as message.js reads it (branches of a
// plural or select are text too): a placeholder, the syntax around a branch
// and # end a piece.
function pieces(src) {
  const out = [''];
  let i = 0;
  const take = (re) => {
    const m = re.exec(src.slice(i));
    i += m ? m[0].length : 0;
    return m;
  };
  const text = () => {
    while (i < src.length && src[i] !== '}') {
      const c = src[i++];
      if (c === '{') argument();
      else if (c === '#') out.push('');
      else out[out.length - 1] += c;
    }
  };
  function argument() {
    out.push('');
    const [, type] = take(/^\s*\w+\s*(?:,\s*(\w+)\s*,?)?/);
    if (type === 'plural' || type === 'select') {
      while (take(/^\s*(?:=[\d.]+|\w+)\s*\{/)) {
        text();
        i++; // the branch's }
        out.push('');
      }
    }
    while (i < src.length && src[i++] !== '}');
    out.push('');
  }
  text();
  return out;
}

test(`no message shares a run of ${RUN} words with the reference pages`, (t) => {
  if (!existsSync(SEEDS)) return t.skip(`no reference pages at ${SEEDS.pathname}`);
  const seen = new Map(); // run → the page it is from
  for (const file of readdirSync(SEEDS)) for (const run of runs(words(readFileSync(new URL(file, SEEDS), 'utf8')))) seen.set(run, file);
  assert.ok(seen.size > 1000, 'the reference pages are read');
  const shared = {};
  const locales = messagesByLanguage();
  for (const l of LANGUAGES) {
    for (const [key, template] of flatten(locales[l])) {
      for (const run of pieces(template).flatMap((piece) => runs(words(piece)))) {
        if (seen.has(run)) (shared[`${l} ${key}`] ??= new Set()).add(run);
      }
    }
  }
  for (const [message, found] of Object.entries(shared)) {
    if (PENDING[message] && found.size === 1 && found.has(PENDING[message])) continue;
    assert.fail(`${message} shares "${[...found].join('", "')}" with the reference pages`);
  }
  for (const message of Object.keys(PENDING)) assert.ok(shared[message], `${message} no longer shares a run: drop it from PENDING`);
});

// The reference pages' explanation runs in six headed parts, in one order:
// ideal against actual, the formula, a worked example, limits, questions, a
// disclaimer. The structure is ours when no heading of the Details repeats one
// of theirs, and the parts we share with them come in another order.
const CONCEPTS = {
  ideal: /\bideal/i,
  formula: /f[oó]rmula|formel/i,
  example: /exemplo|esempio|beispiel/i,
  limits: /^(?:limites|limiti|grenzen|limits)$/i,
  faq: /faq|fragen|perguntas|domande/i,
  disclaimer: /haftung|isenção|esclarecimento|avvertenz|disclaimer/i,
};
// Our keys for the parts the reference pages also have (the old headings' keys too, should they return).
const OUR_CONCEPTS = {
  idealVsActualTitle: 'ideal',
  formulaTitle: 'formula',
  exampleTitle: 'example',
  limitsTitle: 'limits',
  partsTitle: 'limits',
  faq: 'faq',
  disclaimer: 'disclaimer',
};

const headingsOf = (text) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && line.length < 45 && !/[.?!:|]$/.test(line) && !line.startsWith('|'));
const conceptOf = (heading) => Object.keys(CONCEPTS).find((c) => CONCEPTS[c].test(heading));

test("the Details' headings and the order of their parts are not the reference pages'", (t) => {
  if (!existsSync(SEEDS)) return t.skip(`no reference pages at ${SEEDS.pathname}`);
  const seedHeadings = readdirSync(SEEDS).flatMap((file) => headingsOf(readFileSync(new URL(file, SEEDS), 'utf8')));
  // The seeds' order of parts, from the page that has all six.
  const orders = readdirSync(SEEDS).map((file) => [
    ...new Set(
      headingsOf(readFileSync(new URL(file, SEEDS), 'utf8'))
        .map(conceptOf)
        .filter(Boolean),
    ),
  ]);
  const theirs = orders.reduce((a, b) => (b.length > a.length ? b : a));
  assert.deepEqual(theirs, ['ideal', 'formula', 'example', 'limits', 'faq', 'disclaimer'], 'the reference pages are read');

  const template = readFileSync(new URL('../../web/element/template.js', import.meta.url), 'utf8');
  const details = template.slice(template.indexOf('details-heading'));
  const keys = [...details.matchAll(/<(?:h[34]|p class="note disclaimer[^"]*")[^>]*data-t="(\w+)"/g)].map((m) => m[1]);
  const ours = keys.map((key) => OUR_CONCEPTS[key]).filter(Boolean);
  assert.ok(ours.length >= 3, `the Details' parts: ${keys.join(', ')}`);
  const shared = theirs.filter((c) => ours.includes(c));
  assert.notDeepEqual(ours, shared, `the Details' parts (${keys.join(', ')}) come in the reference pages' order`);

  const locales = messagesByLanguage();
  const normal = (s) => s.toLowerCase().replace(/\s+/g, ' ').trim();
  const theirHeadings = new Set(seedHeadings.map(normal));
  for (const l of LANGUAGES) {
    for (const key of keys) {
      assert.ok(!theirHeadings.has(normal(locales[l][key])), `${l} ${key} "${locales[l][key]}" is a heading of the reference pages`);
    }
  }
});
