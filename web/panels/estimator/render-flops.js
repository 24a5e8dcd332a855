// What the model's FLOPs say about the throughput: the MFU a typed
// throughput implies, shown under the throughput field whether the panel is
// open or not (a notice above HIGH_MFU), and in the panel the throughput an
// MFU gives, with a button that uses it.
import { DASH } from '../../i18n/format.js';
import { accelerators } from './presets.js';

/** @typedef {import('../panel').View} View */
/** @typedef {import('../panel').Context} Context */
/** The snapshot with the estimator's own answers. @typedef {import('../panel').Snapshot & import('./answers').EstimatorAnswers} Shown */

// Above this share of the peak, a throughput is possible but rare: the best
// published large runs report 40–60 % (PaLM, Chowdhery et al. 2022, Table 3:
// 46.2 %; Llama 3, Dubey et al. 2024, Table 4: 38–43 %). Not an error: a small
// model or a fused kernel can get there.
export const HIGH_MFU = 75;

// The note under the throughput field, made when it is first needed: the
// element's markup keeps no room for it.
/** @param {View} view */
function mfuNote(view) {
  let note = view.el('throughputPerDevice-mfu');
  if (!note) {
    note = Object.assign(document.createElement('p'), { id: 'throughputPerDevice-mfu', className: 'note' });
    /** @type {HTMLElement} */ (view.el('throughputPerDevice-error')).after(note);
    /** @type {HTMLElement} */ (view.el('throughputPerDevice')).setAttribute(
      'aria-describedby',
      'throughputPerDevice-error throughputPerDevice-mfu',
    );
  }
  return note;
}

// An MFU to two significant digits (36 %, 4.6 %): the FLOPs of a step are a
// formula's count and the peak a datasheet's, neither good to a tenth of a point.
/** @type {(ctx: Context, value: number) => string} */
const percent = (ctx, value) => ctx.percent(+value.toPrecision(2) / 100);

/**
 * The compute precisions by their names (selects.js labels the options with them).
 * @type {Record<string, string>}
 */
export const PRECISION_NAMES = { fp32: 'FP32', tf32: 'TF32', bf16: 'BF16 / FP16', fp8: 'FP8' };

/**
 * A throughput above the peak: its field's message, the core's code worded
 * by the element, gets what the estimator knows before it: the TFLOP/s the
 * throughput needs and the peak (above_peak's limit is the throughput at the
 * peak). Drawn after the element's own message, over it.
 * @param {View} view
 * @param {import('../panel').Snapshot} snapshot
 * @param {Context} ctx
 */
function renderAbovePeak(view, { issues, values }, ctx) {
  const issue = issues.get('throughputPerDevice');
  if (issue?.code !== 'above_peak') return;
  // above_peak comes with its limit.
  const needed = ctx.number((values.throughputPerDevice * values.peakTflops) / /** @type {number} */ (issue.limit), {
    maximumSignificantDigits: 3,
  });
  /** @type {HTMLElement} */ (view.el('throughputPerDevice-error')).textContent =
    `${ctx.message('abovePeak', { needed, peak: values.peakTflops })} ${ctx.error(issue)}`;
}

/**
 * The field messages and notes the estimator's code words: under the throughput field.
 * @param {View} view
 * @param {Shown} snapshot
 * @param {Context} ctx
 */
export function renderThroughputNotes(view, snapshot, ctx) {
  renderAbovePeak(view, snapshot, ctx);
  renderMfu(view, snapshot, ctx);
}

// How the FLOPs of a sample were counted (flops.cpp): given, from a
// transformer's sizes, 6 × parameters a token, or 6 × parameters alone.
/** @param {Record<string, number>} v */
function countOf(v) {
  if (v.flopsPerSample !== undefined) return 'given';
  if (v.layers !== undefined && v.hiddenSize !== undefined) return 'transformer';
  return v.tokensPerSample !== undefined ? 'weights' : 'parameters';
}

/**
 * The MFU of the throughput typed, or nothing while it is not known.
 * @param {View} view
 * @param {Shown} snapshot
 * @param {Context} ctx
 */
function renderMfu(view, { mfu, values, choices }, ctx) {
  if (!mfu && !view.el('throughputPerDevice-mfu')) return;
  const note = mfuNote(view);
  const high = mfu && mfu.mfuPercent > HIGH_MFU;
  note.className = high ? 'warning' : 'note';
  const device = accelerators.find((a) => a.id === choices.accelerator)?.name;
  const said = mfu
    ? ctx.message(high ? 'mfuHigh' : 'mfuNote', {
        throughput: `${ctx.number(values.throughputPerDevice)} ${ctx.unit}`,
        model: choices.modelPreset || ctx.text.thisModel,
        hasSequence: values.tokensPerSample === undefined ? 'no' : 'yes',
        sequence: values.tokensPerSample ?? 0, // a number, so that its plural follows it
        device: device ?? ctx.text.thisDevice,
        mfu: percent(ctx, mfu.mfuPercent),
        flops: ctx.number(mfu.flopsPerSecond / 1e12, { maximumSignificantDigits: 3 }),
        precision: PRECISION_NAMES[choices.computePrecision],
        high: percent(ctx, HIGH_MFU),
      })
    : '';
  view.text('throughputPerDevice-mfu', mfu ? `${said} ${ctx.message('flopsCount', { count: countOf(values) })}` : said);
}

/**
 * The throughput an MFU gives, in the element's unit; in FP8, a word on what that MFU assumes.
 * @param {View} view
 * @param {Shown} snapshot
 * @param {Context} ctx
 */
export function renderFlops(view, { flopsThroughput, choices }, ctx) {
  const shown = flopsThroughput !== null;
  // Rendered once in use: a number or null.
  view.put('flopsThroughput', shown ? `${ctx.number(/** @type {number} */ (flopsThroughput))} ${ctx.unit}` : DASH);
  view.text('fp8-note', choices.computePrecision === 'fp8' ? ctx.message('fp8Mfu') : '');
  /** @type {HTMLElement} */ (view.el('useFlopsThroughput')).hidden = !shown;
}
