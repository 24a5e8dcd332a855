// The element's buttons: share a link, copy or download the results, and
// use an answer of a panel as the efficiency or the throughput. `host` has
// the element's view, change(values) (its inputs, as an author sets them;
// resolves once shown), tie(field, source, value), which links a field to
// an answer, `sources` (the answers a field can follow: each panel's
// `sources`), address() for its link, and the panels' code.
import { resultRows, toCsv, toJson, plainText, download, copy } from './export.js';
import { FIELDS } from '../../element/fields.js';

/** @typedef {import('../panel').ActionHost} ActionHost */
/** @typedef {import('../panel').Snapshot} Snapshot */
/** @typedef {import('../../element/context.js').Context} Context */

/**
 * Says `text` on the element's status line.
 * @param {{ view: import('../../element/view.js').View }} host
 * @param {string} text
 */
export const say = (host, text) => host.view.text('status', text);

// Sets a field as if the author had, links it to its source, moves the focus
// to it where it is (no scroll: the reader stays with the answer) and says so.
/**
 * @param {ActionHost} host
 * @param {string} id
 * @param {string} source
 * @param {Snapshot} s
 * @param {Context} ctx
 */
export function use(host, id, source, s, ctx) {
  const value = host.sources[source](s);
  const shown = host.change({ [id]: value });
  host.tie(id, source, value);
  /** @type {HTMLElement} */ (host.view.el(id)).focus({ preventScroll: true });
  // After the update this starts, which clears the status line. (The button shows only while its answer is there: a
  // number.) The value with the unit the field shows after it: "Throughput per device: 6,480 tokens/s."
  shown.then(() => say(host, ctx.message('usedValue', { field: ctx.label(id), value: usedValue(id, /** @type {number} */ (value), ctx) })));
}

/**
 * A value as field `id` shows it, with the unit after the field where it has one.
 * @param {string} id
 * @param {number} value
 * @param {Context} ctx
 */
export const usedValue = (id, value, ctx) => (FIELDS[id].after === 'unit' ? `${ctx.number(value)} ${ctx.unit}` : ctx.number(value));

// The buttons under the results; a panel's own (a "Use…") are its `action` hook's.
/** @type {Record<string, (s: Snapshot, ctx: Context, host: ActionHost) => unknown>} */
const ACTIONS = {
  copyLink: async (s, ctx, host) => say(host, ctx.text[(await copy(host.address())) ? 'linkCopied' : 'copyFailed']),
  copyText: async (s, ctx, host) => say(host, ctx.text[(await copy(plainText(s, ctx, host.panels))) ? 'copied' : 'copyFailed']),
  downloadCsv: (s, ctx, host) => download('dp-scaling.csv', 'text/csv', toCsv(resultRows(s, ctx, host.panels))),
  downloadJson: (s, ctx, host) => download('dp-scaling.json', 'application/json', toJson(s, ctx, host.panels)),
};

/**
 * Runs button `id`'s action: one of the results' buttons, or the panel's whose `action(id)` has one.
 * @param {string} id
 * @param {Snapshot} snapshot
 * @param {Context} ctx
 * @param {ActionHost} host
 */
export function runAction(id, snapshot, ctx, host) {
  if (ACTIONS[id]) return ACTIONS[id](snapshot, ctx, host);
  for (const panel of host.panels) {
    const action = panel.action?.(id);
    if (action) return action(snapshot, ctx, host, snapshot.panels[/** @type {import('../panel').PanelId} */ (panel.id)]);
  }
}
