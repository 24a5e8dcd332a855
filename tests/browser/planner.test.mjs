// The planner's path of ../shared/reviews/ux-trial.md, played as a user
// plays it, with clicks and typing only: Llama 3 8B on 64 H100s, then 70B on
// 512 and on 1,024, with a calibration, a typed efficiency the estimate does
// not allow, HSDP, an export and the link restored in a fresh page. It checks
// that no answer turns to "—" while one exists, that the results and the
// estimate agree or say they differ, that HSDP memory follows the shard
// group, that activations are counted, and that the CSV has units and
// settings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { browserSuite, openEstimator, openPage, ready, settle, shadowText, typeInto } from './harness.mjs';
import { readDoc } from '../docs-text.mjs';

const { browser } = browserSuite({ permissions: ['clipboard-read', 'clipboard-write'] });
const el = 'dp-scaling-calculator';

const value = (page, id) => page.locator(`${el} #${id}`).inputValue();
const choose = async (page, id, option) => {
  await page.locator(`${el} #${id}`).selectOption(option);
  await settle(page);
};
const click = async (page, id) => {
  await page.locator(`${el} #${id}`).click();
  await settle(page);
};
// "6,480 tokens/s" → 6480; "94% ± 3" → 94.
const numberIn = (text) => Number(/[\d,.]+/.exec(text)[0].replaceAll(',', ''));
const focused = (page) => page.evaluate((s) => document.querySelector(s).shadowRoot.activeElement?.id, el);
// Where a node of the element sits in the viewport: the page may scroll to keep it there (scroll anchoring), but
// what the reader looks at must not move.
const topOf = (page, id) =>
  page.evaluate(([s, i]) => document.querySelector(s).shadowRoot.getElementById(i).getBoundingClientRect().top, [el, id]);

// The answers a planner reads: none may be "—" while the inputs are valid.
async function answersShown(page, label) {
  for (const id of ['actual', 'speedup', 'estimate', 'flopsThroughput', 'memoryNeeded']) {
    const text = await shadowText(page, id);
    assert.ok(text && !text.startsWith('—'), `${label}: ${id} is "${text}"`);
  }
}

test("the planner's path: 8B on 64, 70B on 512 and 1,024, calibrated, exported and shared", async () => {
  const { page, errors } = await openEstimator(browser);

  // 8B on 64 H100 SXM: the device sets its system, the model its job.
  await choose(page, 'accelerator', 'h100-80');
  assert.deepEqual([await value(page, 'intraLink'), await value(page, 'network')], ['nvlink4', 'ib-ndr-8']);
  assert.equal(await value(page, 'interNodeBandwidthGbps'), '3,200');
  await choose(page, 'modelPreset', 'Llama 3 8B');
  const job = ['throughputUnit', 'precision', 'batchPerDevice', 'globalBatch', 'sharding', 'recomputation'];
  assert.deepEqual(await Promise.all(job.map((id) => value(page, id))), ['tokens', '2', '1', '512', 'zero3', 'selective']);
  assert.match(await shadowText(page, 'globalBatch-link'), /^Follows the model's batch of about 4M tokens a step/);
  // The results show the job's global batch, in sequences and tokens: 1 × 8 micro-batches × 64 devices.
  assert.equal(await shadowText(page, 'stepBatch'), '512 samples a step, 4,194,304 tokens');
  // Use the throughput at 40 % MFU: the page stays where it is, the focus goes to the field, which says it follows.
  await page.locator(`${el} #useFlopsThroughput`).scrollIntoViewIfNeeded();
  const at = await topOf(page, 'useFlopsThroughput');
  const perDevice = numberIn(await shadowText(page, 'flopsThroughput'));
  assert.equal(perDevice, 6481.46);
  await click(page, 'useFlopsThroughput');
  const moved = (await topOf(page, 'useFlopsThroughput')) - at;
  assert.ok(Math.abs(moved) < 1, `no jump: the button moved ${moved} px`);
  assert.equal(await focused(page), 'throughputPerDevice');
  // The field holds the throughput at the MFU unrounded: the costs after it rest on what was worked out.
  assert.equal(Math.round(numberIn(await value(page, 'throughputPerDevice')) * 100) / 100, 6481.46);
  assert.match(await shadowText(page, 'throughputPerDevice-link'), /^Follows the throughput at this MFU/); // review EN1
  assert.match(await shadowText(page, 'status'), /^Throughput per device: 6,481\.46 tokens\/s\.$/, 'said to screen readers, with its unit');
  await click(page, 'useEstimate');
  const estimate8b = numberIn(await shadowText(page, 'estimate'));
  assert.equal(Math.round(numberIn(await value(page, 'efficiencyPercent'))), estimate8b);
  assert.match(await shadowText(page, 'efficiencyPercent-link'), /^Follows the estimated efficiency/);
  // Activations are counted, from the architecture.
  assert.match(await shadowText(page, 'memory-parts'), /Activations/);
  assert.match(await shadowText(page, 'activations-note'), /^Activations: 36\.5 GB a sample × 1, estimated/);
  await answersShown(page, '8B on 64');

  // 70B: the throughput and the efficiency follow; no dead end. The trial planned it as plain data parallelism,
  // so the preset's replicas of 8 are cleared here (tests/browser/replicas.test.mjs plays them).
  await choose(page, 'modelPreset', 'Llama 3 70B');
  assert.equal(await value(page, 'tensorParallel'), '8');
  await typeInto(page, 'tensorParallel', '');
  assert.equal(numberIn(await shadowText(page, 'flopsThroughput')), 811.49);
  assert.equal(Math.round(numberIn(await value(page, 'throughputPerDevice')) * 100) / 100, 811.49);
  assert.equal(await shadowText(page, 'throughputPerDevice-error'), '');
  assert.equal(await value(page, 'recomputation'), 'full');
  await answersShown(page, '70B on 64');
  // On 512: one micro-batch a step is 4.2 M tokens already; the efficiency follows the estimate for 512.
  await typeInto(page, 'devices', '512');
  assert.equal(await value(page, 'globalBatch'), '512');
  const estimate512 = numberIn(await shadowText(page, 'estimate'));
  assert.equal(Math.round(numberIn(await value(page, 'efficiencyPercent'))), estimate512);
  // The results are shown as they are worked out, never above the ideal, and ideal − actual = lost as shown.
  const [ideal, actual, lost] = await Promise.all(['ideal', 'actual', 'lost'].map(async (id) => numberIn(await shadowText(page, id))));
  assert.ok(actual <= ideal, `${actual} > ${ideal}`);
  assert.equal(Math.round((ideal - actual) * 100), Math.round(lost * 100));
  await answersShown(page, '70B on 512');

  // Calibrated with 93 % at 64, relative to one node of 8: the lost time is called what it is, never "exposed
  // communication" above the communication. Against one node the same 93 % says more is lost than against one device.
  await typeInto(page, 'calibrationEfficiencyPercent0', '93');
  await typeInto(page, 'calibrationDevices0', '64');
  assert.match(await shadowText(page, 'calibration-result'), /^Calibrated, relative to one device: time lost in a node × [\d.]+/);
  const againstOne = numberIn(await shadowText(page, 'estimate'));
  await typeInto(page, 'calibrationBaselineDevices', '8');
  // Against one node, only what the network adds is fitted: the node itself stays as the model gives it.
  assert.match(await shadowText(page, 'calibration-result'), /^Calibrated, relative to 8 devices: time added by the network × [\d.]+/);
  const againstNode = numberIn(await shadowText(page, 'estimate'));
  assert.ok(againstNode < againstOne, `relative to 8: ${againstNode} %, to one device: ${againstOne} %`);
  assert.equal(
    await page.evaluate((s) => document.querySelector(s).shadowRoot.getElementById('exposedTime').previousElementSibling.textContent, el),
    'Time lost per step (calibrated)',
  );
  assert.equal(
    Math.round(numberIn(await value(page, 'efficiencyPercent'))),
    numberIn(await shadowText(page, 'estimate')),
    'the results follow the calibration',
  );

  // A typed efficiency outside the band: the results say so, and one click uses the estimate.
  await typeInto(page, 'efficiencyPercent', '99');
  assert.equal(await shadowText(page, 'efficiencyPercent-link'), '', 'typing unlinks');
  const differs = await shadowText(page, 'estimate-differs');
  assert.match(differs, /^The estimate for 512 devices is \d+% ± \d+; these results use 99%\. Use the estimate$/);
  await click(page, 'useEstimateInResults');
  assert.equal(Math.round(numberIn(await value(page, 'efficiencyPercent'))), numberIn(await shadowText(page, 'estimate')));
  assert.equal(await page.locator(`${el} #estimate-differs`).isHidden(), true);

  // HSDP: the memory follows the shard group (of 32: the calibration's 64 devices are two whole groups).
  await choose(page, 'sharding', 'hybrid');
  const oneNode = numberIn(await shadowText(page, 'memoryNeeded'));
  await typeInto(page, 'shardGroupSize', '32');
  const thirtyTwo = numberIn(await shadowText(page, 'memoryNeeded'));
  // 16 bytes a parameter over 8 devices, then over 32; on each either way 10.7 GB of activations, 10.5 GB of logits,
  // 7.6 GB of buffers (two gathered layers and their gradients, the layer recomputed) and the 2 GB reserve.
  assert.equal(oneNode, 172);
  assert.equal(thirtyTwo, 66.1);
  await answersShown(page, 'HSDP in groups of 32');

  // The CSV explains itself: every setting with its unit and source, and the estimate with its band.
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`${el} #downloadCsv`).click()]);
  const lines = readFileSync(await download.path(), 'utf8').split('\r\n');
  for (const pattern of [
    /^modelPreset,Model,Llama 3 70B,,given$/,
    /^accelerator,Accelerator,h100-80,,given$/,
    /^sharding,Sharding,hybrid,,given$/,
    /^intraLink,Link inside a node,nvlink4,,preset$/,
    /^batchPerDevice,Micro-batch per device \(samples held at once; a sequence for a language model\),1,,preset$/,
    /^globalBatch,Global batch \(samples a step; empty: one micro-batch a replica\),512,,linked$/,
    /^throughputPerDevice,Throughput per device,811\.48\d*,tokens\/s,linked$/,
    /^efficiencyPercent,Scaling efficiency \(%\),\d+\.\d+,%,linked$/,
    /^shardGroupSize,Devices per shard group \(HSDP; empty: one node\),32,,given$/,
    /^calibrationBaselineDevices,Relative to \(devices; empty: one device\),8,,given$/,
    /^actualThroughput,Actual throughput,\d{6}\.\d+,tokens\/s,result$/,
    /^estimatedEfficiency,Estimated efficiency,\d+,%,result$/,
    /^estimateUncertainty,Estimated efficiency ±,\d+,pp,result$/,
    /^globalBatchTokens,Global batch,4194304,tokens,result$/,
    /^memoryPerDevice,Memory per device,66\.\d+,GB,result$/,
  ]) {
    assert.ok(
      lines.some((line) => pattern.test(line)),
      `${pattern}\n${lines.join('\n')}`,
    );
  }

  // 1,024: still one micro-batch, the efficiency follows the estimate for 1,024.
  await typeInto(page, 'devices', '1024');
  assert.equal(await value(page, 'globalBatch'), '1,024', 'one sequence for each of 1,024 replicas: the least above 4M tokens');
  assert.equal(Math.round(numberIn(await value(page, 'efficiencyPercent'))), numberIn(await shadowText(page, 'estimate')));
  await answersShown(page, '70B on 1,024');

  // What-if follows the estimate: twice today's throughput takes the devices at which the estimated E(d) gives it,
  // more than twice the devices, and it says the estimate there.
  await page.locator(`${el} #what-if > summary`).click();
  await page.waitForFunction((s) => document.querySelector(s).shadowRoot.getElementById('targetSpeedup'), el);
  const speedup = numberIn(await shadowText(page, 'speedup'));
  await typeInto(page, 'targetSpeedup', String(Math.round(2 * speedup)));
  const forSpeedup = await shadowText(page, 'forSpeedup');
  assert.match(forSpeedup, /^[\d,]+ estimated efficiency at that device count: \d+% ± \d+$/); // review S5
  assert.ok(numberIn(forSpeedup) > 2048, forSpeedup);
  const thereEstimate = /\d+% ± \d+$/.exec(forSpeedup)[0];

  // The link restores the scenario in a fresh page.
  await click(page, 'copyLink');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const kept = [
    'devices',
    'throughput',
    'efficiency',
    'modelPreset',
    'accelerator',
    'sharding',
    'shardGroup',
    'calEfficiency1',
    'calBaseline',
  ];
  // The properties: numbers and choices, whatever the text looks like ("1024" typed, "1,024" restored).
  const properties = (p) => p.evaluate(([s, ids]) => ids.map((id) => document.querySelector(s)[id]), [el, kept]);
  const before = await properties(page);
  const fresh = await openPage(browser.context, link);
  await ready(fresh.page);
  await fresh.page.waitForFunction((s) => document.querySelector(s).shadowRoot.getElementById('modelPreset'), el);
  await settle(fresh.page);
  assert.deepEqual(await properties(fresh.page), before);
  // The same results, and what followed an answer still follows it.
  assert.equal(await shadowText(fresh.page, 'actual'), await shadowText(page, 'actual'));
  assert.match(await shadowText(fresh.page, 'efficiencyPercent-link'), /^Follows the estimated efficiency/);
  assert.match(await shadowText(fresh.page, 'throughputPerDevice-link'), /^Follows the throughput at this MFU/);
  assert.match(link, /[#&]f=[^&]*efficiency\.estimate/);
  await fresh.page.close();

  // Another model: the measurement, taken with 70B, is cleared, and the panel says so.
  await choose(page, 'modelPreset', 'Llama 3 8B');
  assert.deepEqual([await value(page, 'calibrationEfficiencyPercent0'), await value(page, 'calibrationBaselineDevices')], ['', '']);
  assert.equal(
    await shadowText(page, 'calibration-result'),
    'The measured efficiency was cleared: it was taken with another model or device.',
  );
  assert.deepEqual([...errors, ...fresh.errors], []);
  await page.close();

  // The site's "What it answers" tells this path with the figures measured here.
  const answers = readDoc('docs/guide/what-it-answers.md');
  const walk = answers.slice(answers.indexOf("## A planner's path"));
  const figures = [
    `${perDevice.toLocaleString('en')} tokens/s`,
    '811.49 tokens/s',
    `${oneNode} GB`,
    `${thirtyTwo} GB`,
    '4,194,304',
    '36.5 GB',
    `estimated efficiency at that device count: ${thereEstimate}`,
  ];
  for (const figure of figures) assert.ok(walk.includes(figure), `the walk-through in "What it answers" says ${figure}`);
});

test('at phone width every control the planner touches is a target of 44 px or more', async () => {
  const { page, errors } = await openEstimator(browser, { width: 390, height: 844 });
  const small = await page.evaluate((s) => {
    const root = document.querySelector(s).shadowRoot;
    return [...root.querySelectorAll('input, select, button, summary')]
      .filter((node) => node.getClientRects().length) // shown
      .map((node) => [node.id || node.parentElement.id || node.textContent, node.getBoundingClientRect().height])
      .filter(([, height]) => height < 44);
  }, el);
  assert.deepEqual(small, []);
  assert.deepEqual(errors, []);
  await page.close();
});

// The results in view while the panels are worked in: the bar shows once the results scroll away above, at the top
// of the window, with the results' own figures; it moves nothing; on a phone it is one line.
for (const [width, height] of [
  [1280, 900],
  [390, 844],
]) {
  test(`at ${width} px the results stay in view as a bar while the panels are worked in`, async () => {
    const { page, errors } = await openEstimator(browser, { width, height });
    const bar = () =>
      page.evaluate((s) => {
        const root = document.querySelector(s).shadowRoot;
        const line = root.getElementById('summary-line');
        const box = line.getBoundingClientRect();
        const text = [...line.children].find((span) => span.getClientRects().length).textContent; // the one shown
        return { hidden: root.getElementById('summary-bar').hidden, text, top: box.top, height: box.height };
      }, el);
    await page.evaluate(() => window.scrollTo(0, 0)); // opening the estimator scrolled to its summary
    await page.waitForFunction((s) => document.querySelector(s).shadowRoot.getElementById('summary-bar').hidden, el);
    await page.locator(`${el} #estimate`).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const at = await topOf(page, 'estimate');
    await page.waitForFunction((s) => !document.querySelector(s).shadowRoot.getElementById('summary-bar').hidden, el);
    const shown = await bar();
    assert.ok(Math.abs(shown.top) < 1, `at the top of the window: ${shown.top}`);
    const [actual, speedup] = [await shadowText(page, 'actual'), await shadowText(page, 'speedup')];
    assert.equal(shown.text, `${width < 500 ? 'E 90%' : '90% efficient'} · ${actual} · ${speedup}`);
    assert.equal(await topOf(page, 'estimate'), at, 'nothing moves when it shows');
    const lineHeight = await page.evaluate(
      (s) => parseFloat(getComputedStyle(document.querySelector(s).shadowRoot.getElementById('summary-line')).lineHeight),
      el,
    );
    if (width < 500) assert.ok(shown.height < 2 * lineHeight, `one line on a phone: ${shown.height} px`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction((s) => document.querySelector(s).shadowRoot.getElementById('summary-bar').hidden, el);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

// A host page whose text comes first puts the results below the fold; a jump (a link, End, a click that scrolls)
// can then take them from below the window to above it without passing through it.
test('the bar shows when a jump takes the results from below the window to above it', async () => {
  const { page, errors } = await openEstimator(browser, { width: 1000, height: 900 });
  const hidden = () => page.evaluate((s) => document.querySelector(s).shadowRoot.getElementById('summary-bar').hidden, el);
  await page.locator(`${el} .results`).scrollIntoViewIfNeeded();
  await page.waitForFunction((s) => document.querySelector(s).shadowRoot.getElementById('summary-bar').hidden, el);
  await page.evaluate((s) => {
    document.querySelector(s).before(Object.assign(document.createElement('div'), { style: 'height: 2000px' }));
    window.scrollTo(0, 0);
  }, el);
  await page.waitForTimeout(300); // the observer's look at the results below the window
  assert.equal(await hidden(), true);
  await page.evaluate((s) => {
    const below = document.querySelector(s).shadowRoot.querySelector('.results').getBoundingClientRect().bottom;
    window.scrollTo(0, below + 200);
  }, el);
  await page.waitForFunction((s) => !document.querySelector(s).shadowRoot.getElementById('summary-bar').hidden, el);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a trillion tokens to process stays on one line, at 1280 and 390 px', async () => {
  for (const width of [1280, 390]) {
    const { page, errors } = await openEstimator(browser, { width, height: 900 });
    await page.locator(`${el} #time-cost > summary`).click();
    await page.waitForFunction((s) => document.querySelector(s).shadowRoot.getElementById('datasetSamples'), el);
    await typeInto(page, 'datasetSamples', '1e12');
    const lines = await page.evaluate((s) => {
      const dd = document.querySelector(s).shadowRoot.getElementById('totalSamples');
      const range = document.createRange();
      range.selectNodeContents(dd.firstChild);
      const fits = range.getBoundingClientRect().right <= dd.getBoundingClientRect().right + 0.5;
      return [dd.firstChild.textContent, new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size, fits];
    }, el);
    assert.deepEqual(lines, ['1,000,000,000,000', 1, true], `${width} px: one line, within its column`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});
