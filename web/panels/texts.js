// Each language's second half of messages (web/locales/<lang>/panels.json):
// what shows only behind a <details> that starts closed (the panels' bodies,
// the FAQ's answers) or after a click (the buttons' statuses), in sections by
// where it shows, and the messages of the codes that only a panel's
// questions give. English travels with this code, the language of most pages
// and the one that stands in for a half that cannot load; another language's
// comes when an element speaks it.
import en from '../locales/en/panels.json';

/** @typedef {Record<string, string | Record<string, string>>} Section texts by id; the estimator's holds its `tokenTexts` */
/** @typedef {{ errors: Record<string, string>, texts: Section }} Texts */

// The sections as one flat message table, as web/locales/<lang>/screen.json is, and the errors apart.
/**
 * @param {{ errors: Record<string, string> } & Record<string, Section>} half a panels.json
 * @returns {Texts}
 */
const flat = ({ errors, ...sections }) => ({ errors, texts: Object.assign({}, ...Object.values(sections)) });

/**
 * Resolves to the second half of `language`'s messages: { errors, texts }.
 * @param {string} language
 * @returns {Promise<Texts>}
 */
export const loadTexts = (language) => import(`../locales/${language}/panels.json`).then((m) => flat(m.default));

export const english = flat(en);
