// <dp-scaling-calculator> in Debian's Chromium, loaded from dist/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, openPage, ready, shadowText, axeViolations, typeInto, LEAKED } from './harness.mjs';
import { messagesByLanguage } from '../js/support.mjs';
import { LANGUAGES } from '../../web/locales/languages.js';

const locales = messagesByLanguage();
const { browser } = browserSuite({ directory: { '/': 'dist', '/fixtures/': 'tests/browser/fixtures' } });

async function demo(lang, options) {
  const opened = await openPage(browser.context, `${browser.origin}/index.html?lang=${lang}`, options);
  await ready(opened.page);
  return opened;
}

// Only what is rendered as text: typed input values are not part of it.
const renderedText = (page, selector = 'dp-scaling-calculator') =>
  page.evaluate((s) => document.querySelector(s).shadowRoot.textContent, selector);

const results = async (page) => ({
  ideal: await shadowText(page, 'ideal'),
  actual: await shadowText(page, 'actual'),
  speedup: await shadowText(page, 'speedup'),
  lost: await shadowText(page, 'lost'),
});

for (const lang of LANGUAGES) {
  for (const colorScheme of ['light', 'dark']) {
    test(`axe finds no violations (${lang}, ${colorScheme})`, async () => {
      const { page, errors } = await demo(lang, { colorScheme });
      assert.deepEqual(await axeViolations(page), []);
      await typeInto(page, 'devices', 'abc');
      await page.locator('dp-scaling-calculator #faq-heading ~ details summary').first().click();
      assert.deepEqual(await axeViolations(page), [], 'with an error shown and a FAQ entry open');
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
}

const defaults = {
  en: ['128,000 samples/s', '115,200 samples/s', '57.6×', '12,800 samples/s'],
  de: ['128.000 Samples/s', '115.200 Samples/s', '57,6×', '12.800 Samples/s'],
  pt: ['128.000 amostras/s', '115.200 amostras/s', '57,6×', '12.800 amostras/s'],
  it: ['128.000 campioni/s', '115.200 campioni/s', '57,6×', '12.800 campioni/s'],
};

for (const [lang, expected] of Object.entries(defaults)) {
  test(`default state in ${lang}`, async () => {
    const { page, errors } = await demo(lang);
    assert.deepEqual(Object.values(await results(page)), expected);
    assert.equal(await shadowText(page, 'inputs-heading'), locales[lang].inputs);
    const typed = await page.locator('dp-scaling-calculator #throughputPerDevice').inputValue();
    assert.equal(typed, await page.evaluate((l) => new Intl.NumberFormat(l).format(2000), lang));
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('typing updates every result, the worked example and the change event', async () => {
  const { page } = await demo('en');
  await page.evaluate(() => {
    window.changes = [];
    document.querySelector('dp-scaling-calculator').addEventListener('change', (e) => window.changes.push(e.detail));
  });
  await typeInto(page, 'devices', '128');
  await typeInto(page, 'throughputPerDevice', '1,000');
  await typeInto(page, 'efficiencyPercent', '80');
  assert.deepEqual(await results(page), {
    ideal: '128,000 samples/s',
    actual: '102,400 samples/s',
    speedup: '102.4×',
    lost: '25,600 samples/s',
  });
  const example = await shadowText(page, 'example');
  assert.equal(example, 'I = 128 × 1,000 = 128,000A = 128,000 × 0.8 = 102,400S = 128 × 0.8 = 102.4Δ = 128,000 − 102,400 = 25,600');
  assert.equal(await shadowText(page, 'example-summary'), 'You pay for 128 devices and get the throughput of 102.4 devices running alone.');
  const changes = await page.evaluate(() => window.changes);
  assert.deepEqual(changes.at(-1), { idealThroughput: 128000, actualThroughput: 102400, speedup: 102.4, lostThroughput: 25600 });
  const reflected = await page.evaluate(() => {
    const el = document.querySelector('dp-scaling-calculator');
    return [el.getAttribute('devices'), el.getAttribute('throughput'), el.efficiency, el.result.speedup];
  });
  assert.deepEqual(reflected, ['128', '1000', 80, 102.4]);
  await typeInto(page, 'devices', '');
  assert.equal(await page.evaluate(() => window.changes.at(-1)), null);
  assert.equal(await page.evaluate(() => document.querySelector('dp-scaling-calculator').result), null);
  await page.close();
});

// The worked example's counts as the page shows them: a plural chooses its
// form from the number as shown (1.002 shows as 1, 1.996 as 2).
const SUMMARIES = {
  en: [
    'You pay for 2 devices and get the throughput of 1 device running alone.',
    'You pay for 2 devices and get the throughput of 2 devices running alone.',
    'You pay for 1 device and get the throughput of 1 device running alone.',
  ],
  de: [
    'Bezahlt werden 2 Geräte; der Durchsatz entspricht dem von 1 allein laufenden Gerät.',
    'Bezahlt werden 2 Geräte; der Durchsatz entspricht dem von 2 allein laufenden Geräten.',
    'Bezahlt wird 1 Gerät; der Durchsatz entspricht dem von 1 allein laufenden Gerät.',
  ],
  pt: [
    'Você paga por 2 dispositivos e recebe a vazão de um dispositivo rodando sozinho multiplicada por 1.',
    'Você paga por 2 dispositivos e recebe a vazão de um dispositivo rodando sozinho multiplicada por 2.',
    'Você paga por 1 dispositivo e recebe a vazão de um dispositivo rodando sozinho multiplicada por 1.',
  ],
  it: [
    'Paghi 2 dispositivi e ottieni il throughput di 1 dispositivo che lavora da solo.',
    'Paghi 2 dispositivi e ottieni il throughput di 2 dispositivi che lavorano da soli.',
    'Paghi 1 dispositivo e ottieni il throughput di 1 dispositivo che lavora da solo.',
  ],
};

test('the worked example counts as it shows: 2 devices at 50.1 % and at 99.8 %, and 1 device, in every language', async () => {
  for (const lang of LANGUAGES) {
    const { page, errors } = await demo(lang);
    const decimal = (text) => (lang === 'en' ? text : text.replace('.', ','));
    await typeInto(page, 'devices', '2');
    await typeInto(page, 'efficiencyPercent', decimal('50.1'));
    assert.equal(await shadowText(page, 'speedup'), '1×', `${lang}: 1.002 shows as 1`);
    const summaries = [await shadowText(page, 'example-summary')];
    await typeInto(page, 'efficiencyPercent', decimal('99.8'));
    summaries.push(await shadowText(page, 'example-summary'));
    await typeInto(page, 'devices', '1');
    await typeInto(page, 'efficiencyPercent', '100');
    summaries.push(await shadowText(page, 'example-summary'));
    assert.deepEqual(summaries, SUMMARIES[lang], lang);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('German input is read the German way', async () => {
  const { page } = await demo('de');
  await typeInto(page, 'throughputPerDevice', '1.500,5');
  await typeInto(page, 'efficiencyPercent', '87,5 %');
  assert.equal(await shadowText(page, 'actual'), '84.028 Samples/s');
  assert.equal(await shadowText(page, 'speedup'), '56×');
  await page.close();
});

// [language, field, typed text, error code]
const badInputs = [
  ['en', 'devices', '', 'empty'],
  ['en', 'devices', '   ', 'empty'],
  ['en', 'devices', 'abc', 'not_a_number'],
  ['en', 'devices', '-5', 'below_minimum'],
  ['en', 'devices', '0', 'below_minimum'],
  ['en', 'devices', '64.5', 'not_integer'],
  ['en', 'devices', '1e400', 'out_of_range'],
  ['en', 'devices', 'NaN', 'not_a_number'],
  ['en', 'devices', 'Infinity', 'not_a_number'],
  ['en', 'devices', '20000000', 'above_maximum'],
  ['en', 'throughputPerDevice', '0', 'must_be_positive'],
  ['en', 'throughputPerDevice', '-2000', 'must_be_positive'],
  ['en', 'throughputPerDevice', '2,00', 'misplaced_separator'],
  ['en', 'throughputPerDevice', '2000 samples/s', 'not_a_number'],
  ['en', 'throughputPerDevice', '1e16', 'above_maximum'],
  ['en', 'efficiencyPercent', '150', 'above_maximum'],
  ['en', 'efficiencyPercent', '0', 'must_be_positive'],
  ['en', 'efficiencyPercent', '0,9', 'misplaced_separator'],
  ['en', 'efficiencyPercent', '90%%', 'not_a_number'],
  ['en', 'efficiencyPercent', '<b>90</b>', 'not_a_number'],
  ['de', 'devices', '64,5', 'not_integer'],
  ['de', 'throughputPerDevice', '2,000.5', 'misplaced_separator'],
  ['de', 'efficiencyPercent', '0.9', 'misplaced_separator'],
  ['de', 'efficiencyPercent', '150', 'above_maximum'],
  ['de', 'throughputPerDevice', 'zweitausend', 'not_a_number'],
  ['pt', 'devices', '', 'empty'],
  ['pt', 'throughputPerDevice', '1.00', 'misplaced_separator'],
  ['pt', 'efficiencyPercent', '-10', 'must_be_positive'],
  ['pt', 'devices', '1e400', 'out_of_range'],
  ['it', 'devices', '10.000.001', 'above_maximum'],
  ['it', 'throughputPerDevice', 'Infinity', 'not_a_number'],
  ['it', 'efficiencyPercent', '100,5', 'above_maximum'],
  ['it', 'devices', '64.5', 'misplaced_separator'],
];

const limits = {
  devices: { below_minimum: 1, above_maximum: 1e7 },
  throughputPerDevice: { above_maximum: 1e15 },
  efficiencyPercent: { above_maximum: 100 },
};

function expectedMessage(lang, field, code) {
  const nf = new Intl.NumberFormat(lang);
  return locales[lang].errors[code]
    .replace('{limit}', nf.format(limits[field]?.[code] ?? 0))
    .replace('{example}', new Intl.NumberFormat(lang, { minimumFractionDigits: 1 }).format(12000.5));
}

test(`${badInputs.length} bad inputs each show their message and the empty state`, async () => {
  assert.ok(badInputs.length >= 30);
  const pages = {};
  for (const [lang, field, text, code] of badInputs) {
    pages[lang] ??= await demo(lang);
    const { page } = pages[lang];
    for (const name of ['devices', 'throughputPerDevice', 'efficiencyPercent']) {
      await typeInto(page, name, { devices: '64', throughputPerDevice: '2000', efficiencyPercent: '90' }[name]);
    }
    await typeInto(page, field, text);
    const state = await page.evaluate((f) => {
      const root = document.querySelector('dp-scaling-calculator').shadowRoot;
      const input = root.getElementById(f);
      return {
        invalid: input.getAttribute('aria-invalid'),
        describedBy: root.getElementById(input.getAttribute('aria-describedby'))?.textContent,
        emptyShown: !root.getElementById('empty').hidden,
        resultsShown: !root.getElementById('output').hidden,
      };
    }, field);
    const label = `${lang} ${field} ${JSON.stringify(text)}`;
    assert.equal(state.invalid, 'true', label);
    assert.equal(state.describedBy, expectedMessage(lang, field, code), label);
    assert.equal(state.emptyShown, true, label);
    assert.equal(state.resultsShown, false, label);
    const rendered = await renderedText(page);
    assert.doesNotMatch(rendered, LEAKED, label);
    assert.doesNotMatch(rendered, /null/, label);
    assert.equal(await shadowText(page, 'actual'), '', `${label}: no stale number`);
  }
  for (const { page, errors } of Object.values(pages)) {
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('markup typed into a field stays text', async () => {
  const { page } = await demo('en');
  await typeInto(page, 'throughputPerDevice', '<img src=x onerror="window.owned=1">');
  assert.equal(await page.evaluate(() => window.owned), undefined);
  assert.equal(await page.evaluate(() => document.querySelector('dp-scaling-calculator').shadowRoot.querySelectorAll('img').length), 0);
  await page.close();
});

test('everything works by keyboard', async () => {
  const { page } = await demo('en');
  const focused = () =>
    page.evaluate(() => {
      const inner = document.activeElement.shadowRoot?.activeElement;
      return inner ? inner.id || inner.textContent : document.activeElement.id;
    });
  await page.keyboard.press('Tab'); // the language select of the demo page
  const order = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    order.push(await focused());
  }
  assert.deepEqual(order, [
    'devices',
    'throughputPerDevice',
    'efficiencyPercent',
    'copyLink',
    'copyText',
    'downloadCsv',
    'downloadJson',
    'What if…',
    'Time and cost',
    'Estimate the efficiency',
    'Best layouts for this job',
    'How do I measure the scaling efficiency of my cluster?',
  ]);
  await page.keyboard.press('Enter'); // opens the first FAQ entry
  const open = await page.evaluate(
    () => document.querySelector('dp-scaling-calculator').shadowRoot.querySelector('#faq-heading ~ details').open,
  );
  assert.equal(open, true);
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter'); // opens "What if…"
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'measuredThroughput');
  await page.keyboard.type('100000');
  assert.equal(await shadowText(page, 'implied'), '78.13%');
  for (let i = 0; i < 8 && (await focused()) !== 'devices'; i++) await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('32');
  assert.equal(await shadowText(page, 'ideal'), '64,000samples/s'.replace('samples', ' samples'));
  await page.close();
});

test('two elements keep independent state; attributes and properties re-render', async () => {
  const { page, errors } = await openPage(browser.context, `${browser.origin}/fixtures/two.html`);
  await ready(page);
  assert.equal(await shadowText(page, 'actual', '#second'), '400 tokens/s');
  await typeInto(page, 'devices', '16', '#first');
  assert.equal(await shadowText(page, 'ideal', '#first'), '32,000 samples/s');
  assert.equal(await shadowText(page, 'ideal', '#second'), '800 tokens/s');
  await page.evaluate(() => document.querySelector('#second').setAttribute('devices', '10'));
  assert.equal(await shadowText(page, 'actual', '#second'), '500 tokens/s');
  await page.evaluate(() => {
    const el = document.querySelector('#first');
    el.efficiency = 50;
    el.unit = 'images/s';
  });
  assert.equal(await shadowText(page, 'actual', '#first'), '16,000 images/s');
  await page.evaluate(() => document.querySelector('#second').setAttribute('lang', 'it'));
  await page.waitForFunction(
    (t) => document.querySelector('#second').shadowRoot.getElementById('inputs-heading').textContent === t,
    locales.it.inputs,
  );
  assert.equal(await shadowText(page, 'speedup', '#second'), '5×');
  await page.evaluate(() => document.querySelector('#first').setAttribute('throughput', 'lots'));
  assert.equal(await page.locator('#first #throughputPerDevice').inputValue(), 'lots');
  assert.equal(await shadowText(page, 'throughputPerDevice-error', '#first'), locales.en.errors.not_a_number);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the page lang is followed when the element has none', async () => {
  const { page } = await openPage(browser.context, `${browser.origin}/fixtures/two.html`);
  await ready(page);
  await page.evaluate(() => (document.documentElement.lang = 'pt'));
  await page.waitForFunction(() => document.querySelector('#first').shadowRoot.getElementById('speedup').textContent === '57,6×');
  assert.equal(await shadowText(page, 'inputs-heading', '#first'), locales.pt.inputs);
  assert.equal(await shadowText(page, 'inputs-heading', '#second'), locales.de.inputs, 'its own lang wins');
  await page.close();
});

test('a hostile host stylesheet does not break the element', async () => {
  const { page, errors } = await openPage(browser.context, `${browser.origin}/fixtures/hostile.html`);
  await ready(page);
  const look = await page.evaluate(() => {
    const root = document.querySelector('dp-scaling-calculator').shadowRoot;
    const input = root.getElementById('devices');
    const box = input.getBoundingClientRect();
    const dd = getComputedStyle(root.getElementById('actual'));
    return {
      inputVisible: box.width > 50 && box.height > 10,
      color: dd.color,
      fontSize: dd.fontSize,
      display: getComputedStyle(root.getElementById('output')).display,
    };
  });
  assert.equal(look.inputVisible, true);
  assert.notEqual(look.color, 'rgb(255, 0, 0)');
  assert.equal(look.fontSize, '20.8px');
  assert.equal(look.display, 'grid');
  await typeInto(page, 'devices', '32');
  assert.equal(await shadowText(page, 'ideal'), '64,000 samples/s');
  assert.deepEqual(errors, []);
  await page.close();
});

test('nothing overflows a 320 px wide phone', async () => {
  for (const lang of LANGUAGES) {
    const { page } = await demo(lang, { width: 320 });
    await page.evaluate(() =>
      document
        .querySelector('dp-scaling-calculator')
        .shadowRoot.querySelectorAll('details')
        .forEach((d) => (d.open = true)),
    );
    await shadowText(page, 'actual');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 320, `${lang}: the page is ${width} px wide`);
    await page.close();
  }
});
