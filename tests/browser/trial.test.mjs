// The five jobs of ../shared/reviews/ux-trial.md, played with clicks and typing
// as the planner played them, each asserting the figures they checked by hand:
// a phone in German; Llama 3 70B with TP 8 × PP 4, strong and weak at a fixed
// global batch, run for 15T tokens; a small lab calibrated against one node;
// an MI300X cluster; and the memory of the 70B job.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LEAKED, allText, browserSuite, openEstimator, openPage, ready, settle, shadowText, typeInto } from './harness.mjs';

const { browser } = browserSuite();
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
const open = async (page, panel, field) => {
  await page.locator(`${el} #${panel} > summary`).click();
  await page.waitForFunction(([s, id]) => document.querySelector(s).shadowRoot.getElementById(id), [el, field]);
  await settle(page);
};
// "786,764.38 tokens/s" → 786764.38 (English page).
const numberIn = (text) => Number(/[\d,.]+/.exec(text)[0].replaceAll(',', ''));
const shownNumber = async (page, id) => numberIn(await shadowText(page, id));
// FLOPs a token of a transformer as the page counts them: the weights and the attention.
const flopsPerToken = ({ parameters, layers, hidden, sequence }) => 6 * parameters + 12 * layers * hidden * sequence;
const LLAMA_70B = { parameters: 70_553_706_496, layers: 80, hidden: 8192, sequence: 8192 };

// Ideal, actual and lost as shown never contradict each other.
async function consistentResults(page, label) {
  const [ideal, actual, lost] = await Promise.all(['ideal', 'actual', 'lost'].map((id) => shownNumber(page, id)));
  assert.ok(actual <= ideal, `${label}: actual ${actual} > ideal ${ideal}`);
  assert.equal(Math.round((ideal - actual) * 100), Math.round(lost * 100), `${label}: ideal − actual = lost`);
  assert.doesNotMatch(await allText(page), LEAKED, label);
  return actual;
}

test('task 1: on a German phone the seed example and the planner’s own figures read in German', async () => {
  const { page, errors } = await openPage(browser.context, `${browser.origin}/index.html#lang=de`, { width: 390, height: 844 });
  await ready(page);
  const results = async () => Promise.all(['ideal', 'actual', 'speedup', 'lost'].map((id) => shadowText(page, id)));
  assert.deepEqual(await results(), ['128.000 Samples/s', '115.200 Samples/s', '57,6×', '12.800 Samples/s']);
  await typeInto(page, 'devices', '128');
  await typeInto(page, 'efficiencyPercent', '85');
  assert.deepEqual(await results(), ['256.000 Samples/s', '217.600 Samples/s', '108,8×', '38.400 Samples/s']);
  // German input: "1.500" is fifteen hundred, "85,5" eighty-five and a half.
  await typeInto(page, 'devices', '64');
  await typeInto(page, 'throughputPerDevice', '1.500');
  await typeInto(page, 'efficiencyPercent', '85,5');
  assert.deepEqual(await results(), ['96.000 Samples/s', '82.080 Samples/s', '54,72×', '13.920 Samples/s']);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'never scrolls sideways');
  assert.deepEqual(errors, []);
  await page.close();
});

// Task 2's job on 256 H100s: Megatron's distributed optimizer (ZeRO-1), TP 8 × PP 4, 2,048 sequences a step, the
// throughput at 40 % MFU and the estimated efficiency.
async function seventyB(page) {
  await choose(page, 'accelerator', 'h100-80');
  await choose(page, 'modelPreset', 'Llama 3 70B');
  await typeInto(page, 'devices', '256');
  await typeInto(page, 'pipelineParallel', '4');
  await choose(page, 'sharding', 'zero1');
  await typeInto(page, 'globalBatch', '2048');
  await click(page, 'useFlopsThroughput');
  await click(page, 'useEstimate');
}

test('task 2: 70B with TP 8 × PP 4 from 256 to 1,024 H100s, strong and weak at a fixed global batch, for 15T tokens', async () => {
  const { page, errors } = await openEstimator(browser);
  await seventyB(page);
  // The planner's check: 989.5 TFLOP/s × 0.4 / (6N + 12·L·h·s) = 811.5 tokens/s.
  const perDevice = (989.5e12 * 0.4) / flopsPerToken(LLAMA_70B);
  assert.equal(await shownNumber(page, 'flopsThroughput'), Math.round(perDevice * 100) / 100);
  const batch = '2,048 samples a step, 16,777,216 tokens';
  const at = async (devices, scaling) => {
    await typeInto(page, 'devices', String(devices));
    await choose(page, 'batchScaling', scaling);
    assert.equal(await shadowText(page, 'stepBatch'), batch, `${devices} ${scaling}: the global batch the planner set stays`);
    return consistentResults(page, `${devices} ${scaling}`);
  };
  // Strong: the bubble alone takes (1 + 3/256)/(1 + 3/64) = 96.6 % from 256 to 1,024; the exposed exchange a little
  // more, about 96 % in all.
  const strong = (await at(1024, 'strong')) / (await at(256, 'strong')) / 4;
  assert.ok(strong > 0.95 && strong < (1 + 3 / 256) / (1 + 3 / 64), `strong 256 → 1,024: ${strong}`);
  // Weak: each replica keeps its micro-batches, so 256 → 1,024 loses only what the exchange adds: 99–100 %.
  const weak = (await at(1024, 'weak')) / (await at(256, 'weak')) / 4;
  assert.ok(weak > 0.98 && weak <= 1, `weak 256 → 1,024: ${weak}`);

  // On 1,024 with strong scaling, the chart draws the estimate in replicas of 32 on the same device axis.
  await at(1024, 'strong');
  const actual = await shownNumber(page, 'actual');
  assert.match(await shadowText(page, 'legend'), /Estimated by the model/);
  const row = await page.evaluate(
    (s) =>
      [...document.querySelector(s).shadowRoot.querySelectorAll('#chart-table tr')]
        .map((tr) => [...tr.cells].map((cell) => cell.textContent))
        .find((cells) => cells[0] === '1,024'),
    el,
  );
  assert.equal(row.at(-1), row.at(-2), 'at 1,024 the estimate is what the results show');

  // 15T tokens at $2.49 a GPU-hour: the time is the tokens over the cluster's throughput, the cost 1,024 devices × hours.
  await open(page, 'time-cost', 'datasetSamples');
  await typeInto(page, 'datasetSamples', '15T');
  await typeInto(page, 'pricePerDeviceHour', '2.49');
  assert.equal(await shadowText(page, 'totalSamples'), '15,000,000,000,000');
  const seconds = 15e12 / actual;
  const days = Math.floor(seconds / 86400);
  assert.equal(await shadowText(page, 'timeCluster'), `${days} days, ${Math.round((seconds - days * 86400) / 3600)} hours`);
  const cost = await shownNumber(page, 'costCluster');
  assert.ok(Math.abs(cost / ((1024 * 2.49 * seconds) / 3600) - 1) < 1e-6, `cost ${cost}`);
  assert.match(await shadowText(page, 'costOne'), /^Does not fit on one device: it needs [\d,]+ GB\.$/);

  // FP8 doubles the peak and with it the throughput at the same MFU, and says that MFU is unlikely.
  await choose(page, 'computePrecision', 'fp8');
  assert.equal(await shownNumber(page, 'flopsThroughput'), Math.round(perDevice * 200) / 100);
  assert.match(await shadowText(page, 'fp8-note'), /rarely keep the MFU they reach in BF16/);
  await consistentResults(page, 'FP8');
  assert.deepEqual(errors, []);
  await page.close();
});

test('task 3: a lab of four 8 × A100 nodes on 100 GbE, calibrated with 78 % at 16 against one node', async () => {
  const { page, errors } = await openEstimator(browser);
  await choose(page, 'accelerator', 'a100-40');
  await choose(page, 'intraLink', 'pcie4');
  await choose(page, 'network', 'eth100-tcp');
  for (const [id, text] of [
    ['parameters', '1.3B'],
    ['batchPerDevice', '4'],
    ['tokensPerSample', '2048'],
    ['layers', '24'],
    ['hiddenSize', '2048'],
    ['devices', '8'],
  ]) {
    await typeInto(page, id, text);
  }
  await choose(page, 'throughputUnit', 'tokens');
  await click(page, 'useFlopsThroughput');
  await click(page, 'useEstimate');
  const efficiency = async (devices) => {
    await typeInto(page, 'devices', String(devices));
    await consistentResults(page, `${devices} devices`);
    return Number(await value(page, 'efficiencyPercent'));
  };
  const uncalibrated = await efficiency(8);

  await typeInto(page, 'calibrationEfficiencyPercent0', '78');
  await typeInto(page, 'calibrationDevices0', '16');
  await typeInto(page, 'calibrationBaselineDevices', '8');
  // A measurement against one node says nothing about the node: E(8) stays the model's, whatever the transport.
  const curve = async () => {
    const points = [];
    for (const devices of [8, 16, 32, 64]) points.push(await efficiency(devices));
    return points;
  };
  const tcp = await curve();
  assert.equal(tcp[0], uncalibrated);
  assert.match(await shadowText(page, 'calibration-result'), /At 8 devices the estimate stays the model's/);
  // The planner's check: 68/87 = 0.78, the measurement itself.
  assert.ok(Math.abs(tcp[1] / tcp[0] - 0.78) < 0.005, `E(16)/E(8) = ${tcp[1] / tcp[0]}`);
  await choose(page, 'network', 'eth100-roce');
  const roce = await curve();
  assert.equal(roce[0], uncalibrated, 'the transport does not move E(8)');
  for (const [i, e] of roce.entries()) assert.ok(Math.abs(e / tcp[i] - 1) < 0.02, `${[8, 16, 32, 64][i]}: ${e} against ${tcp[i]}`);

  // Three times one node's throughput: 32 devices (4 × 0.76 = 3.03 nodes' worth), and the speedup's frame is named.
  await efficiency(8);
  const oneNode = await shownNumber(page, 'actual');
  await open(page, 'what-if', 'targetThroughput');
  await typeInto(page, 'targetThroughput', String(Math.round(3 * oneNode)));
  assert.match(await shadowText(page, 'forThroughput'), /^32 estimated efficiency at that device count: \d+% ± \d+$/);
  const label = await page.evaluate((s) => document.querySelector(s).shadowRoot.getElementById('targetSpeedup').labels[0].textContent, el);
  assert.match(label, /× one device/);
  await efficiency(32);
  const speedup = 4 * (roce[2] / roce[0]);
  assert.ok(
    (await shadowText(page, 'calibration-result')).includes(
      `a speedup of ${new Intl.NumberFormat('en', { maximumSignificantDigits: 3 }).format(speedup)}× over that baseline`,
    ),
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('task 4: an MI300X cluster brings its Infinity Fabric and network, and the note says no published run used AMD', async () => {
  const { page, errors } = await openEstimator(browser);
  await choose(page, 'accelerator', 'mi300x-192');
  assert.deepEqual(await Promise.all(['intraLink', 'intraNodeBandwidthGBps', 'network', 'deviceMemoryGB'].map((id) => value(page, id))), [
    'xgmi-mi300x',
    '448',
    'ib-ndr-8',
    '192',
  ]);
  for (const [id, text] of [
    ['parameters', '13B'],
    ['tokensPerSample', '4096'],
    ['layers', '40'],
    ['hiddenSize', '5120'],
    ['attentionHeads', '40'],
    ['batchPerDevice', '2'],
    ['devices', '256'],
  ]) {
    await typeInto(page, id, text);
  }
  await choose(page, 'sharding', 'zero3');
  await choose(page, 'throughputUnit', 'tokens');
  await click(page, 'useFlopsThroughput');
  await click(page, 'useEstimate');
  // The planner's check: 1,307.4 TFLOP/s × 0.4 / (6N + 12·L·h·s) = 5,938 tokens/s.
  const perDevice = (1307.4e12 * 0.4) / flopsPerToken({ parameters: 13e9, layers: 40, hidden: 5120, sequence: 4096 });
  assert.equal(await shownNumber(page, 'flopsThroughput'), Math.round(perDevice * 100) / 100);
  assert.match(await shadowText(page, 'estimate'), /None of the published runs used AMD accelerators\./);
  assert.match(await shadowText(page, 'memoryNeeded'), /^[\d.]+ GB \/ 192 GB$/);
  await consistentResults(page, 'MI300X');
  assert.deepEqual(errors, []);
  await page.close();
});

test('task 5: the 70B job’s memory, part by part as the planner checked it, with logits and a reserve', async () => {
  const { page, errors } = await openEstimator(browser);
  await seventyB(page);
  const parts = async () => {
    const text = await shadowText(page, 'memory-parts');
    return Object.fromEntries([...text.matchAll(/([A-Z][^\d]*?)([\d.]+) GB/g)].map(([, name, gb]) => [name.trim(), Number(gb)]));
  };
  // 70.55B / 32 × 2 bytes each for weights and gradients; Adam's 12 bytes over the 8 data-parallel ranks.
  const full = await parts();
  const perDevice = LLAMA_70B.parameters / 32;
  assert.equal(full.Weights, Number(((perDevice * 2) / 1e9).toPrecision(3)));
  assert.equal(full.Gradients, full.Weights);
  assert.equal(full.Optimizer, Number(((perDevice * 12) / 8 / 1e9).toPrecision(3)));
  assert.ok(full.Logits > 0, 'the last stage holds the logits of the 128k vocabulary');
  assert.equal(full['Reserve (runtime, communication, allocator)'], 2);
  const total = Object.values(full).reduce((sum, gb) => sum + gb, 0);
  const needed = await shownNumber(page, 'memoryNeeded');
  assert.ok(Math.abs(needed - total) < 0.05 * Object.keys(full).length, `${needed} GB against parts adding to ${total}`);
  // Selective recomputation: Korthikanti's 34·s·h/t a layer, 80 layers on the first stage: 22.8 GB.
  await choose(page, 'recomputation', 'selective');
  const activations = (34 * LLAMA_70B.sequence * LLAMA_70B.hidden * LLAMA_70B.layers) / 8 / 1e9;
  assert.equal((await parts()).Activations, Number(activations.toPrecision(3)));
  await choose(page, 'recomputation', 'none');
  assert.ok((await shownNumber(page, 'memoryNeeded')) > 80);
  assert.match(await shadowText(page, 'memory-warning'), /^Does not fit: each device needs [\d.]+ GB and has 80 GB\.$/);
  assert.deepEqual(errors, []);
  await page.close();
});
