// The element's second tier: code for what the first screen does not show
// (the worked example below it, the chart's table for screen readers, the
// panels' bodies and what builds them and loads their code, the buttons' exports, the
// URL fragment's state, and the formatting of money and durations, which
// only panels show). The embed bundle ships it beside itself
// (dp-scaling-calculator.later.js) and fetches it once the first results are
// on screen, at once when a panel starts open, or before the element is
// defined when one has `sync-url` (second-tier.js, define.js); every other
// build holds it inline.
export { runAction } from './actions.js';
export { panelAnswers, renderWhatIf, renderTimeCost } from './panel-bodies.js';
export { createPanels } from './panels.js';
export { renderExample } from './render-example.js';
export { renderChartTable } from './chart-table.js';
export { urlState, readFragment } from './url-state.js';
export { formatMoney, formatDuration } from './format.js';
