// The element's languages. Each has its messages in two halves
// (web/locales/<lang>/), keyed by message id and, under "errors", by the
// core's error codes: screen.json, what the first screen shows, and
// panels.json, what shows only behind a <details> that starts closed or after
// a click, which comes with the panels' code (web/panels/texts.js). English's
// first half is built in; another language's is fetched when an element
// speaks it, a page downloading only its own.
import en from '../locales/en/screen.json';
import { LANGUAGES as languages, languageOf } from '../locales/languages.js';
import { didNotLoad } from '../common/warn.js';
import { once } from '../common/once.js';

/** @typedef {import('../types/messages.js').Messages} Messages */

export { languages };
/** @type {Record<string, Messages>} */
export const messages = { en };
/**
 * Resolves to the first half of the messages of `language`, or English when they cannot be loaded.
 * @param {string} language
 * @returns {Promise<Messages>}
 */
export function loadMessages(language) {
  return messages[language] ? Promise.resolve(messages[language]) : importMessages(language);
}
const importMessages = once((/** @type {string} */ language) =>
  import(`../locales/${language}/screen.json`).then(
    (module) => (messages[language] = module.default),
    (error) => {
      didNotLoad(`the "${language}" messages (English stands in)`, error);
      return (messages[language] = en);
    },
  ),
);

/**
 * The element's language and locale (languageOf), with `text`, its messages: undefined until loadMessages(language) has resolved.
 * @param {Element} element
 * @returns {{ language: string, locale: string, text: Messages | undefined }}
 */
export function resolveLocale(element) {
  const found = languageOf(element);
  return { ...found, text: messages[found.language] };
}
