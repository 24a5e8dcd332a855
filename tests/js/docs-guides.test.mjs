// The user guides as a newcomer reads them (issue 48, shared/reviews/newcomer.md): numbered steps
// with an expected result, the npm install said as what it is, maintainer material folded away,
// one figure per fact, links instead of "above" for what is on another page, and a glossary whose
// words are linked from their first use and agree with what the calculator computes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { docsPages, docsText, readDoc, readSource } from '../docs-text.mjs';
import { SHARDINGS } from '../../web/panels/estimator/options.js';
import { SELECTS } from '../../web/common/fields.js';
import { PUBLIC_NAMES } from '../../web/element/attributes.js';

const GUIDES = [
  'docs/index.md',
  'docs/guide/what-it-answers.md',
  'docs/guide/getting-started.md',
  'docs/guide/embed.md',
  ...readdirSync(new URL('../../docs/guide/embed/', import.meta.url)).map((name) => `docs/guide/embed/${name}`),
  'docs/guide/npm.md',
  'docs/guide/language-models.md',
  'docs/guide/glossary.md',
];

/** A page without its collapsible `::: details` blocks and HTML comments: what a reader sees unfolded. */
const unfolded = (text) => text.replace(/^::: details[\s\S]*?^:::$/gm, '').replace(/<!--[\s\S]*?-->/g, '');

test('getting started is numbered steps, each with what you should now see, and no full calculator among them', () => {
  const text = readDoc('docs/guide/getting-started.md');
  const steps = [...text.matchAll(/^## (\d+)\. (.+)$/gm)];
  assert.deepEqual(
    steps.map((m) => Number(m[1])),
    [1, 2, 3, 4],
    'steps 1 to 4',
  );
  const afterSteps = text.indexOf('\n## ', text.indexOf('## 4.') + 1);
  const stepsText = text.slice(text.indexOf('## 1.'), afterSteps);
  const outsideCode = (part) => part.replace(/^```[\s\S]*?^```$/gm, '');
  assert.doesNotMatch(outsideCode(stepsText), /<dp-scaling-calculator/, 'no live calculator among the steps');
  for (const [i, m] of steps.entries()) {
    const end = i + 1 < steps.length ? steps[i + 1].index : afterSteps;
    if (m[1] !== '3') assert.match(text.slice(m.index, end), /You should now/, `step ${m[1]} says what you should now see`);
  }
  assert.match(stepsText, /\[Install\]\(\/guide\/install\)/, 'step 1 links the install page');
  // The one live calculator after the steps is the compact one.
  const live = outsideCode(text.slice(afterSteps)).match(/<dp-scaling-calculator[^>]*>/g) ?? [];
  assert.equal(live.length, 1, 'one calculator after the steps');
  assert.match(live[0], /view="compact"/);
});

test('the README opens with its two commands, then says what the project is', () => {
  const readme = readSource('README.md');
  assert.match(
    readme,
    /^# dp-scaling-calculator\n\n```sh\nnpm start {3}# [^\n]+\nnpm test {4}# [^\n]+\n```\n\nA data-parallel scaling calculator /,
  );
});

test('no page presents `npm install dp-scaling-calculator` as working before it is published', () => {
  for (const page of ['README.md', ...docsPages()]) {
    const text = readDoc(page);
    for (const m of text.matchAll(/npm install dp-scaling-calculator(?![-.\w/])/g)) {
      const around = text.slice(Math.max(0, m.index - 300), m.index + 300);
      assert.match(
        around,
        /(?:once|when) (?:it is |the package is )?published|not (?:on the npm registry|published)/i,
        `${page}: "${around.trim()}"`,
      );
    }
  }
  const npm = readDoc('docs/guide/npm.md');
  assert.ok(npm.indexOf('/guide/install') < npm.indexOf('```'), 'From npm links Install before its first code');
});

test('From npm says that the API and the attributes name two inputs differently', () => {
  const flat = readDoc('docs/guide/npm.md').replace(/\s+/g, ' ');
  assert.ok(flat.includes("API's `throughputPerDevice` and `efficiencyPercent` are the element's `throughput` and `efficiency`"));
  assert.equal(PUBLIC_NAMES.throughputPerDevice, 'throughput');
  assert.equal(PUBLIC_NAMES.efficiencyPercent, 'efficiency');
});

test('the user guides keep test paths and scripts in collapsible details, out of the way', () => {
  for (const page of GUIDES) {
    const seen = unfolded(readSource(page));
    const hit = seen.match(/`(?:tests\/|node scripts\/|scripts\/)[^`]*`/);
    assert.equal(hit, null, `${page}: ${hit?.[0]} outside a ::: details block`);
  }
});

test('"Three ways to use it" is said once, in Getting started', () => {
  for (const page of ['README.md', ...docsPages()]) assert.doesNotMatch(readSource(page), /Three ways to use it/i, page);
  assert.match(readSource('docs/guide/getting-started.md'), /^## Other ways to use it$/m);
});

test('the Llama 3 8B scenario is one job, with one throughput, wherever the docs show it', () => {
  const text = docsText();
  const tags = text.match(/<dp-scaling-calculator [^>]*model-preset="Llama 3 8B"[^>]*>/g) ?? [];
  assert.ok(tags.length >= 2, 'the embed page and the language-models page show it');
  const throughputs = new Set(tags.map((tag) => tag.match(/ throughput="(\d+)"/)?.[1]));
  assert.deepEqual([...throughputs], ['6480'], 'one throughput per device, the one at 40 % MFU the README test checks');
  // The same job everywhere, not only the same throughput: every attribute alike.
  const attributes = (tag) => JSON.stringify([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`).sort());
  assert.equal(new Set(tags.map(attributes)).size, 1, tags.join('\n'));
  assert.doesNotMatch(text, /5,?762/, "torchtitan's 5,762 is not this scenario's figure");
});

test('no guide types a count of the published runs: the accuracy page writes them', () => {
  for (const page of ['README.md', ...GUIDES]) {
    const hit = readDoc(page).match(/\b\d[\d,]* (?:published runs|validation rows|runs it was (?:checked|fitted))/);
    assert.equal(hit, null, `${page}: "${hit?.[0]}"`);
  }
});

test('what is on another page is linked, not "above" or "below"', () => {
  // The references the newcomer found pointing at other pages, each now a link.
  const stale = [
    ['docs/benchmarks.md', /advised above/],
    ['docs/contributing.md', /embedding guide above/],
    ['docs/estimator/how-it-works.md', /as the element above/],
    ['docs/guide/npm.md', /documentation sites above/],
  ];
  for (const [page, phrase] of stale) assert.doesNotMatch(readSource(page), phrase, page);
});

test('no code block in a language VitePress does not load', () => {
  for (const page of ['README.md', ...docsPages()]) assert.doesNotMatch(readSource(page), /^```go-html-template/m, page);
});

// --- The glossary.

const glossary = readSource('docs/guide/glossary.md');
const anchors = [...glossary.matchAll(/^## .* \{#([\w-]+)\}$/gm)].map((m) => m[1]);

test('the glossary defines each term the review asked for, each with an anchor', () => {
  for (const id of [
    'alpha-beta',
    'zero',
    'fsdp',
    'hsdp',
    'replica',
    'mfu',
    'efficiency',
    'global-batch',
    'micro-batch',
    'weak-strong-scaling',
    'mae',
    'leave-one-source-out',
    'band',
  ]) {
    assert.ok(anchors.includes(id), `an entry {#${id}}`);
  }
});

test('every link into the glossary lands on an entry, and every entry is linked from a page that uses it', () => {
  const linked = new Set();
  for (const page of ['README.md', ...docsPages()]) {
    for (const [, id] of readSource(page).matchAll(/\/guide\/glossary#([\w-]+)\)/g)) {
      assert.ok(anchors.includes(id), `${page}: /guide/glossary#${id} has no entry`);
      linked.add(id);
    }
  }
  for (const id of anchors) assert.ok(linked.has(id), `the glossary's #${id} is linked from some page`);
});

test("the glossary's definitions agree with the calculator: sharding names, the default scaling, the MFU figures", () => {
  const entry = (id) => glossary.slice(glossary.indexOf(`{#${id}}`)).split(/^## /m)[0];
  const named = { ddp: 'DDP', fsdp: 'ZeRO-3 / FSDP', hsdp: 'HSDP' };
  for (const [id, name] of Object.entries(named)) {
    const sharding = entry(id).match(/`sharding="(\w+)"`/)?.[1];
    assert.equal(SHARDINGS.find((s) => s.id === sharding)?.name, name, `#${id} names the calculator's option for ${name}`);
  }
  assert.match(entry('weak-strong-scaling'), /Weak scaling is the estimator's default/);
  assert.equal(SELECTS.batchScaling.initial, 'weak');
  // The MFU the glossary quotes is the one the embed page quotes.
  const mfu = entry('mfu').match(/PaLM reports [\d.]+ %, Llama 3 [\d–]+ %/)?.[0];
  assert.ok(mfu && readDoc('docs/guide/embed.md').includes(mfu), mfu);
});
