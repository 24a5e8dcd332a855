// @ts-nocheck -- not yet typed: issue 49 types web/ file by file
// Fills a message from web/locales/*.json. The syntax is a strict subset of
// ICU MessageFormat (tests/js/messages.test.mjs holds it): {name}, {name, number,
// percent}, {name, plural, =1 {…} one {…} other {…}} with # for the count,
// and {name, select, a {…} other {…}}. A plural chooses its branch from the
// count as the number formatter shows it, the # that it prints. There is no quoting: braces are always
// syntax and an apostrophe is text, so "l'efficienza" needs no escape.
// A malformed template or a missing value throws rather than show a gap.

const HASH = 0; // the # of a plural branch
const parsed = new Map();
const formats = new Map();

/** An Intl formatter (`Kind`: Intl.NumberFormat, Intl.PluralRules, …), made once per locale and options. */
export function intl(Kind, locale, options) {
  const key = Kind.name + locale + JSON.stringify(options ?? {});
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Kind(locale, options)));
  return format;
}

// A template as a list of parts: strings, HASH and argument objects.
function parse(src) {
  let i = 0;
  const fail = () => {
    throw new SyntaxError(`bad message at ${i}: ${src}`);
  };
  const take = (re) => {
    re.lastIndex = i;
    const m = re.exec(src);
    if (m) i = re.lastIndex;
    return m?.[1];
  };

  function message(nested) {
    const parts = [];
    while (i < src.length && src[i] !== '}') {
      if (take(/(\{)/y)) parts.push(placeholder());
      else if (take(/(#)/y)) parts.push(HASH);
      else parts.push(take(/([^{}#]+)/y));
    }
    if (nested ? !take(/(\})/y) : i < src.length) fail();
    return parts;
  }

  function placeholder() {
    const name = take(/\s*([A-Za-z_]\w*)\s*/y) ?? fail();
    if (take(/(\})/y)) return { name };
    const type = take(/,\s*(number|plural|select)\s*/y) ?? fail();
    if (type === 'number') {
      take(/,\s*(percent)\s*\}/y) ?? fail();
      return { name, type };
    }
    take(/(,)/y) ?? fail();
    const branches = {};
    while (!take(/\s*(\})/y)) {
      let key = take(type === 'plural' ? /\s*(=\d+(?:\.\d+)?|zero|one|two|few|many|other)\s*\{/y : /\s*(\w+)\s*\{/y) ?? fail();
      if (key[0] === '=') key = '=' + Number(key.slice(1));
      if (key in branches) fail();
      branches[key] = message(true);
    }
    if (!branches.other) fail();
    return { name, type, branches };
  }

  return message(false);
}

function render(parts, values, options, count) {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (part === HASH) out += count ?? '#';
    else out += argument(part, values, options, count);
  }
  return out;
}

function argument({ name, type, branches }, values, options, count) {
  const value = values[name];
  const isNumber = typeof value === 'number';
  if (isNumber ? !Number.isFinite(value) : typeof value !== 'string' || type === 'plural' || type === 'number') {
    throw new TypeError(`bad value for {${name}}: ${value}`);
  }
  if (!type) return isNumber ? options.number(value) : value;
  if (type === 'number') return intl(Intl.NumberFormat, options.locale, { style: 'percent', maximumFractionDigits: 2 }).format(value);
  if (type === 'select') return render(branches[value] ?? branches.other, values, options, count);
  // The count as shown chooses: 1.002 shown as "1" is one, 1.996 shown as "2"
  // is not (though it is in Portuguese), "1.0" is not in English (CLDR).
  // Counts never reach the scientific notation of 1e15 and more.
  const shown = options.number(value);
  const [whole, fraction = ''] = shown.split(intl(Intl.NumberFormat, options.locale).format(0.5)[1]).map((s) => s.replace(/\D/g, ''));
  const n = +`${whole}.${fraction}`;
  const f = fraction.length;
  const rules = intl(Intl.PluralRules, options.locale, { minimumFractionDigits: f, maximumFractionDigits: f });
  return render(branches['=' + n] ?? branches[rules.select(n)] ?? branches.other, values, options, shown);
}

/**
 * formatMessage(template, values, { locale, number })
 *   template: a message from web/locales/<lang>.json
 *   values:   { name: number | string }
 *   locale:   BCP 47 tag, e.g. 'de' or 'pt-PT' (plural rules and percent)
 *   number:   (value) => string for plain numbers; default
 *             Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).
 */
export function formatMessage(template, values = {}, { locale = 'en', number } = {}) {
  let parts = parsed.get(template);
  if (!parts) parsed.set(template, (parts = parse(template)));
  number ??= (value) => intl(Intl.NumberFormat, locale, { maximumFractionDigits: 2 }).format(value);
  return render(parts, values, { locale, number });
}
