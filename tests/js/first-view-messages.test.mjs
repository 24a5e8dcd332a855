// Each language's messages come in two halves (web/locales/<lang>/): what
// the first screen shows, before the first results, and what shows only
// behind a closed <details> or after a click, with the panels' code. The
// first half holds the messages of the codes the first module's operations
// give (what the first results use): here they are driven with bad input of
// every kind, and each code they give must have its message in it. The
// second half holds those of the codes only a panel's question gives.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadCalculator } from '../../dist/index.js';
import { halves } from './support.mjs';
import { LANGUAGES } from '../../web/locales/languages.js';

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

test("every code of the first module's operations has its message in each language's first half", () => {
  const codes = firstModuleCodes();
  console.log(`codes given: ${[...codes].sort().join(', ')}`);
  assert.ok(codes.size >= 8, 'the inputs reach most of the first module’s codes');
  for (const language of LANGUAGES) {
    const { screen } = halves(language);
    assert.deepEqual(
      [...codes].filter((code) => !(code in screen.errors)),
      [],
      language,
    );
  }
});

test('every code of the core has one message in each language, in one of its halves, and the halves split alike', () => {
  const { screen: enScreen, panels: enPanels } = halves('en');
  for (const language of LANGUAGES) {
    const { screen, panels } = halves(language);
    const first = Object.keys(screen.errors);
    const second = Object.keys(panels.errors);
    assert.deepEqual(
      first.filter((code) => second.includes(code)),
      [],
      `${language}: a code in both halves`,
    );
    assert.deepEqual([...first, ...second].sort(), [...calc.codes].sort(), language);
    // The same keys in the same half as in English, so that no language shows a text earlier or later than English.
    assert.deepEqual(Object.keys(screen).sort(), Object.keys(enScreen).sort(), `${language}: first half`);
    assert.deepEqual(first.sort(), Object.keys(enScreen.errors).sort(), `${language}: first half's errors`);
    for (const [section, texts] of Object.entries(enPanels)) {
      assert.deepEqual(Object.keys(panels[section] ?? {}).sort(), Object.keys(texts).sort(), `${language}: section ${section}`);
    }
  }
});

test('no key is in both halves, or in two sections of the second', () => {
  for (const language of LANGUAGES) {
    const { screen, panels } = halves(language);
    const seen = new Set(Object.keys(screen));
    for (const [section, texts] of Object.entries(panels)) {
      if (section === 'errors') continue;
      for (const key of Object.keys(texts)) {
        assert.ok(!seen.has(key), `${language}: ${key} twice (${section})`);
        seen.add(key);
      }
    }
  }
});
