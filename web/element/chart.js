// The scaling chart: cluster throughput against device count, drawn as inline
// SVG on linear axes, where perfect scaling is a straight diagonal and every
// loss shows as a widening gap below it. The element passes the core's sweep;
// this module only describes the drawing, as the nodes view.draw() patches in
// place: its texts (the unit comes from the host) become text nodes, never markup.

/** @typedef {import('../types/view.js').Drawing} Drawing */
/**
 * A line of the chart: its values aligned with the devices, NaN where it has no point.
 * @typedef {{ className: string, label?: string, values: ArrayLike<number> }} Series
 */
/** @typedef {{ devices: number, value: number }} Point */
/** @typedef {Point & { label: string }} MeasuredPoint */
/**
 * The nodes shaded under the lines: `along(values, indices)` gives the points of `values` at `indices`,
 * `drawn(values)` the indices with a point.
 * @typedef {(along: (values: ArrayLike<number>, indices: number[]) => string[], drawn: (values: ArrayLike<number>) => number[]) => Drawing[]} Shade
 */

const HEIGHT = 240;
const MARGIN = { top: 28, right: 16, bottom: 40 };

/**
 * 1, 2 or 5 × 10^k steps from 0, about five of them, reaching at least `max`.
 * @param {number} max
 * @returns {number[]}
 */
export function niceTicks(max) {
  const raw = max / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  // 10 × power is above raw, so a step is found.
  const step = /** @type {number} */ ([1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw));
  const ticks = [];
  for (let i = 0; ticks[ticks.length - 1] === undefined || ticks[ticks.length - 1] < max * 0.9999; i++) ticks.push(i * step);
  return ticks;
}

/**
 * The chart's <svg>, as a node of view.draw(): [tag, attributes, children].
 * Each kind of mark has a group of its own (grid, ticks, band, lines,
 * points), so that a tick more or less keeps every other node where it was.
 * series: [{ className, values: Float64Array }] aligned with `devices`; a NaN value has no point;
 * shade(along, drawn): the nodes shaded under the lines (the estimator's band), or null;
 * along(values, indices) gives the points of `values` at `indices`, drawn(values) the indices with a point.
 * point: { devices, value } to mark; measured: more points, each with a label.
 * format: { number(v), compact(v) }.
 * @param {object} chart
 * @param {number} chart.width
 * @param {ArrayLike<number>} chart.devices
 * @param {Series[]} chart.series
 * @param {Shade | null} [chart.shade]
 * @param {Point} chart.point
 * @param {MeasuredPoint[]} [chart.measured]
 * @param {{ compact: (value: number) => string }} chart.format
 * @param {{ title: string, point: string, x: string, y: string }} chart.labels
 * @returns {Drawing}
 */
export function chartSvg({ width, devices, series, shade = null, point, measured = [], format, labels }) {
  const xTicks = niceTicks(devices[devices.length - 1]);
  // The indices of a series' points that are drawn (not NaN), worked out once per series.
  /** @type {Map<ArrayLike<number>, number[]>} */
  const indices = new Map();
  const drawn = (/** @type {ArrayLike<number>} */ values) => {
    let found = indices.get(values);
    if (!found) indices.set(values, (found = Array.from(devices, (_, i) => i).filter((i) => !Number.isNaN(values[i]))));
    return found;
  };
  const yTicks = niceTicks(Math.max(...series.map((s) => Math.max(...drawn(s.values).map((i) => s.values[i])))));
  // Room for the longest tick label at about 7 px a character.
  const left = 12 + 7 * Math.max(...yTicks.map((t) => format.compact(t).length));
  const plotW = Math.max(120, width - left - MARGIN.right);
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const bottom = MARGIN.top + plotH;
  const [right, top] = [xTicks[xTicks.length - 1], yTicks[yTicks.length - 1]];
  const r = (/** @type {number} */ n) => Math.round(n * 10) / 10;
  const x = (/** @type {number} */ d) => r(left + (d / right) * plotW);
  const y = (/** @type {number} */ v) => r(MARGIN.top + plotH - (v / top) * plotH);

  /** @type {(tx: number, ty: number, anchor: string, t: number) => Drawing} */
  const tick = (tx, ty, anchor, t) => ['text', { class: 'tick', x: tx, y: ty, 'text-anchor': anchor }, [format.compact(t)]];
  /** @type {Drawing[]} */
  const grid = yTicks.flatMap((t) => [
    ['line', { class: 'grid', x1: left, x2: left + plotW, y1: y(t), y2: y(t) }],
    tick(left - 6, y(t) + 4, 'end', t),
  ]);
  /** @type {Drawing[]} */
  const xAxis = xTicks.flatMap((t) => [
    ['line', { class: 'grid', x1: x(t), x2: x(t), y1: bottom, y2: bottom + 4 }],
    tick(x(t), bottom + 17, 'middle', t),
  ]);
  /** @type {(values: ArrayLike<number>, order: number[]) => string[]} */
  const along = (values, order) => order.map((i) => `${x(devices[i])},${y(values[i])}`);
  /** @type {Drawing[]} */
  const lines = series.map((s) => ['polyline', { class: s.className, fill: 'none', points: along(s.values, drawn(s.values)).join(' ') }]);
  /** @type {(className: string, p: Point, label: string) => Drawing} */
  const dot = (className, p, label) => ['circle', { class: className, cx: x(p.devices), cy: y(p.value), r: 5 }, [['title', {}, [label]]]];
  const bands = shade ? shade(along, drawn) : [];
  /** @type {(children: Drawing[]) => Drawing} */
  const group = (children) => ['g', {}, children];
  return [
    'svg',
    { viewBox: `0 0 ${width} ${HEIGHT}`, width, height: HEIGHT, role: 'img', 'aria-labelledby': 'chart-title' },
    [
      ['title', { id: 'chart-title' }, [labels.title]],
      ['line', { class: 'axis-line', x1: left, x2: left + plotW, y1: bottom, y2: bottom }],
      group(grid),
      group(xAxis),
      group(bands),
      group(lines),
      group([dot('point', point, labels.point), ...measured.map((p) => dot('measured', p, p.label))]),
      ['text', { class: 'axis', x: left + plotW / 2, y: HEIGHT - 4, 'text-anchor': 'middle' }, [labels.x]],
      ['text', { class: 'axis', x: 0, y: 12 }, [labels.y]],
    ],
  ];
}
