// The element's buttons: share a link, copy or download the results, and
// use an answer of a panel as the efficiency or the throughput. `host` has
// the element's view, change(values) (its inputs, as an author sets them;
// resolves once shown), tie(field, source, value), which links a field to
// an answer, `sources` (the answers a field can follow: each panel's
// `sources`), address() for its link, and the panels' code. A panel's own
// button sees less: what ActionHost (panel.d.ts) lets it do.
import { resultRows, toCsv, toJson, plainText, download, copy } from './export.js';
import { FIELDS } from '../../common/fields.js';

/** @typedef {import('../panel').ActionHost} ActionHost */
/**
 * What the buttons run with: the element's view, a change of its inputs, a link of a field to an answer, the answers
 * a field can follow, the element's link and the panels' code.
 * @typedef {object} ButtonHost
 * @property {import('../../element/view.js').View} view
 * @property {ActionHost['change']} change
 * @property {(id: string, source: string, value?: number | null) => unknown} tie
 * @property {Record<string, import('../panel').Source>} sources
 * @property {() => string} address
 * @property {import('../panel').Panel[]} panels
 */
/** @typedef {import('../panel').Snapshot} Snapshot */
/** @typedef {import('../../element/context.js').Context} Context */

/**
 * Says `text` on the element's status line.
 * @param {{ view: import('../../element/view.js').View }} host
 * @param {string} text
 */
const say = (host, text) => host.view.text('status', text);

/**
 * Moves the focus to field `id` where it is (no scroll: the reader stays with the answer).
 * @param {{ view: import('../../element/view.js').View }} host
 * @param {string} id
 */
const focus = (host, id) => /** @type {HTMLElement} */ (host.view.el(id)).focus({ preventScroll: true });

// Sets a field as if the author had, links it to its source, moves the focus
// to it and says so.
/**
 * @param {ButtonHost} host
 * @param {string} id
 * @param {string} source
 * @param {Snapshot} s
 * @param {Context} ctx
 */
function use(host, id, source, s, ctx) {
  const value = host.sources[source](s);
  const shown = host.change({ [id]: value });
  host.tie(id, source, value);
  focus(host, id);
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
/** @type {Record<string, (s: Snapshot, ctx: Context, host: ButtonHost) => unknown>} */
const ACTIONS = {
  copyLink: async (s, ctx, host) => say(host, ctx.text[(await copy(host.address())) ? 'linkCopied' : 'copyFailed']),
  copyText: async (s, ctx, host) => say(host, ctx.text[(await copy(plainText(s, ctx, host.panels))) ? 'copied' : 'copyFailed']),
  downloadCsv: (s, ctx, host) => download('dp-scaling.csv', 'text/csv', toCsv(resultRows(s, ctx, host.panels))),
  downloadJson: (s, ctx, host) => download('dp-scaling.json', 'application/json', toJson(s, ctx, host.panels)),
};

/**
 * What a panel's button may do, on `s` in the language of `ctx`.
 * @param {ButtonHost} host
 * @param {Snapshot} s
 * @param {Context} ctx
 * @returns {ActionHost}
 */
const panelHost = (host, s, ctx) => ({
  change: host.change,
  use: (id, source) => use(host, id, source, s, ctx),
  say: (text) => say(host, text),
  focus: (id) => focus(host, id),
});

/**
 * Runs button `id`'s action: one of the results' buttons, or the panel's whose `action(id)` has one.
 * @param {string} id
 * @param {Snapshot} snapshot
 * @param {Context} ctx
 * @param {ButtonHost} host
 */
export function runAction(id, snapshot, ctx, host) {
  if (ACTIONS[id]) return ACTIONS[id](snapshot, ctx, host);
  for (const panel of host.panels) {
    const action = panel.action?.(id);
    if (action)
      return action(snapshot, ctx, panelHost(host, snapshot, ctx), snapshot.panels[/** @type {import('../panel').PanelId} */ (panel.id)]);
  }
}
