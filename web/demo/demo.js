// The demo page's language switcher. It sets the page's lang and the
// element's, since a shared link (#…&lang=de) gives the element its own, and
// puts the switcher's label in that language. The page's title is the
// element's own (its "title" message), copied from the heading it shows
// whenever that heading's text changes, so the two never differ.
/** @type {Record<string, string>} */
const LABELS = { en: 'Language', de: 'Sprache', pt: 'Idioma', it: 'Lingua' };
// The page (index.html, and the offline page made from it) has all three.
const select = /** @type {HTMLSelectElement} */ (document.getElementById('language'));
const label = /** @type {HTMLElement} */ (document.getElementById('language-label'));
const element = /** @type {HTMLElement} */ (document.querySelector('dp-scaling-calculator'));
const params = new URLSearchParams(location.hash.slice(1) || location.search);
const initial = [params.get('lang'), document.documentElement.lang].find((l) => l !== null && l in LABELS);

/** @param {string} lang */
function choose(lang) {
  document.documentElement.lang = lang;
  label.textContent = LABELS[lang];
  select.value = lang;
  if (element.hasAttribute('lang')) element.setAttribute('lang', lang);
}

choose(initial ?? 'en');
select.addEventListener('change', () => choose(select.value));

customElements.whenDefined('dp-scaling-calculator').then(() => {
  const heading = element.shadowRoot?.querySelector('[data-t="title"]');
  if (!heading) return;
  const copy = () => {
    if (heading.textContent) document.title = heading.textContent;
  };
  new MutationObserver(copy).observe(heading, { childList: true, characterData: true, subtree: true });
  copy();
});
