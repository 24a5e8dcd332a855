// Random strings into the three main fields: typed, set as attributes and
// carried in the URL fragment. For every string the outcome is worked out
// here, apart from the element: the shipped API reads the text as the field
// would, and the expected screen follows from the README's rules:
//   valid   → exactly compute()'s result, the results shown, no error;
//   invalid → no result, the empty state, and the field's message from the
//             English message file (others without one).
// A quarter of the strings or more must be valid, and as many invalid, so
// neither branch can pass by never being taken. Never an exception,
// NaN/Infinity/undefined on screen, or injected markup.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, openPage, ready, LEAKED } from './harness.mjs';
import { locale, random } from '../js/support.mjs';

const COUNT = 1000;
const DEFAULTS = { devices: '64', throughput: '2000', efficiency: '90' };
// Each field's attribute (its public name) and its id inside, the API name.
const API = { devices: 'devices', throughput: 'throughputPerDevice', efficiency: 'efficiencyPercent' };
const FIELDS = Object.keys(DEFAULTS);
const messages = locale('en');

const { browser, calc } = browserSuite({ calculator: true });

const PIECES = [
  '0',
  '1',
  '2',
  '5',
  '9',
  '64',
  '2000',
  '90',
  '100',
  '.',
  ',',
  ' ',
  '\u00a0',
  '\u202f',
  "'",
  '\u2019',
  '\u066b',
  '+',
  '-',
  '\u2212',
  'e',
  'E',
  '%',
  'e400',
  'e-400',
  '1'.padEnd(400, '0'),
  'NaN',
  'Infinity',
  'undefined',
  'null',
  '<img src=x onerror="window.owned=1">',
  '<script>window.owned=2</script>',
  '"><svg onload="window.owned=3">',
  '&amp;',
  '\u0000',
  '\u0007',
  '\n',
  '\t',
  '\u200b',
  '\u202e',
  '\ud83d\ude80',
  '\u0663',
  '\uff11',
  'x',
  'samples/s',
  '\ud800',
  '0x1F',
  '1_000',
  '½',
  '٫',
  '{{e}}',
  '${x}',
  '\\',
  '/',
  '#',
  '&',
  '=',
  '?',
];

// English number text near the field's valid range, in the forms people
// write: grouped, padded, signed, with an exponent or a percent sign.
function plausible(rand, field) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const magnitude = 10 ** Math.floor(rand() * 8);
  let text =
    field === 'devices'
      ? String(Math.ceil(rand() ** 2 * pick([100, 1e4, 1e7, 3e7])))
      : field === 'throughput'
        ? (rand() * magnitude).toFixed(Math.floor(rand() * 4))
        : (rand() * 110).toFixed(Math.floor(rand() * 3));
  if (rand() < 0.3) text = text.replace(/^(\d+)/, (digits) => digits.replace(/\B(?=(\d{3})+$)/g, ','));
  if (rand() < 0.1) text = pick(['+', '-', '\u2212']) + text;
  if (rand() < 0.1) text += pick(['e0', 'e1', 'E-1', 'e+2']);
  if (field === 'efficiency' && rand() < 0.3) text += pick(['%', ' %']);
  if (rand() < 0.15) text = pick([' ', '\u00a0', '\t']) + text + ' ';
  return text;
}

function strings(seed, field) {
  const rand = random(seed);
  return Array.from({ length: COUNT }, () => {
    if (rand() < 0.5) return plausible(rand, field);
    let s = '';
    const parts = 1 + Math.floor(rand() * 6);
    for (let i = 0; i < parts; i++) s += PIECES[Math.floor(rand() * PIECES.length)];
    return s;
  });
}

// Runs in the page: feeds values in batches, waiting a frame after each batch
// so the chart and panels render too, and reports what the user would see.
async function feed({ items, mode, leaked, ids }) {
  const shows = new RegExp(leaked); // tests/browser/harness.mjs, LEAKED: this runs in the page
  const el = document.querySelector('dp-scaling-calculator');
  const root = el.shadowRoot;
  const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
  const errorOf = (field) => {
    const input = root.getElementById(ids[field]);
    return root.getElementById(input.getAttribute('aria-describedby')).textContent;
  };
  const seen = [];
  const check = () => {
    const text = root.textContent;
    const injected = [...root.querySelectorAll('*'), ...document.body.querySelectorAll('*')].filter(
      (node) => ['IMG', 'SCRIPT', 'IFRAME', 'OBJECT'].includes(node.tagName) || [...node.attributes].some((a) => a.name.startsWith('on')),
    ).length;
    return {
      text: shows.test(text) ? text.match(new RegExp(`.{0,40}(?:${leaked}).{0,40}`, 's'))[0] : '',
      injected,
      owned: window.owned ?? null,
    };
  };
  for (let i = 0; i < items.length; i++) {
    const { field, value } = items[i];
    let typed = value;
    if (mode === 'typed') {
      const input = root.getElementById(ids[field]);
      input.value = value;
      typed = input.value; // an <input> drops line breaks
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    } else if (mode === 'attribute') {
      el.setAttribute(field, value);
      await el.updateComplete; // attribute writes are applied at the end of the task
    } else {
      // A lone surrogate cannot be percent-encoded: send bytes that are not UTF-8.
      const encoded = [...value].map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
      const key = { devices: 'd', throughput: 'v', efficiency: 'e' }[field];
      const params = { d: '64', v: '2000', e: '90', [key]: encoded };
      // The counter makes every fragment new, so each one fires hashchange.
      location.hash = `d=${params.d}&v=${params.v}&e=${params.e}&lang=en&n=${i}`;
      typed = new URLSearchParams(location.hash.slice(1)).get(key);
      await new Promise((done) => addEventListener('hashchange', done, { once: true }));
    }
    seen.push({
      field,
      typed,
      shown: Object.fromEntries(['devices', 'throughput', 'efficiency'].map((f) => [f, root.getElementById(ids[f]).value])),
      errors: Object.fromEntries(['devices', 'throughput', 'efficiency'].map((f) => [f, errorOf(f)])),
      result: el.result,
      output: !root.getElementById('output').hidden,
      empty: !root.getElementById('empty').hidden,
    });
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
  return { error: state.text || state.injected || state.owned ? { at: items.length, ...state } : null, seen };
}

// ---- the expected outcome, worked out without the element -----------------

const en = (options) => new Intl.NumberFormat('en', options);

function message(issue) {
  const text = messages.errors[issue.code]
    .replace('{limit}', en().format(issue.limit ?? 0))
    .replace('{example}', en({ minimumFractionDigits: 1 }).format(12000.5));
  assert.ok(!text.includes('{'), `a placeholder this test does not fill: ${text}`);
  return text;
}

// What the field shows for `text` (typed: as it is; attribute or fragment:
// its number in English with up to 15 significant digits, or the text itself
// when it is not a number, less the line breaks an <input> drops).
function fieldText(text, mode) {
  if (mode === 'typed') return text;
  const parsed = calc.parseNumber(text, 'en');
  return parsed.code ? text.replace(/[\r\n]/g, '') : en({ maximumSignificantDigits: 15 }).format(parsed.value);
}

function expected(field, text, mode) {
  const shown = fieldText(text, mode);
  const parsed = calc.parseNumber(shown, 'en', { percent: field === 'efficiency' });
  if (parsed.code) return { shown, result: null, error: message(parsed) };
  const input = { devices: 64, throughputPerDevice: 2000, efficiencyPercent: 90, [API[field]]: parsed.value };
  const issue = calc.validate(input).find((i) => i.field === API[field]);
  return issue ? { shown, result: null, error: message(issue) } : { shown, result: calc.compute(input), error: '' };
}

function checkAll(seen, mode) {
  let valid = 0;
  for (const state of seen) {
    const what = `${mode} ${state.field} = ${JSON.stringify(state.typed)}`;
    const want = expected(state.field, state.typed, mode);
    assert.equal(state.shown[state.field], want.shown, `${what}: the field shows it`);
    assert.deepEqual(state.result, want.result, `${what}: the result`);
    assert.equal(state.output, want.result !== null, `${what}: results shown`);
    assert.equal(state.empty, want.result === null, `${what}: empty state`);
    for (const field of FIELDS) {
      assert.equal(state.errors[field], field === state.field ? want.error : '', `${what}: message of ${field}`);
    }
    if (want.result) valid++;
  }
  const share = valid / seen.length;
  assert.ok(share >= 0.25 && share <= 0.75, `valid strings: ${valid} of ${seen.length}; both outcomes need a fair share`);
}

const CASES = [
  ['typed', 'devices', 1],
  ['typed', 'throughput', 2],
  ['typed', 'efficiency', 3],
  ['attribute', 'devices', 4],
  ['attribute', 'throughput', 5],
  ['attribute', 'efficiency', 6],
  ['fragment', 'devices', 7],
  ['fragment', 'throughput', 8],
  ['fragment', 'efficiency', 9],
];
for (const [mode, field, seed] of CASES) {
  const count = mode === 'fragment' ? 400 : COUNT;
  test(`${count} random strings ${mode === 'typed' ? 'typed into' : `as ${mode}s of`} ${field}`, async () => {
    const { page, errors } = await openPage(browser.context, `${browser.origin}/index.html?lang=en`);
    await ready(page);
    const items = strings(seed, field)
      .slice(0, count)
      .map((value) => ({ field, value }));
    const { error, seen } = await page.evaluate(feed, { items, mode, leaked: LEAKED.source, ids: API });
    assert.equal(error, null, JSON.stringify(error));
    checkAll(seen, mode);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
