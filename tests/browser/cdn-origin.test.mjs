// The embed loaded from a CDN: a page of one origin (http://127.0.0.1:…) with
// one <script type="module"> whose src is on another (http://localhost:…),
// laid out as jsDelivr serves the package (/npm/<name>@<version>/dist/…). The
// element must compute, fetch its chunks and both .wasm files from beside
// its own module on that origin, and open a panel that needs the second
// module. A module script and fetch() of another origin need CORS, so without
// Access-Control-Allow-Origin the element never loads: docs/guide/install.md
// says a CDN must send it (jsDelivr and unpkg do).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBrowser, openPage, ready, settle, shadowText } from './harness.mjs';
import { serve } from '../../scripts/serve.mjs';

const { name, version } = JSON.parse(readFileSync('package.json', 'utf8'));
const cdnPath = `/npm/${name}@${version}/dist/`;
const exampleResults = ['128,000 samples/s', '115,200 samples/s', '57.6×', '12,800 samples/s'];

let browser, pages;
const servers = [];
before(async () => {
  browser = await startBrowser({ directory: null });
  pages = mkdtempSync(join(tmpdir(), 'dpsc-cdn-page-'));
  // The page's own icon, or Chromium asks for /favicon.ico and logs its 404.
  writeFileSync(join(pages, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
});
after(async () => {
  await browser?.close();
  for (const server of servers) server.close();
  if (pages) rmSync(pages, { recursive: true, force: true });
});

/**
 * Serves dist/ as the CDN (origin B, with `headers`) and a page that loads
 * the embed from it (origin A, under a policy that allows B's scripts and
 * fetches, as install.md shows); returns both origins and the page's URL.
 */
async function cdnAndPage(headers, file) {
  const cdn = await serve({ [cdnPath]: 'dist' }, { headers, csp: null });
  servers.push(cdn);
  const b = `http://localhost:${cdn.address().port}`;
  const script = `${b}${cdnPath}embed/dp-scaling-calculator.js`;
  writeFileSync(
    join(pages, file),
    `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>From a CDN</title><link rel="icon" href="icon.svg">
<script type="module" src="${script}"></script></head>
<body><dp-scaling-calculator devices="64" throughput="2000" efficiency="90"></dp-scaling-calculator></body>
</html>
`,
  );
  const csp = `default-src 'self'; script-src 'self' ${b} 'wasm-unsafe-eval'; connect-src ${b}; style-src 'self'; object-src 'none'; base-uri 'none'`;
  const site = await serve(pages, { csp });
  servers.push(site);
  const a = `http://127.0.0.1:${site.address().port}`;
  return { a, b, url: `${a}/${file}` };
}

test('from another origin that sends CORS, the element computes and fetches every chunk and .wasm from beside its module', async () => {
  const { a, b, url } = await cdnAndPage({ 'Access-Control-Allow-Origin': '*' }, 'cors.html');
  const requests = [];
  const record = (request) => requests.push(request.url());
  // On the context, not the page: openPage navigates as soon as it has made the page.
  browser.context.on('request', record);
  const { page, errors } = await openPage(browser.context, url);
  await ready(page);
  assert.deepEqual(await Promise.all(['ideal', 'actual', 'speedup', 'lost'].map((id) => shadowText(page, id))), exampleResults);

  // The estimator's panel comes with a chunk of its own and the core's second module.
  await page.locator('dp-scaling-calculator #estimator > summary').click();
  await page.waitForFunction(() => document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('estimate')?.textContent);
  await settle(page);
  assert.match(await shadowText(page, 'estimate'), /^\d+% ± \d+$/);

  const loaded = requests.filter((r) => /\.(js|wasm)$/.test(new URL(r).pathname));
  const names = loaded.map((r) => new URL(r).pathname.split('/').pop());
  assert.ok(names.includes('dp-scaling-calculator.wasm'), names.join(', '));
  assert.ok(names.includes('dp-scaling-calculator.panels.wasm'), names.join(', '));
  assert.ok(
    names.some((n) => /^dp-scaling-calculator\.panels-.+\.js$/.test(n)),
    names.join(', '),
  );
  for (const r of loaded) assert.ok(r.startsWith(`${b}${cdnPath}embed/`), `${r} is not beside the module on ${b}`);
  assert.deepEqual(
    requests.filter((r) => !r.startsWith(b)),
    [url, `${a}/icon.svg`],
    `origin ${a} served the page and its icon alone`,
  );
  assert.deepEqual(errors, []);
  browser.context.off('request', record);
  await page.close();
});

test('from another origin without CORS, the browser refuses the module and the element is never defined', async () => {
  const { url } = await cdnAndPage({}, 'no-cors.html');
  const { page, errors } = await openPage(browser.context, url);
  await page.waitForLoadState('load');
  assert.equal(await page.evaluate(() => customElements.get('dp-scaling-calculator')), undefined);
  assert.ok(
    errors.some((e) => /CORS/.test(e)),
    errors.join('\n'),
  );
  await page.close();
});
