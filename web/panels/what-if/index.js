// What if…: the efficiency a measured cluster throughput implies, and the
// fewest devices that reach a target throughput or speedup.
import { unit, field, fields, answer, button } from '../../element/parts.js';
import { DASH } from '../../element/format.js';
import { fieldRow, resultRow } from '../shared/rows.js';

export const id = 'what-if';
export const fieldIds = ['measured', 'targetThroughput', 'targetSpeedup'];

export const markup = `
  ${fields(field('measured', unit), field('targetThroughput', unit), field('targetSpeedup'))}
  <dl class="answers">${answer('implied', 'impliedEfficiency')}${answer('forThroughput', 'devicesForThroughput')}${answer('forSpeedup', 'devicesForSpeedup')}</dl>
  ${button('useImplied')}`;

/** Its answers (web/element/scenario.js): each needs its field, and the core's second module. */
export function answers(calc, { api, has, ask }) {
  const asked = (input, operation, question) => (has(input) && calc.operations[operation] ? ask(() => calc[operation](question)) : null);
  return {
    implied: asked('measured', 'impliedEfficiency', api),
    forThroughput: asked('targetThroughput', 'devicesForTarget', { ...api, mode: 'throughput' }),
    forSpeedup: asked('targetSpeedup', 'devicesForTarget', { ...api, mode: 'speedup' }),
  };
}

export function render(view, { implied, forThroughput, forSpeedup }, ctx) {
  view.put('implied', implied ? ctx.percent(implied.efficiencyPercent / 100) : DASH);
  view.el('useImplied').hidden = !implied;
  view.put('forThroughput', forThroughput ? ctx.number(forThroughput.devices) : DASH);
  view.put('forSpeedup', forSpeedup ? ctx.number(forSpeedup.devices) : DASH);
}

/** Its rows of an export (web/panels/shared/export.js): the fields given, and their answers. */
export function rows(snapshot, ctx) {
  const { values, implied, forThroughput, forSpeedup } = snapshot;
  const { text } = ctx;
  const results = [];
  if (implied) results.push(resultRow('impliedEfficiency', implied.efficiencyPercent, '%', text.impliedEfficiency));
  if (forThroughput) results.push(resultRow('devicesForThroughput', forThroughput.devices, '', text.devicesForThroughput));
  if (forSpeedup) results.push(resultRow('devicesForSpeedup', forSpeedup.devices, '', text.devicesForSpeedup));
  const units = { measured: ctx.unit, targetThroughput: ctx.unit, targetSpeedup: '×' };
  return { inputs: fieldIds.filter((f) => f in values).map((f) => fieldRow(f, snapshot, ctx, units[f])), results };
}
