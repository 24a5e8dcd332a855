// Locale formatting for everything the element shows. Nothing that is not a
// finite number is ever formatted: callers get a dash instead.
import { numberFormat } from '../api/messages.js';

export const DASH = '\u2014';

/**
 * A quantity: grouped, up to 2 decimals; 3 significant digits below 1; scientific from 1e15.
 * @param {string} locale
 * @param {number} value
 * @param {Intl.NumberFormatOptions} [options]
 * @returns {string}
 */
export function formatNumber(locale, value, options) {
  if (!Number.isFinite(value)) return DASH;
  const magnitude = Math.abs(value);
  /** @type {Intl.NumberFormatOptions} */
  const style =
    magnitude >= 1e15
      ? { notation: 'scientific', maximumFractionDigits: 3 }
      : magnitude >= 1 || magnitude === 0
        ? { maximumFractionDigits: 2 }
        : { maximumSignificantDigits: 3 };
  return numberFormat(locale, { ...style, ...options }).format(value);
}

/**
 * The ideal, actual and lost throughputs as the results show them: to the
 * same decimals (two, or three significant digits of an ideal below one),
 * and the lost as the difference of the two shown above it, so that
 * ideal − actual = lost holds as shown. Rounding is for display only: the
 * shown lost is exact decimal arithmetic on the shown figures. From 1e15
 * each is shown as formatNumber shows it.
 * @param {string} locale
 * @param {{ idealThroughput: number, actualThroughput: number, lostThroughput: number }} result the core's result
 * @returns {string[]}
 */
export function shownTriple(locale, { idealThroughput: ideal, actualThroughput: actual, lostThroughput: lost }) {
  if (!(ideal < 1e15)) return [ideal, actual, lost].map((value) => formatNumber(locale, value));
  const places = ideal >= 1 ? 2 : Math.min(20, 2 - Math.floor(Math.log10(ideal)));
  const exact = numberFormat('en-US', { minimumFractionDigits: places, maximumFractionDigits: places, useGrouping: false });
  const units = (/** @type {number} */ value) => BigInt(exact.format(value).replace('.', ''));
  /** @param {bigint} n */
  const shown = (n) => {
    const digits = n.toString().padStart(places + 1, '0');
    const text = places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
    // A decimal string, formatted exactly (Intl reads it as a decimal, not a double).
    return numberFormat(locale, { maximumFractionDigits: places }).format(/** @type {Intl.StringNumericLiteral} */ (text));
  };
  const [i, a] = [units(ideal), units(actual)];
  return [shown(i), shown(a), shown(i - a)];
}

/**
 * An estimated percentage at the precision of its band, which is whole
 * points: 84.03 → 84. One below half a point keeps a digit (0.4, not 0).
 * @param {number} percent
 * @returns {number}
 */
export const roundEstimate = (percent) => Math.round(percent) || +percent.toPrecision(1);

/**
 * A fraction as a percentage: 0.9 → "90%" (en), "90 %" (de).
 * @param {string} locale
 * @param {number} fraction
 * @returns {string}
 */
export const formatPercent = (locale, fraction) =>
  Number.isFinite(fraction) ? numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(fraction) : DASH;

/**
 * The symbol of an Intl unit ("GB/s", "μs") or of "percent", as the locale writes it.
 * @param {string} locale
 * @param {string} unit
 * @returns {string}
 */
export function unitSymbol(locale, unit) {
  const parts =
    unit === 'percent'
      ? numberFormat(locale, { style: 'percent' }).formatToParts(1)
      : numberFormat(locale, { style: 'unit', unit }).formatToParts(1);
  return parts
    .filter((p) => p.type === 'unit' || p.type === 'percentSign')
    .map((p) => p.value)
    .join('');
}

/**
 * A quantity with its Intl unit: "5 μs", "22.5 GB/s", "0.41 GB".
 * @param {string} locale
 * @param {number} value
 * @param {string} unit
 * @param {Intl.NumberFormatOptions} [options]
 * @returns {string}
 */
export function formatQuantity(locale, value, unit, options = { maximumSignificantDigits: 3 }) {
  if (!Number.isFinite(value)) return DASH;
  return numberFormat(locale, { style: 'unit', unit, ...options }).format(value);
}

/**
 * A number as the user would type it back: to the 15 significant digits a
 * double holds, which drops a binary tail (0.30000000000000004) and nothing
 * of the figure. fieldValue(value) is what the field then reads back.
 * @param {string} locale
 * @param {number} value
 * @returns {string}
 */
export const fieldText = (locale, value) => numberFormat(locale, { maximumSignificantDigits: 15 }).format(value);
/** @param {number} value */
export const fieldValue = (value) => +value.toPrecision(15);

/**
 * Short axis labels: 128K, 1,5 Mio.
 * @param {string} locale
 * @param {number} value
 * @returns {string}
 */
export const compactNumber = (locale, value) => numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
