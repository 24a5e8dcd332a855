// The rows of an export (export.js), which each panel's rows() makes too:
// [quantity, value, unit, label, source], the value as it was worked out and
// the unit as a script reads it in any language ("GB/s", "%", "pp"); a row
// may add how the text copy says it (`said`, panel.d.ts).
import { FIELDS, PRESET_OF } from '../../common/fields.js';
import { unitSymbol } from '../../i18n/format.js';

/** @typedef {import('../panel').Row} Row */
/** @typedef {import('../panel').Context} Context */

// A figure to the 15 significant digits a double holds: a binary tail
// (115200.00000000001) goes, every digit of the figure stays, and a whole
// number (a count, a batch in tokens) stays as it is. No rounding for
// display: an export is what the results were worked out from.
const DIGITS = 15;
/**
 * @template {Row[1]} T
 * @param {T} value
 * @returns {T}
 */
export function rounded(value) {
  if (typeof value !== 'number' || Number.isSafeInteger(value)) return value;
  return /** @type {T} */ (+value.toPrecision(DIGITS));
}

/**
 * Where an input came from, for a snapshot with `linked` (field id → the answer it follows); `setBy(id)`: whether
 * the preset chosen set it beyond the fields it fills (a model's job, a device's system: the estimator's).
 * @param {string} id
 * @param {{ given?: Set<string>, linked?: Map<string, string>, choices?: Record<string, string> }} snapshot
 * @param {(id: string) => boolean} [setBy]
 * @returns {string}
 */
export function sourceOf(id, { given, linked, choices }, setBy = () => false) {
  if (linked?.has(id)) return 'linked';
  if (given?.has(id)) return 'given';
  return (PRESET_OF[id] && choices?.[PRESET_OF[id]]) || setBy(id) ? 'preset' : 'default';
}

/**
 * A field's row: its API name (a list's for one of its items), its value, its unit (the one its label names, as
 * English writes its symbol, unless given), its label and its source.
 * @param {string} id
 * @param {{ values: Record<string, number>, given?: Set<string>, linked?: Map<string, string>, choices?: Record<string, string> }} snapshot
 * @param {Context} ctx
 * @param {string} [unit]
 * @param {(id: string) => boolean} [setBy] as sourceOf's
 * @returns {Row}
 */
export function fieldRow(id, snapshot, ctx, unit = FIELDS[id].unit ? unitSymbol('en', FIELDS[id].unit) : '', setBy = undefined) {
  return [FIELDS[id].list ? id.replace(/\d+$/, '') : id, snapshot.values[id], unit, ctx.label(id), sourceOf(id, snapshot, setBy)];
}

/**
 * A result's row; `said` where the text copy says it otherwise than as its number and unit (null: not at all).
 * @param {string} key
 * @param {Row[1]} value
 * @param {string} unit
 * @param {string} label
 * @param {string | null} [said]
 * @returns {Row}
 */
export const resultRow = (key, value, unit, label, said) =>
  said === undefined ? [key, rounded(value), unit, label, 'result'] : [key, rounded(value), unit, label, 'result', said];
