// The demo page's language switcher. It sets the page's lang and the
// element's, since a shared link (#…&lang=de) gives the element its own.
const select = document.getElementById('language');
const element = document.querySelector('dp-scaling-calculator');
const params = new URLSearchParams(location.hash.slice(1) || location.search);
const initial = [params.get('lang'), document.documentElement.lang].find((l) => [...select.options].some((o) => o.value === l));

function choose(lang) {
  document.documentElement.lang = lang;
  select.value = lang;
  if (element.hasAttribute('lang')) element.setAttribute('lang', lang);
}

choose(initial ?? 'en');
select.addEventListener('change', () => choose(select.value));
