// The element on a host page that freezes and pollutes prototypes, defines
// globals named like Emscripten's, and loads the embed bundle twice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, openPage, ready, shadowText, typeInto } from './harness.mjs';

const { browser } = browserSuite({ directory: { '/': 'dist', '/fixtures/': 'tests/browser/fixtures' } });

test('frozen prototypes, a global Module and a second copy of the bundle change nothing', async () => {
  const { page, errors } = await openPage(browser.context, `${browser.origin}/fixtures/abuse.html`);
  await ready(page);
  assert.equal(await shadowText(page, 'actual'), '115,200 samples/s');
  await typeInto(page, 'devices', '128');
  assert.equal(await shadowText(page, 'ideal'), '256,000 samples/s');
  await page.evaluate(() =>
    document
      .querySelector('dp-scaling-calculator')
      .shadowRoot.querySelectorAll('details.panel')
      .forEach((d) => (d.open = true)),
  );
  await typeInto(page, 'measuredThroughput', '100000');
  assert.equal(await shadowText(page, 'implied'), '39.06%');
  // The default estimate, in whole points as its band (the core's defaults: tests/browser/estimator.test.mjs).
  assert.equal(await shadowText(page, 'estimate'), '91% ± 7');
  const state = await page.evaluate(() => ({
    defined: typeof customElements.get('dp-scaling-calculator') === 'function',
    module: window.Module.wasmBinary,
    frozen: Object.isFrozen(Object.prototype),
    bars: document.querySelector('dp-scaling-calculator').shadowRoot.querySelectorAll('#chart polyline').length,
  }));
  assert.deepEqual(state, { defined: true, module: 'not a module', frozen: true, bars: 3 });
  assert.deepEqual(errors, []);
  await page.close();
});

test('a second element added later, after both bundles ran, works too', async () => {
  const { page, errors } = await openPage(browser.context, `${browser.origin}/fixtures/abuse.html`);
  await ready(page);
  await page.evaluate(() => {
    const el = document.createElement('dp-scaling-calculator');
    el.id = 'late';
    el.setAttribute('lang', 'pt');
    el.devices = 8;
    document.querySelector('main').append(el);
  });
  await page.waitForFunction(() => document.querySelector('#late').shadowRoot.getElementById('speedup').textContent === '7,2×');
  assert.deepEqual(errors, []);
  await page.close();
});
