// The "Estimate the efficiency" panel in Chromium, against dist/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startBrowser, openPage, ready, shadowText, typeInto } from './harness.mjs';
import { loadCalculator } from '../../dist/index.js';
import { formatMessage } from '../../web/i18n/message.js';

const de = JSON.parse(readFileSync(new URL('../../web/locales/de.json', import.meta.url)));
let browser, calc;
before(async () => {
  browser = await startBrowser();
  calc = await loadCalculator();
});
after(() => browser?.close());

// The panel's defaults: A100 80 GB, NVLink 3, InfiniBand HDR, a 25.6 M parameter model in FP32.
const defaults = {
  devices: 64, throughputPerDevice: 2000, parameters: 25.6e6, bytesPerGradient: 4, batchPerDevice: 256,
  gradientAccumulation: 1, devicesPerNode: 8, intraNodeBandwidthGBps: 300, interNodeBandwidthGbps: 200, transport: 'rdma',
};
const percent = (value, lang = 'en') => new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);

async function panel(lang = 'en') {
  const opened = await openPage(browser.context, `${browser.origin}/index.html#d=64&v=2000&e=90&lang=${lang}`);
  await ready(opened.page);
  await opened.page.locator('dp-scaling-calculator #estimator > summary').click();
  return opened;
}

const series = (page) =>
  page.evaluate(() => [...document.querySelector('dp-scaling-calculator').shadowRoot.querySelectorAll('#chart polyline')].map((p) => p.getAttribute('class')));

test('the defaults give the model estimate, with every assumption shown', async () => {
  const { page, errors } = await panel();
  const expected = calc.estimateEfficiency(defaults);
  assert.equal(await shadowText(page, 'estimate'), percent(expected.efficiencyPercent));
  assert.equal(await shadowText(page, 'estimate'), '96.16%');
  assert.equal(await shadowText(page, 'computeTime'), '128 ms');
  assert.equal(await shadowText(page, 'allReduceTime'), '10.2 ms');
  assert.equal(await shadowText(page, 'assumptions'), 'Used: link efficiency 0.9, overlap 0.5, 10 \u03bcs per ring step, bus bandwidth 22.5 GB/s, 8 nodes.');
  assert.equal(await shadowText(page, 'globalBatch'), '', 'no batch given yet: the default batch says nothing about the job');
  assert.equal(await shadowText(page, 'memoryNeeded'), '0.41 GB / 80 GB');
  assert.equal(await shadowText(page, 'memory-parts'), 'Weights0.0512 GBGradients0.0512 GBOptimizer0.307 GB');
  assert.equal(await shadowText(page, 'memory-warning'), '');
  await typeInto(page, 'batch', '256');
  assert.equal(await shadowText(page, 'globalBatch'), '16,384', 'once the reader gives a batch, even the default one');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the chart draws the estimated curve while the panel is open', async () => {
  const { page } = await panel();
  // The panel's toggle event arrives as a task of its own, then a frame draws the chart.
  await page.waitForFunction(() => document.querySelector('dp-scaling-calculator').shadowRoot.querySelectorAll('#chart polyline').length === 3);
  assert.deepEqual(await series(page), ['ideal', 'actual', 'estimate']);
  const legend = await shadowText(page, 'legend');
  assert.match(legend, /Estimated by the model/);
  await page.locator('dp-scaling-calculator #estimator > summary').click();
  await page.waitForFunction(() => document.querySelector('dp-scaling-calculator').shadowRoot.querySelectorAll('#chart polyline').length === 2);
  assert.deepEqual(await series(page), ['ideal', 'actual']);
  await page.close();
});

test('"use the estimated efficiency" fills the efficiency field', async () => {
  const { page } = await panel();
  await page.locator('dp-scaling-calculator #useEstimate').click();
  assert.equal(await page.locator('dp-scaling-calculator #efficiency').inputValue(), '96.16');
  assert.equal(await shadowText(page, 'actual'), '123,084.8samples/s'.replace('samples', ' samples'));
  assert.equal(await page.evaluate(() => document.querySelector('dp-scaling-calculator').efficiency), 96.16);
  await page.close();
});

test('presets fill their fields, and editing a field makes the preset custom', async () => {
  const { page } = await panel();
  await page.locator('dp-scaling-calculator #network').selectOption('eth25-tcp');
  assert.equal(await page.locator('dp-scaling-calculator #interBandwidth').inputValue(), '25');
  assert.equal(await page.locator('dp-scaling-calculator #transport').inputValue(), 'tcp');
  const tcp = calc.estimateEfficiency({ ...defaults, interNodeBandwidthGbps: 25, transport: 'tcp' });
  assert.equal(await shadowText(page, 'estimate'), percent(tcp.efficiencyPercent));
  await page.locator('dp-scaling-calculator #accelerator').selectOption('h200-141');
  assert.equal(await page.locator('dp-scaling-calculator #memory').inputValue(), '141');
  await page.locator('dp-scaling-calculator #intraLink').selectOption('pcie4');
  assert.equal(await page.locator('dp-scaling-calculator #intraBandwidth').inputValue(), '31.5');
  await typeInto(page, 'interBandwidth', '50');
  assert.equal(await page.locator('dp-scaling-calculator #network').inputValue(), '', 'custom');
  await page.close();
});

test('overrides, and errors next to the estimator fields', async () => {
  const { page, errors } = await panel();
  await typeInto(page, 'overlap', '1');
  assert.equal(await shadowText(page, 'estimate'), '100%');
  await typeInto(page, 'overlap', '1.5');
  assert.equal(await shadowText(page, 'overlap-error'), 'Enter at most 1.');
  assert.equal(await shadowText(page, 'estimate'), '—');
  assert.equal(await shadowText(page, 'actual'), '115,200 samples/s', 'the main results do not depend on the estimator');
  await typeInto(page, 'overlap', '');
  await typeInto(page, 'parameters', 'many');
  assert.equal(await shadowText(page, 'parameters-error'), 'Enter just a number, without letters or units.');
  await typeInto(page, 'parameters', '25,600,000');
  await page.locator('dp-scaling-calculator #network').selectOption('none');
  assert.equal(await shadowText(page, 'interBandwidth-error'), 'One node holds 8 devices. For more, choose a network between nodes.', '64 devices span 8 nodes');
  await typeInto(page, 'devices', '8');
  assert.equal(await shadowText(page, 'interBandwidth-error'), '');
  assert.match(await shadowText(page, 'assumptions'), /, 1 node\.$/);
  assert.deepEqual(await series(page), ['ideal', 'actual'], 'no curve where the axis would need a network');
  assert.match(await page.evaluate(() => document.querySelector('dp-scaling-calculator').shadowRoot.textContent), /^(?!.*(NaN|Infinity|undefined))/s);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the memory warning speaks the user\'s language', async () => {
  const { page } = await panel('de');
  await typeInto(page, 'parameters', '7.000.000.000');
  const gb = (n) => new Intl.NumberFormat('de', { style: 'unit', unit: 'gigabyte' }).format(n);
  assert.equal(await shadowText(page, 'memoryNeeded'), `${gb(112)} / ${gb(80)}`);
  assert.equal(await shadowText(page, 'memory-warning'), formatMessage(de.memoryWarning, { need: gb(112), have: gb(80) }, { locale: 'de' }));
  assert.equal(await shadowText(page, 'estimate'), percent(calc.estimateEfficiency({ ...defaults, parameters: 7e9 }).efficiencyPercent, 'de'));
  await page.locator('dp-scaling-calculator #accelerator').selectOption('b200-192');
  assert.equal(await shadowText(page, 'memory-warning'), '');
  await page.close();
});
