// Raw and gzip (-9) sizes of the shipped artifacts, as a Markdown table.
// `node scripts/sizes.mjs [--json]` after a build.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const artifacts = [
  ['dist/dp-scaling-calculator.js', 'embed bundle: element, styles, chart, four languages, API'],
  ['dist/dp-scaling-calculator.wasm', 'the core, fetched by the embed bundle from beside itself'],
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
    const page = rows.filter((r) => /dp-scaling-calculator\.(js|wasm)$/.test(r.path));
    const sum = (key) => page.reduce((n, r) => n + r[key], 0);
    console.log(`| embed bundle + wasm | what a documentation page downloads | ${kb(sum('raw'))} | ${kb(sum('gzip'))} |`);
  }
}
