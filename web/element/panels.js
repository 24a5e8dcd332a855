// The panels' bodies (panel-state.js says which panels are open). A body is
// built when its panel first opens: a page that never opens one pays nothing
// for it. This code comes with the element's second tier (later.js), as the
// what-if and time-and-cost bodies do; until it is in, a panel opened shows
// its summary alone, and its body is built when the tier arrives.
import { parts } from './parts.js';
import { PANEL_BODIES } from './panel-bodies.js';
import { openOnly, sayFailed } from './panel-state.js';
import { didNotLoad } from './warn.js';

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
 * The panels of one element (`handle`, the element's: its view, form and
 * hooks). A body is built the first time its panel is open (or about to
 * open), showing what the form holds. The estimator's module
 * (`estimatorCode()`) and the core's second module (`secondModule()`:
 * calc.ready('estimator')) are fetched once, when the estimator's panel
 * opens, the pointer or the focus reaches its summary, or load() is called;
 * when either fails, the panel says so and opening it again retries. A body
 * also waits for `texts()`, the rest of the element's language, which holds
 * its texts and its issues' messages. `label(node)` puts the texts into a
 * body (or that message) just built; `loaded(estimator)` hears of the module
 * before the bodies waiting for it are built, and returns whether it changed
 * any input; what is shown changed (a panel opened or closed, or the module
 * came) is an update `request`ed.
 */
export function createPanels(handle) {
  const { view, form, label, texts, loaded, estimatorCode, secondModule } = handle;
  // The estimated curve belongs to the chart while its panel is open; the URL keeps the open panels.
  const changed = (announce) => handle.request(announce, true);
  let estimator = null;
  let loading = null;
  let estimatorFailed = false;
  // Says so in panel `id`, once.
  const failed = (id, error) => {
    didNotLoad(`the code of the ${id} panel`, error);
    label(sayFailed(view, id));
  };
  // A built-in panel's answers come from the core's second module: its body
  // is built once that is in, so it never shows a question it cannot answer
  // yet. The pointer or the focus on its summary fetches it (near).
  let answering = false;
  const answers = () => Promise.all([secondModule(), texts()]).then(() => (answering = true));
  const builtIn = (id) => {
    if (answering) return PANEL_BODIES[id];
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
      loading ??= Promise.all([estimatorCode(), secondModule(), texts()]).then(
        ([module]) => {
          view.el('estimator-failed')?.remove();
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
  // Or on one already, before this code came (it comes with the second tier).
  const reached = view.root.querySelector('details.panel:not([open]) > summary:is(:hover, :focus)');
  if (reached) near({ target: reached });
  // A toggle of any <details> (a FAQ entry too: cheap) may show or hide what a snapshot names.
  view.root.addEventListener('toggle', () => (panels.build(), changed(false)), true);
  return panels;
}
