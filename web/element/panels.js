// The panels (<details class="panel" id="…">: what-if, time-cost, estimator,
// and any added later) and the two views. `open="what-if estimator"` names
// the panels that start open. `view="compact"` shows the inputs, the results
// and the panels (one line each while closed), with a button that shows the
// full calculator: chart, details, FAQ.

const panels = (view) => view.root.querySelectorAll('details.panel[id]');

/** The ids of the open panels. */
export const openPanels = (view) => [...panels(view)].filter((panel) => panel.open).map((panel) => panel.id);

/** Opens exactly the panels named in `names` ("what-if estimator"); unknown names are ignored. */
export function openOnly(view, names) {
  const wanted = new Set((names ?? '').split(/\s+/));
  for (const panel of panels(view)) panel.open = wanted.has(panel.id);
}

/** The compact view when `compact`: the button under the results leads to the full one. */
export function showView(view, compact) {
  view.root.firstElementChild.classList.toggle('compact', compact);
  view.el('fullView').hidden = !compact;
}
