// The global batch in the results, from the estimate (which this code
// brings): shown once someone gave a batch or chose a model (whose job sets
// one), as the default batch says nothing about the reader's job; in
// samples a step, and in tokens with a sequence length.
import { DASH } from '../../element/format.js';

export function renderGlobalBatch(view, { result, estimate, given, values }, ctx) {
  const shown = given.has('batch') || given.has('modelPreset');
  view.el('globalBatch').parentNode.hidden = !shown;
  if (!shown || !result) return view.put('globalBatch', null);
  if (!estimate) return view.put('globalBatch', DASH);
  const tokens = values.tokensPerSample && estimate.globalBatch * values.tokensPerSample;
  const unit = tokens ? ctx.message('globalBatchTokens', { tokens: ctx.number(tokens) }) : ctx.text.globalBatchSamples;
  view.put('globalBatch', ctx.number(estimate.globalBatch), unit);
}
