// Screenshots of the demo page, after a build (dist/).
//
// `node scripts/screenshots.mjs [outDir]`: in every language, at phone and
// desktop width, in both colour schemes, with every panel open so that no
// label or option escapes a look, once at the demo's defaults and once as a
// language-model job in tokens (llm).
//
// `node scripts/screenshots.mjs --first-screen [file]`: the picture the README
// and "What it answers" show (docs/screenshot.png): the calculator as a
// reader first meets it, its defaults computed, down to the headings of its
// panels, at most MAX_HEIGHT px tall so that it does not push the README's
// text several screens down (the hand-made one before it was 4,029 px).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBrowser, openPage, ready } from '../tests/browser/harness.mjs';
import { LANGUAGES } from '../web/locales/languages.js';

/** The tallest a committed screenshot may be (tests/js/screenshots.test.mjs holds every one to it). */
export const MAX_HEIGHT = 1200;

// Llama 3 8B on 64 H100s in tokens: the throughput's MFU note, the FLOPs section and its answers.
const SCENARIOS = {
  default: '',
  llm: '#d=64&v=5762&throughput-unit=tokens&model-preset=Llama%203%208B&accelerator=h100-80&intra-link=nvlink4&network=ib-ndr-8&precision=2&batch=1&accumulation=8&sharding=zero3',
};

async function everyScreen(browser, outDir) {
  mkdirSync(outDir, { recursive: true });
  for (const [scenario, fragment] of Object.entries(SCENARIOS)) {
    for (const lang of LANGUAGES) {
      for (const width of [360, 1280]) {
        for (const colorScheme of ['light', 'dark']) {
          // A fragment names the language itself: the demo reads ?lang only without one.
          const url = `${browser.origin}/index.html${fragment ? `${fragment}&lang=${lang}` : `?lang=${lang}`}`;
          const { page, errors } = await openPage(browser.context, url, { width, colorScheme });
          await ready(page);
          await page.evaluate(() =>
            document
              .querySelector('dp-scaling-calculator')
              .shadowRoot.querySelectorAll('details')
              .forEach((d) => (d.open = true)),
          );
          // The estimator's body comes with its code, fetched as the panel opens.
          await page.waitForFunction(() =>
            document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('estimate')?.textContent.includes('%'),
          );
          await ready(page);
          const path = `${outDir}/${scenario}-${lang}-${width}-${colorScheme}.png`;
          await page.screenshot({ path, fullPage: true });
          if (errors.length) throw new Error(`${path}: ${errors.join('; ')}`);
          console.log(path);
          await page.close();
        }
      }
    }
  }
}

async function firstScreen(browser, file) {
  // 900 px: the element 800 px wide, about the width a code host gives a README's image, so it is not scaled down.
  const { page, errors } = await openPage(browser.context, `${browser.origin}/index.html`, { width: 900, height: MAX_HEIGHT });
  await ready(page);
  // The element with a margin of the page around it, down to the heading of its last panel: inputs, results, the
  // chart and what else it answers (what if, time and cost, the estimate, the layouts), all closed as they start.
  const clip = await page.evaluate(() => {
    const element = document.querySelector('dp-scaling-calculator');
    const panels = [...element.shadowRoot.querySelectorAll('details.panel > summary')];
    const box = element.getBoundingClientRect();
    const margin = 16;
    const top = box.top - margin;
    return {
      x: box.left - margin,
      y: top,
      width: box.width + 2 * margin,
      height: panels.at(-1).getBoundingClientRect().bottom + 2 * margin - top,
    };
  });
  if (clip.height > MAX_HEIGHT) throw new Error(`the first screen is ${clip.height} px tall, more than ${MAX_HEIGHT}`);
  mkdirSync(dirname(file), { recursive: true });
  await page.screenshot({ path: file, clip });
  if (errors.length) throw new Error(`${file}: ${errors.join('; ')}`);
  console.log(`${file}: ${Math.round(clip.width)} × ${Math.round(clip.height)} px`);
  await page.close();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const browser = await startBrowser({ directory: 'dist' });
  try {
    if (args[0] === '--first-screen') await firstScreen(browser, args[1] ?? 'docs/screenshot.png');
    else await everyScreen(browser, args[0] ?? 'screenshots');
  } finally {
    await browser.close();
  }
}
