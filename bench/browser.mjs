// Start-up and input latency in headless Chromium: the element (embed bundle
// and wasm from dist/) against a plain-JS reference page doing the same job,
// in the same run. Prints medians and percentiles.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../tests/browser/harness.mjs';
import { serve } from '../scripts/serve.mjs';

const LOADS = 21;
const EDITS = 1000;
const BATCHES = 5; // alternating between the pages, so both see the same machine load

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

// A fresh browser profile each time: nothing compiled or cached survives.
async function coldLoad(url) {
  const profile = mkdtempSync(join(tmpdir(), 'dpsc-bench-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs, headless: true });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.__ready !== undefined);
    return await page.evaluate(() => window.__ready);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

// In the page: type a new value into the devices field EDITS times, and time
// each edit from the input event until its results are in the DOM (read back
// and laid out).
function editLatency({ edits, shadow }) {
  const root = shadow ? document.querySelector('dp-scaling-calculator').shadowRoot : document;
  const input = root.getElementById('devices');
  const result = root.getElementById('actual');
  const times = [];
  for (let i = 0; i < edits; i++) {
    const value = String(2 + (i % 500));
    const start = performance.now();
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    const text = result.textContent;
    result.getBoundingClientRect();
    times.push(performance.now() - start);
    if (!text) throw new Error('no result');
  }
  return times;
}

export async function browserBench() {
  const server = await serve({ '/': 'dist', '/bench/': 'bench/pages' });
  const origin = `http://127.0.0.1:${server.address().port}`;
  try {
    const startup = { element: [], reference: [] };
    for (let i = 0; i < LOADS; i++) {
      // Interleaved, so both pages see the same machine load.
      startup.element.push(await coldLoad(`${origin}/bench/element.html`));
      startup.reference.push(await coldLoad(`${origin}/bench/reference.html`));
    }
    const profile = mkdtempSync(join(tmpdir(), 'dpsc-bench-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs, headless: true });
    const latency = { element: [], reference: [] };
    const pages = {};
    for (const [name, shadow] of [['element', true], ['reference', false]]) {
      pages[name] = await context.newPage();
      await pages[name].goto(`${origin}/bench/${name}.html`);
      await pages[name].waitForFunction(() => window.__ready !== undefined);
      await pages[name].evaluate(editLatency, { edits: 50, shadow }); // warm up
    }
    for (let batch = 0; batch < BATCHES; batch++) {
      for (const [name, shadow] of [['element', true], ['reference', false]]) {
        await pages[name].bringToFront();
        latency[name].push(...(await pages[name].evaluate(editLatency, { edits: EDITS / BATCHES, shadow })));
      }
    }
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    const median = (xs) => quantile(xs, 0.5);
    return {
      loads: LOADS,
      edits: EDITS,
      startup: { element: median(startup.element), reference: median(startup.reference) },
      latency: {
        element: { p50: quantile(latency.element, 0.5), p95: quantile(latency.element, 0.95) },
        reference: { p50: quantile(latency.reference, 0.5), p95: quantile(latency.reference, 0.95) },
      },
    };
  } finally {
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await browserBench();
  console.log(`start-up, navigation to first results, median of ${r.loads} cold loads`);
  console.log(`  element   ${r.startup.element.toFixed(1)} ms`);
  console.log(`  reference ${r.startup.reference.toFixed(1)} ms   ratio ${(r.startup.element / r.startup.reference).toFixed(2)}`);
  console.log(`input latency over ${r.edits} edits: p50 / p95`);
  console.log(`  element   ${r.latency.element.p50.toFixed(3)} / ${r.latency.element.p95.toFixed(3)} ms`);
  console.log(`  reference ${r.latency.reference.p50.toFixed(3)} / ${r.latency.reference.p95.toFixed(3)} ms   p95 ratio ${(r.latency.element.p95 / r.latency.reference.p95).toFixed(2)}`);
}
