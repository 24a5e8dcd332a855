// A core error code as a sentence of a locale's message file.
import { formatMessage, intl } from '../i18n/message.js';

/**
 * An Intl.NumberFormat, made once per locale and options.
 * @param {string} locale
 * @param {Intl.NumberFormatOptions} [options]
 * @returns {Intl.NumberFormat}
 */
export const numberFormat = (locale, options) => intl(Intl.NumberFormat, locale, options);

/**
 * A bound of `code` as text, to six significant digits rounded towards the
 * side that passes: an "at least" up, any other bound down. So "at least
 * 0.000001" never reads "at least 0", nor "at most 1.977985…" "at most 1.98".
 * @param {string} locale
 * @param {string} code
 * @param {number} limit
 * @returns {string}
 */
export const boundText = (locale, code, limit) =>
  numberFormat(locale, {
    maximumSignificantDigits: 6,
    roundingMode: code === 'below_minimum' || code === 'unreachable_point' || code === 'above_baseline' ? 'ceil' : 'floor',
  }).format(limit);

/**
 * The message of the core's error `code` in `messages` (the code itself when they have none), with its bound.
 * @param {{ errors: Record<string, string> }} messages
 * @param {string} locale
 * @param {string} code
 * @param {number} [limit]
 * @returns {string}
 */
export function errorMessage(messages, locale, code, limit) {
  const template = messages.errors[code] ?? code;
  /** @type {Record<string, number | string>} */
  const values = { example: numberFormat(locale, { minimumFractionDigits: 1 }).format(12000.5) }; // five digits: Italian groups no four-digit number
  if (limit !== undefined && Number.isFinite(limit)) values.limit = Number.isInteger(limit) ? limit : boundText(locale, code, limit); // whole: a count, or exact
  return formatMessage(template, values, { locale, number: (v) => numberFormat(locale).format(v) });
}
