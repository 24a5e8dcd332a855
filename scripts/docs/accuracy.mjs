// The accuracy page's figures, from the rows the native validation writes
// (tests/core/published_runs_test.cpp, committed in docs/estimator/validation/: every
// validation row of tests/data/published-runs.csv, its estimate with the
// shipped defaults and with defaults fitted without its source, and its
// band): the summary per group and per family of stacks, the rows the band
// misses, every row, and a scatter plot drawn by Vega-Lite. No figure on the
// page is typed by hand.
import * as vega from 'vega';
import { compile } from 'vega-lite';

const GROUPS = {
  cnn: 'CNN era',
  'llm-dp': 'LLM, plain data parallelism',
  'llm-replicas': 'LLM, replicas (tensor × pipeline)',
  fp8: 'FP8',
};

const fixed = (value, digits = 1) => value.toFixed(digits);
const signed = (value, digits = 2) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}`;

/** MAE, worst row, mean signed error and the band's coverage of `rows`. */
export function summary(rows) {
  const errors = rows.map((r) => r.error);
  const sum = (values) => values.reduce((a, b) => a + b, 0);
  return {
    rows: rows.length,
    mae: sum(errors.map(Math.abs)) / rows.length,
    worst: rows.reduce((w, r) => (Math.abs(r.error) > Math.abs(w.error) ? r : w), rows[0]),
    bias: sum(errors) / rows.length,
    coverage: rows.filter((r) => Math.abs(r.error) <= r.band + 1e-9).length / rows.length,
  };
}

const line = (cells) => `| ${cells.join(' | ')} |`;
const table = (header, rows) => [line(header), line(header.map((_, i) => (i ? '---:' : '---'))), ...rows.map(line)].join('\n');

function summaryTable(rows, key, names = {}) {
  const keys = [...new Set(rows.map((r) => r[key]))];
  const ordered = Object.keys(names).length ? Object.keys(names).filter((k) => keys.includes(k)) : keys.sort();
  const lines = ordered.map((k) => {
    const s = summary(rows.filter((r) => r[key] === k));
    const worst = `${fixed(Math.abs(s.worst.error))} (${s.worst.id})`;
    return [names[k] ?? k, s.rows, fixed(s.mae, 2), worst, signed(s.bias), `${Math.round(100 * s.coverage)} %`];
  });
  const all = summary(rows);
  lines.push([
    'all',
    all.rows,
    fixed(all.mae, 2),
    fixed(Math.abs(all.worst.error)),
    signed(all.bias),
    `${Math.round(100 * all.coverage)} %`,
  ]);
  return table(['', 'rows', 'MAE', 'worst', 'mean signed', 'band coverage'], lines);
}

const layout = (r) => `${r.tensor} × ${r.pipeline} ${r.sharding}`;

function rowTable(rows) {
  return table(
    ['run', 'group', 'layout', 'precision', 'batch', 'devices', 'measured', 'shipped', 'left out', 'error', 'band'],
    rows.map((r) => [
      r.id,
      r.group,
      layout(r),
      r.precision,
      r.scaling,
      r.base > 1 ? `${r.base} → ${r.devices}` : r.devices,
      fixed(r.measured),
      fixed(r.shipped),
      fixed(r.estimate),
      signed(r.error, 1),
      `± ${fixed(r.band)}`,
    ]),
  );
}

/** The sources whose mean signed error lies beyond ±3 points, most biased first, as a sentence. */
export function biasedSources(rows, limit = 3) {
  const biased = [...new Set(rows.map((r) => r.source))]
    .map((source) => ({ source, bias: summary(rows.filter((r) => r.source === source)).bias }))
    .filter(({ bias }) => Math.abs(bias) > limit)
    .sort((a, b) => Math.abs(b.bias) - Math.abs(a.bias));
  const listed = biased.map(({ source, bias }) => `${source} (${signed(bias, 1)})`).join(', ');
  return `Sources on which the estimate is biased by more than ${limit} points on average (positive: optimistic): ${listed || 'none'}.\n`;
}

/** How the rows outside the other sources' ranges fare against the rest, as a sentence. */
export function outsideSentence(rows) {
  const outside = rows.filter((r) => r.doublings > 0);
  const [out, inside] = [summary(outside), summary(rows.filter((r) => r.doublings === 0))];
  const doublings = outside.reduce((n, r) => n + r.doublings, 0) / outside.length;
  return (
    `${outside.length} rows lie outside the ranges of the sources they are predicted from, by ${fixed(doublings)} ` +
    `doublings on average: their MAE is ${fixed(out.mae, 2)}, against ${fixed(inside.mae, 2)} for the ` +
    `rest, and the band holds ${Math.round(100 * out.coverage)} % of them.\n`
  );
}

/** Calibrated on the smaller run of each pair, the larger predicted: the errors against holding E constant. */
export function calibrationMarkdown(pairs) {
  const ratios = pairs.map((p) => p.ratio);
  const ways = [
    ['hold the measured E constant', 'constant'],
    ['**calibrated** on the smaller run', 'calibrated'],
    ['the model alone, not calibrated', 'model'],
  ];
  return [
    `${pairs.length} pairs of runs of one configuration, ${Math.min(...ratios)} to ${Math.max(...ratios)} times apart in devices; each larger run predicted from the smaller, with defaults fitted without its source:\n`,
    table(
      ['', 'MAE', 'worst'],
      ways.map(([name, key]) => {
        // The larger run's error this way, as summary() reads a row's.
        const { mae, worst } = summary(pairs.map((p) => ({ error: p[key], band: Infinity })));
        return [name, fixed(mae, 2), fixed(Math.abs(worst.error))];
      }),
    ),
    "\nPer family of stacks (the larger run's):\n",
    table(
      ['', 'pairs', ...ways.map(([name]) => name)],
      [...new Set(pairs.map((p) => p.family))].sort().map((family) => {
        const mine = pairs.filter((p) => p.family === family);
        const mae = (key) => fixed(summary(mine.map((p) => ({ error: p[key], band: Infinity }))).mae, 2);
        return [family, mine.length, ...ways.map(([, key]) => mae(key))];
      }),
    ),
    '',
    table(
      ['calibrated on', 'predicted', 'measured', 'held constant', 'calibrated', 'model alone'],
      pairs.map((p) => [p.small, p.large, fixed(p.measured), signed(p.constant, 1), signed(p.calibrated, 1), signed(p.model, 1)]),
    ),
  ].join('\n');
}

/** FP8's amax reductions: every usable FP8 row, left-out estimate with them and without them. */
export function fp8Markdown(fp8) {
  const ways = [
    ['with the amax reductions (shipped)', 'amax'],
    ['without them (FP8 as its faster compute only)', 'none'],
  ];
  return [
    `${fp8.length} FP8 rows (each series' sizes between its base and its largest), predicted by defaults fitted without their source:\n`,
    table(
      ['', 'MAE', 'worst', 'mean signed'],
      ways.map(([name, key]) => {
        const s = summary(fp8.map((r) => ({ ...r, error: r[key], band: Infinity })));
        return [name, fixed(s.mae, 2), fixed(Math.abs(s.worst.error)), signed(s.bias)];
      }),
    ),
    '',
    table(
      ['run', 'measured', 'with', 'without'],
      fp8.map((r) => [r.id, fixed(r.measured), signed(r.amax, 1), signed(r.none, 1)]),
    ),
  ].join('\n');
}

/** What leaving a whole family out says, with its overall bias, as a sentence. */
export function unseenSentence(rows) {
  const { bias } = summary(rows.map((r) => ({ ...r, error: r.unseenError, band: r.unseenBand })));
  const side = bias > 0 ? 'too high (optimistic)' : 'too low (pessimistic)';
  return (
    'Each family of stacks predicted by terms fitted without any of its rows, and banded by the other ' +
    `families' ranges: what a stack the published runs never covered can expect. On average these estimates are ` +
    `${fixed(Math.abs(bias), 2)} points ${side}.`
  );
}

/** The page's generated Markdown. */
export function accuracyMarkdown(rows, pairs, fp8) {
  const missed = rows.filter((r) => Math.abs(r.error) > r.band).sort((a, b) => Math.abs(b.error) - Math.abs(a.error));
  return [
    '## Per group\n',
    summaryTable(rows, 'group', GROUPS),
    `\n${outsideSentence(rows)}`,
    '\n## Per family of stacks\n',
    summaryTable(rows, 'family'),
    '\n## A stack the fit has never seen\n',
    unseenSentence(rows),
    '',
    summaryTable(
      rows.map((r) => ({ ...r, error: r.unseenError, band: r.unseenBand })),
      'family',
    ),
    '\n## Per source\n',
    summaryTable(rows, 'source'),
    `\n${biasedSources(rows)}`,
    `\n## Known to be wrong\n\nThe ${missed.length} rows whose left-out error lies outside the band, largest first:\n`,
    rowTable(missed),
    '\n## Calibrated with a measurement\n',
    calibrationMarkdown(pairs),
    '\n## FP8: what the data chose\n',
    fp8Markdown(fp8),
    `\n## Every row (${rows.length})\n`,
    rowTable(rows),
    '',
  ].join('\n');
}

/** Measured against left-out estimate, one point a row, coloured by group: an SVG. */
export async function accuracyPlot(rows) {
  const points = rows.map((r) => ({ ...r, group: GROUPS[r.group] }));
  // From the nearest ten below the lowest point: most runs lie above 50 %.
  const low = Math.floor(Math.min(...rows.flatMap((r) => [r.measured, r.estimate])) / 10) * 10;
  const domain = [low, 100];
  // One drawing for every width: the page shows it at its own size up to the
  // column's width and shrinks it below. About 480 units wide, it shrinks to
  // 0.7 on a 390 px phone, so text of 14 to 16 units still reads at 10 to 11 px
  // there (a 630-unit drawing with 13-unit text left the legend 7 px tall).
  const spec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: 400,
    height: 340,
    background: null,
    config: {
      axis: {
        labelColor: '#888',
        titleColor: '#888',
        gridColor: '#8884',
        domainColor: '#888',
        tickColor: '#888',
        labelFontSize: 14,
        titleFontSize: 15,
      },
      legend: {
        labelColor: '#888',
        titleColor: '#888',
        orient: 'bottom',
        direction: 'vertical',
        labelLimit: 0,
        labelFontSize: 16,
        titleFontSize: 16,
        symbolSize: 120,
      },
    },
    layer: [
      {
        data: {
          values: [
            { x: low, y: low },
            { x: 100, y: 100 },
          ],
        },
        mark: { type: 'line', color: '#888', strokeDash: [4, 4] },
        encoding: {
          x: { field: 'x', type: 'quantitative', scale: { domain } },
          y: { field: 'y', type: 'quantitative', scale: { domain } },
        },
      },
      {
        data: { values: points },
        mark: { type: 'point', filled: true, size: 45, opacity: 0.8 },
        encoding: {
          x: { field: 'measured', type: 'quantitative', title: 'measured efficiency (%)', scale: { domain } },
          y: { field: 'estimate', type: 'quantitative', title: 'estimated, its source left out (%)', scale: { domain } },
          color: { field: 'group', type: 'nominal', title: 'group', sort: Object.values(GROUPS) },
          shape: { field: 'group', type: 'nominal', sort: Object.values(GROUPS) },
        },
      },
    ],
  };
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  return view.toSVG();
}
