// The what-if and time-and-cost panels: their bodies, built when a panel
// first opens (panels.js), and what a redraw writes into them.
import { unit, field, fields, answer, button } from './parts.js';
import { DASH } from './format.js';

/** The bodies of the panels whose markup ships with the element, by panel id. */
export const PANEL_BODIES = {
  'what-if': `
    ${fields(field('measured', unit), field('targetThroughput', unit), field('targetSpeedup'))}
    <dl class="answers">${answer('implied', 'impliedEfficiency')}${answer('forThroughput', 'devicesForThroughput')}${answer('forSpeedup', 'devicesForSpeedup')}</dl>
    ${button('useImplied')}`,
  'time-cost': `
    ${fields(field('samples'), field('epochs'), field('price', '<span class="unit" data-currency></span>'))}
    <dl class="answers">${answer('totalSamples')}${answer('timeOne')}${answer('timeCluster')}${answer('costOne')}${answer('costCluster')}</dl>`,
};

/**
 * The what-if and time-and-cost answers, for the scenario (scenario.js) once
 * this code is in: each needs its field, and the core's second module, which
 * their panels wait for. `api`: the parsed fields as the API's input;
 * `has(id)`: whether a field holds a value; `ask` puts issues at their fields.
 */
export function panelAnswers(calc, api, has, ask) {
  const asked = (id, operation, input) => (has(id) && calc.operations[operation] ? ask(() => calc[operation](input)) : null);
  return {
    implied: asked('measured', 'impliedEfficiency', api),
    forThroughput: asked('targetThroughput', 'devicesForTarget', { ...api, mode: 'throughput' }),
    forSpeedup: asked('targetSpeedup', 'devicesForTarget', { ...api, mode: 'speedup' }),
    time: asked('samples', 'timeAndCost', api),
  };
}

export function renderWhatIf(view, { implied, forThroughput, forSpeedup }, ctx) {
  view.put('implied', implied ? ctx.percent(implied.efficiencyPercent / 100) : DASH);
  view.el('useImplied').hidden = !implied;
  view.put('forThroughput', forThroughput ? ctx.number(forThroughput.devices) : DASH);
  view.put('forSpeedup', forSpeedup ? ctx.number(forSpeedup.devices) : DASH);
}

export function renderTimeCost(view, { result, time }, ctx) {
  const t = result && time;
  view.put('totalSamples', t ? ctx.number(t.samples) : DASH);
  view.put('timeOne', t ? ctx.duration(t.singleDeviceSeconds) : DASH);
  view.put('timeCluster', t ? ctx.duration(t.clusterSeconds) : DASH);
  const priced = t && t.clusterCost !== undefined;
  view.put('costOne', priced ? ctx.money(t.singleDeviceCost) : DASH);
  view.put('costCluster', priced ? ctx.money(t.clusterCost) : DASH, priced && ctx.message('costRatio', { ratio: t.costRatio }));
}
