// A core error code as a sentence of a locale's message file.
import { formatMessage, intl } from '../i18n/message.js';

/** An Intl.NumberFormat, made once per locale and options. */
export const numberFormat = (locale, options) => intl(Intl.NumberFormat, locale, options);

export function errorMessage(messages, locale, code, limit) {
  const template = messages.errors[code] ?? code;
  const values = { example: numberFormat(locale, { minimumFractionDigits: 1 }).format(2000.5) };
  if (limit !== undefined && Number.isFinite(limit)) values.limit = limit;
  return formatMessage(template, values, { locale, number: (v) => numberFormat(locale).format(v) });
}
