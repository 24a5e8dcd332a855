// What if…: the efficiency a measured cluster throughput implies, and the
// fewest devices that reach a target throughput or speedup.
import { answer, button } from '../../common/parts.js';
import { fieldRows } from '../shared/field-rows.js';
import { DASH } from '../../i18n/format.js';
import { withBand } from '../shared/band.js';
import { fieldRow, resultRow } from '../shared/rows.js';
import descriptor from './panel.js';

/** @typedef {import('../panel').Panel<import('./answers').WhatIfAnswers>} Panel */

const fieldIds = Object.keys(descriptor.fields);

export const markup = `
  ${fieldRows(descriptor.fields)}
  <dl class="answers">${answer('implied', 'impliedEfficiency')}${answer('forThroughput', 'devicesForThroughput')}${answer('forSpeedup', 'devicesForSpeedup')}</dl>
  ${button('useImplied')}`;

/**
 * Its answers (web/element/scenario.js): each needs its field, and the core's second module. While the
 * results follow the estimate, the devices for a target do too: with the estimated E(d) at each count.
 * @type {NonNullable<Panel['answers']>}
 */
export function answers(calc, { api, has, ask, input: estimatorInput, followsEstimate }) {
  /** @typedef {'impliedEfficiency' | 'devicesForTarget' | 'estimatedDevicesForTarget'} Operation */
  /** @type {(input: string, operation: Operation, question: object) => any} the core's answer to `operation`, whose input the caller builds */
  const asked = (input, operation, question) =>
    has(input) && calc.operations[operation] ? ask(() => /** @type {(q: object) => unknown} */ (calc[operation])(question)) : null;
  /** @type {(mode: string) => [Operation, object]} */
  const target = (mode) =>
    followsEstimate ? ['estimatedDevicesForTarget', { ...estimatorInput, mode }] : ['devicesForTarget', { ...api, mode }];
  return {
    implied: asked('measuredThroughput', 'impliedEfficiency', api),
    forThroughput: asked('targetThroughput', ...target('throughput')),
    forSpeedup: asked('targetSpeedup', ...target('speedup')),
  };
}

// A count of devices, and the estimated efficiency there when it comes from the estimate.
/** @type {(ctx: import('../panel').Context, needed: { devices: number, efficiencyPercent?: number, uncertaintyPercent?: number } | null) => [string, string | undefined]} */
const devicesText = (ctx, needed) => [
  needed ? ctx.number(needed.devices) : DASH,
  needed?.uncertaintyPercent !== undefined
    ? ctx.message('estimatedThere', { estimate: withBand(ctx, /** @type {import('../../api/index').EstimatedDevicesNeeded} */ (needed)) })
    : undefined,
];

/** @type {Panel['render']} */
export function render(view, snapshot, ctx, { implied, forThroughput, forSpeedup }) {
  view.put('implied', implied ? ctx.percent(implied.efficiencyPercent / 100) : DASH);
  /** @type {HTMLElement} */ (view.el('useImplied')).hidden = !implied;
  view.put('forThroughput', ...devicesText(ctx, forThroughput));
  view.put('forSpeedup', ...devicesText(ctx, forSpeedup));
}

/**
 * Its rows of an export (web/panels/host/export.js): the fields given, and their answers.
 * @type {NonNullable<Panel['rows']>}
 */
export function rows(snapshot, ctx, { implied, forThroughput, forSpeedup }) {
  const { values } = snapshot;
  const { text } = ctx;
  /** @type {import('../panel').Row[]} */
  const results = [];
  if (implied) results.push(resultRow('impliedEfficiency', implied.efficiencyPercent, '%', text.impliedEfficiency));
  if (forThroughput) results.push(resultRow('devicesForThroughput', forThroughput.devices, '', text.devicesForThroughput));
  if (forSpeedup) results.push(resultRow('devicesForSpeedup', forSpeedup.devices, '', text.devicesForSpeedup));
  /** @type {Record<string, string>} */
  const units = { measuredThroughput: ctx.unit, targetThroughput: ctx.unit, targetSpeedup: '×' };
  return { inputs: fieldIds.filter((f) => f in values).map((f) => fieldRow(f, snapshot, ctx, units[f])), results };
}

/**
 * Its button: the implied efficiency as the efficiency (shown only with one).
 * @type {NonNullable<Panel['action']>}
 */
export const action = (id) =>
  id === 'useImplied' &&
  ((s, ctx, host, { implied }) => {
    host.change({ efficiencyPercent: /** @type {import('../../api/index').ImpliedEfficiency} */ (implied).efficiencyPercent });
    host.focus('efficiencyPercent');
  });
