// What the package tells editors and tools: the TypeScript declarations of
// its two entries, and dist/custom-elements.json, generated from the
// element's source and JSDoc (custom-elements-manifest.config.mjs). The
// package ships the bundle, not the sources, so the manifest describes one
// module: dist/element.js.
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { root } from './paths.mjs';

export function writeTypes() {
  copyFileSync(`${root}web/api/index.d.ts`, `${root}dist/index.d.ts`);
  copyFileSync(`${root}web/element/index.d.ts`, `${root}dist/element.d.ts`);
  execFileSync(process.execPath, ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--quiet'], {
    stdio: 'inherit',
    cwd: root,
  });
  const { schemaVersion, modules } = JSON.parse(readFileSync(`${root}build/cem/custom-elements.json`, 'utf8'));
  const path = 'dist/element.js';
  const declarations = modules.flatMap((m) => m.declarations ?? []);
  const exports = modules
    .flatMap((m) => m.exports ?? [])
    .map((e) => ({ ...e, declaration: { ...e.declaration, module: path } }))
    .filter((e, i, all) => all.findIndex((o) => o.kind === e.kind && o.name === e.name) === i);
  writeFileSync(
    `${root}dist/custom-elements.json`,
    JSON.stringify({ schemaVersion, modules: [{ kind: 'javascript-module', path, declarations, exports }] }, null, 2) + '\n',
  );
}
