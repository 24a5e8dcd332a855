// Builds every shipped artifact into dist/: the wasm core (CMake + emcmake),
// then the JS bundles (esbuild), types and pages.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

function run(command, args) {
  execFileSync(command, args, { stdio: 'inherit' });
}

function buildWasm() {
  if (!existsSync('build/wasm/CMakeCache.txt')) run('emcmake', ['cmake', '--preset', 'wasm']);
  run('cmake', ['--build', '--preset', 'wasm']);
}

const common = {
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2020',
  loader: { '.wasm': 'binary' },
  legalComments: 'none',
  logLevel: 'warning',
};

async function buildBundles() {
  await build({ ...common, entryPoints: ['web/api/index.js'], outfile: 'dist/index.js' });
  await build({ ...common, entryPoints: ['web/demo/demo.js'], outfile: 'dist/demo.js' });
  copyFileSync('web/api/index.d.ts', 'dist/index.d.ts');
  copyFileSync('web/demo/index.html', 'dist/index.html');
}

buildWasm();
rmSync('dist', { recursive: true, force: true });
mkdirSync('dist');
await buildBundles();
console.log('build: dist/ is ready');
