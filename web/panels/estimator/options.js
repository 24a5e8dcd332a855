// The options of the estimator's <select>s (web/common/fields.js names the
// selects, where each starts and which fields a choice fills in) and what a
// choice fills them with. Loaded with the estimator's panel.
import { accelerators, intraNodeLinks, networks, optimizerStates } from './presets.js';
import { SHARDINGS } from '../shared/shardings.js';
import { models } from './models.js';

/** @typedef {import('../../api/index').Calculator} Calculator */
/** @typedef {import('../panel').Question} Question */
/** @typedef {import('../panel').Known} Known */
/** @typedef {import('../../api/index').EstimatorInput} EstimatorInput */
/** The question once the estimator's `prepare` has added its input. @typedef {Question & { input: EstimatorInput }} Prepared */
/** The estimator's input as the FLOPs' calls read it: the core checks their fields. @typedef {import('../../api/index').ThroughputFromFlopsInput & import('../../api/index').ImpliedMfuInput} FlopsInput */
/** @typedef {typeof models[number]} Model */
/** @typedef {typeof accelerators[number]} Accelerator */
/** A model's job (models.js). @typedef {{ precision: string, batch: number, tokensPerStep: number, sharding: string, recomputation?: string, tensorParallel?: number }} Job */
/** An option of a select: a preset's (presets.js, models.js) or a plain one. @typedef {{ id: string, name?: string, job?: object, platform?: Record<string, unknown>, breakdown?: number[] }} Preset */
/** What a choice fills in: field id → value ('' empties a field). @typedef {Record<string, string | number | null | undefined>} Fills */
/**
 * A select's options, and what choosing one fills in (a method: each select's `fill` reads its own presets).
 * @typedef {{ options: readonly Preset[], fill?(preset: Preset, choices?: Record<string, string>, known?: Known): Fills }} SelectOptions
 */

/** The core's sharding flavours (calc.operations.memoryCheck), in its order, by their names in PyTorch and DeepSpeed. */
export { SHARDINGS };

// The precisions a peak is given in (presets.js), as the compute-precision select offers them.
const PRECISIONS = [{ id: 'fp32' }, { id: 'tf32' }, { id: 'bf16' }, { id: 'fp8' }];
// The model's FLOPs as a preset gives them; '' empties what it leaves out.
/** @type {(p: Model) => Fills} */
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
 * @param {{ job?: Job, tokensPerSample?: number }} model one with a job
 * @param {number} micro
 * @param {number} replicas
 * @returns {number}
 */
export function globalBatchFor({ job, tokensPerSample }, micro, replicas) {
  const step = micro * Math.max(1, replicas);
  return step * Math.max(1, Math.round(/** @type {Job} */ (job).tokensPerStep / (step * /** @type {number} */ (tokensPerSample))));
}

/**
 * The replicas of `devices` under a replica of `tensor` × `pipeline` devices (empty: 1).
 * @type {(devices: number, tensor: number | undefined, pipeline: number | undefined) => number}
 */
export const replicasOf = (devices, tensor, pipeline) => devices / ((tensor || 1) * (pipeline || 1));

// A model's job (models.js), as fields and choices: micro-batches of its
// batch (or the one given), and a global batch of about its tokens a step on
// the devices.
/**
 * @param {{ job?: Job, tokensPerSample?: number }} model
 * @param {Known} [known]
 * @returns {Fills}
 */
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
/** @type {Record<string, SelectOptions>} */
export const OPTIONS = {
  throughputUnit: { options: [{ id: 'samples' }, { id: 'tokens' }] },
  accelerator: {
    options: accelerators,
    fill: (/** @type {Accelerator} */ p, c = {}) => ({
      deviceMemoryGB: p.memoryGB,
      memoryBandwidthGBps: p.memoryGbyteS,
      peakTflops: /** @type {Record<string, number | undefined>} */ (p.peakTflops)[c.computePrecision] ?? '',
      ...p.platform,
    }),
  },
  intraLink: { options: intraNodeLinks, fill: (/** @type {typeof intraNodeLinks[number]} */ p) => ({ intraNodeBandwidthGBps: p.gbyteS }) },
  network: {
    options: networks,
    fill: (/** @type {typeof networks[number]} */ p) => ({ interNodeBandwidthGbps: p.gbitS ?? '', transport: p.transport }),
  },
  precision: { options: [{ id: '4' }, { id: '2' }] },
  computePrecision: { options: PRECISIONS },
  transport: { options: [{ id: 'rdma' }, { id: 'tcp' }] },
  optimizer: { options: optimizerStates },
  modelPreset: {
    options: models,
    fill: (/** @type {Model} */ p, c, known) => ({ parameters: p.parameters, ...flopsOf(p), ...jobOf(p, known) }),
  },
  sharding: { options: SHARDINGS },
  recomputation: { options: [{ id: 'none' }, { id: 'selective' }, { id: 'full' }] },
  batchScaling: { options: [{ id: 'weak' }, { id: 'strong' }] },
};

/**
 * Whether `value` is an option of a select ('' is "custom" where a preset fills fields).
 * @param {string} selectId
 * @param {string} value
 */
export function isChoice(selectId, value) {
  const select = OPTIONS[selectId];
  return (value === '' && !!select.fill) || select.options.some((o) => o.id === value);
}

/**
 * What a preset sets beyond the fields it fills (fields.js): a device's
 * system, a model's job. Editing one keeps the preset chosen, and a setting
 * someone gave stays when the preset changes.
 * @type {Record<string, string[]>}
 */
export const SETS = {
  accelerator: ['intraLink', 'network', 'devicesPerNode'],
  modelPreset: ['throughputUnit', 'precision', 'batchPerDevice', 'globalBatch', 'sharding', 'recomputation', 'tensorParallel'],
};

/**
 * Whether the preset chosen set `id` (a select or field of SETS): a model with a job, a device with a system.
 * @param {string} id
 * @param {Record<string, string>} choices
 */
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
 * @param {string} selectId
 * @param {string} value
 * @param {Record<string, string>} [choices]
 * @param {Known} [known]
 * @returns {Fills}
 */
export function presetFill(selectId, value, choices = {}, { numberOf, given = new Set() } = {}) {
  if (selectId === 'computePrecision') {
    const { peakTflops } = presetFill('accelerator', choices.accelerator, { ...choices, computePrecision: value });
    return peakTflops === undefined ? {} : { peakTflops };
  }
  const select = OPTIONS[selectId];
  const chosen = select?.fill && select.options.find((o) => o.id === value);
  /** @type {Fills} */
  const fills = {};
  // `fill` is there when `chosen` is.
  const filled = chosen ? /** @type {NonNullable<SelectOptions['fill']>} */ (select.fill)(chosen, choices, { numberOf, given }) : {};
  for (const [id, v] of Object.entries(filled)) {
    if (SETS[selectId]?.includes(id) && given.has(id)) continue;
    fills[id] = v;
    if (OPTIONS[id]?.fill) Object.assign(fills, presetFill(id, /** @type {string} */ (v), choices));
  }
  return fills;
}

/**
 * The bytes per parameter of an optimizer choice: [weights, gradients, optimizer state].
 * @type {(id: string) => number[]}
 */
export const optimizerBreakdown = (id) => (optimizerStates.find((o) => o.id === id) ?? optimizerStates[0]).breakdown;

// The FLOPs' answers, once a peak is given: the MFU of the throughput, and
// the throughput per device an MFU gives, in the element's unit, unrounded:
// a "Use this throughput" puts it in the field as it is (null where it has
// none: tokens without a sequence length).
/**
 * @param {Calculator} calc
 * @param {EstimatorInput & { mfuPercent?: number }} input the estimator's, with the FLOPs' fields
 * @param {Question['ask']} ask
 */
function flopsAnswers(calc, input, ask) {
  const flops = input.mfuPercent === undefined ? null : ask(() => calc.throughputFromFlops(/** @type {FlopsInput} */ (input)));
  const perSecond = input.throughputUnit === 'tokens' ? flops?.tokensPerSecond : flops?.samplesPerSecond;
  return {
    mfu: ask(() => calc.impliedMfu(/** @type {FlopsInput} */ (input))),
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
 * @param {Calculator} calc
 * @param {Prepared} question
 * @returns {import('./answers').EstimatorInUse}
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
/**
 * @param {Record<string, number>} api
 * @param {Record<string, string>} choices
 * @returns {import('../../api/index').MemoryInput & { devices: number }} the fields as the core checks them
 */
function memoryInputOf(api, choices) {
  const [weightBytes, gradientBytes, optimizerBytes] = optimizerBreakdown(choices.optimizer);
  return /** @type {import('../../api/index').MemoryInput & { devices: number }} */ ({
    ...api,
    weightBytes,
    gradientBytes,
    optimizerBytes,
    sharding: choices.sharding,
    recomputation: choices.recomputation,
  });
}

/**
 * The model on one device alone, as time and cost count it (no replica, nothing to shard over), or null.
 * @param {Calculator} calc
 * @param {Question} question
 * @returns {import('../../api/index').MemoryCheck | null}
 */
export function aloneCheck(calc, { estimating, api, choices, attempt }) {
  if (!estimating) return null;
  /** @type {import('../../api/index').MemoryInput} */
  const oneDevice = {
    ...memoryInputOf(api, choices),
    devices: 1,
    sharding: 'none',
    tensorParallel: undefined,
    pipelineParallel: undefined,
  };
  return attempt(() => calc.memoryCheck(oneDevice)).answer ?? null;
}
