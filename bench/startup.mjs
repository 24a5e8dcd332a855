// Cold start-up and payload, in headless Chromium. Every load has a browser
// context of its own (a fresh in-memory profile: nothing cached or compiled
// survives) in a browser that is already running, as a reader's is; the
// pages take turns in a rotating order, and each is loaded on loopback and over an
// emulated network (DevTools protocol: a round-trip latency and a bandwidth
// each way, applied to every request, so each download that waits for
// another costs a round trip more). The server compresses with gzip -9.
// Two moments, in ms from navigation start (bench/pages/milestones.js):
// the first results laid out, and the first frame laid out with the
// results, the chart's curves and (estimator page) the estimate. On the page
// whose estimator is open from the start, also each tier's download: when
// its fetch started and when its last byte arrived (Resource Timing).
import { launch, benchServer, median } from './common.mjs';
import { embedFiles, fetchedFiles } from '../scripts/sizes.mjs';

const LOADS = Number(process.env.BENCH_LOADS ?? 15);
export const NETWORK = { latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 };

export const PAGES = [
  { name: 'element', path: '/bench/element.html', label: '`<dp-scaling-calculator>` (embed bundle, wasm beside it)' },
  // The README's advice: the page preloads the wasm, so it downloads beside the bundle, not after it.
  { name: 'preload', path: '/bench/preload.html', label: '`<dp-scaling-calculator>`, the page preloads the wasm' },
  { name: 'standalone', path: '/bench/standalone.html', label: '`<dp-scaling-calculator>`, one-file embed' },
  // open="estimator": the first results wait for the panels' code and the core's second module.
  { name: 'estimator', path: '/bench/element.html?open=estimator', label: '`<dp-scaling-calculator>`, estimator open' },
  { name: 'sameWork', path: '/bench/same-work.html', label: 'plain-JS reference, same visible work' },
  { name: 'minimal', path: '/bench/reference.html', label: 'plain-JS reference, minimal' },
];

// The files of the page whose estimator is open, in the order they are wanted, by their role in dist/manifest.json.
const TIER_ROLES = [
  ['entry', 'bundle (element, styles, chart, first half of English, API)'],
  ['core', "the core's first module"],
  ['panels', "the panels' code, presets and the second half of English"],
  ['core:panels', "the core's second module"],
];
export const TIERS = TIER_ROLES.map(([role, label]) => ({
  path: embedFiles()
    .find((r) => r.role === role)
    .file.replace(/^dist/, ''),
  label,
}));

// What a first view downloads: an English page, a German one, one with the
// estimator open from the start.
export const PAYLOAD_PAGES = [
  { name: 'english', path: '/bench/element.html', label: 'English page' },
  { name: 'german', path: '/bench/element.html?lang=de', label: 'German page (`lang="de"`)' },
  { name: 'estimator', path: '/bench/element.html?open=estimator', label: 'English page, estimator open' },
];

export async function coldLoad(browser, url, network) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    // A blank page of the same origin first, so the measured navigation
    // does not wait for a renderer process to start (a reader's browser
    // keeps one ready); it caches nothing the measured page uses.
    await page.goto(new URL('/bench/blank.html', url).href);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    await page.goto(url);
    await page.evaluate(() => window.__milestones.whenComplete);
    const { ready, screen } = await page.evaluate(() => ({ ready: window.__ready, screen: window.__screen }));
    return { ready, screen, files: await fetchedFiles(page) };
  } finally {
    await context.close();
  }
}

// The page's own files (under /bench/) are the host's, not ours.
function payload(load) {
  const ours = load.files.filter((f) => !f.path.startsWith('/bench/'));
  const before = ours.filter((f) => f.start < load.ready);
  return {
    files: ours.map((f) => ({ ...f, beforeResults: f.start < load.ready })),
    sent: before.reduce((n, f) => n + f.sent, 0),
    raw: before.reduce((n, f) => n + f.raw, 0),
  };
}

export async function startupBench({ log = () => {} } = {}) {
  const { server, origin } = await benchServer();
  const browser = await launch();
  try {
    const times = {};
    for (const network of ['loopback', 'emulated'])
      times[network] = Object.fromEntries(PAGES.map((p) => [p.name, { ready: [], screen: [], files: [] }]));
    for (let round = 0; round < LOADS; round++) {
      log(`  cold loads: round ${round + 1} of ${LOADS}`);
      for (let i = 0; i < PAGES.length; i++) {
        const page = PAGES[(round + i) % PAGES.length];
        for (const network of round % 2 ? ['emulated', 'loopback'] : ['loopback', 'emulated']) {
          const load = await coldLoad(browser, origin + page.path, network === 'emulated' && NETWORK);
          times[network][page.name].ready.push(load.ready);
          times[network][page.name].screen.push(load.screen);
          times[network][page.name].files.push(load.files);
        }
      }
    }
    const payloads = {};
    for (const page of PAYLOAD_PAGES)
      payloads[page.name] = { label: page.label, ...payload(await coldLoad(browser, origin + page.path, null)) };
    const summary = (t) => ({ ready: median(t.ready), screen: median(t.screen) });
    // Each tier's median fetch start and end, and its bytes, on the page whose estimator is open.
    const tier = ({ path }, network) => {
      const fetched = times[network].estimator.files.map((files) => files.find((f) => f.path === path)).filter(Boolean);
      if (fetched.length !== LOADS) throw new Error(`${path} was fetched in ${fetched.length} of ${LOADS} loads with the estimator open`);
      return { start: median(fetched.map((f) => f.start)), end: median(fetched.map((f) => f.end)), sent: fetched[0].sent };
    };
    return {
      loads: LOADS,
      network: NETWORK,
      pages: PAGES.map((p) => ({ ...p, loopback: summary(times.loopback[p.name]), emulated: summary(times.emulated[p.name]) })),
      tiers: TIERS.map((t) => ({ ...t, loopback: tier(t, 'loopback'), emulated: tier(t, 'emulated') })),
      payloads,
    };
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await startupBench({ log: console.log });
  for (const p of r.pages) {
    console.log(
      `${p.name.padEnd(11)} loopback ${p.loopback.ready.toFixed(1)} / ${p.loopback.screen.toFixed(1)} ms   emulated ${p.emulated.ready.toFixed(1)} / ${p.emulated.screen.toFixed(1)} ms`,
    );
  }
  for (const t of r.tiers) {
    const span = ({ start, end }) => `${start.toFixed(1)}–${end.toFixed(1)} ms`;
    console.log(
      `${t.path.padEnd(40)} ${String(t.loopback.sent).padStart(6)} B  loopback ${span(t.loopback)}   emulated ${span(t.emulated)}`,
    );
  }
  for (const [name, p] of Object.entries(r.payloads)) {
    console.log(`${name}: ${p.sent} bytes gzip before first results`);
    for (const f of p.files) console.log(`   ${f.beforeResults ? 'before' : 'after '} ${f.path} ${f.sent} / ${f.raw}`);
  }
}
