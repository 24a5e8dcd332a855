// Memory per device in the estimator panel: the parts under the chosen
// sharding as a stacked bar (for the eye; hidden from assistive technology)
// and as a table (for everyone), the answers of the core, and what the
// sharding trades, with the caveat of a mixture-of-experts preset. Bar and
// table are drawn in place (view.draw): their texts are text nodes.
import { DASH } from '../../i18n/format.js';
import { SHARDINGS } from './options.js';
import { models } from './models.js';

/** @typedef {import('../panel').View} View */
/** @typedef {import('../panel').Context} Context */
/** @typedef {import('../../types/view').Drawing} Drawing */
/** @typedef {import('../../api/index').MemoryCheck} MemoryCheck */
/** @typedef {'weightsBytes' | 'gradientsBytes' | 'optimizerBytes' | 'activationsBytes' | 'logitsBytes' | 'buffersBytes' | 'workspaceBytes'} PartBytes */

// The parts: outputs <part>Bytes of calc.memoryCheck, messages <part>.
const PARTS = ['weights', 'gradients', 'optimizer', 'activations', 'logits', 'buffers', 'workspace'];

// A rect a part, on a scale that holds both the need and the device memory,
// which is outlined: what does not fit sticks out of it. A node of view.draw().
/**
 * @param {[string, number][]} parts
 * @param {number} need
 * @param {number} have
 * @returns {Drawing}
 */
function barSvg(parts, need, have) {
  const scale = 100 / Math.max(need, have);
  let x = 0;
  const rects = parts.map(([part, bytes]) => {
    /** @type {Drawing} */
    const rect = ['rect', { class: part, x, width: bytes * scale, height: 9 }];
    x += bytes * scale;
    return rect;
  });
  return [
    'svg',
    { viewBox: '0 0 100 9', preserveAspectRatio: 'none', 'aria-hidden': 'true' },
    [...rects, ['rect', { class: 'cap', width: have * scale, height: 9, 'vector-effect': 'non-scaling-stroke' }]],
  ];
}

// Where the activations come from, or that they are not counted, and the same of the logits: "fits" says what it
// includes.
/**
 * @param {MemoryCheck | null | undefined} m
 * @param {Context} ctx
 * @param {(bytes: number) => string} gb
 * @param {Record<string, string>} choices
 */
function activationsNote(m, ctx, gb, choices) {
  if (!m) return '';
  const logits = m.logitsBytes === undefined ? ` ${ctx.message('logitsMissing')}` : m.lastStage ? ` ${ctx.message('lastStageNote')}` : '';
  if (!m.activationsEstimated) return (m.activationsBytes === undefined ? ctx.message('activationsMissing') : '') + logits;
  // Estimated, the activations come with one sample's.
  const { activationsBytes, activationsPerSampleBytes } = /** @type {Required<MemoryCheck>} */ (m);
  return (
    ctx.message('activationsNote', {
      perSample: gb(activationsPerSampleBytes),
      batch: ctx.number(Math.round(activationsBytes / activationsPerSampleBytes)),
      recompute: choices.recomputation,
    }) + logits
  );
}

/**
 * The memory part of the estimator panel.
 * @param {View} view
 * @param {import('../panel').Snapshot & import('./answers').EstimatorAnswers} snapshot with its own answers
 * @param {Context} ctx
 */
export function renderMemory(view, { memory: m, fit, fewest, choices }, ctx) {
  const gb = (/** @type {number} */ bytes) => ctx.quantity(bytes / 1e9, 'gigabyte');
  // Those the check gives.
  const parts = /** @type {[string, number][]} */ (
    PARTS.map((part) => /** @type {[string, number | undefined]} */ ([part, m?.[/** @type {PartBytes} */ (`${part}Bytes`)]])).filter(
      ([part, bytes]) => bytes !== undefined && (bytes > 0 || part === 'activations'),
    )
  );
  const devices = fewest?.answer;
  const why = fewest?.issues?.[0]; // unreachable, or an input the answer lacks
  const moe = models.find((p) => p.id === choices.modelPreset)?.moe;
  view.put('memoryNeeded', m ? `${gb(m.requiredBytes)} / ${gb(m.availableBytes)}` : DASH);
  view.put(
    'smallestSharding',
    fit ? (SHARDINGS.find((s) => s.id === fit.sharding)?.name ?? ctx.text.nothingFits) : DASH,
    fit?.sharding && gb(fit.requiredBytes),
  );
  view.put('devicesForSharding', devices ? ctx.number(devices.devices) : DASH, devices ? gb(devices.requiredBytes) : why && ctx.error(why));
  // The check is there when its parts are.
  view.draw(
    'memory-bar',
    parts.length ? [barSvg(parts, /** @type {MemoryCheck} */ (m).requiredBytes, /** @type {MemoryCheck} */ (m).availableBytes)] : [],
  );
  // Row by row and cell by cell: a keystroke writes only the texts that changed.
  /** @type {(part: [string, number]) => Drawing} */
  const row = ([part, bytes]) => [
    'tr',
    {},
    [
      ['th', { scope: 'row' }, [['span', { class: `key ${part}` }], ctx.text[part]]],
      ['td', {}, [gb(bytes)]],
    ],
  ];
  view.draw('memory-parts', [['tbody', {}, parts.map(row)]]);
  view.text('activations-note', activationsNote(m, ctx, gb, choices));
  view.text('memory-warning', m && !m.fits ? ctx.message('memoryWarning', { need: gb(m.requiredBytes), have: gb(m.availableBytes) }) : '');
  view.text(
    'sharding-note',
    `${ctx.message('shardingTrade', { sharding: choices.sharding || 'none' })}${moe ? ` ${ctx.message('moeCaveat')}` : ''}`,
  );
}
