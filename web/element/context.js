// What a renderer needs to word and format for one language: its messages
// filled through formatMessage, and numbers, percentages, units, money and
// durations from Intl. Made once per language, unit and currency. Money and
// durations show only in panels, so their formatting comes with the panels'
// code (web/panels/), from `panels()`.
import { formatMessage } from '../i18n/message.js';
import { errorMessage } from '../api/messages.js';
import { formatNumber, formatPercent, formatQuantity, compactNumber, unitSymbol } from '../i18n/format.js';
import { FIELDS } from '../common/fields.js';

/** @typedef {import('../types/messages.js').Messages} Messages */
/** @typedef {Pick<typeof import('../panels/shared/money-time.js'), 'formatMoney' | 'formatDuration'>} MoneyAndTime */
/**
 * What a renderer words and formats with: what createContext() returns.
 * @typedef {ReturnType<typeof createContext>} Context
 */

/**
 * `tokens`: the throughputs count tokens, and the texts that name the unit say so (text.tokenTexts);
 * `panels()`: the panels' code (web/panels/index.js), in once a panel can show money or a duration.
 * @param {object} options
 * @param {Messages} options.text
 * @param {string} options.language
 * @param {string} options.locale
 * @param {string | null | undefined} options.unit the author's, else the messages' own
 * @param {string} options.currency
 * @param {boolean} options.tokens
 * @param {() => MoneyAndTime | null} options.panels
 */
export function createContext({ text: base, language, locale, unit, currency, tokens, panels }) {
  const text = tokens ? { ...base, ...base.tokenTexts } : base;
  /**
   * @param {number} value
   * @param {Intl.NumberFormatOptions} [options]
   */
  const number = (value, options) => formatNumber(locale, value, options);
  // A message of a half not loaded yet (web/panels/texts.js) shows as nothing until it is.
  /**
   * @param {string} key
   * @param {Record<string, number | string>} [values]
   * @returns {string}
   */
  const fill = (key, values) =>
    text[key] === undefined ? '' : formatMessage(/** @type {string} */ (text[key]), values, { locale, number });
  /** @param {string} key */
  const label = (key) => fill(key, FIELDS[key]?.unit ? { unit: unitSymbol(locale, FIELDS[key].unit) } : {});
  return {
    /** The messages by id; the `errors` and `tokenTexts` tables in it are read through error() and `tokens`. */
    text: /** @type {Record<string, string>} */ (text),
    language,
    locale,
    unit: unit ?? /** @type {string} */ (text.unit),
    tokens,
    currency,
    number,
    compact: (/** @type {number} */ value) => compactNumber(locale, value),
    percent: (/** @type {number} */ fraction) => formatPercent(locale, fraction),
    /**
     * @param {number} value
     * @param {string} name an Intl unit
     * @param {Intl.NumberFormatOptions} [options]
     */
    quantity: (value, name, options) => formatQuantity(locale, value, name, options),
    // Money and durations show only in panels, which show once their code is in.
    /**
     * @param {number} value
     * @param {number} [digits]
     */
    money: (value, digits) => /** @type {MoneyAndTime} */ (panels()).formatMoney(locale, value, currency, digits),
    duration: (/** @type {number} */ seconds) => /** @type {MoneyAndTime} */ (panels()).formatDuration(locale, seconds),
    message: fill,
    /** @param {{ code: string, limit?: number }} issue */
    error: ({ code, limit }) => errorMessage(text, locale, code, limit),
    /**
     * What stands in for results: the field left empty, or the one that holds something invalid, by its label.
     * @param {{ state: string, blocking?: string | null }} snapshot
     */
    missing: (snapshot) =>
      fill(snapshot.state === 'empty' ? 'emptyState' : 'invalidState', { field: label(/** @type {string} */ (snapshot.blocking)) }),
    /** A static text: a label gets the unit its field names. */
    label,
  };
}
