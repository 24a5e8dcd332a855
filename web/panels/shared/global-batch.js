// How the global batch is said, in samples a step, and in tokens with a
// sequence length: in the results (web/panels/host/render-global-batch.js)
// and in the estimator's rows of an export alike.

/**
 * What follows the global batch's figure: samples a step, and with a sequence length the tokens too (the text copy says the same).
 * @param {{ globalBatch: number }} estimate
 * @param {Record<string, number>} values
 * @param {import('../panel').Context} ctx
 */
export function globalBatchUnit({ globalBatch }, values, ctx) {
  const tokens = values.tokensPerSample && globalBatch * values.tokensPerSample;
  return tokens ? ctx.message('globalBatchTokens', { tokens }) : ctx.text.globalBatchSamples;
}
