// What the build ships, from its one list of files (dist/manifest.json):
// the size of every language's first view, the one folder an embedder
// copies, no module shipped twice, and one glue for both of the core's
// modules. tests/browser/first-view.test.mjs checks in Chromium that a page
// fetches exactly these files before its first results; `npm run bench`
// measures them too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { embedFiles, firstView, readManifest, FIRST_VIEW_GOAL, FIRST_VIEW_CEILING } from '../../scripts/sizes.mjs';
import { LANGUAGES } from '../../web/locales/languages.js';

const GOAL = FIRST_VIEW_GOAL;
const CEILING = FIRST_VIEW_CEILING;
const EMBED_FILES = 10;

const rows = readManifest();

for (const language of LANGUAGES) {
  const limit = language === 'en' ? GOAL : CEILING;
  test(`a page in ${language} fetches at most ${limit} bytes gzipped before its first results`, () => {
    const files = firstView(language, rows);
    const gzip = files.reduce((n, r) => n + r.gzip, 0);
    console.log(`first view, ${language}: ${files.map((r) => `${r.file} ${r.gzip}`).join(' + ')} = ${gzip} bytes gzip -9`);
    assert.equal(
      files.length,
      language === 'en' ? 2 : 3,
      'the bundle, the first module and, but for English, the first half of the language',
    );
    assert.ok(gzip <= limit, `${gzip} bytes gzip exceeds ${limit}`);
  });
}

test(`an embedder copies one folder of at most ${EMBED_FILES} files, and the manifest lists each of them`, () => {
  const listed = embedFiles(rows).map((r) => r.file.replace('dist/embed/', ''));
  assert.deepEqual(readdirSync('dist/embed').sort(), listed.sort());
  assert.ok(listed.length <= EMBED_FILES, `${listed.length} files: ${listed.join(', ')}`);
});

test('no module ships in two files of one build', () => {
  for (const build of new Set(rows.map((r) => r.build))) {
    const seen = new Map();
    for (const { file, modules = [] } of rows.filter((r) => r.build === build)) {
      for (const module of modules) {
        assert.ok(!seen.has(module), `${build}: ${module} is in ${seen.get(module)} and in ${file}`);
        seen.set(module, file);
      }
    }
  }
});

test("each build holds one glue, which instantiates both of the core's modules", () => {
  for (const build of ['embed', 'npm', 'standalone']) {
    const glues = rows.filter((r) => r.build === build && r.modules?.includes('build/wasm/dp-scaling-calculator.mjs'));
    assert.equal(glues.length, 1, `${build}: ${glues.map((r) => r.file)}`);
  }
  const wasm = rows.filter((r) => r.file.endsWith('.wasm'));
  assert.deepEqual(
    wasm.map((r) => r.role),
    ['core', 'core:panels'],
  );
  // The modules import the same functions and export the same names: one glue serves both.
  const shape = ({ file }) => {
    const module = new WebAssembly.Module(readFileSync(file));
    return JSON.stringify([WebAssembly.Module.imports(module), WebAssembly.Module.exports(module)]);
  };
  assert.equal(shape(wasm[0]), shape(wasm[1]));
});

// A panel's descriptor (panel.js, data only) and the registry of them ship with the first screen, which lays out
// the panels' summaries and reads their fields; their code does not.
const descriptor = (m) => m === 'web/panels/registry.js' || /^web\/panels\/[\w-]+\/panel\.js$/.test(m);

test("the panels' code is one chunk, and nothing of web/panels/ but the descriptors ships in the first view", () => {
  for (const build of ['embed', 'npm']) {
    const holding = rows.filter((r) => r.build === build && r.modules?.some((m) => m.startsWith('web/panels/') && !descriptor(m)));
    assert.deepEqual(
      holding.map((r) => r.role),
      ['panels'],
      `${build}: ${holding.map((r) => r.file)}`,
    );
  }
});
