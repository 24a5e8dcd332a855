// A panel opened for the first time: how long from the click on its title to
// its answer on screen. Each load is a cold page left idle until its first
// screen is complete and the panels' code is in; then the panel's summary is
// clicked from script, with no pointer or focus on it before (which would
// start the fetch early): what the panel needs (the core's second module) is
// fetched after the click. Timed in
// the page, from just before the click to the layout of the first frame that
// shows the answer.
import { launch, benchServer, median, quantile } from './common.mjs';
import { NETWORK } from './startup.mjs';

const LOADS = Number(process.env.BENCH_PANEL_LOADS ?? 9);

// What counts as the panel's answer: the estimate, or the body with its first answer's cell.
export const PANELS = [
  { id: 'estimator', answer: 'estimate', label: 'estimator: the estimate' },
  { id: 'what-if', answer: 'implied', label: 'what-if: its body and answers' },
  { id: 'time-cost', answer: 'timeCluster', label: 'time and cost: its body and answers' },
];

// In the page: clicks the summary of panel `id` and resolves with the ms until `answer` is shown and laid out.
function openAndTime([id, answer]) {
  const root = document.querySelector('dp-scaling-calculator').shadowRoot;
  const shown = () => {
    const text = root.getElementById(answer)?.textContent ?? '';
    return answer === 'estimate' ? text.includes('%') : text !== '';
  };
  return new Promise((resolve) => {
    const start = performance.now();
    root.querySelector(`#${id} > summary`).click();
    const frame = () =>
      requestAnimationFrame(() => {
        if (!shown()) return frame();
        document.documentElement.getBoundingClientRect();
        resolve(performance.now() - start);
      });
    frame();
  });
}

async function timeOnce(browser, origin, panel, network) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/bench/blank.html`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    await page.goto(`${origin}/bench/element.html`);
    await page.evaluate(() => window.__milestones.whenComplete);
    // The panels' code, which comes after the first results.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => /dp-scaling-calculator\.panels-[\w-]+\.js$/.test(e.name) && e.responseEnd > 0),
    );
    await page.waitForTimeout(500);
    const before = await page.evaluate(() => performance.getEntriesByType('resource').length);
    const ms = await page.evaluate(openAndTime, [panel.id, panel.answer]);
    const after = await page.evaluate(
      (n) =>
        performance
          .getEntriesByType('resource')
          .slice(n)
          .map((e) => e.name.split('/').pop()),
      before,
    );
    return { ms, fetched: after };
  } finally {
    await context.close();
  }
}

export async function panelBench({ log = () => {} } = {}) {
  const { server, origin } = await benchServer();
  const browser = await launch();
  try {
    const rows = [];
    for (const panel of PANELS) {
      const result = { ...panel };
      for (const [network, conditions] of [
        ['loopback', null],
        ['emulated', NETWORK],
      ]) {
        log(`  ${panel.id}, ${network}`);
        const runs = [];
        for (let i = 0; i < LOADS; i++) runs.push(await timeOnce(browser, origin, panel, conditions));
        result[network] = {
          p50: median(runs.map((r) => r.ms)),
          max: quantile(
            runs.map((r) => r.ms),
            1,
          ),
        };
        result.fetched = [...new Set(runs.flatMap((r) => r.fetched))].sort();
      }
      rows.push(result);
    }
    return { loads: LOADS, network: NETWORK, panels: rows };
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await panelBench({ log: console.log });
  for (const p of r.panels) {
    console.log(
      `${p.label.padEnd(38)} loopback ${p.loopback.p50.toFixed(1)} ms (max ${p.loopback.max.toFixed(1)})   emulated ${p.emulated.p50.toFixed(1)} ms (max ${p.emulated.max.toFixed(1)})   fetched: ${p.fetched.join(', ')}`,
    );
  }
}
