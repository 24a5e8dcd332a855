// The four languages of the element. Messages are keyed by message id and,
// under "errors", by the core's error codes. English is built in; the others
// come from 'dpsc:languages', which the build makes either a lazy import of
// a module beside the embed bundle (a page downloads only its own language)
// or the messages themselves (npm entry, offline file). English comes from
// 'dpsc:english'. In the embed bundle every language comes without the texts
// only closed panels show and the messages of the codes only they give
// (web/locales/later.js), which completeMessages() fetches.
import en, { later as englishRest } from 'dpsc:english';
import loadLanguage, { split } from 'dpsc:languages';
import { LANGUAGES as languages } from '../locales/languages.js';
import { didNotLoad } from './warn.js';

export { languages };
export const messages = { en };
const pending = {};
const completing = {};
const whole = new Set(split ? [] : languages);
if (!englishRest) whole.add('en');

/** Whether the messages of `language` are all in (they always are outside the embed bundle). */
export const isWhole = (language) => whole.has(language);

// The rest of a language other than English, added to its first part: the errors to its errors.
const rest = (language) =>
  loadLanguage(language, true).then(({ errors, ...texts }) => (Object.assign(messages[language].errors, errors), texts));

/** Fetches the messages of `language` left out, once; resolves when they are in (or could not be had). */
export function completeMessages(language) {
  // After its first part; a language whose first part did not load is English.
  completing[language] ??= loadMessages(language)
    .then((first) => (first === en ? englishRest() : rest(language)).then((texts) => Object.assign(first, texts)))
    .catch((error) => didNotLoad(`the rest of the "${language}" messages`, error))
    .finally(() => whole.add(language));
  return completing[language];
}

/** Resolves to the messages of `language`, or English when they cannot be loaded. */
export function loadMessages(language) {
  if (messages[language]) return Promise.resolve(messages[language]);
  pending[language] ??= loadLanguage(language).then(
    (text) => (messages[language] = text),
    (error) => {
      didNotLoad(`the "${language}" messages (English stands in)`, error);
      return (messages[language] = en);
    },
  );
  return pending[language];
}

/**
 * The element's language: its own lang, then the closest ancestor's (usually
 * the page's), then English. Regional tags keep their number formats
 * ("pt-PT" groups with a space) and use the messages of their language.
 * `text` is undefined until loadMessages(language) has resolved.
 */
export function resolveLocale(element) {
  const tags = [element.getAttribute('lang'), element.parentElement?.closest('[lang]')?.lang, document.documentElement.lang];
  for (const tag of tags) {
    const language = tag?.toLowerCase().split('-')[0];
    if (languages.includes(language)) {
      let locale = language;
      try {
        locale = Intl.getCanonicalLocales(tag)[0];
      } catch {
        // not a well-formed tag: the language alone still names the messages
      }
      return { language, locale, text: messages[language] };
    }
  }
  return { language: 'en', locale: 'en', text: en };
}
