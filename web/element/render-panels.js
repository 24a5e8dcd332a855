// What follows a keystroke on the next frame: the worked example, the chart
// and the panels. Each reads the snapshot and writes only what changed.
import { chartSvg, chartTable } from './chart.js';
import { DASH } from './format.js';

function renderExample(view, snapshot, ctx) {
  const { result: r, values } = snapshot;
  if (!r) {
    view.text('example', ctx.missing(snapshot));
    view.text('example-summary', '');
    return;
  }
  const f = ctx.number;
  const d = f(values.devices);
  const e = f(values.efficiency / 100, { maximumSignificantDigits: 6 });
  const [I, A] = [f(r.idealThroughput), f(r.actualThroughput)];
  const lines = [
    `I = ${d} × ${f(values.throughput)} = ${I}`,
    `A = ${I} × ${e} = ${A}`,
    `S = ${d} × ${e} = ${f(r.speedup)}`,
    `L = ${I} − ${A} = ${f(r.lostThroughput)}`,
  ];
  view.draw(
    'example',
    lines.flatMap((line, i) => (i ? [['br'], line] : [line])),
  );
  view.text('example-summary', ctx.message('exampleSummary', { devices: values.devices, speedup: r.speedup }));
}

function renderChart(view, snapshot, ctx, estimatorOpen) {
  const { chart, values } = snapshot;
  if (!chart) {
    view.text('chart', ctx.missing(snapshot));
    view.text('legend', '');
    view.table('chart-table', { caption: '', rows: [] });
    return;
  }
  const { text } = ctx;
  const series = [
    { className: 'ideal', values: chart.ideal, label: text.ideal },
    { className: 'actual', values: chart.actual, label: ctx.message('legendActual', { efficiency: values.efficiency / 100 }) },
  ];
  const shown = estimatorOpen && chart.estimated;
  // The estimate's throughputs to three significant digits: its band is several points wide.
  if (shown) series.push({ className: 'estimate', values: chart.estimated, label: text.legendEstimate, digits: 3 });
  const band = shown ? chart.band : null;
  const format = { number: ctx.number, compact: ctx.compact };
  const last = chart.ticks[chart.ticks.length - 1];
  const at = (p) => `${ctx.number(p.devices)} → ${ctx.number(p.value)} ${ctx.unit}`;
  const measured = shown ? chart.measured.map((p) => ({ ...p, label: `${text.legendMeasured}: ${at(p)}` })) : [];
  const labels = {
    title: ctx.message('chartTitle', { max: last }),
    x: text.devices,
    y: `${text.chartAxis} (${ctx.unit})`,
    point: at(chart.point),
  };
  view.draw('chart', [
    chartSvg({ width: view.width('chart') || 600, devices: chart.devices, series, band, point: chart.point, measured, format, labels }),
  ]);
  // The lines, then the band when it is drawn (a measured point says what it is in its title).
  const legend = band ? [...series, { className: 'band', label: text.legendBand }] : series;
  view.draw(
    'legend',
    legend.map((s) => ['li', {}, [['span', { class: `swatch ${s.className}` }], s.label]]),
  );
  const rows = [...new Set([...chart.ticks, chart.point.devices, ...measured.map((p) => p.devices)])].sort((a, b) => a - b);
  view.table('chart-table', chartTable({ devices: chart.devices, series, rows, format, labels }));
}

function renderWhatIf(view, { implied, forThroughput, forSpeedup }, ctx) {
  view.put('implied', implied ? ctx.percent(implied.efficiencyPercent / 100) : DASH);
  view.el('useImplied').hidden = !implied;
  view.put('forThroughput', forThroughput ? ctx.number(forThroughput.devices) : DASH);
  view.put('forSpeedup', forSpeedup ? ctx.number(forSpeedup.devices) : DASH);
}

function renderTimeCost(view, { result, time }, ctx) {
  const t = result && time;
  view.put('totalSamples', t ? ctx.number(t.samples) : DASH);
  view.put('timeOne', t ? ctx.duration(t.singleDeviceSeconds) : DASH);
  view.put('timeCluster', t ? ctx.duration(t.clusterSeconds) : DASH);
  const priced = t && t.clusterCost !== undefined;
  view.put('costOne', priced ? ctx.money(t.singleDeviceCost) : DASH);
  view.put('costCluster', priced ? ctx.money(t.clusterCost) : DASH, priced && ctx.message('costRatio', { ratio: t.costRatio }));
}

/** `estimator`: its panel's code (web/estimator/panel.js) once loaded, or null; `defaults`: calc.estimatorDefaults. */
export function renderPanels(view, snapshot, ctx, estimator, defaults) {
  const { open } = snapshot;
  renderExample(view, snapshot, ctx);
  renderChart(view, snapshot, ctx, open.estimator && estimator); // the estimated curve is drawn with the estimator's styles
  // A closed panel keeps what it showed: opening it counts the scenario again, which draws it.
  if (open['what-if']) renderWhatIf(view, snapshot, ctx);
  if (open['time-cost']) renderTimeCost(view, snapshot, ctx);
  if (open.estimator && estimator) estimator.render(view, snapshot, ctx, defaults);
}
