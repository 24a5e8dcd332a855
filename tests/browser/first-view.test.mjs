// The size budget of a page's first view: every file an English page fetches
// before it shows its first results, as the browser recorded it (Resource
// Timing), sent gzip -9 by the server. The JS bundle alone is not the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser } from './harness.mjs';
import { locale } from '../js/support.mjs';
import { fetchedFiles, measure } from '../../scripts/sizes.mjs';

// The goal is 25 000 bytes (README, Tests): the first results need the
// bundle (about 19 300 bytes, a fifth of it the core's glue) and the core's
// first module (about 5 700); the element's second tier, the other English
// texts and the core's second module come after them (BENCHMARKS.md has the
// figures). The ceiling is the one issue 25 set: the first view never grows
// past 28 000 bytes; the test asserts that ceiling, as the issue asks, and
// reports the goal.
const GOAL = 25_000;
const BUDGET = 28_000; // bytes, gzip -9, everything before the first results

// The core's estimator module (estimator, calibration, memory, sharding).
const ESTIMATOR_WASM = '/dp-scaling-calculator.estimator.wasm';
// The element's second tier (web/element/later.js): the worked example, the panels' bodies, the buttons.
const SECOND_TIER = '/dp-scaling-calculator.later.js';

// What the server serves: dist/ and the benchmark's pages.
const directory = { '/': 'dist', '/bench/': 'bench/pages' };

// A browser of its own for one test, closed after it whatever happens.
async function withBrowser(use) {
  const browser = await startBrowser({ directory });
  try {
    await use(browser);
  } finally {
    await browser.close();
  }
}

// The benchmark's page (bench/pages/element.html, `query` added to its URL),
// once its probe has recorded when the first results were in the DOM.
async function benchPage(browser, query = '') {
  const page = await browser.context.newPage();
  await page.goto(`${browser.origin}/bench/element.html${query}`);
  await page.waitForFunction(() => window.__ready !== undefined);
  return page;
}

test(`an English page fetches at most ${BUDGET} bytes gzipped before its first results`, async () => {
  // The benchmark's page: the element and nothing else, and a probe that
  // records when the first results are in the DOM.
  const browser = await startBrowser({ directory, serverOptions: { gzip: true } });
  try {
    const page = await benchPage(browser);
    const ready = await page.evaluate(() => window.__ready);
    const files = (await fetchedFiles(page)).filter((f) => !f.path.startsWith('/bench/') && f.start < ready);
    const total = files.reduce((n, f) => n + f.sent, 0);
    for (const f of files) console.log(`${f.path}: ${f.sent} bytes gzip -9 (${f.raw} raw)`);
    console.log(
      `first view: ${total} bytes gzip -9 in ${files.length} files (ceiling ${BUDGET}; goal ${GOAL}: ${total <= GOAL ? 'met' : 'missed'})`,
    );
    assert.ok(
      files.some((f) => f.path === '/dp-scaling-calculator.js'),
      'the embed bundle is not among the files fetched',
    );
    assert.ok(!files.some((f) => f.path === ESTIMATOR_WASM), "the core's estimator module is not part of the first view");
    assert.ok(!files.some((f) => f.path === SECOND_TIER), "the element's second tier is not part of the first view");
    // What the browser received is what dist/ holds, compressed.
    for (const f of files) assert.equal(f.sent, measure(`dist${f.path}`).gzip, `${f.path}: bytes sent`);
    assert.ok(
      total <= BUDGET,
      `the first view is ${total} bytes gzip, over the budget of ${BUDGET}: ${files.map((f) => `${f.path} ${f.sent}`).join(', ')}`,
    );
  } finally {
    await browser.close();
  }
});

test("a page fetches the rest of its language (texts of closed panels) after its first results and shows them, and no other language's; every page fetches the element's second tier after its first results", async () => {
  await withBrowser(async (browser) => {
    const files = async (query) => {
      const page = await benchPage(browser, query);
      // The first FAQ answer, once the page is quiet: its text comes from the rest of the language.
      await page.waitForFunction(
        () => document.querySelector('dp-scaling-calculator').shadowRoot.querySelector('#faq-heading ~ details p').textContent !== '',
      );
      // The worked example, which the second tier draws.
      await page.waitForFunction(
        () => document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('example').textContent !== '',
      );
      const ready = await page.evaluate(() => window.__ready);
      const fetched = await fetchedFiles(page);
      await page.close();
      return {
        ready,
        later: fetched.filter((f) => f.path.endsWith('.later.js') && f.path !== SECOND_TIER),
        tier: fetched.filter((f) => f.path === SECOND_TIER),
      };
    };
    const english = await files('');
    const german = await files('?lang=de');
    for (const [page, lang] of [
      [english, 'en'],
      [german, 'de'],
    ]) {
      assert.deepEqual(
        page.later.map((f) => f.path),
        [`/dp-scaling-calculator.${lang}.later.js`],
        `the ${lang} page fetches the rest of its own language, once`,
      );
      assert.ok(page.later[0].start >= page.ready, 'and only after its first results');
    }
    for (const page of [english, german]) {
      assert.equal(page.tier.length, 1, 'the second tier is fetched once');
      assert.ok(page.tier[0].start >= page.ready, 'and only after the first results');
    }
  });
});

test("a German page fetches the core beside its language's first part, not after it", async () => {
  await withBrowser(async (browser) => {
    const page = await browser.context.newPage();
    await page.route('**/dp-scaling-calculator.de.js', async (route) => (await new Promise((r) => setTimeout(r, 300)), route.continue()));
    await page.goto(`${browser.origin}/bench/element.html?lang=de`);
    await page.waitForFunction(() => window.__ready !== undefined);
    const fetched = await fetchedFiles(page);
    const [core, german] = ['/dp-scaling-calculator.wasm', '/dp-scaling-calculator.de.js'].map((path) =>
      fetched.find((f) => f.path === path),
    );
    assert.ok(core.start < german.end, `the core's fetch started at ${core.start} ms, German's first part arrived at ${german.end} ms`);
    await page.close();
  });
});

test("a panel's body is built when it opens; the estimator's code is fetched only for its panel, before the first results when it starts open", async () => {
  const browser = await startBrowser({ directory });
  const CHUNK = '/dp-scaling-calculator.estimator.js';
  try {
    const load = async (query) => {
      const page = await benchPage(browser, query);
      return { page, ready: await page.evaluate(() => window.__ready) };
    };
    const has = (page, id) => page.evaluate((i) => !!document.querySelector('dp-scaling-calculator').shadowRoot.getElementById(i), id);
    const chunk = async (page) => (await fetchedFiles(page)).filter((f) => f.path === CHUNK);

    const closed = await load('');
    await closed.page.waitForTimeout(300);
    assert.deepEqual(await chunk(closed.page), [], "no panel open: the estimator's code is not fetched");
    assert.equal(await has(closed.page, 'measured'), false, 'no panel open: no panel body');
    assert.equal(await has(closed.page, 'accelerator'), false);
    await closed.page.locator('dp-scaling-calculator #what-if > summary').click();
    // Its body comes with the core's second module, which answers its questions.
    await closed.page.waitForFunction(() => !!document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('measured'));
    // Its texts are among those fetched after the first results (web/locales/later.js): they show.
    await closed.page.waitForFunction(
      (label) => document.querySelector('dp-scaling-calculator').shadowRoot.querySelector('label[for="measured"]').textContent === label,
      locale('en').measured,
    );
    assert.deepEqual(await chunk(closed.page), [], "what-if needs none of the estimator's code");
    await closed.page.locator('dp-scaling-calculator #estimator > summary').click();
    await closed.page.waitForFunction(() =>
      document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('estimate')?.textContent.includes('%'),
    );
    assert.equal((await chunk(closed.page)).length, 1, 'the estimator opened: its code is fetched, once');
    await closed.page.close();

    // The pointer on a panel's title, or the focus: what it needs is fetched before the click
    // (the estimator's code; for the others the core's second module).
    const wanted = {
      estimator: CHUNK,
      'what-if': '/dp-scaling-calculator.estimator.wasm',
      'time-cost': '/dp-scaling-calculator.estimator.wasm',
    };
    for (const [panel, path] of Object.entries(wanted)) {
      for (const reach of ['hover', 'focus']) {
        const near = await load('');
        await near.page.locator(`dp-scaling-calculator #${panel} > summary`)[reach]();
        await near.page.waitForFunction((p) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(p)), path);
        assert.equal(
          await near.page.evaluate((id) => document.querySelector('dp-scaling-calculator').shadowRoot.getElementById(id).open, panel),
          false,
          `${panel}, ${reach}: still closed`,
        );
        await near.page.close();
      }
    }

    const open = await load('?open=estimator');
    const fetched = await chunk(open.page);
    assert.equal(fetched.length, 1);
    assert.ok(fetched[0].start < open.ready, 'open from the start: fetched before the first results');
    assert.equal(await has(open.page, 'accelerator'), true, 'and its body is there with them');
    await open.page.close();
  } finally {
    await browser.close();
  }
});

test("the first view fetches no part of the core's second module; the first panel opened fetches it once, and its answers come with it", async () => {
  await withBrowser(async (browser) => {
    const fetched = async (page) => (await fetchedFiles(page)).filter((f) => f.path === ESTIMATOR_WASM);
    const shadow = (page, id) =>
      page.evaluate((i) => document.querySelector('dp-scaling-calculator').shadowRoot.getElementById(i)?.textContent ?? null, id);
    const page = await benchPage(browser);
    await page.waitForTimeout(300);
    assert.deepEqual(await fetched(page), [], 'no panel open: not fetched');
    await page.locator('dp-scaling-calculator #time-cost > summary').click();
    await page.locator('dp-scaling-calculator #samples').fill('1000000');
    await page.waitForFunction(() =>
      /\d/.test(document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('timeCluster').textContent),
    );
    assert.equal((await fetched(page)).length, 1, 'time and cost opened: fetched, once');
    const summary = page.locator('dp-scaling-calculator #estimator > summary');
    await summary.click();
    await page.waitForFunction(() =>
      document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('estimate')?.textContent.includes('%'),
    );
    assert.equal((await fetched(page)).length, 1, 'the estimator opened: not fetched again');
    assert.match(await shadow(page, 'memoryNeeded'), /GB/, 'the memory check answers');
    await summary.click(); // closed
    await summary.click(); // open again
    await page.waitForTimeout(100);
    assert.equal((await fetched(page)).length, 1, 'opened again: not fetched again');
    await page.close();
  });
});

test("an issue only the estimator finds (hybrid sharding's whole nodes) shows once its module is in", async () => {
  await withBrowser(async (browser) => {
    const page = await benchPage(browser);
    const error = () =>
      page.evaluate(() => document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('devices-error').textContent);
    assert.equal(await error(), '');
    // An author's select fetches the estimator; its issue comes next to Devices once the module is in.
    await page.evaluate(() => {
      const element = document.querySelector('dp-scaling-calculator');
      element.setAttribute('devices', '12');
      element.setAttribute('sharding', 'hybrid');
    });
    await page.waitForFunction(
      () => document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('devices-error').textContent !== '',
    );
    assert.equal(await error(), 'Hybrid sharding needs two or more full nodes: enter a multiple of 8 above 8.');
    assert.equal((await fetchedFiles(page)).filter((f) => f.path === ESTIMATOR_WASM).length, 1);
    await page.close();
  });
});

// The estimator's two files, its code and the core's second module; the what-if panel's one, the core's second module.
for (const [panel, file, answer] of [
  ['estimator', 'dp-scaling-calculator.estimator.js', 'estimate'],
  ['estimator', 'dp-scaling-calculator.estimator.wasm', 'estimate'],
  ['what-if', 'dp-scaling-calculator.estimator.wasm', 'implied'],
  ['what-if', 'dp-scaling-calculator.estimator-api.js', 'implied'],
]) {
  test(`when ${file} does not load, the ${panel} panel says so, and opening it again tries again`, async () => {
    const en = locale('en');
    const browser = await startBrowser({ directory });
    try {
      const page = await browser.context.newPage();
      const failing = (route) => route.abort();
      await page.route(`**/${file}`, failing);
      await page.goto(`${browser.origin}/bench/element.html`);
      await page.waitForFunction(() => window.__ready !== undefined);
      const summary = page.locator(`dp-scaling-calculator #${panel} > summary`);
      const note = () =>
        page.evaluate(
          (id) => document.querySelector('dp-scaling-calculator').shadowRoot.getElementById(`${id}-failed`)?.textContent ?? null,
          panel,
        );
      await summary.click();
      await page.waitForFunction((id) => document.querySelector('dp-scaling-calculator').shadowRoot.getElementById(`${id}-failed`), panel);
      assert.equal(await note(), en.panelFailed);
      assert.equal(
        await page.locator('dp-scaling-calculator #actual').textContent(),
        '115,200samples/s'.replace('samples', ' samples'),
        'the results stand',
      );
      await page.unroute(`**/${file}`, failing);
      await summary.click(); // closed
      await summary.click(); // open again: another try, which works
      await page.waitForFunction(
        (id) => /%|—/.test(document.querySelector('dp-scaling-calculator').shadowRoot.getElementById(id)?.textContent),
        answer,
      );
      assert.equal(await note(), null, 'the message is gone');
      await page.close();
    } finally {
      await browser.close();
    }
  });
}

test('when the second tier does not load, an open panel says so, and opening it again tries again', async () => {
  const en = locale('en');
  await withBrowser(async (browser) => {
    const page = await browser.context.newPage();
    const failing = (route) => route.abort();
    await page.route(`**${SECOND_TIER}`, failing);
    await page.goto(`${browser.origin}/bench/element.html?open=what-if`);
    await page.waitForFunction(() => window.__ready !== undefined);
    const note = () =>
      page.evaluate(() => document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('what-if-failed')?.textContent ?? null);
    await page.waitForFunction(
      () => document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('what-if-failed')?.textContent,
    );
    assert.equal(await note(), en.panelFailed);
    await page.unroute(`**${SECOND_TIER}`, failing);
    const summary = page.locator('dp-scaling-calculator #what-if > summary');
    await summary.click(); // closed
    await summary.click(); // open again: another try, which works
    await page.waitForFunction(() =>
      /%|—/.test(document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('implied')?.textContent),
    );
    assert.equal(await note(), null, 'the message is gone');
    await page.close();
  });
});

test("the pointer on a panel's title before the second tier is in: what the panel needs is fetched once the tier comes", async () => {
  await withBrowser(async (browser) => {
    const page = await browser.context.newPage();
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route(`**${SECOND_TIER}`, async (route) => (await held, route.continue()));
    await page.goto(`${browser.origin}/bench/element.html`);
    await page.waitForFunction(() => window.__ready !== undefined);
    await page.locator('dp-scaling-calculator #estimator > summary').hover();
    release();
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.endsWith('/dp-scaling-calculator.estimator.js')),
    );
    assert.equal(
      await page.evaluate(() => document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('estimator').open),
      false,
      'still closed',
    );
    await page.close();
  });
});

test('a panel opened before the rest of its language is in waits for it: its body comes with its texts', async () => {
  const de = locale('de');
  await withBrowser(async (browser) => {
    const page = await browser.context.newPage();
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route('**/dp-scaling-calculator.de.later.js', async (route) => (await held, route.continue()));
    await page.goto(`${browser.origin}/bench/element.html?lang=de`);
    await page.waitForFunction(() => window.__ready !== undefined);
    await page.locator('dp-scaling-calculator #what-if > summary').click();
    await page.waitForTimeout(500); // the core's second module and the second tier are in by now
    const label = () =>
      page.evaluate(
        () => document.querySelector('dp-scaling-calculator').shadowRoot.querySelector('label[for="measured"]')?.textContent ?? null,
      );
    assert.equal(await label(), null, 'no body while its texts are held back');
    release();
    await page.waitForFunction(() => !!document.querySelector('dp-scaling-calculator').shadowRoot.querySelector('label[for="measured"]'));
    assert.equal(await label(), de.measured);
    await page.close();
  });
});
