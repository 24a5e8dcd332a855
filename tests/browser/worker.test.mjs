// Every entry of the package in a browser's own worker, where there is no
// DOM and no custom-element registry: it imports without an error and adds
// nothing to the worker's global scope. (tests/js/server-import.test.mjs does
// the same in Node and in a Node worker.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite } from './harness.mjs';

const { browser } = browserSuite({ directory: { '/': 'dist', '/fixtures/': 'tests/browser/fixtures' } });

const ENTRIES = {
  '.': '/index.js',
  './element': '/element.js',
  './embed': '/embed/dp-scaling-calculator.js',
  'the one-file embed': '/dp-scaling-calculator.standalone.js',
};

for (const [entry, path] of Object.entries(ENTRIES)) {
  test(`${entry} imports in a module worker without an error and defines nothing`, async () => {
    const page = await browser.context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${browser.origin}/fixtures/two.html`);
    const result = await page.evaluate(
      (href) =>
        new Promise((resolve, reject) => {
          const worker = new Worker('/fixtures/import-worker.js', { type: 'module' });
          worker.onmessage = ({ data }) => (worker.terminate(), resolve(data));
          worker.onerror = (event) => reject(new Error(event.message));
          worker.postMessage(new URL(href, location.href).href);
        }),
      path,
    );
    assert.deepEqual(result, { error: null, added: [], registry: false });
    assert.deepEqual(errors, []);
    await page.close();
  });
}
