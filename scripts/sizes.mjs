// Raw and gzip (-9) sizes of what the build ships, from its one list of
// files (dist/manifest.json, scripts/build/manifest.mjs), as a Markdown
// table. `node scripts/sizes.mjs [--json]` after a build. The size and
// first-view tests and the benchmark read the same list through here.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { readManifest } from './build/manifest.mjs';
import { LANGUAGES } from '../web/locales/languages.js';

export { readManifest };

// Bytes, gzip -9, that a page fetches before its first results: the English page's goal (issue 46
// raised it from 25,000: results shown with all their digits, and consistently, cost bytes) and
// every other language's ceiling. The size tests and the benchmark hold the build to these.
export const FIRST_VIEW_GOAL = 26_000;
export const FIRST_VIEW_CEILING = 28_000;

export function measure(path) {
  const bytes = readFileSync(path);
  return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

// What each role of a file is, in words.
const ROLES = {
  'embed entry': 'the element, its styles, the chart, the first half of English, the API with the first module',
  'embed core': "the core's first module (what the first results need)",
  'embed panels': "the panels' code, the worked example, the chart's table, the buttons, the URL state, the second half of English",
  'embed core:panels': "the core's second module (what-if, time and cost, the estimator, memory, FLOPs), when a panel first wants it",
  'embed messages:screen': "a language's first half, before the first results on a page in it",
  'embed messages:panels': "a language's second half, with the panels' code on a page in it",
  'npm entry': 'an npm entry (index.js: the API with the core; element.js: the element, which imports index.js)',
  'npm panels': "the panels' code, which the host's bundler fetches after the first results",
  'npm second': "the core's second module, in hexadecimal",
  'npm messages:screen': "a language's first half",
  'npm messages:panels': "a language's second half",
  'standalone entry': 'one-file embed: everything inlined',
  'offline page': 'the offline page: one HTML file with everything inlined',
  'demo entry': "the demo page's language switcher",
};

/** The embed's files (dist/embed/), by role, and the language of a language's half. */
export function embedFiles(rows = readManifest()) {
  return rows.filter((r) => r.build === 'embed');
}

/** The files a page in `language` fetches before its first results: the entry, the first module, its first half. */
export function firstView(language, rows = readManifest()) {
  return embedFiles(rows).filter(
    (r) => r.role === 'entry' || r.role === 'core' || (r.role === 'messages:screen' && r.language === language),
  );
}

const sum = (rows, key) => rows.reduce((n, r) => n + r[key], 0);

/** Every file of the build with its role, raw and gzip sizes, then each language's first view and the embed folder, as a Markdown table. */
export function sizesMarkdown(rows = readManifest()) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const lines = ['| file | what | raw | gzip -9 |', '|---|---|---:|---:|'];
  for (const r of rows) {
    const what = ROLES[`${r.build} ${r.role}`] ?? r.role;
    lines.push(`| \`${r.file}\` | ${r.language ? `${r.language}: ` : ''}${what} | ${kb(r.raw)} | ${kb(r.gzip)} |`);
  }
  for (const language of LANGUAGES) {
    const files = firstView(language, rows);
    lines.push(
      `| first view, ${language} | ${files.map((r) => r.role).join(' + ')} | ${kb(sum(files, 'raw'))} | ${kb(sum(files, 'gzip'))} |`,
    );
  }
  const embed = embedFiles(rows);
  lines.push(
    `| \`dist/embed/\`, ${embed.length} files | everything an embedder copies | ${kb(sum(embed, 'raw'))} | ${kb(sum(embed, 'gzip'))} |`,
  );
  return lines.join('\n') + '\n';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = readManifest();
  console.log(process.argv.includes('--json') ? JSON.stringify(rows, null, 2) : sizesMarkdown(rows).trimEnd());
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
