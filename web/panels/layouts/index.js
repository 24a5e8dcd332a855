// Best layouts for this job: the core's layout advisor (calc.bestLayouts) on
// the job "Estimate the efficiency" describes, as a table of the layouts that
// fit, best first, each with a button that uses it.
import { withBand } from '../shared/band.js';
import { resultRow } from '../shared/rows.js';
import { shardingName } from '../shared/shardings.js';
import { fieldValue } from '../../i18n/format.js';

/** @typedef {import('../panel').Panel<import('./answers').LayoutsAnswers>} Panel */
/** @typedef {import('../panel').Snapshot} Snapshot */
/** @typedef {import('../../types/view.js').Drawing} Drawing */
/** @typedef {import('../../api/index').Layout} Layout */
/** @typedef {import('../panel').Context} Context */
/** @typedef {{ choices: Record<string, string>, values: Record<string, number> }} Choices the selects' values and the fields' numbers */

export const markup = `
  <p class="note" data-t="layoutsIntro"></p>
  <p class="note" id="layouts-note"></p>
  <div class="scroll"><table class="parts" id="layouts-table"></table></div>`;

/**
 * The advisor's job: the estimator's input, with the bytes a parameter's state takes (the estimator's `prepare`
 * gives both) and the compute of a device at its MFU.
 * @param {{ input: import('../../api/index').EstimatorInput & { recomputation?: unknown }, stateBytes: number[] }} question
 */
function layoutInput({ input, stateBytes }) {
  const [weightBytes, gradientBytes, optimizerBytes] = stateBytes;
  // The throughput typed was measured in some layout: the advisor starts from a device's compute alone, the MFU's.
  // The layout shown is what it weighs against the others, not a constraint: its parts stay free.
  const { throughputPerDevice, sharding, tensorParallel, pipelineParallel, batchPerDevice, recomputation, ...job } = input;
  return { ...job, weightBytes, gradientBytes, optimizerBytes };
}

/**
 * Its answer (web/element/scenario.js), while it is open: the layouts, or what the advisor lacks.
 * @type {NonNullable<Panel['answers']>}
 */
export function answers(calc, asked) {
  if (!asked.open?.layouts || !asked.estimating || !calc.bestLayouts) return { layouts: null };
  // Estimating: the estimator's input is there.
  const job = layoutInput(/** @type {Parameters<typeof layoutInput>[0]} */ (asked));
  // A job without an input the advisor requires (the model's layers, say) is said as such without asking the core:
  // its issues would be built, worded and dropped on every keystroke.
  const lacking = calc.operations.bestLayouts.inputs.filter(
    (i) => !i.optional && /** @type {Record<string, unknown>} */ (job)[i.name] === undefined,
  );
  if (lacking.length) return { layouts: { issues: lacking.map((i) => ({ field: i.name, code: 'missing_input' })) } };
  const { answer, issues } = asked.attempt(() => calc.bestLayouts(/** @type {import('../../api/index').LayoutInput} */ (job)));
  return { layouts: answer ? { list: answer } : { issues } };
}

// The advisor counts tokens; the element's unit may be sequences.
const perUnit = (/** @type {Choices} */ { choices, values }) => (choices.throughputUnit === 'tokens' ? 1 : values.tokensPerSample);

// A layout's row: what it is, and what the estimate gives it.
/**
 * @param {Layout} layout
 * @param {Choices} s
 * @param {Context} ctx
 */
function cells(layout, s, ctx) {
  const group = layout.shardGroupSize ? ` · ${ctx.number(layout.shardGroupSize)}` : '';
  return [
    shardingName(layout.sharding) + group,
    `${ctx.number(layout.tensorParallel)} × ${ctx.number(layout.pipelineParallel)}`,
    `${ctx.number(layout.batchPerDevice)} × ${ctx.number(layout.gradientAccumulation)}`,
    ctx.text[`recompute-${layout.recomputation}`],
    ctx.quantity(layout.memoryPerDeviceBytes / 1e9, 'gigabyte'),
    withBand(ctx, layout),
    `${ctx.number(layout.clusterThroughput / perUnit(s))} ${ctx.unit}`,
  ];
}

const HEADERS = ['layoutSharding', 'layoutReplica', 'layoutBatch', 'layoutRecompute', 'layoutMemory', 'layoutEfficiency'];

/** @type {Panel['render']} */
export function render(view, s, ctx, { layouts }) {
  const { result } = s;
  const list = result && layouts?.list;
  const noneFits = list?.length && !list[0].fits;
  view.text('layouts-note', !list ? (layouts ? ctx.text.layoutsNeed : '') : noneFits ? ctx.text.layoutsNoneFit : '');
  const names = [...HEADERS, 'layoutThroughput'].map((key) => ctx.text[key]);
  /** @type {Drawing} */
  const head = ['tr', {}, names.map((name) => ['th', { scope: 'col' }, [name]])];
  /** @type {Drawing[]} */
  const body = (list ?? []).map((layout, i) => [
    'tr',
    {},
    // The button sits under the cluster's throughput, not in a column of its own: eight columns do not fit.
    cells(layout, s, ctx).map((text, column) => [
      'td',
      { 'data-label': names[column] },
      column < names.length - 1
        ? [text]
        : [
            ['span', {}, [text]],
            ['button', { type: 'button', id: `useLayout${i}` }, [ctx.text.useLayout]],
          ],
    ]),
  ]);
  view.draw('layouts-table', list ? [head, ...body] : []);
}

/**
 * Its rows of an export: the best layout, when there is one.
 * @type {NonNullable<Panel['rows']>}
 */
export function rows(s, ctx, { layouts }) {
  const best = s.result && layouts?.list?.[0];
  if (!best) return { inputs: [], results: [] };
  const [sharding, replica, batch, recompute] = cells(best, s, ctx);
  const text = `${sharding}; ${replica}; ${batch}; ${recompute}`;
  return {
    inputs: [],
    results: [
      resultRow('bestLayout', text, '', ctx.text.layouts),
      resultRow('bestLayoutThroughput', best.clusterThroughput / perUnit(s), ctx.unit, ctx.text.layoutThroughput),
    ],
  };
}

/**
 * The use of layout `index`: its settings, as an author would set them, with the throughput a device reaches in
 * it (in the element's unit), so that the estimate, the results and the table agree.
 * @param {Choices} s
 * @param {import('./answers').LayoutsAnswers['layouts']} layouts
 * @param {number} index
 */
export function layoutSettings({ choices, values }, layouts, index) {
  const layout = layouts?.list?.[index];
  if (!layout) return null;
  return {
    throughputPerDevice: fieldValue(layout.throughputPerDevice / perUnit({ choices, values })),
    sharding: layout.sharding,
    shardGroupSize: layout.shardGroupSize ?? null,
    tensorParallel: layout.tensorParallel > 1 ? layout.tensorParallel : null,
    pipelineParallel: layout.pipelineParallel > 1 ? layout.pipelineParallel : null,
    batchPerDevice: layout.batchPerDevice,
    recomputation: layout.recomputation,
    layout,
  };
}

// A layout of the table, used: its settings, as an author would set them, and said.
/**
 * @param {number} index
 * @param {Snapshot} s
 * @param {Context} ctx
 * @param {import('../panel').ActionHost} host
 * @param {import('./answers').LayoutsAnswers} own
 */
function useLayout(index, s, ctx, host, { layouts }) {
  const settings = layoutSettings(s, layouts, index);
  if (!settings) return;
  const { layout, ...fields } = settings;
  const shown = host.change(fields);
  const said = ctx.message('layoutApplied', {
    sharding: shardingName(layout.sharding),
    tensor: ctx.number(layout.tensorParallel),
    pipeline: ctx.number(layout.pipelineParallel),
    micro: layout.batchPerDevice,
    recompute: ctx.text[`recompute-${layout.recomputation}`],
  });
  shown.then(() => host.say(said));
}

/**
 * Its buttons: "Use" on each row.
 * @type {NonNullable<Panel['action']>}
 */
export function action(id) {
  const row = /^useLayout(\d+)$/.exec(id);
  return row && ((s, ctx, host, own) => useLayout(Number(row[1]), s, ctx, host, own));
}
