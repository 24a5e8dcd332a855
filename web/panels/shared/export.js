// Results as a file or the clipboard, made from the snapshot: CSV and JSON
// carry plain, language-independent numbers; the text copy is written for
// people, in their language. Each panel adds its own rows (its `rows()`).
import { MODULES } from '../modules.js';

// A spreadsheet must not read a cell as a formula: units come from the host.
function csvCell(value) {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The inputs and results of a snapshot with a result, as [quantity, value, unit] rows, each panel's after the main ones. */
export function resultRows(snapshot, ctx) {
  const { values: v, result: r } = snapshot;
  const { unit } = ctx;
  const inputs = [
    ['devices', v.devices, ''],
    ['throughputPerDevice', v.throughput, unit],
    ['efficiencyPercent', v.efficiency, '%'],
  ];
  const results = [
    ['idealThroughput', r.idealThroughput, unit],
    ['actualThroughput', r.actualThroughput, unit],
    ['speedup', r.speedup, '×'],
    ['lostThroughput', r.lostThroughput, unit],
  ];
  for (const panel of MODULES.filter((m) => m.rows)) {
    const more = panel.rows(snapshot, ctx);
    inputs.push(...more.inputs);
    results.push(...more.results);
  }
  return { inputs, results };
}

export function toCsv({ inputs, results }) {
  return ['quantity,value,unit', ...[...inputs, ...results].map((row) => row.map(csvCell).join(','))].join('\r\n') + '\r\n';
}

export function toJson(snapshot, ctx) {
  const { inputs, results } = resultRows(snapshot, ctx);
  const object = (rows) => Object.fromEntries(rows.map(([key, value]) => [key, value]));
  const priced = snapshot.time?.clusterCost !== undefined;
  return (
    JSON.stringify(
      { unit: ctx.unit, inputs: object(inputs), results: object(results), ...(priced ? { currency: ctx.currency } : {}) },
      null,
      2,
    ) + '\n'
  );
}

/** The title, the inputs as typed and the results as shown. */
export function plainText({ texts, result: r }, ctx) {
  const { text, number: f, unit } = ctx;
  return (
    [
      text.title,
      `${text.devices}: ${texts.devices}`,
      `${ctx.label('throughput')}: ${texts.throughput} ${unit}`,
      `${ctx.label('efficiency')}: ${texts.efficiency}`,
      `${text.ideal}: ${f(r.idealThroughput)} ${unit}`,
      `${text.actual}: ${f(r.actualThroughput)} ${unit}`,
      `${text.speedup}: ${f(r.speedup)}×`,
      `${text.lost}: ${f(r.lostThroughput)} ${unit}`,
    ].join('\n') + '\n'
  );
}

/** Saves `text` as a file through a temporary link. */
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

/** Resolves to true when the clipboard took the text. */
export async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
