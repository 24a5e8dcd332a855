// Chart geometry and the nodes it draws (web/element/chart.js), without a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { niceTicks, chartSvg } from '../../../web/element/chart.js';
import { chartTable } from '../../../web/panels/host/chart-table.js';

const format = { number: (v) => String(v), compact: (v) => `${v / 1000}K` };
const labels = { title: 'T', x: 'Devices', y: 'Y', point: 'P' };

test('ticks are 1, 2 or 5 × 10^k steps from 0 that reach the maximum', () => {
  assert.deepEqual(niceTicks(256), [0, 100, 200, 300]);
  assert.deepEqual(niceTicks(8), [0, 2, 4, 6, 8]);
  assert.deepEqual(niceTicks(1e7), [0, 2e6, 4e6, 6e6, 8e6, 1e7]);
  for (const max of [3, 17, 99, 1234, 5e5]) {
    const ticks = niceTicks(max);
    const step = ticks[1];
    assert.ok(ticks.at(-1) >= max * 0.9999 && ticks.at(-2) < max, String(max));
    assert.ok([1, 2, 5].includes(step / 10 ** Math.floor(Math.log10(step))), String(max));
  }
});

// Every node of a drawing ([tag, attributes, children]; a string is a text node), depth first.
const nodes = (node) => (typeof node === 'string' ? [] : [node, ...(node[2] ?? []).flatMap(nodes)]);
const find = (svg, tag, className) => nodes(svg).filter(([t, a]) => t === tag && (!className || a.class === className));
const texts = (node) => (node[2] ?? []).filter((child) => typeof child === 'string');

test('the curves run from the left axis to the right edge, and the largest value touches the top', () => {
  const devices = Float64Array.from([1, 50, 100]);
  const svg = chartSvg({
    width: 400,
    devices,
    format,
    labels,
    series: [{ className: 'ideal', values: Float64Array.from([1000, 50000, 100000]) }],
    point: { devices: 50, value: 50000 },
  });
  const [line] = find(svg, 'polyline', 'ideal');
  const points = line[1].points.split(' ').map((p) => p.split(',').map(Number));
  const [first, , last] = points;
  assert.ok(first[0] < last[0] && first[1] > last[1], 'rises to the right');
  assert.equal(last[0], 400 - 16, 'ends at the right margin');
  assert.equal(last[1], 28, 'the largest value is the top tick');
  const [point] = find(svg, 'circle', 'point');
  assert.equal(point[1].r, 5);
  assert.deepEqual(point[2], [['title', {}, ['P']]]);
  assert.deepEqual(find(svg, 'text', 'tick').map(texts).flat(), [
    '0K',
    '20K',
    '40K',
    '60K',
    '80K',
    '100K',
    '0K',
    '0.02K',
    '0.04K',
    '0.06K',
    '0.08K',
    '0.1K',
  ]);
});

test('each kind of mark has a group of its own, so a tick more or less moves no other node', () => {
  const draw = (max) =>
    chartSvg({
      width: 400,
      devices: Float64Array.from([1, max]),
      format,
      labels,
      series: [
        { className: 'ideal', values: Float64Array.from([1, max]) },
        { className: 'actual', values: Float64Array.from([1, max / 2]) },
      ],
      point: { devices: 1, value: 1 },
    });
  // 0…300 has four ticks, 0…1000 six: only the contents of the two tick groups differ in length.
  const [few, more] = [draw(300), draw(1000)];
  const shape = (svg) => svg[2].map(([tag, , children]) => `${tag}:${tag === 'g' ? children.length : ''}`);
  assert.deepEqual(shape(few), ['title:', 'line:', 'g:8', 'g:8', 'g:0', 'g:2', 'g:1', 'text:', 'text:']);
  assert.deepEqual(shape(more), ['title:', 'line:', 'g:12', 'g:12', 'g:0', 'g:2', 'g:1', 'text:', 'text:']);
});

test('text from the host page is only ever a text node, never markup, a tag or an attribute', () => {
  const hostile = '<img src=x onerror=alert(1)>';
  const svg = chartSvg({
    width: 300,
    devices: Float64Array.from([1, 2]),
    format,
    labels: { ...labels, y: hostile, point: '"&' },
    series: [{ className: 'ideal', values: Float64Array.from([1, 2]) }],
    point: { devices: 1, value: 1 },
  });
  const all = nodes(svg);
  assert.deepEqual([...new Set(all.map(([tag]) => tag))].sort(), ['circle', 'g', 'line', 'polyline', 'svg', 'text', 'title']);
  for (const [, attributes] of all) for (const value of Object.values(attributes)) assert.ok(!String(value).includes('<'), String(value));
  assert.deepEqual(texts(all.at(-1)), [hostile], 'the axis title holds the text as it is');
  assert.deepEqual(texts(find(svg, 'title').at(-1)), ['"&']);
});

test('the screen-reader table has one row per labelled device count that the data holds', () => {
  const table = chartTable({
    devices: Float64Array.from([1, 2, 4]),
    format,
    labels,
    series: [{ label: 'Ideal', values: Float64Array.from([10, 20, 40]) }],
    rows: [1, 3, 4],
  });
  assert.equal(table.caption, 'T');
  assert.deepEqual(table.rows[0], [labels.x, 'Ideal'], 'the header');
  assert.deepEqual(
    table.rows.slice(1).map((row) => row[0]),
    ['1', '4'],
    'no row for a count the data lacks',
  );
  assert.deepEqual(table.rows[2], ['4', '40']);
});

test("an estimate's column in the table is as precise as every other: no figure rounded to three digits", () => {
  const number = (v, options) => new Intl.NumberFormat('en', { maximumFractionDigits: 2, ...options }).format(v);
  const table = chartTable({
    devices: Float64Array.from([1, 64]),
    format: { ...format, number },
    labels,
    series: [
      { label: 'Actual', values: Float64Array.from([2000, 115234.567]) },
      { label: 'Estimated', values: Float64Array.from([2000, 113456.789]) },
    ],
    rows: [1, 64],
  });
  assert.deepEqual(table.rows[2], ['64', '115,234.57', '113,456.79']);
});
