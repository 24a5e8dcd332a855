// The element's second tier: code for what the first screen does not show
// (the worked example below it, the chart's table for screen readers, the
// bodies of the what-if and time-and-cost panels, the buttons' exports, the
// URL fragment's writing, and the formatting of money and durations, which
// only panels show). The embed bundle ships it beside itself
// (dp-scaling-calculator.later.js) and fetches it once the first results are
// on screen, or at once when a panel starts open (second-tier.js); every
// other build holds it inline.
export { runAction } from './actions.js';
export { PANEL_BODIES, renderWhatIf, renderTimeCost } from './panel-bodies.js';
export { renderExample } from './render-example.js';
export { renderChartTable } from './chart-table.js';
export { fragmentFor } from './fragment.js';
export { formatMoney, formatDuration } from './format.js';
