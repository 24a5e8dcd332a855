// Screenshots of the demo page in every language, at phone and desktop width,
// in both colour schemes, with every panel open so that no label or option
// escapes a look, once at the demo's defaults and once as a language-model
// job in tokens (llm): `node scripts/screenshots.mjs [outDir]` after a build.
import { mkdirSync } from 'node:fs';
import { startBrowser, openPage, ready } from '../tests/browser/harness.mjs';
import { LANGUAGES } from '../web/locales/languages.js';

const outDir = process.argv[2] ?? 'screenshots';
mkdirSync(outDir, { recursive: true });
const browser = await startBrowser({ directory: 'dist' });
// Llama 3 8B on 64 H100s in tokens: the throughput's MFU note, the FLOPs section and its answers.
const SCENARIOS = {
  default: '',
  llm: '#d=64&v=5762&throughput-unit=tokens&model-preset=Llama%203%208B&accelerator=h100-80&intra-link=nvlink4&network=ib-ndr-8&precision=2&batch=1&accumulation=8&sharding=zero3',
};
try {
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
} finally {
  await browser.close();
}
