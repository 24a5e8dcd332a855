// The estimator's <select>s: options from fields.js, labelled in the
// element's language. Preset names are proper nouns and stay as they are.
import { SELECTS } from './fields.js';
import { bytesPerParameter } from '../estimator/presets.js';

const CUSTOM = '';

export function fillSelects(view) {
  for (const [id, { options, initial, fills }] of Object.entries(SELECTS)) {
    const select = view.el(id);
    if (fills) select.append(new Option('', CUSTOM));
    for (const { id: value } of options) select.append(new Option('', value, value === initial, value === initial));
  }
}


/** The label of an option; bytes from Intl ("4 B", "4B"). */
function optionLabel(id, option, ctx) {
  const bytes = (n) => ctx.quantity(n, 'byte', { unitDisplay: 'narrow' });
  if (option.value === CUSTOM) return ctx.text.custom;
  if (id === 'network' && option.value === 'none') return ctx.text.singleNode;
  if (id === 'precision') return `${option.value === '4' ? 'FP32' : 'BF16 / FP16'} · ${bytes(Number(option.value))}`;
  if (id === 'transport') return option.value === 'rdma' ? 'RDMA (InfiniBand, RoCE)' : 'TCP';
  const preset = SELECTS[id].options.find((o) => o.id === option.value);
  return id === 'optimizer' ? `${ctx.text[preset.id]} · ${bytes(bytesPerParameter(preset))}` : preset.name ?? preset.id;
}

export function labelSelects(view, ctx) {
  for (const id of Object.keys(SELECTS)) {
    for (const option of view.el(id).options) option.text = optionLabel(id, option, ctx);
  }
  for (const id of ['linkEfficiency', 'overlap', 'latency']) view.el(id).placeholder = ctx.text.defaultValue;
}

/** The current choice of every select; a value an author or a link gave that is no option (attributes.js) stands in its place. */
export const choicesOf = (view) => Object.fromEntries(Object.keys(SELECTS).map((id) => [id, view.el(id).dataset.invalid ?? view.el(id).value]));
