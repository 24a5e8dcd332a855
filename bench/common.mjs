// What the benchmark's parts share: the server (cross-origin isolated, gzip),
// Chromium, and the statistics.
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../tests/browser/harness.mjs';
import { serve } from '../scripts/serve.mjs';

export const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** dist/ at /, the benchmark's pages at /bench/; isolated, so timers are fine-grained. */
export async function benchServer(extra = {}) {
  const server = await serve({ '/': 'dist', '/bench/': 'bench/pages', ...extra }, { isolate: true, gzip: true });
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

export const launch = () => chromium.launch({ executablePath, args: chromiumArgs, headless: true });

export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export const median = (values) => quantile(values, 0.5);

/** The smallest step performance.now() takes in `page`, and whether the page is cross-origin isolated. */
export function clock(page) {
  return page.evaluate(() => {
    let smallest = Infinity;
    let last = performance.now();
    for (let i = 0; i < 1e6 && smallest > 0.001; i++) {
      const now = performance.now();
      if (now !== last) smallest = Math.min(smallest, now - last);
      last = now;
    }
    return { resolution: smallest, isolated: crossOriginIsolated };
  });
}
