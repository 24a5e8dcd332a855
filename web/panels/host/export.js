// Results as a file or the clipboard, made from the snapshot. Every row is
// [quantity, value, unit, label, source]: the quantity an API name, the value
// a plain number as it was worked out (to 15 significant digits), the unit as
// a script reads it in any language ("samples/s", "%", "pp"), the label in the
// reader's language, and where an input came from (given, linked to an answer,
// set by a preset, or left at its default). CSV and JSON carry every row; the
// text copy says what the screen says, in the reader's language. Each panel
// adds its own rows (its `rows()`): `panels`, the panels' code in the order they show.
import { fieldRow, resultRow } from '../shared/rows.js';
import { SELECTS } from '../../common/fields.js';

/** @typedef {import('../panel').Snapshot} Snapshot */
/** @typedef {import('../panel').Panel} Panel */
/** @typedef {import('../panel').Row} Row */
/** @typedef {import('../panel').Rows} Rows */
/** @typedef {import('../../element/context.js').Context} Context */

/**
 * The inputs and results of a snapshot with a result, each panel's after the main ones.
 * @param {Snapshot} snapshot
 * @param {Context} ctx
 * @param {Panel[]} panels
 * @returns {Rows}
 */
export function resultRows(snapshot, ctx, panels) {
  const r = /** @type {import('../../api/index').ScalingResult} */ (snapshot.result);
  const { text } = ctx;
  const unit = machineUnit(ctx);
  const inputs = [
    fieldRow('devices', snapshot, ctx),
    fieldRow('throughputPerDevice', snapshot, ctx, unit),
    fieldRow('efficiencyPercent', snapshot, ctx),
  ];
  const results = [
    resultRow('idealThroughput', r.idealThroughput, unit, text.ideal),
    resultRow('actualThroughput', r.actualThroughput, unit, text.actual),
    resultRow('speedup', r.speedup, '×', text.speedup),
    resultRow('lostThroughput', r.lostThroughput, unit, text.lost),
  ];
  for (const panel of panels.filter((m) => m.rows)) {
    const more = /** @type {NonNullable<Panel['rows']>} */ (panel.rows)(
      snapshot,
      ctx,
      snapshot.panels[/** @type {import('../panel').PanelId} */ (panel.id)],
    );
    inputs.push(...more.inputs);
    results.push(...more.results);
  }
  // A panel names a throughput's unit as the reader does (ctx.unit); the files name it the machine's way.
  const stable = (/** @type {Row} */ row) => /** @type {Row} */ (row[2] === ctx.unit ? [row[0], row[1], unit, ...row.slice(3)] : row);
  return { inputs: inputs.map(stable), results: results.map(stable) };
}

/**
 * The throughput's unit as a script reads it, whatever the language or the author's name for it.
 * @param {Context} ctx
 */
const machineUnit = (ctx) => (ctx.tokens ? 'tokens/s' : 'samples/s');

// A spreadsheet must not read a cell as a formula: units and labels come from the host and the translations.
/** @param {Row[1]} value */
function csvCell(value) {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** @param {Rows} rows */
export function toCsv({ inputs, results }) {
  const rows = [...inputs, ...results].map(([key, value, unit, label, source]) => [key, label, value, unit, source]);
  return ['quantity,label,value,unit,source', ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n') + '\r\n';
}

/**
 * @param {Snapshot} snapshot
 * @param {Context} ctx
 * @param {Panel[]} panels
 */
export function toJson(snapshot, ctx, panels) {
  const { inputs, results } = resultRows(snapshot, ctx, panels);
  const object = (/** @type {Row[]} */ rows) =>
    Object.fromEntries(
      rows.map(([key, value, unit, label, source]) => [key, source === 'result' ? { value, unit, label } : { value, unit, label, source }]),
    );
  const priced = results.some((row) => row[2] === ctx.currency); // a cost among the results
  const json = { unit: machineUnit(ctx), ...(priced ? { currency: ctx.currency } : {}), inputs: object(inputs), results: object(results) };
  return JSON.stringify(json, null, 2) + '\n';
}

// The name of option `value` of select `id`, from the panel whose select it is (its `optionText`).
/**
 * @param {Pick<Panel, 'optionText'>[]} panels
 * @param {string} id
 * @param {string} value
 * @param {Context} ctx
 */
const optionText = (panels, id, value, ctx) => panels.map((p) => p.optionText?.(id, value, ctx)).find((t) => t !== undefined) ?? value;

// A row's value as the screen says it: its own words where it has them (null: another row says it), a choice by
// its option's name, a duration and an amount of money in words of the locale, a throughput in the reader's unit,
// a percentage the locale's way, a number the locale's way with the unit its label does not name already. A yes
// or a no is said by the row that holds it (memory: "38.4 GB / 80 GB"), so a row of one alone stays out.
/**
 * @param {Row} row
 * @param {Context} ctx
 * @param {Pick<Panel, 'optionText'>[]} panels
 * @returns {string | null}
 */
function said([key, value, unit, label, , words], ctx, panels) {
  if (words !== undefined) return words;
  if (SELECTS[key]) return value === '' ? ctx.text.custom : optionText(panels, key, String(value), ctx);
  if (typeof value !== 'number') return typeof value === 'string' ? value : null;
  if (unit === 's') return ctx.duration(value);
  if (unit === ctx.currency || unit === `${ctx.currency}/h`) return ctx.money(value); // the label says "per hour"
  if (unit === machineUnit(ctx)) return `${ctx.number(value)} ${ctx.unit}`;
  // A unit the label names (a field's, "(GB/s)"), and a count the label names ("Tokens per epoch"), are not repeated.
  if (!unit || label.endsWith(`(${unit})`) || unit === 'samples' || unit === 'tokens') return ctx.number(value);
  if (unit === '%') return ctx.percent(value / 100);
  if (unit === 'GB') return ctx.quantity(value, 'gigabyte');
  return unit === '×' ? `${ctx.number(value)}×` : `${ctx.number(value)} ${unit}`;
}

/**
 * The same rows for people: the title, then "label: value", as the screen says them in the reader's language.
 * @param {Snapshot} snapshot
 * @param {Context} ctx
 * @param {Panel[]} panels
 */
export function plainText(snapshot, ctx, panels) {
  const { inputs, results } = resultRows(snapshot, ctx, panels);
  const lines = [...inputs, ...results].flatMap((row) => {
    const value = said(row, ctx, panels);
    return value === null ? [] : [`${row[3]}: ${value}${row[4] === 'linked' ? ` (${ctx.text.linkedShort})` : ''}`];
  });
  return [ctx.text.title, ...lines].join('\n') + '\n';
}

/**
 * Saves `text` as a file through a temporary link.
 * @param {string} name
 * @param {string} type
 * @param {string} text
 */
export function download(name, type, text) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Resolves to true when the clipboard took the text.
 * @param {string} text
 */
export async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
