// Two builds in the same run: `node bench/ab.mjs <checkout>` compares the
// checkout at <checkout> (built: its dist/, with its own bench/pages/) with
// this one, cold start-up and the whole keystroke (panels closed, every panel
// open, and open at 4× CPU throttle), in the same Chromium, in
// turns (A, B, then B, A), so that whatever else the machine does falls on
// both alike. Each round's difference is printed with the medians, and the
// spread of A against itself, the run's noise.
import { join, resolve } from 'node:path';
import { serve } from '../scripts/serve.mjs';
import { launch, median } from './common.mjs';
import { coldLoad } from './startup.mjs';
import { openVariant, type, stats, turn } from './keystroke.mjs';

const base = resolve(process.argv[2] ?? 'build/ab-base');
const LOADS = Number(process.env.BENCH_LOADS ?? 21);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const PER_ROUND = 52;
// AB_ONLY=startup or AB_ONLY=keystroke runs one half.
const only = process.env.AB_ONLY;

const serveBuild = async (root) => {
  const server = await serve({ '/': join(root, 'dist'), '/bench/': join(root, 'bench/pages') }, { isolate: true, gzip: true });
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
};
const builds = { A: await serveBuild(base), B: await serveBuild(resolve('.')) };
const browser = await launch();
const ms = (x) => `${x.toFixed(1)} ms`;

try {
  console.log(`A: ${base}\nB: ${resolve('.')}\n`);
  for (const page of only === 'keystroke' ? [] : ['/bench/element.html', '/bench/element.html?open=estimator']) {
    const times = { A: [], B: [] };
    const ready = { A: [], B: [] };
    for (let i = 0; i < LOADS; i++) {
      for (const name of i % 2 ? ['B', 'A'] : ['A', 'B']) {
        const load = await coldLoad(browser, builds[name].origin + page);
        times[name].push(load.screen);
        ready[name].push(load.ready);
      }
    }
    console.log(`first results ${page}: A ${ms(median(ready.A))}, B ${ms(median(ready.B))}`);
    // The noise: the two halves of A's loads, against each other.
    const halves = [times.A.filter((_, i) => i % 2), times.A.filter((_, i) => !(i % 2))].map(median);
    console.log(
      `cold start ${page}, first screen complete (median of ${LOADS} loopback loads): A ${ms(median(times.A))}, B ${ms(median(times.B))}, ` +
        `B/A ${(median(times.B) / median(times.A)).toFixed(3)}; A's halves ${ms(halves[0])} and ${ms(halves[1])}`,
    );
  }
  const variants = [
    { name: 'element', path: '/bench/element.html' },
    { name: 'elementOpen', path: '/bench/element.html', open: true },
    { name: 'elementOpenSlow', path: '/bench/element.html', open: true, throttle: 4 },
  ];
  for (const variant of only === 'startup' ? [] : variants) {
    const pages = { A: await openVariant(browser, builds.A.origin, variant), B: await openVariant(browser, builds.B.origin, variant) };
    for (const v of Object.values(pages)) {
      await turn(Object.values(pages), v);
      await type(v, 40, false);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of round % 2 ? ['B', 'A'] : ['A', 'B']) {
        await turn(Object.values(pages), pages[name]);
        await type(pages[name], 4, false);
        await type(pages[name], PER_ROUND, true);
      }
    }
    const [a, b] = [stats(pages.A.samples), stats(pages.B.samples)];
    const halves = [pages.A.samples.slice(0, pages.A.samples.length / 2), pages.A.samples.slice(pages.A.samples.length / 2)].map(stats);
    console.log(
      `keystroke, ${variant.open ? 'every panel open' : 'panels closed'}${variant.throttle ? `, CPU ${variant.throttle}× throttled` : ''} (${a.n} each): p50 A ${ms(a.p50)}, B ${ms(b.p50)}; ` +
        `p95 A ${ms(a.p95)}, B ${ms(b.p95)}, B/A ${(b.p95 / a.p95).toFixed(3)}; A's halves p95 ${ms(halves[0].p95)} and ${ms(halves[1].p95)}`,
    );
    for (const v of Object.values(pages)) await v.context.close();
  }
} finally {
  await browser.close();
  for (const b of Object.values(builds)) b.server.close();
}
