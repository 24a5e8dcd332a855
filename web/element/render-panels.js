// What follows a keystroke on the next frame: the worked example, the chart
// and the panels. Each reads the snapshot and writes only what changed.
import { chartSvg, chartTable } from './chart.js';
import { DASH } from './format.js';
import { renderMemory } from './render-memory.js';

const GB = 1e9;

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
  view.changed('example', lines.join('\n'), () => {
    view.el('example').replaceChildren(...lines.flatMap((line, i) => (i ? [document.createElement('br'), line] : [line])));
  });
  view.text('example-summary', ctx.message('exampleSummary', { devices: values.devices, speedup: r.speedup }));
}

function renderChart(view, snapshot, ctx, estimatorOpen) {
  const { chart, values } = snapshot;
  if (!chart) {
    view.text('chart', ctx.missing(snapshot));
    view.html('legend', '');
    view.html('chart-table', '');
    return;
  }
  const { text } = ctx;
  const series = [
    { className: 'ideal', values: chart.ideal, label: text.ideal },
    { className: 'actual', values: chart.actual, label: ctx.message('legendActual', { efficiency: values.efficiency / 100 }) },
  ];
  if (estimatorOpen && chart.estimated) series.push({ className: 'estimate', values: chart.estimated, label: text.legendEstimate });
  const format = { number: ctx.number, compact: ctx.compact };
  const last = chart.ticks[chart.ticks.length - 1];
  const labels = {
    title: ctx.message('chartTitle', { max: last }),
    x: text.devices,
    y: `${text.chartAxis} (${ctx.unit})`,
    point: `${ctx.number(chart.point.devices)} → ${ctx.number(chart.point.value)} ${ctx.unit}`,
  };
  const box = view.el('chart');
  view.html('chart', chartSvg({ width: box.clientWidth || 600, devices: chart.devices, series, point: chart.point, format, labels }));
  view.changed('legend', series.map((s) => s.className + s.label).join(), () => {
    view.el('legend').replaceChildren(
      ...series.map((s) => {
        const li = document.createElement('li');
        const swatch = document.createElement('span');
        swatch.className = `swatch ${s.className}`;
        li.append(swatch, s.label);
        return li;
      }),
    );
  });
  const rows = [...new Set([...chart.ticks, chart.point.devices])].sort((a, b) => a - b);
  view.html('chart-table', chartTable({ devices: chart.devices, series, rows, format, labels }));
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

function renderEstimator(view, { result, estimate }, ctx, defaults) {
  const e = result && estimate;
  const seconds = (key) => (e ? ctx.duration(e[key]) : DASH);
  view.put('estimate', e ? ctx.percent(e.efficiencyPercent / 100) : DASH);
  view.put('computeTime', seconds('computeSeconds'));
  view.put('allReduceTime', seconds('allReduceSeconds'));
  view.put('exposedTime', seconds('exposedSeconds'));
  view.el('useEstimate').hidden = !e;
  view.text('assumptions', e
    ? ctx.message('assumptions', {
        linkEfficiency: e.linkEfficiency,
        overlap: e.overlapFraction,
        latency: ctx.quantity(e.latencyMicroseconds, 'microsecond'),
        busBandwidth: ctx.quantity(e.busBandwidthBytesPerSecond / GB, 'gigabyte-per-second'),
        nodes: e.nodes,
      })
    : '');
  const latency = (name) => ctx.quantity(defaults[name], 'microsecond');
  view.text('model-limits', ctx.message('modelLimits', {
    intraLinkEfficiency: defaults.intraLinkEfficiency,
    rdmaLinkEfficiency: defaults.rdmaLinkEfficiency,
    tcpLinkEfficiency: defaults.tcpLinkEfficiency,
    overlapDefault: defaults.overlapFraction,
    intraLatency: latency('intraLatencyMicroseconds'),
    rdmaLatency: latency('rdmaLatencyMicroseconds'),
    tcpLatency: latency('tcpLatencyMicroseconds'),
  }));
}

/** Everything below the results; `defaults` are the estimator's, read from the core. */
export function renderPanels(view, snapshot, ctx, defaults) {
  renderExample(view, snapshot, ctx);
  renderChart(view, snapshot, ctx, snapshot.open.estimator);
  renderWhatIf(view, snapshot, ctx);
  renderTimeCost(view, snapshot, ctx);
  renderEstimator(view, snapshot, ctx, defaults);
  renderMemory(view, snapshot, ctx);
}
