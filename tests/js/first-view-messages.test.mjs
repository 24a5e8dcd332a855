// The embed bundle leaves out the messages of the codes only a panel's
// question gives (LATER_ERRORS, web/locales/later.js): they come with the
// rest of the English. Here the first module's operations (what the first
// results use) are driven with bad input of every kind, and no code they
// give may be among those left out.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadCalculator } from '../../dist/index.js';
import { LATER_ERRORS } from '../../web/locales/later.js';

const en = JSON.parse(readFileSync(new URL('../../web/locales/en.json', import.meta.url), 'utf8'));

let calc;
before(async () => {
  calc = await loadCalculator();
});

// Values of every kind a field can receive, from a person, an attribute or a program.
const VALUES = [undefined, null, NaN, Infinity, -Infinity, -1, 0, 0.5, 1, 2.5, 64, 100, 100.5, 101, 2000, 1e7, 1e300, -1e-300, '64', true];
const TEXTS = [
  '',
  ' ',
  'x',
  '1,2,3',
  '1..2',
  '1.000,5',
  '1 000',
  '12 %',
  '%',
  '-0',
  '1e999',
  '٣',
  '1e',
  '++1',
  '0x10',
  '9'.repeat(400),
  '64',
];

// Every code the first module's operations give for these inputs.
function firstModuleCodes() {
  const codes = new Set();
  const collect = (call) => {
    try {
      call();
    } catch (error) {
      if (!error.issues) throw error;
      for (const issue of error.issues) codes.add(issue.code);
    }
  };
  for (const devices of VALUES) {
    for (const throughputPerDevice of VALUES) {
      for (const efficiencyPercent of VALUES) {
        const input = { devices, throughputPerDevice, efficiencyPercent };
        collect(() => calc.compute(input));
        for (const issue of calc.validate(input)) codes.add(issue.code);
        collect(() => calc.sweep(input));
        collect(() => calc.sweep({ ...input, devices: [devices, 1, 2] }));
      }
    }
  }
  collect(() => calc.sweep({ devices: [1, 2], throughputPerDevice: [1, 2, 3], efficiencyPercent: 90 }));
  for (const locale of ['en', 'de', 'pt', 'it']) {
    for (const text of TEXTS) {
      for (const percent of [false, true]) {
        const { code } = calc.parseNumber(text, locale, { percent });
        if (code) codes.add(code);
      }
    }
  }
  return codes;
}

test("no code of the first module's operations has its message left out of the embed bundle", () => {
  const codes = firstModuleCodes();
  console.log(`codes given: ${[...codes].sort().join(', ')}`);
  assert.ok(codes.size >= 8, 'the inputs reach most of the first module’s codes');
  assert.deepEqual(
    [...codes].filter((code) => LATER_ERRORS.includes(code)),
    [],
  );
});

test("the codes left out are the core's, and their messages ship in dp-scaling-calculator.en.later.js and nowhere in the bundle", async () => {
  for (const code of LATER_ERRORS) assert.ok(calc.codes.includes(code), `${code} is a code of the core`);
  const { default: later } = await import('../../dist/dp-scaling-calculator.en.later.js');
  assert.deepEqual(Object.keys(later.errors).sort(), [...LATER_ERRORS].sort());
  const bundle = readFileSync(new URL('../../dist/dp-scaling-calculator.js', import.meta.url), 'utf8');
  for (const [code, message] of Object.entries(en.errors)) {
    const inBundle = bundle.includes(JSON.stringify(message).slice(1, -1)) || bundle.includes(`${code}:`);
    assert.equal(inBundle, !LATER_ERRORS.includes(code), `${code}: in the bundle ${inBundle}`);
  }
});

test('every other language ships in two parts beside the bundle, which together are its whole locale file, split as English is', async () => {
  const { LATER } = await import('../../web/locales/later.js');
  const { default: englishRest } = await import('../../dist/dp-scaling-calculator.en.later.js');
  for (const lang of ['de', 'pt', 'it']) {
    const whole = JSON.parse(readFileSync(new URL(`../../web/locales/${lang}.json`, import.meta.url), 'utf8'));
    const { default: first } = await import(`../../dist/dp-scaling-calculator.${lang}.js`);
    const { default: rest } = await import(`../../dist/dp-scaling-calculator.${lang}.later.js`);
    assert.deepEqual({ ...first, ...rest, errors: { ...first.errors, ...rest.errors } }, whole, lang);
    assert.deepEqual(Object.keys(rest).sort(), Object.keys(englishRest).sort(), `${lang}: the same keys come later as in English`);
    assert.deepEqual(Object.keys(rest.errors).sort(), [...LATER_ERRORS].sort(), lang);
    assert.ok(
      Object.keys(first).every((key) => !LATER.test(key)),
      `${lang}: the first part holds no text of a closed panel`,
    );
  }
});
