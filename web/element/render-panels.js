// What follows a keystroke on the next frame: the chart, and once the panels'
// code is in (panels.js), with their marks on it, the worked example, the
// chart's table and the open panels (one call into their code: `frame`).
// Each reads the snapshot and writes only what changed.
import { chartSvg } from './chart.js';

/** @typedef {import('./view.js').View} View */
/** @typedef {import('./context.js').Context} Context */
/** @typedef {import('./chart.js').Point} Point */
/** @typedef {import('../panels/panel').Snapshot} Snapshot */
/** @typedef {import('../panels/panel').ChartData} ChartData */
/** @typedef {import('./chart.js').Series & { label: string }} Line a line of the chart, with its label */
/**
 * What an open panel adds to the chart (the estimator's curve), or null; `at(point)` words a point. Null: no panel can.
 * @typedef {import('../panels/panel').OverlayOf | null} OverlayOf
 */

// The chart; `overlayOf(chart, at)`: what an open panel adds to it (the estimator's curve), or null. Returns what
// the chart's table for screen readers shows (null: none).
/**
 * @param {View} view
 * @param {Snapshot} snapshot
 * @param {Context} ctx
 * @param {OverlayOf} overlayOf
 */
function renderChart(view, snapshot, ctx, overlayOf) {
  const { chart, values } = snapshot;
  if (!chart) {
    view.text('chart', ctx.missing(snapshot));
    view.text('legend', '');
    return null;
  }
  const { text } = ctx;
  /** @type {Line[]} */
  const series = [
    { className: 'ideal', values: chart.ideal, label: text.ideal },
    { className: 'actual', values: chart.actual, label: ctx.message('legendActual', { efficiency: values.efficiencyPercent / 100 }) },
  ];
  const format = { number: ctx.number, compact: ctx.compact };
  const last = chart.ticks[chart.ticks.length - 1];
  const at = (/** @type {Point} */ p) => `${ctx.number(p.devices)} → ${ctx.number(p.value)} ${ctx.unit}`;
  const overlay = overlayOf?.(chart, at) ?? null;
  if (overlay) series.push(/** @type {Line} */ (overlay.series)); // the estimator's line has its label
  const measured = overlay?.measured ?? [];
  const labels = {
    title: ctx.message('chartTitle', { max: last }),
    x: text.devices,
    y: `${text.chartAxis} (${ctx.unit})`,
    point: at(chart.point),
  };
  view.draw('chart', [
    chartSvg({
      width: view.width('chart') || 600,
      devices: chart.devices,
      series,
      shade: overlay?.shade,
      point: chart.point,
      measured,
      format,
      labels,
    }),
  ]);
  // The lines, then the band when it is drawn (a measured point says what it is in its title).
  const legend = overlay ? [...series, overlay.legend] : series;
  view.draw(
    'legend',
    legend.map((s) => ['li', {}, [['span', { class: `swatch ${s.className}` }], s.label]]),
  );
  const rows = [...new Set([...chart.ticks, chart.point.devices, ...measured.map((p) => p.devices)])].sort((a, b) => a - b);
  return { devices: chart.devices, series, rows, format, labels };
}

/**
 * `panels`: this element's panels (web/panels/index.js), null until their code is in.
 * @param {View} view
 * @param {Snapshot} snapshot
 * @param {Context} ctx
 * @param {import('./panels.js').ElementPanels | null} panels
 */
export function renderPanels(view, snapshot, ctx, panels) {
  const draw = (/** @type {OverlayOf} */ overlayOf) => renderChart(view, snapshot, ctx, overlayOf);
  if (panels) panels.frame(snapshot, ctx, draw);
  else draw(null);
}
