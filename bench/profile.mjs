// A profile of the keystroke with every panel open, for the speed work: a
// Chromium trace (DevTools timeline and V8's sampling profiler) of the
// element built without minification, so functions keep their names.
import { mkdtempSync, rmSync, copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { launch, benchServer } from './common.mjs';
import { rollupOptions } from '../scripts/build/bundles.mjs';
import { MODULES, wasmOf } from '../scripts/build/wasm.mjs';
import { openVariant, type } from './keystroke.mjs';

/** The trace categories a keystroke's profile needs (bench/keystroke-breakdown.mjs reads them too). */
export const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'toplevel',
];

// The embed as scripts/build.mjs makes it (the same Rollup options), less
// minification, with source maps that name each line's module, and the core's
// two modules beside it.
async function unminified(dir) {
  const { input, output } = rollupOptions('embed', { minified: false });
  const built = await rollup(input);
  await built.write({ ...output, dir, sourcemap: true });
  await built.close();
  for (const name of MODULES) copyFileSync(wasmOf(name), join(dir, `${name}.wasm`));
}

// The source module of a frame of the build in `dir`, from its chunk's source map.
const maps = new Map();
function moduleOf(dir, { url, lineNumber, columnNumber }) {
  const file = url.split('/profile/')[1];
  if (!file.endsWith('.js')) return file; // the core's wasm
  if (!maps.has(file)) maps.set(file, new SourceMap(JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8'))));
  return (
    maps
      .get(file)
      .findEntry(lineNumber, columnNumber)
      ?.originalSource?.replace(/^.*?(web|build)\//, '$1/') ?? file
  );
}

// The trace's spans: [start, end] in trace µs for each measure of `name`.
function spans(events, name) {
  const result = [];
  for (const e of events.filter((x) => x.name === name && x.cat === 'blink.user_timing').sort((a, b) => a.ts - b.ts)) {
    if (e.ph === 'b') result.push([e.ts]);
    else if (e.ph === 'e' && result.length) result[result.length - 1].push(e.ts);
  }
  return result.filter((s) => s.length === 2);
}

// V8's samples on the page's main thread: [time, node], with the call tree.
export function samplesOf(events, pid, tid) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) throw new Error('the trace holds no CPU profile of the main thread');
  const nodes = new Map();
  const samples = [];
  let time = profile.args.data.startTime;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => samples.push([(time += timeDeltas[i]), id]));
  }
  return { nodes, samples };
}

// What the browser is doing natively, when a trace event says so.
function activityOf(name) {
  if (name === 'ParseHTML') return 'parsing HTML (innerHTML)';
  if (name === 'UpdateLayoutTree') return 'style';
  if (name === 'Layout') return 'layout';
  if (/^V8\.GC|^(Minor|Major)GC$/.test(name)) return 'garbage collection';
  return null;
}

// The bundle's source file at each line, from esbuild's `// path` comments.
/**
 * Where the keystroke's main-thread time goes, from a trace: every sample in
 * the measured spans is put down to the innermost function of the element's
 * code on its stack and to what the thread did (JavaScript, a built-in such
 * as Intl's format, parsing HTML, style, layout, garbage collection).
 */
export function analyse(events, keystrokes, dir) {
  const [mark] = events.filter((e) => e.name === 'keystroke: frame' && e.cat === 'blink.user_timing');
  const { pid, tid } = mark;
  const { nodes, samples } = samplesOf(events, pid, tid);
  const onThread = events.filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid);
  const native = onThread.filter((e) => activityOf(e.name));
  const calls = onThread.filter((e) => e.name === 'FunctionCall');
  const innermost = (list, t) => list.filter((e) => e.ts <= t && t < e.ts + e.dur).sort((a, b) => a.dur - b.dur)[0];
  const ours = (frame) => frame.url?.includes('/profile/');
  const label = (frame) => `${frame.functionName || `(anonymous, line ${frame.lineNumber + 1})`} · ${moduleOf(dir, frame)}`;
  const result = {};
  for (const span of ['input', 'frame']) {
    const windows = spans(events, `keystroke: ${span}`);
    const rows = new Map();
    const inclusive = new Map();
    let total = 0;
    for (const [start, end] of windows) {
      const inside = samples.filter(([t]) => t >= start && t < end);
      inside.forEach(([t, id], i) => {
        const weight = Math.min(inside[i + 1]?.[0] ?? end, end) - t;
        const stack = [];
        for (let node = nodes.get(id); node; node = nodes.get(node.parent)) stack.push(node.callFrame);
        const leaf = stack[0];
        const event = innermost(native, t);
        const what = event
          ? activityOf(event.name)
          : leaf.url === '' || leaf.url === undefined
            ? leaf.functionName.startsWith('(')
              ? 'native, no JavaScript frame'
              : `built-in ${leaf.functionName || '(unnamed)'}`
            : leaf.url.endsWith('.wasm')
              ? 'wasm core'
              : ours(leaf)
                ? 'JavaScript'
                : 'the probe';
        // A sample with no JavaScript frame still falls inside the function
        // call the trace recorded (trace line numbers count from 1).
        const call = innermost(calls, t)?.args.data;
        const home = stack.find(ours) ?? (ours(call ?? {}) ? { ...call, lineNumber: call.lineNumber - 1 } : undefined);
        const where = home
          ? label(home)
          : "none: the browser's own work (with the style and layout it does anyway, which the probe forces)";
        const key = `${where}\u0000${what}`;
        rows.set(key, (rows.get(key) ?? 0) + weight);
        for (const name of new Set(stack.filter(ours).map(label))) inclusive.set(name, (inclusive.get(name) ?? 0) + weight);
        total += weight;
      });
    }
    const perKey = (us) => us / 1000 / keystrokes;
    const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
    result[span] = {
      ms: perKey(total),
      self: sorted(rows).map(([key, us]) => {
        const [where, what] = key.split('\u0000');
        return { where, what, ms: perKey(us), share: us / total };
      }),
      inclusive: sorted(inclusive).map(([where, us]) => ({ where, ms: perKey(us), share: us / total })),
    };
  }
  return result;
}

// In the page, before its scripts: counts the Intl objects made and used,
// and which elements (by id, inside the element) each keystroke writes to,
// and which of those it left exactly as they were.
function instrument() {
  const counts = (window.__counts = {});
  const bump = (key) => (counts[key] = (counts[key] ?? 0) + 1);
  for (const name of ['NumberFormat', 'ListFormat', 'PluralRules']) {
    const original = Intl[name];
    Intl[name] = new Proxy(original, {
      construct: (target, args, newTarget) => (bump(`new Intl.${name}`), Reflect.construct(target, args, newTarget)),
    });
  }
  const proto = Intl.NumberFormat.prototype;
  const format = Object.getOwnPropertyDescriptor(proto, 'format');
  Object.defineProperty(proto, 'format', {
    ...format,
    get() {
      const bound = format.get.call(this);
      return (value) => (bump('Intl.NumberFormat format()'), bound(value));
    },
  });
  let touched = new Set();
  const touch = (node) => {
    const element = node.nodeType === 1 ? node : node.parentElement;
    if (element?.isConnected && element.getRootNode() !== document) touched.add(element.closest('[id]')?.id);
  };
  for (const [object, property] of [
    [Element.prototype, 'innerHTML'],
    [Node.prototype, 'textContent'],
    [CharacterData.prototype, 'data'],
  ]) {
    const d = Object.getOwnPropertyDescriptor(object, property);
    Object.defineProperty(object, property, {
      ...d,
      set(value) {
        touch(this);
        d.set.call(this, value);
      },
    });
  }
  const methods = [
    [Element.prototype, ['replaceChildren', 'append', 'setAttribute', 'removeAttribute', 'replaceWith', 'remove']],
    [CharacterData.prototype, ['replaceWith', 'remove']],
  ];
  for (const [object, names] of methods) {
    for (const method of names) {
      const original = object[method];
      object[method] = function (...args) {
        touch(this);
        return original.apply(this, args);
      };
    }
  }
  // Compared at the next keystroke, once the frame of this one has run.
  const state = () => {
    const root = document.querySelector('dp-scaling-calculator')?.shadowRoot;
    return new Map([...(root?.querySelectorAll('[id]') ?? [])].map((e) => [e.id, e.outerHTML]));
  };
  let before = null;
  addEventListener(
    'input',
    () => {
      const now = state();
      for (const id of touched) {
        if (!before || id === undefined) continue;
        bump(`writes #${id}`);
        if (before.get(id) === now.get(id)) bump(`writes #${id}, unchanged`);
      }
      before = now;
      touched = new Set();
    },
    true,
  );
}

// How often a keystroke (every panel open) makes or repeats each thing.
async function repeats(browser, origin, keystrokes) {
  const v = await openVariant(browser, origin, { name: 'counts', path: '/bench/element.html', open: true }, { init: instrument });
  try {
    await type(v, 8, false);
    const before = await v.page.evaluate(() => ({ ...window.__counts }));
    await type(v, keystrokes, false);
    const after = await v.page.evaluate(() => window.__counts);
    const per = (key) => ((after[key] ?? 0) - (before[key] ?? 0)) / keystrokes;
    const intl = Object.keys(after)
      .filter((k) => k.includes('Intl'))
      .map((what) => ({ what, n: per(what) }));
    const writes = Object.keys(after)
      .filter((k) => k.startsWith('writes ') && !k.endsWith(', unchanged'))
      .map((k) => ({ id: k.slice('writes '.length), n: per(k), unchanged: per(`${k}, unchanged`) }))
      .filter((row) => row.n > 0)
      .sort((a, b) => b.unchanged - a.unchanged || a.id.localeCompare(b.id));
    return { intl, writes };
  } finally {
    await v.context.close();
  }
}

export async function profileBench({ keystrokes = 100, save } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'dpsc-profile-'));
  await unminified(dir);
  const { server, origin } = await benchServer({ '/profile/': dir });
  const browser = await launch();
  try {
    const v = await openVariant(browser, origin, { name: 'profile', path: '/bench/profile.html', open: true }, { marks: true });
    await type(v, 40, false);
    await browser.startTracing(v.page, { categories: CATEGORIES });
    await type(v, keystrokes, true);
    const trace = JSON.parse(await browser.stopTracing());
    if (save) writeFileSync(save, JSON.stringify(trace));
    const analysis = analyse(trace.traceEvents, keystrokes, dir);
    return { keystrokes, ...analysis, repeats: await repeats(browser, origin, 40) };
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await profileBench({ save: process.env.TRACE });
  for (const span of ['input', 'frame']) {
    console.log(`\n${span}: ${r[span].ms.toFixed(3)} ms sampled per keystroke`);
    for (const row of r[span].self.slice(0, 25))
      console.log(`  ${row.ms.toFixed(3)} ms ${(100 * row.share).toFixed(1).padStart(5)} %  ${row.what.padEnd(26)} ${row.where}`);
    console.log('  inclusive:');
    for (const row of r[span].inclusive.slice(0, 15))
      console.log(`  ${row.ms.toFixed(3)} ms ${(100 * row.share).toFixed(1).padStart(5)} %  ${row.where}`);
  }
  console.log('\nper keystroke:');
  for (const row of r.repeats.intl) console.log(`  ${String(row.n).padStart(5)}  ${row.what}`);
  for (const row of r.repeats.writes) console.log(`  ${String(row.n).padStart(5)}  ${row.id} (${row.unchanged} unchanged)`);
}
