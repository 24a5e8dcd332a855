// Which panels (<details class="panel" id="…">: what-if, time-cost,
// estimator) are open, and the two views: what the first screen needs of
// them. `open="what-if estimator"` names the panels that start open. Their
// bodies are built by panels.js, which comes with the second tier.
// `view="compact"` shows the inputs, the results and the panels (one line
// each while closed), with a button that shows the full calculator: chart,
// details, FAQ.

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
