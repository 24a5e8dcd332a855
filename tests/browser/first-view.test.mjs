// The size budget of a page's first view: every file an English page fetches
// before it shows its first results, as the browser recorded it (Resource
// Timing), sent gzip -9 by the server. The JS bundle alone is not the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser } from './harness.mjs';
import { fetchedFiles, measure } from '../../scripts/sizes.mjs';

// The goal is 25 000 bytes (issue #16), and it is missed: the wasm core
// alone is about 15 700 bytes and the bundle about 24 700, and the first
// results need both (BENCHMARKS.md has the figures). Until the goal is met,
// this ceiling, a little above today's figure, keeps the first view from
// growing unnoticed.
const GOAL = 25_000;
const BUDGET = 41_000; // bytes, gzip -9, everything before the first results

test(`an English page fetches at most ${BUDGET} bytes gzipped before its first results`, async () => {
  // The benchmark's page: the element and nothing else, and a probe that
  // records when the first results are in the DOM.
  const browser = await startBrowser({ directory: { '/': 'dist', '/bench/': 'bench/pages' }, serverOptions: { gzip: true } });
  try {
    const page = await browser.context.newPage();
    await page.goto(`${browser.origin}/bench/element.html`);
    await page.waitForFunction(() => window.__ready !== undefined);
    const ready = await page.evaluate(() => window.__ready);
    const files = (await fetchedFiles(page)).filter((f) => !f.path.startsWith('/bench/') && f.start < ready);
    const total = files.reduce((n, f) => n + f.sent, 0);
    for (const f of files) console.log(`${f.path}: ${f.sent} bytes gzip -9 (${f.raw} raw)`);
    console.log(`first view: ${total} bytes gzip -9 in ${files.length} files (ceiling ${BUDGET}; goal ${GOAL}: ${total <= GOAL ? 'met' : 'missed'})`);
    assert.ok(files.some((f) => f.path === '/dp-scaling-calculator.js'), 'the embed bundle is not among the files fetched');
    // What the browser received is what dist/ holds, compressed.
    for (const f of files) assert.equal(f.sent, measure(`dist${f.path}`).gzip, `${f.path}: bytes sent`);
    assert.ok(total <= BUDGET, `the first view is ${total} bytes gzip, over the budget of ${BUDGET}: ${files.map((f) => `${f.path} ${f.sent}`).join(', ')}`);
  } finally {
    await browser.close();
  }
});

test('English fetches the texts of closed panels after its first results and shows them; German never fetches them', async () => {
  const browser = await startBrowser({ directory: { '/': 'dist', '/bench/': 'bench/pages' } });
  try {
    const files = async (query) => {
      const page = await browser.context.newPage();
      await page.goto(`${browser.origin}/bench/element.html${query}`);
      await page.waitForFunction(() => window.__ready !== undefined);
      // The first FAQ answer, once the page is quiet: its text comes from the later file in English.
      await page.waitForFunction(() => document.querySelector('dp-scaling-calculator').shadowRoot.querySelector('#faq-heading ~ details p').textContent !== '');
      const ready = await page.evaluate(() => window.__ready);
      const later = (await fetchedFiles(page)).filter((f) => f.path === '/dp-scaling-calculator.en.js');
      await page.close();
      return { ready, later };
    };
    const english = await files('');
    assert.equal(english.later.length, 1, 'the English page fetches dp-scaling-calculator.en.js once');
    assert.ok(english.later[0].start >= english.ready, 'and only after its first results');
    const german = await files('?lang=de');
    assert.deepEqual(german.later, [], 'a German page has every text in its own file');
  } finally {
    await browser.close();
  }
});
