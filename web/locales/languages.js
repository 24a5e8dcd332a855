// The element's languages, English first; each has its messages in
// web/locales/<language>.json. The element, the build, the screenshot script
// and the tests all read this list, so a new language is its JSON file and
// one entry here.
export const LANGUAGES = ['en', 'de', 'pt', 'it'];
