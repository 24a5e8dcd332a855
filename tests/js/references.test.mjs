// The generators of the reference pages (scripts/docs/): the element's,
// from dist/custom-elements.json and the element's declarations, and the
// API's, cut into a page a theme from TypeDoc's single page. What a newcomer
// could not read (issue 48) is held here: descriptions that only repeated
// their labels, a table cut at 1280 px, methods missing from "On this page".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCalculator } from '../../dist/index.js';
import { declarationsOf, elementOf, elementReference } from '../../scripts/docs/element-reference.mjs';
import { GROUPS, apiPages, pageOf } from '../../scripts/docs/api-reference.mjs';

const root = new URL('../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');
const manifest = JSON.parse(read('dist/custom-elements.json'));
const en = {
  ...JSON.parse(read('web/locales/en/screen.json')),
  ...Object.assign({}, ...Object.values(JSON.parse(read('web/locales/en/panels.json')))),
};

// The element's reference as entries: attribute name → the Markdown of its block.
function entries() {
  const page = elementReference(manifest).split('## Attributes and properties')[1].split('\n## ')[0];
  return Object.fromEntries(
    page
      .split(/^(?=#### )/m)
      .slice(1)
      .map((block) => [block.match(/^#### `([\w-]+)`/)[1], block]),
  );
}

test("every attribute of the element's reference is a block of its own, in a group, not a table row", () => {
  const page = elementReference(manifest).split('## Attributes and properties')[1].split('\n## ')[0];
  assert.doesNotMatch(page, /^\|/m, 'no table, which a narrow column cuts');
  assert.deepEqual(
    Object.keys(entries()).sort(),
    elementOf(manifest)
      .attributes.map((a) => a.name)
      .sort(),
  );
  for (const [name, { group }] of Object.entries(declarationsOf())) assert.ok(group, `${name} has a @group`);
});

test('each attribute is described by a sentence that says more than its label', () => {
  const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  for (const [name, block] of Object.entries(entries())) {
    const description = (block.split('\n\n')[2] ?? '').trim();
    const label = en[camel(name)]?.replace(/ \(\{unit\}\)/, '');
    assert.ok(description.split(' ').length >= 6, `${name}: "${description}" is a sentence`);
    assert.match(description, /[.…]$/, `${name}: "${description}" ends as a sentence`);
    const beyond = label ? description.replace(label, '').split(' ').filter(Boolean).length : Infinity;
    assert.ok(beyond >= 5, `${name}: "${description}" says more than its label "${label}"`);
  }
});

test('an attribute names the property it sets whenever the element has one, and a long union is a list under it', async () => {
  globalThis.HTMLElement ??= class {};
  globalThis.customElements ??= { get: () => undefined, define() {} };
  const { DpScalingCalculator } = await import('../../dist/element.js');
  const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  for (const [name, block] of Object.entries(entries())) {
    const property = camel(name);
    if (Object.getOwnPropertyDescriptor(DpScalingCalculator.prototype, property)?.set)
      assert.match(block, new RegExp(`\\*\\*Property\\*\\* \`${property}\``), `${name} sets ${property}`);
    assert.doesNotMatch(block, /\*\*Type\*\* `[^`]*(\|[^`]*){4}`/, `${name}: a union of more than four options is listed`);
  }
  for (const name of ['result', 'ready', 'updateComplete']) {
    assert.match(
      elementReference(manifest),
      new RegExp(`#### \`${name}\` \\{#[\\w-]+\\}\n\n[^\n]*\\*\\*Type\\*\\* \`[^\`]+\``),
      `${name} has a type`,
    );
  }
});

// TypeDoc's single page, written once for the tests below.
let single;
function typedoc() {
  if (single) return single;
  const out = mkdtempSync(join(tmpdir(), 'dpsc-typedoc-'));
  try {
    execFileSync(
      process.execPath,
      ['node_modules/typedoc/bin/typedoc', '--options', 'scripts/docs/typedoc.json', '--logLevel', 'Warn', '--out', out],
      {
        cwd: root,
        stdio: 'pipe',
      },
    );
    single = readFileSync(join(out, 'index.md'), 'utf8');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  return single;
}

test("every method of the calculator has a section, an h3 that 'On this page' lists, on exactly one of the API's pages", async () => {
  const calc = await loadCalculator();
  const pages = apiPages(typedoc());
  for (const name of Object.keys(calc).filter((key) => typeof calc[key] === 'function')) {
    const on = Object.entries(pages).filter(([key, text]) => key !== 'index' && new RegExp(`^### ${name}\\(\\) \\{#`, 'm').test(text));
    assert.equal(on.length, 1, `${name}() is an h3 on one page (${on.map(([key]) => key).join(', ') || 'none'})`);
    assert.match(pages.index, new RegExp(`\\[\`${name}\\(\\)\`\\]`), `the method index lists ${name}()`);
  }
  for (const group of GROUPS) assert.ok(existsSync(new URL(`docs/reference/${pageOf(group)}.md`, root)), `a page for ${group}`);
});

test("every link of the API's pages leads to an anchor of the page it names", () => {
  const pages = apiPages(typedoc());
  const anchors = (text) => new Set([...text.matchAll(/\{#([\w-]+)\}\s*$|<a id="([\w-]+)"><\/a>/gm)].map((m) => m[1] ?? m[2]));
  const byFile = Object.fromEntries(
    Object.entries(pages)
      .filter(([key]) => key !== 'index')
      .map(([key, text]) => [`${key}.md`, anchors(text)]),
  );
  const dead = [];
  for (const [key, text] of Object.entries(pages)) {
    const here = key === 'index' ? pageOf(GROUPS[0]) : key;
    for (const [, file, id] of text.matchAll(/\]\(([^)#]*)#([\w-]+)\)/g)) {
      const target = file ? new URL(file, `file:///${here}.md`).pathname.slice(1) : `${here}.md`;
      if (!byFile[target]?.has(id)) dead.push(`${key}: ${file}#${id}`);
    }
  }
  assert.deepEqual(dead, []);
});
