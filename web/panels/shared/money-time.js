// Money and durations, which only panels show (time and cost), so their
// formatting comes with them.
import { numberFormat } from '../../api/messages.js';
import { intl } from '../../i18n/message.js';
import { DASH, formatNumber } from '../../i18n/format.js';

/**
 * An amount of money in `currency` (ISO 4217), or a plain number when the code is unknown; to `digits` significant digits when given.
 * @param {string} locale
 * @param {number} value
 * @param {string} currency
 * @param {number} [digits]
 * @returns {string}
 */
export function formatMoney(locale, value, currency, digits) {
  if (!Number.isFinite(value)) return DASH;
  try {
    return numberFormat(locale, { style: 'currency', currency, ...(digits && { maximumSignificantDigits: digits }) }).format(value);
  } catch {
    return formatNumber(locale, value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
}

// Intl's units, largest first, with their seconds.
/** @type {[unit: string, seconds: number][]} */
const UNITS = [
  ['year', 31557600],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * @param {string} locale
 * @param {number} amount
 * @param {string} name an Intl unit
 * @param {Intl.NumberFormatOptions} [options]
 */
const unit = (locale, amount, name, options) =>
  numberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long', ...options }).format(amount);

/**
 * A duration in its two largest units, in words of the locale: "6 days, 16 hours".
 * @param {string} locale
 * @param {number} seconds
 * @returns {string}
 */
export function formatDuration(locale, seconds) {
  if (!Number.isFinite(seconds) || seconds < 0) return DASH;
  /** @type {Intl.NumberFormatOptions} */
  const brief = { maximumSignificantDigits: 3, unitDisplay: 'short' };
  if (seconds < 1) return unit(locale, seconds * 1000, 'millisecond', brief);
  if (seconds < 60) return unit(locale, seconds, 'second', brief);
  const i = UNITS.findIndex(([, size]) => seconds >= size);
  const [big, bigSize] = UNITS[i];
  const [small, smallSize] = UNITS[i + 1];
  const whole = Math.floor(seconds / bigSize);
  const rest = Math.round((seconds - whole * bigSize) / smallSize);
  // 59 minutes and 59.9 seconds are an hour: the carry may carry again.
  if (rest * smallSize >= bigSize) return formatDuration(locale, (whole + 1) * bigSize);
  const parts = [unit(locale, whole, big)];
  if (rest) parts.push(unit(locale, rest, small));
  return intl(Intl.ListFormat, locale, { type: 'unit', style: 'long' }).format(parts);
}
