// Registers <dp-scaling-calculator> where there are custom elements: not in
// Node or a worker, where frameworks import it to render pages on the server.
// Loading this module twice (or two copies of the bundle) must not throw, so
// the first definition wins. An element takes its final layout the moment it
// is defined, its texts included: the messages of the languages the page's
// elements speak come first (English is built in), and the README's
// :not(:defined) line keeps the page still until then.
import { DpScalingCalculator } from './dp-scaling-calculator.js';
import { resolveLocale, loadMessages } from './locales.js';

const define = () => customElements.get('dp-scaling-calculator') || customElements.define('dp-scaling-calculator', DpScalingCalculator);

if (globalThis.customElements && !customElements.get('dp-scaling-calculator')) {
  const elements = globalThis.document?.querySelectorAll('dp-scaling-calculator') ?? [];
  const missing = [...elements].map(resolveLocale).filter((l) => !l.text);
  if (missing.length) Promise.all(missing.map((l) => loadMessages(l.language))).then(define);
  else define();
}

export { DpScalingCalculator };
