// @ts-nocheck -- not yet typed: issue 49 types web/ file by file
// What a renderer needs to word and format for one language: its messages
// filled through formatMessage, and numbers, percentages, units, money and
// durations from Intl. Made once per language, unit and currency. Money and
// durations show only in panels, so their formatting comes with the panels'
// code (web/panels/), from `panels()`.
import { formatMessage } from '../i18n/message.js';
import { errorMessage } from '../api/messages.js';
import { formatNumber, formatPercent, formatQuantity, compactNumber, unitSymbol } from './format.js';
import { FIELDS } from './fields.js';

/**
 * `tokens`: the throughputs count tokens, and the texts that name the unit say so (text.tokenTexts);
 * `panels()`: the panels' code (web/panels/index.js), in once a panel can show money or a duration.
 */
export function createContext({ text: base, language, locale, unit, currency, tokens, panels }) {
  const text = tokens ? { ...base, ...base.tokenTexts } : base;
  const number = (value, options) => formatNumber(locale, value, options);
  // A message of a half not loaded yet (web/panels/texts.js) shows as nothing until it is.
  const fill = (key, values) => (text[key] === undefined ? '' : formatMessage(text[key], values, { locale, number }));
  const label = (key) => fill(key, FIELDS[key]?.unit ? { unit: unitSymbol(locale, FIELDS[key].unit) } : {});
  return {
    text,
    language,
    locale,
    unit: unit ?? text.unit,
    tokens,
    currency,
    number,
    compact: (value) => compactNumber(locale, value),
    percent: (fraction) => formatPercent(locale, fraction),
    quantity: (value, name, options) => formatQuantity(locale, value, name, options),
    money: (value, digits) => panels().formatMoney(locale, value, currency, digits),
    duration: (seconds) => panels().formatDuration(locale, seconds),
    message: fill,
    error: ({ code, limit }) => errorMessage(text, locale, code, limit),
    /** What stands in for results: the field left empty, or the one that holds something invalid, by its label. */
    missing: (snapshot) => fill(snapshot.state === 'empty' ? 'emptyState' : 'invalidState', { field: label(snapshot.blocking) }),
    /** A static text: a label gets the unit its field names. */
    label,
  };
}
