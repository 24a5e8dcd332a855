// @ts-nocheck -- not yet typed: issue 49 types web/ file by file
// The element's buttons: share a link, copy or download the results, and
// use an answer of a panel as the efficiency or the throughput. `host` has
// the element's view, change(values) (its inputs, as an author sets them;
// resolves once shown), tie(field, source, value), which links a field to
// an answer, address() for its link, and the panels' code (their rows).
import { resultRows, toCsv, toJson, plainText, download, copy } from './export.js';
import { models } from '../estimator/models.js';
import { fieldValue } from '../../element/format.js';
import { globalBatchFor, replicasOf, SHARDINGS } from '../estimator/options.js';
import { layoutSettings } from '../layouts/index.js';

const say = (host, key) => host.view.text('status', key);

// The answers a field can follow after a "Use…", unrounded: as the field
// holds them (web/element/format.js, fieldValue), the values the results are
// worked out from.
const held = (value) => (Number.isFinite(value) ? fieldValue(value) : null);
export const SOURCES = {
  estimate: (s) => held(s.estimate?.efficiencyPercent),
  flopsThroughput: (s) => held(s.flopsThroughput),
  // A model's global batch (a preset's job): about its tokens a step, whole micro-batches for every replica.
  job: ({ choices, values }) => {
    const model = models.find((m) => m.id === choices.modelPreset);
    const replicas = replicasOf(values.devices, values.tensorParallel, values.pipelineParallel);
    return model?.job && values.batch && values.devices ? globalBatchFor(model, values.batch, replicas) : null;
  },
};

// Sets a field as if the author had, links it to its source, moves the focus
// to it where it is (no scroll: the reader stays with the answer) and says so.
function use(host, id, source, s, ctx) {
  const value = SOURCES[source](s);
  const shown = host.change({ [id]: value });
  host.tie(id, source, value);
  host.view.el(id).focus({ preventScroll: true });
  // After the update this starts, which clears the status line.
  shown.then(() => say(host, ctx.message('usedValue', { field: ctx.label(id), value: ctx.number(value) })));
}

const ACTIONS = {
  copyLink: async (s, ctx, host) => say(host, ctx.text[(await copy(host.address())) ? 'linkCopied' : 'copyFailed']),
  copyText: async (s, ctx, host) => say(host, ctx.text[(await copy(plainText(s, ctx, host.panels))) ? 'copied' : 'copyFailed']),
  downloadCsv: (s, ctx, host) => download('dp-scaling.csv', 'text/csv', toCsv(resultRows(s, ctx, host.panels))),
  downloadJson: (s, ctx, host) => download('dp-scaling.json', 'application/json', toJson(s, ctx, host.panels)),
  useImplied: (s, ctx, host) => {
    host.change({ efficiency: s.implied.efficiencyPercent });
    host.view.el('efficiency').focus({ preventScroll: true });
  },
  useEstimate: (s, ctx, host) => use(host, 'efficiency', 'estimate', s, ctx),
  useEstimateInResults: (s, ctx, host) => use(host, 'efficiency', 'estimate', s, ctx),
  useFlopsThroughput: (s, ctx, host) => use(host, 'throughput', 'flopsThroughput', s, ctx),
};

// A layout of the advisor's table, used: its settings, as an author would set them, and said.
function useLayout(index, s, ctx, host) {
  const settings = layoutSettings(s, index);
  if (!settings) return;
  const { layout, ...fields } = settings;
  const shown = host.change(fields);
  const sharding = SHARDINGS.find((o) => o.id === layout.sharding).name;
  const said = ctx.message('layoutApplied', {
    sharding,
    tensor: ctx.number(layout.tensorParallel),
    pipeline: ctx.number(layout.pipelineParallel),
    micro: layout.batchPerDevice,
    recompute: ctx.text[`recompute-${layout.recomputation}`],
  });
  shown.then(() => say(host, said));
}

export function runAction(id, snapshot, ctx, host) {
  const layout = /^useLayout(\d+)$/.exec(id);
  return layout ? useLayout(Number(layout[1]), snapshot, ctx, host) : ACTIONS[id]?.(snapshot, ctx, host);
}
