// The scaling chart: cluster throughput against device count, drawn as inline
// SVG on linear axes, where perfect scaling is a straight diagonal and every
// loss shows as a widening gap below it. The element passes the core's sweep;
// this module only draws it. Text is escaped: the unit comes from the host.

const HEIGHT = 240;
const MARGIN = { top: 28, right: 16, bottom: 40 };

const esc = (text) => String(text).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** 1, 2 or 5 × 10^k steps from 0, about five of them, reaching at least `max`. */
export function niceTicks(max) {
  const raw = max / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw);
  const ticks = [];
  for (let i = 0; ticks[ticks.length - 1] === undefined || ticks[ticks.length - 1] < max * 0.9999; i++) ticks.push(i * step);
  return ticks;
}

/**
 * series: [{ className, values: Float64Array, digits? }] aligned with `devices`; a NaN value has no point;
 * `digits`: the significant digits of its values in the table (an estimate's).
 * band: { lower, upper } aligned with `devices`, shaded under the lines, or null.
 * point: { devices, value } to mark; measured: more points, each with a label.
 * format: { number(v), compact(v) }.
 */
export function chartSvg({ width, devices, series, band = null, point, measured = [], format, labels }) {
  const xTicks = niceTicks(devices[devices.length - 1]);
  const drawn = (values) => Array.from(devices, (_, i) => i).filter((i) => !Number.isNaN(values[i]));
  const yTicks = niceTicks(Math.max(...series.map((s) => Math.max(...drawn(s.values).map((i) => s.values[i])))));
  // Room for the longest tick label at about 7 px a character.
  const left = 12 + 7 * Math.max(...yTicks.map((t) => format.compact(t).length));
  const plotW = Math.max(120, width - left - MARGIN.right);
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const [right, top] = [xTicks[xTicks.length - 1], yTicks[yTicks.length - 1]];
  const x = (d) => left + (d / right) * plotW;
  const y = (v) => MARGIN.top + plotH - (v / top) * plotH;
  const r = (n) => Math.round(n * 10) / 10;

  const grid = yTicks
    .map(
      (t) =>
        `<line class="grid" x1="${left}" x2="${left + plotW}" y1="${r(y(t))}" y2="${r(y(t))}"/>` +
        `<text class="tick" x="${left - 6}" y="${r(y(t)) + 4}" text-anchor="end">${esc(format.compact(t))}</text>`,
    )
    .join('');
  const xAxis = xTicks
    .map(
      (t) =>
        `<line class="grid" x1="${r(x(t))}" x2="${r(x(t))}" y1="${MARGIN.top + plotH}" y2="${MARGIN.top + plotH + 4}"/>` +
        `<text class="tick" x="${r(x(t))}" y="${MARGIN.top + plotH + 17}" text-anchor="middle">${esc(format.compact(t))}</text>`,
    )
    .join('');
  const lines = series
    .map(
      (s) =>
        `<polyline class="${s.className}" fill="none" points="${drawn(s.values)
          .map((i) => `${r(x(devices[i]))},${r(y(s.values[i]))}`)
          .join(' ')}"/>`,
    )
    .join('');
  const dot = (className, p, label) =>
    `<circle class="${className}" cx="${r(x(p.devices))}" cy="${r(y(p.value))}" r="5"><title>${esc(label)}</title></circle>`;
  const marker = dot('point', point, labels.point) + measured.map((p) => dot('measured', p, p.label)).join('');
  const along = (values, order) => order.map((i) => `${r(x(devices[i]))},${r(y(values[i]))}`).join(' L');
  const indices = band ? drawn(band.upper) : [];
  const shade = band ? `<path class="band" d="M${along(band.upper, indices)} L${along(band.lower, [...indices].reverse())} Z"/>` : '';
  const axisTitles =
    `<text class="axis" x="${left + plotW / 2}" y="${HEIGHT - 4}" text-anchor="middle">${esc(labels.x)}</text>` +
    `<text class="axis" x="0" y="12">${esc(labels.y)}</text>`;
  return (
    `<svg viewBox="0 0 ${width} ${HEIGHT}" width="${width}" height="${HEIGHT}" role="img" aria-labelledby="chart-title"><title id="chart-title">${esc(labels.title)}</title>` +
    `<line class="axis-line" x1="${left}" x2="${left + plotW}" y1="${MARGIN.top + plotH}" y2="${MARGIN.top + plotH}"/>` +
    `${grid}${xAxis}${shade}${lines}${marker}${axisTitles}</svg>`
  );
}

/**
 * The same data as a table for screen readers: its caption and its rows of
 * text, the first the header, then one row per labelled device count that the
 * data holds (view.table() writes it, as text).
 */
export function chartTable({ devices, series, rows, format, labels }) {
  const index = new Map(Array.from(devices, (d, i) => [d, i]));
  const head = [labels.x, ...series.map((s) => s.label)];
  const body = rows
    .filter((d) => index.has(d))
    .map((d) => [
      format.number(d),
      ...series.map((s) => format.number(s.values[index.get(d)], s.digits && { maximumSignificantDigits: s.digits })),
    ]);
  return { caption: labels.title, rows: [head, ...body] };
}
