// The three ways people use the calculator, each met the way a user meets it:
// the npm tarball in a fresh project, the embed bundle under a strict CSP, and
// the offline file opened from disk.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { startBrowser, openPage, ready, shadowText, typeInto } from './harness.mjs';
import { serve } from '../../scripts/serve.mjs';

const repo = resolve('.');
// The results of the README's example, the element's defaults.
const exampleResults = ['128,000 samples/s', '115,200 samples/s', '57.6×', '12,800 samples/s'];
const issuePolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

let browser, work, consumer;
before(async () => {
  browser = await startBrowser({ directory: null });
  work = mkdtempSync(join(tmpdir(), 'dpsc-consumer-'));
  consumer = join(work, 'app');
  mkdirSync(consumer);
  execFileSync('npm', ['pack', '--silent', '--pack-destination', work], { cwd: repo });
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--silent', join(work, tarball)], { cwd: consumer });
});
after(async () => {
  await browser?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const resultsOf = (page, selector) => Promise.all(['ideal', 'actual', 'speedup', 'lost'].map((id) => shadowText(page, id, selector)));

test('the tarball holds only what users need', () => {
  const files = execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: repo, encoding: 'utf8' });
  const paths = JSON.parse(files)[0]
    .files.map((f) => f.path)
    .sort();
  assert.ok(paths.includes('dist/index.js') && paths.includes('dist/element.d.ts') && paths.includes('LICENSE'));
  assert.deepEqual(
    paths.filter((p) => !/^(dist\/|README\.md$|CHANGELOG\.md$|LICENSE$|package\.json$)/.test(p)),
    [],
  );
});

test("Node 20 ESM imports the API from the installed package, both of the core's modules", () => {
  const script = `
    import { loadCalculator } from 'dp-scaling-calculator';
    const calc = await loadCalculator();
    console.log(JSON.stringify([
      calc.compute({ devices: 64, throughputPerDevice: 2000, efficiencyPercent: 90 }),
      calc.memoryCheck({ parameters: 7e9, bytesPerParameter: 16, deviceMemoryGB: 80 }).requiredBytes,
    ]));`;
  writeFileSync(join(consumer, 'example.mjs'), script);
  const out = execFileSync('node', ['example.mjs'], { cwd: consumer, encoding: 'utf8' });
  assert.deepEqual(JSON.parse(out), [{ idealThroughput: 128000, actualThroughput: 115200, speedup: 57.6, lostThroughput: 12800 }, 114e9]); // 16 bytes a parameter and the 2 GB reserve
});

test('a strict TypeScript consumer type-checks', () => {
  writeFileSync(
    join(consumer, 'consumer.ts'),
    `import { loadCalculator, CalculatorInputError, type ScalingResult, type InputIssue } from 'dp-scaling-calculator';
import 'dp-scaling-calculator/element';

const calc = await loadCalculator();
const result: ScalingResult = calc.compute({ devices: 64, throughputPerDevice: 2000, efficiencyPercent: 90 });
const issues: InputIssue[] = calc.validate({ devices: 0 });
const parsed = calc.parseNumber('2.000', 'de');
const value: number | undefined = parsed.value;

const element = document.createElement('dp-scaling-calculator');
element.devices = 128;
element.throughput = 1000;
element.efficiency = 80;
element.unit = 'tokens/s';
const current: ScalingResult | null = element.result;
element.addEventListener('change', (event) => {
  const detail: ScalingResult | null = event.detail;
  console.log(detail?.speedup);
});
// @ts-expect-error devices is a number, not a string
element.devices = 'many';
// @ts-expect-error the result cannot be assigned
element.result = null;
try {
  calc.compute({ devices: 0, throughputPerDevice: 1, efficiencyPercent: 1 });
} catch (error) {
  if (error instanceof CalculatorInputError) console.log(error.issues[0].code.toUpperCase());
}
console.log(result.speedup, issues.length, value, current);
`,
  );
  writeFileSync(
    join(consumer, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        lib: ['es2022', 'dom'],
      },
      files: ['consumer.ts'],
    }),
  );
  execFileSync(join(repo, 'node_modules/.bin/tsc'), ['-p', '.', '--noEmit', '--strict'], { cwd: consumer, stdio: 'pipe' });
});

test('an app bundled with esbuild shows the element and uses the API', async () => {
  const publicDir = join(consumer, 'public');
  mkdirSync(publicDir);
  writeFileSync(
    join(consumer, 'app.js'),
    `import { loadCalculator } from 'dp-scaling-calculator';
import 'dp-scaling-calculator/element';
const element = document.createElement('dp-scaling-calculator');
document.querySelector('main').append(element);
loadCalculator().then((calc) => {
  document.getElementById('api').textContent = calc.compute({ devices: 64, throughputPerDevice: 2000, efficiencyPercent: 90 }).actualThroughput;
});
`,
  );
  writeFileSync(
    join(publicDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App</title><link rel="icon" href="icon.svg"><script type="module" src="app.js"></script></head><body><main><h1>App</h1><p id="api"></p></main></body></html>',
  );
  writeFileSync(join(publicDir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
  await build({
    entryPoints: [join(consumer, 'app.js')],
    bundle: true,
    format: 'esm',
    minify: true,
    outfile: join(publicDir, 'app.js'),
    absWorkingDir: consumer,
    logLevel: 'error',
  });
  const server = await serve(publicDir, { csp: issuePolicy });
  try {
    const { page, errors } = await openPage(browser.context, `http://127.0.0.1:${server.address().port}/`);
    await ready(page);
    assert.deepEqual(await resultsOf(page), exampleResults);
    await page.waitForFunction(() => document.getElementById('api').textContent === '115200');
    assert.deepEqual(errors, []);
    await page.close();
  } finally {
    server.close();
  }
});

test('the embed bundle works under a strict CSP with zero violations', async () => {
  const server = await serve({ '/': 'dist', '/fixtures/': 'tests/browser/fixtures' }, { csp: issuePolicy });
  try {
    const { page, errors } = await openPage(browser.context, `http://127.0.0.1:${server.address().port}/fixtures/csp.html`);
    await ready(page);
    assert.deepEqual(await resultsOf(page), exampleResults);
    await typeInto(page, 'devices', '128');
    assert.equal(await shadowText(page, 'ideal'), '256,000 samples/s');
    // Another language comes from the module beside the bundle, under the same policy.
    await page.evaluate(() => (document.documentElement.lang = 'de'));
    await page.waitForFunction(
      () => document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('ideal').textContent === '256.000 Samples/s',
    );
    // The estimator: its code and the core's estimator module, fetched and instantiated under the same policy.
    await page.locator('dp-scaling-calculator #estimator > summary').click();
    await page.waitForFunction(() =>
      document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('estimate')?.textContent.includes('%'),
    );
    const csp = await page.evaluate(() => document.querySelector('meta[http-equiv]') === null);
    assert.ok(csp, 'the policy comes from the server header');
    assert.deepEqual(await page.evaluate(() => window.violations), []);
    assert.deepEqual(errors, []);
    await page.close();
  } finally {
    server.close();
  }
});

test('the one-file embed needs no other file, under the same strict CSP', async () => {
  const server = await serve({ '/': 'dist', '/fixtures/': 'tests/browser/fixtures' }, { csp: issuePolicy });
  try {
    const page = await browser.context.newPage();
    const requests = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`http://127.0.0.1:${server.address().port}/fixtures/csp-standalone.html`);
    await ready(page);
    assert.equal(await shadowText(page, 'actual'), '115.200 Samples/s');
    assert.deepEqual(await page.evaluate(() => window.violations), []);
    assert.deepEqual(
      requests.filter((p) => /\.(wasm|de\.js)$/.test(p)),
      [],
      'nothing fetched beside it',
    );
    await page.close();
  } finally {
    server.close();
  }
});

test('the offline file works from disk and sends no request at all', async () => {
  const page = await browser.context.newPage();
  const requests = [];
  const errors = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(String(error)));
  const url = pathToFileURL(join(repo, 'dist/dp-scaling-calculator.html')).href;
  await page.goto(url);
  await ready(page);
  assert.deepEqual(await resultsOf(page), exampleResults);
  await typeInto(page, 'efficiencyPercent', '50');
  assert.equal(await shadowText(page, 'actual'), '64,000 samples/s');
  await page.selectOption('#language', 'de');
  await page.waitForFunction(
    () => document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('actual').textContent === '64.000 Samples/s',
  );
  assert.deepEqual(requests, [url], 'only the page itself was loaded');
  assert.deepEqual(errors, []);
  await page.close();
});
