// The four languages of the element. Messages are keyed by message id and,
// under "errors", by the core's error codes.
import en from '../locales/en.json';
import de from '../locales/de.json';
import pt from '../locales/pt.json';
import it from '../locales/it.json';

export const messages = { en, de, pt, it };

/**
 * The element's language: its own lang, then the closest ancestor's (usually
 * the page's), then English. Regional tags keep their number formats
 * ("pt-PT" groups with a space) and use the messages of their language.
 */
export function resolveLocale(element) {
  const tags = [element.getAttribute('lang'), element.parentElement?.closest('[lang]')?.lang, document.documentElement.lang];
  for (const tag of tags) {
    const language = tag?.toLowerCase().split('-')[0];
    if (language && messages[language]) {
      let locale = language;
      try {
        locale = Intl.getCanonicalLocales(tag)[0];
      } catch {}
      return { language, locale, text: messages[language] };
    }
  }
  return { language: 'en', locale: 'en', text: en };
}
