// @ts-nocheck -- not yet typed: issue 49 types web/ file by file
// Estimate the efficiency: from the accelerator, its links, the model and
// its sharding, with calibration, memory per device and the model's FLOPs.
// Beyond its panel's body it gives the selects' options (which an author's
// or a link's choice fills in fields with), its curve and band on the
// element's chart (in the colours of styles.css, which web/panels/index.js
// adopts), and its notes under the main fields.
import { renderEstimator } from './render-estimator.js';
import { renderMemory } from './render-memory.js';
import { renderFlops, renderThroughputNotes } from './render-flops.js';
import { renderLinks } from './render-links.js';

export const id = 'estimator';
export { markup } from './markup.js';
export { estimatorAnswers as answers, OPTIONS, isChoice, presetFill } from './options.js';
export { estimateOf, CALIBRATION_FIELDS } from './estimate.js';
export { fillSelects, labelSelects } from './selects.js';
export { estimatedCurve, chartOverlay } from './chart-overlay.js';

/** Everything the panel shows; `defaults`: calc.estimatorDefaults. */
export function render(view, snapshot, ctx, defaults) {
  renderEstimator(view, snapshot, ctx, defaults);
  renderFlops(view, snapshot, ctx);
  renderMemory(view, snapshot, ctx);
}

/** What the panel's code shows outside the panel, open or not: notes under the main fields and beside the results. */
export function renderOutside(view, snapshot, ctx) {
  renderThroughputNotes(view, snapshot, ctx);
  renderLinks(view, snapshot, ctx);
}

export { rows, fieldIds } from './rows.js';
