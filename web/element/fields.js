// Every input of the element, in one place: the API property a field feeds
// (with `item`, its place in a list input), the text it starts with, whether
// it is one of the main three (always written back to its attribute and into
// the URL), whether it may stay empty, whether a trailing "%" is fine, the
// Intl unit its label names ({unit} in the label's message) and the `scale`
// from that unit to the API's (GB typed, bytes passed); and the <select>s
// with their options and the fields a choice fills in. Every field and select
// is also an attribute, the kebab-case of its id, and a property
// (attributes.js). Nothing here decides what is valid: the core does.
import { accelerators, intraNodeLinks, networks, optimizerStates } from '../estimator/presets.js';
import { models } from '../estimator/models.js';

export const FIELDS = {
  devices: { api: 'devices', initial: '64', attribute: true },
  throughput: { api: 'throughputPerDevice', initial: '2000', attribute: true },
  efficiency: { api: 'efficiencyPercent', initial: '90', attribute: true, percent: true, unit: 'percent' },
  measured: { api: 'measuredThroughput', optional: true },
  targetThroughput: { api: 'targetThroughput', optional: true },
  targetSpeedup: { api: 'targetSpeedup', optional: true },
  samples: { api: 'datasetSamples', optional: true },
  epochs: { api: 'epochs', initial: '1', optional: true },
  price: { api: 'pricePerDeviceHour', optional: true },
  parameters: { api: 'parameters', initial: '25600000' },
  batch: { api: 'batchPerDevice', initial: '256' },
  accumulation: { api: 'gradientAccumulation', initial: '1' },
  perNode: { api: 'devicesPerNode', initial: '8' },
  intraBandwidth: { api: 'intraNodeBandwidthGBps', initial: '300', unit: 'gigabyte-per-second' },
  interBandwidth: { api: 'interNodeBandwidthGbps', initial: '200', optional: true, unit: 'gigabit-per-second' }, // empty: one node
  linkEfficiency: { api: 'linkEfficiency', optional: true },
  overlap: { api: 'overlapFraction', optional: true },
  latency: { api: 'latencyMicroseconds', optional: true, unit: 'microsecond' },
  memory: { api: 'deviceMemoryGB', initial: '80', unit: 'gigabyte' },
  activationMemory: { api: 'activationBytesPerSample', optional: true, unit: 'gigabyte', scale: 1e9 },
  // Calibration: two measured points, each an efficiency and its device count.
  calEfficiency1: { api: 'calibrationEfficiencyPercent', item: 0, optional: true, percent: true, unit: 'percent' },
  calDevices1: { api: 'calibrationDevices', item: 0, optional: true },
  calEfficiency2: { api: 'calibrationEfficiencyPercent', item: 1, optional: true, percent: true, unit: 'percent' },
  calDevices2: { api: 'calibrationDevices', item: 1, optional: true },
};

export const FIELD_IDS = Object.keys(FIELDS);
/** The core's sharding flavours (calc.operations.memoryCheck), in its order, by their names in PyTorch and DeepSpeed. */
export const SHARDINGS = [
  { id: 'none', name: 'DDP' },
  { id: 'zero1', name: 'ZeRO-1' },
  { id: 'zero2', name: 'ZeRO-2' },
  { id: 'zero3', name: 'ZeRO-3 / FSDP' },
  { id: 'hybrid', name: 'HSDP' },
];
/** API property (an item of a list as the name and its index, "calibrationDevices0") → field id. */
export const FIELD_OF_API = Object.fromEntries(FIELD_IDS.map((id) => [FIELDS[id].api + (FIELDS[id].item ?? ''), id]));

// The estimator's <select>s: option ids, the initial one, and what choosing
// an option fills in (field id → value; '' empties a field).
export const SELECTS = {
  accelerator: { options: accelerators, initial: 'a100-80', fills: (p) => ({ memory: p.memoryGB }) },
  intraLink: { options: intraNodeLinks, initial: 'nvlink3', fills: (p) => ({ intraBandwidth: p.gbyteS }) },
  network: { options: networks, initial: 'ib-hdr', fills: (p) => ({ interBandwidth: p.gbitS ?? '', transport: p.transport }) },
  precision: { options: [{ id: '4' }, { id: '2' }], initial: '4' },
  transport: { options: [{ id: 'rdma' }, { id: 'tcp' }], initial: 'rdma' },
  optimizer: { options: optimizerStates, initial: 'adam-mixed' },
  modelPreset: { options: models, initial: '', fills: (p) => ({ parameters: p.parameters }) },
  sharding: { options: SHARDINGS, initial: 'none' },
};

/** Field or select id → the preset select that editing it turns to "custom". */
export const PRESET_OF = Object.fromEntries(
  Object.entries(SELECTS)
    .filter(([, s]) => s.fills)
    .flatMap(([id, s]) => Object.keys(s.fills(s.options[0])).map((field) => [field, id])),
);

/** Whether `value` is an option of a select ('' is "custom" where a preset fills fields). */
export function isChoice(selectId, value) {
  const select = SELECTS[selectId];
  return (value === '' && !!select.fills) || select.options.some((o) => o.id === value);
}

/** The field values a choice fills in, or {} for "custom". */
export function presetFill(selectId, value) {
  const select = SELECTS[selectId];
  const chosen = select?.fills && select.options.find((o) => o.id === value);
  return chosen ? select.fills(chosen) : {};
}
