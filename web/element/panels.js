// @ts-nocheck -- not yet typed: issue 49 types web/ file by file
// The one door to web/panels/: everything that shows only after the first
// results comes through here, as one chunk the bundler makes of that folder
// (the panels' bodies and answers, the worked example, the chart's table,
// the buttons' exports, the URL state, and their texts). A panel is
// <details class="panel" id="…"> whose summary the first screen shows; its
// body is built when it first opens. `open="what-if estimator"` names the
// panels that start open; `view="compact"` shows the inputs, the results and
// the panels (one line each while closed), with a button to the full
// calculator: chart, details, FAQ.
import { once } from './once.js';
import { didNotLoad } from './warn.js';
import { DESCRIPTORS } from '../panels/registry.js';

/** The panels, in the order they show (web/panels/<id>/panel.js): each id is the name the `open` attribute and the URL use. */
export const PANELS = DESCRIPTORS.map((d) => d.id);

/** The message of a panel's summary: its id in camelCase (time-cost: timeCost). */
export const summaryOf = (id) => id.replace(/-(\w)/g, (_, c) => c.toUpperCase());

/** web/panels/index.js, fetched once; a failure may be retried. */
export const loadPanels = once(() => import('../panels/index.js'));

export const panelNodes = (view) => view.root.querySelectorAll('details.panel[id]');

/** The ids of the open panels. */
export const openPanels = (view) => [...panelNodes(view)].filter((panel) => panel.open).map((panel) => panel.id);

// { [id]: true } for each panel whose body is built, and `open` too when asked.
const builtPanels = (view, open) =>
  Object.fromEntries([...panelNodes(view)].filter((p) => (!open || p.open) && 'built' in p.dataset).map((p) => [p.id, true]));

/** The open panels whose body is built, what the renderers may write into: { [id]: true }. */
export const shownPanels = (view) => builtPanels(view, true);

/** Opens exactly the panels named in `names` ("what-if estimator"); unknown names are ignored. */
export function openOnly(view, names) {
  const wanted = new Set((names ?? '').split(/\s+/));
  for (const panel of panelNodes(view)) panel.open = wanted.has(panel.id);
}

/** The compact view when `compact`: the button under the results leads to the full one. */
export function showView(view, compact) {
  view.root.firstElementChild.classList.toggle('compact', compact);
  view.el('fullView').hidden = !compact;
}

/** Says in panel `id`, once, that its code did not load (opening it again tries again); returns the note, to be labelled. */
export function sayFailed(view, id) {
  if (!view.el(`${id}-failed`))
    view.el(id).insertAdjacentHTML('beforeend', `<div id="${id}-failed"><p class="warning" data-t="panelFailed"></p></div>`);
  return view.el(`${id}-failed`);
}

/**
 * One element's door to its panels. `element` gives: the element itself
 * (`element`), its `view`, `form` and `inputs` (attributes.js), `snapshot()`,
 * `host` (what its panels see: ../panels/panel.d.ts), `language()`,
 * `label(root)` (texts into a new body), `localize()` and
 * `request(announce, remember)` (an update).
 */
export function createDoor(element) {
  const { view } = element;
  const door = { code: null, panels: null, bodies: null, url: null };
  const completing = {}; // language → its second half, in and shown
  let loading = null;

  // The code, made this element's panels, and what waited for the options handed over.
  function arrive(code) {
    door.code = code;
    door.panels = code.createPanels(element.host);
    door.url = code.urlState({
      ...element,
      update: (announce) => element.request(announce),
      open: door.open,
      follow: door.panels.tie,
      linked: door.panels.sources,
    });
    const filled = element.inputs.useOptions({ presetFill: door.panels.presetFill });
    door.bodies = code.createBodies(element, door.panels);
    door.complete();
    door.bodies.buildOpen();
    element.request(filled, true);
    return door.panels;
  }

  return Object.assign(door, {
    /** The panels' code, fetched once for the page, made this element's; when it cannot load, each open panel says so. */
    load() {
      loading ??= loadPanels().then(arrive, (error) => {
        loading = null;
        didNotLoad("the panels' code", error);
        for (const id of openPanels(view)) element.label(sayFailed(view, id));
        throw error;
      });
      return loading;
    },
    /** Resolves once the panels can answer: the core's second module and the rest of the language are in. */
    want: () =>
      door.load().then(
        () => door.bodies.want(),
        () => {},
      ),
    /** Opens exactly the panels named, their code and bodies with them. */
    open(names) {
      openOnly(view, names);
      if (door.panels) door.bodies.buildOpen();
      else if (openPanels(view).length) door.load().catch(() => {});
    },
    /** The second half of the element's language, once the code is in. */
    complete() {
      const language = element.language();
      if (door.code) completing[language] ??= door.code.completeMessages(language).then(() => element.localize());
    },
    /** { [id]: true } for each panel whose body is built. */
    built: () => builtPanels(view, false),
  });
}
