// @ts-nocheck -- not yet typed: issue 49 types web/ file by file
// The chart's data as a table for screen readers (visually hidden, so it
// comes after the first results): its caption, its column headers, and a row
// for each labelled device count, kept and changed in place by view.draw().

/**
 * The table's caption and its rows of text: the first the header, then one
 * row per labelled device count that the data holds.
 */
export function chartTable({ devices, series, rows, format, labels }) {
  const index = new Map(Array.from(devices, (d, i) => [d, i]));
  const head = [labels.x, ...series.map((s) => s.label)];
  const body = rows.filter((d) => index.has(d)).map((d) => [format.number(d), ...series.map((s) => format.number(s.values[index.get(d)]))]);
  return { caption: labels.title, rows: [head, ...body] };
}

/** Writes the table into #chart-table (`data` as chartTable() takes it), or empties it when there is no chart (null). */
export function renderChartTable(view, data) {
  const {
    caption,
    rows: [head = [], ...body],
  } = data ? chartTable(data) : { caption: '', rows: [] };
  const cell = (tag, scope) => (text) => [tag, scope ? { scope } : {}, [text]];
  view.draw('chart-table', [
    ['caption', {}, [caption]],
    ['thead', {}, head.length ? [['tr', {}, head.map(cell('th', 'col'))]] : []],
    ['tbody', {}, body.map(([header, ...cells]) => ['tr', {}, [cell('th', 'row')(header), ...cells.map(cell('td'))]])],
  ]);
}
