// What ties the main fields to the estimator, shown outside its panel: a
// note under a field that follows an answer since a "Use…", and beside the
// results a note when they use an efficiency the estimate does not allow,
// with one button to use the estimate. Each node is made when first needed:
// the element's markup keeps no room for them.
import { roundEstimate } from '../../i18n/format.js';
import { withBand } from '../shared/band.js';
import { models } from './models.js';

/** @typedef {import('../panel').View} View */
/** @typedef {import('../panel').Context} Context */
/** @typedef {import('../panel').Snapshot} Snapshot */
/** The snapshot with its links, which the element's always has. @typedef {Snapshot & Required<Pick<Snapshot, 'linked' | 'moved'>>} Linked */
/** A message's placeholders by name. @typedef {Record<string, number | string>} Values */

// The tokens a step of the models' jobs, which the global batch's note names.
const JOB_TOKENS = /** @type {{ job: { tokensPerStep: number } }} */ (models.find((m) => m.job)).job.tokensPerStep;

// A note after `anchor`, made once, with `html` inside.
/**
 * @param {View} view
 * @param {string} id
 * @param {string} anchor
 * @param {string} [html]
 */
function noteAfter(view, id, anchor, html = '') {
  let note = view.el(id);
  if (!note) {
    note = Object.assign(document.createElement('p'), { id, className: 'note' });
    note.innerHTML = html;
    /** @type {HTMLElement} */ (view.el(anchor)).after(note);
  }
  return note;
}

/**
 * "Follows …" under each linked field, with its last change the tool made (`moved`); and what the last update
 * changed (`followed`), once, on the status line: no value changes without a word.
 * @param {View} view
 * @param {Linked} snapshot
 * @param {Context} ctx
 */
function renderLinked(view, { linked, moved, followed = [] }, ctx) {
  const tokens = ctx.compact(JOB_TOKENS);
  // A move's values: it has both.
  /** @type {(id: string, value: number | undefined) => string} */
  const shown = (id, value) => ctx.number(/** @type {number} */ (value), id === 'globalBatch' ? { maximumFractionDigits: 0 } : {});
  /** @type {(value: number | undefined) => string} */
  const exact = (value) => ctx.number(/** @type {number} */ (value), { maximumSignificantDigits: 15 }); // as the field holds it
  // A move across units names both.
  const unitText = (/** @type {string} */ unit) => ctx.text[unit === 'tokens' ? 'unitTokens' : 'unitSamples'];
  /** @type {(text: string, unit: string | undefined) => string} */
  const withUnit = (text, unit) => (unit ? `${text} ${unitText(unit)}` : text);
  const now = ctx.tokens ? 'tokens' : 'samples';
  for (const id of ['efficiencyPercent', 'throughputPerDevice', 'globalBatch']) {
    const source = linked.get(id);
    if (!view.el(`${id}-error`) || (!source && !view.el(`${id}-link`))) continue; // a panel's field not built yet
    noteAfter(view, `${id}-link`, `${id}-error`);
    const move = moved.get(id);
    const from = move && withUnit(shown(id, move.from), move.fromUnit);
    const change = move
      ? ` ${ctx.message('followedNote', { from: /** @type {string} */ (from), to: withUnit(shown(id, move.to), move.fromUnit && now) })}`
      : '';
    view.text(`${id}-link`, source ? ctx.message('linkedNote', { source, tokens }) + change : '');
  }
  const said = followed.map(({ id, source, from, to, ...unit }) =>
    source === 'unit'
      ? ctx.message(
          'convertedStatus',
          /** @type {Values} */ ({
            field: ctx.label(id),
            from: exact(from),
            to: exact(to),
            inTokens: unit.unit === 'tokens' ? 'yes' : 'no',
            tokens: unit.tokens,
          }),
        )
      : ctx.message(
          'followedStatus',
          /** @type {Values} */ ({
            field: ctx.label(id),
            source,
            tokens,
            from: withUnit(shown(id, from), unit.fromUnit),
            to: withUnit(shown(id, to), unit.fromUnit && now),
          }),
        ),
  );
  if (said.length) view.text('status', said.join(' '));
}

// The efficiency typed and the estimate for the devices, when the first lies outside the second's band.
/** @param {Linked} snapshot */
function disagreement({ result, estimate, values, linked }) {
  if (!result || !estimate || linked.has('efficiencyPercent')) return null;
  const estimated = roundEstimate(estimate.efficiencyPercent);
  return Math.abs(values.efficiencyPercent - estimated) > estimate.uncertaintyPercent ? estimated : null;
}

/**
 * Beside the speedup: the estimate for these devices, when the results use an efficiency outside its band.
 * @param {View} view
 * @param {Linked} snapshot
 * @param {Context} ctx
 */
function renderDisagreement(view, snapshot, ctx) {
  const estimated = disagreement(snapshot);
  if (estimated === null && !view.el('estimate-differs')) return;
  const note = noteAfter(view, 'estimate-differs', 'output', '<span></span> <button type="button" id="useEstimateInResults"></button>');
  note.hidden = estimated === null;
  if (estimated === null) return;
  // Its span and its button; a disagreement has an estimate.
  /** @type {ChildNode} */ (note.firstChild).textContent = ctx.message('estimateDiffers', {
    devices: snapshot.values.devices,
    estimate: withBand(ctx, /** @type {import('../../api/index').Estimate} */ (snapshot.estimate)),
    used: ctx.percent(snapshot.values.efficiencyPercent / 100),
  });
  /** @type {ChildNode} */ (note.lastChild).textContent = ctx.text.useEstimateInResults;
}

/**
 * The notes of the fields that follow an answer, and of an efficiency outside the estimate's band.
 * @param {View} view
 * @param {Snapshot} snapshot its links are there
 * @param {Context} ctx
 */
export function renderLinks(view, snapshot, ctx) {
  renderLinked(view, /** @type {Linked} */ (snapshot), ctx);
  renderDisagreement(view, /** @type {Linked} */ (snapshot), ctx);
}
