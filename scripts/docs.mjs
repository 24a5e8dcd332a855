// `npm run docs`: the documentation site, built by VitePress from docs/
// into dist/site/. What its pages quote is generated here first, into
// docs/.generated/ (not committed): the element's reference from
// dist/custom-elements.json, the API's from web/api/index.d.ts (TypeDoc),
// the sizes of this build's files from dist/manifest.json, the symbols of
// the formulas from web/locales/symbols.json, and the
// accuracy figures and plot from the native validation's rows of
// tests/data/published-runs.csv and of the memory check against measured peaks
// (committed in docs/estimator/validation/). The element itself is copied from
// dist/embed/ to docs/public/embed/.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { accuracyMarkdown, accuracyPlot } from './docs/accuracy.mjs';
import { memoryMarkdown } from './docs/memory.mjs';
import { layoutsMarkdown } from './docs/layouts.mjs';
import { elementReference } from './docs/element-reference.mjs';
import { writeApiReference } from './docs/api-reference.mjs';
import { sizesMarkdown } from './sizes.mjs';
import { symbolsMarkdown } from './docs/symbols.mjs';

const GENERATED = 'docs/.generated';
const run = (command, args, env = {}) =>
  execFileSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
const say = (text) => console.log(`docs: ${text}`);

if (!existsSync('dist/embed/dp-scaling-calculator.js') || !existsSync('dist/custom-elements.json')) {
  say('building the package first');
  run('node', ['scripts/build.mjs']);
}
rmSync(GENERATED, { recursive: true, force: true });
mkdirSync(GENERATED, { recursive: true });

const manifest = JSON.parse(readFileSync('dist/custom-elements.json', 'utf8'));
writeFileSync(`${GENERATED}/element.md`, elementReference(manifest));
writeFileSync(`${GENERATED}/sizes.md`, sizesMarkdown());
// The symbols of every formula, from the one table the element's legends are checked against.
writeFileSync(`${GENERATED}/symbols.md`, symbolsMarkdown(JSON.parse(readFileSync('web/locales/symbols.json', 'utf8'))));
// The package built above: imported only now.
const { loadCalculator } = await import('../dist/index.js');
writeFileSync(`${GENERATED}/layouts.md`, layoutsMarkdown(await loadCalculator()));
// The API's reference, examples included, from the package's declarations: one page by TypeDoc, cut into a page a theme.
run('npx', ['typedoc', '--options', 'scripts/docs/typedoc.json', '--logLevel', 'Warn']);
writeApiReference(GENERATED);

// The accuracy rows: written by the native validation (tests/core/validation_files.hpp), which fails when
// these committed copies fall behind the estimator or the data, so the site needs no C++ build.
const validation = (name) => JSON.parse(readFileSync(`docs/estimator/validation/${name}.json`, 'utf8'));
const rows = validation('accuracy');
writeFileSync(`${GENERATED}/accuracy.md`, accuracyMarkdown(rows, validation('calibration'), validation('fp8')));
writeFileSync(`${GENERATED}/memory.md`, memoryMarkdown(validation('memory')));
rmSync('docs/public/embed', { recursive: true, force: true });
mkdirSync('docs/public/generated', { recursive: true });
writeFileSync('docs/public/generated/accuracy.svg', await accuracyPlot(rows));
cpSync('dist/embed', 'docs/public/embed', { recursive: true });
cpSync('web/demo/favicon.svg', 'docs/public/generated/favicon.svg');

say('building the site');
run('npx', ['vitepress', 'build', 'docs']);
say('dist/site/ is ready');
