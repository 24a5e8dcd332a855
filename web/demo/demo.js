// The demo page's language switcher. It sets the page's lang and the
// element's, since a shared link (#…&lang=de) gives the element its own, and
// puts the page's own few words (title, the switcher's label) in that language.
/** @type {Record<string, [title: string, label: string]>} */
const WORDS = {
  en: ['Data-parallel scaling calculator', 'Language'],
  de: ['Rechner für datenparallele Skalierung', 'Sprache'],
  pt: ['Calculadora de escalonamento com paralelismo de dados', 'Idioma'],
  it: ['Calcolatore di scalatura data-parallel', 'Lingua'],
};
// The page (index.html, and the offline page made from it) has all three.
const select = /** @type {HTMLSelectElement} */ (document.getElementById('language'));
const label = /** @type {HTMLElement} */ (document.getElementById('language-label'));
const element = /** @type {HTMLElement} */ (document.querySelector('dp-scaling-calculator'));
const params = new URLSearchParams(location.hash.slice(1) || location.search);
const initial = [params.get('lang'), document.documentElement.lang].find((l) => l !== null && l in WORDS);

/** @param {string} lang */
function choose(lang) {
  document.documentElement.lang = lang;
  [document.title, label.textContent] = WORDS[lang];
  select.value = lang;
  if (element.hasAttribute('lang')) element.setAttribute('lang', lang);
}

choose(initial ?? 'en');
select.addEventListener('change', () => choose(select.value));
