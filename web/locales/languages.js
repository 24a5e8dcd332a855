// The element's languages, English first; each has its messages in
// web/locales/<language>/: screen.json (the first screen) and panels.json
// (what shows behind closed <details> and after a click). The element, the
// build, the screenshot script and the tests all read this list, so a new
// language is its folder and one entry here.
export const LANGUAGES = ['en', 'de', 'pt', 'it'];

/**
 * The language of an element: its own lang, then the closest ancestor's
 * (usually the page's), then English. Regional tags keep their number
 * formats ("pt-PT" groups with a space) and use the messages of their
 * language.
 * @param {Element} element
 * @returns {{ language: string, locale: string }}
 */
export function languageOf(element) {
  // An ancestor's lang: an HTML element's (one in SVG has none, so counts as none).
  const tags = [
    element.getAttribute('lang'),
    /** @type {HTMLElement | null | undefined} */ (element.parentElement?.closest('[lang]'))?.lang,
    document.documentElement.lang,
  ];
  for (const tag of tags) {
    const language = tag?.toLowerCase().split('-')[0];
    if (tag && language && LANGUAGES.includes(language)) {
      let locale = language;
      try {
        locale = Intl.getCanonicalLocales(tag)[0];
      } catch {
        // not a well-formed tag: the language alone still names the messages
      }
      return { language, locale };
    }
  }
  return { language: 'en', locale: 'en' };
}
