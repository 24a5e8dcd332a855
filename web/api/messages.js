// A core error code as a sentence of a locale's message file.
import { formatMessage } from '../i18n/message.js';

const formatters = new Map();

/** An Intl.NumberFormat, made once per locale and options. */
export function numberFormat(locale, options) {
  const key = locale + JSON.stringify(options ?? {});
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function errorMessage(messages, locale, code, limit) {
  const template = messages.errors[code] ?? code;
  const values = { example: numberFormat(locale, { minimumFractionDigits: 1 }).format(2000.5) };
  if (limit !== undefined && Number.isFinite(limit)) values.limit = limit;
  return formatMessage(template, values, { locale, number: (v) => numberFormat(locale).format(v) });
}
