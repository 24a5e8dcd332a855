// The first screen reads the panels' descriptors through web/panels/registry.js, and the element's types declare
// the panels' inputs in web/element/index.d.ts; the build writes both from the folders (scripts/build/panels.mjs):
// a folder or an input added, renamed or reordered without a build shows here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { registrySource, descriptors, typesSource } from '../../scripts/build/panels.mjs';

test('web/panels/registry.js is what the panel folders give (npm run build rewrites it)', async () => {
  assert.equal(readFileSync('web/panels/registry.js', 'utf8'), await registrySource());
});

test("the panels' inputs in web/element/index.d.ts are what the descriptors give, docs and groups with them", async () => {
  const text = readFileSync('web/element/index.d.ts', 'utf8');
  assert.equal(text, await typesSource(text));
  // An input's doc lives in its descriptor only: the registry the page loads carries none.
  assert.doesNotMatch(readFileSync('web/panels/registry.js', 'utf8'), /\bdoc:|\bgroup:|\border:/);
});

test('each panel id is written once outside its folder and its texts: in the registry the build writes', async () => {
  // Every file of web/ git knows, but the panel's own folder and the locales (a panel's texts are keyed by its id).
  const files = execFileSync('git', ['ls-files', 'web'], { encoding: 'utf8' }).trim().split('\n');
  for (const { id } of await descriptors()) {
    const named = files.filter(
      (file) =>
        !file.startsWith(`web/panels/${id}/`) &&
        !file.startsWith('web/locales/') &&
        // 'estimator' is also the API's older name of the core's second module (calc.ready), not the panel.
        !(id === 'estimator' && file.startsWith('web/api/')) &&
        new RegExp(`['"\`]${id}['"\`]`).test(readFileSync(file, 'utf8')),
    );
    assert.deepEqual(named, ['web/panels/registry.js'], `'${id}' outside its folder`);
  }
});

test("a panel's folder, and what the panels share, import nothing from web/element/ nor the host's half: a panel sees the element through its host (panel.d.ts)", async () => {
  const files = execFileSync('git', ['ls-files', 'web/panels'], { encoding: 'utf8' }).trim().split('\n');
  const folders = [...(await descriptors()).map(({ id }) => id), 'shared'];
  for (const folder of folders) {
    for (const file of files.filter((f) => f.startsWith(`web/panels/${folder}/`) && /\.(js|ts)$/.test(f))) {
      // Import statements and JSDoc's import() types alike.
      const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:from\s*|import\()\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
      assert.deepEqual(
        specifiers.filter((s) => s.includes('/element/') || s.includes('/host/')),
        [],
        `${file} imports from web/element/ or web/panels/host/`,
      );
    }
  }
});
