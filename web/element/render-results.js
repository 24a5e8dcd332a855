// What a keystroke shows at once: each field's message, and the results or
// the state that stands in for them. Also the static texts of a language.
import { INPUT_IDS } from './attributes.js';
import { shownTriple } from '../i18n/format.js';

/** @typedef {import('./view.js').View} View */
/** @typedef {import('./context.js').Context} Context */
/** @typedef {import('../panels/panel').Snapshot} Snapshot */

const ACTIONS_WITH_RESULTS = ['copyText', 'downloadCsv', 'downloadJson'];

/**
 * Whether the results show the global batch: once someone gave a batch or a global batch, or chose a model, whose job sets one.
 * @param {Set<string>} given the ids of the inputs given
 */
export const showsGlobalBatch = (given) => given.has('batchPerDevice') || given.has('globalBatch') || given.has('modelPreset');

/**
 * Every data-t node (in `root`: a panel just built) in the language of `ctx`; what shows numbers is then rewritten.
 * @param {View} view
 * @param {Context} ctx
 * @param {ParentNode} [root]
 */
export function renderStatic(view, ctx, root = view.root) {
  // A text that stays as it was is not written: labelling again (the rest of a language, a unit) then lays out only what changed.
  const set = (/** @type {Element} */ node, /** @type {string} */ text) => node.textContent !== text && (node.textContent = text);
  // The markup's data-t nodes are HTML elements, each with its key.
  for (const node of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-t]')))
    set(node, ctx.label(/** @type {string} */ (node.dataset.t)));
  for (const node of root.querySelectorAll('[data-unit]')) set(node, ctx.unit);
  for (const node of root.querySelectorAll('[data-currency]')) set(node, ctx.currency);
  view.reset();
}

/**
 * The message of each field's (and select's) first issue next to it, or nothing; a panel not built yet has none.
 * @param {View} view
 * @param {Snapshot} snapshot
 * @param {Context} ctx
 */
export function renderErrors(view, snapshot, ctx) {
  for (const id of INPUT_IDS) {
    if (!view.el(id)) continue;
    const issue = snapshot.issues.get(id);
    const message = issue ? ctx.error(issue) : '';
    view.changed(`${id}-error`, message, () => {
      // The field is built (checked above), and its error's node with it.
      /** @type {HTMLElement} */ (view.el(id)).setAttribute('aria-invalid', String(!!issue));
      /** @type {HTMLElement} */ (view.el(`${id}-error`)).textContent = message;
    });
  }
}

/**
 * The results, or what stands in for them.
 * @param {View} view
 * @param {Snapshot} snapshot
 * @param {Context} ctx
 */
export function renderResults(view, snapshot, ctx) {
  const r = snapshot.result;
  // These nodes are the first screen's (template.js): always built; the actions are <button>s.
  view.changed('output', !!r, () => {
    /** @type {HTMLElement} */ (view.el('output')).hidden = !r;
    /** @type {HTMLElement} */ (view.el('empty')).hidden = !!r;
    for (const id of ACTIONS_WITH_RESULTS) /** @type {HTMLButtonElement} */ (view.el(id)).disabled = !r;
  });
  if (!r) view.text('empty', ctx.missing(snapshot));
  const f = ctx.number;
  const [ideal, actual, lost] = r ? shownTriple(ctx.locale, r) : [];
  view.put('ideal', r && ideal, ctx.unit);
  view.put('actual', r && actual, ctx.unit);
  view.put('speedup', r && `${f(r.speedup)}×`);
  view.put('lost', r && lost, ctx.unit);
  // The global batch comes from the estimate, with the panels' code (web/panels/host/render-global-batch.js).
  view.text('status', '');
}
