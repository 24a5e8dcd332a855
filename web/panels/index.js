// @ts-nocheck -- not yet typed: issue 49 types web/ file by file
// Everything that shows only after the first results, as one chunk that
// web/element/panels.js fetches: the panels' bodies and answers (a folder
// each: what-if/, time-cost/, estimator/), the second half of each
// language's messages, the worked example, the chart's table for screen
// readers, the buttons' exports and the URL state (shared/). createPanels()
// is what one element gets of it.
import { loadCore } from '../api/calculator.js';
import { messages, loadMessages, resolveLocale, languages } from '../element/locales.js';
import { languageOf } from '../locales/languages.js';
import { adoptSheet } from '../element/shadow.js';
import { PANELS, openOnly, openPanels, sayFailed } from '../element/panels.js';
import { didNotLoad } from '../element/warn.js';
import { SELECTS } from '../element/fields.js';
import { once } from '../element/once.js';
import { loadTexts, english } from './texts.js';
import { urlState, readFragment } from './shared/url-state.js';
import { MODULES } from './modules.js';
import estimatorStyles from './estimator/styles.css';
import layoutsStyles from './layouts/styles.css';
import sharedStyles from './shared/styles.css';
import { summaryBar } from './shared/summary-bar.js';
import { renderGlobalBatch } from './shared/global-batch.js';
import { runAction, SOURCES } from './shared/actions.js';
import { fieldText, fieldValue } from '../element/format.js';

export { renderExample } from './shared/render-example.js';
export { renderChartTable } from './shared/chart-table.js';
export { formatMoney, formatDuration } from './shared/money-time.js';

// The fields a throughput unit counts in: a device's, the cluster's measured and targeted, and the dataset's.
const UNIT_FIELDS = ['throughput', 'measured', 'targetThroughput', 'samples'];

// The core's second module, which every panel's answers come from.
const secondModule = once(() => loadCore().then((calc) => calc.ready('panels')));

// The second half of a language's messages, added to its first once both are in (on a loaded machine the second
// can arrive first, and was merged into English then): once per language, English when it cannot load. Where
// English stands in for a whole language, English is what is completed.
const completed = {};
export function completeMessages(language) {
  const rest = () => loadTexts(language).catch((error) => (didNotLoad(`the rest of the "${language}" messages`, error), english));
  completed[language] ??= Promise.all([loadMessages(language), rest()]).then(([first, { errors, texts }]) => {
    if (first === messages.en && language !== 'en') return completeMessages('en');
    Object.assign(first.errors, errors);
    Object.assign(first, texts);
  });
  return completed[language];
}

/** What the panels' answers need in `language`: the core's second module and the rest of its messages. */
const answersReady = (language) => Promise.all([secondModule(), completeMessages(language)]);

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

const BY_ID = Object.fromEntries(MODULES.map((m) => [m.id, m]));

// The panels' stylesheet, one for every element, which each adopts when this code arrives (made on first use: a server has no CSSStyleSheet).
let panelSheet;
function sheet() {
  if (!panelSheet) {
    panelSheet = new CSSStyleSheet();
    panelSheet.replaceSync(sharedStyles + estimatorStyles + layoutsStyles);
  }
  return panelSheet;
}

const panic = (id) => {
  throw new Error(`dp-scaling-calculator: web/panels/index.js has no module for the panel "${id}"`);
};

// Builds the body of each of `list` that has none yet, from `bodyOf(id)`
// (markup, or nothing while it is not at hand); returns the panels built.
function buildBodies(list, bodyOf) {
  const built = [];
  for (const panel of list) {
    const body = !('built' in panel.dataset) && bodyOf(panel.id);
    if (!body) continue;
    panel.insertAdjacentHTML('beforeend', body);
    panel.dataset.built = '';
    built.push(panel);
  }
  return built;
}

/**
 * The panels of one element. `host` is what they see of it: the element,
 * its view, form and inputs, its snapshot, `update(announce, remember)` (an
 * update of what it shows: `announce` the inputs changed, `remember` into the
 * URL) and `localize()` (its texts again, once more of them are in).
 *
 * A body is built the first time its panel is open (or about to open), once
 * the core's second module and the rest of the element's language are in, so
 * that it never shows a question it cannot answer yet or a text it lacks;
 * the pointer or the focus on a closed panel's summary fetches them. When
 * either fails, the panel says so, and opening it again tries again.
 */
export function createPanels(host) {
  const { element, view, form, inputs } = host;
  const modules = PANELS.map((id) => BY_ID[id] ?? panic(id));
  const estimator = BY_ID.estimator;
  const language = () => languageOf(element).language;
  let ready = false;
  let pending = null;
  const want = () =>
    (pending ??= answersReady(language()).then(
      () => {
        ready = true;
        for (const id of openPanels(view)) view.el(`${id}-failed`)?.remove();
        controller.build();
        host.update(false, true);
      },
      (error) => {
        pending = null;
        didNotLoad("the core's second module", error);
        for (const id of openPanels(view)) sayFailed(view, id);
        host.localize();
      },
    ));
  const build = (list) => {
    if (!list.length) return;
    if (!ready) return void want();
    const done = buildBodies(list, (id) => BY_ID[id].markup);
    for (const panel of done) {
      if (panel.id === 'estimator') estimator.fillSelects(view, form.get);
      form.show(panel);
    }
    if (done.length) host.localize();
  };
  // The estimator is in use once its panel has been open or a choice of it given: until then its answers,
  // which may hold back the results (a throughput above the peak), and its notes under the main fields wait.
  const inUse = (given) => !!view.el('accelerator') || [...given].some((id) => SELECTS[id]);
  // The closed panel whose summary holds `target`, if any.
  const closedPanelAt = (target) => {
    const panel = target.closest?.('summary')?.parentElement;
    return panel?.matches('details.panel:not([open])') ? panel : null;
  };

  // The panels' styles; the presets chosen before its options were in fill in their fields now.
  adoptSheet(view.root, sheet());
  const bar = summaryBar(view);
  // A model's job depends on the devices and the batch: the numbers of the last snapshot.
  const numberOf = (id) => host.snapshot()?.values[id];
  const linked = new Map(); // field id → { source, value }: the answer it follows since a "Use…", and what it was given
  const sources = () => new Map([...linked].map(([id, { source }]) => [id, source]));
  // A linked field the tool changed: field id → { source, from, to }, its last move while linked (said under it), and
  // the moves of the update under way (said once on the status line).
  const moved = new Map();
  let moving = new Map();
  // A model's global batch follows the devices and the micro-batch until someone types one. A measurement
  // belongs to the model and device it was taken with: choosing another clears it, and the panel says so.
  let cleared = false;
  // The fields counted in the throughput's unit keep what they mean when it changes (a reader's choice or a
  // model's): converted at the job's sequence length, and said. A linked field follows its answer instead.
  const convertUnit = (unit, fills) => {
    const from = host.snapshot()?.choices.throughputUnit;
    const tokens = numberOf('tokensPerSample') ?? Number(fills.tokensPerSample);
    if (!unit || !from || unit === from || !(tokens > 0)) return;
    const factor = unit === 'tokens' ? tokens : 1 / tokens;
    for (const field of UNIT_FIELDS) {
      const before = numberOf(field);
      if (field in fills || linked.has(field) || !Number.isFinite(before)) continue;
      fills[field] = fieldValue(before * factor);
      moving.set(field, { source: 'unit', from: before, to: fills[field], tokens, unit });
    }
  };
  const presetFill = (id, value, choices, given) => {
    const fills = estimator.presetFill(id, value, choices, { numberOf, given });
    // A device's throughput belongs to the model it was measured on, as a calibration does: another model's job
    // starts from the throughput at the MFU, where there is one, and says what it replaced.
    if (id === 'modelPreset' && value && !linked.has('throughput') && numberOf('peakTflops') > 0 && numberOf('mfu') > 0) {
      linked.set('throughput', { source: 'flopsThroughput', value: undefined });
      moving.set('throughput', { from: numberOf('throughput'), fromUnit: host.snapshot()?.choices.throughputUnit });
    }
    convertUnit(id === 'throughputUnit' ? value : fills.throughputUnit, fills);
    if ('globalBatch' in fills) linked.set('globalBatch', { source: 'job', value: fills.globalBatch });
    const measured = estimator.CALIBRATION_FIELDS.filter((field) => form.get(field).trim());
    if ((id === 'modelPreset' || id === 'accelerator') && measured.length) {
      for (const field of measured) fills[field] = '';
      cleared = true;
    }
    return fills;
  };
  const filled = inputs.useOptions({ presetFill });
  // A link keeps what follows an answer; restored, a field follows it from the value it holds (`value` unknown yet).
  const link = urlState({
    ...host,
    open: (names) => controller.open(names),
    linked: sources,
    follow: (id, source) => Object.hasOwn(SOURCES, source) && linked.set(id, { source, value: undefined }),
  });

  const controller = {
    estimator,
    link,
    /**
     * The estimate (for every panel, the global batch and the chart) and the answers of every panel, for the
     * scenario (web/element/scenario.js); the estimator's own once it is in use.
     */
    answers(calc, question) {
      const { estimating, input, estimate } = estimator.estimateOf(calc, question);
      // The results follow the estimate (a "Use the estimated efficiency"): so do the what-if's device counts, with E(d).
      const followsEstimate = !!estimate && linked.get('efficiency')?.source === 'estimate';
      const asked = { ...question, estimating, input, estimate, followsEstimate };
      const own = modules.map((m) => (m !== estimator || inUse(question.given)) && m.answers?.(calc, asked));
      return Object.assign({ estimate, estimatorInput: input }, ...own);
    },
    /** What each open panel shows, and the worked example. */
    render(snapshot, ctx, defaults) {
      for (const m of modules) if (snapshot.open[m.id]) m.render(view, snapshot, ctx, defaults);
      bar.render(snapshot, ctx); // after the time and cost: it reads them
    },
    /** Opens exactly the panels named (openOnly) and builds their bodies. */
    open(names) {
      openOnly(view, names);
      controller.build();
    },
    /** The bodies of the open panels that have none yet. */
    build() {
      build([...view.root.querySelectorAll('details.panel[open]')]);
    },
    /** The estimator's notes under the main fields (the MFU a throughput implies, a throughput above the peak), once it is in use. */
    renderOutside(snapshot, ctx) {
      renderGlobalBatch(view, snapshot, ctx);
      if (inUse(snapshot.given)) estimator.renderOutside(view, { ...snapshot, linked: sources(), moved }, ctx);
    },
    /** The estimator's options in the language of `ctx`, once they are built. */
    labelOptions(ctx) {
      if (view.el('accelerator')) estimator.labelSelects(view, ctx);
    },
    /** Resolves once the panels can answer: the core's second module and the rest of the language are in. */
    ready: want,
    /** Runs the action of button `id` on `snapshot` (shared/actions.js). */
    press: (id, snapshot, ctx) =>
      runAction(id, { ...snapshot, linked: sources() }, ctx, {
        element,
        view,
        link: () => location.href.split('#')[0] + link.fragment(),
        follow: (field, source, value) => linked.set(field, { source, value }),
      }),
    /**
     * The fields linked to an answer (a "Use…") take its new value; returns
     * whether any did, so that the element works the snapshot out again
     * before it shows it. A field that no longer holds what it was given
     * (someone typed or set it) is no longer linked.
     */
    follow(snapshot, locale) {
      let changed = false;
      for (const [id, tie] of linked) {
        tie.value ??= snapshot.values[id];
        if (snapshot.values[id] !== tie.value) {
          linked.delete(id);
          moved.delete(id);
          continue;
        }
        const value = SOURCES[tie.source](snapshot);
        if (!Number.isFinite(value) || value === tie.value) continue;
        const before = moving.get(id);
        moving.set(id, { source: tie.source, from: before?.from ?? tie.value, fromUnit: before?.fromUnit, to: value });
        form.set(id, fieldText(locale, value));
        inputs.reflect(id, String(value));
        tie.value = value;
        changed = true;
      }
      cleared &&= !estimator.CALIBRATION_FIELDS.some((field) => snapshot.texts[field]?.trim());
      snapshot.calibrationCleared = cleared;
      // The last round of an update: what moved in it, said under each field and on the status line.
      if (!changed) {
        const made = [...moving].filter(([, move]) => move.to !== undefined); // not a link that found no answer
        for (const [id, move] of made) moved.set(id, move);
        snapshot.followed = made.map(([id, move]) => ({ id, ...move }));
        moving = new Map();
      }
      return changed;
    },
    disconnect: () => (link.disconnect(), bar.disconnect()),
  };

  // A click on a closed panel's summary: its body now, before it opens, so that the focus can move into it.
  view.root.addEventListener('click', (event) => {
    const panel = closedPanelAt(event.target);
    if (panel) build([panel]);
  });
  // The pointer or the focus on a closed panel's summary: its answers are likely wanted next.
  const near = (event) => closedPanelAt(event.target) && want();
  for (const type of ['pointerover', 'focusin']) view.root.addEventListener(type, near);
  // Or on one already, before this code came.
  const reached = view.root.querySelector('details.panel:not([open]) > summary:is(:hover, :focus)');
  if (reached) near({ target: reached });
  // A toggle of any <details> (a FAQ entry too: cheap) may show or hide what a snapshot names.
  view.root.addEventListener('toggle', () => (controller.build(), host.update(false, true)), true);
  controller.build();
  if (filled) host.update(true);
  return controller;
}
