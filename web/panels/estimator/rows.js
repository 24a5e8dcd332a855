// The estimator's rows of an export (web/panels/host/export.js), once its
// estimate is in: every choice and field it reads, each with its source, and
// the estimate with its band, the global batch, memory per device and the
// throughput at the MFU.
import { roundEstimate } from '../../i18n/format.js';
import { shownBand, withBand } from '../shared/band.js';
import { globalBatchUnit } from '../shared/global-batch.js';
import { fieldRow, resultRow, sourceOf } from '../shared/rows.js';
import descriptor from './panel.js';
import { setByPreset } from './options.js';

/** The snapshot with the estimator's own answers. @typedef {import('../panel').Snapshot & import('./answers').EstimatorAnswers} Shown */
/** @typedef {import('../../api/index').Estimate} Estimate */

/** Its fields, in its descriptor's order. */
export const fieldIds = Object.keys(descriptor.fields);

// The estimate, the global batch (in tokens too, with a sequence length) and memory per device. The text copy says
// each as the panel and the results do: the estimate with its band ("94% ± 3"), the global batch with its unit
// line, memory against the device's ("38.4 GB / 80 GB", which says whether it fits).
/**
 * @param {Shown & { estimate: Estimate }} snapshot
 * @param {import('../panel').Context} ctx
 * @returns {import('../panel').Row[]}
 */
function estimateRows({ estimate: e, memory, flopsThroughput, values }, ctx) {
  const { text, unit } = ctx;
  const out = [
    resultRow('estimatedEfficiency', roundEstimate(e.efficiencyPercent), '%', text.estimatedEfficiency, withBand(ctx, e)),
    resultRow('estimateUncertainty', shownBand(e.uncertaintyPercent), 'pp', `${text.estimatedEfficiency} ±`, null), // as shown
    resultRow('globalBatch', e.globalBatch, 'samples', text.stepBatch, `${ctx.number(e.globalBatch)} ${globalBatchUnit(e, values, ctx)}`),
  ];
  if (values.tokensPerSample)
    out.push(resultRow('globalBatchTokens', e.globalBatch * values.tokensPerSample, 'tokens', text.stepBatch, null));
  if (memory) {
    const gb = (/** @type {number} */ bytes) => ctx.quantity(bytes / 1e9, 'gigabyte');
    out.push(
      resultRow(
        'memoryPerDevice',
        memory.requiredBytes / 1e9,
        'GB',
        text.memoryNeeded,
        `${gb(memory.requiredBytes)} / ${gb(memory.availableBytes)}`,
      ),
      resultRow('fits', memory.fits, '', text.memoryTitle, null),
    );
  }
  if (flopsThroughput !== null && flopsThroughput !== undefined)
    out.push(resultRow('throughputAtMfu', flopsThroughput, unit, text.flopsThroughput));
  return out;
}

/**
 * Its rows: the choices and fields it reads, and its answers; none without an estimate.
 * @param {Shown} snapshot
 * @param {import('../panel').Context} ctx
 * @returns {import('../panel').Rows}
 */
export function rows(snapshot, ctx) {
  if (!snapshot.result || !snapshot.estimate) return { inputs: [], results: [] };
  const setBy = (/** @type {string} */ id) => setByPreset(id, snapshot.choices);
  const choices = Object.keys(descriptor.selects ?? {}).map(
    (id) => /** @type {import('../panel').Row} */ ([id, snapshot.choices[id], '', ctx.label(id), sourceOf(id, snapshot, setBy)]),
  );
  const given = fieldIds.filter((id) => id in snapshot.values).map((id) => fieldRow(id, snapshot, ctx, undefined, setBy));
  return { inputs: [...choices, ...given], results: estimateRows(/** @type {Shown & { estimate: Estimate }} */ (snapshot), ctx) };
}
