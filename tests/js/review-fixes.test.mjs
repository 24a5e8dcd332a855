// The fix-level findings of the language reviews (shared/reviews/language-review.md), each held where a test can
// hold it. Turn 4: X1, the shard group's condition and message at 8 and 12 devices a group; P1, Portuguese
// contractions in the MFU note's default state; X12, the plural of a sequence's tokens; D1, German's word for the
// hidden size. Turn 5 (issue 50, the copied results, the counts and the plurals): S1, "Copy results" says what the
// screen says, in the reader's language; S18, the CSV and JSON name units the machine's way; S3 and S6, counts
// with their nouns (tests/js/plurals.test.mjs holds every plural); S16, the two limits that give their reason;
// S21 and S22, the summary bar's start and the unit of a value used; S4, the devices checked, from the validated
// range; DE1, German's model width everywhere; PT1, the recomputation options' gender; DOC1 and DOC2 on the site.
// S2, one symbol per quantity, is tests/js/symbols.test.mjs.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadCalculator } from '../../dist/index.js';
import { formatMessage } from '../../web/i18n/message.js';
import { errorMessage } from '../../web/api/messages.js';
import { LANGUAGES } from '../../web/locales/languages.js';
import { createContext } from '../../web/element/context.js';
import { createScenario } from '../../web/element/scenario.js';
import { FIELDS, FIELD_IDS, SELECTS, SELECT_IDS } from '../../web/common/fields.js';
import { DESCRIPTORS } from '../../web/panels/registry.js';
import { plainText, resultRows, toCsv, toJson } from '../../web/panels/host/export.js';
import { usedValue } from '../../web/panels/host/actions.js';
import * as moneyAndTime from '../../web/panels/shared/money-time.js';
import { issuesOf, messagesByLanguage } from './support.mjs';

// Each language's messages, both halves, as one table (errors apart).
const locales = messagesByLanguage();
let calc;
before(async () => {
  calc = await loadCalculator();
});

// 64 devices in nodes of 8 with a network between them, as hybrid sharding.
const hybrid = {
  devices: 64,
  throughputPerDevice: 40,
  parameters: 1.5e9,
  bytesPerGradient: 2,
  batchPerDevice: 8,
  gradientAccumulation: 1,
  devicesPerNode: 8,
  intraNodeBandwidthGBps: 300,
  interNodeBandwidthGbps: 400,
  sharding: 'hybrid',
};
const issues = (input) =>
  issuesOf(
    () => calc.estimateEfficiency(input),
    ({ field, code, limit }) => ({ field, code, limit }),
  );

test('X1: a shard group of 8 on nodes of 8 is valid; one of 12 is not whole nodes, said on the group and only under hybrid sharding', () => {
  assert.doesNotThrow(() => calc.estimateEfficiency({ ...hybrid, shardGroupSize: 8 }));
  assert.deepEqual(issues({ ...hybrid, shardGroupSize: 12 }), [{ field: 'shardGroupSize', code: 'partial_node', limit: 8 }]);
  assert.doesNotThrow(() => calc.estimateEfficiency({ ...hybrid, sharding: 'zero3', shardGroupSize: 12 }), 'not asked for without hybrid');
});

test('X1: the message names whole nodes and a multiple of the node, never "above" the valid default', () => {
  const expected = {
    en: 'A shard group spans whole nodes: enter a multiple of 8.',
    de: 'Eine Shard-Gruppe umfasst ganze Knoten: Geben Sie ein Vielfaches von 8 ein.',
    pt: 'Um grupo de shards abrange nós inteiros: insira um múltiplo de 8.',
    it: 'Un gruppo di shard comprende nodi interi: inserisci un multiplo di 8.',
  };
  for (const l of LANGUAGES) assert.equal(errorMessage(locales[l], l, 'partial_node', 8), expected[l], l);
});

// The MFU note as the element fills it in the default state (no model, no device chosen), with
// `tokens` a sequence when given, in the element's numbers.
const mfuNote = (l, tokens) =>
  formatMessage(
    locales[l].mfuNote,
    {
      throughput: '2,000 samples/s',
      model: locales[l].thisModel,
      device: locales[l].thisDevice,
      hasSequence: tokens === undefined ? 'no' : 'yes',
      sequence: tokens ?? 0,
      precision: 'BF16',
      mfu: '12%',
      flops: '40',
    },
    { locale: l, number: (n) => new Intl.NumberFormat(l).format(n) },
  );

test('P1: the Portuguese MFU note reads without a missing contraction ("de este", "em este")', () => {
  const note = mfuNote('pt');
  assert.doesNotMatch(note, /\b(?:de|em) (?:este|esta|esse|essa)\b/u, note);
  assert.match(note, /de seu modelo em seu dispositivo/u, note);
});

test('X12: a sequence of 1 token reads "1 token" in every language, and 8,192 tokens in the plural', () => {
  const one = { en: 'at 1 token a sequence', de: 'bei 1 Token je Sequenz', pt: 'sequências de 1 token ', it: 'sequenze di 1 token ' };
  const many = {
    en: 'at 8,192 tokens a sequence',
    de: 'bei 8.192 Tokens je Sequenz',
    pt: 'sequências de 8.192 tokens',
    it: 'sequenze di 8192 token',
  };
  for (const l of LANGUAGES) {
    assert.ok(mfuNote(l, 1).includes(one[l]), `${l}: ${mfuNote(l, 1)}`);
    assert.ok(mfuNote(l, 8192).includes(many[l]), `${l}: ${mfuNote(l, 8192)}`);
    assert.doesNotMatch(mfuNote(l), /\btoken/i, `${l}: no sequence, no tokens: ${mfuNote(l)}`);
  }
});

test('D1: German names the hidden size as the model width, not the hidden layer of an MLP', () => {
  const de = locales.de;
  assert.match(de.hiddenSize, /Modellbreite/);
  assert.doesNotMatch(`${de.hiddenSize} ${locales.de.errors.flops_or_architecture}`, /verborgen/);
});

// --- Turn 5 ---

// Each panel's code, in the order the element shows them.
const PANELS = await Promise.all(DESCRIPTORS.map(async (d) => ({ id: d.id, ...(await import(`../../web/panels/${d.id}/index.js`)) })));

// A realistic snapshot, as the element makes it with its panels open (web/panels/index.js, answersOf): the
// default choices with the throughput in tokens, 8,192 tokens a sequence and a micro-batch of 8, so that the
// estimate, memory and the FLOPs answer, and a data set with a price, so that time and cost do.
function snapshotIn(language, author = null) {
  const texts = {
    ...Object.fromEntries(FIELD_IDS.map((id) => [id, FIELDS[id].initial ?? ''])),
    tokensPerSample: '8192',
    batchPerDevice: '8',
  };
  Object.assign(texts, { datasetSamples: '100000000000', pricePerDeviceHour: '3' });
  const choices = { ...Object.fromEntries(SELECT_IDS.map((id) => [id, SELECTS[id].initial])), throughputUnit: 'tokens' };
  const estimator = PANELS.find((p) => p.id === 'estimator');
  const panels = {
    isChoice: estimator.isChoice,
    answers(core, question) {
      const asked = { ...question };
      for (const p of PANELS.filter((m) => m.prepare)) Object.assign(asked, p.prepare(core, asked, new Map()));
      const own = Object.fromEntries(PANELS.map((p) => [p.id, p.answers?.(core, asked) ?? {}]));
      return { estimate: asked.estimate ?? null, estimatorInput: asked.input, alone: asked.alone ?? null, panels: own };
    },
    chart: () => null,
  };
  const open = { estimator: true, 'time-cost': true };
  const snapshot = createScenario(calc).update({ texts, choices, locale: language, open, built: { estimator: true }, panels });
  const ctx = createContext({
    text: locales[language],
    language,
    locale: language,
    unit: author,
    currency: 'EUR',
    tokens: true,
    panels: () => moneyAndTime,
  });
  return { snapshot, ctx };
}

// What the screen shows for the realistic snapshot, in each language: the page's own formats (Intl's), durations
// and money in words and symbols, a count without a unit its label names, memory against the device's.
const SHOWN = {
  en: [
    'Throughput per device: 2,000 tokens/s',
    'Tokens per epoch: 100,000,000,000',
    'Price per device-hour: €3.00',
    'Sharding: DDP',
    'Model: Custom',
    'Activation recomputation: Selective, or FlashAttention',
    'Gradient precision: FP32 · 4B',
    'Device memory (GB): 80',
    'Time on the cluster: 10 days, 1 hour',
    'Cost on the cluster: €46,296.30',
    'Global batch: 512 samples a step, 4,194,304 tokens',
    'Memory per device: 2.41 GB / 80 GB',
  ],
  de: [
    'Durchsatz je Gerät: 2.000 Tokens/s',
    'Tokens je Epoche: 100.000.000.000',
    'Preis je Gerätestunde: 3,00\u00a0€',
    'Sharding: DDP',
    'Modell: Benutzerdefiniert',
    'Neuberechnung der Aktivierungen: Selektiv oder FlashAttention',
    'Zeit auf dem Cluster: 10 Tage, 1 Stunde',
    'Kosten auf dem Cluster: 46.296,30\u00a0€',
    'Globaler Batch: 512 Samples je Schritt, 4.194.304 Tokens',
    'Speicher je Gerät: 2,41\u00a0GB / 80\u00a0GB',
  ],
  pt: [
    'Vazão por dispositivo: 2.000 tokens/s',
    'Tokens por época: 100.000.000.000',
    'Preço por hora de dispositivo: €\u00a03,00',
    'Modelo: Valores personalizados',
    'Tempo no cluster: 10 dias e 1 hora',
    'Custo no cluster: €\u00a046.296,30',
    'Lote global: 512 amostras por passo, 4.194.304 tokens',
    'Memória por dispositivo: 2,41 GB / 80 GB',
  ],
  it: [
    'Throughput per dispositivo: 2000 token/s',
    'Token per epoca: 100.000.000.000',
    'Prezzo per ora-dispositivo: 3,00\u00a0€',
    'Modello: Valori personalizzati',
    'Tempo sul cluster: 10 giorni e 1 ora',
    'Costo sul cluster: 46.296,30\u00a0€',
    'Batch globale: 512 campioni per passo, 4.194.304 token',
    'Memoria per dispositivo: 2,41 GB / 80 GB',
  ],
};
// English words a German, Portuguese or Italian copy must not hold ("tokens" is Portuguese too).
const ENGLISH = {
  de: /\b(samples|tokens|percentage|points|seconds|hours|days|yes|true|false)\b/,
  pt: /\b(samples|percentage|points|seconds|hours|days|yes|true|false)\b/,
};
ENGLISH.it = ENGLISH.de;

test('S1: "Copy results" writes what the screen says, in the reader\'s language', () => {
  for (const l of LANGUAGES) {
    const { snapshot, ctx } = snapshotIn(l);
    assert.ok(snapshot.estimate && snapshot.panels.estimator.memory && snapshot.panels['time-cost'].time, `${l}: a realistic snapshot`);
    const text = plainText(snapshot, ctx, PANELS);
    const lines = text.split('\n');
    for (const line of SHOWN[l]) assert.ok(lines.includes(line), `${l}: ${JSON.stringify(line)} in\n${text}`);
    // The estimate in one line, with its band, the page's way: "94% ± 3", German "94 % ± 3".
    const e = snapshot.estimate;
    const percent = new Intl.NumberFormat(l, { style: 'percent' }).format(Math.round(e.efficiencyPercent) / 100);
    assert.ok(
      lines.includes(`${ctx.text.estimatedEfficiency}: ${percent} ± ${Math.max(1, Math.round(e.uncertaintyPercent))}`),
      `${l}: ${text}`,
    );
    assert.equal(lines.filter((line) => line.startsWith(ctx.text.estimatedEfficiency)).length, 1, `${l}: the band has no line of its own`);
    // Choices by their options' names, never their ids; no yes or no; no ISO code; no "94 %" where the page writes "94%".
    for (const id of SELECT_IDS) {
      const line = lines.find((candidate) => candidate.startsWith(`${ctx.label(id)}: `));
      assert.ok(line, `${l}: ${id}`);
      if (snapshot.choices[id] !== '') assert.ok(!line.endsWith(`: ${snapshot.choices[id]}`), `${l}: ${line}`);
    }
    assert.ok(!text.includes(ctx.text.memoryTitle), `${l}: whether it fits is said by "… / 80 GB"`);
    assert.doesNotMatch(text, /: (true|false)$|\bEUR\b|\bUSD\b/mu, l);
    if (l !== 'de') assert.doesNotMatch(text, /\d[\s\u00a0]%/u, `${l}: the page writes 94%`);
    if (ENGLISH[l]) assert.doesNotMatch(text, ENGLISH[l], `${l}: ${text.match(ENGLISH[l])?.[0]}`);
  }
});

test("S18: CSV and JSON name units the machine's way in every language, whatever the reader's or the author's name", () => {
  for (const [l, author] of [
    ['de', null],
    ['pt', null],
    ['it', null],
    ['en', 'img/s'],
  ]) {
    const { snapshot, ctx } = snapshotIn(l, author);
    const rows = resultRows(snapshot, ctx, PANELS);
    const units = new Set([...rows.inputs, ...rows.results].map((row) => row[2]));
    assert.deepEqual(
      [...units].filter(
        (u) => !['', 'tokens/s', '%', 'pp', 'GB', 'GB/s', 'Gb/s', 's', 'EUR', 'EUR/h', 'samples', 'tokens', '×'].includes(u),
      ),
      [],
      l,
    );
    assert.ok(units.has('tokens/s') && units.has('pp'), l);
    assert.match(toCsv(rows), /\r\nactualThroughput,[^,]+,115200,tokens\/s,result\r\n/);
    assert.equal(JSON.parse(toJson(snapshot, ctx, PANELS)).unit, 'tokens/s');
  }
});

test('S3 and S6: a count of 1 says its noun in the singular (the callers pass numbers)', () => {
  const batchOfOne = {
    en: 'stays at 1 sample ',
    de: 'bleibt der globale Batch bei 1 Sample,',
    pt: 'fica em 1 amostra ',
    it: 'resta di 1 campione ',
  };
  const oneDevice = { en: 'for 1 device is', de: 'für 1 Gerät ', pt: 'para 1 dispositivo é', it: 'per 1 dispositivo è' };
  for (const l of LANGUAGES) {
    const { ctx } = snapshotIn(l);
    const note = ctx.message('scalingNote', { scaling: 'strong', batch: 1 });
    assert.ok(note.includes(batchOfOne[l]), `${l}: ${note}`);
    const differs = ctx.message('estimateDiffers', { devices: 1, estimate: '100% ± 3', used: '90%' });
    assert.ok(differs.includes(oneDevice[l]), `${l}: ${differs}`);
  }
  // DE3: a replica processes its micro-batches ("verarbeitet"), it does not "rechnen" them.
  assert.match(
    snapshotIn('de').ctx.message('scalingNote', { scaling: 'strong', batch: 512 }),
    /jedes Replikat verarbeitet weniger Micro-Batches/,
  );
});

test('S16: the two limits that come from a rule the field does not show give their reason, in every language', () => {
  const job = {
    devices: 64,
    throughputPerDevice: 40,
    parameters: 1.5e9,
    bytesPerGradient: 2,
    batchPerDevice: 8,
    devicesPerNode: 8,
    intraNodeBandwidthGBps: 300,
    interNodeBandwidthGbps: 400,
  };
  // Strong scaling: 8 replicas of 8 devices with 2 micro-batches each hold 16 micro-batches, so at most 128 devices.
  const strong = { ...job, batchScaling: 'strong', gradientAccumulation: 2, tensorParallel: 8 };
  assert.deepEqual(
    issuesOf(
      () => calc.estimateSweep(strong, [64, 128, 256]),
      ({ field, code, limit }) => ({ field, code, limit }),
    ),
    [{ field: 'devices', code: 'micro_batch_per_replica', limit: 128 }],
  );
  // A point at 8 devices relative to a baseline of 8.
  const baseline = { ...job, calibrationBaselineDevices: 8, calibration: [{ devices: 8, efficiencyPercent: 90 }] };
  assert.deepEqual(issues(baseline), [{ field: 'calibrationDevices', code: 'above_baseline', limit: 9 }]);
  const expected = {
    en: [
      'With strong scaling every replica needs a micro-batch: enter at most 128.',
      'A measurement lies above its baseline: enter at least 9.',
    ],
    de: [
      'Bei starker Skalierung braucht jedes Replikat einen Micro-Batch: Geben Sie höchstens 128 ein.',
      'Eine Messung muss über ihrer Messbasis liegen: Geben Sie mindestens 9 ein.',
    ],
    pt: [
      'No escalonamento forte, cada réplica precisa de um microlote: insira no máximo 128.',
      'Uma medição precisa ficar acima da sua base: insira no mínimo 9.',
    ],
    it: [
      'Con la scalatura forte ogni replica ha bisogno di un micro-batch: inserisci al massimo 128.',
      'Una misura deve stare sopra la sua base: inserisci almeno 9.',
    ],
  };
  for (const l of LANGUAGES) {
    assert.deepEqual(
      [errorMessage(locales[l], l, 'micro_batch_per_replica', 128), errorMessage(locales[l], l, 'above_baseline', 9)],
      expected[l],
      l,
    );
  }
});

test('S21 and S22: the summary bar starts with a capital in every language; a value used keeps its unit', () => {
  for (const l of LANGUAGES) {
    const { ctx } = snapshotIn(l);
    assert.match(ctx.message('summaryEfficiency', { efficiency: ctx.percent(0.9) }), /^[\p{Lu}\d]/u, l);
  }
  const { ctx } = snapshotIn('en');
  const said = (id, value) => ctx.message('usedValue', { field: ctx.label(id), value: usedValue(id, value, ctx) });
  assert.equal(said('throughputPerDevice', 6480), 'Throughput per device: 6,480 tokens/s.');
  assert.equal(said('efficiencyPercent', 93.5), 'Scaling efficiency (%): 93.5.', 'the label names the unit');
});

// --- Turn 5: the other fix-level findings (S2 is held by tests/js/symbols.test.mjs) ---

// The published runs' cells, quoted ones (with their commas) whole.
const cellsOf = (line) => {
  const cells = [''];
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) cells.push('');
    else cells[cells.length - 1] += ch;
  }
  return cells;
};
const publishedRuns = () => {
  const [header, ...rows] = readFileSync('tests/data/published-runs.csv', 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map(cellsOf);
  const [devices, use] = [header.indexOf('devices'), header.indexOf('use')];
  return rows.map((cells) => ({ devices: Number(cells[devices]), fit: cells[use] === 'fit' }));
};

test('S4: "checked on published runs of up to N devices" takes N from the validated range, the largest run fitted', () => {
  const largest = Math.max(
    ...publishedRuns()
      .filter((r) => r.fit)
      .map((r) => r.devices),
  );
  assert.equal(calc.estimatorDefaults.checkedDevices, largest);
  for (const [lang, text] of Object.entries(locales)) {
    const locale = lang === 'pt' ? 'pt-BR' : lang;
    const shown = formatMessage(text.modelWrong, { checkedDevices: calc.estimatorDefaults.checkedDevices }, { locale });
    assert.ok(shown.includes(new Intl.NumberFormat(locale).format(largest)), `${lang}: ${shown.slice(-80)}`);
    assert.doesNotMatch(text.modelWrong, /1[.,]?024/, `${lang}: a typed device count`);
  }
});

test('DE1: no German text calls the hidden size a hidden width ("verborgene Breite"): the field is the model width', () => {
  const all = JSON.stringify(locales.de);
  assert.doesNotMatch(all, /verborgen/i);
  for (const id of ['activationsNote', 'activationsMissing', 'flopsCount']) assert.match(locales.de[id], /Modellbreite/, id);
});

test('PT1: the Portuguese recomputation options agree with their masculine label ("Recálculo")', () => {
  assert.match(locales.pt.recomputation, /^Recálculo/);
  for (const option of ['none', 'selective', 'full']) {
    const text = locales.pt[`recompute-${option}`];
    assert.match(text, /^(Nenhum|Seletivo|Completo)\b/, text);
  }
});

test('DOC1 and DOC2: the site types no count of the runs the model is fitted to, and does not tie calibration to one device', () => {
  const doc = (path) => readFileSync(path, 'utf8');
  assert.doesNotMatch(doc('docs/guide/what-it-answers.md'), /fitted\s+to\s+\d+\s+published\s+runs/);
  assert.doesNotMatch(doc('docs/estimator/how-it-works.md'), /a\s+calibration\s+point\s+is\s+an\s+efficiency\s+against\s+one\s+device/);
});
