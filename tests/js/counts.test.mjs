// Counts as the page renders them: the speedup of the core (dist/), worded
// by the element's own context (web/element/context.js) with its number
// formatter, in every language. A plural chooses its form from the number
// as it is shown, so 1.002 shown as "1" reads "1 device" and 1.996 shown as
// "2" reads "2 devices" (in Portuguese too, where 1.996 itself is "one").
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadCalculator } from '../../dist/index.js';
import { createContext } from '../../web/element/context.js';
import { formatMessage } from '../../web/i18n/message.js';
import { LANGUAGES } from '../../web/locales/languages.js';
import { messagesByLanguage } from './support.mjs';

const locales = messagesByLanguage();
const context = (l) => createContext({ text: locales[l], language: l, locale: l });

let calc;
before(async () => {
  calc = await loadCalculator();
});

// The worked example's summary for a cluster, as renderExample() fills it.
const summary = (l, devices, efficiencyPercent) => {
  const { speedup } = calc.compute({ devices, throughputPerDevice: 2000, efficiencyPercent });
  return context(l).message('exampleSummary', { devices, speedup });
};

// devices, efficiency → what the summary says, in each language.
const CASES = [
  // 2 × 0.501 = 1.002, shown as 1
  [
    2,
    50.1,
    {
      en: 'You pay for 2 devices and get the throughput of 1 device running alone.',
      de: 'Bezahlt werden 2 Geräte; der Durchsatz entspricht dem von 1 allein laufenden Gerät.',
      pt: 'Você paga por 2 dispositivos e recebe a vazão de um dispositivo rodando sozinho multiplicada por 1.',
      it: 'Paghi 2 dispositivi e ottieni il throughput di 1 dispositivo che lavora da solo.',
    },
  ],
  // 2 × 0.998 = 1.996, shown as 2
  [
    2,
    99.8,
    {
      en: 'You pay for 2 devices and get the throughput of 2 devices running alone.',
      de: 'Bezahlt werden 2 Geräte; der Durchsatz entspricht dem von 2 allein laufenden Geräten.',
      pt: 'Você paga por 2 dispositivos e recebe a vazão de um dispositivo rodando sozinho multiplicada por 2.',
      it: 'Paghi 2 dispositivi e ottieni il throughput di 2 dispositivi che lavorano da soli.',
    },
  ],
  // one device at 100 %: 1
  [
    1,
    100,
    {
      en: 'You pay for 1 device and get the throughput of 1 device running alone.',
      de: 'Bezahlt wird 1 Gerät; der Durchsatz entspricht dem von 1 allein laufenden Gerät.',
      pt: 'Você paga por 1 dispositivo e recebe a vazão de um dispositivo rodando sozinho multiplicada por 1.',
      it: 'Paghi 1 dispositivo e ottieni il throughput di 1 dispositivo che lavora da solo.',
    },
  ],
  // one device at 50 %: a half, below 1
  [
    1,
    50,
    {
      en: 'You pay for 1 device and get the throughput of 0.5 devices running alone.',
      de: 'Bezahlt wird 1 Gerät; der Durchsatz entspricht dem von 0,5 allein laufenden Geräten.',
      pt: 'Você paga por 1 dispositivo e recebe a vazão de um dispositivo rodando sozinho multiplicada por 0,5.',
      it: 'Paghi 1 dispositivo e ottieni il throughput di 0,5 dispositivi che lavorano da soli.',
    },
  ],
  // 2 × 0.75 = 1.5, a fraction that shows
  [
    2,
    75,
    {
      en: 'You pay for 2 devices and get the throughput of 1.5 devices running alone.',
      de: 'Bezahlt werden 2 Geräte; der Durchsatz entspricht dem von 1,5 allein laufenden Geräten.',
      pt: 'Você paga por 2 dispositivos e recebe a vazão de um dispositivo rodando sozinho multiplicada por 1,5.',
      it: 'Paghi 2 dispositivi e ottieni il throughput di 1,5 dispositivi che lavorano da soli.',
    },
  ],
  // many: 64 × 0.9 = 57.6
  [
    64,
    90,
    {
      en: 'You pay for 64 devices and get the throughput of 57.6 devices running alone.',
      de: 'Bezahlt werden 64 Geräte; der Durchsatz entspricht dem von 57,6 allein laufenden Geräten.',
      pt: 'Você paga por 64 dispositivos e recebe a vazão de um dispositivo rodando sozinho multiplicada por 57,6.',
      it: 'Paghi 64 dispositivi e ottieni il throughput di 57,6 dispositivi che lavorano da soli.',
    },
  ],
];

test('the worked example counts devices as it shows them: 2 at 50.1 % and 99.8 %, 1 at 100 % and 50 %, 2 at 75 %, 64 at 90 %', () => {
  for (const [devices, efficiency, expected] of CASES) {
    for (const l of LANGUAGES) assert.equal(summary(l, devices, efficiency), expected[l], `${l}: ${devices} devices at ${efficiency} %`);
  }
});

test('a speedup just above 1 or just below 2 reads as the number shown, in every language', () => {
  const one = { en: /\b1 device\b/, de: /\b1 allein laufenden Gerät\b/, pt: /multiplicada por 1\.$/, it: /\b1 dispositivo che/ };
  const two = { en: /\b2 devices\b/, de: /\b2 allein laufenden Geräten\b/, pt: /multiplicada por 2\.$/, it: /\b2 dispositivi che/ };
  for (const l of LANGUAGES) {
    // 1.0001 to 1.0049: shown as 1; 1.9951 to 1.9999: shown as 2.
    for (let i = 1; i < 50; i += 7) {
      const ctx = context(l);
      const low = ctx.message('exampleSummary', { devices: 2, speedup: 1 + i / 10000 });
      const high = ctx.message('exampleSummary', { devices: 2, speedup: 2 - i / 10000 });
      assert.match(low, one[l], `${l} ${1 + i / 10000}: ${low}`);
      assert.match(high, two[l], `${l} ${2 - i / 10000}: ${high}`);
    }
  }
});

test('a count of 0 takes the form each language gives 0', () => {
  const zero = {
    en: 'throughput of 0 devices running',
    de: 'dem von 0 allein laufenden Geräten',
    pt: 'multiplicada por 0.',
    it: 'di 0 dispositivi che lavorano',
  };
  for (const l of LANGUAGES) assert.ok(context(l).message('exampleSummary', { devices: 1, speedup: 0 }).includes(zero[l]), l);
});

test('a plural chooses from the number as the formatter shows it, whatever the formatter', () => {
  const t = '{n, plural, =1 {exactly one} one {# thing} other {# things}}';
  assert.equal(formatMessage(t, { n: 1.004 }), 'exactly one', 'the default formatter keeps two decimals');
  assert.equal(formatMessage(t, { n: 1.004 }, { number: (v) => v.toFixed(3) }), '1.004 things');
  const noExact = '{n, plural, one {# thing} other {# things}}';
  assert.equal(formatMessage(noExact, { n: 1 }, { number: (v) => v.toFixed(1) }), '1.0 things', 'CLDR: "1.0" is not "one" in English');
  assert.equal(formatMessage(t, { n: 1 }, { number: (v) => v.toFixed(1) }), 'exactly one', '=1 is the value 1, however it is written');
  assert.equal(formatMessage(t, { n: 1995.6 }, { locale: 'de' }), '1.995,6 things', 'a group separator is no decimal sign');
  assert.equal(formatMessage(t, { n: 1.996 }, { locale: 'pt' }), '2 things', 'Portuguese: 2 is other, though 1.996 is one');
  assert.equal(formatMessage(t, { n: 1.5 }, { locale: 'pt' }), '1,5 thing', 'Portuguese: 1,5 is one');
  assert.equal(
    formatMessage(t, { n: 2e15 }, { number: (v) => v.toExponential(0) }),
    '2e+15 things',
    'scientific notation is read by its value',
  );
});
