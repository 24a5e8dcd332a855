// The layout advisor's panel, as a planner uses it: Llama 3 70B on 512 H100s with 512 sequences a step, the
// preset's FSDP + tensor parallel 8 + full recomputation estimated far below what the advisor finds; one click uses
// the best layout, and the estimate, the results and the table then agree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, openEstimator, settle, shadowText, typeInto, LEAKED } from './harness.mjs';

const { browser } = browserSuite();
const el = 'dp-scaling-calculator';
const numberIn = (text) => Number(/[\d,.]+/.exec(text)[0].replaceAll(',', ''));
const rowsOf = (page) =>
  page.evaluate(
    (s) =>
      [...document.querySelector(s).shadowRoot.querySelectorAll('#layouts-table tr')].map(
        (tr) => [...tr.children].map((c) => c.firstChild.textContent), // the throughput's cell holds the button after it
      ),
    el,
  );

test('the best layout for 70B on 512 H100s fits and scales, and one click uses it', async () => {
  const { page, errors } = await openEstimator(browser);
  await page.locator(`${el} #accelerator`).selectOption('h100-80');
  await page.locator(`${el} #modelPreset`).selectOption('Llama 3 70B');
  await settle(page);
  await typeInto(page, 'devices', '512');
  await typeInto(page, 'globalBatch', '512');
  const preset = numberIn(await shadowText(page, 'estimate'));
  await page.locator(`${el} #layouts > summary`).click();
  await page.waitForFunction((s) => document.querySelector(s).shadowRoot.querySelectorAll('#layouts-table tr').length > 1, el);
  const [head, best, ...rest] = await rowsOf(page);
  assert.deepEqual(head.slice(0, 3), ['Sharding', 'Tensor × pipeline', 'Micro-batch × accumulation steps']);
  assert.ok(rest.length >= 1);
  const [, , , , memory, efficiency, throughput] = best;
  assert.ok(numberIn(memory) <= 80, `fits 80 GB: ${memory}`);
  assert.ok(numberIn(efficiency) >= 85, `estimated at 85 % or more: ${efficiency}`);
  assert.ok(numberIn(efficiency) > preset, `above the preset's ${preset} %`);
  assert.equal(await page.locator(`${el} #useLayout0`).textContent(), 'Use');
  await page.locator(`${el} #useLayout0`).click();
  await settle(page);
  assert.match(await shadowText(page, 'status'), /^Layout used: /);
  // The estimate of the layout used is the table's, and so is the cluster throughput once the results follow it.
  assert.equal(await shadowText(page, 'estimate'), efficiency);
  await page.locator(`${el} #useEstimate`).click();
  await settle(page);
  assert.equal(await shadowText(page, 'actual'), throughput);
  // Counted in sequences, the table says the same cluster in the element's unit, and the results still agree.
  await page.locator(`${el} #throughputUnit`).selectOption('samples');
  await settle(page);
  const [, inSequences] = await rowsOf(page);
  assert.match(inSequences[6], /samples\/s$/);
  assert.ok(Math.abs(numberIn(inSequences[6]) * 8192 - numberIn(throughput)) < 8192, `${inSequences[6]} × 8,192 ≈ ${throughput}`);
  assert.equal(await shadowText(page, 'actual'), inSequences[6]);
  assert.doesNotMatch(await page.evaluate((s) => document.querySelector(s).shadowRoot.textContent, el), LEAKED);
  assert.deepEqual(errors, []);
  await page.close();
});

// Eight columns do not fit everywhere: the table is never wider than the panel, in any language, on a phone, in a
// narrow column or on a desktop, and its buttons stay where a finger reaches them.
test('the advisor fits its panel in every language at 390, 600 and 1280 px', async () => {
  for (const lang of ['en', 'de', 'it', 'pt']) {
    for (const width of [390, 600, 1280]) {
      const { page, errors } = await openEstimator(browser, { lang, width, height: 900 });
      await page.locator(`${el} #accelerator`).selectOption('h100-80');
      await page.locator(`${el} #modelPreset`).selectOption('Llama 3 70B');
      await settle(page);
      await typeInto(page, 'devices', '512');
      await page.locator(`${el} #layouts > summary`).click();
      await page.waitForFunction((s) => document.querySelector(s).shadowRoot.querySelectorAll('#layouts-table tr').length > 1, el);
      await settle(page);
      const [panel, table, button] = await page.evaluate((s) => {
        const root = document.querySelector(s).shadowRoot;
        const t = root.getElementById('layouts-table');
        const b = root.getElementById('useLayout0').getBoundingClientRect();
        return [t.parentElement.clientWidth, t.scrollWidth, [b.right, b.height]];
      }, el);
      assert.ok(table <= panel, `${lang} at ${width} px: the table is ${table} px in a panel of ${panel}`);
      assert.ok(button[0] <= width, `${lang} at ${width} px: the first Use button ends at ${button[0]} px`);
      if (width < 500) assert.ok(button[1] >= 44, `${lang} at ${width} px: a target of ${button[1]} px on a phone`);
      assert.deepEqual(errors, []);
      await page.close();
    }
  }
});
