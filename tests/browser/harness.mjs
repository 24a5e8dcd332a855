// Shared set-up for the browser suites: Debian's Chromium driven by
// playwright-core, pages served from dist/ (the shipped files), axe-core for
// accessibility, and a record of console errors and CSP violations.
import { mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';

const require = createRequire(import.meta.url);
export const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts Chromium and a server for `directory`; call close() when done. */
export async function startBrowser({ directory = 'dist', serverOptions } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'dpsc-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
    headless: true,
  });
  const server = directory ? await serve(directory, serverOptions) : null;
  const origin = server ? `http://127.0.0.1:${server.address().port}` : null;
  return {
    context,
    origin,
    server,
    async close() {
      await context.close();
      server?.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The set-up of a suite file: Chromium and a server (startBrowser's options)
 * started before its tests and closed after them, with `permissions` granted
 * to the server's origin, and with `calculator` the shipped API's calculator,
 * to work out what the element should show. The
 * `before` hook fills the two objects in (`calc` with the calculator's
 * methods and constants): read them inside tests, never destructure them at
 * load time.
 */
export function browserSuite({ calculator = false, permissions, ...options } = {}) {
  const browser = {};
  const calc = {};
  before(async () => {
    Object.assign(browser, await startBrowser(options));
    if (permissions) await browser.context.grantPermissions(permissions, { origin: browser.origin });
    if (calculator) Object.assign(calc, await (await import('../../dist/index.js')).loadCalculator());
  });
  after(() => browser.close?.());
  return { browser, calc };
}

/** Opens `url` in a new page and records console errors and page errors. */
export async function openPage(context, url, { width = 1280, height = 900, colorScheme = 'light' } = {}) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  await page.emulateMedia({ colorScheme });
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(url);
  return { page, errors };
}

/** Waits until an element has rendered results (or its empty state). */
export async function ready(page, selector = 'dp-scaling-calculator') {
  await page.waitForFunction(
    (s) =>
      [...document.querySelectorAll(s)].every((el) => {
        const root = el.shadowRoot;
        return root && (root.getElementById('actual')?.textContent || !root.getElementById('empty')?.hidden);
      }),
    selector,
  );
  await settle(page);
}

/**
 * Waits two animation frames: the element shows its results at once and
 * draws the rest (chart, panels) on the next frame.
 */
export function settle(page) {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Text of the element with `id` inside the first calculator's shadow root, once it has settled. */
export async function shadowText(page, id, selector = 'dp-scaling-calculator') {
  await settle(page);
  return page.evaluate(([s, i]) => document.querySelector(s).shadowRoot.getElementById(i).textContent, [selector, id]);
}

/** Everything the element shows, as one string. */
export function allText(page, selector = 'dp-scaling-calculator') {
  return page.evaluate((s) => {
    const root = document.querySelector(s).shadowRoot;
    const values = [...root.querySelectorAll('input')].map((i) => i.value).join(' ');
    return root.textContent + ' ' + values;
  }, selector);
}

/** Runs axe-core in the page and returns its violations. */
export async function axeViolations(page) {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
}

/**
 * Opens the demo page at 64 devices × 2000 samples/s at 90 % in `lang`
 * (`fragment` adds to its URL fragment, `&key=value…`), then the "Estimate the
 * efficiency" panel, and waits for the panel's body, which comes with the
 * estimator's code, fetched as the pointer reaches its title.
 */
export async function openEstimator(browser, { lang = 'en', fragment = '', ...pageOptions } = {}) {
  const opened = await openPage(browser.context, `${browser.origin}/index.html#d=64&v=2000&e=90&lang=${lang}${fragment}`, pageOptions);
  await ready(opened.page);
  await opened.page.locator('dp-scaling-calculator #estimator > summary').click();
  await opened.page.waitForFunction(() => document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('estimate'));
  await settle(opened.page);
  return opened;
}

/** axe's colour-contrast rule inside the element(s) only: the host page is not ours to judge. */
export async function contrastViolations(page) {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const result = await window.axe.run(
      { include: [['dp-scaling-calculator']] },
      { runOnly: ['color-contrast'], resultTypes: ['violations'] },
    );
    return result.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message}`));
  });
}

/** Replaces the text of a field the way a user does: select all, type. */
export async function typeInto(page, id, text, selector = 'dp-scaling-calculator') {
  const input = page.locator(selector).first().locator(`#${id}`);
  await input.fill(text);
  await settle(page);
}

/** What must never reach the screen: a number JavaScript could not make, or a value never set ("Infinity Fabric" is AMD's link). */
export const LEAKED = /NaN|Infinity(?! Fabric)|undefined/;
