// Front-end apps that install the packed tarball the way the README says
// (npm install <tarball>, then import 'dp-scaling-calculator/element'),
// built with `vite build` and served as static files: React 19, Vue 3, Svelte 5;
// and a Docusaurus 3 site whose React component imports the element at its
// module's top level, which `docusaurus build` evaluates in Node to render
// the page on the server (webpack 5 bundles it). The React app's typed.tsx is
// type-checked against React 19's types.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { freshCopy, integrationSuite, packedTarball, repo, run } from './support.mjs';

const built = {};

// Installs and builds tests/integration/apps/<name>; returns the folder to serve (`output`).
function app(name, output = 'dist') {
  const dir = freshCopy(`apps/${name}`, `apps/${name}`);
  // The app's own packages come from its committed lock file; --no-save keeps
  // the tarball (a new hash every build) out of it. Not `npm ci`: it refuses
  // vite 8.4's optional napi-windows-process-start-time, absent from the registry.
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', packedTarball()], dir);
  run('npm', ['run', '--silent', 'build'], dir);
  built[name] = join(dir, output);
  return built[name];
}

integrationSuite([
  { name: 'vite-react', build: () => app('react'), path: '/', app: true, severalProps: true },
  { name: 'vite-vue', build: () => app('vue'), path: '/', app: true, severalProps: true },
  { name: 'vite-svelte', build: () => app('svelte'), path: '/', app: true },
  {
    name: 'docusaurus-ssr',
    build: () => app('docusaurus', 'build'),
    path: '/',
    app: true,
    serverRendered: true,
    severalProps: true,
    darkToggle: {
      click: (page) => page.getByRole('button', { name: 'Switch between dark and light mode' }).click(),
      selector: 'html[data-theme="dark"]',
    },
  },
]);

test('the bundles carry no unused .wasm asset', () => {
  assert.ok(Object.keys(built).length > 0, 'an app was built');
  for (const [name, output] of Object.entries(built)) {
    const wasm = readdirSync(output, { recursive: true }).filter((f) => f.endsWith('.wasm'));
    assert.deepEqual(wasm, [], `${name} emitted ${wasm.join(', ')}`);
  }
});

test("the React snippet type-checks with React 19's types and the JSX typings", (t) => {
  if (!built.react) return t.skip('the React app was not built');
  // tsc fails on a type error, and on an @ts-expect-error that finds none.
  run(join(repo, 'node_modules/.bin/tsc'), ['-p', '.'], join(built.react, '..'));
});
