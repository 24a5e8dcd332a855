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

/**
 * The panels, in the order they show: each id is the name the `open`
 * attribute and the URL use, its summary's message is the id in camelCase
 * (time-cost: timeCost), and its code is web/panels/<id>/, which
 * web/panels/index.js lists.
 */
export const PANELS = ['what-if', 'time-cost', 'estimator', 'layouts'];

/** The message of a panel's summary. */
export const summaryOf = (id) => id.replace(/-(\w)/g, (_, c) => c.toUpperCase());

/** web/panels/index.js, fetched once; a failure may be retried. */
export const loadPanels = once(() => import('../panels/index.js'));

export const panelNodes = (view) => view.root.querySelectorAll('details.panel[id]');

/** The ids of the open panels. */
export const openPanels = (view) => [...panelNodes(view)].filter((panel) => panel.open).map((panel) => panel.id);

/** The open panels whose body is built, what the renderers may write into: { [id]: true }. */
export const shownPanels = (view) =>
  Object.fromEntries([...panelNodes(view)].filter((panel) => panel.open && 'built' in panel.dataset).map((panel) => [panel.id, true]));

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
