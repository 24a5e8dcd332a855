// The benchmark's second reference: the same visible work as the element
// does for a keystroke with its panels closed (the results, the worked
// example, and the scaling chart redrawn as SVG with its legend and its
// table for screen readers, over as many points), written the plain way:
// formatters made once, DOM by hand, the chart as one SVG string. No wasm,
// no panels.
(() => {
  const lang = document.documentElement.lang;
  const parts = new Intl.NumberFormat(lang).formatToParts(1234567.5);
  const group = parts.find((p) => p.type === 'group').value;
  const decimal = parts.find((p) => p.type === 'decimal').value;
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  const factor = new Intl.NumberFormat(lang, { maximumSignificantDigits: 6 });
  const compact = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
  const parse = (text) => Number(text.trim().split(group).join('').replace(decimal, '.'));
  const UNIT = 'samples/s';
  const POINTS = 48;
  const HEIGHT = 240;

  const make = (tag, props = {}, ...children) => {
    const node = Object.assign(document.createElement(tag), props);
    node.append(...children);
    return node;
  };
  const inputs = {};
  const table = make('table');
  for (const [id, label, value] of [
    ['devices', 'Devices', '64'],
    ['throughput', 'Throughput per device', '2,000'],
    ['efficiency', 'Scaling efficiency (%)', '90'],
  ]) {
    inputs[id] = make('input', { id, value });
    table.insertRow().append(make('th', {}, make('label', { htmlFor: id, textContent: label })), make('td', {}, inputs[id]));
  }
  const results = {};
  const list = make('dl', { id: 'results' });
  for (const [id, label, unit] of [
    ['ideal', 'Ideal throughput', UNIT],
    ['actual', 'Actual throughput', UNIT],
    ['speedup', 'Speedup', ''],
    ['lost', 'Lost throughput', UNIT],
  ]) {
    const value = document.createTextNode('');
    results[id] = value;
    list.append(make('dt', { textContent: label }), make('dd', { id }, value, ' ', make('span', { className: 'unit', textContent: unit })));
  }
  const chart = make('div', { id: 'chart', className: 'chart' });
  const legend = make('ul', { id: 'legend', className: 'legend' });
  const chartTable = make('table', { id: 'chart-table' });
  const example = make('p', { id: 'example', className: 'math' });
  const summary = make('p', { id: 'example-summary' });
  document
    .getElementById('app')
    .append(
      make('h2', { textContent: 'Data-parallel scaling calculator' }),
      table,
      list,
      make('h3', { textContent: 'Scaling chart' }),
      chart,
      legend,
      make('div', { className: 'sr-only' }, chartTable),
      make('h3', { textContent: 'Worked example' }),
      example,
      summary,
    );

  const esc = (text) => String(text).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const round = (n) => Math.round(n * 10) / 10;

  // 0 and then steps of 1, 2 or 5 × 10^k up to at least `max`.
  function ticks(max) {
    const raw = max / 5;
    const power = 10 ** Math.floor(Math.log10(raw));
    const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw);
    return Array.from({ length: Math.ceil(max / step - 1e-9) + 1 }, (_, i) => i * step);
  }

  // Device counts from 1 to `top`, evenly spaced on a log scale.
  function deviceCounts(top) {
    const counts = new Set();
    for (let i = 0; i < POINTS; i++) counts.add(Math.min(top, Math.round(top ** (i / (POINTS - 1)))));
    return counts;
  }

  function drawChart(d, v, e) {
    const xTicks = ticks(Math.min(1e7, Math.max(8, 4 * d))).map((t) => Math.max(1, t));
    const top = xTicks[xTicks.length - 1];
    const devices = [...new Set([...deviceCounts(top), ...xTicks, d])].sort((a, b) => a - b);
    const ideal = devices.map((n) => n * v);
    const actual = ideal.map((i) => i * e);
    const yTicks = ticks(ideal[ideal.length - 1]);
    const width = chart.clientWidth || 600;
    const left = 12 + 7 * Math.max(...yTicks.map((t) => compact.format(t).length));
    const plotW = width - left - 16,
      plotH = HEIGHT - 68,
      bottom = 28 + plotH;
    const x = (n) => round(left + (n / top) * plotW);
    const y = (value) => round(bottom - (value / yTicks[yTicks.length - 1]) * plotH);
    const line = (name, values) =>
      `<polyline class="${name}" fill="none" points="${devices.map((n, i) => `${x(n)},${y(values[i])}`).join(' ')}"/>`;
    const title = `Ideal and actual throughput from 1 to ${number.format(top)} devices`;
    chart.innerHTML =
      `<svg viewBox="0 0 ${width} ${HEIGHT}" width="${width}" height="${HEIGHT}" role="img"><title>${esc(title)}</title>` +
      `<line class="axis-line" x1="${left}" x2="${left + plotW}" y1="${bottom}" y2="${bottom}"/>` +
      yTicks
        .map(
          (t) =>
            `<line class="grid" x1="${left}" x2="${left + plotW}" y1="${y(t)}" y2="${y(t)}"/><text x="${left - 6}" y="${y(t) + 4}" text-anchor="end">${esc(compact.format(t))}</text>`,
        )
        .join('') +
      xTicks
        .map(
          (t) =>
            `<line class="grid" x1="${x(t)}" x2="${x(t)}" y1="${bottom}" y2="${bottom + 4}"/><text x="${x(t)}" y="${bottom + 17}" text-anchor="middle">${esc(compact.format(t))}</text>`,
        )
        .join('') +
      line('ideal', ideal) +
      line('actual', actual) +
      `<circle class="point" cx="${x(d)}" cy="${y(d * v * e)}" r="5"><title>${esc(`${number.format(d)} → ${number.format(d * v * e)} ${UNIT}`)}</title></circle>` +
      `<text class="axis" x="${left + plotW / 2}" y="${HEIGHT - 4}" text-anchor="middle">Devices</text><text class="axis" x="0" y="12">Cluster throughput (${UNIT})</text></svg>`;
    legend.innerHTML = `<li><span class="swatch ideal"></span>Ideal throughput</li><li><span class="swatch actual"></span>Actual at ${esc(number.format(e * 100))} %</li>`;
    const rows = [...new Set([...xTicks, d])].sort((a, b) => a - b);
    chartTable.innerHTML =
      `<caption>${esc(title)}</caption><tr><th scope="col">Devices</th><th scope="col">Ideal</th><th scope="col">Actual</th></tr>` +
      rows
        .map((n) => `<tr><th scope="row">${number.format(n)}</th><td>${number.format(n * v)}</td><td>${number.format(n * v * e)}</td></tr>`)
        .join('');
  }

  function update() {
    const d = parse(inputs.devices.value),
      v = parse(inputs.throughput.value),
      e = parse(inputs.efficiency.value) / 100;
    if (!(d >= 1 && d <= 1e7 && Number.isInteger(d) && v > 0 && e > 0 && e <= 1)) {
      for (const node of Object.values(results)) node.data = '';
      chart.textContent = example.textContent = summary.textContent = '';
      return;
    }
    const ideal = d * v,
      actual = ideal * e;
    const [D, I, A, S] = [d, ideal, actual, d * e].map((n) => number.format(n));
    results.ideal.data = I;
    results.actual.data = A;
    results.speedup.data = `${S}×`;
    results.lost.data = number.format(ideal - actual);
    const E = factor.format(e);
    const lines = [
      `I = ${D} × ${number.format(v)} = ${I}`,
      `A = ${I} × ${E} = ${A}`,
      `S = ${D} × ${E} = ${S}`,
      `L = ${I} − ${A} = ${number.format(ideal - actual)}`,
    ];
    example.replaceChildren(...lines.flatMap((text, i) => (i ? [make('br'), text] : [text])));
    summary.textContent = `${D} devices behave like ${S} perfectly scaling devices.`;
    drawChart(d, v, e);
  }

  table.addEventListener('input', update);
  update();
  window.__milestones.results(document);
})();
