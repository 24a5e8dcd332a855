// The global batch in the results, from the estimate (which this code
// brings), when the results show it (showsGlobalBatch: the default batch
// says nothing about the reader's job).
import { DASH } from '../../i18n/format.js';
import { showsGlobalBatch } from '../../element/render-results.js';
import { globalBatchUnit } from '../shared/global-batch.js';

/**
 * @param {import('../../element/view.js').View} view
 * @param {import('../panel').Snapshot} snapshot
 * @param {import('../../element/context.js').Context} ctx
 */
export function renderGlobalBatch(view, { result, estimate, given, values }, ctx) {
  const shown = showsGlobalBatch(given);
  /** @type {HTMLElement} */ (/** @type {HTMLElement} */ (view.el('stepBatch')).parentNode).hidden = !shown;
  if (!shown || !result) return view.put('stepBatch', null);
  if (!estimate) return view.put('stepBatch', DASH);
  view.put('stepBatch', ctx.number(estimate.globalBatch), globalBatchUnit(estimate, values, ctx));
}
