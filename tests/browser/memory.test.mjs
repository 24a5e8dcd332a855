// Memory per device in the "Estimate the efficiency" panel, in Chromium
// against dist/ (served under the strict CSP of scripts/serve.mjs): the
// breakdown as bar and table, the flavour selector, the answers, the model
// presets, the URL fragment, in English and German.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, openEstimator, shadowText, typeInto, axeViolations, settle } from './harness.mjs';
import { locale } from '../js/support.mjs';
import { formatMessage } from '../../web/i18n/message.js';

const en = locale('en');
const de = locale('de');
const { browser, calc } = browserSuite({ calculator: true });

const gb = (n, lang = 'en') =>
  new Intl.NumberFormat(lang, { style: 'unit', unit: 'gigabyte', maximumSignificantDigits: 3 }).format(n / 1e9);
const el = 'dp-scaling-calculator';

const panel = (lang = 'en', fragment = '') => openEstimator(browser, { lang, fragment });

// What a model preset sets for its activations and logits: the sizes and its job's micro-batch and recomputation.
const LLAMA = { tokensPerSample: 8192, vocabularySize: 128256, batchPerDevice: 1 };
const ACTIVATIONS_70B = { ...LLAMA, layers: 80, hiddenSize: 8192, recomputation: 'full' };
const ACTIVATIONS_8B = { ...LLAMA, layers: 32, hiddenSize: 4096, recomputation: 'selective' };

// The table's rows as the core's answer gives them, each part that holds bytes, in the language's words.
const PARTS = ['weights', 'gradients', 'optimizer', 'activations', 'logits', 'buffers', 'workspace'];
const partsText = (m, lang = 'en') =>
  PARTS.filter((part) => m[`${part}Bytes`] > 0)
    .map((part) => `${locale(lang)[part]}${gb(m[`${part}Bytes`], lang)}`)
    .join('');

const choose = async (page, id, value) => {
  await page.locator(`${el} #${id}`).selectOption(value);
  await settle(page);
};

// The bar's rects by class, and the widths of the parts as fractions of the bar.
const bar = (page) =>
  page.evaluate(
    (s) =>
      [...document.querySelector(s).shadowRoot.querySelectorAll('#memory-bar rect')].map((r) => [
        r.getAttribute('class'),
        +r.getAttribute('width') / 100,
      ]),
    el,
  );

test('the breakdown: weights, gradients and optimizer state per device, as a bar and as a table', async () => {
  const { page, errors } = await panel();
  await choose(page, 'modelPreset', 'Llama 3 70B');
  assert.equal(await page.locator(`${el} #parameters`).inputValue(), '70,553,706,496');
  await typeInto(page, 'tensorParallel', ''); // plain data parallelism, not the preset's replicas of 8
  await choose(page, 'sharding', 'zero2');
  const m = calc.memoryCheck({
    parameters: 70553706496,
    weightBytes: 2,
    gradientBytes: 2,
    optimizerBytes: 12,
    devices: 64,
    sharding: 'zero2',
    deviceMemoryGB: 80,
    ...ACTIVATIONS_70B,
  });
  assert.equal(await shadowText(page, 'memoryNeeded'), `${gb(m.requiredBytes)} / 80 GB`);
  assert.equal(await shadowText(page, 'memory-parts'), partsText(m));
  assert.match(partsText(m), /Logits.*Working buffers.*Reserve/);
  const rects = await bar(page);
  assert.deepEqual(
    rects.map(([c]) => c),
    [...PARTS, 'cap'],
  );
  // 182 GB needed on 80 GB: the bar is scaled to the need, the outline to the device.
  assert.ok(Math.abs(rects[0][1] - m.weightsBytes / m.requiredBytes) < 1e-9);
  assert.ok(Math.abs(rects.at(-1)[1] - 80e9 / m.requiredBytes) < 1e-9);
  // The activations say where they come from.
  assert.match(
    await shadowText(page, 'activations-note'),
    /^Activations: 10\.7 GB a sample × 1, estimated from the layers, hidden size and sequence length with full recomputation/,
  );
  assert.equal(await shadowText(page, 'memory-warning'), formatMessage(en.memoryWarning, { need: gb(m.requiredBytes), have: '80 GB' }));
  // The table is what assistive technology reads; the drawing is hidden from it.
  assert.equal(await page.locator(`${el} #memory-bar svg`).getAttribute('aria-hidden'), 'true');
  assert.equal(await page.locator(`${el} #memory-parts th[scope=row]`).count(), 7);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a keystroke updates the table cell by cell and the bar in place: the same rows, cells and rects, new texts and widths', async () => {
  const { page, errors } = await panel();
  await choose(page, 'modelPreset', 'Llama 3 8B');
  await choose(page, 'sharding', 'zero3'); // sharded, the memory per device follows the devices
  const watch = () => {
    const root = document.querySelector('dp-scaling-calculator').shadowRoot;
    const find = () => [...root.querySelectorAll('#memory-parts tr, #memory-parts th, #memory-parts td, #memory-bar rect')];
    const kept = find();
    const show = (n) => n.getAttribute('width') ?? n.textContent;
    const before = kept.map(show);
    const records = [];
    const observer = new MutationObserver((list) => records.push(...list));
    for (const id of ['memory-parts', 'memory-bar'])
      observer.observe(root.getElementById(id), { subtree: true, childList: true, characterData: true, attributes: true });
    window.compareMemory = () => {
      records.push(...observer.takeRecords());
      const now = find();
      return {
        count: [kept.length, now.length],
        same: kept.every((n, i) => n === now[i]),
        changed: now.filter((n, i) => show(n) !== before[i]).map((n) => n.localName),
        kinds: [...new Set(records.map((r) => (r.type === 'attributes' ? `attribute ${r.attributeName}` : r.type)))].sort(),
        text: root.getElementById('memory-parts').textContent,
      };
    };
  };
  await page.evaluate(watch);
  await typeInto(page, 'devices', '128');
  const after = await page.evaluate(() => window.compareMemory());
  assert.equal(after.count[0], 7 * 3 + 8, 'seven rows of a header and a cell, and eight rects');
  assert.deepEqual(after.count, [29, 29]);
  assert.equal(after.same, true, 'the same rows, cells and rects');
  // Weights, gradients and optimizer state per device halve: their cells (and the rows, headers
  // and table around them, whose text includes theirs) and their rects change, nothing else.
  assert.deepEqual([...new Set(after.changed)].sort(), ['rect', 'td', 'tr']);
  assert.deepEqual(
    after.kinds,
    ['attribute width', 'attribute x', 'characterData'],
    'texts and widths written in place, no node added or removed',
  );
  const m = calc.memoryCheck({
    parameters: 8030261248,
    weightBytes: 2,
    gradientBytes: 2,
    optimizerBytes: 12,
    devices: 128,
    sharding: 'zero3',
    deviceMemoryGB: 80,
    ...ACTIVATIONS_8B,
  });
  assert.equal(after.text, partsText(m));
  assert.deepEqual(errors, []);
  await page.close();
});

test('the answers: the smallest flavour that fits and the fewest devices for the chosen one', async () => {
  const { page } = await panel();
  // 16 bytes a parameter and the 2 GB reserve.
  assert.equal(await shadowText(page, 'smallestSharding'), `DDP ${gb(25.6e6 * 16 + 2e9)}`, 'a small model needs no sharding');
  assert.equal(await shadowText(page, 'devicesForSharding'), `1 ${gb(25.6e6 * 16 + 2e9)}`);
  await choose(page, 'sharding', 'none');
  await choose(page, 'modelPreset', 'Llama 3 70B'); // its job sets ZeRO-3 but for the sharding, given
  await typeInto(page, 'tensorParallel', ''); // plain data parallelism, not the preset's replicas of 8
  const model = { parameters: 70553706496, weightBytes: 2, gradientBytes: 2, optimizerBytes: 12, deviceMemoryGB: 80, ...ACTIVATIONS_70B };
  const at = (devices) => calc.memoryCheck({ ...model, devices, sharding: 'zero3' }).requiredBytes;
  assert.equal(await shadowText(page, 'smallestSharding'), `ZeRO-3 / FSDP ${gb(at(64))}`);
  assert.equal(
    await shadowText(page, 'devicesForSharding'),
    `— ${formatMessage(en.errors.unreachable, { limit: calc.limits.maxDevices }, { number: (v) => v.toLocaleString('en') })}`,
  );
  await choose(page, 'sharding', 'zero3');
  // 16 bytes a parameter over d devices, plus on each 10.7 GB of activations, 10.5 GB of logits, the buffers and the
  // reserve: 23 devices.
  const { devices, requiredBytes } = calc.devicesForMemory({ ...model, sharding: 'zero3' });
  assert.equal(devices, 23);
  assert.equal(requiredBytes, at(23));
  assert.equal(await shadowText(page, 'devicesForSharding'), `23 ${gb(at(23))}`);
  assert.equal(await shadowText(page, 'memory-warning'), '');
  await typeInto(page, 'devices', '8');
  assert.equal(await shadowText(page, 'smallestSharding'), en.nothingFits);
  await page.close();
});

test('the flavour selector says what each flavour trades, and hybrid asks for whole nodes', async () => {
  const { page, errors } = await panel();
  const options = await page.locator(`${el} #sharding option`).allTextContents();
  assert.deepEqual(options, ['DDP', 'ZeRO-1', 'ZeRO-2', 'ZeRO-3 / FSDP', 'HSDP']);
  for (const sharding of ['none', 'zero1', 'zero2', 'zero3', 'hybrid']) {
    await choose(page, 'sharding', sharding);
    assert.equal(await shadowText(page, 'sharding-note'), formatMessage(en.shardingTrade, { sharding }), sharding);
  }
  assert.match(await shadowText(page, 'sharding-note'), /only an all-reduce crosses the network/);
  await typeInto(page, 'devices', '12');
  assert.equal(
    await shadowText(page, 'devices-error'),
    'Hybrid sharding needs two or more whole shard groups: enter a multiple of the group, 8, above 8.',
  );
  assert.equal(await shadowText(page, 'memoryNeeded'), '—');
  await typeInto(page, 'devices', '16');
  assert.equal(await shadowText(page, 'devices-error'), '');
  await typeInto(page, 'devicesPerNode', '');
  assert.equal(await shadowText(page, 'devicesPerNode-error'), en.errors.empty);
  assert.deepEqual(errors, []);
  await page.close();
});

test('activations per sample count on every device, times the batch', async () => {
  const { page } = await panel();
  await choose(page, 'sharding', 'zero3');
  await typeInto(page, 'activationBytesPerSample', '0.01');
  assert.match(await shadowText(page, 'memory-parts'), new RegExp(`Activations${gb(0.01e9 * 256)}Reserve`));
  assert.equal((await bar(page)).map(([c]) => c).join(), 'weights,gradients,optimizer,activations,workspace,cap');
  await typeInto(page, 'activationBytesPerSample', '0');
  assert.equal(await shadowText(page, 'activationBytesPerSample-error'), en.errors.must_be_positive);
  await typeInto(page, 'activationBytesPerSample', '2000000');
  assert.equal(await shadowText(page, 'activationBytesPerSample-error'), 'Enter at most 1,000,000.', "the bound in GB, the field's unit");
  await page.close();
});

test('a mixture of experts carries its caveat', async () => {
  const { page } = await panel();
  await choose(page, 'modelPreset', 'Mixtral 8x7B');
  assert.equal(await page.locator(`${el} #parameters`).inputValue(), '46,702,792,704');
  assert.ok((await shadowText(page, 'sharding-note')).endsWith(en.moeCaveat));
  await typeInto(page, 'parameters', '46000000000');
  assert.equal(await page.locator(`${el} #modelPreset`).inputValue(), '', 'editing the count makes the preset custom');
  assert.ok(!(await shadowText(page, 'sharding-note')).includes(en.moeCaveat));
  await page.close();
});

test('the URL fragment carries the flavour and the activations, both ways', async () => {
  const { page } = await panel('en', '&sharding=zero2&activation-memory=0.25');
  assert.equal(await page.locator(`${el} #sharding`).inputValue(), 'zero2');
  assert.equal(await page.locator(`${el} #activationBytesPerSample`).inputValue(), '0.25');
  await choose(page, 'sharding', 'hybrid');
  const hash = new URLSearchParams((await page.evaluate(() => location.hash)).slice(1));
  assert.equal(hash.get('sharding'), 'hybrid');
  assert.equal(hash.get('activation-memory'), '0.25');
  await page.evaluate(() => (location.hash = '#d=64&v=2000&e=90&sharding=nonsense'));
  await settle(page);
  assert.equal(await shadowText(page, 'sharding-error'), en.errors.unknown_option, 'an unknown flavour is said, like any bad input');
  await page.close();
});

test("German: labels, numbers and the explanation in the page's language", async () => {
  const { page, errors } = await panel('de');
  await choose(page, 'modelPreset', 'Llama 3 8B');
  await choose(page, 'sharding', 'zero1');
  assert.equal(await page.locator(`${el} #parameters`).inputValue(), '8.030.261.248');
  const m = calc.memoryCheck({
    parameters: 8030261248,
    weightBytes: 2,
    gradientBytes: 2,
    optimizerBytes: 12,
    devices: 64,
    sharding: 'zero1',
    deviceMemoryGB: 80,
    ...ACTIVATIONS_8B,
  });
  assert.equal(await shadowText(page, 'memoryNeeded'), `${gb(m.requiredBytes, 'de')} / ${gb(80e9, 'de')}`);
  assert.equal(await shadowText(page, 'memory-parts'), partsText(m, 'de'));
  assert.match(partsText(m, 'de'), /^Gewichte.*Aktivierungen.*Logits.*Reserve/);
  assert.equal(await shadowText(page, 'sharding-note'), formatMessage(de.shardingTrade, { sharding: 'zero1' }, { locale: 'de' }));
  assert.equal(await page.locator(`${el} label[for=sharding]`).textContent(), de.sharding);
  assert.equal(await page.locator(`${el} label[for=activationBytesPerSample]`).textContent(), 'Aktivierungsspeicher je Sample (GB)');
  await typeInto(page, 'devices', '4');
  await choose(page, 'sharding', 'hybrid');
  assert.equal(await shadowText(page, 'devices-error'), formatMessage(de.errors.whole_nodes, { limit: 8 }, { locale: 'de' }));
  assert.deepEqual(errors, []);
  await page.close();
});

test('the open panel passes axe, and nothing is styled inline', async () => {
  const { page } = await panel();
  await choose(page, 'modelPreset', 'Llama 3 70B');
  await choose(page, 'sharding', 'zero3');
  await typeInto(page, 'activationBytesPerSample', '0.5');
  assert.deepEqual(await axeViolations(page), []);
  assert.equal(await page.evaluate((s) => document.querySelector(s).shadowRoot.querySelectorAll('[style]').length, el), 0);
  await page.close();
});
