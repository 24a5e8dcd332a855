// Registers <dp-scaling-calculator> where there are custom elements: not in
// Node or a worker, where frameworks import it to render pages on the server.
// Loading this module twice (or two copies of the bundle) must not throw, so
// the first definition wins. An element takes its final layout the moment it
// is defined, its texts included: the messages of the languages the page's
// elements speak come first (English is built in), and the README's
// :not(:defined) line keeps the page still until then. An element with
// `sync-url` shows the link's state from its first frame: the panels' code,
// which reads the URL, comes first too, and the language the link names. An
// element given one of the estimator's choices (a model, a device) or a batch
// by an attribute shows its notes and its global batch from its first frame
// too: the core's second module and the rest of its messages come first
// (wantsAnswers; web/panels/index.js, firstFrame).
// The core is fetched beside them, not after.
import { DpScalingCalculator } from './dp-scaling-calculator.js';
import { resolveLocale, loadMessages } from './locales.js';
import { loadPanels } from './panels.js';
import { loadCore } from '../api/calculator.js';
import { wantsAnswers } from '../common/fields.js';
import { INPUT_OF } from './attributes.js';

const define = () => customElements.get('dp-scaling-calculator') || customElements.define('dp-scaling-calculator', DpScalingCalculator);

if (globalThis.customElements && !customElements.get('dp-scaling-calculator')) {
  const elements = [...(globalThis.document?.querySelectorAll('dp-scaling-calculator') ?? [])];
  /** @type {Promise<unknown>[]} */
  const waits = elements
    .map(resolveLocale)
    .filter((l) => !l.text)
    .map((l) => loadMessages(l.language));
  // What else comes first, the panels' code says (web/panels/index.js, firstFrame).
  const given = elements.filter((e) => wantsAnswers(e.getAttributeNames().map((name) => INPUT_OF[name])));
  if (given.length || elements.some((e) => e.hasAttribute('sync-url')))
    waits.push(
      loadPanels().then(
        (code) => code.firstFrame(elements, given),
        () => {},
      ),
    );
  if (!waits.length) define();
  else {
    // The core's fetch meanwhile, which the element's constructor would start only once it is defined.
    loadCore().catch(() => {});
    Promise.all(waits).then(define);
  }
}

export { DpScalingCalculator };
