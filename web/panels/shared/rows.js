// The rows of an export (export.js), which each panel's rows() makes too:
// [quantity, value, unit, label, source], the value rounded to what it means.
import { FIELDS, PRESET_OF } from '../../element/fields.js';
import { unitSymbol } from '../../element/format.js';
import { setByPreset } from '../estimator/options.js';

// Figures that follow from an estimated efficiency to the three digits its
// band allows; any other to six, which drops floating-point tails and leaves
// a whole number (a count, a batch in tokens) as it is.
export const ESTIMATED_DIGITS = 3;
export const DIGITS = 6;
export function rounded(value, digits = DIGITS) {
  if (typeof value !== 'number' || (digits === DIGITS && Number.isSafeInteger(value))) return value;
  return +value.toPrecision(digits);
}

/** Where an input came from, for a snapshot with `linked` (field id → the answer it follows). */
export function sourceOf(id, { given, linked, choices }) {
  if (linked?.has(id)) return 'linked';
  if (given?.has(id)) return 'given';
  return (PRESET_OF[id] && choices?.[PRESET_OF[id]]) || (choices && setByPreset(id, choices)) ? 'preset' : 'default';
}

/** A field's row: its API name, its value, its unit (the one its label names, unless given), its label and its source. */
export function fieldRow(id, snapshot, ctx, unit = FIELDS[id].unit ? unitSymbol(ctx.locale, FIELDS[id].unit) : '') {
  return [FIELDS[id].api, snapshot.values[id], unit, ctx.label(id), sourceOf(id, snapshot)];
}

/** A result's row, rounded to what it means. */
export const resultRow = (key, value, unit, label, digits) => [key, rounded(value, digits), unit, label, 'result'];
