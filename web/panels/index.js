// Everything that shows only after the first results, as one chunk that the
// element's door (web/element/panels.js) fetches: each panel's code (a folder
// each, found by the build: 'dpsc:panels', scripts/build/panels.mjs), the
// second half of each language's messages, and the element's half of the
// door (host/: the worked example, the chart's table for screen readers, the
// buttons and their exports, the URL state; it alone, with this file, reads
// web/element/). shared/ is what the panels share. createPanels() is what
// one element gets of it.
import { loadMessages, resolveLocale, languages } from '../element/locales.js';
import { answersReady } from './host/ready.js';
import { adoptSheet } from '../element/shadow.js';
import { DESCRIPTORS } from './registry.js';
import { IMPLEMENTATIONS, STYLES } from 'dpsc:panels';
import { readFragment } from './host/url-state.js';
import sharedStyles from './shared/styles.css';
import { summaryBar } from './host/summary-bar.js';
import { renderGlobalBatch } from './host/render-global-batch.js';
import { runAction } from './host/actions.js';
import { createLinks } from './host/links.js';
import { renderExample } from './host/render-example.js';
import { renderChartTable } from './host/chart-table.js';
import { fieldText } from '../i18n/format.js';

export { urlState } from './host/url-state.js';
export { createBodies } from './host/bodies.js';
export { answersReady, completeMessages } from './host/ready.js';
export { formatMoney, formatDuration } from './shared/money-time.js';

/** @typedef {import('./panel').Panel} Panel */
/** @typedef {import('./panel').Host} Host */
/** @typedef {import('./panel').Snapshot} Snapshot */
/** @typedef {import('./panel').Question} Question */
/** @typedef {import('./panel').PanelId} PanelId */
/** @typedef {import('../api/index').Calculator} Calculator */
/** @typedef {import('../element/context.js').Context} Context */

/**
 * What the page's `elements` need before they are defined (web/element/define.js), beyond this code: the
 * language a link names, and the answers of the elements `given` a choice of the estimator's or a batch by an
 * attribute (wantsAnswers), so that their first frame has their notes and their global batch. (Not yet for one given them by its
 * `sync-url` link: answering before the link is restored races with the link's language, and the panels'
 * texts can stay out.)
 * @param {HTMLElement[]} elements
 * @param {HTMLElement[]} given
 */
export function firstFrame(elements, given) {
  const link = elements.some((e) => e.hasAttribute('sync-url')) ? readFragment(location.hash) : null;
  const lang = /** @type {string} */ (link?.lang); // loaded only when one of the languages
  return Promise.all([languages.includes(lang) && loadMessages(lang), ...given.map((e) => answersReady(resolveLocale(e).language))]);
}

// The panels' stylesheet, one for every element, which each adopts when this code arrives (made on first use: a server has no CSSStyleSheet).
/** @type {CSSStyleSheet | null} */
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
/**
 * The panels with hook `name`.
 * @template {keyof Panel} K
 * @param {K} name
 * @returns {(Panel & Required<Pick<Panel, K>>)[]}
 */
const withHook = (name) => /** @type {(Panel & Required<Pick<Panel, K>>)[]} */ (PANELS.filter((p) => p[name]));
/** @typedef {Required<Pick<Panel, 'presetFill' | 'isChoice'>>} Owner the panel of a select, which has the hooks of its options */
/** The code of the panel whose descriptor has select `id`. */
const ownerOf = (/** @type {string} */ id) =>
  /** @type {Owner | undefined} */ (IMPLEMENTATIONS[/** @type {string} */ (DESCRIPTORS.find((d) => d.selects?.[id])?.id)]);

/** The answers a field can follow after a "Use…": each panel's `sources`, by name. */
const SOURCES = Object.assign({}, ...withHook('sources').map((p) => p.sources));

// What the panels prepare for all (the estimate, its input, whether the model fits one device), then each panel's
// own answers under its id, each frozen.
/**
 * @param {Calculator} calc
 * @param {Question} question
 * @param {Map<string, string>} linked
 */
function answersOf(calc, question, linked) {
  const asked = { ...question };
  for (const p of withHook('prepare')) Object.assign(asked, p.prepare(calc, asked, linked));
  const panels = Object.fromEntries(PANELS.map((p) => [p.id, Object.freeze(p.answers?.(calc, asked) ?? {})]));
  return { estimate: asked.estimate ?? null, estimatorInput: asked.input, alone: asked.alone ?? null, panels: Object.freeze(panels) };
}

// An update of the scenario with the panels' answers, again while a linked field follows an answer (a throughput
// changes the estimate: a second round at most); then what the links add, and the whole snapshot frozen.
/**
 * @param {{ update(asked: object): Snapshot }} scenario the element's (web/element/scenario.js)
 * @param {{ texts: Record<string, string>, locale: string }} state what the scenario reads of the element
 * @param {ReturnType<typeof createLinks>} links
 * @param {Host} host
 * @returns {Snapshot}
 */
function derive(scenario, state, links, host) {
  const texts = { ...state.texts };
  const answers = (/** @type {Calculator} */ calc, /** @type {Question} */ question) => answersOf(calc, question, links.sources());
  // What a panel adds to the chart (the estimator's curve while its panel is open): { marks, curve(axis) }, or null.
  const chart = (/** @type {Calculator} */ calc, /** @type {Snapshot} */ s) =>
    withHook('chart').reduce((/** @type {import('./panel').ChartExtra | null} */ c, p) => c ?? p.chart(calc, s), null);
  // The scenario asks only of the selects, each with its panel.
  const isChoice = (/** @type {string} */ id, /** @type {string} */ value) => /** @type {Owner} */ (ownerOf(id)).isChoice(id, value);
  const asked = { ...state, panels: { isChoice, answers, chart } };
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
    markup: (/** @type {string} */ id) => IMPLEMENTATIONS[id].markup,
    built: (/** @type {string} */ id, /** @type {Record<string, string>} */ choices) => IMPLEMENTATIONS[id].built?.(view, choices),
    presetFill: links.presetFill,
    /** Links field `id` to answer `source` (a link restored, a "Use…"). */
    tie: links.tie,
    sources: links.sources,
    /**
     * The snapshot of `state`, with every panel's answers; `first(snapshot)` shows the first screen's part, then the notes outside the panels follow.
     * @param {Parameters<typeof derive>[0]} scenario
     * @param {Parameters<typeof derive>[1]} state
     * @param {Context} ctx
     * @param {(snapshot: Snapshot) => void} first
     */
    update(scenario, state, ctx, first) {
      const snapshot = derive(scenario, state, links, host);
      first(snapshot);
      renderGlobalBatch(view, snapshot, ctx);
      for (const p of withHook('outside')) p.outside(view, snapshot, ctx, snapshot.panels[/** @type {PanelId} */ (p.id)]);
      return snapshot;
    },
    /**
     * Next frame: the chart (`draw(overlay)`, the element's), its table, the worked example, each open panel and the summary bar.
     * @param {Snapshot} snapshot
     * @param {Context} ctx
     * @param {(overlayOf: import('./panel').OverlayOf) => Parameters<typeof renderChartTable>[1]} draw
     */
    frame(snapshot, ctx, draw) {
      const overlay = withHook('overlay').find((p) => snapshot.open[p.id]);
      renderChartTable(
        view,
        draw((chart, at) => overlay?.overlay(chart, ctx, at) ?? null),
      );
      renderExample(view, snapshot, ctx);
      for (const p of PANELS) if (snapshot.open[p.id]) p.render(view, snapshot, ctx, snapshot.panels[/** @type {PanelId} */ (p.id)]);
      bar.render(snapshot, ctx, PANELS);
    },
    /** The texts the panels' code writes itself (the estimator's options), in the language of `ctx`. */
    label: (/** @type {Context} */ ctx) => withHook('label').forEach((p) => p.label(view, ctx)),
    /** Runs the action of button `id` on `snapshot`; `address()` is the element's link. */
    press: (/** @type {string} */ id, /** @type {Snapshot} */ snapshot, /** @type {Context} */ ctx, /** @type {() => string} */ address) =>
      runAction(id, snapshot, ctx, { view, change: host.change, tie: links.tie, sources: SOURCES, address, panels: PANELS }),
    disconnect: () => bar.disconnect(),
  };
}
