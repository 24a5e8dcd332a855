// The demo's panels and tools around the results: the chart and its data
// table, shared links, copy and download, what-if, time and cost, and axe
// with every panel open. Chromium against the demo in dist/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { browserSuite, openPage, openEstimator, ready, settle, shadowText, typeInto, axeViolations, LEAKED } from './harness.mjs';
import { LANGUAGES } from '../../web/locales/languages.js';

const { browser } = browserSuite({ permissions: ['clipboard-read', 'clipboard-write'] });

const demo = async (hash = '', lang = 'en', options) => {
  const opened = await openPage(browser.context, `${browser.origin}/index.html${hash || `?lang=${lang}`}`, options);
  await ready(opened.page);
  return opened;
};

// Opens every panel and waits for their bodies, which come with the core's second module.
const openPanels = async (page) => {
  await page.evaluate(() =>
    document
      .querySelector('dp-scaling-calculator')
      .shadowRoot.querySelectorAll('details.panel')
      .forEach((d) => (d.open = true)),
  );
  await page.waitForFunction(() =>
    [...document.querySelector('dp-scaling-calculator').shadowRoot.querySelectorAll('details.panel')].every((d) => 'built' in d.dataset),
  );
  // And their texts, which in a language other than English come in a file of their own.
  await page.waitForFunction(() =>
    [...document.querySelector('dp-scaling-calculator').shadowRoot.querySelectorAll('details.panel label')].every((l) =>
      l.textContent.trim(),
    ),
  );
};

const chartState = (page) =>
  page.evaluate(() => {
    const root = document.querySelector('dp-scaling-calculator').shadowRoot;
    const svg = root.querySelector('#chart svg');
    return {
      series: [...svg.querySelectorAll('polyline')].map((p) => p.getAttribute('class')),
      ideal: svg.querySelector('polyline.ideal').getAttribute('points'),
      actual: svg.querySelector('polyline.actual').getAttribute('points'),
      point: svg.querySelectorAll('circle.point').length,
      ticks: [...svg.querySelectorAll('text.tick')].map((t) => t.textContent),
      legend: root.getElementById('legend').textContent,
      tableRows: root.querySelectorAll('#chart-table tr').length,
      caption: root.querySelector('#chart-table caption').textContent,
    };
  });

test('the chart draws two series and the marked point, and follows the inputs', async () => {
  const { page, errors } = await demo();
  const before = await chartState(page);
  assert.deepEqual(before.series, ['ideal', 'actual']);
  assert.equal(before.point, 1);
  assert.ok(before.ticks.includes('400K') && before.ticks.includes('100'), before.ticks.join(' '));
  assert.match(before.legend, /Actual at 90%/);
  assert.ok(before.tableRows > 3, 'a data table for screen readers');
  assert.equal(before.caption, 'Ideal and actual throughput from 1 to 300 devices');
  await typeInto(page, 'efficiencyPercent', '50');
  const after = await chartState(page);
  assert.equal(after.ideal, before.ideal, 'ideal does not depend on efficiency');
  assert.notEqual(after.actual, before.actual);
  assert.match(after.legend, /Actual at 50%/);
  await typeInto(page, 'devices', '1000');
  const wider = await chartState(page);
  assert.ok(wider.ticks.includes('4K') && !wider.ticks.includes('100'), wider.ticks.join(' '));
  await typeInto(page, 'devices', 'x');
  assert.equal(await shadowText(page, 'chart'), '“Devices” holds a value that cannot be used; the results appear once it is corrected.');
  assert.deepEqual(errors, []);
  await page.close();
});

// In the page: keeps the chart's nodes (the <svg>, its curves, the band, the
// marked point, the tick labels) with what they show, and records every
// mutation inside #chart from now on; `compare()` then tells which of those
// nodes are still the ones shown, what changed in them, and which nodes were
// added or removed, where.
function watchChart() {
  const root = document.querySelector('dp-scaling-calculator').shadowRoot;
  const chart = root.getElementById('chart');
  const find = () => ({
    svg: [chart.querySelector('svg')],
    lines: [...chart.querySelectorAll('polyline')],
    band: [...chart.querySelectorAll('path.band')],
    point: [...chart.querySelectorAll('circle.point')],
    ticks: [...chart.querySelectorAll('text.tick')],
  });
  const show = (node) =>
    node.getAttribute('points') ?? node.getAttribute('d') ?? node.getAttribute('cx') ?? node.getAttribute('viewBox') ?? node.textContent;
  const kept = find();
  const before = Object.fromEntries(Object.entries(kept).map(([k, list]) => [k, list.map(show)]));
  const records = [];
  const observer = new MutationObserver((list) => records.push(...list));
  observer.observe(chart, { subtree: true, childList: true, attributes: true, characterData: true });
  window.compareChart = () => {
    records.push(...observer.takeRecords());
    const now = find();
    const label = (node) => (node.nodeType === 1 ? node.localName : '#text');
    return {
      same: Object.fromEntries(
        Object.entries(kept).map(([k, list]) => [k, list.length === now[k].length && list.every((n, i) => n === now[k][i])]),
      ),
      changed: Object.fromEntries(Object.entries(now).map(([k, list]) => [k, list.some((n, i) => show(n) !== before[k][i])])),
      ticks: now.ticks.map((t) => t.textContent),
      // Nodes added or removed: what, and in what.
      moved: records
        .filter((r) => r.type === 'childList')
        .flatMap((r) => [...r.addedNodes, ...r.removedNodes].map((n) => `${label(n)} in ${r.target.localName}`)),
      attributes: [...new Set(records.filter((r) => r.type === 'attribute' || r.type === 'attributes').map((r) => r.attributeName))].sort(),
    };
  };
}

test('a keystroke redraws the chart in place: the same nodes, their points, path and tick texts changed, nothing parsed', async () => {
  const { page, errors } = await openEstimator(browser);
  await page.waitForFunction(
    () => document.querySelector('dp-scaling-calculator').shadowRoot.querySelectorAll('#chart polyline').length === 3,
  );
  await page.evaluate(watchChart);
  // 64 → 640 devices: the axes run to ten times as far, with as many ticks.
  await typeInto(page, 'devices', '640');
  const tenfold = await page.evaluate(() => window.compareChart());
  assert.deepEqual(tenfold.same, { svg: true, lines: true, band: true, point: true, ticks: true }, 'the same nodes');
  assert.deepEqual(tenfold.changed, { svg: false, lines: true, band: true, point: true, ticks: true }, 'showing the new scenario');
  assert.ok(tenfold.ticks.includes('3K') && !tenfold.ticks.includes('300'), tenfold.ticks.join(' '));
  assert.deepEqual(tenfold.moved, [], 'no node added or removed');
  assert.deepEqual(
    tenfold.attributes,
    ['cx', 'cy', 'd', 'points', 'x', 'x1', 'x2'].filter((a) => tenfold.attributes.includes(a)),
  );
  // 640 → 1000: more ticks on each axis; the nodes added go into the ticks' groups, and every other node stays.
  await page.evaluate(watchChart);
  await typeInto(page, 'devices', '1000');
  const wider = await page.evaluate(() => window.compareChart());
  assert.deepEqual({ ...wider.same, ticks: true }, { svg: true, lines: true, band: true, point: true, ticks: true });
  assert.ok(wider.moved.length > 0, 'ticks added');
  assert.deepEqual([...new Set(wider.moved)].sort(), ['line in g', 'text in g']);
  assert.ok(wider.ticks.includes('4K'), wider.ticks.join(' '));
  assert.deepEqual(errors, []);
  await page.close();
});

test('text from the host in the chart is text: a unit made of markup injects nothing', async () => {
  const { page, errors } = await demo();
  const unit = '<img src=x onerror="window.owned=1"><svg onload="window.owned=2">';
  await page.evaluate((u) => document.querySelector('dp-scaling-calculator').setAttribute('unit', u), unit);
  await settle(page);
  const state = await page.evaluate(() => {
    const root = document.querySelector('dp-scaling-calculator').shadowRoot;
    return {
      owned: window.owned,
      injected: root.querySelectorAll('#chart img, #chart svg svg, #chart [onerror], #chart [onload]').length,
      axis: [...root.querySelectorAll('#chart text.axis')].map((t) => t.textContent),
      point: root.querySelector('#chart circle.point title').textContent,
    };
  });
  assert.equal(state.owned, undefined);
  assert.equal(state.injected, 0);
  assert.ok(
    state.axis.some((t) => t.includes(unit)),
    state.axis.join(' | '),
  );
  assert.ok(state.point.endsWith(unit), state.point);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the results, the chart and the panels are layout-contained, and containment moves no box', async () => {
  for (const width of [1280, 390]) {
    const { page, errors } = await demo('', 'en', { width });
    await openPanels(page);
    await page.waitForFunction(() => document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('estimate'));
    await typeInto(page, 'measuredThroughput', '100000');
    const boxes = () =>
      page.evaluate(() =>
        [...document.querySelector('dp-scaling-calculator').shadowRoot.querySelectorAll('*')].map((e) => {
          const { x, y, width: w, height: h } = e.getBoundingClientRect();
          return `${e.localName}#${e.id} ${x},${y} ${w}×${h}`;
        }),
      );
    const contain = await page.evaluate(() =>
      [...document.querySelector('dp-scaling-calculator').shadowRoot.querySelectorAll('.results, .chart, details.panel')].map(
        (e) => getComputedStyle(e).contain,
      ),
    );
    assert.deepEqual(contain, Array(contain.length).fill('layout'), `${width} px`);
    assert.equal(contain.length, 6, 'the results, the chart and four panels');
    const contained = await boxes();
    // The same element with no containment anywhere: every box where it was.
    await page.evaluate(() => {
      const root = document.querySelector('dp-scaling-calculator').shadowRoot;
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('* { contain: none !important; }');
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    });
    await settle(page);
    const free = await boxes();
    assert.equal(free.length, contained.length);
    assert.deepEqual(
      contained.filter((box, i) => box !== free[i]),
      [],
      `${width} px: boxes that containment moved`,
    );
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('the chart data table holds the exact values, and follows the inputs', async () => {
  const { page } = await demo();
  const rows = () =>
    page.evaluate(() =>
      [...document.querySelector('dp-scaling-calculator').shadowRoot.querySelectorAll('#chart-table tr')].map((tr) => tr.textContent),
    );
  const cells = await rows();
  assert.ok(cells.includes('64128,000115,200'), cells.join(' | '));
  assert.ok(cells.includes('12,0001,800'), cells.join(' | '));
  // Same shape, new numbers: the kept cells are rewritten.
  await typeInto(page, 'efficiencyPercent', '50');
  const after = await rows();
  assert.equal(after.length, cells.length);
  assert.ok(after.includes('64128,00064,000') && after.includes('12,0001,000'), after.join(' | '));
  // Another shape: more rows, each right.
  await typeInto(page, 'devices', '1000');
  assert.ok((await rows()).includes('1,0002,000,0001,000,000'), (await rows()).join(' | '));
  await page.close();
});

test('a shared link restores the inputs and the language', async () => {
  const { page, errors } = await demo('#d=128&v=1000&e=80&lang=de');
  assert.equal(await shadowText(page, 'ideal'), '128.000 Samples/s');
  assert.equal(await shadowText(page, 'actual'), '102.400 Samples/s');
  assert.equal(await shadowText(page, 'speedup'), '102,4×');
  assert.equal(await page.locator('#language').inputValue(), 'de');
  await typeInto(page, 'efficiencyPercent', '75');
  assert.equal(await page.evaluate(() => location.hash), '#d=128&v=1000&e=75&lang=de');
  assert.deepEqual(errors, []);
  await page.close();
});

// The link names the estimator's panel and another language: the estimator's code and the
// second tier come before the language's messages, and the URL is written only once there is
// something to write.
test('a shared link that opens a panel in another language restores it without an error', async () => {
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    const { page, errors } = await demo(`#d=64&v=2000&e=90&sharding=zero3&o=estimator&lang=${lang}`);
    await page.waitForFunction(() =>
      document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('estimate')?.textContent.includes('%'),
    );
    await settle(page);
    assert.deepEqual(errors, [], lang);
    assert.match(await page.evaluate(() => location.hash), new RegExp(`o=estimator.*lang=${lang}`), lang);
    await page.close();
  }
});

test('a hostile fragment shows errors and injects nothing', async () => {
  const junk =
    '#d=%3Cimg%20src%3Dx%20onerror%3D%22window.owned%3D1%22%3E&v=%3Cscript%3Ewindow.owned%3D2%3C%2Fscript%3E' +
    '&e=1e999&lang=%3Cb%3E&u=%3Csvg%20onload%3D%22window.owned%3D3%22%3E&s=--1&p=NaN';
  const { page, errors } = await demo(junk);
  await openPanels(page);
  const state = await page.evaluate(() => {
    const root = document.querySelector('dp-scaling-calculator').shadowRoot;
    return {
      owned: window.owned,
      injected: root.querySelectorAll('img, script, b, svg[onload], [onerror], [onload]').length,
      devices: root.getElementById('devices-error').textContent,
      throughput: root.getElementById('throughputPerDevice-error').textContent,
      efficiency: root.getElementById('efficiencyPercent-error').textContent,
      samples: root.getElementById('datasetSamples-error').textContent,
      price: root.getElementById('pricePerDeviceHour-error').textContent,
      emptyShown: !root.getElementById('empty').hidden,
      lang: document.querySelector('dp-scaling-calculator').getAttribute('lang'),
      text: root.textContent,
    };
  });
  assert.equal(state.owned, undefined);
  assert.equal(state.injected, 0);
  assert.equal(state.devices, 'Enter just a number, without letters or units.');
  assert.equal(state.throughput, 'Enter just a number, without letters or units.');
  assert.equal(state.efficiency, 'This number is too large to work with.');
  assert.equal(state.samples, 'Enter just a number, without letters or units.');
  assert.equal(state.price, 'Enter just a number, without letters or units.');
  assert.equal(state.emptyShown, true);
  assert.equal(state.lang, null, 'an unknown language is ignored');
  assert.doesNotMatch(state.text, LEAKED);
  assert.ok(state.text.includes('<svg onload="window.owned=3">'), 'the unit is shown as text');
  assert.deepEqual(errors, []);
  await page.close();
});

test('copy link and copy results put the right text on the clipboard', async () => {
  const { page } = await demo();
  await page.locator('dp-scaling-calculator #copyLink').click();
  await page.waitForFunction(() => document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('status').textContent);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(link, `${browser.origin}/index.html?lang=en#d=64&v=2000&e=90&lang=en`);
  assert.equal(await shadowText(page, 'status'), 'Link copied.');
  await page.locator('dp-scaling-calculator #copyText').click();
  await page.waitForFunction(
    () => document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('status').textContent === 'Results copied.',
  );
  const text = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(text, /^Data-parallel scaling calculator\nDevices: 64\nThroughput per device: 2,000 samples\/s\n/);
  assert.match(text, /Actual throughput: 115,200 samples\/s\nSpeedup: 57\.6×\nLost throughput: 12,800 samples\/s\n$/);
  await page.close();
});

async function downloaded(page, id) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator(`dp-scaling-calculator #${id}`).click()]);
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

test('CSV and JSON downloads hold language-independent numbers', async () => {
  const { page } = await demo('', 'de');
  await openPanels(page);
  await typeInto(page, 'datasetSamples', '115.200.000');
  await typeInto(page, 'epochs', '10');
  await typeInto(page, 'pricePerDeviceHour', '2,5');
  const csv = await downloaded(page, 'downloadCsv');
  assert.equal(csv.name, 'dp-scaling.csv');
  // Plain numbers as worked out, to the 15 digits a double holds (444.44444444444446 → 444.444444444444), each with
  // its label in the page's language, its unit and, for an input, where it came from.
  const lines = csv.text.split('\r\n');
  assert.equal(lines[0], 'quantity,label,value,unit,source');
  for (const line of [
    'devices,Geräte,64,,given', // by the page's link
    'throughputPerDevice,Durchsatz je Gerät,2000,samples/s,given', // the unit the machine's way (review S18)
    'efficiencyPercent,Skalierungseffizienz (%),90,%,given',
    'intraNodeBandwidthGBps,Bandbreite im Knoten je Gerät und Richtung (GB/s),300,GB/s,preset', // NVLink 3's
    'idealThroughput,Idealer Durchsatz,128000,samples/s,result',
    'speedup,Speedup,57.6,×,result',
    'datasetSamples,Samples je Epoche,115200000,samples,given',
    'samples,Zu verarbeitende Samples,1152000000,samples,result',
    'pricePerDeviceHour,Preis je Gerätestunde,2.5,USD/h,given',
    'clusterSeconds,Zeit auf dem Cluster,10000,s,result',
    'clusterCost,Kosten auf dem Cluster,444.444444444444,USD,result',
  ]) {
    assert.ok(lines.includes(line), `${line}\n${csv.text}`);
  }
  const json = await downloaded(page, 'downloadJson');
  assert.equal(json.name, 'dp-scaling.json');
  const data = JSON.parse(json.text);
  assert.equal(data.unit, 'samples/s');
  assert.equal(data.currency, 'USD');
  assert.deepEqual(data.inputs.devices, { value: 64, unit: '', label: 'Geräte', source: 'given' });
  assert.deepEqual(data.results.clusterCost, { value: 444.444444444444, unit: 'USD', label: 'Kosten auf dem Cluster' });
  await page.close();
});

test("an author's unit, even one that looks like a formula, stays out of the CSV: it names units the machine's way", async () => {
  const { page } = await demo();
  await page.evaluate(() => document.querySelector('dp-scaling-calculator').setAttribute('unit', '=HYPERLINK("x")'));
  const csv = await downloaded(page, 'downloadCsv');
  assert.match(csv.text, /\r\nthroughputPerDevice,Throughput per device,2000,samples\/s,given\r\n/);
  assert.doesNotMatch(csv.text, /HYPERLINK/);
  await page.close();
});

test('what-if answers the inverse questions', async () => {
  const { page, errors } = await demo();
  await openPanels(page);
  await typeInto(page, 'measuredThroughput', '100,000');
  await typeInto(page, 'targetThroughput', '200000');
  await typeInto(page, 'targetSpeedup', '100');
  assert.equal(await shadowText(page, 'implied'), '78.13%');
  assert.equal(await shadowText(page, 'forThroughput'), '112');
  assert.equal(await shadowText(page, 'forSpeedup'), '112');
  await page.locator('dp-scaling-calculator #useImplied').click();
  assert.equal(await page.locator('dp-scaling-calculator #efficiencyPercent').inputValue(), '78.125');
  assert.equal(await shadowText(page, 'actual'), '100,000samples/s'.replace('samples', ' samples'));
  await typeInto(page, 'measuredThroughput', '200000');
  assert.equal(
    await shadowText(page, 'measuredThroughput-error'),
    'This is above the ideal throughput of 128,000; the model has no superlinear scaling.',
  );
  assert.equal(await shadowText(page, 'implied'), '—');
  await typeInto(page, 'targetSpeedup', '1e9');
  assert.equal(await shadowText(page, 'targetSpeedup-error'), 'Not reachable with up to 10,000,000 devices.');
  assert.deepEqual(errors, []);
  await page.close();
});

const timeCases = {
  // 1.152e9 samples: 576 000 s on one device, 10 000 s on the cluster.
  en: {
    samples: '115,200,000',
    price: '2.5',
    one: '6 days, 16 hours',
    cluster: '2 hours, 47 minutes',
    costOne: '$400.00',
    costCluster: '$444.44',
    ratio: '1.11× the cost on one device',
  },
  de: {
    samples: '115.200.000',
    price: '2,5',
    one: '6 Tage, 16 Stunden',
    cluster: '2 Stunden, 47 Minuten',
    costOne: '400,00\u00a0$',
    costCluster: '444,44\u00a0$',
  },
};

for (const [lang, c] of Object.entries(timeCases)) {
  test(`time and cost for a known case (${lang})`, async () => {
    const { page, errors } = await demo('', lang);
    await openPanels(page);
    await typeInto(page, 'datasetSamples', c.samples);
    await typeInto(page, 'epochs', '10');
    assert.equal(await shadowText(page, 'totalSamples'), lang === 'en' ? '1,152,000,000' : '1.152.000.000');
    assert.equal(await shadowText(page, 'costOne'), '—', 'no price, no cost');
    await typeInto(page, 'pricePerDeviceHour', c.price);
    assert.equal(await shadowText(page, 'timeOne'), c.one);
    assert.equal(await shadowText(page, 'timeCluster'), c.cluster);
    assert.equal(await shadowText(page, 'costOne'), c.costOne);
    assert.ok((await shadowText(page, 'costCluster')).startsWith(c.costCluster));
    if (c.ratio) assert.ok((await shadowText(page, 'costCluster')).endsWith(c.ratio));
    await typeInto(page, 'epochs', '');
    assert.notEqual(await shadowText(page, 'epochs-error'), '');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

for (const lang of LANGUAGES) {
  test(`axe finds no violations with every panel open (${lang})`, async () => {
    for (const colorScheme of ['light', 'dark']) {
      const { page } = await demo('', lang, { colorScheme });
      await openPanels(page);
      await typeInto(page, 'measuredThroughput', '1');
      await typeInto(page, 'datasetSamples', '1000');
      assert.deepEqual(await axeViolations(page), [], colorScheme);
      await page.close();
    }
  });
}

// UX trial: "15T" was refused ("Enter just a number"). A count may end in its magnitude, in the reader's language.
test('a count typed with its magnitude: 15T, 70B, and German "1,5 Mio."', async () => {
  for (const [lang, samples, parameters, expected] of [
    ['en', '15T', '70B', '15,000,000,000,000'],
    ['de', '15 Bio.', '70 Mrd.', '15.000.000.000.000'],
  ]) {
    const { page, errors } = await demo('', lang);
    await openPanels(page);
    await typeInto(page, 'datasetSamples', samples);
    assert.equal(await shadowText(page, 'datasetSamples-error'), '', `${lang}: ${samples}`);
    assert.equal(await shadowText(page, 'totalSamples'), expected, lang);
    // 70 billion parameters at 2,000 samples/s is past an A100's peak: read as 70e9, the throughput says so.
    await typeInto(page, 'parameters', parameters);
    assert.equal(await shadowText(page, 'parameters-error'), '', `${lang}: ${parameters}`);
    assert.equal(await page.evaluate(() => document.querySelector('dp-scaling-calculator').parameters), 70e9);
    // Not every word is a magnitude: the field says what is wrong.
    await typeInto(page, 'datasetSamples', '15X');
    assert.notEqual(await shadowText(page, 'datasetSamples-error'), '');
    assert.deepEqual(errors, []);
    await page.close();
  }
});
