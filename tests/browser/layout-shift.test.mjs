// Zero layout shift (issue 23): on a documentation-like page, text above and
// below the element, the page's cumulative layout shift (CLS) is 0, measured
// in the page from its first byte (a buffered PerformanceObserver in <head>),
// in the full and the compact view, at 1280 and 390 px, in English and
// German, with the module in <head> or at the end of <body>, and the page
// carrying the embedding guide's one-line :not(:defined) rule. The core's .wasm, the
// panels' chunk and the second half of the language are held back, so that
// the element is on screen for a while before its numbers come: what it
// shows then must already have its final layout.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite } from './harness.mjs';
import { locale } from '../js/support.mjs';
import { docsText } from '../docs-text.mjs';

const { browser } = browserSuite({ directory: { '/': 'dist' } });

// The rule as the embedding guide (docs/guide/embed.md) gives it: the one ```css block that names :not(:defined).
const readme = docsText();
const RULE = [...readme.matchAll(/^```css\n([\s\S]*?)^```$/gm)].map((m) => m[1].trim()).find((css) => css.includes(':not(:defined)'));

const WASM_DELAY = 600; // ms the core's first module is held back
const LATER_DELAY = 300; // ms the panels' chunk and a language's second half (texts of closed panels) are held back

const paragraphs = (n, text) => Array.from({ length: n }, (_, i) => `<p>${text} ${i + 1}.</p>`).join('');

// A documentation page: a heading and text, the element inside the article, more text and a footer.
function docsPage({ lang, view, script, rule = RULE, src = '/embed/dp-scaling-calculator.js', extra = '' }) {
  const tag = `<script type="module" src="${src}"></script>`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>Scaling</title>
<script>
  // From the first byte: every shift, with what moved, and the layout at the first frame the element is defined in.
  window.shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const rect = (r) => r && [r.x, r.y, r.width, r.height].map(Math.round).join(',');
      const sources = (e.sources || []).map((s) => (s.node ? s.node.nodeName : 'shadow') + ' ' + rect(s.previousRect) + ' → ' + rect(s.currentRect));
      shifts.push({ value: e.value, at: Math.round(e.startTime), sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  window.layout = () => {
    const element = document.querySelector('dp-scaling-calculator');
    const root = element.shadowRoot;
    const box = (node) => { const r = node.getBoundingClientRect(); return [r.top, r.height].map((v) => Math.round(v * 100) / 100); };
    const out = { element: box(element), below: box(document.getElementById('below')), footer: box(document.querySelector('footer')) };
    for (const node of root.querySelectorAll('section, details, .results, #output, dd, #chart, #legend, #example, #example-summary, .disclaimer')) {
      // Unnamed nodes by their place among their kind (as :nth-of-type): a node of another kind added beside them,
      // such as the panels' summary bar, does not rename them.
      const kind = [...node.parentNode.children].filter((n) => n.localName === node.localName);
      out[node.id || node.localName + ':' + kind.indexOf(node)] = box(node);
    }
    return out;
  };
  customElements.whenDefined('dp-scaling-calculator').then(() =>
    requestAnimationFrame(() => {
      window.firstLayout = layout();
      const root = document.querySelector('dp-scaling-calculator').shadowRoot;
      window.firstText = { label: root.querySelector('label[for="devices"]').textContent, devices: root.getElementById('devices').value };
    }),
  );
</script>
${rule ? `<style>${rule}</style>` : ''}
${script === 'head' ? tag : ''}
<style>body { font-family: sans-serif; margin: 0 auto; max-width: 52rem; padding: 0 1rem; line-height: 1.6 }</style>
</head>
<body>
<header><h1>Scaling notes</h1></header>
<main><article>
<h2>How far does our cluster scale?</h2>
${paragraphs(2, 'A paragraph of documentation above the calculator')}
<div class="figure"><dp-scaling-calculator devices="64" throughput="2000" efficiency="90" view="${view}" ${extra}></dp-scaling-calculator></div>
<p id="below">The figures above update as you type.</p>
${paragraphs(30, 'A paragraph of documentation below the calculator')}
</article></main>
<footer>Footer</footer>
${script === 'end' ? tag : ''}
</body>
</html>`;
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Opens the page, holding back the core (and the later English texts), and
// returns the shifts and the layouts once the results have been on screen a while.
async function measure(options, { width, delays = {}, hash = '' }) {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width, height: 900 });
  const url = `${browser.origin}/docs.html`;
  await page.route(url, (route) => route.fulfill({ body: docsPage(options), contentType: 'text/html' }));
  const hold = (pattern, ms) => page.route(pattern, async (route) => (await wait(ms), route.continue()));
  await hold('**/dp-scaling-calculator.wasm', WASM_DELAY);
  await hold('**/dp-scaling-calculator.panels-*.js', LATER_DELAY);
  await hold('**/dp-scaling-calculator.*-panels-*.js', LATER_DELAY);
  for (const [pattern, ms] of Object.entries(delays)) await hold(pattern, ms);
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(url + hash);
  await page.waitForFunction(() => document.querySelector('dp-scaling-calculator').shadowRoot?.getElementById('actual')?.textContent);
  // The panels' chunk and the second half of the element's language (English's is in the chunk), after the first results.
  await page.waitForFunction(
    (lang) => {
      const came = (pattern) => performance.getEntriesByType('resource').some((e) => pattern.test(e.name) && e.responseEnd > 0);
      return came(/dp-scaling-calculator\.panels-[\w-]+\.js$/) && (lang === 'en' || came(new RegExp(`\\.${lang}-panels-[\\w-]+\\.js$`)));
    },
    options.rest ?? options.lang, // the element's language: a link may name another
  );
  await page.waitForTimeout(500); // the next frames: the chart, the worked example, the later texts
  const measured = await page.evaluate(() => ({
    shifts: window.shifts,
    first: window.firstLayout,
    last: window.layout(),
    firstText: window.firstText,
  }));
  await page.close();
  return { ...measured, errors };
}

const cls = (shifts) => shifts.reduce((sum, s) => sum + s.value, 0);

// Every box where it was at the first frame: the same boxes, each within a
// quarter of a pixel (text metrics move the chart by a hundredth, which is no
// shift, but may round a box below it to the next whole pixel).
function sameLayout(last, first) {
  assert.deepEqual(Object.keys(last).sort(), Object.keys(first).sort(), 'the same boxes');
  const moved = Object.keys(first).filter((key) => first[key].some((v, i) => Math.abs(v - last[key][i]) > 0.25));
  assert.deepEqual(
    Object.fromEntries(moved.map((key) => [key, last[key]])),
    Object.fromEntries(moved.map((key) => [key, first[key]])),
    'every box where it was at the first frame',
  );
}
const describeShifts = (shifts) => shifts.map((s) => `${s.value.toFixed(4)} at ${s.at} ms: ${s.sources.join('; ')}`).join('\n');

test('the embedding guide gives a one-line :not(:defined) rule', () => {
  assert.ok(RULE, 'a ```css block with :not(:defined) in the docs');
  assert.equal(RULE.split('\n').length, 1, 'one line');
});

for (const script of ['head', 'end']) {
  for (const view of ['full', 'compact']) {
    for (const width of [1280, 390]) {
      for (const lang of ['en', 'de']) {
        // The module at the end of <body>: one view and width in each language is enough.
        if (script === 'end' && !((view === 'full' && width === 1280) || (view === 'compact' && width === 390))) continue;
        test(`CLS 0 from the first byte: ${view} view, ${width} px, ${lang}, module in ${script === 'head' ? '<head>' : 'the end of <body>'}`, async () => {
          const { shifts, first, last, errors } = await measure({ lang, view, script }, { width });
          assert.deepEqual(errors, []);
          assert.equal(cls(shifts), 0, `layout shifts:\n${describeShifts(shifts)}`);
          // The layout the element took when it was defined, before the core arrived, is the final one.
          assert.ok(first, 'the element was defined');
          sameLayout(last, first);
        });
      }
    }
  }
}

test('without the rule a module that comes late shifts the text below; with it nothing shifts', async () => {
  // The module held back 300 ms: the page is surely painted before the element is defined.
  const delays = { '**/embed/dp-scaling-calculator.js': 300 };
  const bare = await measure({ lang: 'en', view: 'compact', script: 'end', rule: '' }, { width: 1280, delays });
  assert.ok(cls(bare.shifts) > 0.05, `without the rule the page shifts (CLS ${cls(bare.shifts)})`);
  const ruled = await measure({ lang: 'en', view: 'compact', script: 'end' }, { width: 1280, delays });
  assert.equal(cls(ruled.shifts), 0, describeShifts(ruled.shifts));
});

test('the rule hides only what follows the element, and not for more than 3 s when the module never loads', async () => {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const url = `${browser.origin}/docs.html`;
  await page.route(url, (route) =>
    route.fulfill({ body: docsPage({ lang: 'en', view: 'full', script: 'head', src: '/missing.js' }), contentType: 'text/html' }),
  );
  const visibility = () =>
    page.evaluate(() =>
      Object.fromEntries(
        [
          ['above', 'article > p'],
          ['below', '#below'],
          ['footer', 'footer'],
          ['heading', 'h1'],
        ].map(([name, selector]) => [name, getComputedStyle(document.querySelector(selector)).visibility]),
      ),
    );
  const started = Date.now();
  await page.goto(url);
  assert.deepEqual(await visibility(), { above: 'visible', below: 'hidden', footer: 'hidden', heading: 'visible' });
  await page.waitForFunction(() => getComputedStyle(document.getElementById('below')).visibility === 'visible', null, { timeout: 5000 });
  const waited = Date.now() - started;
  assert.ok(waited >= 2500 && waited < 4500, `shown after about 3 s (${waited} ms)`);
  assert.deepEqual(await visibility(), { above: 'visible', below: 'visible', footer: 'visible', heading: 'visible' });
  await page.close();
});

test("sync-url: the link's language and inputs are on the first frame, and nothing shifts", async () => {
  // The panels' chunk, which reads the URL, held back: the element waits for it before it is defined.
  const delays = { '**/dp-scaling-calculator.panels-*.js': 300 };
  const { shifts, first, last, firstText, errors } = await measure(
    { lang: 'en', rest: 'de', view: 'full', script: 'head', extra: 'sync-url' },
    { width: 1280, delays, hash: '#lang=de&d=8' },
  );
  assert.deepEqual(errors, []);
  assert.deepEqual(firstText, { label: locale('de').devices, devices: '8' }, 'the first frame shows the link');
  assert.equal(cls(shifts), 0, `layout shifts:\n${describeShifts(shifts)}`);
  sameLayout(last, first);
});

test("a model chosen by attribute: the estimator's notes and the global batch are on the first frame, and nothing shifts", async () => {
  const { shifts, first, last, errors } = await measure(
    { lang: 'en', view: 'full', script: 'head', extra: 'model-preset="Llama 3 8B" accelerator="h100-80"' },
    { width: 1280 },
  );
  assert.deepEqual(errors, []);
  assert.equal(cls(shifts), 0, `layout shifts:\n${describeShifts(shifts)}`);
  sameLayout(last, first);
});
