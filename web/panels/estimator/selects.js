// The estimator's <select>s: their options (options.js), labelled in the
// element's language. Preset names are proper nouns and stay as they are.
import { OPTIONS } from './options.js';
import { bytesPerParameter } from './presets.js';
import { PRECISION_NAMES } from './render-flops.js';

/** @typedef {import('../panel').View} View */
/** @typedef {import('../panel').Context} Context */

const CUSTOM = '';

/**
 * Every select's options, the one `choice(id)` names chosen (none when it names no option).
 * @param {View} view
 * @param {(id: string) => string} choice
 */
export function fillSelects(view, choice) {
  for (const [id, { options, fill }] of Object.entries(OPTIONS)) {
    const select = /** @type {HTMLSelectElement} */ (view.el(id));
    const values = [...(fill ? [CUSTOM] : []), ...options.map((o) => o.id)];
    select.append(...values.map((value) => new Option('', value)));
    select.value = choice(id);
  }
}

/**
 * The label of an option; bytes from Intl ("4 B", "4B").
 * @param {string} id
 * @param {{ value: string }} option
 * @param {Context} ctx
 * @returns {string}
 */
function optionLabel(id, option, ctx) {
  const bytes = (/** @type {number} */ n) => ctx.quantity(n, 'byte', { unitDisplay: 'narrow' });
  if (option.value === CUSTOM) return ctx.text.custom;
  if (id === 'network' && option.value === 'none') return ctx.text.singleNode;
  if (id === 'precision') return `${option.value === '4' ? 'FP32' : 'BF16 / FP16'} · ${bytes(Number(option.value))}`;
  if (id === 'transport') return option.value === 'rdma' ? 'RDMA (InfiniBand, RoCE)' : 'TCP';
  if (id === 'computePrecision') return PRECISION_NAMES[option.value];
  if (id === 'recomputation') return ctx.text[`recompute-${option.value}`];
  if (id === 'batchScaling') return ctx.text[`scaling-${option.value}`];
  if (id === 'throughputUnit') return ctx.text[option.value === 'tokens' ? 'unitTokens' : 'unitSamples'];
  const preset = OPTIONS[id].options.find((o) => o.id === option.value);
  if (!preset) return option.value; // not an option: as it was given, which its field's message names
  // An optimizer's preset has its breakdown.
  return id === 'optimizer'
    ? `${ctx.text[preset.id]} · ${bytes(bytesPerParameter(/** @type {{ breakdown: number[] }} */ (preset)))}`
    : (preset.name ?? preset.id);
}

/**
 * The name of option `value` of select `id`, as the select shows it.
 * @type {(id: string, value: string, ctx: Context) => string}
 */
export const optionText = (id, value, ctx) => optionLabel(id, { value }, ctx);

/**
 * Every select's options, and the placeholders of the fields a default fills, in the language of `ctx`.
 * @param {View} view
 * @param {Context} ctx
 */
export function labelSelects(view, ctx) {
  for (const id of Object.keys(OPTIONS)) {
    for (const option of /** @type {HTMLSelectElement} */ (view.el(id)).options) option.text = optionLabel(id, option, ctx);
  }
  for (const id of ['linkEfficiency', 'overlapFraction', 'latencyMicroseconds'])
    /** @type {HTMLInputElement} */ (view.el(id)).placeholder = ctx.text.defaultValue;
}
