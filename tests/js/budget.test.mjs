// The size budget of the embed bundle, checked without a browser. A page
// downloads more than the bundle: the whole first view (every file fetched
// before the first results) is held to a ceiling, and its goal reported, in
// tests/browser/first-view.test.mjs, and measured by `npm run bench`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { measure } from '../../scripts/sizes.mjs';

const CORE_MODULES = ['dp-scaling-calculator.wasm', 'dp-scaling-calculator.estimator.wasm'];

const BUDGET = 25_000; // bytes, gzip -9: "25 KB", read strictly

test(`the embed bundle is at most ${BUDGET} bytes gzipped`, () => {
  const { raw, gzip } = measure('dist/dp-scaling-calculator.js');
  console.log(`dist/dp-scaling-calculator.js: ${raw} bytes raw, ${gzip} bytes gzip -9 (budget ${BUDGET})`);
  assert.ok(gzip <= BUDGET, `${gzip} bytes gzip exceeds the budget of ${BUDGET}`);
});

test("the language modules, the element's second tier and the core's two wasm modules ship beside it", () => {
  for (const file of [
    'dp-scaling-calculator.wasm',
    'dp-scaling-calculator.estimator.wasm',
    'dp-scaling-calculator.estimator-api.js',
    'dp-scaling-calculator.estimator.js',
    'dp-scaling-calculator.later.js',
    'dp-scaling-calculator.en.later.js',
    'dp-scaling-calculator.de.js',
    'dp-scaling-calculator.de.later.js',
    'dp-scaling-calculator.pt.js',
    'dp-scaling-calculator.pt.later.js',
    'dp-scaling-calculator.it.js',
    'dp-scaling-calculator.it.later.js',
  ]) {
    assert.ok(measure(`dist/${file}`).raw > 0, file);
  }
});

test("the estimator's module holds its own code only: no import, no copy of the element's formatting or messages", () => {
  const chunk = readFileSync('dist/dp-scaling-calculator.estimator.js', 'utf8');
  assert.doesNotMatch(chunk, /\bimport\s*[({"'\w]/, 'it loads nothing itself');
  // A module the element holds too would come with state of its own (a second formatter cache, a second copy of English).
  for (const marker of ['Intl.', 'customElements', '"title"', 'NumberFormat']) assert.ok(!chunk.includes(marker), `it holds ${marker}`);
  assert.match(chunk, /export\s*\{/, 'it is a module with exports');
});

test("each bundle holds one glue, which instantiates both of the core's modules", () => {
  // Every glue holds this prefix once (its test for a wasm inlined as a data: URL).
  const glues = (file) => readFileSync(`dist/${file}`, 'utf8').split('data:application/octet-stream').length - 1;
  for (const file of ['dp-scaling-calculator.js', 'dp-scaling-calculator.standalone.js', 'index.js']) assert.equal(glues(file), 1, file);
  const bundle = readFileSync('dist/dp-scaling-calculator.js', 'utf8');
  for (const file of CORE_MODULES) assert.ok(bundle.includes(file), `the embed bundle names ${file}`);
  // The modules import the same functions and export the same names: one glue serves both.
  const shape = (file) => {
    const module = new WebAssembly.Module(readFileSync(`dist/${file}`));
    return JSON.stringify([WebAssembly.Module.imports(module), WebAssembly.Module.exports(module)]);
  };
  assert.equal(shape(CORE_MODULES[0]), shape(CORE_MODULES[1]));
});
