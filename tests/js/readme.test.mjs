// The README's examples, run through the shipped API (dist/index.js): every
// figure the README quotes must be what the calculator computes.
//
// Two kinds of quote are checked:
// - every `// →` result in a ```js block of the README: the call before it
//   is run as written (with the README's own `const` objects: input,
//   llama3_8b, model, …), and each `name: value` inside the result's braces
//   is compared with the result; a value ending in "…" is the start of the
//   number's decimal digits, any other value is exact;
// - figures in prose and in comments, each held below with the exact text
//   around it: the text must be in the README and the figure, rounded to the
//   digits it shows, must be what the calculator gives.
// Changing a figure in the README by one digit, or a result of the core,
// fails one of them.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadCalculator, CalculatorInputError } from '../../dist/index.js';
import { formatPercent } from '../../web/i18n/format.js';
import { formatDuration } from '../../web/panels/shared/money-time.js';
import { models } from '../../web/panels/estimator/models.js';
import { accelerators, intraNodeLinks, networks, optimizerStates } from '../../web/panels/estimator/presets.js';
import { apiExamples, docsText } from '../docs-text.mjs';

const readme = docsText();
/** The README with every run of white space as one space, so a quote may cross a line break. */
const flat = readme.replace(/\s+/g, ' ');
const blocksOf = (text) => [...text.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((m) => m[1].split('\n'));
const jsBlocks = blocksOf(readme);

let calc;
before(async () => {
  calc = await loadCalculator();
});

// --- The README's `const NAME = { … };` objects, evaluated in order (a later one may spread an earlier one).

function readmeObjects() {
  const scope = {};
  for (const lines of jsBlocks) {
    for (let i = 0; i < lines.length; i++) {
      const start = lines[i].match(/^const (\w+) = \{/);
      if (!start) continue;
      let end = i;
      while (!/};\s*(\/\/.*)?$/.test(lines[end])) end++;
      const text = lines.slice(i, end + 1).join('\n');
      const literal = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
      scope[start[1]] = new Function(...Object.keys(scope), `return (${literal});`)(...Object.values(scope));
      i = end;
    }
  }
  return scope;
}

// --- The `// →` results: the call before each, and the `name: value` pairs inside its braces.

const isComment = (line) => line.trim().startsWith('//');
const codeOf = (line) => line.replace(/\/\/.*$/, '').trimEnd();

/** The text from the first `{` or `[` to the bracket that closes it. */
function bracketed(text) {
  const open = text.search(/[{[]/);
  assert.ok(open >= 0, `a result in braces: ${text}`);
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if ('{['.includes(text[i])) depth++;
    else if ('}]'.includes(text[i]) && --depth === 0) return text.slice(open, i + 1);
  }
  assert.fail(`unclosed result: ${text}`);
}

function readmeResults(blocks = jsBlocks) {
  const results = [];
  for (const lines of blocks) {
    lines.forEach((line, i) => {
      const arrow = line.indexOf('// →');
      if (arrow < 0) return;
      // The result: this comment and the indented comment lines after it.
      let comment = line.slice(arrow + 4);
      for (let j = i + 1; j < lines.length && /^\/\/\s{2,}/.test(lines[j].trim()); j++) comment += ` ${lines[j].trim().slice(2)}`;
      // The call: the statement that ends on this line or on the one before.
      const end = line.slice(0, arrow).trim() ? i : i - 1;
      assert.ok(!isComment(lines[end]) && lines[end].trim(), `a call before "${line.trim()}"`);
      let start = end;
      while (start > 0 && lines[start - 1].trim() && !isComment(lines[start - 1]) && !codeOf(lines[start - 1]).endsWith(';')) start--;
      const call = [...lines.slice(start, end), end === i ? line.slice(0, arrow) : lines[end]].join('\n').trim();
      const region = bracketed(comment);
      const pairs = [...region.matchAll(/(\w+): ('[^']*'|true|false|\[[-\d.e, ]*\]|-?\d[\d.]*(?:e-?\d+)?…?)/g)].map((m) => [m[1], m[2]]);
      // A result that is itself a list of numbers (deviceSteps) is compared whole.
      if (/^\[[-\d.e, ]*\]$/.test(region)) pairs.push(['', region]);
      results.push({ call, throws: /^\s*throws\b/.test(comment), pairs, text: `${call} // → ${region}` });
    });
  }
  return results;
}

/** Every value under `key` in `value`, at any depth (a list of issues, an object). */
function valuesAt(value, key) {
  if (Array.isArray(value)) return value.flatMap((v) => valuesAt(v, key));
  if (value && typeof value === 'object')
    return [...(key in value ? [value[key]] : []), ...Object.values(value).flatMap((v) => valuesAt(v, key))];
  return [];
}

/** Whether `actual` is what the README quotes as `quoted`. */
function matches(actual, quoted) {
  if (quoted.startsWith("'")) return actual === quoted.slice(1, -1);
  if (quoted.startsWith('['))
    return ArrayBuffer.isView(actual) && JSON.stringify(Array.from(actual)) === JSON.stringify(JSON.parse(quoted));
  if (quoted === 'true' || quoted === 'false') return actual === (quoted === 'true');
  if (typeof actual !== 'number') return false;
  if (quoted.endsWith('…')) return String(actual).startsWith(quoted.slice(0, -1));
  return actual === Number(quoted);
}

test('every figure after a `// →` in the README is what the call before it returns', () => {
  const scope = readmeObjects();
  const results = readmeResults();
  let checked = 0;
  for (const { call, throws, pairs, text } of results) {
    const run = new Function('calc', ...Object.keys(scope), `return ${call}`);
    let result;
    try {
      result = run(calc, ...Object.values(scope));
      assert.ok(!throws, `the README says this throws: ${text}`);
    } catch (error) {
      if (!throws || !(error instanceof CalculatorInputError)) throw error;
      result = error.issues;
    }
    for (const [name, quoted] of pairs) {
      const found = name ? valuesAt(result, name) : [result];
      assert.ok(
        found.some((v) => matches(v, quoted)),
        `README: ${name}: ${quoted}, the API: ${found.join(', ') || 'nothing'}\n  in ${text}`,
      );
      checked++;
    }
  }
  // The estimator's worked examples are there: pages that lost them would pass the loop above.
  // (The methods' own examples are held by the next test.)
  for (const call of ['calc.estimateEfficiency(input)', 'calibration: [', 'calc.estimatedDevicesForTarget({ ...input']) {
    assert.ok(
      results.some((r) => r.call.includes(call) && r.pairs.length),
      `a README result for ${call}`,
    );
  }
  assert.ok(checked >= 90, `${checked} figures checked`);
});

test('every method of the calculator has an example with a result in its declaration, which the API page shows', () => {
  const results = readmeResults(blocksOf(apiExamples()));
  const methods = Object.keys(calc).filter((name) => typeof calc[name] === 'function' && name !== 'ready');
  assert.ok(methods.length >= 16, methods.join(', '));
  for (const name of methods) {
    assert.ok(
      results.some((r) => r.call.includes(`calc.${name}(`) && r.pairs.length),
      `web/api/index.d.ts: an @example with a "// →" result for ${name}`,
    );
  }
});

// --- The element example, its inputs through the presets, and the figures in prose.

/** The attributes of the README's Llama 3 8B element example. */
function exampleAttributes() {
  const tag = readme.match(/<dp-scaling-calculator [^>]*model-preset="Llama 3 8B"[^>]*>/)?.[0];
  assert.ok(tag, 'the README has the Llama 3 8B element example');
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

/** What the element's estimator is given for those attributes: the presets fill in the rest. */
function elementInput(a) {
  const model = models.find((m) => m.id === a['model-preset']);
  const accelerator = accelerators.find((x) => x.id === a.accelerator);
  const link = intraNodeLinks.find((x) => x.id === a['intra-link']);
  const network = networks.find((x) => x.id === a.network);
  return {
    devices: Number(a.devices),
    throughputPerDevice: Number(a.throughput),
    throughputUnit: a['throughput-unit'],
    tokensPerSample: model.tokensPerSample,
    parameters: model.parameters,
    layers: model.layers,
    hiddenSize: model.hiddenSize,
    peakTflops: accelerator.peakTflops.bf16,
    memoryBandwidthGBps: accelerator.memoryGbyteS,
    bytesPerGradient: Number(a.precision),
    batchPerDevice: Number(a.batch),
    // The element's global batch as the micro-batches of a GPU: the API example varies `devices` with the job held.
    gradientAccumulation: Number(a['global-batch']) / (Number(a.batch) * Number(a.devices)),
    sharding: a.sharding,
    devicesPerNode: Number(a['per-node'] ?? 8),
    intraNodeBandwidthGBps: link.gbyteS,
    interNodeBandwidthGbps: network.gbitS,
    transport: network.transport,
  };
}

test("the API example's input is the element example's, through the presets", () => {
  const a = exampleAttributes();
  assert.equal(a['throughput-unit'], 'tokens');
  assert.equal(a.unit, undefined, "no unit label: the element's unit follows throughput-unit (tests/browser/flops.test.mjs)");
  assert.deepEqual(readmeObjects().input, elementInput(a));
  assert.deepEqual(readmeObjects().llama3_8b, {
    parameters: 8030261248,
    layers: 32,
    hiddenSize: 4096,
    tokensPerSample: 8192,
  });
});

/**
 * A figure in prose: `text` must be in the README (white space aside) and
 * hold `figure`; `value` is what the calculator gives. A string is compared
 * as it is; a number is rounded to the decimals the figure shows (grouping
 * spaces aside), or, when it ends in "…", must start with the figure's digits.
 */
function quote(text, figure, value) {
  const flatText = text.replace(/\s+/g, ' ');
  assert.ok(flat.includes(flatText), `the README says: ${text}`);
  assert.ok(flatText.includes(figure), `"${figure}" is in "${text}"`);
  if (typeof value === 'string') return assert.equal(value, figure, text);
  if (figure.endsWith('…')) return assert.ok(String(value).startsWith(figure.slice(0, -1)), `${text}: ${value}`);
  const digits = figure.replace(/[\s\u202f]/g, '');
  const decimals = digits.split('.')[1]?.length ?? 0;
  assert.equal(value.toFixed(decimals), digits, `${text}: the calculator gives ${value}`);
}

const GB = 1e9;
/** The element's "91% ± 5" (web/panels/estimator/render-estimator.js, in English): whole points, as its band. */
const withBand = (e) => `${formatPercent('en', Math.round(e.efficiencyPercent) / 100)} ± ${Math.round(e.uncertaintyPercent)}`;

test('the element example: the estimate, its step, its memory and the peak, as the README says', () => {
  const input = elementInput(exampleAttributes());
  const e = calc.estimateEfficiency(input);
  quote('Its estimator shows "94% ± 6"', '94% ± 6', withBand(e));
  quote('shown as "94% ± 6" and as a', '94% ± 6', withBand(e));
  quote('estimate with its uncertainty ("94% ± 6")', '94% ± 6', withBand(e));
  quote('about 388 000 tokens/s on the 64 GPUs', '388 000', Math.round(e.actualThroughput / 1000) * 1000);
  quote('an optimizer step of 10.81 s', '10.81', e.stepSeconds);
  quote('768 gathers and reduce-scatters a step', '768', e.collectivesPerStep);
  quote('of which 0.55 s stay exposed', '0.55', e.exposedSeconds);
  quote('the per-step overhead is 148 ms', '148', e.overheadSeconds * 1000);
  // The comment above the element.
  const mfu = calc.impliedMfu(input).mfuPercent;
  quote('6480 tokens/s on one GPU alone (40 % MFU)', '40', mfu);
  // The MFU note under the throughput field, as the element words it.
  const note = 'in BF16 / FP16 is 40% MFU (396 TFLOP/s)';
  quote(note, '40', Number(mfu.toPrecision(2)));
  quote(note, '396', calc.impliedMfu(input).flopsPerSecond / 1e12);
  quote('a global batch of 512 sequences a step (4.2 M tokens: 8 micro-batches a GPU)', '512', e.globalBatch);
  quote(
    'a global batch of 512 sequences a step (4.2 M tokens: 8 micro-batches a GPU)',
    '4.2',
    (e.globalBatch * input.tokensPerSample) / 1e6,
  );
  quote('a global batch of 512 sequences a step (4.2 M tokens: 8 micro-batches a GPU)', '8', e.microBatchesPerReplica);
  quote('sequences of 8192 tokens, 4 194 304 tokens a step', '4 194 304', e.globalBatch * input.tokensPerSample);

  // Memory: mixed-precision Adam (the element's default optimizer) on the 80 GB of an H100.
  const [weightBytes, gradientBytes, optimizerBytes] = optimizerStates.find((o) => o.id === 'adam-mixed').breakdown;
  const memory = {
    parameters: input.parameters,
    weightBytes,
    gradientBytes,
    optimizerBytes,
    deviceMemoryGB: accelerators.find((a) => a.id === 'h100-80').memoryGB,
    devices: input.devices,
  };
  const ddp = calc.memoryCheck({ ...memory, sharding: 'none' });
  assert.equal(ddp.fits, false);
  quote('Plain DDP would need 130.5 GB a GPU', '130.5', ddp.requiredBytes / GB);
  quote('FSDP (`zero3`) needs 4.01 GB', '4.01', calc.memoryCheck({ ...memory, sharding: 'zero3' }).requiredBytes / GB);

  // 3000 read as sequences/s: above the peak, by a factor of some 750.
  const asSequences = { ...input, throughputUnit: 'samples', throughputPerDevice: 3000 };
  let issue;
  assert.throws(
    () => calc.estimateEfficiency(asSequences),
    (error) => ([issue] = error.issues) && error instanceof CalculatorInputError,
  );
  assert.equal(issue.field, 'throughputPerDevice');
  assert.equal(issue.code, 'above_peak');
  const flopsPerSample = calc.throughputFromFlops({ ...input, mfuPercent: 100 }).flopsPerSample;
  quote('would need 1.5 EFLOP/s of one H100 (`above_peak`)', '1.5', (3000 * flopsPerSample) / 1e18);
  quote('// 3000 read as sequences/s: 1.5 EFLOP/s of one H100.', '1.5', (3000 * flopsPerSample) / 1e18);
  quote(
    `("The peak allows a throughput of at most 1.97798: check the unit (samples or tokens), the peak and the model.")`,
    `The peak allows a throughput of at most 1.97798: check the unit (samples or tokens), the peak and the model.`,
    issue.message,
  );
  quote('`peakTflops`: 989.5 for an H100 SXM in BF16', '989.5', input.peakTflops);
  assert.ok(flat.includes('(ResNet-50: 22.8e9 for one 224 × 224 image)'));
  assert.equal(models.find((m) => m.id === 'ResNet-50').flopsPerSample, 22.8e9);

  // In sequences/s the same job gives the same efficiency, to the bit.
  const inSequences = calc.estimateEfficiency({ ...input, throughputUnit: 'samples', throughputPerDevice: 6480 / 8192 });
  assert.equal(inSequences.efficiencyPercent, e.efficiencyPercent);
  assert.ok(flat.includes('efficiency is the same to the bit as with the same throughput in sequences/s'));

  // The trillion tokens are priced at the estimate as "Use the estimated efficiency" rounds it.
  quote('efficiencyPercent: 94, datasetSamples: 1e12', '94', e.efficiencyPercent);
  const trillion = calc.timeAndCost({
    devices: 64,
    throughputPerDevice: 6480,
    efficiencyPercent: 94,
    datasetSamples: 1e12,
    epochs: 1,
    pricePerDeviceHour: 2.5,
  });
  quote(
    '(the cluster: 29 days, 17 hours; one GPU alone: 4 years, 325 days)',
    '29 days, 17 hours',
    formatDuration('en', trillion.clusterSeconds),
  );
  quote(
    '(the cluster: 29 days, 17 hours; one GPU alone: 4 years, 325 days)',
    '4 years, 325 days',
    formatDuration('en', trillion.singleDeviceSeconds),
  );
});

test('the sharding sentence: the example input at 16 devices', () => {
  const input = readmeObjects().input;
  const at16 = (sharding) => calc.estimateEfficiency({ ...input, devices: 16, sharding });
  const sentence =
    '`none` 96.34 % (t_cm 141 ms in 643 buckets), `zero1` 96.32 % (86.2 ms in 34 larger buckets), `zero3` 94.99 % (1065 ms in 768 collectives), `hybrid` 94.00 % (1326 ms';
  quote(sentence, '96.34', at16('none').efficiencyPercent);
  quote(sentence, '141', at16('none').communicationSeconds * 1000);
  quote(sentence, '643', at16('none').collectivesPerStep);
  quote(sentence, '96.32', at16('zero1').efficiencyPercent);
  quote(sentence, '86.2', at16('zero1').communicationSeconds * 1000);
  quote(sentence, '34', at16('zero1').collectivesPerStep);
  quote(sentence, '94.99', at16('zero3').efficiencyPercent);
  quote(sentence, '1065', at16('zero3').communicationSeconds * 1000);
  quote(sentence, '768', at16('zero3').collectivesPerStep);
  quote(sentence, '94.00', at16('hybrid').efficiencyPercent);
  quote(sentence, '1326', at16('hybrid').communicationSeconds * 1000);
  // "a ring across nodes runs as fast as one inside a node, 360 GB/s either way":
  // 3200 Gb/s ÷ 8 × 0.9 (the node's network) and 450 GB/s × 0.8 (one GPU's NVLink).
  const { rdmaLinkEfficiency, intraLinkEfficiency } = calc.estimatorDefaults;
  const across = calc.estimateEfficiency({ ...input, devices: 16 }).busBandwidthBytesPerSecond / GB;
  const inside = calc.estimateEfficiency({ ...input, devices: 8 }).busBandwidthBytesPerSecond / GB;
  quote('as fast as one inside a node, 360 GB/s either way', '360', across);
  quote('as fast as one inside a node, 360 GB/s either way', '360', inside);
  assert.equal((input.interNodeBandwidthGbps / 8) * rdmaLinkEfficiency, input.intraNodeBandwidthGBps * intraLinkEfficiency);
});

test('the estimator at scale: Llama 3 8B and 70B on H100 nodes, as the README says', () => {
  const { interNodeBandwidthGbps, ...input } = readmeObjects().input;
  const at = (devices, more = {}) => calc.estimateEfficiency({ ...input, interNodeBandwidthGbps, devices, ...more }).efficiencyPercent;
  const text =
    '96.13 % on one node, 93.52 % on 8 nodes, 90.25 % on 256 GPUs, 80.14 % on 1,024 and 69.88 % on 2,048, where 768 latency-bound collectives';
  quote(text, '96.13', calc.estimateEfficiency({ ...input, devices: 8 }).efficiencyPercent);
  quote(text, '93.52', at(64));
  quote(text, '90.25', at(256));
  quote(text, '80.14', at(1024));
  quote(text, '69.88', at(2048));
  quote('one 8192-token sequence a GPU at 6480 tokens/s, 40 % MFU', '40', calc.impliedMfu(input).mfuPercent);
  // Llama 3 70B: 70.6e9 parameters in 80 layers, 800 tokens/s a GPU.
  const b70 = { parameters: 70.6e9, layers: 80, hiddenSize: 8192, throughputPerDevice: 800 };
  const text70 = 'Llama 3 70B at 800 tokens/s a GPU: 95.97 % on one node, 92.62 % on 256 GPUs, 88.91 % on 1,024';
  quote(text70, '95.97', at(8, b70));
  quote(text70, '92.62', at(256, b70));
  quote(text70, '88.91', at(1024, b70));
  assert.ok(at(8) >= 85, 'goal: Llama 3 8B with FSDP on one 8 × H100 node not below 85 %');
});

test('calibration: the measured throughput and the two points', () => {
  const { input } = readmeObjects();
  const implied = calc.impliedEfficiency({ devices: 16, throughputPerDevice: input.throughputPerDevice, measuredThroughput: 96000 });
  quote('measuredThroughput: 96000 } }); // E = A / (d · v): 92.59 %', '92.59', implied.efficiencyPercent);
  const two = calc.estimateEfficiency({
    ...input,
    calibration: [
      { devices: 8, efficiencyPercent: 93 },
      { devices: 32, efficiencyPercent: 92 },
    ],
  });
  quote('one node loses 1.87 times what the model says, and crossing nodes 0.58 times', '1.87', two.localLossScale);
  quote('one node loses 1.87 times what the model says, and crossing nodes 0.58 times', '0.58', two.networkLossScale);
  const relative = { ...input, calibration: { devices: 64, efficiencyPercent: 93 }, calibrationBaselineDevices: 8 };
  const text = "so efficiencyPercent is 89.40\n//   against one GPU, and E(8) stays the model's 96.13 %";
  const at64 = calc.estimateEfficiency(relative);
  quote(text, '89.40', at64.efficiencyPercent);
  quote(text, '96.13', calc.estimateEfficiency({ ...relative, devices: 8 }).efficiencyPercent);
  assert.equal(
    calc.estimateEfficiency({ ...relative, devices: 8 }).efficiencyPercent,
    calc.estimateEfficiency({ ...input, devices: 8 }).efficiencyPercent,
  );
  quote('(localLossFitted: false, networkLossFitted: true)', 'false', String(at64.localLossFitted));
  quote('(localLossFitted: false, networkLossFitted: true)', 'true', String(at64.networkLossFitted));
});

test('devices for a target with the estimated E(d), against a constant E', () => {
  const { input } = readmeObjects();
  const target = { mode: 'throughput', targetThroughput: 1.6e6 };
  const estimated = calc.estimatedDevicesForTarget({ ...input, ...target });
  quote('→ { devices: 280,', '280', String(estimated.devices));
  quote('efficiencyPercent: 89.88…', '89.88…', estimated.efficiencyPercent);
  const at64 = calc.estimateEfficiency(input).efficiencyPercent;
  quote('(a constant 93.52 %, the estimate at 64, says 265: 15 GPUs short)', '93.52', at64);
  const constant = calc.devicesForTarget({ ...target, throughputPerDevice: input.throughputPerDevice, efficiencyPercent: at64 });
  quote('(a constant 93.52 %, the estimate at 64, says 265: 15 GPUs short)', '265', String(constant.devices));
  quote('says 265: 15 GPUs short', '15', String(estimated.devices - constant.devices));
});

// The README is the front page; the rest lives on the site's pages (docs/).
test('the README is 12 KB or less', () => {
  const bytes = Buffer.byteLength(readFileSync(new URL('../../README.md', import.meta.url)));
  assert.ok(bytes <= 12 * 1024, `${bytes} bytes`);
});

test("the estimator's table of defaults, and the band's formula, quote the core's defaults", () => {
  const d = calc.estimatorDefaults;
  const row = (term, defaults) => `| ${term} | ${defaults} |`;
  const links = 'achievable fraction of NVLink/PCIe, RDMA (InfiniBand, RoCE, EFA), TCP';
  quote(row(links, '0.8 / 0.9 / 0.5'), '0.8', d.intraLinkEfficiency);
  quote(row(links, '0.8 / 0.9 / 0.5'), '0.9', d.rdmaLinkEfficiency);
  quote(row(links, '0.8 / 0.9 / 0.5'), '0.5', d.tcpLinkEfficiency);
  const latency = 'latency α per ring step inside a node; α_net across nodes over TCP';
  quote(row(latency, '5 / 50 µs'), '5', d.intraLatencyMicroseconds);
  quote(row(latency, '5 / 50 µs'), '50', d.tcpLatencyMicroseconds);
  quote(row('latency α_net per ring step across nodes, RDMA', '9.6 µs'), '9.6', d.rdmaLatencyMicroseconds);
  const buckets = row('bucket size, DDP / ZeRO-1 and ZeRO-2', '25 MB / 5 × 10⁸ parameters');
  quote(buckets, '25', d.bucketSizeMB);
  assert.equal(d.zeroBucketParameters, 5e8, buckets);
  quote(row('overlap window `w`', '2/3'), '2/3', `${Math.round(d.overlapWindow * 3)}/3`);
  quote(row('overlap cap `o`', '0.589'), '0.589', d.overlapFraction);
  quote(row('overhead per step `τ`', '3.39 ms'), '3.39', d.stepOverheadMilliseconds);
  const perGB = row('overhead per GB of bucketed gradients `c_G`', '55.4 ms/GB at 900 GB/s');
  quote(perGB, '55.4', d.overheadMillisecondsPerGB);
  quote(perGB, '900', d.referenceMemoryBandwidthGBps);
  quote(row("spread of a node's step time `σ`", '0.701 % of the compute'), '0.701', d.stragglerPercent);
  const band = 'ε = 0.5 + 0.7 × (100 − E) + 0.25 × log2(nodes) + 4.75 × D';
  quote(band, '0.5', d.uncertaintyBase);
  quote(band, '0.7', d.uncertaintySlope);
  quote(band, '0.25', d.uncertaintyPerNodeDoubling);
  quote(band, '4.75', d.uncertaintyPerOutsideDoubling);
  const calibrated = 'Calibrated, `ε_0` and `ε_1` are 1.25 and 0.04, with the same `ε_2` and `ε_3`.';
  quote(calibrated, '1.25', d.calibratedUncertaintyBase);
  quote(calibrated, '0.04', d.calibratedUncertaintySlope);
});
