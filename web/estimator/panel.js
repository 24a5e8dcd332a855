// The estimator's panel as one module, loaded when the panel first opens or
// when an author or a link sets one of its selects (the embed bundle fetches
// it as dp-scaling-calculator.estimator.js): its markup, the selects'
// options, and its renderers. It imports nothing of the element's: what it
// needs comes in as arguments.
import { renderEstimator } from './render-estimator.js';
import { renderMemory } from './render-memory.js';

export { markup } from './markup.js';
export { OPTIONS, isChoice, presetFill, optimizerBreakdown } from './options.js';
export { fillSelects, labelSelects } from './selects.js';

/** Everything the panel shows; `defaults`: calc.estimatorDefaults. */
export function render(view, snapshot, ctx, defaults) {
  renderEstimator(view, snapshot, ctx, defaults);
  renderMemory(view, snapshot, ctx);
}
