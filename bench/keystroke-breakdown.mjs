// Where a keystroke's time goes with every panel open, keystroke by keystroke:
// `node bench/keystroke-breakdown.mjs [keystrokes]` (BREAKDOWN_RUNS: runs, 2;
// BREAKDOWN_THROTTLE: CPU throttling of the timing pass; BREAKDOWN_OUT: a JSON file).
//
// The embed is built as bench/profile.mjs builds it (unminified, source maps),
// with two hooks added to the build's copy of web/api/calculator.js (never to
// the file itself): when a page defines window.__dpscProbe, each call into
// the core is counted and timed, at the API (calc.compute, calc.sweep,
// calc.estimateSweep, …) and at the wasm module (its exports).
//
// Two passes per run, each in a page of its own:
//   timing  a Chromium trace with V8's sampling profiler, no hooks; every
//           keystroke's three spans (the probe of bench/keystroke.mjs: the
//           input task, the next frame up to layout, then through paint) are
//           split by the functions on the stack (inclusive) and by what the
//           browser did natively (style, layout, paint, …); p50/p95/mean per
//           keystroke.
//   counts  the core hooks on, with V8's precise coverage (call counts per
//           function), mapped back to web/ files through the source maps.
import { mkdtempSync, rmSync, copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { launch, benchServer, quantile } from './common.mjs';
import { rollupOptions } from '../scripts/build/bundles.mjs';
import { MODULES, wasmOf } from '../scripts/build/wasm.mjs';
import { openVariant, type } from './keystroke.mjs';
import { samplesOf, CATEGORIES } from './profile.mjs';

const KEYSTROKES = Number(process.argv[2] ?? 200);
const RUNS = Number(process.env.BREAKDOWN_RUNS ?? 2);
const OUT = process.env.BREAKDOWN_OUT;
// BREAKDOWN_THROTTLE=4: the timing pass with the CPU slowed down that many times (the counts pass never is).
const THROTTLE = Number(process.env.BREAKDOWN_THROTTLE ?? 1); // a JSON file of every run's figures

// The hooks, in the build's copy only; a pattern that no longer matches fails the run.
const HOOKS = [
  [/function createCalculator\((\w+)\)[^{]*\{/, (m, core) => `${m} globalThis.__dpscProbe?.core(${core}, 'first');`],
  [/function addSecondModule\((\w+)\)[^{]*\{/, (m, core) => `${m} globalThis.__dpscProbe?.core(${core}, 'second');`],
  [/second\.addOperations\(calculator\);/, (m) => `${m} globalThis.__dpscProbe?.calc(calculator);`],
];
const hooks = {
  name: 'breakdown-hooks',
  transform(code, id) {
    if (!id.endsWith('web/api/calculator.js')) return null;
    for (const [pattern, to] of HOOKS) {
      if (!pattern.test(code)) throw new Error(`breakdown: web/api/calculator.js no longer matches ${pattern}`);
      code = code.replace(pattern, to);
    }
    return { code, map: null };
  },
};

async function build(dir) {
  const { input, output } = rollupOptions('embed', { minified: false });
  const built = await rollup({ ...input, plugins: [hooks, ...input.plugins] });
  await built.write({ ...output, dir, sourcemap: true });
  await built.close();
  for (const name of MODULES) copyFileSync(wasmOf(name), join(dir, `${name}.wasm`));
}

// Source maps: a chunk's position → its web/ file.
const maps = new Map();
function sourceOf(dir, file, line, column) {
  if (!file.endsWith('.js')) return file;
  if (!maps.has(file)) maps.set(file, new SourceMap(JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8'))));
  return (
    maps
      .get(file)
      .findEntry(line, column)
      ?.originalSource?.replace(/^.*?(web|build|node_modules)\//, '$1/') ?? file
  );
}
const fileOf = (url) => url?.split('/profile/')[1];

// ---- timing pass ----------------------------------------------------------

function nativeOf(name) {
  if (name === 'UpdateLayoutTree') return 'style';
  if (name === 'Layout') return 'layout';
  if (name === 'ParseHTML') return 'parse HTML';
  if (name === 'PrePaint' || name === 'Paint' || name === 'PaintImage') return 'paint';
  if (name === 'Layerize' || name === 'UpdateLayer' || name === 'Commit' || name === 'UpdateLayerTree') return 'layerize/commit';
  if (name === 'IntersectionObserverController::computeIntersections' || name === 'ComputeIntersections') return 'intersection observers';
  if (name === 'HitTest') return 'hit test';
  if (/^V8\.GC|^(Minor|Major)GC$|^V8\.GC_/.test(name)) return 'garbage collection';
  return null;
}

function analyseTiming(events, probeSamples, dir) {
  const measures = events
    .filter((e) => e.name === 'keystroke: input' && e.cat === 'blink.user_timing' && e.ph === 'b')
    .sort((a, b) => a.ts - b.ts);
  const { pid, tid } = measures[0];
  const offset = measures[0].ts - probeSamples[0].start * 1000; // trace µs − page ms × 1000
  const { nodes, samples } = samplesOf(events, pid, tid);
  const onThread = events.filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid);
  const native = onThread.filter((e) => nativeOf(e.name)).sort((a, b) => a.ts - b.ts);
  const ours = (frame) => fileOf(frame.url);
  const labels = new Map(); // node id → labels of its stack (inclusive), and its self bucket
  const labelOf = (frame) =>
    `${frame.functionName || `(anonymous:${frame.lineNumber + 1})`} · ${sourceOf(dir, fileOf(frame.url), frame.lineNumber, frame.columnNumber)}`;
  const stackOf = (id) => {
    if (labels.has(id)) return labels.get(id);
    const stack = [];
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) stack.push(node.callFrame);
    const leaf = stack[0];
    const self = leaf.url?.endsWith('.wasm')
      ? 'wasm core'
      : ours(leaf)
        ? labelOf(leaf)
        : leaf.url
          ? 'the probe'
          : leaf.functionName.startsWith('(')
            ? leaf.functionName
            : `built-in ${leaf.functionName}`;
    const inner = stack.find(ours);
    const entry = { inclusive: [...new Set(stack.filter(ours).map(labelOf))], self, home: inner ? labelOf(inner) : null };
    labels.set(id, entry);
    return entry;
  };
  const spanNames = ['input', 'frame', 'paint'];
  const per = probeSamples.map((s) => {
    const windows = {
      input: [s.start, s.inputEnd],
      frame: [s.frameStart, s.laidOut],
      paint: [s.laidOut, s.painted],
    };
    const out = {};
    for (const span of spanNames) {
      const [a, b] = windows[span].map((t) => t * 1000 + offset);
      const row = { wall: (b - a) / 1000, fn: new Map(), self: new Map(), native: new Map() };
      for (const e of native) {
        if (e.ts + e.dur <= a) continue;
        if (e.ts >= b) break;
        const k = nativeOf(e.name);
        row.native.set(k, (row.native.get(k) ?? 0) + (Math.min(b, e.ts + e.dur) - Math.max(a, e.ts)) / 1000);
        // How much each layout and style recalculation had to do (counts, not ms).
        const count = (key, n) => n && row.native.set(key, (row.native.get(key) ?? 0) + n);
        if (e.name === 'Layout') {
          count('# layouts', 1);
          count('# layout: dirty objects', e.args?.beginData?.dirtyObjects);
          count('# layout: objects in the tree', e.args?.beginData?.totalObjects);
        }
        if (e.name === 'UpdateLayoutTree') count('# style: elements', e.args?.elementCount);
      }
      out[span] = row;
    }
    return { windows, out };
  });
  // Samples into keystrokes' spans (both sorted by time).
  let k = 0;
  for (let i = 0; i < samples.length; i++) {
    const [t, id] = samples[i];
    const weight = ((samples[i + 1]?.[0] ?? t) - t) / 1000;
    while (k < per.length && per[k].windows.paint[1] * 1000 + offset <= t) k++;
    if (k >= per.length) break;
    const span = spanNames.find((name) => {
      const [a, b] = per[k].windows[name].map((x) => x * 1000 + offset);
      return t >= a && t < b;
    });
    if (!span) continue;
    const row = per[k].out[span];
    const { inclusive, self, home } = stackOf(id);
    for (const label of inclusive) row.fn.set(label, (row.fn.get(label) ?? 0) + weight);
    const selfKey = self.startsWith('(') || self.startsWith('built-in') || self === 'wasm core' ? `${self} ← ${home ?? 'none'}` : self;
    row.self.set(selfKey, (row.self.get(selfKey) ?? 0) + weight);
  }
  // Per span: p50/p95/mean of each function's inclusive ms, each self row's mean, and native.
  const result = {};
  for (const span of spanNames) {
    const rows = per.map((p) => p.out[span]);
    const dist = (values) => ({
      p50: quantile(values, 0.5),
      p95: quantile(values, 0.95),
      mean: values.reduce((x, y) => x + y, 0) / values.length,
    });
    const keys = (field) => [...new Set(rows.flatMap((r) => [...r[field].keys()]))];
    const table = (field) =>
      Object.fromEntries(
        keys(field)
          .map((key) => [key, dist(rows.map((r) => r[field].get(key) ?? 0))])
          .sort((x, y) => y[1].mean - x[1].mean),
      );
    result[span] = { wall: dist(rows.map((r) => r.wall)), fn: table('fn'), self: table('self'), native: table('native') };
  }
  const whole = probeSamples.map((s) => s.inputEnd - s.start + s.laidOut - s.frameStart);
  result.whole = { p50: quantile(whole, 0.5), p95: quantile(whole, 0.95) };
  return result;
}

async function timing(browser, origin, dir) {
  const v = await openVariant(browser, origin, { name: 'timing', path: '/bench/profile.html', open: true }, { marks: true });
  try {
    if (THROTTLE > 1) await (await v.context.newCDPSession(v.page)).send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await type(v, 40, false);
    await browser.startTracing(v.page, { categories: CATEGORIES });
    await type(v, KEYSTROKES, true);
    const trace = JSON.parse(await browser.stopTracing());
    return analyseTiming(trace.traceEvents, v.samples, dir);
  } finally {
    await v.context.close();
  }
}

// ---- counts pass ------------------------------------------------------------

// In the page, before its scripts: counts and times each call into the core.
function coreProbe() {
  const stats = (window.__coreStats = {});
  const wrap = (object, key, name) => {
    const original = object[key];
    object[key] = function (...args) {
      const start = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        const s = (stats[name] ??= { n: 0, ms: 0, points: 0 });
        s.n++;
        s.ms += performance.now() - start;
        // The device counts a sweep is asked for.
        if (key === 'estimateSweep' && name.startsWith('calc.')) s.points += args[1]?.length ?? 0;
        if (key === 'sweep' && name.startsWith('calc.')) s.points += args[0]?.devices?.length ?? 0;
      }
    };
  };
  window.__dpscProbe = {
    core(module, which) {
      for (const key of Object.keys(module)) {
        if (typeof module[key] !== 'function' || /^(_|HEAP|dynCall|stack|UTF|get|set|[A-Z])/.test(key)) continue;
        wrap(module, key, `${which} wasm: ${key}`);
      }
    },
    calc(calculator) {
      for (const key of Object.keys(calculator))
        if (typeof calculator[key] === 'function' && key !== 'ready') wrap(calculator, key, `calc.${key}`);
    },
  };
}

async function counts(browser, origin, dir) {
  const v = await openVariant(browser, origin, { name: 'counts', path: '/bench/profile.html', open: true }, { init: coreProbe });
  try {
    const cdp = await v.context.newCDPSession(v.page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    await type(v, 40, false);
    await cdp.send('Profiler.takePreciseCoverage'); // resets the counts
    const before = await v.page.evaluate(() => structuredClone(window.__coreStats));
    await type(v, KEYSTROKES, false);
    const { result } = await cdp.send('Profiler.takePreciseCoverage');
    const after = await v.page.evaluate(() => window.__coreStats);
    const core = Object.entries(after)
      .map(([name, s]) => {
        const b = before[name] ?? { n: 0, ms: 0, points: 0 };
        return { name, n: (s.n - b.n) / KEYSTROKES, ms: (s.ms - b.ms) / KEYSTROKES, points: (s.points - b.points) / KEYSTROKES };
      })
      .filter((r) => r.n > 0)
      .sort((a, b) => a.name.localeCompare(b.name));
    // Calls per keystroke of each function of ours, by web/ file.
    const functions = [];
    for (const script of result) {
      const file = fileOf(script.url);
      if (!file?.endsWith('.js')) continue;
      const text = readFileSync(join(dir, file), 'utf8');
      const lineStarts = [0];
      for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
      const position = (offset) => {
        let lo = 0,
          hi = lineStarts.length - 1;
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (lineStarts[mid] <= offset) lo = mid;
          else hi = mid - 1;
        }
        return [lo, offset - lineStarts[lo]];
      };
      for (const f of script.functions) {
        const n = f.ranges[0].count;
        if (!n || !f.ranges[0].startOffset) continue; // the script itself
        const [line, column] = position(f.ranges[0].startOffset);
        // The function's start is its name or its parameters; the map knows the token at or before it.
        const source = sourceOf(dir, file, line, column);
        functions.push({ name: f.functionName || `(anonymous:${line + 1})`, source, chunk: file, n: n / KEYSTROKES });
      }
    }
    return { core, functions };
  } finally {
    await v.context.close();
  }
}

// ---- report -----------------------------------------------------------------

const f2 = (x) => x.toFixed(2).padStart(7);
function printTiming(t, run) {
  console.log(`\n== timing, run ${run}: whole keystroke p50 ${t.whole.p50.toFixed(2)} ms, p95 ${t.whole.p95.toFixed(2)} ms`);
  for (const span of ['input', 'frame', 'paint']) {
    const s = t[span];
    console.log(`\n-- ${span}: wall p50 ${f2(s.wall.p50)} p95 ${f2(s.wall.p95)} mean ${f2(s.wall.mean)} ms`);
    console.log('   inclusive (p50 / p95 / mean ms per keystroke):');
    for (const [k, d] of Object.entries(s.fn).slice(0, 40)) console.log(`   ${f2(d.p50)} ${f2(d.p95)} ${f2(d.mean)}  ${k}`);
    console.log('   self (mean ≥ 0.05 ms):');
    for (const [k, d] of Object.entries(s.self)
      .filter(([, row]) => row.mean >= 0.05)
      .slice(0, 30))
      console.log(`   ${f2(d.p50)} ${f2(d.p95)} ${f2(d.mean)}  ${k}`);
    console.log('   native (trace events):');
    for (const [k, d] of Object.entries(s.native)) console.log(`   ${f2(d.p50)} ${f2(d.p95)} ${f2(d.mean)}  ${k}`);
  }
}
function printCounts(c, run) {
  console.log(`\n== counts, run ${run} (per keystroke)`);
  for (const r of c.core)
    console.log(
      `   ${r.n.toFixed(2).padStart(6)} calls ${r.ms.toFixed(3).padStart(7)} ms${r.points ? `  ${r.points.toFixed(1)} device counts` : ''}  ${r.name}`,
    );
  const byFile = new Map();
  for (const fn of c.functions) byFile.set(fn.source, (byFile.get(fn.source) ?? 0) + fn.n);
  const chunks = new Map();
  for (const fn of c.functions) chunks.set(fn.chunk, (chunks.get(fn.chunk) ?? 0) + fn.n);
  console.log('   function calls by chunk:');
  for (const [k, n] of [...chunks].sort((a, b) => b[1] - a[1])) console.log(`   ${n.toFixed(1).padStart(8)}  ${k}`);
  console.log('   function calls by source file:');
  for (const [k, n] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`   ${n.toFixed(1).padStart(8)}  ${k}`);
  const panels = c.functions.filter((f) => f.source.startsWith('web/panels/'));
  console.log(`   web/panels/: ${panels.reduce((x, f) => x + f.n, 0).toFixed(1)} calls of ${panels.length} functions; the most called:`);
  for (const fn of panels.sort((a, b) => b.n - a.n).slice(0, 40))
    console.log(`   ${fn.n.toFixed(1).padStart(8)}  ${fn.name} · ${fn.source}`);
}

const dir = mkdtempSync(join(tmpdir(), 'dpsc-breakdown-'));
await build(dir);
const { server, origin } = await benchServer({ '/profile/': dir });
const browser = await launch();
const runs = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const t = await timing(browser, origin, dir);
    printTiming(t, run);
    const c = await counts(browser, origin, dir);
    printCounts(c, run);
    runs.push({ timing: t, counts: c });
  }
  if (OUT) writeFileSync(OUT, JSON.stringify(runs, null, 1));
} finally {
  await browser.close();
  server.close();
  rmSync(dir, { recursive: true, force: true });
}
