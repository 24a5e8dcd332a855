// Front-end apps that install the packed tarball the way the README says
// (npm install <tarball>, then import 'dp-scaling-calculator/element'),
// built with `vite build` and served as static files: React 19, Vue 3, Svelte 5;
// and hosts that render the page on the server, each built by its own stock
// command: Next.js 15 (webpack and Turbopack), Astro 5, SvelteKit 2, Nuxt 3
// and a Docusaurus 3 site whose React component imports the element at its
// module's top level. The React app's files are type-checked against React
// 19's types; `next build` type-checks the Next.js app.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { freshCopy, integrationSuite, packedTarball, repo, run, startServer } from './support.mjs';

const built = {};

// Installs and builds tests/integration/apps/<name> (in build/integration/apps/<as>,
// with its npm script `script`); returns the folder to serve (`output`).
function app(name, { output = 'dist', script = 'build', as = name } = {}) {
  const dir = freshCopy(`apps/${name}`, `apps/${as}`);
  // The app's own packages come from its committed lock file; --no-save keeps
  // the tarball (a new hash every build) out of it. Not `npm ci`: it refuses
  // vite 8.4's optional napi-windows-process-start-time, absent from the registry.
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', packedTarball()], dir);
  run('npm', ['run', '--silent', script], dir);
  built[as] = join(dir, output);
  return built[as];
}

// A host that renders the page on the server and serves it itself: built
// with its stock command (`build`: the app's npm script and output folder),
// started by `command` in the app's folder (with "{port}" in its arguments or
// `env`), its page checked with the app's own call of the API too; `docsRow`:
// its row in the npm guide's table of bytes before the first result.
const served = (name, build, [command, args, env], docsRow) => ({
  name,
  docsRow,
  build,
  start: (output) => startServer(command, args, join(output, '..'), env),
  path: '/',
  app: true,
  api: true,
  serverRendered: true,
  severalProps: true,
});

// Next.js 15 with the App Router and TypeScript, stock: `next build` (webpack,
// or Turbopack), which type-checks the app and renders its page on the
// server, then `next start`. The page is a server component; the element and
// the API are imported by client components.
const next = (bundler) =>
  served(
    `next-${bundler}`,
    () => app('next', { output: '.next', script: bundler === 'turbopack' ? 'build:turbopack' : 'build', as: `next-${bundler}` }),
    ['npx', ['next', 'start', '--port', '{port}', '--hostname', '127.0.0.1']],
    `Next.js 15, ${bundler === 'turbopack' ? 'Turbopack' : 'webpack'}`,
  );

integrationSuite([
  { name: 'vite-react', build: () => app('react'), path: '/', app: true, severalProps: true, docsRow: 'Vite 8 + React 19' },
  { name: 'vite-vue', build: () => app('vue'), path: '/', app: true, severalProps: true, docsRow: 'Vite 8 + Vue 3' },
  { name: 'vite-svelte', build: () => app('svelte'), path: '/', app: true, docsRow: 'Vite 8 + Svelte 5' },
  next('webpack'),
  next('turbopack'),
  // Astro 5, stock: `astro build` renders the page to HTML, and bundles the
  // component's <script>, which imports the element and the API, with Vite 6.
  served('astro', () => app('astro'), ['npx', ['astro', 'preview', '--port', '{port}', '--host', '127.0.0.1']], 'Astro 5'),
  // SvelteKit 2 with its Node adapter, and Nuxt 3: each renders the page on
  // the server at every request, and hydrates it in the browser.
  served(
    'sveltekit',
    () => app('sveltekit', { output: 'build' }),
    ['node', ['build'], { PORT: '{port}', HOST: '127.0.0.1' }],
    'SvelteKit 2',
  ),
  served(
    'nuxt',
    () => app('nuxt', { output: '.output' }),
    ['node', ['.output/server/index.mjs'], { PORT: '{port}', HOST: '127.0.0.1' }],
    'Nuxt 3',
  ),
  {
    name: 'docusaurus-ssr',
    docsRow: 'Docusaurus 3',
    build: () => app('docusaurus', { output: 'build' }),
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

test("the Next.js app, the README's snippet among it, type-checks with tsc --strict", (t) => {
  if (!built['next-webpack']) return t.skip('the Next.js app was not built');
  // next build checks the types too; tsc here fails the same way on a type error, whatever Next.js prints.
  const dir = join(built['next-webpack'], '..');
  run(join(dir, 'node_modules/.bin/tsc'), ['-p', '.'], dir);
});
