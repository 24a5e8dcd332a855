// The chart's data as a table for screen readers (visually hidden, so it
// comes after the first results): its caption, its column headers, and a row
// for each labelled device count, kept and changed in place by view.draw().

/** @typedef {import('../../types/view.js').Drawing} Drawing */
/** @typedef {import('../../types/view.js').Attributes} Attributes */
/**
 * The chart's data as the table reads it: its lines (each with its label) along `devices`, and the device counts
 * that get a row.
 * @typedef {object} ChartTableData
 * @property {ArrayLike<number>} devices
 * @property {{ label: string, values: ArrayLike<number> }[]} series
 * @property {number[]} rows
 * @property {{ number: (value: number) => string }} format
 * @property {{ x: string, title: string }} labels
 */

/**
 * The table's caption and its rows of text: the first the header, then one
 * row per labelled device count that the data holds.
 * @param {ChartTableData} data
 * @returns {{ caption: string, rows: string[][] }}
 */
export function chartTable({ devices, series, rows, format, labels }) {
  const index = new Map(Array.from(devices, (d, i) => [d, i]));
  const head = [labels.x, ...series.map((s) => s.label)];
  // Only the counts the index holds get a row.
  const at = (/** @type {number} */ d) => /** @type {number} */ (index.get(d));
  const body = rows.filter((d) => index.has(d)).map((d) => [format.number(d), ...series.map((s) => format.number(s.values[at(d)]))]);
  return { caption: labels.title, rows: [head, ...body] };
}

/**
 * Writes the table into #chart-table (`data` as chartTable() takes it), or empties it when there is no chart (null).
 * @param {import('../../element/view.js').View} view
 * @param {ChartTableData | null} data
 */
export function renderChartTable(view, data) {
  const {
    caption,
    rows: [head = [], ...body],
  } = data ? chartTable(data) : { caption: '', rows: [] };
  /** @type {(tag: string, scope?: string) => (text: string) => Drawing} */
  const cell = (tag, scope) => (text) => [tag, /** @type {Attributes} */ (scope ? { scope } : {}), [text]];
  view.draw('chart-table', [
    ['caption', {}, [caption]],
    ['thead', {}, head.length ? [['tr', {}, head.map(cell('th', 'col'))]] : []],
    ['tbody', {}, body.map(([header, ...cells]) => ['tr', {}, [cell('th', 'row')(header), ...cells.map(cell('td'))]])],
  ]);
}
