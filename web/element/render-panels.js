// @ts-nocheck -- not yet typed: issue 49 types web/ file by file
// What follows a keystroke on the next frame: the chart, and once the panels'
// code is in (panels.js), the worked example, the chart's table and the open
// panels. Each reads the snapshot and writes only what changed.
import { chartSvg } from './chart.js';

// `estimator`: its panel's code while the panel is open (its marks join the chart), else null;
// `code`: the panels' code (web/panels/index.js), null until it is in.
function renderChart(view, snapshot, ctx, estimator, code) {
  const { chart, values } = snapshot;
  if (!chart) {
    view.text('chart', ctx.missing(snapshot));
    view.text('legend', '');
    code?.renderChartTable(view, null);
    return;
  }
  const { text } = ctx;
  const series = [
    { className: 'ideal', values: chart.ideal, label: text.ideal },
    { className: 'actual', values: chart.actual, label: ctx.message('legendActual', { efficiency: values.efficiency / 100 }) },
  ];
  const format = { number: ctx.number, compact: ctx.compact };
  const last = chart.ticks[chart.ticks.length - 1];
  const at = (p) => `${ctx.number(p.devices)} → ${ctx.number(p.value)} ${ctx.unit}`;
  const overlay = estimator && chart.estimated ? estimator.chartOverlay(chart, ctx, at) : null;
  if (overlay) series.push(overlay.series);
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
  code?.renderChartTable(view, { devices: chart.devices, series, rows, format, labels });
}

/** `code`: the panels' code (web/panels/index.js), and `panels` this element's, each null until it is in; `defaults`: calc.estimatorDefaults. */
export function renderPanels(view, snapshot, ctx, code, panels, defaults) {
  // The estimated curve is drawn with the estimator's styles, while its panel is open.
  renderChart(view, snapshot, ctx, snapshot.open.estimator ? panels.estimator : null, code);
  code?.renderExample(view, snapshot, ctx);
  // A closed panel keeps what it showed: opening it counts the scenario again, which draws it.
  panels?.render(snapshot, ctx, defaults);
}
