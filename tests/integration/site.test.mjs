// The project's own documentation site (docs/, built by `npm run docs` into
// dist/site/): its home page goes through the checks every documentation
// site gets (support.mjs: the results, CLS 0 at 1280 px, typing, the event,
// contrast, the light/dark switch); then every page of the site loads with no
// console error and no failed request, every element on it computes, every
// link inside the site leads to a page, and the element on the home page
// shifts nothing at 390 px either.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { integrationSuite, repo, watchShifts } from './support.mjs';
import { axeSource, startBrowser } from '../browser/harness.mjs';

const site = join(repo, 'dist/site');
let built = false;
function buildSite() {
  if (!built) execFileSync('node', ['scripts/docs.mjs'], { cwd: repo, stdio: 'pipe' });
  built = true;
  return site;
}

integrationSuite([
  {
    name: 'project-site',
    build: buildSite,
    path: '/index.html',
    darkToggle: {
      click: (page) => page.locator('button.VPSwitchAppearance:visible').first().click(),
      selector: 'html.dark',
    },
  },
]);

/** Every page of the built site, as a path from its root. */
function pages(directory = site) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    // The site's own folders of files, not of pages: the bundles, the element's copy, the generated images.
    if (entry.isDirectory()) return ['assets', 'embed', 'generated'].includes(relative(site, path)) ? [] : pages(path);
    return entry.name.endsWith('.html') && entry.name !== '404.html' ? [`/${relative(site, path)}`] : [];
  });
}

describe('every page', () => {
  let browser;
  before(async () => {
    buildSite();
    browser = await startBrowser({ directory: site, serverOptions: { csp: null } });
  });
  after(() => browser?.close());

  test('the site has the pages the issue asks for', () => {
    const have = pages();
    const wanted = ['/index.html', '/guide/getting-started.html', '/guide/embed.html', '/guide/npm.html', '/guide/language-models.html'];
    wanted.push('/reference/element.html', '/reference/api.html', '/estimator/how-it-works.html', '/estimator/accuracy.html');
    wanted.push('/benchmarks.html', '/contributing.html');
    wanted.push(...['mkdocs', 'sphinx', 'hugo', 'jekyll', 'vitepress', 'docusaurus'].map((name) => `/guide/embed/${name}.html`));
    for (const page of wanted) {
      assert.ok(have.includes(page), page);
    }
  });

  // The API's reference is a page a theme (scripts/docs/api-reference.mjs, the declarations' @group).
  const apiPages = () => pages().filter((path) => /^\/reference\/api(\.html|\/)/.test(path));
  const idsIn = new Map();
  const idsOf = (path) => {
    if (!idsIn.has(path)) {
      const file = join(site, path);
      idsIn.set(path, new Set(existsSync(file) ? [...readFileSync(file, 'utf8').matchAll(/ id="([^"]+)"/g)].map((m) => m[1]) : []));
    }
    return idsIn.get(path);
  };

  test("the API's pages, generated from the declarations, have one section for every method, and no link to an id that is not there", async () => {
    const { loadCalculator } = await import('../../dist/index.js');
    const calc = await loadCalculator();
    for (const name of Object.keys(calc).filter((key) => typeof calc[key] === 'function')) {
      const on = apiPages().filter((path) => idsOf(path).has(name.toLowerCase()));
      assert.equal(on.length, 1, `a section for ${name} on one page (${on.join(', ') || 'none'})`);
    }
    const dead = [];
    for (const path of apiPages()) {
      for (const [, href] of readFileSync(join(site, path), 'utf8').matchAll(/href="([^"]*#[^"]+)"/g)) {
        const url = new URL(href, `http://site${path}`);
        if (url.host !== 'site') continue;
        // A clean URL (./compute#sweep) is the page's .html.
        const target = extname(url.pathname) ? url.pathname : `${url.pathname}.html`;
        if (!idsOf(target).has(decodeURIComponent(url.hash.slice(1)))) dead.push(`${path} → ${href}`);
      }
    }
    assert.deepEqual([...new Set(dead)], []);
  });

  // The expected results of the API's examples are comments (`// → 57.6`), which VitePress's default code theme
  // showed at 3.75:1 in dark mode, and its language label at 2.87:1 in light.
  for (const scheme of ['light', 'dark']) {
    test(`the reference pages, their code blocks included, pass axe's colour contrast in ${scheme} mode, and list every method in "On this page"`, async () => {
      const { loadCalculator } = await import('../../dist/index.js');
      const calc = await loadCalculator();
      const methods = Object.keys(calc)
        .filter((key) => typeof calc[key] === 'function')
        .map((name) => name.toLowerCase());
      const failed = [];
      let codeLines = 0;
      for (const path of pages().filter((p) => p.startsWith('/reference/'))) {
        const page = await browser.context.newPage();
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(browser.origin + path);
        await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, scheme === 'dark');
        codeLines += await page.locator('.vp-doc div[class*="language-"] .line').count();
        await page.evaluate(axeSource);
        const violations = await page.evaluate(async () => {
          const result = await window.axe.run({ include: [['.vp-doc']] }, { runOnly: ['color-contrast'], resultTypes: ['violations'] });
          return result.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message}`));
        });
        failed.push(...violations.map((v) => `${path}: ${v}`));
        // Every method's section on the page is a link of the outline.
        const missing = await page.evaluate((ids) => {
          const outline = new Set([...document.querySelectorAll('.VPDocAsideOutline a')].map((a) => a.hash.slice(1)));
          return ids.filter((id) => document.getElementById(id)?.matches('.vp-doc :is(h2, h3, h4, h5, h6)') && !outline.has(id));
        }, methods);
        failed.push(...missing.map((id) => `${path}: ${id} is not in "On this page"`));
        await page.close();
      }
      assert.ok(codeLines > 50, `the reference pages hold code (${codeLines} lines)`);
      assert.deepEqual(failed, []);
    });
  }

  test('an embedding guide says "Tested" exactly when this suite builds a site of its generator', () => {
    const guides = join(repo, 'docs/guide/embed');
    for (const file of readdirSync(guides)) {
      const name = file.replace(/\.md$/, '');
      const says = readFileSync(join(guides, file), 'utf8').match(/^\*\*(Tested|Not tested)\*\*/m)?.[1];
      assert.ok(says, `${file} starts with **Tested** or **Not tested**`);
      assert.equal(says === 'Tested', existsSync(join(repo, 'tests/integration/sites', name)), file);
    }
  });

  test('every link inside the site leads to a page or a file of it', () => {
    const broken = [];
    for (const page of pages()) {
      const html = readFileSync(join(site, page), 'utf8');
      for (const [, href] of html.matchAll(/href="(\/[^"#?]*)[^"]*"/g)) {
        const target = join(site, href.endsWith('/') ? `${href}index.html` : href);
        if (!existsSync(target)) broken.push(`${page} → ${href}`);
      }
    }
    assert.deepEqual(broken, []);
  });

  test('every page loads with no console error and no failed request, and every element on it computes', async (t) => {
    for (const path of pages()) {
      const page = await browser.context.newPage();
      const problems = [];
      page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
      page.on('pageerror', (e) => problems.push(String(e)));
      page.on('response', (r) => r.status() >= 400 && problems.push(`${r.url()}: HTTP ${r.status()}`));
      page.on('requestfailed', (r) => problems.push(`${r.url()}: ${r.failure()?.errorText}`));
      await page.goto(browser.origin + path);
      const count = await page.locator('dp-scaling-calculator').count();
      // Each element's actual throughput, and its estimate where it opens the estimator.
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('dp-scaling-calculator')].every((el) => {
            const root = el.shadowRoot;
            const computed = /\d/.test(root?.getElementById('actual')?.textContent ?? '');
            const estimated =
              !el.getAttribute('open')?.includes('estimator') || /%/.test(root.getElementById('estimate')?.textContent ?? '');
            return computed && estimated;
          }),
        null,
        { timeout: 15_000 },
      );
      t.diagnostic(`${path}: ${count} element(s)`);
      assert.deepEqual(problems, [], path);
      await page.close();
    }
  });

  test('the element shifts nothing while the home page loads at 390 px', async (t) => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await watchShifts(page);
    await page.goto(`${browser.origin}/index.html`);
    await page.waitForFunction(() =>
      /\d/.test(document.querySelector('dp-scaling-calculator').shadowRoot?.getElementById('actual')?.textContent ?? ''),
    );
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => window.dpscShifts);
    const said = (list) => list.map((s) => `${s.value.toFixed(4)} at ${s.at} ms: ${s.sources.join(', ')}`).join('; ');
    t.diagnostic(`the site's own shifts: ${said(shifts.filter((s) => !s.ours)) || 'none'}`);
    const ours = shifts.filter((s) => s.ours);
    assert.equal(
      ours.reduce((sum, s) => sum + s.value, 0),
      0,
      said(ours),
    );
    await page.close();
  });

  // UX trial: on the site the results bar sat under the site's own sticky bars and was never seen.
  for (const [width, height] of [
    [1280, 900],
    [1000, 900],
    [390, 844],
  ]) {
    test(`the results bar shows below the site's own sticky bars at ${width} px`, async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width, height });
      await page.goto(`${browser.origin}/index.html`);
      await page.waitForFunction(() =>
        /\d/.test(document.querySelector('dp-scaling-calculator').shadowRoot?.getElementById('actual')?.textContent ?? ''),
      );
      // Open the estimator and scroll the results out of view above: the bar shows.
      await page.locator('dp-scaling-calculator #estimator > summary').click();
      await page.waitForFunction(() => document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('estimate'));
      await page.evaluate(() => {
        const root = document.querySelector('dp-scaling-calculator').shadowRoot;
        window.scrollBy(0, root.querySelector('.results').getBoundingClientRect().bottom + 200);
      });
      await page.waitForFunction(() => !document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('summary-bar').hidden);
      const { bar, covers } = await page.evaluate(() => {
        const line = document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('summary-line');
        const box = line.getBoundingClientRect();
        // The site's sticky or fixed bars stacked from the top of the viewport: the top bar, and the strip that
        // sticks right under it.
        const bars = [...document.querySelectorAll('.VPNav, .VPLocalNav')]
          .filter((el) => getComputedStyle(el).display !== 'none')
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.height > 0)
          .sort((a, b) => a.top - b.top);
        let bottom = 0;
        for (const r of bars) if (r.top <= bottom + 1) bottom = Math.max(bottom, r.bottom);
        return { bar: box.top, covers: bottom };
      });
      assert.ok(bar >= covers - 1, `the bar's line at ${bar} px lies under the site's bars, which end at ${covers} px`);
      assert.ok(bar <= covers + 2, `and right below them: ${bar} against ${covers}`);
      await page.close();
    });
  }
});
