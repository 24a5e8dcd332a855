// What follows a keystroke on the next frame: the chart, and once the second
// tier is in (second-tier.js), the worked example and the panels. Each reads
// the snapshot and writes only what changed.
import { chartSvg } from './chart.js';
import { secondTier } from './second-tier.js';

// `estimator`: its panel's code while the panel is open (its marks join the chart), else null.
function renderChart(view, snapshot, ctx, estimator) {
  const { chart, values } = snapshot;
  if (!chart) {
    view.text('chart', ctx.missing(snapshot));
    view.text('legend', '');
    secondTier()?.renderChartTable(view, null);
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
  secondTier()?.renderChartTable(view, { devices: chart.devices, series, rows, format, labels });
}

/** `estimator`: its panel's code (web/estimator/panel.js) once loaded, or null; `defaults`: calc.estimatorDefaults. */
export function renderPanels(view, snapshot, ctx, estimator, defaults) {
  const { open } = snapshot;
  renderChart(view, snapshot, ctx, open.estimator ? estimator : null); // the estimated curve is drawn with the estimator's styles
  const later = secondTier();
  if (later) later.renderExample(view, snapshot, ctx);
  // A closed panel keeps what it showed: opening it counts the scenario again, which draws it.
  // (A panel's body is built only once the second tier is in: shownPanels().)
  if (open['what-if']) later.renderWhatIf(view, snapshot, ctx);
  if (open['time-cost']) later.renderTimeCost(view, snapshot, ctx);
  if (open.estimator && estimator) estimator.render(view, snapshot, ctx, defaults);
}
