// @ts-nocheck -- not yet typed: issue 49 types web/ file by file
// Everything that shows only after the first results, as one chunk that the
// element's door (web/element/panels.js) fetches: each panel's code (a folder
// each, found by the build: 'dpsc:panels', scripts/build/panels.mjs), the
// second half of each language's messages, the worked example, the chart's
// table for screen readers, the buttons' exports and the URL state
// (shared/). createPanels() is what one element gets of it.
import { loadMessages, resolveLocale, languages } from '../element/locales.js';
import { answersReady } from './shared/ready.js';
import { adoptSheet } from '../element/shadow.js';
import { DESCRIPTORS } from './registry.js';
import { IMPLEMENTATIONS, STYLES } from 'dpsc:panels';
import { readFragment } from './shared/url-state.js';
import sharedStyles from './shared/styles.css';
import { summaryBar } from './shared/summary-bar.js';
import { renderGlobalBatch } from './shared/global-batch.js';
import { runAction } from './shared/actions.js';
import { createLinks } from './shared/links.js';
import { renderExample } from './shared/render-example.js';
import { renderChartTable } from './shared/chart-table.js';
import { fieldText } from '../element/format.js';

export { urlState } from './shared/url-state.js';
export { createBodies } from './shared/bodies.js';
export { answersReady, completeMessages } from './shared/ready.js';
export { formatMoney, formatDuration } from './shared/money-time.js';

/** @typedef {import('./panel').Panel} Panel */
/** @typedef {import('./panel').Host} Host */

/**
 * What the page's `elements` need before they are defined (web/element/define.js), beyond this code: the
 * language a link names, and the answers of the elements `given` a choice of the estimator's or a batch by an
 * attribute (wantsAnswers), so that their first frame has their notes and their global batch. (Not yet for one given them by its
 * `sync-url` link: answering before the link is restored races with the link's language, and the panels'
 * texts can stay out.)
 */
export function firstFrame(elements, given) {
  const link = elements.some((e) => e.hasAttribute('sync-url')) ? readFragment(location.hash) : null;
  return Promise.all([
    languages.includes(link?.lang) && loadMessages(link.lang),
    ...given.map((e) => answersReady(resolveLocale(e).language)),
  ]);
}

// The panels' stylesheet, one for every element, which each adopts when this code arrives (made on first use: a server has no CSSStyleSheet).
let panelSheet = null;
function sheet() {
  if (!panelSheet) {
    panelSheet = new CSSStyleSheet();
    panelSheet.replaceSync(sharedStyles + STYLES);
  }
  return panelSheet;
}

/** @type {Panel[]} every panel's code, in the order they show */
const PANELS = DESCRIPTORS.map((d) => ({ id: d.id, ...IMPLEMENTATIONS[d.id] }));
const withHook = (name) => PANELS.filter((p) => p[name]);
/** The code of the panel whose descriptor has select `id`. */
const ownerOf = (id) => IMPLEMENTATIONS[DESCRIPTORS.find((d) => d.selects?.[id])?.id];

/** The answers a field can follow after a "Use…": each panel's `sources`, by name. */
const SOURCES = Object.assign({}, ...withHook('sources').map((p) => p.sources));

// What the panels prepare for all (the estimate, its input, whether the model fits one device), then each panel's
// own answers under its id, each frozen.
function answersOf(calc, question, linked) {
  const asked = { ...question };
  for (const p of withHook('prepare')) Object.assign(asked, p.prepare(calc, asked, linked));
  const panels = Object.fromEntries(PANELS.map((p) => [p.id, Object.freeze(p.answers?.(calc, asked) ?? {})]));
  return { estimate: asked.estimate ?? null, estimatorInput: asked.input, alone: asked.alone ?? null, panels: Object.freeze(panels) };
}

// An update of the scenario with the panels' answers, again while a linked field follows an answer (a throughput
// changes the estimate: a second round at most); then what the links add, and the whole snapshot frozen.
function derive(scenario, state, links, host) {
  const texts = { ...state.texts };
  const answers = (calc, question) => answersOf(calc, question, links.sources());
  // What a panel adds to the chart (the estimator's curve while its panel is open): { marks, curve(axis) }, or null.
  const chart = (calc, s) => withHook('chart').reduce((c, p) => c ?? p.chart(calc, s), null);
  const asked = { ...state, panels: { isChoice: (id, value) => ownerOf(id).isChoice(id, value), answers, chart } };
  let snapshot = scenario.update(asked);
  for (let round = 0; round < 3; round++) {
    const moves = links.follow(snapshot);
    if (!Object.keys(moves).length) break;
    host.change(moves, { linked: true });
    for (const [id, value] of Object.entries(moves)) texts[id] = fieldText(state.locale, value); // as the field now shows it
    snapshot = scenario.update({ ...asked, texts: { ...texts } });
  }
  return Object.freeze({ ...snapshot, ...links.settle(snapshot) });
}

/**
 * The panels of one element. `host` (./panel.d.ts) is what they see of it:
 * its view, its scenario, a change of its inputs, an update and its texts
 * again. The door (web/element/panels.js) builds their bodies and loads
 * what they need.
 * @param {Host} host
 */
export function createPanels(host) {
  const { view } = host;
  adoptSheet(view.root, sheet());
  const links = createLinks(host, SOURCES, (id, value, choices, known) => ownerOf(id)?.presetFill(id, value, choices, known) ?? {});
  const bar = summaryBar(view);
  return {
    /** A panel's markup, and what it does once built (the estimator's options). */
    markup: (id) => IMPLEMENTATIONS[id].markup,
    built: (id, choices) => IMPLEMENTATIONS[id].built?.(view, choices),
    presetFill: links.presetFill,
    /** Links field `id` to answer `source` (a link restored, a "Use…"). */
    tie: links.tie,
    sources: links.sources,
    /** The snapshot of `state`, with every panel's answers; `first(snapshot)` shows the first screen's part, then the notes outside the panels follow. */
    update(scenario, state, ctx, first) {
      const snapshot = derive(scenario, state, links, host);
      first(snapshot);
      renderGlobalBatch(view, snapshot, ctx);
      for (const p of withHook('outside')) p.outside(view, snapshot, ctx, snapshot.panels[p.id]);
      return snapshot;
    },
    /** Next frame: the chart (`draw(overlay)`, the element's), its table, the worked example, each open panel and the summary bar. */
    frame(snapshot, ctx, draw) {
      const overlay = withHook('overlay').find((p) => snapshot.open[p.id]);
      renderChartTable(
        view,
        draw((chart, at) => overlay?.overlay(chart, ctx, at) ?? null),
      );
      renderExample(view, snapshot, ctx);
      for (const p of PANELS) if (snapshot.open[p.id]) p.render(view, snapshot, ctx, snapshot.panels[p.id]);
      bar.render(snapshot, ctx, PANELS);
    },
    /** The texts the panels' code writes itself (the estimator's options), in the language of `ctx`. */
    label: (ctx) => withHook('label').forEach((p) => p.label(view, ctx)),
    /** Runs the action of button `id` on `snapshot`; `address()` is the element's link. */
    press: (id, snapshot, ctx, address) =>
      runAction(id, snapshot, ctx, { view, change: host.change, tie: links.tie, sources: SOURCES, address, panels: PANELS }),
    disconnect: () => bar.disconnect(),
  };
}
