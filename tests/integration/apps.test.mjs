// Front-end apps that install the packed tarball the way the README says
// (npm install <tarball>, then import 'dp-scaling-calculator/element'),
// built with `vite build` and served as static files: React 19, Vue 3, Svelte 5.
import { copyFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fixtures, freshCopy, integrationSuite, packedTarball, run, work } from './support.mjs';

const built = {};

function viteApp(name) {
  const dir = freshCopy(`apps/${name}`, `apps/${name}`);
  copyFileSync(join(fixtures, 'apps/event-name.js'), join(work, 'apps/event-name.js'));
  // The app's own packages come from its committed lock file; --no-save keeps
  // the tarball (a new hash every build) out of it. Not `npm ci`: it refuses
  // vite 8.4's optional napi-windows-process-start-time, absent from the registry.
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', packedTarball()], dir);
  run('npm', ['run', '--silent', 'build'], dir);
  built[name] = join(dir, 'dist');
  return built[name];
}

integrationSuite([
  { name: 'vite-react', build: () => viteApp('react'), path: '/', app: true },
  { name: 'vite-vue', build: () => viteApp('vue'), path: '/', app: true },
  { name: 'vite-svelte', build: () => viteApp('svelte'), path: '/', app: true },
]);

test('the bundles carry no unused .wasm asset', { todo: 'issue #15: dist/index.js still names new URL("….wasm", import.meta.url)' }, () => {
  assert.ok(Object.keys(built).length > 0, 'an app was built');
  for (const [name, dist] of Object.entries(built)) {
    const wasm = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.wasm'));
    assert.deepEqual(wasm, [], `${name} emitted ${wasm.join(', ')}`);
  }
});
