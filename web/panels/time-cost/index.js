// Time and cost: samples per epoch × epochs, on one device and on the
// cluster, and with a price per device-hour what each costs.
import { answer } from '../../common/parts.js';
import { fieldRows } from '../shared/field-rows.js';
import { DASH } from '../../i18n/format.js';
import { fieldRow, resultRow } from '../shared/rows.js';
import descriptor from './panel.js';

/** @typedef {import('../panel').Panel<import('./answers').TimeCostAnswers>} Panel */

const fieldIds = Object.keys(descriptor.fields);

export const markup = `
  ${fieldRows(descriptor.fields)}
  <dl class="answers">${answer('totalSamples')}${answer('timeOne')}${answer('timeCluster')}${answer('costOne')}${answer('costCluster')}</dl>`;

/**
 * Its answer (web/element/scenario.js): it needs the samples, and the core's second module.
 * @type {NonNullable<Panel['answers']>}
 */
export function answers(calc, { api, has, ask }) {
  // The parsed fields as they are: the core says what is missing.
  const input = /** @type {import('../../api/index').TimeAndCostInput} */ (/** @type {unknown} */ (api));
  return { time: has('datasetSamples') && calc.operations.timeAndCost ? ask(() => calc.timeAndCost(input)) : null };
}

// Whether the model is known not to fit on one device alone (the estimator's memory check): its time and cost
// there are then no answer, and the ratio to them none either.
const tooBigAlone = (/** @type {import('../panel').Snapshot} */ { alone }) => alone?.fits === false;

/** @type {Panel['render']} */
export function render(view, snapshot, ctx, { time }) {
  const { result } = snapshot;
  const t = result && time;
  const alone = t && !tooBigAlone(snapshot);
  const notThere =
    t &&
    !alone &&
    ctx.message('notOnOneDevice', {
      need: ctx.quantity(/** @type {import('../../api/index').MemoryCheck} */ (snapshot.alone).requiredBytes / 1e9, 'gigabyte'),
    });
  view.put('totalSamples', t ? ctx.number(t.samples) : DASH);
  view.put('timeOne', alone ? ctx.duration(t.singleDeviceSeconds) : notThere || DASH);
  view.put('timeCluster', t ? ctx.duration(t.clusterSeconds) : DASH);
  const priced = t && t.clusterCost !== undefined;
  // Priced, the core gives every cost and the ratio.
  const costs = /** @type {Required<import('../../api/index').TimeAndCost>} */ (t);
  view.put('costOne', priced ? (alone ? ctx.money(costs.singleDeviceCost) : /** @type {string} */ (notThere)) : DASH);
  const ratio = priced && alone && ctx.message('costRatio', { ratio: costs.costRatio });
  view.put('costCluster', priced ? ctx.money(costs.clusterCost) : DASH, /** @type {string | undefined} */ (ratio)); // false: none
}

/**
 * Its rows of an export (web/panels/host/export.js): what it was given,
 * the samples or tokens in all, the time, and the cost with a price.
 * @type {NonNullable<Panel['rows']>}
 */
export function rows(snapshot, ctx, { time: t }) {
  const { result, values } = snapshot;
  if (!result || !t) return { inputs: [], results: [] };
  const { text, currency, tokens } = ctx;
  const counted = tokens ? 'tokens' : 'samples';
  /** @type {Record<string, string>} */
  const units = { datasetSamples: counted, epochs: '', pricePerDeviceHour: `${currency}/h` };
  const alone = !tooBigAlone(snapshot);
  const results = [resultRow(counted, t.samples, counted, text.totalSamples)];
  if (alone) results.push(resultRow('singleDeviceSeconds', t.singleDeviceSeconds, 's', text.timeOne));
  results.push(resultRow('clusterSeconds', t.clusterSeconds, 's', text.timeCluster));
  if (t.clusterCost !== undefined) {
    if (alone) results.push(resultRow('singleDeviceCost', /** @type {number} */ (t.singleDeviceCost), currency, text.costOne));
    results.push(resultRow('clusterCost', t.clusterCost, currency, text.costCluster));
  }
  return { inputs: fieldIds.filter((f) => f in values).map((f) => fieldRow(f, snapshot, ctx, units[f])), results };
}

/**
 * Its figures in the summary bar (host/summary-bar.js): the time on the cluster, and with a price its cost.
 * @type {NonNullable<Panel['summary']>}
 */
export function summary(snapshot, ctx, { time }) {
  if (!time) return [];
  return [ctx.duration(time.clusterSeconds), ...(time.clusterCost === undefined ? [] : [ctx.money(time.clusterCost)])];
}
