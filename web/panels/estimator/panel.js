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
    parameters: {
      initial: '25600000',
      count: true,
      group: 'Estimator: model and batch',
      doc: "The model's parameters, embeddings included: 1 to 1e15 (a count such as `70B` is typed `70000000000`). A model preset fills it.",
    },
    batchPerDevice: {
      initial: '256',
      early: true,
      group: 'Estimator: model and batch',
      doc: 'The micro-batch: samples (a sequence, for a language model) one device holds at once, a whole number ≥ 1. The global batch shows once a batch or a global batch is given.',
    },
    // The step's batch at this device count (empty: one micro-batch a replica); a replica's micro-batches follow from it.
    globalBatch: {
      optional: true,
      count: true,
      early: true,
      group: 'Estimator: model and batch',
      doc: 'The global batch: samples of one optimizer step at `devices`, a whole number. Each replica runs globalBatch / (batch × replicas) micro-batches, which must be a whole number. Optional; empty: one micro-batch a replica.',
    },
    devicesPerNode: {
      initial: '8',
      group: 'Estimator: devices and links',
      doc: 'Devices in one node (one server), a whole number from 1 to 10 000. More devices than one node need `inter-bandwidth`.',
    },
    intraNodeBandwidthGBps: {
      initial: '300',
      unit: 'gigabyte-per-second',
      group: 'Estimator: devices and links',
      doc: 'Bandwidth inside a node, in GB/s per device and direction (NVLink 3: 300): > 0 and ≤ 1e6. A link preset fills it.',
    },
    interNodeBandwidthGbps: {
      initial: '200',
      optional: true,
      unit: 'gigabit-per-second',
      group: 'Estimator: devices and links',
      doc: 'Network bandwidth between nodes, in Gbit/s per node (InfiniBand HDR: 200): > 0 and ≤ 1e7. Empty for a single node. A network preset fills it.',
    }, // empty: one node
    linkEfficiency: {
      optional: true,
      group: 'Estimator: devices and links',
      doc: "The fraction of a link's rate the all-reduce achieves, 0.01 to 1. Optional; empty: a default per link.",
    },
    overlapFraction: {
      optional: true,
      group: 'Estimator: devices and links',
      doc: "The most of the all-reduce that hides behind the backward pass, 0 to 1 (0 for a framework that does not overlap). Optional; empty: the estimator's default.",
    },
    latencyMicroseconds: {
      optional: true,
      unit: 'microsecond',
      group: 'Estimator: devices and links',
      doc: 'Latency of one ring step, in microseconds, 0 to 1e6. Optional; empty: a default per link and transport.',
    },
    deviceMemoryGB: {
      initial: '80',
      unit: 'gigabyte',
      group: 'Estimator: memory',
      doc: 'Memory of one device, in GB (1e9 bytes): > 0 and ≤ 1e6. An accelerator preset fills it.',
    },
    // The device's memory bandwidth (the per-GB overhead scales with it) and HSDP's shard group.
    memoryBandwidthGBps: {
      initial: '2039',
      optional: true,
      unit: 'gigabyte-per-second',
      group: 'Estimator: devices and links',
      doc: "The device's memory bandwidth, in GB/s, 1 to 1e6: the optimizer step's overhead per GB of gradients scales with it. An accelerator preset fills it.",
    },
    shardGroupSize: {
      optional: true,
      group: 'Estimator: memory',
      doc: 'HSDP (`sharding="hybrid"`): devices that share one copy of the model, a whole number of nodes. Optional; empty: one node.',
    },
    // The model's FLOPs and the device's peak: the check of the throughput, its MFU, and a throughput from an MFU.
    tokensPerSample: {
      optional: true,
      group: 'Estimator: FLOPs',
      doc: 'Tokens in one sample, the sequence length: 1 to 1e8. Needed with `throughput-unit="tokens"`; a model preset fills it.',
    },
    flopsPerSample: {
      optional: true,
      count: true,
      group: 'Estimator: FLOPs',
      doc: 'The training FLOPs (forward and backward) of one sample, 1 to 1e30, for a model that is no transformer, instead of `layers` and `hidden-size`. Optional.',
    },
    layers: {
      optional: true,
      group: 'Estimator: FLOPs',
      doc: "The transformer's layers, 1 to 1e4, for its FLOPs and activations (with `hidden-size`, or neither). Optional; a model preset fills it.",
    },
    hiddenSize: {
      optional: true,
      group: 'Estimator: FLOPs',
      doc: "The transformer's hidden size, 1 to 1e7, for its FLOPs and activations (with `layers`, or neither). Optional; a model preset fills it.",
    },
    activeParameters: {
      optional: true,
      count: true,
      group: 'Estimator: FLOPs',
      doc: 'A mixture of experts: the parameters one token uses, at most `parameters`; they replace it in the FLOPs. Optional; a model preset fills it.',
    },
    peakTflops: {
      initial: '312',
      optional: true,
      group: 'Estimator: FLOPs',
      doc: "The device's dense peak in the compute precision, in TFLOP/s, > 0 and ≤ 1e6: with it, a throughput above the peak is an error. An accelerator preset fills it.",
    },
    mfuPercent: {
      initial: '40',
      optional: true,
      percent: true,
      unit: 'percent',
      group: 'Estimator: FLOPs',
      doc: 'Model FLOPs utilization in percent, > 0 and ≤ 100, for the throughput it gives at the peak. Optional; empty: 40.',
    },
    // Typed in GB, passed in bytes: its value in the snapshot stays in GB, as typed; only the API's input is in bytes.
    activationBytesPerSample: {
      optional: true,
      unit: 'gigabyte',
      scale: 1e9,
      group: 'Estimator: memory',
      doc: 'Activation memory of one sample, in GB: counted with the micro-batch, and used instead of the estimate from the layers, hidden size and sequence length. Optional.',
    },
    attentionHeads: {
      optional: true,
      group: 'Estimator: memory',
      doc: "The transformer's attention heads, 1 to 1e5, for its activations when nothing is recomputed. Optional; a model preset fills it.",
    }, // activations when nothing is recomputed
    vocabularySize: {
      optional: true,
      count: true,
      group: 'Estimator: memory',
      doc: "A language model's vocabulary, 1 to 1e8, for the logits its memory counts. Optional; a model preset fills it.",
    }, // the logits
    // Calibration: two measured points, each an efficiency and its device count (items of the lists
    // calibrationEfficiencyPercent and calibrationDevices), and what they are relative to.
    calibrationEfficiencyPercent0: {
      list: true,
      optional: true,
      measurement: true,
      percent: true,
      unit: 'percent',
      group: 'Estimator: calibration',
      doc: 'An efficiency you measured on this setup, in percent (> 0 and ≤ 100), at `cal-devices1` devices: the estimate is fitted to pass through it. Optional.',
    },
    calibrationDevices0: {
      list: true,
      optional: true,
      measurement: true,
      group: 'Estimator: calibration',
      doc: 'The device count of the first measured point, a whole number ≥ 2. Optional.',
    },
    calibrationEfficiencyPercent1: {
      list: true,
      optional: true,
      measurement: true,
      percent: true,
      unit: 'percent',
      group: 'Estimator: calibration',
      doc: 'A second measured efficiency, in percent (> 0 and ≤ 100): with two points the fit is least squares. Optional.',
    },
    calibrationDevices1: {
      list: true,
      optional: true,
      measurement: true,
      group: 'Estimator: calibration',
      doc: 'The device count of the second measured point, a whole number ≥ 2. Optional.',
    },
    calibrationBaselineDevices: {
      optional: true,
      measurement: true,
      group: 'Estimator: calibration',
      doc: 'The device count the measured efficiencies are relative to ("93 % at 64, relative to 8"), below every point\'s count. Optional; empty: one device alone.',
    }, // empty: one device alone
    // A replica of tensor × pipeline devices (empty: 1), and interleaved stages a device.
    tensorParallel: {
      optional: true,
      group: 'Estimator: parallel layout',
      doc: 'Tensor parallel size: devices one layer is split over, 1 to 1e4. A replica is tensor × pipeline devices, and `devices` must be a whole number of replicas. Optional; empty: 1.',
    },
    pipelineParallel: {
      optional: true,
      group: 'Estimator: parallel layout',
      doc: 'Pipeline parallel size: the stages of one replica, 1 to 1e4. Optional; empty: 1.',
    },
    interleavedStages: {
      optional: true,
      group: 'Estimator: parallel layout',
      doc: 'Interleaved pipeline stages each device holds, 1 to 1000: the bubble shrinks by this factor. Optional; empty: 1.',
    },
  },
  selects: {
    throughputUnit: {
      initial: 'samples',
      api: true,
      group: 'Estimator: FLOPs',
      doc: 'What throughputs count: `samples` (the default) or `tokens`, which needs `tokens-per-sample`. The batch counts samples either way.',
    },
    accelerator: {
      initial: 'a100-80',
      clearsMeasurements: true,
      fills: ['deviceMemoryGB', 'memoryBandwidthGBps', 'peakTflops'],
      group: 'Estimator: devices and links',
      doc: "The accelerator preset, an id from the list below: it fills in the device's memory, memory bandwidth and peak; a device sold in a system (`gb200-nvl72`) also sets its link, network and devices per node, unless given. `''` is custom.",
    },
    intraLink: {
      initial: 'nvlink3',
      fills: ['intraNodeBandwidthGBps'],
      group: 'Estimator: devices and links',
      doc: "The link inside a node, an id from the list below: it fills in `intra-bandwidth`. `''` is custom.",
    },
    network: {
      initial: 'ib-hdr',
      fills: ['interNodeBandwidthGbps', 'transport'],
      group: 'Estimator: devices and links',
      doc: "The network between nodes, an id from the list below: it fills in `inter-bandwidth` and `transport`. `none` is a single node; `''` is custom.",
    },
    precision: {
      initial: '4',
      api: 'bytesPerGradient',
      number: true,
      group: 'Estimator: model and batch',
      doc: 'Bytes per gradient value in the all-reduce: `4` (FP32) or `2` (BF16 or FP16).',
    },
    computePrecision: {
      initial: 'bf16',
      api: true,
      group: 'Estimator: FLOPs',
      doc: "The precision the accelerator's peak is taken in: `fp32`, `tf32`, `bf16` (the default) or `fp8`, which also adds FP8's amax reductions to the step.",
    }, // picks the accelerator's peak; FP8 adds its amax reductions
    transport: {
      initial: 'rdma',
      api: true,
      group: 'Estimator: devices and links',
      doc: 'The protocol between nodes: `rdma` (InfiniBand, RoCE) or `tcp`. A network preset sets it.',
    },
    optimizer: {
      initial: 'adam-mixed',
      group: 'Estimator: memory',
      doc: 'The optimizer and its precision, which set the bytes of model state per parameter (mixed-precision Adam: 2 + 2 + 12).',
    },
    // A model also sets its job, a device its system (options.js, SETS): editing one of those keeps the preset.
    modelPreset: {
      group: 'Estimator: model and batch',
      doc: "The model preset, a name from the list below: it fills in the parameters, layers, hidden size, heads, sequence length and vocabulary. A language model also sets the job its source trained it with, except what was given: tokens, BF16 gradients, micro-batch 1, a global batch of about 4 M tokens a step, ZeRO-3 and its recomputation. `''` is custom.",
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
    sharding: {
      initial: 'none',
      api: true,
      group: 'Estimator: memory',
      doc: 'How data parallelism places the model states: `none` (DDP), `zero1`, `zero2`, `zero3` (FSDP) or `hybrid` (HSDP).',
    },
    recomputation: {
      initial: 'selective',
      group: 'Estimator: memory',
      doc: "What the activations keep: `none` (everything), `selective` (the default; FlashAttention) or `full` (each layer's input only).",
    }, // what activations keep (src/core/activations.hpp)
    batchScaling: {
      initial: 'weak',
      api: true,
      group: 'Estimator: model and batch',
      doc: 'What the global batch does as replicas are added, in the chart and the devices for a target: `weak` (the default: each replica keeps its micro-batches) or `strong` (the global batch stays). At `devices` the two are one step.',
    }, // the global batch grows with the replicas, or stays
  },
  // Where each field and select shows, section by section (markup.js lays out the sections and what is between them).
  layout: {
    main: ['accelerator', 'intraLink', 'network', 'modelPreset', 'parameters', 'precision', 'batchPerDevice', 'globalBatch'],
    replicas: ['tensorParallel', 'pipelineParallel', 'interleavedStages', 'batchScaling'],
    links: [
      'devicesPerNode',
      'intraNodeBandwidthGBps',
      'interNodeBandwidthGbps',
      'transport',
      'linkEfficiency',
      'overlapFraction',
      'latencyMicroseconds',
      'optimizer',
      'deviceMemoryGB',
      'memoryBandwidthGBps',
    ],
    flops: [
      'throughputUnit',
      'tokensPerSample',
      'layers',
      'hiddenSize',
      'activeParameters',
      'flopsPerSample',
      'computePrecision',
      'peakTflops',
      'mfuPercent',
    ],
    calibration: [
      'calibrationEfficiencyPercent0',
      'calibrationDevices0',
      'calibrationEfficiencyPercent1',
      'calibrationDevices1',
      'calibrationBaselineDevices',
    ],
    memory: ['sharding', 'shardGroupSize', 'recomputation', 'attentionHeads', 'vocabularySize', 'activationBytesPerSample'],
  },
};
