// @ts-nocheck -- not yet typed: issue 49 types web/ file by file
// Memory per device in the estimator panel: the parts under the chosen
// sharding as a stacked bar (for the eye; hidden from assistive technology)
// and as a table (for everyone), the answers of the core, and what the
// sharding trades, with the caveat of a mixture-of-experts preset. Bar and
// table are drawn in place (view.draw): their texts are text nodes.
import { DASH } from '../../element/format.js';
import { SHARDINGS } from './options.js';
import { models } from './models.js';

// The parts: outputs <part>Bytes of calc.memoryCheck, messages <part>.
const PARTS = ['weights', 'gradients', 'optimizer', 'activations', 'logits', 'buffers', 'workspace'];

// A rect a part, on a scale that holds both the need and the device memory,
// which is outlined: what does not fit sticks out of it. A node of view.draw().
function barSvg(parts, need, have) {
  const scale = 100 / Math.max(need, have);
  let x = 0;
  const rects = parts.map(([part, bytes]) => {
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
function activationsNote(m, ctx, gb, choices) {
  if (!m) return '';
  const logits = m.logitsBytes === undefined ? ` ${ctx.message('logitsMissing')}` : m.lastStage ? ` ${ctx.message('lastStageNote')}` : '';
  if (!m.activationsEstimated) return (m.activationsBytes === undefined ? ctx.message('activationsMissing') : '') + logits;
  return (
    ctx.message('activationsNote', {
      perSample: gb(m.activationsPerSampleBytes),
      batch: ctx.number(Math.round(m.activationsBytes / m.activationsPerSampleBytes)),
      recompute: choices.recomputation,
    }) + logits
  );
}

/** The memory part of the estimator panel. */
export function renderMemory(view, { memory: m, fit, fewest, choices }, ctx) {
  const gb = (bytes) => ctx.quantity(bytes / 1e9, 'gigabyte');
  const parts = PARTS.map((part) => [part, m?.[`${part}Bytes`]]).filter(
    ([part, bytes]) => bytes !== undefined && (bytes > 0 || part === 'activations'),
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
  view.draw('memory-bar', parts.length ? [barSvg(parts, m.requiredBytes, m.availableBytes)] : []);
  // Row by row and cell by cell: a keystroke writes only the texts that changed.
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
