// BENCHMARKS.md from one run's results: every figure below comes from the
// objects passed in; the prose says how things were measured and carries no
// figures of its own.
import { sizesMarkdown, FIRST_VIEW_GOAL as BUDGET } from '../scripts/sizes.mjs';

const bytes = (n) => n.toLocaleString('en');
const ms = (n, digits = 2) => `${n.toFixed(digits)} ms`;
const times = (n) => `${n.toFixed(2)}×`;
const verdict = (ok) => (ok ? 'met' : '**missed**');
const rate = (n) => `${Math.round(n).toLocaleString('en')} /s`;
// A Markdown table; `align` has an l or r per column (default: the first left, the rest right).
const table = (head, rows, align = 'l' + 'r'.repeat(head.length - 1)) =>
  [
    `| ${head.join(' | ')} |`,
    `|${[...align].map((a) => (a === 'r' ? '---:' : '---')).join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

const FRAME = 1000 / 60; // ms: one frame at 60 Hz

const PANEL_GOAL = 150; // ms: the estimator's answer after its panel is opened, loopback
const SLOW_GOAL = 50; // ms: a keystroke's p95 with every panel open, CPU throttled as on a mid-range phone

/**
 * The ratios to the reference pages, reported beside the goals and no longer scored: a ratio to a page that does
 * almost nothing moves with the machine's load more than with our code.
 */
export function ratios({ keystroke, startup }) {
  const k = keystroke.variants;
  const byName = Object.fromEntries(startup.pages.map((p) => [p.name, p]));
  const startRatio = (network) => byName.element[network].ready / byName.minimal[network].ready;
  return [
    { ratio: 'cold start-up to first results, to the minimal reference, loopback', measured: times(startRatio('loopback')) },
    { ratio: 'cold start-up to first results, to the minimal reference, emulated network', measured: times(startRatio('emulated')) },
    { ratio: 'whole keystroke p95, every panel open, to the same-work reference', measured: times(k.elementOpen.p95 / k.sameWork.p95) },
    { ratio: 'whole keystroke p95, every panel open, to the minimal reference', measured: times(k.elementOpen.p95 / k.minimal.p95) },
  ];
}

export function goals({ keystroke, startup, panels, throughput, layouts }) {
  const slowestAdvice = Math.max(...layouts.map((j) => j.advisor));
  const k = keystroke.variants;
  const english = startup.payloads.english.sent;
  const estimatorOpen = panels.panels.find((p) => p.id === 'estimator').loopback.p50;
  return [
    { goal: `first view of an English page ≤ ${bytes(BUDGET)} bytes gzip`, measured: `${bytes(english)} bytes`, ok: english <= BUDGET },
    {
      goal: `whole keystroke, every panel open, p95 ≤ ${ms(FRAME, 1)} (one frame)`,
      measured: ms(k.elementOpen.p95),
      ok: k.elementOpen.p95 <= FRAME,
    },
    {
      goal: `whole keystroke, every panel open, CPU throttled ${k.elementOpenSlow.throttle}×, p95 ≤ ${ms(SLOW_GOAL, 0)}`,
      measured: ms(k.elementOpenSlow.p95),
      ok: k.elementOpenSlow.p95 <= SLOW_GOAL,
    },
    {
      goal: `the estimator panel, opened with nothing of it fetched before, shows its answer ≤ ${ms(PANEL_GOAL, 0)} (median), loopback`,
      measured: ms(estimatorOpen, 1),
      ok: estimatorOpen <= PANEL_GOAL,
    },
    {
      goal: `the layout advisor answers each job ≤ ${ms(PANEL_GOAL, 0)} (median), in Node`,
      measured: ms(slowestAdvice, 1),
      ok: slowestAdvice <= PANEL_GOAL,
    },
    {
      goal: '`sweep` ≥ 0.5× the plain JS loop (new result arrays)',
      measured: times(throughput.sweep / throughput.loopAlloc),
      ok: throughput.sweep / throughput.loopAlloc >= 0.5,
    },
    {
      goal: '`sweep` ≥ 0.5× the plain JS loop (reused arrays)',
      measured: times(throughput.sweepInto / throughput.loop),
      ok: throughput.sweepInto / throughput.loop >= 0.5,
    },
    {
      goal: '`sweep` ≥ 20× one `compute` call per scenario',
      measured: times(throughput.sweep / throughput.perCall),
      ok: throughput.sweep / throughput.perCall >= 20,
    },
  ];
}

function machineSection({ machine, keystroke }) {
  return `Made by \`npm run bench\` on ${machine.date}.

| | |
|---|---|
| machine | ${machine.cpus} × ${machine.cpu}, ${machine.memory} GiB, ${machine.os} |
| load average (1 min) at start and end | ${machine.loadStart.toFixed(2)}, ${machine.loadEnd.toFixed(2)} |
| Node | ${machine.node} |
| browser | Chromium ${keystroke.browser}, headless; \`navigator.hardwareConcurrency\` ${keystroke.cores} |
| user agent | \`${keystroke.userAgent}\` |
| \`performance.now()\` resolution, as measured in the benchmark's pages | ${(keystroke.timer.resolution * 1000).toFixed(1)} µs (${keystroke.timer.isolated ? 'cross-origin isolated' : 'not isolated'}) |`;
}

function keystrokeSection({ keystroke }) {
  const k = keystroke.variants;
  const rows = (list) =>
    list.map((v) => [
      v.label,
      ms(v.p50),
      ms(v.p95),
      ms(v.max),
      ms(v.input50),
      ms(v.frame50),
      ms(v.painted50),
      ms(v.before50),
      v.points || '—',
    ]);
  const head = [
    'page',
    'p50',
    'p95',
    'max',
    'input task, p50',
    'frame, p50',
    'through paint, p50',
    'before the input event, p50',
    'chart points',
  ];
  const all = Object.values(k);
  const slow = all.filter((v) => v.throttle > 1);
  const ratio = (a, b) => times(a.p95 / b.p95);
  const slowBy = slow[0].throttle;
  const slowdowns = slow.map((v) => times(v.slowdown)).join(', ');
  return `## Whole keystroke

${k.element.n} key presses per page (digits typed after the devices value, then erased), in
${keystroke.batches} rounds that take the pages in turn, after a warm-up. Each is timed in the page from the
input event, through every animation-frame callback it scheduled, to layout: the busy time of the
input task plus the busy time of the next frame, without the idle wait between them.

${table(head, rows(all.filter((v) => v.throttle === 1)))}

| p95 ratio | to the same-work reference | to the minimal reference |
|---|---:|---:|
| panels closed | ${ratio(k.element, k.sameWork)} | ${ratio(k.element, k.minimal)} |
| every panel open | ${ratio(k.elementOpen, k.sameWork)} | ${ratio(k.elementOpen, k.minimal)} |

**CPU throttled ${slowBy}×** (DevTools protocol, \`Emulation.setCPUThrottlingRate\`), as on a mid-range phone; the
same key presses, in rounds of their own once the pages above are closed (a throttled page left open slows the others
on a machine of few cores), each page throttled only in its turn. A fixed loop of JavaScript ran ${slowdowns} slower in these pages once throttled (in the
order of the table).

${table(head, rows(slow))}

| p95 ratio, CPU throttled ${slowBy}× | to the same-work reference | to the minimal reference |
|---|---:|---:|
| every panel open | ${ratio(k.elementOpenSlow, k.sameWorkSlow)} | ${ratio(k.elementOpenSlow, k.minimalSlow)} |`;
}

function startupSection({ startup }) {
  const by = Object.fromEntries(startup.pages.map((p) => [p.name, p]));
  const block = (network) =>
    table(
      ['page', 'first results', 'first screen', 'first results ÷ minimal', 'first results ÷ same-work'],
      startup.pages.map((p) => [
        p.label,
        ms(p[network].ready, 1),
        ms(p[network].screen, 1),
        times(p[network].ready / by.minimal[network].ready),
        times(p[network].ready / by.sameWork[network].ready),
      ]),
    );
  const n = startup.network;
  const fetched = ({ start, end }) => `${ms(start, 1)} → ${ms(end, 1)}`;
  const moment = (what, key) => [what, '', '', ms(by.estimator.loopback[key], 1), ms(by.estimator.emulated[key], 1)];
  const tiers = table(
    ['tier', 'file', 'gzip -9', 'loopback: fetched', 'emulated network: fetched'],
    [
      ...startup.tiers.map((t) => [t.label, `\`${t.path.slice(1)}\``, bytes(t.loopback.sent), fetched(t.loopback), fetched(t.emulated)]),
      moment('first results', 'ready'),
      moment('first screen, the estimate shown', 'screen'),
    ],
    'llrrr',
  );
  return `## Cold start-up

Median of ${startup.loads} cold loads of each page on each network, from navigation start. Every load has a
browser context of its own, with empty caches; the pages take turns in a rotating order. The server
sends gzip -9.

**Loopback**

${block('loopback')}

**Emulated network** (DevTools protocol: ${n.latency} ms round trip added to every request, ${((n.downloadThroughput * 8) / 1e6).toFixed(0)} Mbit/s down, ${((n.uploadThroughput * 8) / 1e6).toFixed(0)} Mbit/s up)

${block('emulated')}

**The page whose estimator is open, by tier**: when each file's fetch started and when its last byte
arrived (medians over the same loads), then the page's two moments. The first results wait for the
bundle, both modules of the core and the estimator's code; the English texts of closed panels are
fetched beside them, as the panel shows some, and are not waited for.

${tiers}`;
}

function payloadSection({ startup, sizes }) {
  const blocks = Object.values(startup.payloads).map((p) => {
    const rows = p.files.map((f) => [
      `\`${f.path.slice(1)}\``,
      bytes(f.sent),
      bytes(f.raw),
      f.beforeResults ? 'before the first results' : 'after them',
    ]);
    return `**${p.label}**: ${bytes(p.sent)} bytes gzip before the first results\n\n${table(['file', 'gzip -9', 'raw', 'fetched'], rows, 'lrrl')}`;
  });
  return `## Payload

Every file of ours (not the host page's) that the browser fetched in a cold load, as its Resource
Timing lists them; the bytes are those the server sent (gzip -9), and decoded.

${blocks.join('\n\n')}

Every artifact in \`dist/\` at this run (\`dist/manifest.json\`, which \`scripts/sizes.mjs\` prints):

${sizesMarkdown(sizes)}`;
}

function panelSection({ panels }) {
  const n = panels.network;
  const rows = panels.panels.map((p) => [
    p.label,
    ms(p.loopback.p50, 1),
    ms(p.loopback.max, 1),
    ms(p.emulated.p50, 1),
    ms(p.emulated.max, 1),
    p.fetched.map((f) => `\`${f}\``).join(', '),
  ]);
  return `## A panel opened for the first time

${panels.loads} cold loads for each panel on each network (loopback; ${n.latency} ms round trip and ${((n.downloadThroughput * 8) / 1e6).toFixed(0)} Mbit/s as above).
Each page is left idle until its first screen is complete and the panels' code is in; then the panel's
title is clicked from script, with no pointer or focus on it before, so that what the panel needs
(the core's second module) is fetched after the click. From just before the click to the layout of the first frame that
shows the answer.

${table(['panel: what is waited for', 'loopback, median', 'loopback, max', 'emulated, median', 'emulated, max', 'fetched after the click'], rows, 'lrrrrl')}`;
}

function throughputSection({ throughput: t }) {
  return `## Batch throughput: ${t.n.toLocaleString('en')} scenarios in Node (median of ${t.rounds} runs)

${table(
  ['path', 'time', 'scenarios per second'],
  [
    ['`calc.sweep`, one call, new result arrays', ms(t.sweepMs, 1), rate(t.sweep)],
    ['plain JS loop (same rules and formulas), new result arrays', ms(t.loopAllocMs, 1), rate(t.loopAlloc)],
    ['`calc.sweep(input, into)`, filling reused arrays', ms(t.sweepIntoMs, 1), rate(t.sweepInto)],
    ['plain JS loop, reused arrays', ms(t.loopMs, 1), rate(t.loop)],
    ['`calc.compute`, one call per scenario', ms(t.perCallMs, 1), rate(t.perCall)],
  ],
)}`;
}

function layoutsSection({ layouts }) {
  const gb = (n) => `${(n / 1e9).toFixed(1)} GB`;
  const layout = ({ best: b }) =>
    `${b.sharding}${b.shardGroupSize ? ` (groups of ${b.shardGroupSize})` : ''}, TP ${b.tensorParallel} × PP ${b.pipelineParallel}, ` +
    `micro-batch ${b.batchPerDevice} × ${b.gradientAccumulation}, ${b.recomputation} recomputation`;
  return `## The layout advisor in Node

\`calc.bestLayouts\` on three jobs (\`bench/layouts.mjs\`: H100 nodes of 8, 3.2 Tbit/s each, 40 % MFU, 8,192 tokens a
sequence), median of rounds that take the jobs in turn; beside it one \`estimateEfficiency\` call of the layout it picks.

${table(
  ['job', 'advisor', 'one estimate', 'ratio', 'first layout', 'E', 'memory per device'],
  layouts.map((j) => [
    j.name,
    ms(j.advisor, 2),
    ms(j.estimate, 3),
    times(j.advisor / j.estimate),
    layout(j),
    `${j.best.efficiencyPercent.toFixed(1)} %`,
    gb(j.best.memoryPerDeviceBytes),
  ]),
  'lrrrlrr',
)}`;
}

function profileSection({ profile: p }) {
  const share = (x) => `${(100 * x).toFixed(1)} %`;
  const self = (span, n) =>
    table(
      ['where (innermost function of the element)', 'doing', 'per keystroke', 'share'],
      p[span].self.slice(0, n).map((r) => [r.where, r.what, ms(r.ms, 3), share(r.share)]),
      'llrr',
    );
  const inclusive = table(
    ['function, with what it calls', 'per keystroke', 'share'],
    p.frame.inclusive.slice(0, 12).map((r) => [r.where, ms(r.ms, 3), share(r.share)]),
  );
  const intl = p.repeats.intl.map((r) => [r.what, r.n.toFixed(1)]);
  const writes = p.repeats.writes.map((r) => [`\`${r.id}\``, r.n.toFixed(1), r.unchanged.toFixed(1)]);
  return `## Profile of the keystroke, every panel open

A Chromium trace (timeline and V8's sampling profiler) of ${p.keystrokes} key presses into the element
built without minification, so that functions keep their names. Times run slower under the profiler;
the shares are what matters. Each sample is put down to the innermost function of the element's
code on its stack and to what the thread was doing there.

**The frame** (the deferred rendering: chart, worked example, what-if, time and cost, estimator),
${ms(p.frame.ms, 3)} sampled per keystroke:

${self('frame', 20)}

${inclusive}

**The input task**, ${ms(p.input.ms, 3)} sampled per keystroke:

${self('input', 10)}

**What a keystroke repeats**, counted in the shipped bundle with the page's Intl and DOM methods
wrapped: formatters made and used, and the elements (by id) written to, with how many of those writes
left the element exactly as it was.

${table(['Intl', 'per keystroke'], intl)}

${table(['element written', 'writes per keystroke', 'of them unchanged'], writes)}`;
}

const NOTES = `## How it is measured

- **Timer.** The server sends COOP and COEP headers, so the pages are cross-origin isolated and
  \`performance.now()\` is fine-grained; the run stops if a page is not isolated. The resolution above
  is the smallest step the clock was seen to take.
- **Whole keystroke.** Key presses go through the DevTools protocol, as a user's would go through the
  browser. A probe in the page listens for the input event first (window, capture) and last (window,
  bubble). In the first listener it requests an animation frame, which therefore runs before any the
  page requests; in the last it forces layout (the browser lays out at that point anyway, to place the
  caret) and requests another frame, which runs after the page's own, and forces layout there. The
  keystroke is the input task's busy span plus the frame's busy span. "Through paint" ends instead at
  the next task after the frame, so it also holds paint, commit and any wait for them. "Before the
  input event" is the browser's own editing work after keydown; it is the same for every page and is
  not counted. Each sample reads back the result, the worked example and the chart's marked point,
  and the run fails unless they show the value just typed, so deferred work cannot slip outside the
  measurement.
- **CPU throttled.** The throttled pages are the same pages, each in a browser context (a renderer) of
  its own, slowed down through the DevTools protocol once their panels are open. Chromium interrupts
  the page's main thread every 200 µs and has it spin for 3 times the stretch it ran (at most 1 ms
  counted), so on cores that other processes keep busy the slowdown falls short of 4×: the table
  gives the slowdown measured in each page, and the run fails if one is under 1.5×.
- **Every panel open.** All \`<details>\` in the element are opened, and the what-if and time-and-cost
  fields are filled in so that every panel computes and shows an answer on every keystroke; the run
  fails if one shows none.
- **References.** The minimal reference (\`bench/pages/reference.js\`) parses three fields in the
  page's locale and writes four results. The same-work reference (\`bench/pages/same-work.js\`) also
  writes the worked example and redraws the chart as one SVG string, with its legend and its table
  for screen readers, over as many points as the element's chart; it does nothing the panels do.
  The ratio to it is the element's own overhead plus the panels' work.
- **Cold start-up.** Each load opens a new browser context (a fresh in-memory profile: nothing
  cached, nothing compiled) in a browser that is already running, as a reader's browser is, and
  closes it afterwards. "First results": the first results are in the DOM and laid out (the element
  announces them with its change event). "First screen": layout is done in the first frame that
  shows the results and the chart's curves, and, on a page with the estimator open, its estimate.
  The emulated network delays every request by the round trip and limits bandwidth, so each download
  that can only start after another finished costs a round trip more.
- **By tier.** Each file's fetch start and the arrival of its last byte (\`responseEnd\`) come from the
  Resource Timing of the same cold loads as the start-up figures; the run fails unless every tier
  was fetched in every load.
- **Payload.** Files under \`/bench/\` are the host page's and are not counted. The estimator page
  opens the panel as soon as the element is defined.
- **Throughput** runs in Node on the shipped \`dist/index.js\`, and checks that \`sweep\` and the plain
  loop give identical answers before comparing them.`;

export function report(results) {
  const goalRows = goals(results).map((g) => [g.goal, g.measured, verdict(g.ok)]);
  const ratioRows = ratios(results).map((r) => [r.ratio, r.measured]);
  return (
    [
      '# Benchmarks',
      machineSection(results),
      `## Goals\n\nAll measured in this run.\n\n${table(['goal', 'measured', ''], goalRows, 'lrl')}`,
      `Ratios to the reference pages of the same run, reported and not scored:\n\n${table(['ratio', 'measured'], ratioRows)}`,
      keystrokeSection(results),
      startupSection(results),
      payloadSection(results),
      panelSection(results),
      throughputSection(results),
      layoutsSection(results),
      profileSection(results),
      NOTES,
    ].join('\n\n') + '\n'
  );
}
