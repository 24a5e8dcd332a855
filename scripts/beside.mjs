// How the embed bundle (dist/dp-scaling-calculator.js) loads the files it
// ships beside itself, as the sources of its virtual modules: the build
// (scripts/build.mjs) and the keystroke profile (bench/profile.mjs) make the
// same bundle from them.
export const BESIDE = {
  // A language's messages in two parts: the first (dp-scaling-calculator.de.js), and with
  // `later` the rest (dp-scaling-calculator.de.later.js). A page downloads only its own language.
  'dpsc:languages':
    'export default (lang, later) => import(new URL(`./dp-scaling-calculator.${lang}${later ? ".later" : ""}.js`, import.meta.url).href).then((m) => m.default);' +
    'export const split = true;',
  // The element's second tier (web/element/later.js), once the first results are on screen.
  'dpsc:later': "export default () => import(new URL('./dp-scaling-calculator.later.js', import.meta.url).href);",
  // The estimator panel's module, when the panel opens or a select is set.
  'dpsc:estimator': "export default () => import(new URL('./dp-scaling-calculator.estimator.js', import.meta.url).href);",
  // The bytes of the core's second module and what the API adds for it (web/api/estimator.js), when first wanted.
  'dpsc:estimator-core':
    "const bytes = () => fetch(new URL('./dp-scaling-calculator.estimator.wasm', import.meta.url)).then((r) => {" +
    'if (!r.ok) throw new Error(`${r.url}: ${r.status}`); return r.arrayBuffer(); }).then((b) => new Uint8Array(b));' +
    "const api = () => import(new URL('./dp-scaling-calculator.estimator-api.js', import.meta.url).href);" +
    'export default () => Promise.all([bytes(), api()]).then(([bytes, api]) => ({ bytes, api }));' +
    'export const eager = false;',
};
