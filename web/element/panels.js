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

const panelNodes = (view) => [...view.root.querySelectorAll('details.panel[id]')];

/** The ids of the open panels. */
export const openPanels = (view) =>
  panelNodes(view)
    .filter((panel) => panel.open)
    .map((panel) => panel.id);

// { [id]: true } for each panel whose body is built, and with `open` that is open too: what the renderers may write into.
const builtPanels = (view, open) =>
  Object.fromEntries(
    panelNodes(view)
      .filter((p) => (!open || p.open) && 'built' in p.dataset)
      .map((p) => [p.id, true]),
  );

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

const ignore = () => {};

// What the scenario reads of the element now: its fields and selects, which panels are open and built, and the
// inputs given (a copy: the snapshot must not change after it is taken).
const stateOf = ({ view, form, inputs }, locale) => ({
  texts: form.texts(),
  choices: form.choices(),
  locale,
  open: builtPanels(view, true),
  built: builtPanels(view, false),
  given: new Set(inputs.given),
});

// The code in: made this element's panels, its URL state and its bodies, and what waited for the options handed over.
function arrive(door, element, code) {
  door.code = code;
  const panels = (door.panels = code.createPanels(element.host));
  const update = (announce) => element.request(announce);
  door.url = code.urlState({ ...element, update, open: door.open, follow: panels.tie, linked: panels.sources });
  const filled = element.inputs.useOptions({ presetFill: panels.presetFill });
  door.bodies = code.createBodies(element, panels);
  door.complete();
  door.bodies.buildOpen();
  element.request(filled, true);
  return panels;
}

/**
 * One element's door to its panels. `element` gives: the element itself
 * (`element`), its `view`, `form` and `inputs` (attributes.js), `snapshot()`,
 * `host` (what its panels see: ../panels/panel.d.ts), `language()`,
 * `label(root)` (texts into a new body), `localize()` and
 * `request(announce, remember)` (an update). `code` is web/panels/ once it is
 * in; `panels`, `bodies` and `url` are this element's, made of it.
 */
export function createDoor(element) {
  const { view } = element;
  const syncUrl = () => element.element.hasAttribute('sync-url');
  // The element's second half of a language, in and shown.
  const completing = once((language) => door.code.completeMessages(language).then(() => element.localize()));
  const door = {
    code: null,
    panels: null,
    bodies: null,
    url: null,
    /** The panels' code, fetched once for the page, made this element's; when it cannot load, each open panel says so. */
    load: once(() =>
      loadPanels().then(
        (code) => arrive(door, element, code),
        (error) => {
          didNotLoad("the panels' code", error);
          for (const id of openPanels(view)) element.label(sayFailed(view, id));
          throw error;
        },
      ),
    ),
    /** Resolves once the panels can answer: the core's second module and the rest of the language are in. */
    want: () => door.load().then(() => door.bodies.want(), ignore),
    /**
     * What the first results wait for: with `sync-url`, the link's state (define.js fetched the code already); a
     * panel open from the start shows its answers with them, so that nothing below it moves when they come;
     * `wanted()`: what a select set by an attribute or the link asked for.
     */
    beforeFirst: (wanted) =>
      Promise.resolve(syncUrl() && door.load().then(() => door.url.restore(false), ignore)).then(() =>
        openPanels(view).length ? door.want() : wanted(),
      ),
    /** With `sync-url`, the URL's changes are followed; without, no longer. */
    followUrl: () => (syncUrl() || door.panels) && door.load().then(() => door.url.follow(), ignore),
    /** The snapshot of what the element holds now, with the panels' answers once their code is in; `first(snapshot)` shows the first screen's part. */
    update(scenario, ctx, first) {
      const state = stateOf(element, ctx.locale);
      if (door.panels) return door.panels.update(scenario, state, ctx, first);
      const snapshot = Object.freeze(scenario.update(state));
      return (first(snapshot), snapshot);
    },
    /** A button's action, which comes with the panels' code (in long before a person reaches a button: a click keeps its user activation for the clipboard). */
    press(id, snapshot, ctx) {
      const address = () => location.href.split('#')[0] + door.url.fragment();
      door.load().then((panels) => panels.press(id, snapshot, ctx, address), ignore);
    },
    /** Opens exactly the panels named, their code and bodies with them. */
    open(names) {
      openOnly(view, names);
      if (door.panels) door.bodies.buildOpen();
      else if (openPanels(view).length) door.load().catch(ignore);
    },
    /** The second half of the element's language, once the code is in. */
    complete: () => door.code && completing(element.language()),
  };
  // A panel opened before the code is in (or after it failed to load) asks for it.
  view.root.addEventListener('toggle', () => door.panels || !openPanels(view).length || door.load().catch(ignore), true);
  return door;
}
