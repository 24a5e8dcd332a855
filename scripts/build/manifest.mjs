// dist/manifest.json, the one list of what the build ships: every file, the
// build it belongs to, its role, its bytes (raw and gzip -9) and, for JS, the
// source modules in it. scripts/sizes.mjs, the size and first-view tests, the
// benchmark and the docs read it; nothing else lists the shipped files.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './paths.mjs';

// A file's role, from what the bundler says of it: the entry, the panels' chunk, a language's half.
function roleOf(chunk) {
  if (chunk.type === 'asset') return chunk.fileName.endsWith('.wasm') ? 'core' : 'asset';
  if (chunk.isEntry) return 'entry';
  const half = chunk.facadeModuleId?.match(/locales[\\/](\w+)[\\/](\w+)\.json$/);
  if (half) return `messages:${half[2]}`;
  return chunk.name;
}

const languageOf = (chunk) => chunk.facadeModuleId?.match(/locales[\\/](\w+)[\\/]\w+\.json$/)?.[1];

/**
 * `builds`: build name → { dir, chunks } (Rollup's output chunks of that
 * build, `dir` where it wrote them); `files`: more files, { file, build,
 * role }. Writes dist/manifest.json and returns its rows.
 */
export function writeManifest(builds, files) {
  const rows = [];
  const add = (file, build, role, extra = {}) => {
    const bytes = readFileSync(`${root}${file}`);
    rows.push({ file, build, role, ...extra, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  };
  for (const [build, { dir, chunks }] of Object.entries(builds)) {
    for (const chunk of chunks) {
      const modules = Object.keys(chunk.modules ?? {}).map((id) => (id.startsWith('\0') ? id.slice(1) : relative(root, id)));
      const language = languageOf(chunk);
      add(`${dir}/${chunk.fileName}`, build, roleOf(chunk), { ...(language ? { language } : {}), ...(modules.length ? { modules } : {}) });
    }
  }
  for (const { file, build, role } of files) add(file, build, role);
  writeFileSync(`${root}dist/manifest.json`, JSON.stringify(rows, null, 2) + '\n');
  return rows;
}

/** The rows of dist/manifest.json (after a build). */
export const readManifest = () => JSON.parse(readFileSync(`${root}dist/manifest.json`, 'utf8'));
