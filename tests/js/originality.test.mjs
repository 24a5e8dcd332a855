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
