// The public API, exercised through the shipped bundle in dist/.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadCalculator, CalculatorInputError } from '../../dist/index.js';
import { issuesOf, random } from './support.mjs';

let calc;
before(async () => {
  calc = await loadCalculator();
});

// The README's example and the element's defaults: 64 devices × 2000 samples/s at 90 %.
const example = { devices: 64, throughputPerDevice: 2000, efficiencyPercent: 90 };

test("the README's example is exact", () => {
  assert.deepEqual(calc.compute(example), {
    idealThroughput: 128000,
    actualThroughput: 115200,
    speedup: 57.6,
    lostThroughput: 12800,
  });
});

test('loadCalculator instantiates the core once', async () => {
  assert.equal(await loadCalculator(), calc);
});

test("loadCalculator waits for both of the core's modules: every operation is a method, and ready('panels') (or its older name 'estimator') resolves at once", async () => {
  for (const name of Object.keys(calc.operations)) assert.ok(name in calc, name);
  for (const name of ['compute', 'estimateEfficiency', 'memoryCheck', 'devicesForMemory']) assert.ok(name in calc.operations, name);
  assert.equal(typeof calc.estimateSweep, 'function');
  assert.equal(await calc.ready('panels'), calc);
  assert.equal(await calc.ready('estimator'), calc);
  await assert.rejects(calc.ready('memory'), { name: 'TypeError', message: /no part named memory/ });
  // Each module has its own memory: a call into one leaves the other's answers alone.
  const estimate = calc.estimateEfficiency({
    devices: 16,
    throughputPerDevice: 40,
    parameters: 1.5e9,
    bytesPerGradient: 2,
    batchPerDevice: 8,
    gradientAccumulation: 1,
    devicesPerNode: 8,
    intraNodeBandwidthGBps: 300,
    interNodeBandwidthGbps: 100,
    transport: 'rdma',
  });
  assert.equal(calc.compute(example).actualThroughput, 115200);
  assert.ok(estimate.efficiencyPercent > 0 && estimate.efficiencyPercent <= 100);
});

test('validate returns an empty list for valid input', () => {
  assert.deepEqual(calc.validate(example), []);
});

const errorCases = [
  [{ ...example, devices: 0 }, 'devices', 'below_minimum', 'Enter at least 1.'],
  [{ ...example, devices: 64.5 }, 'devices', 'not_integer', 'Enter a whole number.'],
  [{ ...example, devices: 1e7 + 1 }, 'devices', 'above_maximum', 'Enter at most 10,000,000.'],
  [{ ...example, devices: '64' }, 'devices', 'not_a_number'],
  [{ ...example, devices: undefined }, 'devices', 'missing_input', 'This calculation needs a value here.'],
  [{ ...example, devices: Infinity }, 'devices', 'not_finite', 'Enter a finite number.'],
  [{ ...example, throughputPerDevice: 0 }, 'throughputPerDevice', 'must_be_positive', 'Enter a number greater than 0.'],
  [{ ...example, throughputPerDevice: -1 }, 'throughputPerDevice', 'must_be_positive'],
  [{ ...example, throughputPerDevice: 2e15 }, 'throughputPerDevice', 'above_maximum', 'Enter at most 1,000,000,000,000,000.'],
  [{ ...example, throughputPerDevice: NaN }, 'throughputPerDevice', 'not_a_number'],
  [{ ...example, throughputPerDevice: null }, 'throughputPerDevice', 'missing_input'],
  [{ ...example, efficiencyPercent: 0 }, 'efficiencyPercent', 'must_be_positive'],
  [{ ...example, efficiencyPercent: 150 }, 'efficiencyPercent', 'above_maximum', 'Enter at most 100.'],
  [{ ...example, efficiencyPercent: -Infinity }, 'efficiencyPercent', 'not_finite'],
  [{ ...example, efficiencyPercent: 90n }, 'efficiencyPercent', 'not_a_number'],
];

for (const [input, field, code, message] of errorCases) {
  test(`${field} = ${String(input[field])} → ${code}`, () => {
    const issues = calc.validate(input);
    assert.equal(issues.length, 1);
    assert.equal(issues[0].field, field);
    assert.equal(issues[0].code, code);
    assert.equal(typeof issues[0].message, 'string');
    if (message) assert.equal(issues[0].message, message);
    assert.throws(
      () => calc.compute(input),
      (error) =>
        error instanceof CalculatorInputError &&
        error instanceof Error &&
        error.issues.length === 1 &&
        error.issues[0].code === code &&
        error.message.includes(field),
    );
  });
}

test('several wrong fields are all reported, in order', () => {
  const issues = calc.validate({ devices: -1, throughputPerDevice: 'fast', efficiencyPercent: 101 });
  assert.deepEqual(
    issues.map((i) => [i.field, i.code]),
    [
      ['devices', 'below_minimum'],
      ['throughputPerDevice', 'not_a_number'],
      ['efficiencyPercent', 'above_maximum'],
    ],
  );
  assert.equal(issues[0].limit, 1);
});

test('validate never throws, whatever it is given', () => {
  // None of these holds a devices, throughputPerDevice or efficiencyPercent: all three are left out.
  for (const input of [undefined, null, 0, 'x', [], {}, Symbol('s'), () => 1, Object.create(null)]) {
    const issues = calc.validate(input);
    assert.equal(issues.length, 3);
    assert.ok(issues.every((i) => i.code === 'missing_input'));
  }
});

// One code for a missing value (issue 23): the core reads which inputs the
// caller gave, so a required input left out is missing_input, as an input an
// operation's own rules need is, and never not_a_number, which is for a
// value given that is not a number.
test('every operation calls a required input left out missing_input, and one given as NaN or text not_a_number', () => {
  const issues = (name, input) => (name === 'validate' ? calc.validate(input) : issuesOf(() => calc[name](input)));
  const codeOf = (list, field) => list.find((issue) => issue.field === field)?.code;
  let checked = 0;
  for (const { name, inputs } of Object.values(calc.operations)) {
    const required = inputs.filter((input) => !input.optional && !input.list);
    if (!required.length) continue;
    const leftOut = issues(name, {});
    for (const input of required) assert.equal(codeOf(leftOut, input.name), 'missing_input', `${name}: ${input.name} left out`);
    for (const nullish of [undefined, null]) {
      const one = issues(name, { [required[0].name]: nullish });
      assert.equal(codeOf(one, required[0].name), 'missing_input', `${name}: ${required[0].name} = ${nullish}`);
    }
    // A number given as NaN or as text is not a number; a choice given anything but one of its options is no option.
    for (const given of [NaN, '64']) {
      const found = issues(name, Object.fromEntries(required.map((input) => [input.name, given])));
      for (const input of required) {
        const want = input.options ? 'unknown_option' : 'not_a_number';
        assert.equal(codeOf(found, input.name), want, `${name}: ${input.name} = ${given}`);
      }
    }
    checked++;
  }
  assert.ok(checked >= 10, `operations with required inputs: ${checked}`);
});

test('parseNumber reads each locale', () => {
  assert.deepEqual(calc.parseNumber('2.000', 'de'), { value: 2000 });
  assert.deepEqual(calc.parseNumber('0,9', 'de'), { value: 0.9 });
  assert.deepEqual(calc.parseNumber('2,000', 'en'), { value: 2000 });
  assert.deepEqual(calc.parseNumber('2,000'), { value: 2000 });
  assert.deepEqual(calc.parseNumber('1 234,5', 'pt'), { value: 1234.5 });
  assert.deepEqual(calc.parseNumber('1\u00a0234,5', 'it'), { value: 1234.5 });
  assert.deepEqual(calc.parseNumber('1\u202f234,5', 'fr'), { value: 1234.5 });
  assert.deepEqual(calc.parseNumber('  115.200  ', 'it'), { value: 115200 });
  assert.deepEqual(calc.parseNumber('90 %', 'de', { percent: true }), { value: 90 });
});

// UX trial: "15T" was refused. A count may end in its magnitude: K, M, B, T in every language, and the locale's own
// words as Intl writes compact numbers; only when asked (a throughput field is a count, a percentage is not).
test('parseNumber reads a count with its magnitude in each language, when asked', () => {
  const read = (text, locale) => calc.parseNumber(text, locale, { magnitude: true });
  for (const locale of ['en', 'de', 'pt', 'it']) {
    assert.deepEqual(read('15T', locale), { value: 15e12 }, locale);
    assert.deepEqual(read('70B', locale), { value: 70e9 }, locale);
    assert.deepEqual(read('4M', locale), { value: 4e6 }, locale);
    assert.deepEqual(read('12k', locale), { value: 12e3 }, locale);
  }
  assert.deepEqual(read('1,5 Mio.', 'de'), { value: 1.5e6 });
  assert.deepEqual(read('70 Mrd.', 'de'), { value: 70e9 });
  assert.deepEqual(read('15 Bio.', 'de'), { value: 15e12 }, 'a German Billion is a thousand billions');
  assert.deepEqual(read('70 bi', 'pt'), { value: 70e9 });
  assert.deepEqual(read('15 tri', 'pt'), { value: 15e12 });
  assert.deepEqual(read('4 Mln', 'it'), { value: 4e6 });
  assert.deepEqual(read('15 Bln', 'it'), { value: 15e12 });
  assert.deepEqual(read('1.5B', 'en'), { value: 1.5e9 });
  assert.deepEqual(read('1,5B', 'en'), { code: 'misplaced_separator' });
  assert.deepEqual(read('70X', 'en'), { code: 'not_a_number' });
  assert.deepEqual(read('B', 'en'), { code: 'not_a_number' });
  assert.deepEqual(calc.parseNumber('15T', 'en'), { code: 'not_a_number' }, 'not asked');
});

test('parseNumber names every problem', () => {
  assert.deepEqual(calc.parseNumber('', 'en'), { code: 'empty' });
  assert.deepEqual(calc.parseNumber('   ', 'en'), { code: 'empty' });
  assert.deepEqual(calc.parseNumber('abc', 'en'), { code: 'not_a_number' });
  assert.deepEqual(calc.parseNumber('NaN', 'en'), { code: 'not_a_number' });
  assert.deepEqual(calc.parseNumber('0.9', 'de'), { code: 'misplaced_separator' });
  assert.deepEqual(calc.parseNumber('0,9', 'en'), { code: 'misplaced_separator' });
  assert.deepEqual(calc.parseNumber('1e400', 'en'), { code: 'out_of_range' });
  assert.deepEqual(calc.parseNumber('90 %', 'en'), { code: 'not_a_number' });
  assert.deepEqual(calc.parseNumber(42, 'en'), { code: 'not_a_number' });
  assert.deepEqual(calc.parseNumber(undefined), { code: 'not_a_number' });
});

test('parseNumber rejects an invalid locale tag like Intl does', () => {
  assert.throws(() => calc.parseNumber('1', 'not a locale!'), RangeError);
});

const special = [NaN, Infinity, -Infinity, 0, -0, -1, 1e-320, 1e300, 0.5, 1e7, 1e7 + 1, 1e15, 100, 100.0001];

function randomValue(rand, scale) {
  const r = rand();
  if (r < 0.15) return special[Math.floor(rand() * special.length)];
  if (r < 0.2) return rand() < 0.5 ? '12' : undefined;
  if (r < 0.6) return Math.floor(rand() * scale) + 1;
  return rand() * scale * (rand() < 0.1 ? -1 : 1);
}

test('property: 10 000 random inputs keep the model honest', () => {
  const rand = random(20261129);
  let valid = 0;
  for (let i = 0; i < 10000; i++) {
    const input = {
      devices: randomValue(rand, 2e4),
      throughputPerDevice: randomValue(rand, 1e6),
      efficiencyPercent: randomValue(rand, 120),
    };
    const issues = calc.validate(input);
    if (issues.length === 0) {
      valid++;
      const r = calc.compute(input);
      for (const value of Object.values(r)) assert.ok(Number.isFinite(value), JSON.stringify(input));
      assert.ok(r.actualThroughput <= r.idealThroughput, JSON.stringify(input));
      assert.ok(r.speedup <= input.devices, JSON.stringify(input));
      assert.ok(r.lostThroughput >= 0);
      const tolerance = 1e-12 * Math.max(1, r.actualThroughput);
      assert.ok(Math.abs(r.actualThroughput - r.speedup * input.throughputPerDevice) <= tolerance, JSON.stringify(input));
    } else {
      for (const issue of issues) {
        assert.ok(['devices', 'throughputPerDevice', 'efficiencyPercent'].includes(issue.field));
        assert.ok(issue.code && issue.message && !/NaN|undefined/.test(issue.message));
      }
      assert.throws(() => calc.compute(input), CalculatorInputError);
    }
  }
  assert.ok(valid > 2000 && valid < 8000, `a balanced mix of valid and invalid inputs (${valid} valid)`);
});

test("an issue only the core's second module gives has its English message (web/locales/en/panels.json), as every other does", () => {
  const [issue] = issuesOf(
    () => calc.impliedEfficiency({ devices: 64, throughputPerDevice: 2000, measuredThroughput: 200000 }),
    (i) => i,
  );
  assert.equal(issue.code, 'exceeds_ideal');
  assert.equal(issue.message, 'This is above the ideal throughput of 128,000; the model has no superlinear scaling.');
});
