// The element on a host page, in Chromium against dist/: the page's theme
// and font, an attribute and a property for every input, open panels, the
// compact view, the URL fragment, dpsc-change and ready.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { browserSuite, openPage, ready, settle, shadowText, typeInto, contrastViolations } from './harness.mjs';
import { locale } from '../js/support.mjs';
import { SELECTS } from '../../web/common/fields.js';
import { INPUT_IDS, attributeOf, publicOf } from '../../web/element/attributes.js';
import { fieldText } from '../../web/i18n/format.js';

const en = locale('en');
const shots = new URL('../../screenshots/host/', import.meta.url);
const { browser, calc } = browserSuite({ directory: { '/': 'dist', '/fixtures/': 'tests/browser/fixtures' }, calculator: true });

// A value for every input other than its default, valid on its own. A field
// or select added to fields.js needs one here: the first test says so.
const SAMPLES = {
  devices: '128',
  throughputPerDevice: '1500',
  efficiencyPercent: '80',
  measuredThroughput: '100000',
  targetThroughput: '200000',
  targetSpeedup: '100',
  datasetSamples: '1000000',
  epochs: '3',
  pricePerDeviceHour: '2.5',
  parameters: '8000000000',
  batchPerDevice: '4',
  globalBatch: '256', // 64 replicas of two run one micro-batch of 4 each
  devicesPerNode: '4',
  intraNodeBandwidthGBps: '450',
  interNodeBandwidthGbps: '400',
  linkEfficiency: '0.8',
  overlapFraction: '0.3',
  latencyMicroseconds: '5',
  deviceMemoryGB: '40',
  memoryBandwidthGBps: '3000',
  shardGroupSize: '8', // two nodes of four
  activationBytesPerSample: '0.5',
  attentionHeads: '16',
  vocabularySize: '50257',
  recomputation: 'full',
  calibrationEfficiencyPercent0: '20',
  calibrationDevices0: '4',
  calibrationEfficiencyPercent1: '8',
  calibrationDevices1: '16',
  calibrationBaselineDevices: '1',
  accelerator: 'h100-80',
  intraLink: 'nvlink4',
  network: 'ib-ndr',
  precision: '2',
  transport: 'tcp',
  optimizer: 'adam-bf16',
  modelPreset: 'Llama 3 8B',
  sharding: 'zero2',
  throughputUnit: 'tokens',
  computePrecision: 'fp8',
  tokensPerSample: '2', // short: the calibration points above stay within the model's reach
  flopsPerSample: '1000000000000000',
  layers: '32',
  hiddenSize: '4096',
  activeParameters: '7000000000',
  peakTflops: '900',
  mfuPercent: '50',
  tensorParallel: '2', // replicas of two: 128, 4 and 16 devices are whole replicas
  pipelineParallel: '1',
  interleavedStages: '2',
  batchScaling: 'strong',
};
// The FLOPs of a sample and a transformer's sizes are two ways to the same
// figure: given together, flopsPerSample says so (tests/browser/flops.test.mjs).
const TOGETHER = Object.fromEntries(Object.entries(SAMPLES).filter(([id]) => id !== 'flopsPerSample'));
const attributes = (inputs) =>
  Object.entries(inputs)
    .map(([id, value]) => `${attributeOf(id)}="${value}"`)
    .join(' ');

/** The host page with `markup` in it, once the element has rendered. */
async function host(markup, { hash = '', ...options } = {}) {
  const opened = await openPage(browser.context, `${browser.origin}/fixtures/host.html${hash}`, options);
  await opened.page.evaluate((html) => (document.getElementById('host').innerHTML = html), markup);
  await ready(opened.page);
  return opened;
}

/** What every input shows, what its property returns, and which panels are open. */
const inputsOf = (page, selector = 'dp-scaling-calculator') =>
  page.evaluate(
    ([s, ids]) => {
      const element = document.querySelector(s);
      const root = element.shadowRoot;
      return {
        // A panel's fields exist once it has opened.
        shown: Object.fromEntries(ids.map(([id]) => [id, root.getElementById(id)?.value ?? null])),
        properties: Object.fromEntries(ids.map(([id, name]) => [id, element[name]])),
        open: [...root.querySelectorAll('details.panel')].filter((d) => d.open).map((d) => d.id),
      };
    },
    [selector, INPUT_IDS.map((id) => [id, publicOf(id)])],
  );

const shownText = (id, text) => (SELECTS[id] ? text : fieldText('en', Number(text)));
const propertyValue = (id, text) => (SELECTS[id] ? text : Number(text));

test('every input of fields.js has an attribute and a property, and the samples cover them', async () => {
  assert.deepEqual(
    INPUT_IDS.filter((id) => !(id in SAMPLES)),
    [],
    'add a sample value for these inputs',
  );
  assert.equal(attributeOf('targetThroughput'), 'target-throughput');
  assert.equal(attributeOf('devicesPerNode'), 'per-node', 'an input with a public name of its own (PUBLIC_NAMES)');
  assert.equal(publicOf('devicesPerNode'), 'perNode');
  const { page, errors } = await host(
    `<dp-scaling-calculator ${attributes(TOGETHER)} open="what-if time-cost estimator"></dp-scaling-calculator>`,
  );
  const taken = await page.evaluate((names) => names.filter((name) => name in HTMLElement.prototype), INPUT_IDS.map(publicOf));
  assert.deepEqual(taken, [], 'an input named like a member of HTMLElement would hide it');
  const { shown, properties } = await inputsOf(page);
  for (const id of Object.keys(TOGETHER)) {
    assert.equal(shown[id], shownText(id, SAMPLES[id]), `${attributeOf(id)}: what the field shows`);
    assert.equal(properties[id], propertyValue(id, SAMPLES[id]), `${id}: the property`);
  }
  const issues = await page.evaluate(() =>
    [...document.querySelector('dp-scaling-calculator').shadowRoot.querySelectorAll('.error')].map((p) => p.textContent).join(''),
  );
  assert.equal(issues, '', 'no field has a message');
  assert.deepEqual(errors, []);
  await page.close();
});

test('attributes restore a full estimator scenario: an 8B model on 64 H100s', async () => {
  const scenario = {
    devices: '64',
    throughput: '2',
    accelerator: 'h100-80',
    intraLink: 'nvlink4',
    network: 'ib-ndr-8',
    parameters: '8000000000',
    precision: '2',
    batch: '4',
    globalBatch: '2048',
    optimizer: 'adam-bf16',
  };
  const { page, errors } = await host(`<dp-scaling-calculator ${attributes(scenario)} open="estimator"></dp-scaling-calculator>`);
  const expected = calc.estimateEfficiency({
    devices: 64,
    throughputPerDevice: 2,
    parameters: 8e9,
    bytesPerGradient: 2,
    batchPerDevice: 4,
    globalBatch: 2048,
    devicesPerNode: 8,
    intraNodeBandwidthGBps: 450,
    interNodeBandwidthGbps: 3200,
    transport: 'rdma',
    memoryBandwidthGBps: 3350,
  });
  const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 2 }).format(
    Math.round(expected.efficiencyPercent) / 100,
  );
  assert.equal(await shadowText(page, 'estimate'), `${percent} ± ${Math.round(expected.uncertaintyPercent)}`);
  assert.equal(await shadowText(page, 'stepBatch'), `${fieldText('en', 64 * 4 * 8)} samples a step`, 'the author gave a batch');
  const { shown } = await inputsOf(page);
  assert.equal(shown.deviceMemoryGB, '80', 'the accelerator filled in its memory');
  assert.equal(shown.memoryBandwidthGBps, '3,350', 'and its memory bandwidth');
  assert.equal(shown.interNodeBandwidthGbps, '3,200', 'the network filled in its bandwidth');
  assert.deepEqual(errors, []);
  await page.close();
});

test('attributes and properties changed later reach every input', async () => {
  const { page, errors } = await host('<dp-scaling-calculator open="what-if time-cost estimator"></dp-scaling-calculator>');
  for (const id of INPUT_IDS) {
    const viaProperty = INPUT_IDS.indexOf(id) % 2 === 1;
    await page.evaluate(
      ([property, attribute, value, byProperty]) => {
        const element = document.querySelector('dp-scaling-calculator');
        if (byProperty) element[property] = value;
        else element.setAttribute(attribute, value);
      },
      [publicOf(id), attributeOf(id), SAMPLES[id], viaProperty],
    );
    const { shown, properties } = await inputsOf(page);
    assert.equal(shown[id], shownText(id, SAMPLES[id]), `${id} set by ${viaProperty ? 'property' : 'attribute'}`);
    assert.equal(properties[id], propertyValue(id, SAMPLES[id]), id);
  }
  // Removing an attribute brings the default back; null through the property removes it.
  await page.evaluate(() => {
    const element = document.querySelector('dp-scaling-calculator');
    element.removeAttribute('batch');
    element.accelerator = null;
  });
  const { shown } = await inputsOf(page);
  assert.equal(shown.batchPerDevice, '256');
  assert.equal(shown.accelerator, SELECTS.accelerator.initial);
  assert.equal(await page.evaluate(() => document.querySelector('dp-scaling-calculator').hasAttribute('accelerator')), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a select set before the estimator's code is in: its preset fills in what nobody set since, once the code is in", async () => {
  // At the start: the element waits for the code, so ready brings the filled-in memory.
  const { page, errors } = await host(
    '<dp-scaling-calculator accelerator="h200-141"></dp-scaling-calculator><dp-scaling-calculator accelerator="h200-141" memory="40"></dp-scaling-calculator>',
  );
  const memory = () => page.evaluate(() => [...document.querySelectorAll('dp-scaling-calculator')].map((element) => element.memory));
  assert.deepEqual(await memory(), [141, 40], 'the preset fills in the memory, unless the memory is given with it');
  await page.close();
  // Later, with every panel closed: the preset's fill waits for the code; a field set after the preset keeps its value.
  const later = await host('<dp-scaling-calculator></dp-scaling-calculator>');
  const values = () =>
    later.page.evaluate(() => {
      const element = document.querySelector('dp-scaling-calculator');
      return { accelerator: element.accelerator, memory: element.memory, parameters: element.parameters, modelPreset: element.modelPreset };
    });
  await later.page.evaluate(() => {
    const element = document.querySelector('dp-scaling-calculator');
    element.modelPreset = 'Llama 3 8B';
    element.accelerator = 'b200-192';
    element.memory = 40;
  });
  await later.page.waitForFunction(() => document.querySelector('dp-scaling-calculator').parameters === 8030261248);
  assert.deepEqual(
    await values(),
    { accelerator: '', memory: 40, parameters: 8030261248, modelPreset: 'Llama 3 8B' },
    'the memory set after its preset turned that preset custom',
  );
  // Now that the code is in, a choice fills in at once.
  await later.page.evaluate(() => (document.querySelector('dp-scaling-calculator').accelerator = 'h100-80'));
  assert.deepEqual(await values(), { accelerator: 'h100-80', memory: 80, parameters: 8030261248, modelPreset: 'Llama 3 8B' });
  await later.page.locator('dp-scaling-calculator #estimator > summary').click();
  const { shown } = await inputsOf(later.page);
  assert.deepEqual(
    [shown.accelerator, shown.deviceMemoryGB, shown.modelPreset, shown.parameters],
    ['h100-80', '80', 'Llama 3 8B', '8,030,261,248'],
    'the panel shows what the form holds',
  );
  assert.deepEqual([...errors, ...later.errors], []);
  await later.page.close();
});

test("a bad value in an attribute gets the field's message, as typed input does", async () => {
  const { page, errors } = await host(
    '<dp-scaling-calculator batch="lots" network="warp-drive" precision="8" open="estimator"></dp-scaling-calculator>',
  );
  assert.equal(await shadowText(page, 'batchPerDevice-error'), en.errors.not_a_number);
  assert.equal(await shadowText(page, 'network-error'), en.errors.unknown_option);
  assert.equal(await shadowText(page, 'precision-error'), en.errors.unknown_option);
  assert.equal(await page.locator('dp-scaling-calculator #network').getAttribute('aria-invalid'), 'true');
  assert.equal(await shadowText(page, 'estimate'), '—', 'no estimate from a network that is not there');
  assert.equal(await shadowText(page, 'actual'), '115,200 samples/s', 'the main results do not depend on the estimator');
  const properties = await page.evaluate(() => {
    const element = document.querySelector('dp-scaling-calculator');
    return [element.batch, element.network];
  });
  assert.deepEqual(properties, [NaN, 'warp-drive']);
  // Choosing an option clears the message.
  await page.locator('dp-scaling-calculator #network').selectOption('ib-edr');
  assert.equal(await shadowText(page, 'network-error'), '');
  assert.equal(await page.evaluate(() => document.querySelector('dp-scaling-calculator').network), 'ib-edr');
  assert.doesNotMatch(
    await page.evaluate(() => document.querySelector('dp-scaling-calculator').shadowRoot.textContent),
    /NaN|undefined|warp/,
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('the global batch shows once someone gave a batch', async () => {
  const { page } = await host('<dp-scaling-calculator open="estimator"></dp-scaling-calculator>');
  const globalBatch = async () => {
    await settle(page);
    return page.evaluate(() => {
      const dd = document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('stepBatch');
      return dd.checkVisibility() ? dd.textContent : 'hidden';
    });
  };
  assert.equal(await globalBatch(), 'hidden');
  await page.evaluate(() => document.querySelector('dp-scaling-calculator').setAttribute('batch', '32'));
  assert.equal(await globalBatch(), '2,048 samples a step');
  await page.evaluate(() => document.querySelector('dp-scaling-calculator').removeAttribute('batch'));
  assert.equal(await globalBatch(), 'hidden');
  await typeInto(page, 'batchPerDevice', '256');
  assert.equal(await globalBatch(), '16,384 samples a step', 'typed by the reader');
  // With a model the global batch counts its tokens too.
  await page.locator('dp-scaling-calculator #modelPreset').selectOption('Llama 3 8B');
  assert.match(await globalBatch(), /^\d[\d,]* samples a step, [\d,]+ tokens$/);
  await page.close();
});

test("a batch given with every panel closed: the global batch comes with the core's second module", async () => {
  const { page, errors } = await host('<dp-scaling-calculator batch="32"></dp-scaling-calculator>');
  await page.waitForFunction(() =>
    /\d/.test(document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('stepBatch').textContent),
  );
  assert.equal(await shadowText(page, 'stepBatch'), '2,048 samples a step', 'batch × devices × accumulation');
  assert.deepEqual(errors, []);
  await page.close();
});

test('open names the panels that start open, now and later', async () => {
  const { page } = await host('<dp-scaling-calculator open="what-if estimator"></dp-scaling-calculator>');
  assert.deepEqual((await inputsOf(page)).open, ['what-if', 'estimator']);
  await page.evaluate(() => document.querySelector('dp-scaling-calculator').setAttribute('open', 'time-cost nothing-such'));
  assert.deepEqual((await inputsOf(page)).open, ['time-cost']);
  await page.close();
});

test('a closed panel is drawn when it opens, with answers to inputs given while it was closed', async () => {
  const { page, errors } = await host('<dp-scaling-calculator measured="100000" samples="1000000"></dp-scaling-calculator>');
  await page.evaluate(() => document.querySelector('dp-scaling-calculator').setAttribute('devices', '128'));
  for (const id of ['what-if', 'time-cost']) await page.locator(`dp-scaling-calculator #${id} > summary`).click();
  assert.equal(await shadowText(page, 'implied'), '39.06%', '100 000 of 128 × 2000');
  assert.equal(await shadowText(page, 'totalSamples'), '1,000,000');
  await page.locator('dp-scaling-calculator #estimator > summary').click();
  await page.waitForFunction(() => document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('estimate'));
  assert.match(await shadowText(page, 'estimate'), /^\d+% ± \d+$/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the URL fragment carries every input and the open panels, and restores them', async () => {
  const { page, errors } = await host(
    `<dp-scaling-calculator sync-url ${attributes(SAMPLES)} open="what-if estimator"></dp-scaling-calculator>`,
  );
  await page.locator('dp-scaling-calculator #time-cost > summary').click();
  await page.waitForFunction(() => location.hash.includes('time-cost'));
  const hash = await page.evaluate(() => location.hash);
  assert.match(hash, /[#&]d=128&v=1500&e=80&/, 'the main inputs under their short keys');
  const before = await inputsOf(page);
  await page.close();

  const restored = await host('<dp-scaling-calculator sync-url></dp-scaling-calculator>', { hash });
  const after = await inputsOf(restored.page);
  assert.deepEqual(after, before);
  assert.deepEqual(after.open, ['what-if', 'time-cost', 'estimator']);
  assert.equal(await restored.page.evaluate(() => location.hash), hash, 'restoring writes the same fragment back');
  assert.deepEqual([...errors, ...restored.errors], []);
  await restored.page.close();
});

test("old short keys still work; a bad fragment value gets the field's message", async () => {
  const { page, errors } = await host('<dp-scaling-calculator sync-url></dp-scaling-calculator>', {
    hash: '#d=8&v=100&e=50&s=1000&ep=2&p=3&u=tokens%2Fs&batch=%3Cb%3E&network=nope&o=time-cost+estimator',
  });
  const { shown, open } = await inputsOf(page);
  assert.deepEqual(
    [shown.devices, shown.throughputPerDevice, shown.efficiencyPercent, shown.datasetSamples, shown.epochs, shown.pricePerDeviceHour],
    ['8', '100', '50', '1,000', '2', '3'],
  );
  assert.equal(await shadowText(page, 'actual'), '400 tokens/s');
  assert.equal(await shadowText(page, 'batchPerDevice-error'), en.errors.not_a_number);
  assert.equal(await shadowText(page, 'network-error'), en.errors.unknown_option);
  assert.deepEqual(open, ['time-cost', 'estimator']);
  assert.equal(await page.evaluate(() => document.querySelector('dp-scaling-calculator').shadowRoot.querySelectorAll('b').length), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the compact view: inputs and results, and a button to the full calculator', async () => {
  mkdirSync(shots, { recursive: true });
  const { page, errors } = await host(
    '<dp-scaling-calculator view="compact" devices="256" throughput="1800" efficiency="85" unit="tokens/s"></dp-scaling-calculator>',
    { width: 360, height: 800 },
  );
  const visible = () =>
    page.evaluate(() => {
      const root = document.querySelector('dp-scaling-calculator').shadowRoot;
      const shown = (selector) => root.querySelector(selector).checkVisibility();
      return {
        inputs: shown('#devices'),
        results: shown('#actual'),
        chart: shown('#chart'),
        faq: shown('#faq-heading'),
        button: shown('#fullView'),
      };
    });
  assert.deepEqual(await visible(), { inputs: true, results: true, chart: false, faq: false, button: true });
  assert.equal(await shadowText(page, 'fullView'), en.fullView);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360, 'nothing overflows 360 px');
  await page.screenshot({ path: new URL('compact-360.png', shots).pathname, fullPage: true });
  await page.locator('dp-scaling-calculator #fullView').click();
  assert.deepEqual(await visible(), { inputs: true, results: true, chart: true, faq: true, button: false });
  await page.evaluate(() => {
    const element = document.querySelector('dp-scaling-calculator');
    element.view = 'full';
    element.view = 'compact';
  });
  assert.equal((await visible()).chart, false, 'the attribute switches back');
  assert.deepEqual(errors, []);
  await page.close();
});

test('dpsc-change carries the result and crosses shadow roots; change still fires; ready resolves', async () => {
  const { page, errors } = await openPage(browser.context, `${browser.origin}/fixtures/host.html`);
  const early = await page.evaluate(async () => {
    window.seen = [];
    document.addEventListener('dpsc-change', (event) => window.seen.push(['dpsc-change', event.detail?.speedup]));
    document.addEventListener('change', (event) => window.seen.push(['change', event.detail?.speedup]));
    // Inside another component's shadow root, created before it is connected.
    const outer = document.createElement('div');
    outer.attachShadow({ mode: 'open' });
    const element = document.createElement('dp-scaling-calculator');
    const pending = element.ready;
    outer.shadowRoot.append(element);
    document.getElementById('host').append(outer);
    const late = new Promise((_, reject) => setTimeout(() => reject(new Error('ready did not resolve within 10 s')), 10_000));
    const result = await Promise.race([pending, late]);
    return { result, same: pending === element.ready, current: element.result };
  });
  assert.deepEqual(early.result, { idealThroughput: 128000, actualThroughput: 115200, speedup: 57.6, lostThroughput: 12800 });
  assert.deepEqual(early.current, early.result);
  assert.equal(early.same, true);
  assert.deepEqual(await page.evaluate(() => window.seen), [
    ['dpsc-change', 57.6],
    ['change', 57.6],
  ]);
  await page.locator('dp-scaling-calculator').locator('#devices').fill('32');
  await settle(page);
  assert.deepEqual((await page.evaluate(() => window.seen)).slice(-2), [
    ['dpsc-change', 28.8],
    ['change', 28.8],
  ]);
  assert.deepEqual(errors, []);
  await page.close();
});

test('one change, one event: writes of one task give one update with the final result; language, unit and currency give none; a restored link gives one', async () => {
  const { page, errors } = await host('<dp-scaling-calculator sync-url></dp-scaling-calculator>');
  const events = () => page.evaluate(() => window.seen.splice(0));
  await page.evaluate(() => {
    window.seen = [];
    const element = document.querySelector('dp-scaling-calculator');
    for (const type of ['dpsc-change', 'change'])
      element.addEventListener(type, (event) => window.seen.push([type, event.detail?.actualThroughput]));
  });
  await page.evaluate(() => {
    const element = document.querySelector('dp-scaling-calculator');
    element.devices = 8;
    element.throughput = 100;
    element.efficiency = 50;
  });
  await settle(page);
  assert.deepEqual(await events(), [
    ['dpsc-change', 400],
    ['change', 400],
  ]);
  // The writes are applied at the end of their task; updateComplete waits for that.
  const applied = await page.evaluate(async () => {
    const element = document.querySelector('dp-scaling-calculator');
    element.devices = 16;
    const before = element.result.actualThroughput;
    return [before, (await element.updateComplete).actualThroughput];
  });
  assert.deepEqual(applied, [400, 800]);
  await events();
  await page.evaluate(() => (document.querySelector('dp-scaling-calculator').devices = 8));
  await settle(page);
  await events();
  // Not inputs: they change the words, not the result.
  for (const [name, value] of [
    ['unit', 'tokens/s'],
    ['currency', 'EUR'],
    ['lang', 'de'],
    ['theme', 'dark'],
    ['open', 'what-if'],
    ['view', 'compact'],
  ]) {
    await page.evaluate(([n, v]) => document.querySelector('dp-scaling-calculator').setAttribute(n, v), [name, value]);
    await settle(page);
    assert.deepEqual(await events(), [], `${name} announces nothing`);
  }
  await page.waitForFunction(() =>
    document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('actual').textContent.includes('400'),
  );
  // A link restored on a synced element: its inputs, language and unit are one change.
  await page.evaluate(() => (location.hash = '#d=16&v=100&e=50&lang=it&u=token/s'));
  await page.waitForFunction(() =>
    document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('actual').textContent.includes('800'),
  );
  await settle(page);
  assert.deepEqual(await events(), [
    ['dpsc-change', 800],
    ['change', 800],
  ]);
  assert.deepEqual(errors, []);
  await page.close();
});

// ---- the page's theme and font -------------------------------------------

const isDark = (page, selector = 'dp-scaling-calculator') =>
  page.evaluate((s) => document.querySelector(s).shadowRoot.firstElementChild.classList.contains('dark'), selector);

test("auto follows the site's own switch at once, even while the page fades, with 4.5:1 contrast", async () => {
  const { page, errors } = await host('<dp-scaling-calculator open="what-if time-cost estimator"></dp-scaling-calculator>');
  assert.equal(await isDark(page), false);
  assert.deepEqual(await contrastViolations(page), []);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await settle(page);
  assert.equal(await isDark(page), true, 'dark two frames after the switch, before the 0.5 s fade ends');
  await page.waitForTimeout(600);
  assert.deepEqual(await contrastViolations(page), []);
  await typeInto(page, 'devices', 'abc'); // an error message, in the dark palette
  assert.deepEqual(await contrastViolations(page), []);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await settle(page);
  assert.equal(await isDark(page), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('auto: a light page stays light under a dark OS; a card decides over the page', async () => {
  const { page } = await host(
    '<dp-scaling-calculator id="plain"></dp-scaling-calculator><div class="card"><dp-scaling-calculator id="carded"></dp-scaling-calculator></div>',
    { colorScheme: 'dark' },
  );
  assert.equal(await isDark(page, '#plain'), false, 'the page paints itself light');
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await settle(page);
  assert.equal(await isDark(page, '#plain'), true);
  assert.equal(await isDark(page, '#carded'), false, 'a white card on a dark page');
  await page.close();
});

test('auto: a background in any colour syntax decides (rgb, a translucent tint, oklch, color-mix)', async () => {
  const { page } = await host('<div class="card"><dp-scaling-calculator></dp-scaling-calculator></div>');
  const on = async (background) => {
    await page.evaluate((b) => {
      document.querySelector('.card').style.background = b;
      // The card is not watched (the page's <html> and <body> are): the theme again asks the element to look.
      const element = document.querySelector('dp-scaling-calculator');
      element.setAttribute('theme', 'light');
      element.setAttribute('theme', 'auto');
    }, background);
    await settle(page);
    return isDark(page);
  };
  assert.equal(await on('rgb(20, 24, 28)'), true);
  assert.equal(await on('rgb(250, 250, 250)'), false);
  assert.equal(await on('rgba(0, 0, 0, 0.1)'), false, 'a faint tint over the light page does not decide');
  assert.equal(await on('oklch(0.2 0.02 250)'), true);
  assert.equal(await on('oklch(0.97 0.01 90)'), false);
  assert.equal(await on('color-mix(in srgb, black 85%, white)'), true);
  await page.close();
});

test('auto with nothing painted: the inherited color-scheme, and the OS where the page allows both', async () => {
  const { page } = await host('<dp-scaling-calculator></dp-scaling-calculator>');
  // A page that paints no background and says it suits both schemes: the canvas follows the OS.
  await page.evaluate(() => {
    document.body.style.background = 'none';
    document.documentElement.classList.add('scheme-only');
  });
  await settle(page);
  assert.equal(await isDark(page), false, 'light dark, light OS');
  await page.emulateMedia({ colorScheme: 'dark' });
  await settle(page);
  assert.equal(await isDark(page), true, 'light dark, dark OS: followed live');
  await page.close();
});

test('theme="light" and theme="dark" hold whatever the page does', async () => {
  const { page } = await host('<dp-scaling-calculator theme="dark"></dp-scaling-calculator>');
  assert.equal(await isDark(page), true);
  assert.deepEqual(await contrastViolations(page), []);
  await page.evaluate(() => document.querySelector('dp-scaling-calculator').setAttribute('theme', 'light'));
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await settle(page);
  assert.equal(await isDark(page), false);
  assert.equal(await page.evaluate(() => document.querySelector('dp-scaling-calculator').theme), 'light');
  await page.close();
});

test("the host page's font, unless --dpsc-font-family names one", async () => {
  const { page } = await host('<dp-scaling-calculator></dp-scaling-calculator>');
  const font = () =>
    page.evaluate(() => getComputedStyle(document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('devices')).fontFamily);
  assert.equal(await font(), 'Georgia, serif');
  await page.evaluate(() => document.querySelector('dp-scaling-calculator').style.setProperty('--dpsc-font-family', 'monospace'));
  assert.equal(await font(), 'monospace');
  await page.close();
});
