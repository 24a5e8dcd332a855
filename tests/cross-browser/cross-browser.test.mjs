// The element as readers of documentation meet it, in Chromium, Firefox and
// WebKit (Safari's engine): the demo's defaults; typing, clearing and
// letters; German with its language file; the chart and the estimator; the
// embed bundle under a strict CSP; the offline file from disk; the one-file
// embed. Every page must log no error and cause no CSP violation. Elements
// are read through the shadow root by id. CROSS_BROWSERS=firefox,webkit
// picks engines.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { locale as messages } from '../js/support.mjs';
import { chosenEngines, launch } from './browsers.mjs';
import { startSite } from './site.mjs';

const en = messages('en');
const de = messages('de');
const TIMEOUT = { timeout: 90000 };

let site;
before(async () => {
  site = await startSite();
});
after(() => site?.close());

// ---- run in the page --------------------------------------------------------

// Texts of elements in the first calculator's shadow root, by id, once every
// expected text is there; false until then.
function textsAre(expected) {
  const root = document.querySelector('dp-scaling-calculator')?.shadowRoot;
  const seen = root && Object.fromEntries(Object.keys(expected).map((id) => [id, root.getElementById(id)?.textContent]));
  return seen && Object.entries(expected).every(([id, text]) => seen[id] === text) ? seen : false;
}

// Focuses a field and selects its text, so the next keystroke replaces it.
function selectField(id) {
  const input = document.querySelector('dp-scaling-calculator').shadowRoot.getElementById(id);
  input.focus();
  input.select();
  return document.activeElement === input.getRootNode().host && input.getRootNode().activeElement === input;
}

// What a field and the results panel show once the field holds `value`: its
// message (found through aria-describedby), whether the empty state or the
// results are visible, and the element's result.
function fieldState(id, value) {
  const el = document.querySelector('dp-scaling-calculator');
  const root = el.shadowRoot;
  const input = root.getElementById(id);
  if (input.value !== value) return false;
  return {
    // The field's message is the first thing that describes it (then, for the throughput, its MFU).
    message: root.getElementById(input.getAttribute('aria-describedby').split(' ')[0]).textContent,
    empty: !root.getElementById('empty').hidden,
    output: !root.getElementById('output').hidden,
    result: el.result,
  };
}

// The chart's curves (class, number of points, all coordinates finite) once
// there are `count` of them.
function curves(count) {
  const svg = document.querySelector('dp-scaling-calculator').shadowRoot.querySelector('#chart svg');
  const lines = svg ? [...svg.querySelectorAll('polyline')] : [];
  if (lines.length !== count) return false;
  return lines.map((line) => {
    const points = line
      .getAttribute('points')
      .trim()
      .split(/\s+/)
      .map((p) => p.split(',').map(Number));
    return { className: line.getAttribute('class'), points: points.length, finite: points.flat().every(Number.isFinite) };
  });
}

// Puts an element with `attributes` on the host fixture page.
function hostElement(attributes) {
  document.getElementById('host').innerHTML = `<dp-scaling-calculator ${attributes}></dp-scaling-calculator>`;
  return true;
}

// The throughput field's message and MFU note, the estimate and the result, once the message is `wanted` ('' or not).
function throughputState(wanted) {
  const el = document.querySelector('dp-scaling-calculator');
  const text = (id) => el?.shadowRoot.getElementById(id)?.textContent ?? '';
  const message = text('throughputPerDevice-error');
  if (!el || (wanted === '' ? message !== '' || !text('estimate').includes('%') : message === '')) return false;
  return { message, mfu: text('throughputPerDevice-mfu'), estimate: text('estimate'), result: el.result };
}

function resourcesFetched() {
  return performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
}

// ---- helpers in Node ----------------------------------------------------------

const DEFAULTS_EN = { ideal: '128,000 samples/s', actual: '115,200 samples/s', speedup: '57.6×', lost: '12,800 samples/s' };

async function retype(page, id, text) {
  assert.ok(await page.eval(selectField, id), `${id} has the focus`);
  if (text === '') await page.press('Backspace');
  else await page.type(text);
}

function errorText(messageFile, locale, code) {
  const example = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(12000.5);
  return messageFile.errors[code].replace('{example}', example);
}

for (const engine of chosenEngines()) {
  describe(engine, () => {
    let browser;
    before(async () => {
      browser = await launch(engine);
      console.log(`# ${engine}: ${browser.version}`);
    });
    after(() => browser?.close());

    test('the demo shows the worked example by default', TIMEOUT, async () => {
      const page = await browser.open(`${site.origin}/index.html?lang=en`);
      assert.deepEqual(await page.waitFor(textsAre, DEFAULTS_EN), DEFAULTS_EN);
      assert.deepEqual(await page.errors(), []);
      await page.close();
    });

    test('typing, clearing and letters: results, or the message and the empty state', TIMEOUT, async () => {
      const page = await browser.open(`${site.origin}/index.html?lang=en`);
      await page.waitFor(textsAre, DEFAULTS_EN);

      await retype(page, 'devices', '128');
      await page.waitFor(textsAre, { ideal: '256,000 samples/s', speedup: '115.2×' });

      await retype(page, 'devices', '');
      const cleared = await page.waitFor(fieldState, 'devices', '');
      assert.deepEqual(cleared, { message: en.errors.empty, empty: true, output: false, result: null });

      await retype(page, 'devices', '12ab');
      const letters = await page.waitFor(fieldState, 'devices', '12ab');
      assert.deepEqual(letters, { message: en.errors.not_a_number, empty: true, output: false, result: null });

      await retype(page, 'devices', '64');
      await page.waitFor(textsAre, DEFAULTS_EN);
      const back = await page.eval(fieldState, 'devices', '64');
      assert.deepEqual([back.message, back.empty, back.output], ['', false, true]);
      assert.deepEqual(await page.errors(), []);
      await page.close();
    });

    test('German: numbers read and written the German way, messages from the language file', TIMEOUT, async () => {
      const page = await browser.open(`${site.origin}/index.html?lang=de`);
      const unit = de.unit;
      await page.waitFor(textsAre, { actual: `115.200 ${unit}`, speedup: '57,6×' });

      await retype(page, 'throughputPerDevice', '1.000');
      await page.waitFor(textsAre, { ideal: `64.000 ${unit}` });
      await retype(page, 'throughputPerDevice', '2.000');
      await page.waitFor(textsAre, { ideal: `128.000 ${unit}`, actual: `115.200 ${unit}`, lost: `12.800 ${unit}` });
      await retype(page, 'efficiencyPercent', '87,5');
      await page.waitFor(textsAre, { actual: `112.000 ${unit}`, speedup: '56×' });

      await retype(page, 'efficiencyPercent', '0.9'); // an English decimal point in German
      const state = await page.waitFor(fieldState, 'efficiencyPercent', '0.9');
      assert.deepEqual([state.message, state.empty, state.result], [errorText(de, 'de', 'misplaced_separator'), true, null]);

      const fetched = await page.eval(resourcesFetched);
      assert.ok(
        fetched.some((path) => /^\/embed\/dp-scaling-calculator\.de-screen-[\w-]+\.js$/.test(path)),
        `German's first half was fetched: ${fetched}`,
      );
      assert.deepEqual(await page.errors(), []);
      await page.close();
    });

    test('the chart draws both curves, and the estimator panel estimates the efficiency', TIMEOUT, async () => {
      const page = await browser.open(`${site.origin}/index.html?lang=en`);
      await page.waitFor(textsAre, DEFAULTS_EN);
      const drawn = await page.waitFor(curves, 2);
      assert.deepEqual(drawn.map((c) => c.className).sort(), ['actual', 'ideal']);
      for (const curve of drawn) assert.ok(curve.points >= 10 && curve.finite, JSON.stringify(curve));

      await page.eval(() => document.querySelector('dp-scaling-calculator').shadowRoot.querySelector('#estimator > summary').click());
      const estimate = await page.waitFor(() => {
        // The panel's body comes with the estimator's code, fetched as the panel opens.
        const text = document.querySelector('dp-scaling-calculator').shadowRoot.getElementById('estimate')?.textContent ?? '';
        return /^\d+\s?% ± \d+$/.test(text) && text; // Intl: "90% ± 4" in English, in whole points as its band
      });
      const percent = parseFloat(estimate);
      assert.ok(percent > 0 && percent <= 100, estimate);
      const withEstimate = await page.waitFor(curves, 3);
      assert.ok(
        withEstimate.some((c) => c.className === 'estimate' && c.points >= 10 && c.finite),
        JSON.stringify(withEstimate),
      );
      assert.deepEqual(await page.errors(), []);
      await page.close();
    });

    test("language models: 3000 sequences/s of Llama 3 8B are above an H100's peak; 5762 tokens/s estimate", TIMEOUT, async () => {
      const page = await browser.open(`${site.origin}/fixtures/host.html`);
      const llama = 'lang="de" model-preset="Llama 3 8B" accelerator="h100-80" intra-link="nvlink4" network="ib-ndr-8" precision="2"';
      // In sequences, given: the model's job would set tokens.
      await page.eval(hostElement, `${llama} throughput-unit="samples" throughput="3000" open="estimator"`);
      const refused = await page.waitFor(throughputState, 'message');
      assert.ok(refused.message.startsWith(de.abovePeak.split('{')[0]), refused.message);
      assert.ok(refused.message.includes('1.500.000 TFLOP/s') && refused.message.includes('989,5 TFLOP/s'), refused.message);
      assert.equal(refused.result, null);
      await page.eval(hostElement, `${llama} throughput-unit="tokens" throughput="5762" open="estimator"`);
      const estimated = await page.waitFor(throughputState, '');
      assert.match(estimated.estimate, /^\d+\s?% ± \d+$/);
      assert.match(
        estimated.mfu,
        /^5\.762 Tokens\/s mit Llama 3 8B bei 8\.192 Tokens je Sequenz auf NVIDIA H100 SXM 80 GB in BF16 \/ FP16 entsprechen 36\s?% MFU/,
      );
      assert.equal(estimated.result.actualThroughput > 0, true);
      assert.deepEqual(await page.errors(), []);
      await page.close();
    });

    test('the embed bundle under the strict CSP: no violation, German fetched beside it', TIMEOUT, async () => {
      const page = await browser.open(`${site.origin}/fixtures/csp.html`);
      await page.waitFor(textsAre, DEFAULTS_EN);
      await retype(page, 'devices', '128');
      await page.waitFor(textsAre, { ideal: '256,000 samples/s' });
      await page.eval(() => (document.documentElement.lang = 'de'));
      await page.waitFor(textsAre, { ideal: `256.000 ${de.unit}` });
      assert.equal(await page.eval(() => document.querySelector('meta[http-equiv]')), null, 'the policy comes from the header');
      assert.deepEqual(await page.eval(() => window.violations), []);
      assert.deepEqual(await page.errors(), []);
      await page.close();
    });

    test('the offline file works from file://', TIMEOUT, async () => {
      // WebKit has no console over WebDriver: it opens the copy that records its own errors.
      const capture = engine === 'webkit';
      const url = site.offlineUrl(capture);
      const page = await browser.open(url, { capture });
      await page.waitFor(textsAre, DEFAULTS_EN);
      await retype(page, 'efficiencyPercent', '50');
      await page.waitFor(textsAre, { actual: '64,000 samples/s' });
      await page.eval(() => {
        const select = document.getElementById('language');
        select.value = 'de';
        select.dispatchEvent(new Event('change'));
      });
      await page.waitFor(textsAre, { actual: `64.000 ${de.unit}` });
      assert.deepEqual(await page.eval(resourcesFetched), [], 'nothing fetched');
      assert.deepEqual(await page.errors(), []);
      await page.close();
    });

    test('the one-file embed needs nothing beside it', TIMEOUT, async () => {
      const page = await browser.open(`${site.origin}/fixtures/csp-standalone.html`);
      await page.waitFor(textsAre, { actual: `115.200 ${de.unit}` });
      const fetched = await page.eval(resourcesFetched);
      assert.deepEqual(
        fetched.filter((path) => /\.(wasm|de\.js)$/.test(path)),
        [],
        'nothing fetched beside it',
      );
      assert.deepEqual(await page.eval(() => window.violations), []);
      assert.deepEqual(await page.errors(), []);
      await page.close();
    });
  });
}
