// One small interface over three engines, so the same checks run in each:
//   chromium  Debian's Chromium through puppeteer-core (DevTools protocol)
//   firefox   Debian's Firefox ESR through puppeteer-core (WebDriver BiDi)
//   webkit    WebKitGTK's MiniBrowser through WebKitWebDriver (plain W3C
//             WebDriver over fetch) inside Xvfb, since it has no headless mode
// A page offers eval (an async function run in the page, JSON back),
// waitFor, real keystrokes into the focused element, and the errors it
// logged. WebDriver has no console here, so every page also records its own
// errors through capture.js (see site.mjs), read back by errors().
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import puppeteer from 'puppeteer-core';
import { chromiumArgs } from '../browser/harness.mjs';

export const ENGINES = ['chromium', 'firefox', 'webkit'];

/** The engines to run: CROSS_BROWSERS=firefox,webkit picks some. */
export function chosenEngines() {
  const wanted = (process.env.CROSS_BROWSERS ?? ENGINES.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter((name) => !ENGINES.includes(name));
  if (unknown.length) throw new Error(`unknown engine in CROSS_BROWSERS: ${unknown.join(', ')}`);
  return wanted;
}

// The flags the Chromium suites use, less --headless, which puppeteer sets itself.
const CHROMIUM_ARGS = chromiumArgs.filter((arg) => arg !== '--headless');

/**
 * Starts `name` and returns { name, version, open(url, { capture }) → page,
 * close() }. With capture: false the page is not expected to hold capture.js
 * (a file opened as it ships), and errors() holds what the console showed.
 */
export async function launch(name) {
  if (name === 'webkit') return launchWebKit();
  const browser = await puppeteer.launch(
    name === 'firefox'
      ? { browser: 'firefox', executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', headless: true }
      : { browser: 'chrome', executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS },
  );
  return {
    name,
    version: await browser.version(),
    open: (url, options) => openPuppeteerPage(browser, url, options),
    close: () => browser.close(),
  };
}

async function openPuppeteerPage(browser, url, { capture = true } = {}) {
  const page = await browser.newPage();
  const logged = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  page.on('pageerror', (error) => logged.push(String(error)));
  await page.goto(url);
  const handle = {
    eval: (fn, ...args) => page.evaluate(fn, ...args),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    errors: async () => [...logged, ...(capture ? await captured(handle) : [])],
    close: () => page.close(),
  };
  return withWaitFor(handle);
}

// ---- WebKit ---------------------------------------------------------------

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

const KEYS = { Backspace: '\uE003', Enter: '\uE007' };

async function launchWebKit() {
  const port = await freePort();
  // Its own process group, so close() ends xvfb-run, Xvfb, the driver and
  // MiniBrowser together.
  const driver = spawn('xvfb-run', ['-a', process.env.WEBKIT_DRIVER ?? 'WebKitWebDriver', `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-driver.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const base = `http://127.0.0.1:${port}`;
  const call = async (method, path, body) => {
    const response = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = await response.json();
    if (value?.error) throw new Error(`WebDriver ${method} ${path}: ${value.error}: ${value.message}`);
    return value;
  };
  try {
    await until(
      () =>
        call('GET', '/status').then(
          () => true,
          () => false,
        ),
      20000,
      'WebKitWebDriver did not start',
    );
    const { sessionId, capabilities } = await call('POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { args: ['--automation'] } } },
    });
    const session = (method, path, body) => call(method, `/session/${sessionId}${path}`, body);
    return {
      name: 'webkit',
      version: `WebKitGTK ${capabilities.browserVersion}`,
      open: (url, options) => openWebKitPage(session, url, options),
      async close() {
        await session('DELETE', '').catch(() => {});
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

// One window: opening a page navigates it.
async function openWebKitPage(session, url, { capture = true } = {}) {
  if (!capture) throw new Error('WebKit has no console over WebDriver: open pages that hold capture.js');
  await session('POST', '/url', { url });
  const keys = (values) =>
    session('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: values.flatMap((value) => [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ]),
        },
      ],
    });
  const handle = {
    async eval(fn, ...args) {
      const script = `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => (${fn}).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
          .then((value) => done({ value: value === undefined ? null : value }), (error) => done({ error: String(error && error.stack || error) }));`;
      const result = await session('POST', '/execute/async', { script, args });
      if (result.error) throw new Error(result.error);
      return result.value;
    },
    type: (text) => keys([...text]),
    press: (key) => keys([KEYS[key]]),
    errors: () => captured(handle),
    close: () => session('POST', '/url', { url: 'about:blank' }),
  };
  return withWaitFor(handle);
}

// ---- shared ---------------------------------------------------------------

async function until(check, timeout, message) {
  const end = Date.now() + timeout;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(message);
    await new Promise((done) => setTimeout(done, 50));
  }
}

// waitFor(fn, ...args): until fn(...args) in the page returns something
// truthy, which it returns; fails after 15 s with the last value seen.
function withWaitFor(page) {
  page.waitFor = async (fn, ...args) => {
    let last;
    await until(async () => (last = await page.eval(fn, ...args)), 15000, `waitFor timed out: ${fn}`).catch((error) => {
      throw new Error(`${error.message}\nlast value: ${JSON.stringify(last)}`);
    });
    return last;
  };
  return page;
}

// What capture.js recorded in the page: errors and CSP violations.
async function captured(page) {
  const record = await page.eval(() => window.__capture ?? null);
  if (!record) return ['capture.js did not run in this page'];
  return [...record.errors, ...record.violations.map((v) => `CSP violation: ${v}`)];
}
