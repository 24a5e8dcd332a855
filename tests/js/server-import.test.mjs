// Every entry of the package imports where pages are rendered on the server
// (Node, as Next.js, Astro, Nuxt, SvelteKit and Docusaurus do) and in a
// worker: no error, and nothing added to the global scope.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { Worker } from 'node:worker_threads';

const ENTRIES = {
  '.': 'dist/index.js',
  './element': 'dist/element.js',
  './embed': 'dist/dp-scaling-calculator.js',
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
