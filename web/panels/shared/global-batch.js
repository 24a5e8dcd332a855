// The global batch in the results, from the estimate (which this code
// brings), when the results show it (showsGlobalBatch: the default batch
// says nothing about the reader's job); in samples a step, and in tokens
// with a sequence length.
import { DASH } from '../../element/format.js';
import { showsGlobalBatch } from '../../element/render-results.js';

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
  const tokens = values.tokensPerSample && estimate.globalBatch * values.tokensPerSample;
  const unit = tokens ? ctx.message('globalBatchTokens', { tokens: ctx.number(tokens) }) : ctx.text.globalBatchSamples;
  view.put('stepBatch', ctx.number(estimate.globalBatch), unit);
}
