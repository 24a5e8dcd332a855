// Batch throughput: 10^6 scenarios through calc.sweep (one call, typed
// arrays), through one calc.compute call each, and through a plain JS loop
// that does the same validation and formulas. Prints scenarios per second.
// The paths take turns within each round, so a busy moment of the machine
// falls on all of them alike.
import { loadCalculator } from '../dist/index.js';

const N = 1_000_000;
const ROUNDS = 21;

// The same rules and formulas as the core, written in plain JS.
function plainLoop(d, v, e, out) {
  for (let i = 0; i < d.length; i++) {
    const dev = d[i],
      tp = v[i],
      eff = e[i];
    if (!(dev >= 1 && dev <= 1e7 && Math.floor(dev) === dev && tp > 0 && tp <= 1e15 && eff > 0 && eff <= 100)) {
      throw new Error(`row ${i}`);
    }
    const ideal = dev * tp;
    const actual = ideal * (eff / 100);
    out.ideal[i] = ideal;
    out.actual[i] = actual;
    out.speedup[i] = dev * (eff / 100);
    out.lost[i] = ideal - actual;
  }
  return out;
}

function inputs() {
  const d = new Float64Array(N),
    v = new Float64Array(N),
    e = new Float64Array(N);
  for (let i = 0; i < N; i++) {
    d[i] = 1 + ((i * 7919) % 100000);
    v[i] = 1 + ((i * 104729) % 1000000) / 3;
    e[i] = 1 + ((i * 31) % 100);
  }
  return { d, v, e };
}

function median(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

// Median time of each function, over `rounds` rounds that run each once.
function interleaved(fns, rounds) {
  const times = Object.fromEntries(Object.keys(fns).map((name) => [name, []]));
  for (const fn of Object.values(fns)) fn(); // warm up
  for (let r = 0; r < rounds; r++) {
    for (const [name, fn] of Object.entries(fns)) {
      const start = performance.now();
      fn();
      times[name].push(performance.now() - start);
    }
  }
  return Object.fromEntries(Object.entries(times).map(([name, t]) => [name, median(t)]));
}

export async function throughput() {
  const calc = await loadCalculator();
  const { d, v, e } = inputs();
  const into = {
    devices: new Float64Array(N),
    idealThroughput: new Float64Array(N),
    actualThroughput: new Float64Array(N),
    speedup: new Float64Array(N),
    lostThroughput: new Float64Array(N),
  };
  const out = { ideal: new Float64Array(N), actual: new Float64Array(N), speedup: new Float64Array(N), lost: new Float64Array(N) };
  const { sweepMs, sweepIntoMs, loopMs, loopAllocMs } = interleaved(
    {
      sweepMs: () => calc.sweep({ devices: d, throughputPerDevice: v, efficiencyPercent: e }),
      loopAllocMs: () =>
        plainLoop(d, v, e, {
          ideal: new Float64Array(N),
          actual: new Float64Array(N),
          speedup: new Float64Array(N),
          lost: new Float64Array(N),
        }),
      sweepIntoMs: () => calc.sweep({ devices: d, throughputPerDevice: v, efficiencyPercent: e }, into),
      loopMs: () => plainLoop(d, v, e, out),
    },
    ROUNDS,
  );
  // A second each: three rounds are enough.
  const { perCallMs } = interleaved(
    {
      perCallMs: () => {
        for (let i = 0; i < N; i++) calc.compute({ devices: d[i], throughputPerDevice: v[i], efficiencyPercent: e[i] });
      },
    },
    3,
  );
  // Identical answers, or the comparison means nothing.
  const check = calc.sweep({ devices: d, throughputPerDevice: v, efficiencyPercent: e });
  plainLoop(d, v, e, out);
  for (let i = 0; i < N; i += 997) if (check.actualThroughput[i] !== out.actual[i]) throw new Error(`row ${i} differs`);
  const rate = (ms) => N / (ms / 1000);
  return {
    n: N,
    rounds: ROUNDS,
    sweepMs,
    sweepIntoMs,
    loopMs,
    loopAllocMs,
    perCallMs,
    sweep: rate(sweepMs),
    sweepInto: rate(sweepIntoMs),
    loop: rate(loopMs),
    loopAlloc: rate(loopAllocMs),
    perCall: rate(perCallMs),
  };
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--json')) {
  console.log(JSON.stringify(await throughput()));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await throughput();
  const f = (x) => Math.round(x).toLocaleString('en');
  console.log(`10^6 scenarios (median of ${ROUNDS} runs)`);
  const line = (label, ms, rate) => console.log(`${label.padEnd(32)}${ms.toFixed(1).padStart(8)} ms ${f(rate).padStart(14)} /s`);
  line('sweep, new arrays', r.sweepMs, r.sweep);
  line('plain JS loop, new arrays', r.loopAllocMs, r.loopAlloc);
  line('sweep into reused arrays', r.sweepIntoMs, r.sweepInto);
  line('plain JS loop, reused arrays', r.loopMs, r.loop);
  line('compute, one call per scenario', r.perCallMs, r.perCall);
  console.log(
    `sweep / JS loop: ${(r.sweep / r.loopAlloc).toFixed(2)} (new arrays), ${(r.sweepInto / r.loop).toFixed(2)} (reused)   sweep / per call: ${(r.sweep / r.perCall).toFixed(1)}`,
  );
}
