// Fills a message from web/locales/*.json. The syntax is a strict subset of
// ICU MessageFormat (tests/js/messages.test.mjs holds it): {name}, {name, number,
// percent}, {name, plural, =1 {…} one {…} other {…}} with # for the count,
// and {name, select, a {…} other {…}}. A plural chooses its branch from the
// count as the number formatter shows it, the # that it prints. There is no quoting: braces are always
// syntax and an apostrophe is text, so "l'efficienza" needs no escape.
// A malformed template or a missing value throws rather than show a gap.

const HASH = 0; // the # of a plural branch

/**
 * A part of a parsed template: text, the # of a plural branch, or a
 * placeholder (a plural or select one with its branches).
 * @typedef {string | typeof HASH | Argument} Part
 * @typedef {{ name: string, type?: undefined, branches?: undefined }
 *   | { name: string, type: 'number', branches?: undefined }
 *   | { name: string, type: 'plural' | 'select', branches: Record<string, Part[]> }} Argument
 */

/**
 * What a message is filled with: `locale` for plurals and percentages, `number` for plain numbers.
 * @typedef {{ locale: string, number: (value: number) => string }} FillOptions
 */

/** @type {Map<string, Part[]>} */
const parsed = new Map();
/** @type {Map<string, unknown>} the formatters, of every kind */
const formats = new Map();

/**
 * An Intl formatter (`Kind`: Intl.NumberFormat, Intl.PluralRules, …), made once per locale and options.
 * @template O, F
 * @param {{ new (locale: string, options?: O): F, name: string }} Kind
 * @param {string} locale
 * @param {O} [options]
 * @returns {F}
 */
export function intl(Kind, locale, options) {
  const key = Kind.name + locale + JSON.stringify(options ?? {});
  let format = /** @type {F | undefined} */ (formats.get(key)); // made by Kind under the same key
  if (!format) formats.set(key, (format = new Kind(locale, options)));
  return format;
}

/**
 * A template as a list of parts: strings, HASH and argument objects.
 * @param {string} src
 * @returns {Part[]}
 */
function parse(src) {
  let i = 0;
  const fail = () => {
    throw new SyntaxError(`bad message at ${i}: ${src}`);
  };
  /** @param {RegExp} re a sticky pattern whose group 1 is what it takes */
  const take = (re) => {
    re.lastIndex = i;
    const m = re.exec(src);
    if (m) i = re.lastIndex;
    return m?.[1];
  };

  /**
   * @param {boolean} nested
   * @returns {Part[]}
   */
  function message(nested) {
    /** @type {Part[]} */
    const parts = [];
    while (i < src.length && src[i] !== '}') {
      if (take(/(\{)/y)) parts.push(placeholder());
      else if (take(/(#)/y)) parts.push(HASH);
      // Neither {, } nor # stands here, so this takes at least that character.
      else parts.push(/** @type {string} */ (take(/([^{}#]+)/y)));
    }
    if (nested ? !take(/(\})/y) : i < src.length) fail();
    return parts;
  }

  /** @returns {Argument} */
  function placeholder() {
    const name = take(/\s*([A-Za-z_]\w*)\s*/y) ?? fail();
    if (take(/(\})/y)) return { name };
    const type = take(/,\s*(number|plural|select)\s*/y) ?? fail();
    if (type === 'number') {
      take(/,\s*(percent)\s*\}/y) ?? fail();
      return { name, type };
    }
    take(/(,)/y) ?? fail();
    /** @type {Record<string, Part[]>} */
    const branches = {};
    while (!take(/\s*(\})/y)) {
      let key = take(type === 'plural' ? /\s*(=\d+(?:\.\d+)?|zero|one|two|few|many|other)\s*\{/y : /\s*(\w+)\s*\{/y) ?? fail();
      if (key[0] === '=') key = '=' + Number(key.slice(1));
      if (key in branches) fail();
      branches[key] = message(true);
    }
    if (!branches.other) fail();
    return { name, type: /** @type {'plural' | 'select'} */ (type), branches }; // the pattern above takes no other
  }

  return message(false);
}

/**
 * @param {Part[]} parts
 * @param {Record<string, number | string>} values
 * @param {FillOptions} options
 * @param {string} [count] the count of the enclosing plural as shown, what # prints
 * @returns {string}
 */
function render(parts, values, options, count) {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (part === HASH) out += count ?? '#';
    else out += argument(part, values, options, count);
  }
  return out;
}

/**
 * @param {Argument} argument
 * @param {Record<string, number | string>} values
 * @param {FillOptions} options
 * @param {string} [count]
 * @returns {string}
 */
function argument({ name, type, branches }, values, options, count) {
  const value = values[name];
  const isNumber = typeof value === 'number';
  if (isNumber ? !Number.isFinite(value) : typeof value !== 'string' || type === 'plural' || type === 'number') {
    throw new TypeError(`bad value for {${name}}: ${value}`);
  }
  if (!type) return isNumber ? options.number(value) : value;
  // Checked above: a percentage or a plural has a number.
  const number = /** @type {number} */ (value);
  if (type === 'number') return intl(Intl.NumberFormat, options.locale, { style: 'percent', maximumFractionDigits: 2 }).format(number);
  if (type === 'select') return render(branches[value] ?? branches.other, values, options, count);
  // The count as shown chooses: 1.002 shown as "1" is one, 1.996 shown as "2"
  // is not (though it is in Portuguese), "1.0" is not in English (CLDR).
  // Counts never reach the scientific notation of 1e15 and more.
  const shown = options.number(number);
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
 * @param {string} template
 * @param {Record<string, number | string>} [values]
 * @param {{ locale?: string, number?: (value: number) => string }} [options]
 * @returns {string}
 */
export function formatMessage(template, values = {}, { locale = 'en', number } = {}) {
  let parts = parsed.get(template);
  if (!parts) parsed.set(template, (parts = parse(template)));
  number ??= (value) => intl(Intl.NumberFormat, locale, { maximumFractionDigits: 2 }).format(value);
  return render(parts, values, { locale, number });
}
