// Builds every shipped artifact into dist/: the wasm core (CMake + emcmake),
// the bundles (Rollup), the offline page, the types and dist/manifest.json,
// the list of it all. Each role has its file in scripts/build/.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { buildWasm, MODULES, wasmOf } from './build/wasm.mjs';
import { BUILDS, bundle } from './build/bundles.mjs';
import { buildOffline } from './build/one-file.mjs';
import { writeManifest } from './build/manifest.mjs';
import { writeTypes } from './build/types.mjs';
import { root } from './build/paths.mjs';
import { writeRegistry } from './build/panels.mjs';

await writeRegistry();
buildWasm();
rmSync(`${root}dist`, { recursive: true, force: true });
mkdirSync(`${root}dist/embed`, { recursive: true });

const built = {};
for (const name of ['embed', 'npm', 'standalone', 'demo']) {
  const chunks = await bundle(name);
  built[name] = { dir: BUILDS[name].dir ?? 'dist', chunks };
}
// The embed fetches both of the core's modules from beside itself.
for (const name of MODULES) copyFileSync(wasmOf(name), `${root}dist/embed/${name}.wasm`);
const files = MODULES.map((name, i) => ({ file: `dist/embed/${name}.wasm`, build: 'embed', role: i ? 'core:panels' : 'core' }));
files.push({ file: await buildOffline(), build: 'offline', role: 'page' });
for (const file of ['index.html', 'demo.css', 'favicon.svg']) copyFileSync(`${root}web/demo/${file}`, `${root}dist/${file}`);
writeTypes();
writeManifest(built, files);
console.log('build: dist/ is ready');
