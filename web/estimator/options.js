// The options of the estimator's <select>s (web/element/fields.js names the
// selects, where each starts and which fields a choice fills in) and what a
// choice fills them with. Loaded with the estimator's panel.
import { accelerators, intraNodeLinks, networks, optimizerStates } from './presets.js';
import { models } from './models.js';

/** The core's sharding flavours (calc.operations.memoryCheck), in its order, by their names in PyTorch and DeepSpeed. */
export const SHARDINGS = [
  { id: 'none', name: 'DDP' },
  { id: 'zero1', name: 'ZeRO-1' },
  { id: 'zero2', name: 'ZeRO-2' },
  { id: 'zero3', name: 'ZeRO-3 / FSDP' },
  { id: 'hybrid', name: 'HSDP' },
];

// Select id → its options, and what choosing one fills in (field id → value; '' empties a field).
export const OPTIONS = {
  accelerator: { options: accelerators, fill: (p) => ({ memory: p.memoryGB }) },
  intraLink: { options: intraNodeLinks, fill: (p) => ({ intraBandwidth: p.gbyteS }) },
  network: { options: networks, fill: (p) => ({ interBandwidth: p.gbitS ?? '', transport: p.transport }) },
  precision: { options: [{ id: '4' }, { id: '2' }] },
  transport: { options: [{ id: 'rdma' }, { id: 'tcp' }] },
  optimizer: { options: optimizerStates },
  modelPreset: { options: models, fill: (p) => ({ parameters: p.parameters }) },
  sharding: { options: SHARDINGS },
};

/** Whether `value` is an option of a select ('' is "custom" where a preset fills fields). */
export function isChoice(selectId, value) {
  const select = OPTIONS[selectId];
  return (value === '' && !!select.fill) || select.options.some((o) => o.id === value);
}

/** The field values a choice fills in, or {} for "custom". */
export function presetFill(selectId, value) {
  const select = OPTIONS[selectId];
  const chosen = select?.fill && select.options.find((o) => o.id === value);
  return chosen ? select.fill(chosen) : {};
}

/** The bytes per parameter of an optimizer choice: [weights, gradients, optimizer state]. */
export const optimizerBreakdown = (id) => (optimizerStates.find((o) => o.id === id) ?? optimizerStates[0]).breakdown;
