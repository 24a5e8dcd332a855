// Screenshots of the demo page in every language, at phone and desktop width,
// in both colour schemes, with every panel open so that no label or option
// escapes a look: `node scripts/screenshots.mjs [outDir]` after a build.
import { mkdirSync } from 'node:fs';
import { startBrowser, openPage, ready } from '../tests/browser/harness.mjs';
import { LANGUAGES } from '../web/locales/languages.js';

const outDir = process.argv[2] ?? 'screenshots';
mkdirSync(outDir, { recursive: true });
const browser = await startBrowser({ directory: 'dist' });
try {
  for (const lang of LANGUAGES) {
    for (const width of [360, 1280]) {
      for (const colorScheme of ['light', 'dark']) {
        const { page, errors } = await openPage(browser.context, `${browser.origin}/index.html?lang=${lang}`, { width, colorScheme });
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
        const path = `${outDir}/${lang}-${width}-${colorScheme}.png`;
        await page.screenshot({ path, fullPage: true });
        if (errors.length) throw new Error(`${path}: ${errors.join('; ')}`);
        console.log(path);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
}
