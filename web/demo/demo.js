// The demo page's language switcher: the element follows the page's lang.
const select = document.getElementById('language');
const initial = new URLSearchParams(location.search).get('lang');
if (initial && [...select.options].some((o) => o.value === initial)) document.documentElement.lang = initial;
select.value = document.documentElement.lang;
select.addEventListener('change', () => {
  document.documentElement.lang = select.value;
});
