// The estimator's panel as one module, loaded when the panel first opens or
// when an author or a link sets one of its selects (the embed bundle fetches
// it as dp-scaling-calculator.estimator.js): its markup, the selects'
// options, and its renderers. Of the element's code it imports only the
// dash of format.js, a constant: the rest (the view, the formatters, the
// markup's pieces) comes in as arguments, so the element's state is never
// copied into it.
import { renderEstimator } from './render-estimator.js';
import { renderMemory } from './render-memory.js';
import { renderFlops, renderThroughputNotes } from './render-flops.js';
import styles from './styles.css';

export { markup } from './markup.js';
export { OPTIONS, isChoice, presetFill, estimatorAnswers } from './options.js';
export { fillSelects, labelSelects } from './selects.js';
export { estimatedCurve, chartOverlay } from './chart-overlay.js';

let shared;
/** Its stylesheet, one for every element, which each adopts when this module arrives (made on first use: a server has no CSSStyleSheet). */
export function sheet() {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(styles);
  }
  return shared;
}

/** Everything the panel shows; `defaults`: calc.estimatorDefaults. */
export function render(view, snapshot, ctx, defaults) {
  renderEstimator(view, snapshot, ctx, defaults);
  renderFlops(view, snapshot, ctx);
  renderMemory(view, snapshot, ctx);
}

/** What the panel's code shows outside the panel, open or not. */
export const renderOutside = renderThroughputNotes;
