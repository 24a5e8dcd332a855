// What the panels' answers wait for: the core's second module, and the
// second half of the element's language (web/panels/texts.js).
import { loadCore } from '../../api/calculator.js';
import { messages, loadMessages } from '../../element/locales.js';
import { didNotLoad } from '../../common/warn.js';
import { once } from '../../common/once.js';
import { loadTexts, english } from '../texts.js';

// The core's second module, which every panel's answers come from.
const secondModule = once(() => loadCore().then((calc) => calc.ready('panels')));

// The second half of a language's messages, added to its first once both are in (on a loaded machine the second
// can arrive first, and was merged into English then): once per language, English when it cannot load. Where
// English stands in for a whole language, English is what is completed.
/** @type {(language: string) => Promise<void>} */
export const completeMessages = once((/** @type {string} */ language) => {
  const rest = () => loadTexts(language).catch((error) => (didNotLoad(`the rest of the "${language}" messages`, error), english));
  return Promise.all([loadMessages(language), rest()]).then(([first, { errors, texts }]) => {
    if (first === messages.en && language !== 'en') return completeMessages('en');
    Object.assign(first.errors, errors);
    Object.assign(first, texts);
  });
});

/** What the panels' answers need in `language`: the core's second module and the rest of its messages. */
export const answersReady = (/** @type {string} */ language) => Promise.all([secondModule(), completeMessages(language)]);
