// The npm entries carry the core inline, so they must not name the .wasm
// file in the form bundlers treat as an asset (new URL("…", import.meta.url)):
// Vite and webpack would emit an unused copy. The embed bundle fetches the
// file from beside itself and keeps the URL.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const read = (file) => readFileSync(new URL(`../../dist/${file}`, import.meta.url), 'utf8');
const assetUrl = /new URL\(\s*["'][^"']*\.wasm["']\s*,\s*import\.meta\.url\s*\)/;

test('the npm entries name no .wasm asset; the embed bundle does', () => {
  for (const file of ['index.js', 'element.js', 'dp-scaling-calculator.standalone.js']) assert.doesNotMatch(read(file), assetUrl, file);
  assert.match(read('dp-scaling-calculator.js'), assetUrl);
});
