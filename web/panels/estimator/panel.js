// Estimate the efficiency: its fields and its selects (data
// only, as what-if/panel.js). A select's `api` is the estimator input it
// sets, `true` for the one of its own id (`number`: as a number); a preset's `fills` are the fields a choice
// fills in (options.js says with what). A field `early` given by an author
// or a link wants the estimator's answers with the first results (the
// global batch shows there). A `measurement` belongs to the model and device
// it was taken with: a select that `clearsMeasurements` clears it.
/** @type {import('../panel').PanelDescriptor} */
export default {
  id: 'estimator',
  order: 3,
  fields: {
    parameters: { initial: '25600000', count: true },
    batchPerDevice: { initial: '256', early: true },
    // The step's batch at this device count (empty: one micro-batch a replica); a replica's micro-batches follow from it.
    globalBatch: { optional: true, count: true, early: true },
    devicesPerNode: { initial: '8' },
    intraNodeBandwidthGBps: { initial: '300', unit: 'gigabyte-per-second' },
    interNodeBandwidthGbps: { initial: '200', optional: true, unit: 'gigabit-per-second' }, // empty: one node
    linkEfficiency: { optional: true },
    overlapFraction: { optional: true },
    latencyMicroseconds: { optional: true, unit: 'microsecond' },
    deviceMemoryGB: { initial: '80', unit: 'gigabyte' },
    // The device's memory bandwidth (the per-GB overhead scales with it) and HSDP's shard group.
    memoryBandwidthGBps: { initial: '2039', optional: true, unit: 'gigabyte-per-second' },
    shardGroupSize: { optional: true },
    // The model's FLOPs and the device's peak: the check of the throughput, its MFU, and a throughput from an MFU.
    tokensPerSample: { optional: true },
    flopsPerSample: { optional: true, count: true },
    layers: { optional: true },
    hiddenSize: { optional: true },
    activeParameters: { optional: true, count: true },
    peakTflops: { initial: '312', optional: true },
    mfuPercent: { initial: '40', optional: true, percent: true, unit: 'percent' },
    // Typed in GB, passed in bytes: its value in the snapshot stays in GB, as typed; only the API's input is in bytes.
    activationBytesPerSample: { optional: true, unit: 'gigabyte', scale: 1e9 },
    attentionHeads: { optional: true }, // activations when nothing is recomputed
    vocabularySize: { optional: true, count: true }, // the logits
    // Calibration: two measured points, each an efficiency and its device count (items of the lists
    // calibrationEfficiencyPercent and calibrationDevices), and what they are relative to.
    calibrationEfficiencyPercent0: { list: true, optional: true, measurement: true, percent: true, unit: 'percent' },
    calibrationDevices0: { list: true, optional: true, measurement: true },
    calibrationEfficiencyPercent1: { list: true, optional: true, measurement: true, percent: true, unit: 'percent' },
    calibrationDevices1: { list: true, optional: true, measurement: true },
    calibrationBaselineDevices: { optional: true, measurement: true }, // empty: one device alone
    // A replica of tensor × pipeline devices (empty: 1), and interleaved stages a device.
    tensorParallel: { optional: true },
    pipelineParallel: { optional: true },
    interleavedStages: { optional: true },
  },
  selects: {
    throughputUnit: { initial: 'samples', api: true },
    accelerator: { initial: 'a100-80', clearsMeasurements: true, fills: ['deviceMemoryGB', 'memoryBandwidthGBps', 'peakTflops'] },
    intraLink: { initial: 'nvlink3', fills: ['intraNodeBandwidthGBps'] },
    network: { initial: 'ib-hdr', fills: ['interNodeBandwidthGbps', 'transport'] },
    precision: { initial: '4', api: 'bytesPerGradient', number: true },
    computePrecision: { initial: 'bf16', api: true }, // picks the accelerator's peak; FP8 adds its amax reductions
    transport: { initial: 'rdma', api: true },
    optimizer: { initial: 'adam-mixed' },
    // A model also sets its job, a device its system (options.js, SETS): editing one of those keeps the preset.
    modelPreset: {
      initial: '',
      clearsMeasurements: true,
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
    sharding: { initial: 'none', api: true },
    recomputation: { initial: 'selective' }, // what activations keep (src/core/activations.hpp)
    batchScaling: { initial: 'weak', api: true }, // the global batch grows with the replicas, or stays
  },
};
