// Time and cost: samples per epoch × epochs, on one device and on the
// cluster, and with a price per device-hour what each costs.
import { field, fields, answer } from '../../element/parts.js';
import { DASH } from '../../element/format.js';
import { fieldRow, resultRow } from '../shared/rows.js';

export const id = 'time-cost';
export const fieldIds = ['samples', 'epochs', 'price'];

export const markup = `
  ${fields(field('samples'), field('epochs'), field('price', '<span class="unit" data-currency></span>'))}
  <dl class="answers">${answer('totalSamples')}${answer('timeOne')}${answer('timeCluster')}${answer('costOne')}${answer('costCluster')}</dl>`;

/** Its answer (web/element/scenario.js): it needs the samples, and the core's second module. */
export function answers(calc, { api, has, ask }) {
  return { time: has('samples') && calc.operations.timeAndCost ? ask(() => calc.timeAndCost(api)) : null };
}

export function render(view, { result, time }, ctx) {
  const t = result && time;
  view.put('totalSamples', t ? ctx.number(t.samples) : DASH);
  view.put('timeOne', t ? ctx.duration(t.singleDeviceSeconds) : DASH);
  view.put('timeCluster', t ? ctx.duration(t.clusterSeconds) : DASH);
  const priced = t && t.clusterCost !== undefined;
  view.put('costOne', priced ? ctx.money(t.singleDeviceCost) : DASH);
  view.put('costCluster', priced ? ctx.money(t.clusterCost) : DASH, priced && ctx.message('costRatio', { ratio: t.costRatio }));
}

/**
 * Its rows of an export (web/panels/shared/export.js): what it was given,
 * the samples or tokens in all, the time, and the cost with a price.
 */
export function rows(snapshot, ctx) {
  const { result, time: t, values } = snapshot;
  if (!result || !t) return { inputs: [], results: [] };
  const { text, currency, tokens } = ctx;
  const counted = tokens ? 'tokens' : 'samples';
  const units = { samples: counted, epochs: '', price: `${currency}/h` };
  const results = [
    resultRow(counted, t.samples, counted, text.totalSamples),
    resultRow('singleDeviceSeconds', t.singleDeviceSeconds, 's', text.timeOne),
    resultRow('clusterSeconds', t.clusterSeconds, 's', text.timeCluster),
  ];
  if (t.clusterCost !== undefined) {
    results.push(resultRow('singleDeviceCost', t.singleDeviceCost, currency, text.costOne));
    results.push(resultRow('clusterCost', t.clusterCost, currency, text.costCluster));
  }
  return { inputs: fieldIds.filter((f) => f in values).map((f) => fieldRow(f, snapshot, ctx, units[f])), results };
}
