// Raw and gzip (-9) sizes of the shipped artifacts, as a Markdown table.
// `node scripts/sizes.mjs [--json]` after a build.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const artifacts = [
  ['dist/dp-scaling-calculator.js', 'embed bundle: element, styles, chart, English, API'],
  [
    'dist/dp-scaling-calculator.wasm',
    "the core's first module (what the first results need), fetched by the embed bundle from beside itself",
  ],
  [
    'dist/dp-scaling-calculator.later.js',
    "the element's second tier: the worked example, the chart's table, the panels' code and bodies, the buttons, the URL's state; fetched after the first results",
  ],
  ['dist/dp-scaling-calculator.estimator.js', "the estimator panel's code and presets, fetched when it opens or a select is set"],
  [
    'dist/dp-scaling-calculator.estimator.wasm',
    "the core's second module (what-if, time and cost, estimator, calibration, memory, sharding, FLOPs and MFU), fetched when a panel first opens; the bundle's glue instantiates it",
  ],
  [
    'dist/dp-scaling-calculator.estimator-api.js',
    "what the API adds with the core's second module (calibration points, the estimate over many device counts), fetched with it",
  ],
  ['dist/dp-scaling-calculator.en.later.js', 'the rest of English (texts of closed panels), fetched after the first results'],
  ['dist/dp-scaling-calculator.de.js', 'German, its first part, fetched on a German page'],
  ['dist/dp-scaling-calculator.de.later.js', 'the rest of German, fetched after the first results'],
  ['dist/dp-scaling-calculator.pt.js', 'Portuguese, its first part, fetched on a Portuguese page'],
  ['dist/dp-scaling-calculator.pt.later.js', 'the rest of Portuguese, fetched after the first results'],
  ['dist/dp-scaling-calculator.it.js', 'Italian, its first part, fetched on an Italian page'],
  ['dist/dp-scaling-calculator.it.later.js', 'the rest of Italian, fetched after the first results'],
  ['dist/dp-scaling-calculator.standalone.js', 'one-file embed: the same with the core and all languages inlined'],
  ['dist/dp-scaling-calculator.html', 'offline single file'],
  ['dist/index.js', 'npm "." entry: the API with the core'],
  ['dist/element.js', 'npm "./element" entry: the element (imports ./index.js)'],
];

export function measure(path) {
  const bytes = readFileSync(path);
  return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

export function sizes() {
  return artifacts.filter(([path]) => existsSync(path)).map(([path, what]) => ({ ...measure(path), what }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = sizes();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    console.log('| file | what | raw | gzip -9 |\n|---|---|---:|---:|');
    for (const r of rows) console.log(`| \`${r.path}\` | ${r.what} | ${kb(r.raw)} | ${kb(r.gzip)} |`);
    const sum = (pattern, key) => rows.filter((r) => pattern.test(r.path)).reduce((n, r) => n + r[key], 0);
    const total = (label, what, pattern) =>
      console.log(`| ${label} | ${what} | ${kb(sum(pattern, 'raw'))} | ${kb(sum(pattern, 'gzip'))} |`);
    total('English page', 'bundle + first wasm', /dp-scaling-calculator\.(js|wasm)$/);
    total('German page', "bundle + first wasm + German's first part", /dp-scaling-calculator\.(js|wasm|de\.js)$/);
    total(
      'the estimator',
      "its code and the core's second module, with the API's part",
      /dp-scaling-calculator\.estimator(\.js|\.wasm|-api\.js)$/,
    );
    total(
      'everything',
      'bundle + both wasm + estimator + all four languages, both parts',
      /dp-scaling-calculator\.(js|wasm|estimator\.js|estimator\.wasm|estimator-api\.js|((en|de|pt|it)\.later|de|pt|it)\.js)$/,
    );
  }
}

/**
 * Every file a page fetched, from the browser's Resource Timing: its path,
 * when its fetch started and when its last byte arrived (ms since
 * navigation), and its bytes as sent (gzip -9 when the server compresses,
 * as the benchmark's does) and as decoded.
 * `page` is a Playwright page; the document itself is not listed.
 */
export function fetchedFiles(page) {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      path: new URL(entry.name).pathname,
      start: entry.startTime,
      end: entry.responseEnd,
      sent: entry.encodedBodySize,
      raw: entry.decodedBodySize,
    })),
  );
}
