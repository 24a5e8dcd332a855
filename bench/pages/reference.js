// The benchmark's reference: the same job as the element's first screen,
// by hand in plain JS (locale-aware parsing and formatting, a DOM table of
// inputs and a list of results), with nothing else.
(() => {
  const lang = document.documentElement.lang;
  const parts = new Intl.NumberFormat(lang).formatToParts(1234567.5);
  const group = parts.find((p) => p.type === 'group').value;
  const decimal = parts.find((p) => p.type === 'decimal').value;
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  const parse = (text) => Number(text.trim().split(group).join('').replace(decimal, '.'));

  const app = document.getElementById('app');
  const table = document.createElement('table');
  const inputs = {};
  for (const [id, label, value] of [
    ['devices', 'Devices', '64'],
    ['throughput', 'Throughput per device', '2,000'],
    ['efficiency', 'Scaling efficiency (%)', '90'],
  ]) {
    const row = table.insertRow();
    const th = document.createElement('th');
    const lab = document.createElement('label');
    lab.htmlFor = id;
    lab.textContent = label;
    th.append(lab);
    const input = document.createElement('input');
    input.id = id;
    input.value = value;
    inputs[id] = input;
    const td = document.createElement('td');
    td.append(input);
    row.append(th, td);
  }
  const results = document.createElement('dl');
  results.id = 'results';
  const cells = {};
  for (const [id, label] of [
    ['ideal', 'Ideal throughput'],
    ['actual', 'Actual throughput'],
    ['speedup', 'Speedup'],
    ['lost', 'Lost throughput'],
  ]) {
    const dt = document.createElement('dt');
    dt.textContent = label;
    cells[id] = document.createElement('dd');
    cells[id].id = id;
    results.append(dt, cells[id]);
  }
  app.append(table, results);

  function update() {
    const d = parse(inputs.devices.value),
      v = parse(inputs.throughput.value),
      e = parse(inputs.efficiency.value) / 100;
    if (!(d >= 1 && Number.isInteger(d) && v > 0 && e > 0 && e <= 1)) {
      for (const cell of Object.values(cells)) cell.textContent = '';
      return;
    }
    const ideal = d * v,
      actual = ideal * e;
    cells.ideal.textContent = `${number.format(ideal)} samples/s`;
    cells.actual.textContent = `${number.format(actual)} samples/s`;
    cells.speedup.textContent = `${number.format(d * e)}×`;
    cells.lost.textContent = `${number.format(ideal - actual)} samples/s`;
  }
  table.addEventListener('input', update);
  update();
  window.__milestones.results(document);
})();
