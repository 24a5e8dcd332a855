// Estimate the efficiency: from the accelerator, its links, the model and
// its sharding, with calibration, memory per device and the model's FLOPs.
// Beyond its panel's body it gives the selects' options (which an author's
// or a link's choice fills in fields with), its curve and band on the
// element's chart, and its notes under the main fields.
import { renderEstimator } from './render-estimator.js';
import { renderMemory } from './render-memory.js';
import { renderFlops, renderThroughputNotes } from './render-flops.js';
import styles from './styles.css';

export const id = 'estimator';
export { markup } from './markup.js';
export { estimatorAnswers as answers, OPTIONS, isChoice, presetFill } from './options.js';
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
