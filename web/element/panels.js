// The one door to web/panels/: everything that shows only after the first
// results comes through here, as one chunk the bundler makes of that folder
// (the panels' bodies and answers, the worked example, the chart's table,
// the buttons' exports, the URL state, and their texts). A panel is
// <details class="panel" id="…"> whose summary the first screen shows; its
// body is built when it first opens. `open="what-if estimator"` names the
// panels that start open; `view="compact"` shows the inputs, the results and
// the panels (one line each while closed), with a button to the full
// calculator: chart, details, FAQ.
import { once } from '../common/once.js';
import { didNotLoad } from '../common/warn.js';
import { DESCRIPTORS } from '../panels/registry.js';

/** @typedef {import('./view.js').View} View */
/** @typedef {import('./context.js').Context} Context */
/** @typedef {import('../panels/panel').Snapshot} Snapshot */
/** @typedef {typeof import('../panels/index.js')} PanelsCode web/panels/index.js */
/** @typedef {ReturnType<PanelsCode['createPanels']>} ElementPanels one element's panels */
/** @typedef {ReturnType<typeof import('./scenario.js').createScenario>} Scenario */
/**
 * What the door reads of its element (dp-scaling-calculator.js, #parts()): see createDoor().
 * @typedef {object} ElementParts
 * @property {HTMLElement} element
 * @property {View} view
 * @property {ReturnType<typeof import('./form.js').createForm>} form
 * @property {import('./attributes.js').AuthorInputs} inputs
 * @property {() => Snapshot | null} snapshot
 * @property {() => string} language
 * @property {() => void} localize
 * @property {(announce: boolean, remember?: boolean) => void} request
 * @property {import('../panels/panel').Host} host
 * @property {(root: ParentNode) => void} label
 */
/**
 * One element's door to its panels: what createDoor() returns.
 * @typedef {object} Door
 * @property {PanelsCode | null} code
 * @property {ElementPanels | null} panels
 * @property {ReturnType<PanelsCode['createBodies']> | null} bodies
 * @property {ReturnType<PanelsCode['urlState']> | null} url
 * @property {() => Promise<ElementPanels>} load
 * @property {() => Promise<unknown>} want
 * @property {(wanted: () => Promise<unknown> | null) => Promise<unknown>} beforeFirst
 * @property {() => unknown} followUrl
 * @property {(scenario: Scenario, ctx: Context, first: (snapshot: Snapshot) => void) => Snapshot} update
 * @property {(id: string, snapshot: Snapshot, ctx: Context) => void} press
 * @property {(names: string | null) => void} open
 * @property {() => unknown} complete
 */

/** The panels, in the order they show (web/panels/<id>/panel.js): each id is the name the `open` attribute and the URL use. */
export const PANELS = DESCRIPTORS.map((d) => d.id);

/**
 * The message of a panel's summary: its id in camelCase (time-cost: timeCost).
 * @param {string} id
 */
export const summaryOf = (id) => id.replace(/-(\w)/g, (_, /** @type {string} */ c) => c.toUpperCase());

/** web/panels/index.js, fetched once; a failure may be retried. */
export const loadPanels = once(() => import('../panels/index.js'));

/** @param {View} view */
const panelNodes = (view) => [.../** @type {NodeListOf<HTMLDetailsElement>} */ (view.root.querySelectorAll('details.panel[id]'))];

/**
 * The ids of the open panels.
 * @param {View} view
 */
export const openPanels = (view) =>
  panelNodes(view)
    .filter((panel) => panel.open)
    .map((panel) => panel.id);

// { [id]: true } for each panel whose body is built, and with `open` that is open too: what the renderers may write into.
/**
 * @param {View} view
 * @param {boolean} open
 * @returns {Record<string, true>}
 */
const builtPanels = (view, open) =>
  Object.fromEntries(
    panelNodes(view)
      .filter((p) => (!open || p.open) && 'built' in p.dataset)
      .map((p) => [p.id, true]),
  );

/**
 * Opens exactly the panels named in `names` ("what-if estimator"); unknown names are ignored.
 * @param {View} view
 * @param {string | null | undefined} names
 */
export function openOnly(view, names) {
  const wanted = new Set((names ?? '').split(/\s+/));
  for (const panel of panelNodes(view)) panel.open = wanted.has(panel.id);
}

/**
 * The compact view when `compact`: the button under the results leads to the full one.
 * @param {View} view
 * @param {boolean} compact
 */
export function showView(view, compact) {
  // The markup's root and its button (template.js).
  /** @type {Element} */ (view.root.firstElementChild).classList.toggle('compact', compact);
  /** @type {HTMLElement} */ (view.el('fullView')).hidden = !compact;
}

/**
 * Says in panel `id`, once, that its code did not load (opening it again tries again); returns the note, to be labelled.
 * @param {View} view
 * @param {string} id a panel's, which the markup has
 * @returns {HTMLElement}
 */
export function sayFailed(view, id) {
  if (!view.el(`${id}-failed`))
    /** @type {HTMLElement} */ (view.el(id)).insertAdjacentHTML(
      'beforeend',
      `<div id="${id}-failed"><p class="warning" data-t="panelFailed"></p></div>`,
    );
  return /** @type {HTMLElement} */ (view.el(`${id}-failed`)); // there now
}

const ignore = () => {};

// What the scenario reads of the element now: its fields and selects, which panels are open and built, and the
// inputs given (a copy: the snapshot must not change after it is taken).
/**
 * @param {ElementParts} element
 * @param {string} locale
 */
const stateOf = ({ view, form, inputs }, locale) => ({
  texts: form.texts(),
  choices: form.choices(),
  locale,
  open: builtPanels(view, true),
  built: builtPanels(view, false),
  given: new Set(inputs.given),
});

// The code in: made this element's panels, its URL state and its bodies, and what waited for the options handed over.
/**
 * @param {Door} door
 * @param {ElementParts} element
 * @param {PanelsCode} code
 */
function arrive(door, element, code) {
  door.code = code;
  const panels = (door.panels = code.createPanels(element.host));
  const update = (/** @type {boolean} */ announce) => element.request(announce);
  // A link restored ties a field without its value (tie's `value`: undefined until the first update).
  door.url = code.urlState({
    ...element,
    update,
    open: door.open,
    follow: /** @type {(id: string, source: string) => unknown} */ (panels.tie),
    linked: panels.sources,
  });
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
 * @param {ElementParts} element
 * @returns {Door}
 */
export function createDoor(element) {
  const { view } = element;
  const syncUrl = () => element.element.hasAttribute('sync-url');
  // The element's second half of a language, in and shown (complete() calls it once the code is in).
  const completing = once((/** @type {string} */ language) =>
    /** @type {PanelsCode} */ (door.code).completeMessages(language).then(() => element.localize()),
  );
  /** @type {Door} */
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
    want: () => door.load().then(() => /** @type {NonNullable<Door['bodies']>} */ (door.bodies).want(), ignore), // made on load
    /**
     * What the first results wait for: with `sync-url`, the link's state (define.js fetched the code already); a
     * panel open from the start shows its answers with them, so that nothing below it moves when they come;
     * `wanted()`: what a select set by an attribute or the link asked for.
     */
    beforeFirst: (wanted) =>
      Promise.resolve(syncUrl() && door.load().then(() => /** @type {NonNullable<Door['url']>} */ (door.url).restore(false), ignore)).then(
        () => (openPanels(view).length ? door.want() : wanted()),
      ),
    /** With `sync-url`, the URL's changes are followed; without, no longer. */
    followUrl: () =>
      (syncUrl() || door.panels) && door.load().then(() => /** @type {NonNullable<Door['url']>} */ (door.url).follow(), ignore),
    /** The snapshot of what the element holds now, with the panels' answers once their code is in; `first(snapshot)` shows the first screen's part. */
    update(scenario, ctx, first) {
      const state = stateOf(element, ctx.locale);
      if (door.panels) return door.panels.update(scenario, state, ctx, first);
      const snapshot = Object.freeze(scenario.update(state));
      return (first(snapshot), snapshot);
    },
    /** A button's action, which comes with the panels' code (in long before a person reaches a button: a click keeps its user activation for the clipboard). */
    press(id, snapshot, ctx) {
      const address = () => location.href.split('#')[0] + /** @type {NonNullable<Door['url']>} */ (door.url).fragment();
      door.load().then((panels) => panels.press(id, snapshot, ctx, address), ignore);
    },
    /** Opens exactly the panels named, their code and bodies with them. */
    open(names) {
      openOnly(view, names);
      if (door.panels)
        /** @type {NonNullable<Door['bodies']>} */ (door.bodies).buildOpen(); // made with the panels
      else if (openPanels(view).length) door.load().catch(ignore);
    },
    /** The second half of the element's language, once the code is in. */
    complete: () => door.code && completing(element.language()),
  };
  // A panel opened before the code is in (or after it failed to load) asks for it.
  view.root.addEventListener('toggle', () => door.panels || !openPanels(view).length || door.load().catch(ignore), true);
  return door;
}
