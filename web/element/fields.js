// @ts-nocheck -- not yet typed: issue 49 types web/ file by file
// Every input of the element, in one place: the API property a field feeds
// (its own id unless `api` names another; with `item`, its place in a list
// input), the text it starts with, whether it is one of the main three
// (always written back to its attribute and into the URL), whether it may stay empty, whether a trailing "%" is fine,
// whether it is a count that may end in its magnitude ("70B", "15T", "4 Mio."), the
// Intl unit its label names ({unit} in the label's message) and the `scale`
// from that unit to the API's (GB typed, bytes passed); and the <select>s
// with their options and the fields a choice fills in. Every field and select
// is also an attribute, the kebab-case of its id, and a property
// (attributes.js). Nothing here decides what is valid: the core does. The
// selects' options are the estimator's, loaded with its panel
// (web/estimator/options.js).

export const FIELDS = {
  devices: { initial: '64', attribute: true },
  throughput: { api: 'throughputPerDevice', initial: '2000', attribute: true, count: true },
  efficiency: { api: 'efficiencyPercent', initial: '90', attribute: true, percent: true, unit: 'percent' },
  measured: { api: 'measuredThroughput', optional: true, count: true },
  targetThroughput: { optional: true, count: true },
  targetSpeedup: { optional: true },
  samples: { api: 'datasetSamples', optional: true, count: true },
  epochs: { initial: '1', optional: true },
  price: { api: 'pricePerDeviceHour', optional: true },
  parameters: { initial: '25600000', count: true },
  batch: { api: 'batchPerDevice', initial: '256' },
  // The step's batch at this device count (empty: one micro-batch a replica); a replica's micro-batches follow from it.
  globalBatch: { optional: true, count: true },
  perNode: { api: 'devicesPerNode', initial: '8' },
  intraBandwidth: { api: 'intraNodeBandwidthGBps', initial: '300', unit: 'gigabyte-per-second' },
  interBandwidth: { api: 'interNodeBandwidthGbps', initial: '200', optional: true, unit: 'gigabit-per-second' }, // empty: one node
  linkEfficiency: { optional: true },
  overlap: { api: 'overlapFraction', optional: true },
  latency: { api: 'latencyMicroseconds', optional: true, unit: 'microsecond' },
  memory: { api: 'deviceMemoryGB', initial: '80', unit: 'gigabyte' },
  // The device's memory bandwidth (the per-GB overhead scales with it) and HSDP's shard group.
  memoryBandwidth: { api: 'memoryBandwidthGBps', initial: '2039', optional: true, unit: 'gigabyte-per-second' },
  shardGroup: { api: 'shardGroupSize', optional: true },
  // The model's FLOPs and the device's peak: the check of the throughput, its MFU, and a throughput from an MFU.
  tokensPerSample: { optional: true },
  flopsPerSample: { optional: true, count: true },
  layers: { optional: true },
  hiddenSize: { optional: true },
  activeParameters: { optional: true, count: true },
  peakTflops: { initial: '312', optional: true },
  mfu: { api: 'mfuPercent', initial: '40', optional: true, percent: true, unit: 'percent' },
  activationMemory: { api: 'activationBytesPerSample', optional: true, unit: 'gigabyte', scale: 1e9 },
  attentionHeads: { optional: true }, // activations when nothing is recomputed
  vocabularySize: { optional: true, count: true }, // the logits
  // Calibration: two measured points, each an efficiency and its device count, and what they are relative to.
  calEfficiency1: { api: 'calibrationEfficiencyPercent', item: 0, optional: true, percent: true, unit: 'percent' },
  calDevices1: { api: 'calibrationDevices', item: 0, optional: true },
  calEfficiency2: { api: 'calibrationEfficiencyPercent', item: 1, optional: true, percent: true, unit: 'percent' },
  calDevices2: { api: 'calibrationDevices', item: 1, optional: true },
  calBaseline: { api: 'calibrationBaselineDevices', optional: true }, // empty: one device alone
  // A replica of tensor × pipeline devices (empty: 1), and interleaved stages a device.
  tensorParallel: { optional: true },
  pipelineParallel: { optional: true },
  interleavedStages: { optional: true },
};

// A field feeds the API property of its own name unless it names another.
for (const [id, field] of Object.entries(FIELDS)) field.api ??= id;

export const FIELD_IDS = Object.keys(FIELDS);
/** API property (an item of a list as the name and its index, "calibrationDevices0") → field id. */
export const FIELD_OF_API = Object.fromEntries(FIELD_IDS.map((id) => [FIELDS[id].api + (FIELDS[id].item ?? ''), id]));

// The estimator's <select>s: the option each starts at, and the fields a
// choice of it fills in (web/panels/estimator/options.js says with what).
export const SELECTS = {
  throughputUnit: { initial: 'samples' },
  accelerator: { initial: 'a100-80', fills: ['memory', 'memoryBandwidth', 'peakTflops'] },
  intraLink: { initial: 'nvlink3', fills: ['intraBandwidth'] },
  network: { initial: 'ib-hdr', fills: ['interBandwidth', 'transport'] },
  precision: { initial: '4' },
  computePrecision: { initial: 'bf16' }, // picks the accelerator's peak
  transport: { initial: 'rdma' },
  optimizer: { initial: 'adam-mixed' },
  // A model also sets its job, a device its system (options.js, SETS): editing one of those keeps the preset.
  modelPreset: {
    initial: '',
    fills: [
      'parameters',
      'layers',
      'hiddenSize',
      'attentionHeads',
      'tokensPerSample',
      'vocabularySize',
      'activeParameters',
      'flopsPerSample',
    ],
  },
  sharding: { initial: 'none' },
  recomputation: { initial: 'selective' }, // what activations keep (src/core/activations.hpp)
  batchScaling: { initial: 'weak' }, // the global batch grows with the replicas, or stays
};

export const SELECT_IDS = Object.keys(SELECTS);

/** Whether inputs `ids` given ask for what only the panels' code and the core's second module answer: a choice's, the global batch. */
export const wantsAnswers = (ids) => ids.some((id) => id === 'batch' || id === 'globalBatch' || SELECTS[id]);

/** Field or select id → the preset select that editing it turns to "custom". */
export const PRESET_OF = Object.fromEntries(Object.entries(SELECTS).flatMap(([id, s]) => (s.fills ?? []).map((field) => [field, id])));
