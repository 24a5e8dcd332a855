// The estimator panel's answers: the estimated efficiency with its band, the
// times of a step, what the estimate assumed, and the model's limits, all
// from the snapshot (web/element/scenario.js).
import { DASH, roundEstimate } from '../../i18n/format.js';
import descriptor from './panel.js';
import { withBand } from '../shared/band.js';

/** @typedef {import('../panel').View} View */
/** @typedef {import('../panel').Context} Context */
/** @typedef {import('../panel').Snapshot} Snapshot */
/** @typedef {import('../../api/index').Estimate} Estimate */
/** @typedef {import('../../api/index').EstimatorInput} EstimatorInput */
/** A message's placeholders by name. @typedef {Record<string, number | string>} Values */
/** A default latency's name. @typedef {'intraLatencyMicroseconds' | 'rdmaLatencyMicroseconds' | 'tcpLatencyMicroseconds'} LatencyName */

const GB = 1e9;
// Calibration factors beyond 1/FAR–FAR: the model then misses, or invents, two thirds or more of what is lost.
const FAR = 3;

// An answer's label by what it shows now; a language switch rewrites it from data-t.
/**
 * @param {View} view
 * @param {Context} ctx
 * @param {string} id
 * @param {string} label
 */
function relabel(view, ctx, id, label) {
  view.changed(`${id}-label`, label, () => {
    const dt = /** @type {HTMLElement} */ (/** @type {HTMLElement} */ (view.el(id)).previousElementSibling);
    dt.dataset.t = label;
    dt.textContent = ctx.label(label);
  });
}

// What the calibration did: its factors (and a word when they are far from 1), or that a new model or device
// cleared the measurement.
/**
 * @param {Snapshot} snapshot
 * @param {Context} ctx
 */
function calibrationNote({ result, estimate: e, calibrationCleared, values }, ctx) {
  if (!result || !e?.calibrated) return calibrationCleared ? ctx.message('calibrationCleared') : '';
  const scale = (/** @type {number} */ value) => ctx.number(value, { maximumSignificantDigits: 3 });
  const factors = { local: scale(e.localLossScale), network: scale(e.networkLossScale) };
  // Which scales the points could fit: a part none of them loses beyond the baseline stays as the model gives it.
  const fits = e.localLossFitted ? (e.networkLossFitted ? 'both' : 'local') : e.networkLossFitted ? 'network' : 'none';
  const anchor = e.baselineEfficiencyPercent === undefined ? '' : ctx.percent(roundEstimate(e.baselineEfficiencyPercent) / 100);
  const baseline = values.calibrationBaselineDevices ?? 1;
  const said = ctx.message('calibrationResult', { ...factors, fits, anchor, baseline }) + inBaselineFrame(e, values, ctx);
  const fitted = [e.localLossFitted && e.localLossScale, e.networkLossFitted && e.networkLossScale];
  const far = fitted.some((k) => k !== false && (k > FAR || (k > 0 && k < 1 / FAR)));
  return far ? `${said} ${ctx.message('calibrationFar', { range: `${ctx.number(1 / FAR)}–${ctx.number(FAR)}` })}` : said;
}

// A measurement against B devices asks how d compares with B: E(d) / E(B) and the speedup over them, beside E
// against one device.
/**
 * @param {Estimate} e
 * @param {Record<string, number>} values
 * @param {Context} ctx
 */
function inBaselineFrame(e, { calibrationBaselineDevices: baseline, devices }, ctx) {
  if (!(baseline > 1) || e.baselineEfficiencyPercent === undefined) return '';
  const ratio = e.efficiencyPercent / e.baselineEfficiencyPercent;
  return ` ${ctx.message('relativeToBaseline', {
    baseline,
    devices,
    ratio: ctx.percent(ratio),
    speedup: ctx.number((devices * ratio) / baseline, { maximumSignificantDigits: 3 }),
  })}`;
}

// Replicas and the global batch: what E is relative to, and which scaling the estimate assumes.
/**
 * @param {Snapshot & { estimate: Estimate }} snapshot
 * @param {Context} ctx
 */
function replicasNote({ estimate: e, values, choices }, ctx) {
  const tensor = values.tensorParallel ?? 1;
  const pipeline = values.pipelineParallel ?? 1;
  const strong = choices.batchScaling === 'strong';
  if (tensor * pipeline === 1 && !strong) return '';
  const replicas =
    tensor * pipeline > 1
      ? ctx.message('replicasNote', {
          replicas: e.replicas,
          size: tensor * pipeline,
          tensor: ctx.number(tensor),
          pipeline: ctx.number(pipeline),
        })
      : '';
  const scaling = ctx.message('scalingNote', { scaling: choices.batchScaling, batch: e.globalBatch });
  return [replicas, scaling].filter(Boolean).join(' ');
}

// What the global batch gives each replica at this count, worked out by the core: the field never changes meaning
// with the scaling, and a replica's micro-batches are said, not typed.
/**
 * @param {Snapshot} snapshot
 * @param {Context} ctx
 */
function globalBatchNote({ estimate: e, values }, ctx) {
  if (!e) return '';
  const tokens = values.tokensPerSample && e.globalBatch * values.tokensPerSample;
  return ctx.message('globalBatchNote', {
    replicas: e.replicas,
    micro: e.microBatchesPerReplica,
    batch: values.batchPerDevice,
    hasTokens: tokens ? 'yes' : 'no',
    tokenCount: tokens || 0,
  });
}

// An input beyond the published runs the estimator was checked on: the one farthest out, the edge it passed in
// its field's unit, and how many more.
/**
 * @param {Estimate} e
 * @param {Context} ctx
 */
function outsideNote(e, ctx) {
  if (!e.outsideInputs) return '';
  // By its API name, its field's id; the core names one, with its edge, when an input lies outside.
  // The devices, or one of its own fields.
  const { unit, scale = 1 } = descriptor.fields[/** @type {string} */ (e.outsideInput)] ?? {};
  const value = /** @type {number} */ (e.outsideEdge) / scale;
  // 529,600,000,000 parameters read better as 530 billion.
  const edge = unit
    ? ctx.quantity(value, unit)
    : ctx.number(value, value >= 1e6 ? { notation: 'compact', compactDisplay: 'long', maximumSignificantDigits: 3 } : {});
  return ctx.message('outsideData', {
    input: /** @type {string} */ (e.outsideInput),
    direction: e.outsideAbove ? 'above' : 'below',
    edge,
    others: e.outsideInputs - 1,
  });
}

// What no published run used (an accelerator family, a network crossed), said beside the band and in "Used:".
/**
 * @param {{ estimate: Estimate, input: EstimatorInput }} estimated
 * @param {Context} ctx
 */
function unseenNote({ estimate: e, input }, ctx) {
  // A family no run used is one given.
  const said = [
    e.unseenAccelerator && ctx.message('unseenAccelerator', { family: /** @type {string} */ (input.acceleratorFamily) }),
    e.unseenNetwork && ctx.message('unseenNetwork', { family: /** @type {string} */ (input.networkFamily) }),
  ].filter(Boolean);
  return said.length ? `${said.join(' ')} ${ctx.message('unseenAdvice')}` : '';
}

// The texts' placeholders: the numbers of the estimate (or the defaults) by
// their names, and these quantities formatted with their units.
/**
 * @param {Context} ctx
 * @param {Pick<Estimate, 'stepOverheadMilliseconds' | 'overheadMillisecondsPerGB' | 'stragglerPercent'>} o
 * @param {string} [latency]
 */
const quantities = (ctx, o, latency) => ({
  latency,
  stepOverhead: ctx.quantity(o.stepOverheadMilliseconds, 'millisecond'),
  perGB: ctx.quantity(o.overheadMillisecondsPerGB, 'millisecond-per-gigabyte'),
  straggler: ctx.percent(o.stragglerPercent / 100),
});

/**
 * "How the estimate works": the defaults the model uses, and where it is known to be wrong and was checked.
 * @param {View} view
 * @param {Context} ctx
 * @param {import('../../api/index').Calculator['estimatorDefaults']} defaults
 */
function renderModel(view, ctx, defaults) {
  const latency = (/** @type {LatencyName} */ name) => ctx.quantity(defaults[name], 'microsecond');
  view.text(
    'model-limits',
    // Without a latency of the estimate's: the message names the three defaults'.
    ctx.message(
      'modelLimits',
      /** @type {Values} */ ({
        ...defaults,
        ...quantities(ctx, defaults),
        intraLatency: latency('intraLatencyMicroseconds'),
        rdmaLatency: latency('rdmaLatencyMicroseconds'),
        tcpLatency: latency('tcpLatencyMicroseconds'),
        bucketSize: ctx.quantity(defaults.bucketSizeMB, 'megabyte'),
        referenceMemory: ctx.quantity(defaults.referenceMemoryBandwidthGBps, 'gigabyte-per-second'),
      }),
    ),
  );
  // Where the model was checked, from the core's table of the published runs' ranges.
  view.text('model-wrong', ctx.message('modelWrong', { checkedDevices: defaults.checkedDevices }));
}

/**
 * The estimate, what it rests on, and the model's limits (`defaults`: calc.estimatorDefaults). The snapshot has the
 * estimator's input with its estimate.
 * @param {View} view
 * @param {Snapshot} snapshot
 * @param {Context} ctx
 * @param {import('../../api/index').Calculator['estimatorDefaults']} defaults
 */
export function renderEstimator(view, snapshot, ctx, defaults) {
  const { result, estimate, choices } = snapshot;
  const e = result && estimate;
  const seconds = (/** @type {'computeSeconds' | 'communicationSeconds' | 'bubbleSeconds'} */ key) => (e ? ctx.duration(e[key]) : DASH);
  const unseen = e ? unseenNote({ estimate: e, input: /** @type {EstimatorInput} */ (snapshot.estimatorInput) }, ctx) : '';
  view.put('estimate', e ? withBand(ctx, e) : DASH, unseen);
  view.put('computeTime', seconds('computeSeconds'));
  // Sharded, a step exchanges more than one all-reduce: the answer says what it shows.
  relabel(view, ctx, 'allReduceTime', choices.sharding && choices.sharding !== 'none' ? 'communicationTime' : 'allReduceTime');
  view.put('allReduceTime', seconds('communicationSeconds'));
  // Calibrated, the lost time is scaled as a whole and may exceed the
  // communication: it is called what it is.
  relabel(view, ctx, 'exposedTime', e?.calibrated ? 'lostTime' : 'exposedTime');
  view.put('exposedTime', e ? ctx.duration(e.calibrated ? e.exposedSeconds + e.overheadSeconds : e.exposedSeconds) : DASH);
  // With pipeline stages, what the bubble adds as replicas are added.
  /** @type {HTMLElement} */ (/** @type {HTMLElement} */ (view.el('bubbleTime')).parentElement).hidden = !(
    (snapshot.values.pipelineParallel ?? 1) > 1
  );
  view.put('bubbleTime', seconds('bubbleSeconds'));
  view.text('replicas-note', e ? replicasNote(/** @type {Snapshot & { estimate: Estimate }} */ (snapshot), ctx) : '');
  view.text('globalBatch-note', e ? globalBatchNote(snapshot, ctx) : '');
  view.text('accumulation-note', ctx.message('accumulationCost', { sharding: choices.sharding || 'none' }));
  /** @type {HTMLElement} */ (view.el('useEstimate')).hidden = !e;
  // One collective stands for a sharded step whose layers are not given (HSDP: one in each group and one across).
  const whole = e && e.collectivesPerStep === 1 && (choices.sharding === 'zero3' || choices.sharding === 'hybrid');
  view.text(
    'assumptions',
    e
      ? `${ctx.message(
          'assumptions',
          // The estimate's numbers by their names: its flags and the rest the message never reads.
          /** @type {Values} */ (
            /** @type {unknown} */ ({
              ...e,
              ...quantities(ctx, e, ctx.quantity(e.intraLatencyMicroseconds, 'microsecond')),
              networkLatency: ctx.quantity(e.latencyMicroseconds, 'microsecond'),
              across: e.crossesNodes ? 'yes' : 'no',
              bucketed: e.bucketedOverhead ? 'yes' : 'no',
              whole: whole ? choices.sharding : 'no',
              collectives: e.collectivesPerStep,
              fp8: /** @type {EstimatorInput} */ (snapshot.estimatorInput).computePrecision === 'fp8' && e.replicas > 1 ? 'yes' : 'no',
              // As typed or as the datasheet gives it: 2,039 GB/s, not 2,040.
              memoryBandwidth: ctx.quantity(e.memoryBandwidthGBps, 'gigabyte-per-second', { maximumFractionDigits: 0 }),
              busBandwidth: ctx.quantity(e.busBandwidthBytesPerSecond / GB, 'gigabyte-per-second'),
            })
          ),
        )} ${outsideNote(e, ctx)} ${unseen}`.trim()
      : '',
  );
  view.text('calibration-result', calibrationNote(snapshot, ctx));
  renderModel(view, ctx, defaults);
}
