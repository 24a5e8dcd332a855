// Locale formatting (web/element/format.js, and web/panels/shared/money-time.js
// for what only panels show): every number shown goes through here, so
// nothing that is not finite may come out as a number.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatNumber, fieldText, formatPercent, formatQuantity, unitSymbol, DASH } from '../../../web/element/format.js';
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
  const { roundEstimate } = await import('../../../web/element/format.js');
  assert.deepEqual([84.03, 84.5, 99.6, 100, 3.2, 0.4, 0.04].map(roundEstimate), [84, 85, 100, 100, 3, 0.4, 0.04]);
});
