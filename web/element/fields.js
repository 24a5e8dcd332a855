// Every input of the element, in one place: the API property a field feeds
// (with `item`, its place in a list input), the text it starts with, whether
// it mirrors an attribute, whether it may stay empty, whether a trailing "%"
// is fine, and the Intl unit its label names ({unit} in the label's
// message); and the <select>s with
// their options and the fields a choice fills in. Nothing here decides what
// is valid: the core does.
import { accelerators, intraNodeLinks, networks, optimizerStates } from '../estimator/presets.js';

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
  // Calibration: two measured points, each an efficiency and its device count.
  calEfficiency1: { api: 'calibrationEfficiencyPercent', item: 0, optional: true, percent: true, unit: 'percent' },
  calDevices1: { api: 'calibrationDevices', item: 0, optional: true },
  calEfficiency2: { api: 'calibrationEfficiencyPercent', item: 1, optional: true, percent: true, unit: 'percent' },
  calDevices2: { api: 'calibrationDevices', item: 1, optional: true },
};

export const FIELD_IDS = Object.keys(FIELDS);
export const ATTRIBUTE_FIELDS = FIELD_IDS.filter((id) => FIELDS[id].attribute);
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
};

/** Field or select id → the preset select that editing it turns to "custom". */
export const PRESET_OF = Object.fromEntries(
  Object.entries(SELECTS)
    .filter(([, s]) => s.fills)
    .flatMap(([id, s]) => Object.keys(s.fills(s.options[0])).map((field) => [field, id])),
);

/** The field values a choice fills in, or {} for "custom". */
export function presetFill(selectId, value) {
  const select = SELECTS[selectId];
  const chosen = select?.fills && select.options.find((o) => o.id === value);
  return chosen ? select.fills(chosen) : {};
}
