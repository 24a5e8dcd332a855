// @ts-nocheck -- not yet typed: issue 49 types web/ file by file
// The options of the estimator's <select>s (web/element/fields.js names the
// selects, where each starts and which fields a choice fills in) and what a
// choice fills them with. Loaded with the estimator's panel.
import { accelerators, intraNodeLinks, networks, optimizerStates } from './presets.js';
import { SHARDINGS } from '../shared/shardings.js';
import { models } from './models.js';

/** The core's sharding flavours (calc.operations.memoryCheck), in its order, by their names in PyTorch and DeepSpeed. */
export { SHARDINGS };

// The precisions a peak is given in (presets.js), as the compute-precision select offers them.
const PRECISIONS = [{ id: 'fp32' }, { id: 'tf32' }, { id: 'bf16' }, { id: 'fp8' }];
// The model's FLOPs as a preset gives them; '' empties what it leaves out.
const flopsOf = (p) => ({
  layers: p.layers ?? '',
  hiddenSize: p.hiddenSize ?? '',
  attentionHeads: p.attentionHeads ?? '',
  tokensPerSample: p.tokensPerSample ?? '',
  vocabularySize: p.vocabularySize ?? '',
  activeParameters: p.activeParameters ?? '',
  flopsPerSample: p.flopsPerSample ?? '',
});

/**
 * The global batch of a model's job (models.js) over `replicas`: the whole number of micro-batches of `micro`
 * samples for every replica that comes nearest its tokens a step (one each at least).
 */
export function globalBatchFor({ job, tokensPerSample }, micro, replicas) {
  const step = micro * Math.max(1, replicas);
  return step * Math.max(1, Math.round(job.tokensPerStep / (tokensPerSample * step)));
}

/** The replicas of `devices` under a replica of `tensor` × `pipeline` devices (empty: 1). */
export const replicasOf = (devices, tensor, pipeline) => devices / ((tensor || 1) * (pipeline || 1));

// A model's job (models.js), as fields and choices: micro-batches of its
// batch (or the one given), and a global batch of about its tokens a step on
// the devices.
function jobOf(model, { numberOf = () => undefined, given = new Set() } = {}) {
  const { job } = model;
  if (!job) return {};
  const micro = (given.has('batchPerDevice') && numberOf('batchPerDevice')) || job.batch;
  // The layout given, or the job's.
  const tensor = given.has('tensorParallel') ? numberOf('tensorParallel') : job.tensorParallel;
  const replicas = replicasOf(numberOf('devices') || 1, tensor, numberOf('pipelineParallel'));
  const globalBatch = globalBatchFor(model, micro, replicas);
  const { precision, batch, sharding, recomputation } = job;
  const tensorParallel = job.tensorParallel ?? ''; // '' empties a layout another model set
  return { throughputUnit: 'tokens', precision, batchPerDevice: batch, globalBatch, sharding, recomputation, tensorParallel };
}

// Select id → its options, and what choosing one fills in (field id → value;
// '' empties a field), given the other choices (the peak is the
// accelerator's in the chosen precision, '' where it has none).
export const OPTIONS = {
  throughputUnit: { options: [{ id: 'samples' }, { id: 'tokens' }] },
  accelerator: {
    options: accelerators,
    fill: (p, c = {}) => ({
      deviceMemoryGB: p.memoryGB,
      memoryBandwidthGBps: p.memoryGbyteS,
      peakTflops: p.peakTflops[c.computePrecision] ?? '',
      ...p.platform,
    }),
  },
  intraLink: { options: intraNodeLinks, fill: (p) => ({ intraNodeBandwidthGBps: p.gbyteS }) },
  network: { options: networks, fill: (p) => ({ interNodeBandwidthGbps: p.gbitS ?? '', transport: p.transport }) },
  precision: { options: [{ id: '4' }, { id: '2' }] },
  computePrecision: { options: PRECISIONS },
  transport: { options: [{ id: 'rdma' }, { id: 'tcp' }] },
  optimizer: { options: optimizerStates },
  modelPreset: { options: models, fill: (p, c, known) => ({ parameters: p.parameters, ...flopsOf(p), ...jobOf(p, known) }) },
  sharding: { options: SHARDINGS },
  recomputation: { options: [{ id: 'none' }, { id: 'selective' }, { id: 'full' }] },
  batchScaling: { options: [{ id: 'weak' }, { id: 'strong' }] },
};

/** Whether `value` is an option of a select ('' is "custom" where a preset fills fields). */
export function isChoice(selectId, value) {
  const select = OPTIONS[selectId];
  return (value === '' && !!select.fill) || select.options.some((o) => o.id === value);
}

/**
 * What a preset sets beyond the fields it fills (fields.js): a device's
 * system, a model's job. Editing one keeps the preset chosen, and a setting
 * someone gave stays when the preset changes.
 */
export const SETS = {
  accelerator: ['intraLink', 'network', 'devicesPerNode'],
  modelPreset: ['throughputUnit', 'precision', 'batchPerDevice', 'globalBatch', 'sharding', 'recomputation', 'tensorParallel'],
};

/** Whether the preset chosen set `id` (a select or field of SETS): a model with a job, a device with a system. */
export function setByPreset(id, choices) {
  const preset = Object.keys(SETS).find((select) => SETS[select].includes(id));
  const chosen = preset && OPTIONS[preset].options.find((o) => o.id === choices[preset]);
  return !!(chosen && (preset === 'modelPreset' ? chosen.job : chosen.platform?.[id]));
}

/**
 * The field values a choice fills in, or {} for "custom"; `choices` are the
 * other selects' (select id → value), `numberOf(id)` a field's number, and
 * `given` the inputs someone gave. A precision fills in the chosen
 * accelerator's peak in it; a link or network a device sets fills in its
 * own fields too.
 */
export function presetFill(selectId, value, choices = {}, { numberOf, given = new Set() } = {}) {
  if (selectId === 'computePrecision') {
    const { peakTflops } = presetFill('accelerator', choices.accelerator, { ...choices, computePrecision: value });
    return peakTflops === undefined ? {} : { peakTflops };
  }
  const select = OPTIONS[selectId];
  const chosen = select?.fill && select.options.find((o) => o.id === value);
  const fills = {};
  for (const [id, v] of Object.entries(chosen ? select.fill(chosen, choices, { numberOf, given }) : {})) {
    if (SETS[selectId]?.includes(id) && given.has(id)) continue;
    fills[id] = v;
    if (OPTIONS[id]?.fill) Object.assign(fills, presetFill(id, v, choices));
  }
  return fills;
}

/** The bytes per parameter of an optimizer choice: [weights, gradients, optimizer state]. */
export const optimizerBreakdown = (id) => (optimizerStates.find((o) => o.id === id) ?? optimizerStates[0]).breakdown;

// The FLOPs' answers, once a peak is given: the MFU of the throughput, and
// the throughput per device an MFU gives, in the element's unit, unrounded:
// a "Use this throughput" puts it in the field as it is (null where it has
// none: tokens without a sequence length).
function flopsAnswers(calc, input, ask) {
  const flops = input.mfuPercent === undefined ? null : ask(() => calc.throughputFromFlops(input));
  const perSecond = input.throughputUnit === 'tokens' ? flops?.tokensPerSecond : flops?.samplesPerSecond;
  return {
    mfu: ask(() => calc.impliedMfu(input)),
    flopsThroughput: perSecond ?? null,
  };
}

/**
 * The panel's own questions, for the scenario (web/element/scenario.js)
 * once this code is in: the FLOPs' answers, the memory check, the smallest
 * sharding that fits and the fewest devices for the chosen one (or why
 * none), once the estimate can be asked (`estimating`). `api`: the parsed fields as the API's input; `input`: the
 * estimator's (with the choices); `has(id)`: whether a field holds a value;
 * `ask` puts issues at their fields, `attempt` keeps them. Here, not in the
 * scenario, so that they load with the panel.
 */
export function estimatorAnswers(calc, { estimating, api, input, choices, has, ask, attempt }) {
  if (!estimating) return { mfu: null, flopsThroughput: null, memory: null, fit: null, fewest: null };
  // The throughput at an MFU needs the model and the peak, not a valid throughput or estimate: it is what fixes them.
  const flops = has('peakTflops') ? flopsAnswers(calc, input, ask) : { mfu: null, flopsThroughput: null };
  const memoryInput = memoryInputOf(api, choices);
  return {
    ...flops,
    memory: ask(() => calc.memoryCheck(memoryInput)),
    fit: attempt(() => calc.smallestSharding(memoryInput)).answer,
    fewest: attempt(() => calc.devicesForMemory(memoryInput)),
  };
}

// The memory check's input: the fields, the optimizer's bytes per parameter, the sharding and the recomputation.
function memoryInputOf(api, choices) {
  const [weightBytes, gradientBytes, optimizerBytes] = optimizerBreakdown(choices.optimizer);
  return { ...api, weightBytes, gradientBytes, optimizerBytes, sharding: choices.sharding, recomputation: choices.recomputation };
}

/** The model on one device alone, as time and cost count it (no replica, nothing to shard over), or null. */
export function aloneCheck(calc, { estimating, api, choices, attempt }) {
  if (!estimating) return null;
  const oneDevice = {
    ...memoryInputOf(api, choices),
    devices: 1,
    sharding: 'none',
    tensorParallel: undefined,
    pipelineParallel: undefined,
  };
  return attempt(() => calc.memoryCheck(oneDevice)).answer ?? null;
}
