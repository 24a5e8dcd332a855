// The whole keystroke, in headless Chromium: real key presses (CDP input
// events) into the devices field, each timed inside the page from the input
// event, through every animation-frame callback it scheduled, to layout.
//
// Between the key's task and the next frame the page is idle (it waits for
// the display), so a keystroke is the sum of two busy spans:
//   input  from the first input listener (window, capture) to the end of a
//          forced layout in the last (window, bubble): every handler, the
//          microtasks they queue, and the layout the browser does anyway
//          right after them in the same task (it reveals the caret);
//   frame  from the frame's first animation-frame callback (registered in
//          that first listener, so it runs before the page's own) to the end
//          of a forced layout in its last one (registered in that last
//          listener, so it runs after the page's own).
// "With paint" ends instead at the task after the frame: the frame's style,
// layout, resize observers, paint and commit, all of it. "Before input" is
// the browser's own work from keydown to the input event (the edit itself),
// the same for every page and not counted in the keystroke.
// Each sample also reads back the result, the worked example and the chart's
// marked point, and the run fails unless they show the value just typed.
// The pages with `throttle` run with the CPU slowed down that many times
// (DevTools protocol, Emulation.setCPUThrottlingRate), as on a mid-range
// phone; each has a browser context, so a renderer, of its own.
import { launch, benchServer, quantile, clock } from './common.mjs';

const WARM_UP = 40;
// Rounds over every page, in a rotating order (BENCH_ROUNDS: fewer, for a quick check of the run itself).
const BATCHES = Number(process.env.BENCH_ROUNDS ?? 16);
const PER_BATCH = 52; // measured keystrokes per page and round (a multiple of 4)

// What the page under test is, and how to bring it into the state measured.
export const VARIANTS = [
  { name: 'element', path: '/bench/element.html', label: '`<dp-scaling-calculator>`, panels closed' },
  { name: 'elementOpen', path: '/bench/element.html', label: '`<dp-scaling-calculator>`, every panel open', open: true },
  { name: 'sameWork', path: '/bench/same-work.html', label: 'plain-JS reference, same visible work' },
  { name: 'minimal', path: '/bench/reference.html', label: 'plain-JS reference, minimal' },
  { name: 'elementOpenSlow', path: '/bench/element.html', label: '`<dp-scaling-calculator>`, every panel open', open: true, throttle: 4 },
  { name: 'sameWorkSlow', path: '/bench/same-work.html', label: 'plain-JS reference, same visible work', throttle: 4 },
  { name: 'minimalSlow', path: '/bench/reference.html', label: 'plain-JS reference, minimal', throttle: 4 },
];

// A fixed piece of JavaScript (about 10 ms unthrottled), timed in the page:
// the median of a few runs, in ms. (The fastest throttled run is the one the
// throttle happened to interrupt least, so it understated the slowdown.)
const busyWork = (page) =>
  page.evaluate(() => {
    const runs = [];
    for (let n = 0; n < 9; n++) {
      const start = performance.now();
      let x = 0;
      for (let i = 0; i < 1e7; i++) x += Math.sqrt(i);
      runs.push(performance.now() - start + (x < 0 ? 1 : 0));
    }
    return runs.sort((a, b) => a - b)[4];
  });

// Slows the page's CPU down `rate` times; returns how much slower the same
// work then runs in it, measured. Chromium interrupts the page's main thread
// every 200 µs and has it spin for rate − 1 times the stretch it ran (at
// most 1 ms counted); when other processes keep the interrupting thread
// waiting on busy cores, stretches run past that 1 ms and the slowdown falls
// short of `rate`. The run fails only when the throttle clearly did not take.
async function throttle(context, page, rate) {
  const before = await busyWork(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const slowdown = (await busyWork(page)) / before;
  if (slowdown < 1.5) throw new Error(`CPU throttling at ${rate}×: the same work ran only ${slowdown.toFixed(2)}× slower`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }); // until its turn
  return { slowdown, cdp };
}

// Brings `v` to the front and, of the throttled pages, throttles only it. The throttle of an idle page still costs:
// its renderer's throttling thread wakes every 200 µs, and on two cores two idle throttled pages beside the one typed
// into took its p95 from 38 to 65 ms (the same build and key presses), which is the harness, not the page.
export async function turn(variants, v) {
  for (const other of variants) {
    if (other.cdp && other !== v) await other.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  if (v.cdp) await v.cdp.send('Emulation.setCPUThrottlingRate', { rate: v.throttle });
  await v.page.bringToFront();
}

// Inputs that give every panel an answer to show while the devices change, each by its field's id, or ids: the
// names before a field's id became its API name follow, so that bench/ab.mjs can time builds from before then.
const PANEL_FIELDS = {
  'measuredThroughput|measured': '100000',
  targetThroughput: '500000',
  targetSpeedup: '100',
  'datasetSamples|samples': '1000000',
  epochs: '3',
  'pricePerDeviceHour|price': '2.5',
};

// The key presses of round `k`: two digits typed after "64", then erased.
function keys(k) {
  const a = String(1 + (k % 9)),
    b = String((3 * k) % 10);
  return [
    [a, `64${a}`],
    [b, `64${a}${b}`],
    ['Backspace', `64${a}`],
    ['Backspace', '64'],
  ];
}

// In the page: the probe described at the top of this file. With `marks`,
// each span also becomes a User Timing measure, for traces.
function installProbe(marks) {
  const root = document.querySelector('dp-scaling-calculator')?.shadowRoot ?? document;
  const samples = [];
  const waiting = new Map();
  let current = null;
  const after = new MessageChannel();
  after.port1.onmessage = () => {
    current.painted = performance.now();
    if (marks) {
      performance.measure('keystroke: input', { start: current.start, end: current.inputEnd });
      performance.measure('keystroke: frame', { start: current.frameStart, end: current.laidOut });
    }
    samples.push(current);
    waiting.get(samples.length - 1)?.(current);
    current = null;
  };
  let keyDown = 0;
  addEventListener('keydown', () => (keyDown = performance.now()), true);
  addEventListener(
    'input',
    () => {
      const sample = (current = { keyDown, start: performance.now() });
      requestAnimationFrame(() => (sample.frameStart = performance.now()));
    },
    true,
  );
  addEventListener('input', () => {
    const sample = current;
    document.documentElement.getBoundingClientRect();
    sample.inputEnd = performance.now();
    requestAnimationFrame(() => {
      document.documentElement.getBoundingClientRect();
      sample.laidOut = performance.now();
      const example = root.getElementById('example');
      sample.shown = {
        actual: root.getElementById('actual').textContent,
        example: example ? (example.firstChild?.textContent ?? '') : null,
        point: root.getElementById('chart') ? (root.querySelector('#chart svg circle title')?.textContent ?? '') : null,
      };
      after.port2.postMessage(0);
    });
  });
  window.__probe = {
    wait: (i) =>
      new Promise((done, fail) => {
        if (samples[i]) return done(samples[i]);
        waiting.set(i, done);
        setTimeout(() => fail(new Error(`keystroke ${i}: no input event or no frame`)), 5000);
      }),
    count: () => samples.length,
  };
}

// Everything the element shows, panels open and filled in, with an answer in each.
export async function openPanels(page, fields = PANEL_FIELDS) {
  const missing = await page.evaluate(async (values) => {
    const root = document.querySelector('dp-scaling-calculator').shadowRoot;
    for (const details of root.querySelectorAll('details')) details.open = true;
    const field = (ids) =>
      ids
        .split('|')
        .map((id) => root.getElementById(id))
        .find(Boolean);
    // A panel's body is built as it opens, the estimator's once its code is in.
    while ([...Object.keys(values), 'estimate'].some((ids) => !field(ids))) await new Promise((done) => setTimeout(done, 10));
    for (const [ids, value] of Object.entries(values)) {
      field(ids).value = value;
      field(ids).dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    }
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return ['implied', 'forThroughput', 'forSpeedup', 'timeCluster', 'costCluster', 'estimate', 'memoryNeeded'].filter(
      (id) => !/\d/.test(root.getElementById(id).textContent),
    );
  }, fields);
  if (missing.length) throw new Error(`panels open, but no answer in: ${missing.join(', ')}`);
}

export async function openVariant(browser, origin, variant, { marks = false, init } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  await page.goto(origin + variant.path);
  await page.evaluate(() => window.__milestones.whenComplete);
  if (variant.open) await openPanels(page);
  const { slowdown, cdp } = variant.throttle ? await throttle(context, page, variant.throttle) : { slowdown: 1 };
  const points = await page.evaluate(() => {
    const root = document.querySelector('dp-scaling-calculator')?.shadowRoot ?? document;
    return root.querySelector('#chart svg polyline')?.getAttribute('points').split(' ').length ?? 0;
  });
  await page.evaluate(installProbe, marks);
  await page.evaluate(() => {
    const root = document.querySelector('dp-scaling-calculator')?.shadowRoot ?? document;
    const input = root.getElementById('devices');
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  });
  return { ...variant, context, page, cdp, points, slowdown, typed: 0, samples: [] };
}

const format = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

// The sample must show the value typed: results, worked example and chart.
function check(variant, sample, devices) {
  const d = Number(devices);
  const { actual, example, point } = sample.shown;
  const fail = (what) => {
    throw new Error(`${variant.name}, devices ${devices}: ${what} not updated by the end of the frame (${JSON.stringify(sample.shown)})`);
  };
  if (!actual.includes(format.format(d * 2000 * 0.9))) fail('the result');
  if (example !== null && !example.startsWith(`I = ${format.format(d)} ×`)) fail('the worked example');
  if (point !== null && !point.startsWith(`${format.format(d)} →`)) fail("the chart's point");
}

export async function type(v, count, keep) {
  for (let n = 0; n < count; n++) {
    const [key, devices] = keys(Math.floor(v.typed / 4))[v.typed % 4];
    await v.page.keyboard.press(key);
    const sample = await v.page.evaluate((i) => window.__probe.wait(i), v.typed);
    check(v, sample, devices);
    v.typed += 1;
    if (keep) v.samples.push(sample);
  }
}

export function stats(samples) {
  const whole = samples.map((s) => s.inputEnd - s.start + s.laidOut - s.frameStart);
  return {
    n: samples.length,
    p50: quantile(whole, 0.5),
    p95: quantile(whole, 0.95),
    max: Math.max(...whole),
    input50: quantile(
      samples.map((s) => s.inputEnd - s.start),
      0.5,
    ),
    frame50: quantile(
      samples.map((s) => s.laidOut - s.frameStart),
      0.5,
    ),
    painted50: quantile(
      samples.map((s) => s.inputEnd - s.start + s.painted - s.frameStart),
      0.5,
    ),
    before50: quantile(
      samples.map((s) => s.start - s.keyDown),
      0.5,
    ),
  };
}

// The pages of one phase, open together and typed into in turns, then closed: the throttled pages have a phase of
// their own, since a throttled page kept open slows the others down on a machine of few cores, and within it each is
// throttled only in its turn.
async function typePhase(browser, origin, phase, log) {
  const variants = [];
  for (const variant of phase) variants.push(await openVariant(browser, origin, variant));
  for (const v of variants) {
    await turn(variants, v);
    await type(v, WARM_UP, false);
  }
  for (let batch = 0; batch < BATCHES; batch++) {
    log(`  keystrokes${phase[0].throttle ? `, ${phase[0].throttle}× throttled` : ''}: round ${batch + 1} of ${BATCHES}`);
    for (let i = 0; i < variants.length; i++) {
      const v = variants[(batch + i) % variants.length];
      await turn(variants, v);
      await type(v, 4, false); // the page is awake and in front
      await type(v, PER_BATCH, true);
    }
  }
  for (const v of variants) await v.context.close();
  return variants;
}

export async function keystrokeBench({ log = () => {} } = {}) {
  const { server, origin } = await benchServer();
  const browser = await launch();
  try {
    const probe = await openVariant(browser, origin, VARIANTS[0]);
    const timer = await clock(probe.page);
    const userAgent = await probe.page.evaluate(() => ({ userAgent: navigator.userAgent, cores: navigator.hardwareConcurrency }));
    await probe.context.close();
    if (!timer.isolated) throw new Error('the page is not cross-origin isolated: its clock is coarse');
    const variants = [
      ...(await typePhase(
        browser,
        origin,
        VARIANTS.filter((v) => !v.throttle),
        log,
      )),
      ...(await typePhase(
        browser,
        origin,
        VARIANTS.filter((v) => v.throttle),
        log,
      )),
    ];
    return {
      timer,
      browser: browser.version(),
      ...userAgent,
      batches: BATCHES,
      variants: Object.fromEntries(
        variants.map((v) => [
          v.name,
          { label: v.label, points: v.points, throttle: v.throttle ?? 1, slowdown: v.slowdown, ...stats(v.samples) },
        ]),
      ),
    };
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await keystrokeBench({ log: console.log });
  console.log(`clock ${(r.timer.resolution * 1000).toFixed(1)} µs, isolated ${r.timer.isolated}`);
  for (const [name, s] of Object.entries(r.variants)) {
    console.log(
      `${name.padEnd(15)} ×${s.throttle} (${s.slowdown.toFixed(2)}) n=${s.n} points=${s.points} p50 ${s.p50.toFixed(3)} p95 ${s.p95.toFixed(3)} max ${s.max.toFixed(3)}  input50 ${s.input50.toFixed(3)} frame50 ${s.frame50.toFixed(3)} before50 ${s.before50.toFixed(3)} painted50 ${s.painted50.toFixed(3)} ms`,
    );
  }
}
