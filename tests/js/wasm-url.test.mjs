// The npm entries and their chunks carry the core inline, so they must not
// name a .wasm file in the form bundlers treat as an asset (new URL("…",
// import.meta.url)): Vite and webpack would emit an unused copy. The embed
// fetches both of the core's modules from beside itself and keeps the URLs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readManifest } from '../../scripts/sizes.mjs';

const assetUrl = /new URL\(\s*["'][^"']*\.wasm["']\s*,\s*import\.meta\.url\s*\)/g;
const rows = readManifest().filter((r) => r.file.endsWith('.js'));

test('the npm entries, their chunks and the one-file embed name no .wasm asset; the embed names both modules', () => {
  const inline = rows.filter((r) => r.build === 'npm' || r.build === 'standalone');
  assert.ok(inline.length > 3);
  for (const { file } of inline) assert.doesNotMatch(readFileSync(file, 'utf8'), assetUrl, file);
  const named = rows.filter((r) => r.build === 'embed').flatMap(({ file }) => readFileSync(file, 'utf8').match(assetUrl) ?? []);
  assert.deepEqual(named.map((url) => url.match(/[\w.-]+\.wasm/)[0]).sort(), [
    'dp-scaling-calculator.panels.wasm',
    'dp-scaling-calculator.wasm',
  ]);
});
