// Random strings into every field, as attributes and as URL fragments: never
// an exception, never NaN/Infinity/undefined on screen, results either right
// (checked against the shipped API) or the empty state, no markup injected.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser, openPage, ready } from './harness.mjs';
import { loadCalculator } from '../../dist/index.js';

const COUNT = 1000;

let browser, calc;
before(async () => {
  browser = await startBrowser();
  calc = await loadCalculator();
});
after(() => browser?.close());

function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  '0', '1', '2', '5', '9', '64', '2000', '90', '100', '.', ',', ' ', '\u00a0', '\u202f', "'", '\u2019', '\u066b',
  '+', '-', '\u2212', 'e', 'E', '%', 'e400', 'e-400', '1'.padEnd(400, '0'), 'NaN', 'Infinity', 'undefined', 'null',
  '<img src=x onerror="window.owned=1">', '<script>window.owned=2</script>', '"><svg onload="window.owned=3">',
  '&amp;', '\u0000', '\u0007', '\n', '\t', '\u200b', '\u202e', '\ud83d\ude80', '\u0663', '\uff11', 'x', 'samples/s',
  '\ud800', '0x1F', '1_000', '½', '٫', '{{e}}', '${x}', '\\', '/', '#', '&', '=', '?',
];

function strings(seed) {
  const rand = random(seed);
  return Array.from({ length: COUNT }, () => {
    let s = '';
    const parts = 1 + Math.floor(rand() * 6);
    for (let i = 0; i < parts; i++) s += PIECES[Math.floor(rand() * PIECES.length)];
    return s;
  });
}

// Runs in the page: feeds values in batches, waiting a frame after each batch
// so the chart and panels render too, and reports what the user would see.
async function feed({ values, mode, field }) {
  const el = document.querySelector('dp-scaling-calculator');
  const root = el.shadowRoot;
  const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
  const seen = [];
  const check = () => {
    const text = root.textContent;
    const injected = [...root.querySelectorAll('*'), ...document.body.querySelectorAll('*')].filter(
      (node) => ['IMG', 'SCRIPT', 'IFRAME', 'OBJECT'].includes(node.tagName) || [...node.attributes].some((a) => a.name.startsWith('on')),
    ).length;
    return { text: /NaN|Infinity|undefined/.test(text) ? text.match(/.{0,40}(NaN|Infinity|undefined).{0,40}/s)[0] : '', injected, owned: window.owned ?? null };
  };
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    let typed = value;
    if (mode === 'typed') {
      const input = root.getElementById(field);
      input.value = value;
      typed = input.value; // an <input> drops line breaks
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    } else if (mode === 'attribute') {
      el.setAttribute(field, value);
    } else {
      // A lone surrogate cannot be percent-encoded: send bytes that are not UTF-8.
      let encoded;
      try {
        encoded = encodeURIComponent(value);
      } catch {
        encoded = value.replace(/[\ud800-\udfff]/g, '%ED%A0%80');
      }
      location.hash = `d=${encoded}&v=2000&e=90&lang=en`;
      await new Promise((done) => addEventListener('hashchange', done, { once: true }));
    }
    const shown = !root.getElementById('output').hidden;
    seen.push({ typed, result: el.result, shown, empty: !root.getElementById('empty').hidden });
    if (i % 25 === 24) {
      await frame();
      await frame();
      const state = check();
      if (state.text || state.injected || state.owned) return { error: { at: i, value, ...state }, seen };
    }
  }
  await frame();
  await frame();
  const state = check();
  return { error: state.text || state.injected || state.owned ? { at: values.length, ...state } : null, seen };
}

function expected(text, field) {
  const base = { devices: 64, throughputPerDevice: 2000, efficiencyPercent: 90 };
  const parsed = calc.parseNumber(text, 'en', { percent: field === 'efficiency' });
  if (parsed.code) return null;
  const input = { ...base, [{ devices: 'devices', throughput: 'throughputPerDevice', efficiency: 'efficiencyPercent' }[field]]: parsed.value };
  return calc.validate(input).length ? null : calc.compute(input);
}

for (const [field, seed] of [['devices', 1], ['throughput', 2], ['efficiency', 3]]) {
  test(`${COUNT} random strings typed into ${field}`, async () => {
    const { page, errors } = await openPage(browser.context, `${browser.origin}/index.html?lang=en`);
    await ready(page);
    const values = strings(seed);
    const { error, seen } = await page.evaluate(feed, { values, mode: 'typed', field });
    assert.equal(error, null, JSON.stringify(error));
    let valid = 0;
    seen.forEach((state) => {
      const want = expected(state.typed, field);
      assert.deepEqual(state.result, want, JSON.stringify(state.typed));
      assert.equal(state.shown, want !== null);
      assert.equal(state.empty, want === null);
      if (want) valid++;
    });
    assert.ok(valid > 20 && valid < COUNT - 20, `a mix of valid and invalid strings (${valid} valid)`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

for (const [mode, field, seed] of [['attribute', 'devices', 4], ['attribute', 'throughput', 5], ['attribute', 'efficiency', 6], ['fragment', 'devices', 7]]) {
  test(`${COUNT} random strings as ${mode}s (${field})`, async () => {
    const { page, errors } = await openPage(browser.context, `${browser.origin}/index.html?lang=en`);
    await ready(page);
    const { error, seen } = await page.evaluate(feed, { values: strings(seed), mode, field });
    assert.equal(error, null, JSON.stringify(error));
    for (const state of seen) {
      assert.equal(state.shown, state.result !== null);
      if (state.result) {
        const r = state.result;
        assert.ok(Object.values(r).every(Number.isFinite) && r.actualThroughput <= r.idealThroughput && r.lostThroughput >= 0);
      }
    }
    assert.deepEqual(errors, []);
    await page.close();
  });
}
