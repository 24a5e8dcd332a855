// One symbol per quantity (web/locales/symbols.json): the table gives no
// symbol two meanings, every symbol a legend defines is in it with the
// table's meaning, in every language, and the formulas use no other.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { LANGUAGES } from '../../web/locales/languages.js';
import { messagesByLanguage } from './support.mjs';
import { symbolsMarkdown } from '../../scripts/docs/symbols.mjs';

const table = JSON.parse(readFileSync(new URL('../../web/locales/symbols.json', import.meta.url), 'utf8'));
const locales = messagesByLanguage();

// Every symbol of the table by name; an entry may name several ("ε_0, ε_1").
const names = (entry) => entry.symbol.split(/,\s*/);
const bySymbol = new Map(table.symbols.flatMap((entry) => names(entry).map((name) => [name, entry])));

// A symbol as the texts write it: one letter, a subscript, a function's arguments.
const SYMBOL = String.raw`[A-Za-zΑ-Ωα-ω](?:_[A-Za-z0-9]+)?(?:\([^)]*\))?`;
// A legend entry starts a text, a sentence or a clause: "k: …", "t, p: …", "R(n, x): …".
const ENTRY = new RegExp(String.raw`(?:^|(?<=[.;]\s))(${SYMBOL}(?:,\s*${SYMBOL})*):\s`, 'gu');

/** The entries of a legend: each symbol it defines, with the text of its definition up to the next entry. */
function legendEntries(text) {
  const starts = [...text.matchAll(ENTRY)];
  return starts.flatMap((match, i) => {
    const definition = text.slice(match.index + match[0].length, starts[i + 1]?.index ?? text.length);
    return match[1].split(/,\s*(?![^(]*\))/).map((written) => ({
      written,
      symbol: written.replace(/\(.*\)$/, ''),
      definition,
      // The first clause: what the definition says the symbol is.
      head: definition.split(/;\s|\.\s|\.$/)[0],
    }));
  });
}

// The legends, each read as one: the Details' formulas, and the estimator's two paragraphs under one block of formulas.
const legends = (l) => [
  ['formulaLegend', locales[l].formulaLegend],
  ['estimator.modelSymbols + modelReplicaSymbols', `${locales[l].modelSymbols} ${locales[l].modelReplicaSymbols}`],
];

/** What is wrong with a legend against the table, one line each; none when it is right. */
function legendProblems(language, text) {
  const problems = [];
  const seen = new Set();
  for (const { symbol, written, head } of legendEntries(text)) {
    const entry = bySymbol.get(symbol);
    if (!entry) {
      problems.push(`${symbol}: not in web/locales/symbols.json`);
      continue;
    }
    if (seen.has(symbol)) problems.push(`${symbol}: defined twice`);
    seen.add(symbol);
    if (entry.args && written !== `${symbol}${entry.args}` && written !== symbol) {
      problems.push(`${written}: the table writes ${symbol}${entry.args}`);
    }
    const term = entry.terms?.[language];
    if (!term) {
      problems.push(`${symbol}: the table has no ${language} term for a symbol a legend defines`);
      continue;
    }
    if (!new RegExp(term, 'iu').test(head)) {
      // The entry whose term the definition opens with, if any: the meaning it gives instead.
      const other = table.symbols
        .filter((e) => e !== entry && e.terms?.[language])
        .map((e) => ({ e, at: head.search(new RegExp(e.terms[language], 'iu')) }))
        .filter(({ at }) => at >= 0)
        .sort((a, b) => a.at - b.at)[0]?.e;
      problems.push(`${symbol}: "${head}" does not say "${term}"` + (other ? `, and reads as ${other.symbol} (${other.quantity})` : ''));
    }
  }
  return problems;
}

test('the symbol table gives no symbol two meanings, and no quantity two symbols', () => {
  const symbols = table.symbols.flatMap(names);
  assert.deepEqual(
    symbols.filter((s, i) => symbols.indexOf(s) !== i),
    [],
    'a symbol listed twice',
  );
  const quantities = table.symbols.map((e) => e.quantity);
  assert.deepEqual(
    quantities.filter((q, i) => quantities.indexOf(q) !== i),
    [],
    'a quantity with two symbols',
  );
  for (const entry of table.symbols) {
    assert.ok(entry.quantity && typeof entry.unit === 'string', `${entry.symbol}: a quantity and a unit`);
    if (entry.terms) assert.deepEqual(Object.keys(entry.terms).sort(), [...LANGUAGES].sort(), `${entry.symbol}: a term in every language`);
  }
});

test('every symbol a legend defines is in the table, once, with its meaning there, in every language', () => {
  const problems = LANGUAGES.flatMap((l) =>
    legends(l).flatMap(([key, text]) => {
      assert.ok(legendEntries(text).length > 5, `${l} ${key}: entries found`);
      return legendProblems(l, text).map((problem) => `${l} ${key}: ${problem}`);
    }),
  );
  assert.deepEqual(problems, []);
});

test('the legend check fails on legends that reuse a symbol or define one the table does not have', () => {
  // The texts of turn 5 (language review, S2): k for accumulation and for nodes, m_r, L for lost throughput.
  const old = {
    symbols: 'k: gradient accumulation steps. B: batch per device. L: layers.',
    replicas:
      'k: nodes a data-parallel group spans; σ: the spread of a node’s step time. m_r: a replica’s micro-batches a step at r replicas.',
    details: 'd: devices. v: throughput per device. L: lost throughput.',
  };
  const problems = legendProblems('en', `${old.symbols} ${old.replicas}`);
  assert.ok(
    problems.some((p) => p.startsWith('k: defined twice')),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => p.startsWith('m_r: not in')),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => p.startsWith('B: "batch per device"')),
    problems.join('\n'),
  );
  assert.ok(
    legendProblems('en', old.details).some((p) => /^L: "lost throughput" does not say "layers", and reads as Δ/.test(p)),
    legendProblems('en', old.details).join('\n'),
  );
});

// The formulas as the element writes them: every name in them is a symbol of the table, or math.
const MATH = /<p class="math">(.*?)<\/p>/gs;
const WORDS = new Set(['min', 'ln', 'DDP', 'ZeRO', 'HSDP']);
// A function's arguments are its own: h(c, u) = min(o × c, u).
const ARGS = new Set(table.symbols.flatMap((e) => (e.args ? e.args.slice(1, -1).split(/,\s*/) : [])));
const formulaSymbols = (source) =>
  [...source.matchAll(MATH)]
    .flatMap(([, math]) => math.replace(/<br>/g, ' ').match(/[A-Za-zΑ-Ωα-ωΔ]+(?:_[A-Za-z0-9]+)?/gu) ?? [])
    .filter((name) => !WORDS.has(name) && !ARGS.has(name))
    // k_1: k_r at one replica.
    .map((name) => name.replace(/_\d+$/, (sub) => (bySymbol.has(name) ? sub : '_r')));

test("the element's formulas use only the table's symbols", () => {
  for (const file of ['web/element/template.js', 'web/panels/estimator/markup.js']) {
    const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
    const used = formulaSymbols(source);
    assert.ok(used.length > 5, `${file}: formulas found`);
    assert.deepEqual([...new Set(used.filter((s) => !bySymbol.has(s)))], [], `${file}: symbols not in web/locales/symbols.json`);
  }
});

test("the site's Symbols table has one row a symbol, from the table", () => {
  const markdown = symbolsMarkdown(table);
  const rows = markdown.split('\n').filter((line) => line.startsWith('| '));
  assert.equal(rows.length, table.symbols.length + 1);
  for (const entry of table.symbols) assert.ok(markdown.includes(entry.quantity), entry.symbol);
});
