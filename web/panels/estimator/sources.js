// The answers of this panel a field can follow after a "Use…" (a link's `f`
// names them), unrounded: as the field holds them (web/i18n/format.js,
// fieldValue), the values the results are worked out from. Each reads a
// snapshot: the estimate every panel shares, or this panel's own answers.
import { models } from './models.js';
import { fieldValue } from '../../i18n/format.js';
import { globalBatchFor, replicasOf } from './options.js';

/** @param {number | null | undefined} value */
const held = (value) => (typeof value === 'number' && Number.isFinite(value) ? fieldValue(value) : null);

/** @type {Record<string, (s: any) => number | null>} the snapshot is not typed yet (web/panels/panel.d.ts) */
export const sources = {
  estimate: (s) => held(s.estimate?.efficiencyPercent),
  flopsThroughput: (s) => held(s.panels.estimator?.flopsThroughput),
  // A model's global batch (a preset's job): about its tokens a step, whole micro-batches for every replica.
  job: ({ choices, values }) => {
    const model = models.find((m) => m.id === choices.modelPreset);
    const replicas = replicasOf(values.devices, values.tensorParallel, values.pipelineParallel);
    return model?.job && values.batchPerDevice && values.devices ? globalBatchFor(model, values.batchPerDevice, replicas) : null;
  },
};
