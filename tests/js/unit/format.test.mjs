// Locale formatting (web/i18n/format.js, and web/panels/shared/money-time.js
// for what only panels show): every number shown goes through here, so
// nothing that is not finite may come out as a number.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  formatNumber,
  fieldText,
  fieldValue,
  formatPercent,
  formatQuantity,
  shownTriple,
  unitSymbol,
  DASH,
} from '../../../web/i18n/format.js';
import { formatMoney, formatDuration } from '../../../web/panels/shared/money-time.js';

test("numbers are grouped the locale's way, with at most two decimals", () => {
  assert.equal(formatNumber('en', 115200), '115,200');
  assert.equal(formatNumber('de', 115200), '115.200');
  assert.equal(formatNumber('de', 57.6), '57,6');
  assert.equal(formatNumber('en', 1 / 3), '0.333', 'three significant digits below 1');
  assert.match(formatNumber('en', 2e15), /^2E15$/i, 'scientific from 1e15');
});

test('what is not a finite number shows as a dash', () => {
  for (const value of [NaN, Infinity, -Infinity, undefined]) {
    assert.equal(formatNumber('en', value), DASH);
    assert.equal(formatPercent('en', value), DASH);
    assert.equal(formatQuantity('en', value, 'gigabyte'), DASH);
    assert.equal(formatMoney('en', value, 'USD'), DASH);
    assert.equal(formatDuration('en', value), DASH);
  }
});

test('a field gets its number back without rounding that changes it', () => {
  assert.equal(fieldText('en', 2000.5), '2,000.5');
  assert.equal(fieldText('de', 0.1 + 0.2), '0,3');
  assert.equal(fieldText('de', 123456789.123), '123.456.789,123');
});

test('percentages and units come from Intl in each language', () => {
  assert.equal(formatPercent('en', 0.9), '90%');
  assert.equal(formatPercent('de', 0.9), '90\u00a0%');
  assert.equal(unitSymbol('en', 'gigabyte-per-second'), 'GB/s');
  assert.equal(unitSymbol('de', 'percent'), '%');
  assert.equal(formatQuantity('en', 22.5, 'gigabyte-per-second'), '22.5 GB/s');
  assert.equal(formatQuantity('de', 0.41, 'gigabyte'), '0,41\u00a0GB');
});

test('a money amount uses the currency, or a plain number for an unknown code', () => {
  assert.equal(formatMoney('en', 400, 'USD'), '$400.00');
  assert.equal(formatMoney('de', 400, 'EUR'), '400,00\u00a0€');
  assert.equal(formatMoney('en', 400, 'not a code'), '400.00');
});

test('a duration is said in its two largest units, rounded into the larger one when needed', () => {
  assert.equal(formatDuration('en', 576000), '6 days, 16 hours');
  assert.equal(formatDuration('en', 10000), '2 hours, 47 minutes');
  assert.equal(formatDuration('en', 3599.9), '1 hour', '59 min 60 s becomes one hour');
  assert.equal(formatDuration('en', 0.2), '200 ms');
  assert.equal(formatDuration('de', 90), '1 Minute, 30 Sekunden');
});

test('an estimate is rounded to the whole points of its band, and a small one keeps a digit', async () => {
  const { roundEstimate } = await import('../../../web/i18n/format.js');
  assert.deepEqual([84.03, 84.5, 99.6, 100, 3.2, 0.4, 0.04].map(roundEstimate), [84, 85, 100, 100, 3, 0.4, 0.04]);
});

// UX trial, #3: "Actual 208,000" above "Ideal 207,616" with "Lost 0". The three share their decimals, and the lost
// is the difference of the two shown above it, even where rounding each alone would differ by a cent.
test('ideal, actual and lost as shown: actual never above ideal, ideal − actual = lost as shown', () => {
  const triple = (ideal, actual) => shownTriple('en', { idealThroughput: ideal, actualThroughput: actual, lostThroughput: ideal - actual });
  assert.deepEqual(triple(128000, 115200), ['128,000', '115,200', '12,800']);
  assert.deepEqual(triple(207616, 207616 * 0.9999), ['207,616', '207,595.24', '20.76']);
  // Each rounded alone, the lost would read 45,461.95: 886,673.07 − 841,211.11 is 45,461.96.
  assert.deepEqual(triple(886673.0666, 841211.1149), ['886,673.07', '841,211.11', '45,461.96']);
  assert.equal(formatNumber('en', 886673.0666 - 841211.1149), '45,461.95');
  assert.deepEqual(triple(0.00123, 0.0011), ['0.00123', '0.0011', '0.00013'], 'below one: three significant digits of the ideal');
  assert.deepEqual(shownTriple('de', { idealThroughput: 1234.5, actualThroughput: 1234.5, lostThroughput: 0 }), [
    '1.234,5',
    '1.234,5',
    '0',
  ]);
  for (let i = 0; i < 500; i++) {
    const ideal = Math.random() * 10 ** (Math.random() * 14);
    const actual = ideal * Math.random();
    if (ideal < 1) continue;
    // In hundredths, exactly: "1,234.5" → 123450n.
    const cents = (t) => {
      const [whole, part = ''] = t.replaceAll(',', '').split('.');
      return BigInt(whole + part.padEnd(2, '0'));
    };
    const [I, A, L] = triple(ideal, actual).map(cents);
    assert.ok(A <= I, `${A} > ${I}`);
    assert.equal(I - A, L, `${ideal} ${actual}`);
  }
});

test('a linked field holds what it reads back: the value to 15 significant digits', () => {
  assert.equal(fieldValue(94.87345678912345), 94.8734567891235);
  assert.equal(fieldValue(0.1 + 0.2), 0.3);
  assert.equal(Number(fieldText('en', 13854.266666666666).replaceAll(',', '')), fieldValue(13854.266666666666));
});
