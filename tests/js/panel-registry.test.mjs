// The first screen reads the panels' descriptors through web/panels/registry.js, which the build writes from the
// folders (scripts/build/panels.mjs): a folder added, renamed or reordered without a build shows here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { registrySource, descriptors } from '../../scripts/build/panels.mjs';

test('web/panels/registry.js is what the panel folders give (npm run build rewrites it)', async () => {
  assert.equal(readFileSync('web/panels/registry.js', 'utf8'), await registrySource());
});

test('each panel id is written once outside its folder: in the registry the build writes', async () => {
  for (const { id } of await descriptors()) {
    const places = ['web/element/panels.js', 'web/element/template.js', 'web/panels/index.js', 'web/element/index.d.ts'];
    for (const file of places) assert.doesNotMatch(readFileSync(file, 'utf8'), new RegExp(`'${id}'`), `${file} names '${id}'`);
  }
});
