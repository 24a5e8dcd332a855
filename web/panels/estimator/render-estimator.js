// The estimator panel's answers: the estimated efficiency with its band, the
// times of a step, what the estimate assumed, and the model's limits, all
// from the snapshot (web/element/scenario.js).
import { DASH, roundEstimate } from '../../element/format.js';

const GB = 1e9;

// "84% ± 5", "84 % ± 5": the estimate and its uncertainty in whole percentage points.
const withBand = (ctx, e) =>
  `${ctx.percent(roundEstimate(e.efficiencyPercent) / 100)} ± ${ctx.number(e.uncertaintyPercent, { maximumFractionDigits: 0 })}`;

/** The estimate, what it rests on, and the model's limits (`defaults`: calc.estimatorDefaults). */
export function renderEstimator(view, { result, estimate, choices }, ctx, defaults) {
  const e = result && estimate;
  const seconds = (key) => (e ? ctx.duration(e[key]) : DASH);
  view.put('estimate', e ? withBand(ctx, e) : DASH);
  view.put('computeTime', seconds('computeSeconds'));
  // Sharded, a step exchanges more than one all-reduce: the answer says what it shows.
  const label = choices.sharding && choices.sharding !== 'none' ? 'communicationTime' : 'allReduceTime';
  view.changed('allReduceTime-label', label, () => {
    const dt = view.el('allReduceTime').previousElementSibling;
    dt.dataset.t = label; // a language switch rewrites it from here
    dt.textContent = ctx.label(label);
  });
  view.put('allReduceTime', seconds('communicationSeconds'));
  view.put('exposedTime', seconds('exposedSeconds'));
  view.el('useEstimate').hidden = !e;
  // The texts' placeholders: the numbers of the estimate (or the defaults) by
  // their names, and these quantities formatted with their units.
  const quantities = (o, latency) => ({
    latency,
    stepOverhead: ctx.quantity(o.stepOverheadMilliseconds, 'millisecond'),
    perGB: ctx.quantity(o.overheadMillisecondsPerGB, 'millisecond-per-gigabyte'),
  });
  // One collective stands for a sharded step whose layers are not given.
  const whole = e && e.collectivesPerStep === 1 && (choices.sharding === 'zero3' || choices.sharding === 'hybrid');
  view.text(
    'assumptions',
    e
      ? ctx.message('assumptions', {
          ...e,
          ...quantities(e, ctx.quantity(e.latencyMicroseconds, 'microsecond')),
          whole: whole ? 'yes' : 'no',
          collectives: e.collectivesPerStep,
          // As typed or as the datasheet gives it: 2,039 GB/s, not 2,040.
          memoryBandwidth: ctx.quantity(e.memoryBandwidthGBps, 'gigabyte-per-second', { maximumFractionDigits: 0 }),
          busBandwidth: ctx.quantity(e.busBandwidthBytesPerSecond / GB, 'gigabyte-per-second'),
        })
      : '',
  );
  const scale = (value) => ctx.number(value, { maximumSignificantDigits: 3 });
  view.text(
    'calibration-result',
    e?.calibrated ? ctx.message('calibrationResult', { local: scale(e.localLossScale), network: scale(e.networkLossScale) }) : '',
  );
  const latency = (name) => ctx.quantity(defaults[name], 'microsecond');
  view.text(
    'model-limits',
    ctx.message('modelLimits', {
      ...defaults,
      ...quantities(defaults),
      intraLatency: latency('intraLatencyMicroseconds'),
      rdmaLatency: latency('rdmaLatencyMicroseconds'),
      tcpLatency: latency('tcpLatencyMicroseconds'),
      bucketSize: ctx.quantity(defaults.bucketSizeMB, 'megabyte'),
      referenceMemory: ctx.quantity(defaults.referenceMemoryBandwidthGBps, 'gigabyte-per-second'),
    }),
  );
}
