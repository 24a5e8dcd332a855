// Estimate the efficiency: from the accelerator, its links, the model and
// its sharding, with calibration, memory per device and the model's FLOPs.
// Beyond its panel's body it prepares the estimate every panel reads, gives
// the selects' options (which an author's or a link's choice fills in fields
// with), its curve and band on the element's chart (in the colours of
// styles.css), and its notes under the main fields: each one of a panel's
// optional hooks (../panel.d.ts).
import descriptor from './panel.js';
import { renderEstimator } from './render-estimator.js';
import { renderMemory } from './render-memory.js';
import { renderFlops, renderThroughputNotes } from './render-flops.js';
import { renderLinks } from './render-links.js';
import { estimatorAnswers, aloneCheck, isChoice, presetFill, optimizerBreakdown } from './options.js';
import { estimateOf } from './estimate.js';
import { fillSelects, labelSelects } from './selects.js';
import { estimatedCurve, chartOverlay } from './chart-overlay.js';

/** @typedef {import('../panel').Panel<import('./answers').EstimatorAnswers>} Panel */
/** The question after `prepare`, which always gives the estimator's input. @typedef {import('./options.js').Prepared} Prepared */

export { markup } from './markup.js';
export { isChoice, presetFill };
import { optionText as selectText } from './selects.js';
import { OPTIONS } from './options.js';

/**
 * The name of an option of one of its selects, as the select shows it.
 * @type {NonNullable<Panel['optionText']>}
 */
export const optionText = (id, value, ctx) => (OPTIONS[id] ? selectText(id, value, ctx) : undefined);
export { sources } from './sources.js';
import { rows as ownRows } from './rows.js';

// In use once its panel has been built or a choice of it given: until then its answers, which may hold back the
// results (a throughput above the peak), and its notes under the main fields wait.
/** @type {(asked: { built: Record<string, true>, given: Set<string> }) => boolean} */
const inUse = ({ built, given }) => !!built.estimator || [...given].some((id) => id in (descriptor.selects ?? {}));

/**
 * What every panel reads, before they answer: the estimate and its input, the bytes a parameter's state takes
 * (weights, gradients, optimizer: the layout advisor's), whether the results follow the estimate (a "Use the
 * estimated efficiency"), and once in use whether the model fits one device alone (time and cost's).
 * @type {NonNullable<Panel['prepare']>}
 */
export function prepare(calc, question, linked) {
  const { estimating, input, estimate } = estimateOf(calc, question);
  const alone = inUse(question) ? aloneCheck(calc, { ...question, estimating }) : null;
  const stateBytes = optimizerBreakdown(question.choices.optimizer);
  const followsEstimate = !!estimate && linked.get('efficiencyPercent') === 'estimate';
  return { estimating, input, estimate, alone, stateBytes, followsEstimate };
}

/**
 * Its own answers, once in use; and the model's limits its texts name.
 * @type {NonNullable<Panel['answers']>}
 */
export function answers(calc, asked) {
  return { defaults: calc.estimatorDefaults, ...(inUse(asked) ? estimatorAnswers(calc, /** @type {Prepared} */ (asked)) : {}) };
}

/**
 * Its rows of an export.
 * @type {NonNullable<Panel['rows']>}
 */
export const rows = (snapshot, ctx, own) => ownRows({ ...snapshot, ...own }, ctx);

/** @type {Record<string, import('../panel').Action<import('./answers').EstimatorAnswers>>} */
const ACTIONS = {
  useEstimate: (s, ctx, host) => host.use('efficiencyPercent', 'estimate'),
  useEstimateInResults: (s, ctx, host) => host.use('efficiencyPercent', 'estimate'),
  useFlopsThroughput: (s, ctx, host) => host.use('throughputPerDevice', 'flopsThroughput'),
};
/**
 * Its buttons, and the one beside the results that uses the estimate.
 * @type {NonNullable<Panel['action']>}
 */
export const action = (id) => ACTIONS[id];

/**
 * Its options, the one each select holds chosen, once its body is built.
 * @type {NonNullable<Panel['built']>}
 */
export const built = (view, choices) => fillSelects(view, (id) => choices[id]);

/**
 * Its options in the language of `ctx`.
 * @type {NonNullable<Panel['label']>}
 */
export const label = (view, ctx) => view.el('accelerator') && labelSelects(view, ctx);

/**
 * Everything the panel shows.
 * @type {Panel['render']}
 */
export function render(view, snapshot, ctx, own) {
  const s = { ...snapshot, ...own };
  renderEstimator(view, s, ctx, own.defaults);
  renderFlops(view, s, ctx);
  renderMemory(view, s, ctx);
}

/**
 * What it shows outside its panel, open or not, once in use: notes under the main fields and beside the results.
 * @type {NonNullable<Panel['outside']>}
 */
export function outside(view, snapshot, ctx, own) {
  if (!inUse(snapshot)) return;
  renderThroughputNotes(view, { ...snapshot, ...own }, ctx);
  renderLinks(view, snapshot, ctx);
}

/**
 * Its curve on the chart while its panel is open and the estimate holds: the measured points' counts, and the curve on an axis.
 * @type {NonNullable<Panel['chart']>}
 */
export function chart(calc, s) {
  if (!s.open.estimator || !s.estimate || !s.estimatorInput) return null;
  // A list here: estimateOf gives the points as one.
  const marks = /** @type {import('../../api/index').CalibrationPoint[]} */ (s.estimatorInput.calibration ?? []).map((p) => p.devices);
  return {
    marks,
    curve: (axis) =>
      estimatedCurve(calc, /** @type {import('../../api/index').EstimatorInput} */ (s.estimatorInput), axis, s.values.throughputPerDevice),
  };
}

/**
 * Its marks on the chart: the curve, the band and the measured points.
 * @type {NonNullable<Panel['overlay']>}
 */
export const overlay = (drawn, ctx, at) =>
  // With its curve, its columns are all there.
  drawn.estimated ? chartOverlay(/** @type {import('../panel').ChartColumns} */ (drawn), ctx, at) : null;
