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
  const shown = estimatorOpen && chart.estimated;
  if (shown) series.push({ className: 'estimate', values: chart.estimated, label: text.legendEstimate });
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
  const box = view.el('chart');
  view.html('chart', chartSvg({ width: box.clientWidth || 600, devices: chart.devices, series, band, point: chart.point, measured, format, labels }));
  // The lines, then the band when it is drawn (a measured point says what it is in its title).
  const legend = band ? [...series, { className: 'band', label: text.legendBand }] : series;
  view.changed('legend', legend.map((s) => s.className + s.label).join(), () => {
    view.el('legend').replaceChildren(
      ...legend.map((s) => {
        const li = document.createElement('li');
        const swatch = document.createElement('span');
        swatch.className = `swatch ${s.className}`;
        li.append(swatch, s.label);
        return li;
      }),
    );
  });
  const rows = [...new Set([...chart.ticks, chart.point.devices, ...measured.map((p) => p.devices)])].sort((a, b) => a - b);
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

// "96.16% ± 2": the estimate and its uncertainty in whole percentage points.
const withBand = (ctx, e) => `${ctx.percent(e.efficiencyPercent / 100)} ± ${ctx.number(e.uncertaintyPercent, { maximumFractionDigits: 0 })}`;

function renderEstimator(view, { result, estimate, choices }, ctx, defaults) {
  const e = result && estimate;
  const seconds = (key) => (e ? ctx.duration(e[key]) : DASH);
  view.put('estimate', e ? withBand(ctx, e) : DASH);
  view.put('computeTime', seconds('computeSeconds'));
  // Sharded, a step exchanges more than one all-reduce: the answer says what it shows.
  const label = choices.sharding && choices.sharding !== 'none' ? 'communicationTime' : 'allReduceTime';
  view.changed('allReduceTime-label', label, () => {
    const dt = view.el('allReduceTime').previousElementSibling;
    dt.dataset.t = label; // a language switch rewrites it from here
    dt.textContent = ctx.label(label);
  });
  view.put('allReduceTime', seconds('communicationSeconds'));
  view.put('exposedTime', seconds('exposedSeconds'));
  view.el('useEstimate').hidden = !e;
  // The texts' placeholders: the numbers of the estimate (or the defaults) by
  // their names, and these quantities formatted with their units.
  const quantities = (o, latency) => ({
    latency,
    stepOverhead: ctx.quantity(o.stepOverheadMilliseconds, 'millisecond'),
    perGB: ctx.quantity(o.overheadMillisecondsPerGB, 'millisecond-per-gigabyte'),
  });
  view.text('assumptions', e
    ? ctx.message('assumptions', {
        ...e,
        ...quantities(e, ctx.quantity(e.latencyMicroseconds, 'microsecond')),
        busBandwidth: ctx.quantity(e.busBandwidthBytesPerSecond / GB, 'gigabyte-per-second'),
      })
    : '');
  const scale = (value) => ctx.number(value, { maximumSignificantDigits: 3 });
  view.text('calibration-result', e?.calibrated ? ctx.message('calibrationResult', { local: scale(e.localLossScale), network: scale(e.networkLossScale) }) : '');
  const latency = (name) => ctx.quantity(defaults[name], 'microsecond');
  view.text('model-limits', ctx.message('modelLimits', {
    ...defaults,
    ...quantities(defaults),
    intraLatency: latency('intraLatencyMicroseconds'),
    rdmaLatency: latency('rdmaLatencyMicroseconds'),
    tcpLatency: latency('tcpLatencyMicroseconds'),
  }));
}

export function renderPanels(view, snapshot, ctx, defaults) {
  const { open } = snapshot;
  renderExample(view, snapshot, ctx);
  renderChart(view, snapshot, ctx, open.estimator);
  // A closed panel keeps what it showed: opening it counts the scenario again, which draws it.
  if (open['what-if']) renderWhatIf(view, snapshot, ctx);
  if (open['time-cost']) renderTimeCost(view, snapshot, ctx);
  if (!open.estimator) return;
  renderEstimator(view, snapshot, ctx, defaults);
  renderMemory(view, snapshot, ctx);
}
