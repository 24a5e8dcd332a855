// Every entry of the package imports where pages are rendered on the server
// (Node, as Next.js, Astro, Nuxt, SvelteKit and Docusaurus do) and in a
// worker: no error, and nothing added to the global scope. Where a server
// renderer's DOM shim offers HTMLElement without a custom-element registry,
// nothing is defined either; where it offers a registry (or in a browser),
// the tag is defined once, however many copies of the element load.
// (tests/browser/worker.test.mjs imports each entry in a browser's worker;
// the integration suite builds a Docusaurus site that imports the element
// at a module's top level and renders its pages in Node.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { Worker } from 'node:worker_threads';

const ENTRIES = {
  '.': 'dist/index.js',
  './element': 'dist/element.js',
  './embed': 'dist/embed/dp-scaling-calculator.js',
  'the one-file embed': 'dist/dp-scaling-calculator.standalone.js',
};
const url = (file) => new URL(`../../${file}`, import.meta.url).href;

// Imports `href` and reports the globals it added, or the error it threw.
const probe = (href) => `
  const before = new Set(Object.getOwnPropertyNames(globalThis));
  let error = null;
  try { await import(${JSON.stringify(href)}); } catch (e) { error = String(e); }
  const added = Object.getOwnPropertyNames(globalThis).filter((name) => !before.has(name));
  return { error, added };`;

for (const [entry, file] of Object.entries(ENTRIES)) {
  test(`${entry} imports in Node without an error and defines nothing`, () => {
    const script = `const result = await (async () => {${probe(url(file))}})(); console.log(JSON.stringify(result));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    assert.deepEqual(JSON.parse(out), { error: null, added: [] });
  });

  test(`${entry} imports in a worker without an error and defines nothing`, async () => {
    const script = `import { parentPort } from 'node:worker_threads';
      parentPort.postMessage(await (async () => {${probe(url(file))}})());`;
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(script)}`));
    const result = await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    assert.deepEqual(result, { error: null, added: [] });
  });
}

const ELEMENT_ENTRIES = ['dist/element.js', 'dist/embed/dp-scaling-calculator.js', 'dist/dp-scaling-calculator.standalone.js'];

// Runs `script` as an ES module in a fresh Node and returns what it printed, parsed.
const inNode = (script) => JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));

test('with an HTMLElement but no custom-element registry (a DOM shim), every element entry imports and defines nothing', () => {
  const out = inNode(`
    globalThis.HTMLElement = class {};
    const errors = [];
    for (const href of ${JSON.stringify(ELEMENT_ENTRIES.map(url))}) await import(href).catch((e) => errors.push(String(e)));
    console.log(JSON.stringify({ errors, registry: 'customElements' in globalThis }));`);
  assert.deepEqual(out, { errors: [], registry: false });
});

test('with a custom-element registry, the three element entries define the tag once: the first to load wins', () => {
  const out = inNode(`
    globalThis.HTMLElement = class {};
    const defined = new Map();
    const calls = [];
    globalThis.customElements = {
      get: (name) => defined.get(name),
      define(name, constructor) {
        calls.push(name);
        if (defined.has(name)) throw new Error(name + ' has already been defined');
        defined.set(name, constructor);
      },
    };
    const errors = [];
    const classes = [];
    for (const href of ${JSON.stringify(ELEMENT_ENTRIES.map(url))}) {
      try {
        classes.push((await import(href)).DpScalingCalculator);
      } catch (e) {
        errors.push(String(e));
      }
    }
    console.log(JSON.stringify({ errors, calls, first: defined.get('dp-scaling-calculator') === classes[0], copies: new Set(classes).size }));`);
  assert.deepEqual(out, { errors: [], calls: ['dp-scaling-calculator'], first: true, copies: 3 });
});
