// @ts-nocheck -- not yet typed: issue 49 types web/ file by file
// Each language's second half of messages (web/locales/<lang>/panels.json):
// what shows only behind a <details> that starts closed (the panels' bodies,
// the FAQ's answers) or after a click (the buttons' statuses), in sections by
// where it shows, and the messages of the codes that only a panel's
// questions give. English travels with this code, the language of most pages
// and the one that stands in for a half that cannot load; another language's
// comes when an element speaks it.
import en from '../locales/en/panels.json';

// The sections as one flat message table, as web/locales/<lang>/screen.json is, and the errors apart.
const flat = ({ errors, ...sections }) => ({ errors, texts: Object.assign({}, ...Object.values(sections)) });

/** Resolves to the second half of `language`'s messages: { errors, texts }. */
export const loadTexts = (language) => import(`../locales/${language}/panels.json`).then((m) => flat(m.default));

export const english = flat(en);
