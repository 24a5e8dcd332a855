// The panels (<details class="panel" id="…">: what-if, time-cost, estimator,
// and any added later) and the two views. `open="what-if estimator"` names
// the panels that start open. A panel's body is built when it first opens:
// a page that never opens one pays nothing for it, and the what-if and
// time-and-cost bodies come with the element's second tier (second-tier.js).
// `view="compact"` shows the inputs, the results and the panels (one line
// each while closed), with a button that shows the full calculator: chart,
// details, FAQ.
import loadEstimator from 'dpsc:estimator';
import { loadCalculator } from '../api/calculator.js';
import { parts } from './parts.js';
import { adoptSheet } from './shadow.js';
import { secondTier, loadSecondTier } from './second-tier.js';

const panelNodes = (view) => view.root.querySelectorAll('details.panel[id]');

/** The ids of the open panels. */
export const openPanels = (view) => [...panelNodes(view)].filter((panel) => panel.open).map((panel) => panel.id);

/** The open panels whose body is built, what the renderers may write into: { [id]: true }. */
export const shownPanels = (view) =>
  Object.fromEntries([...panelNodes(view)].filter((panel) => panel.open && 'built' in panel.dataset).map((panel) => [panel.id, true]));

// Opens exactly the panels named in `names` ("what-if estimator"); unknown names are ignored.
function openOnly(view, names) {
  const wanted = new Set((names ?? '').split(/\s+/));
  for (const panel of panelNodes(view)) panel.open = wanted.has(panel.id);
}

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

// Said in a panel whose code did not load (its body's, the estimator's, or
// the core's second module); opening it again tries again.
const failedNote = (id) => `<div id="${id}-failed"><p class="warning" data-t="panelFailed"></p></div>`;

/**
 * The panels of one element: a body is built the first time its panel is
 * open (or about to open), showing what `form` holds, and the estimator's
 * module, with the core's estimator module (calc.ready('estimator')), is
 * fetched once, when its panel opens, the pointer or the focus
 * reaches its summary, or load() is called; when either fails, the panel says
 * so and opening it again retries. A body also waits for `texts()`, the rest
 * of the element's language, which holds its texts and its issues' messages.
 * `label(node)` puts the texts into a body
 * (or that message) just built; `loaded(estimator)` hears of the module
 * before the bodies waiting for it are built, and returns whether it changed
 * any input; `changed(announce)` is told that what is shown changed: a panel
 * opened or closed, or the module came.
 */
export function createPanels(view, form, { label, texts, loaded, changed }) {
  let estimator = null;
  let loading = null;
  let estimatorFailed = false;
  // Says so in panel `id`, once.
  const failed = (id, error) => {
    console.warn(`dp-scaling-calculator: the code of the ${id} panel did not load (${error})`);
    if (view.el(`${id}-failed`)) return;
    view.el(id).insertAdjacentHTML('beforeend', failedNote(id));
    label(view.el(`${id}-failed`));
  };
  // A built-in panel's body comes with the second tier, and its answers from
  // the core's second module (calc.ready('estimator')); the body is built once
  // both are in, so it never shows a question it cannot answer yet. The
  // pointer or the focus on its summary fetches them (near).
  let answering = false;
  const answers = () =>
    Promise.all([loadSecondTier(), loadCalculator().then((calc) => calc.ready('estimator')), texts()]).then(() => (answering = true));
  const builtIn = (id) => {
    const later = secondTier();
    if (later && answering) return later.PANEL_BODIES[id];
    answers().then(
      () => (view.el(`${id}-failed`)?.remove(), panels.build(), changed(false)),
      (error) => failed(id, error),
    );
  };
  const bodyOf = (id) => (id !== 'estimator' ? builtIn(id) : estimator ? estimator.markup(parts) : void panels.load());
  const build = (list) => {
    for (const panel of buildBodies(list, bodyOf)) {
      if (panel.id === 'estimator') estimator.fillSelects(view, form.get);
      form.show(panel);
      label(panel);
    }
  };
  // The closed panel whose summary holds `target`, if any.
  const closedPanelAt = (target) => {
    const panel = target.closest?.('summary')?.parentElement;
    return panel?.matches('details.panel:not([open])') ? panel : null;
  };
  const panels = {
    /** The estimator's module (web/estimator/panel.js), or null until it is loaded. */
    get estimator() {
      return estimator;
    },
    /** The fetch of the estimator's module, or null while nobody asked for it. */
    get loading() {
      return loading;
    },
    load() {
      // The second tier too: the estimator's answers are worded with its money and durations (context.js).
      loading ??= Promise.all([loadEstimator(), loadCalculator().then((calc) => calc.ready('estimator')), loadSecondTier(), texts()]).then(
        ([module]) => {
          view.el('estimator-failed')?.remove();
          adoptSheet(view.root, module.sheet());
          const filled = loaded((estimator = module));
          panels.build();
          changed(filled);
        },
        (error) => {
          [loading, estimatorFailed] = [null, true];
          failed('estimator', error);
        },
      );
      return loading;
    },
    /** Opens exactly the panels named (openOnly) and builds their bodies. */
    open(names) {
      openOnly(view, names);
      panels.build();
    },
    /** The bodies of the open panels that have none yet. */
    build() {
      build([...view.root.querySelectorAll('details.panel[open]')]);
    },
    /** The estimator's options in the language of `ctx`, once they are built. */
    labelOptions(ctx) {
      if (view.el('accelerator')) estimator.labelSelects(view, ctx);
    },
  };
  // A click on a closed panel's summary: its body now, before it opens, so that the focus can move into it.
  view.root.addEventListener('click', (event) => {
    const panel = closedPanelAt(event.target);
    if (panel) build([panel]);
  });
  // The pointer or the focus on a closed panel's summary: its code is likely wanted next.
  const near = (event) => {
    const id = closedPanelAt(event.target)?.id;
    if (id === 'estimator') return estimatorFailed || panels.load();
    if (id && !answering) answers().catch(() => {}); // said when the panel opens
  };
  for (const type of ['pointerover', 'focusin']) view.root.addEventListener(type, near);
  // A toggle of any <details> (a FAQ entry too: cheap) may show or hide what a snapshot names.
  view.root.addEventListener('toggle', () => (panels.build(), changed(false)), true);
  return panels;
}

/** The compact view when `compact`: the button under the results leads to the full one. */
export function showView(view, compact) {
  view.root.firstElementChild.classList.toggle('compact', compact);
  view.el('fullView').hidden = !compact;
}
