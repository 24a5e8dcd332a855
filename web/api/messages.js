// Turns a core error code into a sentence of a locale's message file.
const formatters = new Map();

export function numberFormat(locale, options) {
  const key = locale + JSON.stringify(options ?? {});
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function errorMessage(messages, locale, code, limit) {
  const template = messages.errors[code] ?? code;
  const example = numberFormat(locale, { minimumFractionDigits: 1 }).format(2000.5);
  return template
    .replace('{limit}', numberFormat(locale).format(limit ?? 0))
    .replace('{example}', example);
}
