// The layout advisor beside zhebrak/llm-cluster-simulator's auto-optimizer,
// for the language-model guide: the three jobs of bench/layouts.mjs, the
// layout each tool picks, and both picks weighed by this calculator's model
// (calc.bestLayouts with every part of the layout fixed). The peer's picks
// and its own figures are read from its repository at commit 1db1341e
// (2026-04-01, v1.1.2): optimizeTraining in src/core/simulation/optimizer.ts,
// run on the same jobs (H100 SXM nodes of 8, sequences of 8,192 tokens, BF16,
// FlashAttention, AdamW) at the global batch given. Every figure of ours is
// worked out here, at the site's build.
import { JOBS } from '../../bench/layouts.mjs';

// Its pick for each job, in our names, and what it says of it (MFU of the whole run, memory per GPU in GiB).
export const PEER = [
  {
    layout: { sharding: 'zero3', tensorParallel: 1, pipelineParallel: 1, batchPerDevice: 1, recomputation: 'selective' },
    mfu: 44.56,
    gib: 38.43,
  },
  {
    layout: { sharding: 'zero3', tensorParallel: 4, pipelineParallel: 1, batchPerDevice: 1, recomputation: 'selective' },
    mfu: 47.05,
    gib: 45.4,
  },
  {
    layout: { sharding: 'zero3', tensorParallel: 8, pipelineParallel: 1, batchPerDevice: 1, recomputation: 'selective' },
    mfu: 50.41,
    gib: 65.29,
  },
];

const NAMES = { none: 'DDP', zero1: 'ZeRO-1', zero2: 'ZeRO-2', zero3: 'ZeRO-3', hybrid: 'HSDP' };
const GiB = 2 ** 30;

/** A layout in words: sharding, tensor × pipeline, micro-batch × accumulation, recomputation. */
export const describe = (l) =>
  `${NAMES[l.sharding]}${l.shardGroupSize ? ` in groups of ${l.shardGroupSize}` : ''}, TP ${l.tensorParallel} × PP ${l.pipelineParallel}, ` +
  `micro-batch ${l.batchPerDevice} × ${l.gradientAccumulation}, ${l.recomputation}`;

/** Each job with our pick and the peer's, both weighed by our model: [job, ours, theirs] (theirs also carries the peer's own figures). */
export function comparison(calc, jobs = JOBS) {
  return jobs.map((job, i) => {
    const [ours] = calc.bestLayouts(job);
    const [theirs] = calc.bestLayouts({ ...job, ...PEER[i].layout });
    return { job, ours, theirs, peer: PEER[i] };
  });
}

const row = (name, l) =>
  `| ${name} | ${describe(l)} | ${l.efficiencyPercent.toFixed(1)} % ± ${l.uncertaintyPercent.toFixed(1)} | ` +
  `${Math.round(l.clusterThroughput).toLocaleString('en')} | ${(l.memoryPerDeviceBytes / GiB).toFixed(1)} GiB${l.fits ? '' : ', does not fit'} |`;

export function layoutsMarkdown(calc, jobs = JOBS) {
  const lines = [
    '| job and pick | layout | E (our model) | tokens/s, cluster (our model) | memory per GPU (our model) |',
    '|---|---|---:|---:|---:|',
  ];
  for (const { job, ours, theirs, peer } of comparison(calc, jobs)) {
    lines.push(row(`**${job.name}**: ours`, ours));
    lines.push(row(`the peer's (it says ${peer.mfu} % MFU, ${peer.gib} GiB)`, theirs));
  }
  return `${lines.join('\n')}\n`;
}
