// Written by scripts/build/panels.mjs from web/panels/*/panel.js (npm run build): edit the descriptors.

/**
 * Every panel's descriptor as the page reads it, in the order the element shows them.
 * @type {import('./panel').PanelEntry[]}
 */
export const DESCRIPTORS = [
  {
    id: 'what-if',
    fields: {
      measuredThroughput: { optional: true, count: true, inUnit: true, after: 'unit' },
      targetThroughput: { optional: true, count: true, inUnit: true, after: 'unit' },
      targetSpeedup: { optional: true },
    },
  },
  {
    id: 'time-cost',
    fields: {
      datasetSamples: { optional: true, count: true, inUnit: true },
      epochs: { initial: '1', optional: true },
      pricePerDeviceHour: { optional: true, after: 'currency' },
    },
  },
  {
    id: 'estimator',
    fields: {
      parameters: { initial: '25600000', count: true },
      batchPerDevice: { initial: '256', early: true },
      globalBatch: { optional: true, count: true, early: true },
      devicesPerNode: { initial: '8' },
      intraNodeBandwidthGBps: { initial: '300', unit: 'gigabyte-per-second' },
      interNodeBandwidthGbps: { initial: '200', optional: true, unit: 'gigabit-per-second' },
      linkEfficiency: { optional: true },
      overlapFraction: { optional: true },
      latencyMicroseconds: { optional: true, unit: 'microsecond' },
      deviceMemoryGB: { initial: '80', unit: 'gigabyte' },
      memoryBandwidthGBps: { initial: '2039', optional: true, unit: 'gigabyte-per-second' },
      shardGroupSize: { optional: true },
      tokensPerSample: { optional: true },
      flopsPerSample: { optional: true, count: true },
      layers: { optional: true },
      hiddenSize: { optional: true },
      activeParameters: { optional: true, count: true },
      peakTflops: { initial: '312', optional: true },
      mfuPercent: { initial: '40', optional: true, percent: true, unit: 'percent' },
      activationBytesPerSample: { optional: true, unit: 'gigabyte', scale: 1000000000 },
      attentionHeads: { optional: true },
      vocabularySize: { optional: true, count: true },
      calibrationEfficiencyPercent0: { list: true, optional: true, measurement: true, percent: true, unit: 'percent' },
      calibrationDevices0: { list: true, optional: true, measurement: true },
      calibrationEfficiencyPercent1: { list: true, optional: true, measurement: true, percent: true, unit: 'percent' },
      calibrationDevices1: { list: true, optional: true, measurement: true },
      calibrationBaselineDevices: { optional: true, measurement: true },
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
      computePrecision: { initial: 'bf16', api: true },
      transport: { initial: 'rdma', api: true },
      optimizer: { initial: 'adam-mixed' },
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
      recomputation: { initial: 'selective' },
      batchScaling: { initial: 'weak', api: true },
    },
  },
  { id: 'layouts', fields: {} },
];
