// The efficiency model in plain JS, for exploration: the ring α–β model the
// core started from, before its constants were fitted (BEFORE_FIT: the
// README's "before" column), plus the terms this study adds. Every added term
// is off in BEFORE_FIT; the fitted model is the C++ core's
// (src/core/estimator_model.cpp).

export const BEFORE_FIT = Object.freeze({
  etaIntra: 0.8, // achievable fraction of NVLink/PCIe
  etaRdma: 0.9, // of InfiniBand/RoCE
  etaTcp: 0.5, // of Ethernet through TCP sockets
  overlap: 0.5, // largest fraction of the all-reduce hidden behind compute
  alphaIntra: 5e-6, // latency per ring step, seconds
  alphaRdma: 10e-6,
  alphaTcp: 50e-6,
  window: Infinity, // hidden time is also at most window × compute time
  tau: 0, // fixed cost per optimizer step once there is more than one device, seconds
  perGB: 0, // cost per GB of gradients that no overlap hides (bucket copies, scaling), seconds
  sigma: 0, // per-step jitter as a fraction of the compute time (straggler term)
  tree: false, // across nodes: latency of a tree (log2 nodes steps) instead of a flat ring
  // Overhead forms compared for modern hardware after the first fit, off in BEFORE_FIT:
  linkPasses: 0, // k: cost of k one-way passes of the gradients over one device's intra-node link, k·G/B_intra
  perAllReduce: 0, // β: a cost proportional to the all-reduce itself (contention with the backward pass), β·t_comm
  linkRef: 0, // when > 0: c_G · min(1, linkRef / B_intra) — the per-GB cost falls on links faster than linkRef GB/s
});

// What a step communicates, as a multiple of one all-reduce (ZeRO, SC 2020,
// section 7): stages 1 and 2 move 2Ψ like an all-reduce, stage 3 3Ψ.
const VOLUME = { none: 1, zero1: 1, zero2: 1, zero3: 1.5 };

const GIGA = 1e9;

const perGB = (row, p) => (p.linkRef > 0 ? p.perGB * Math.min(1, p.linkRef / row.intra_node_gbyte_s) : p.perGB);

/** Compute time per optimizer step, seconds. */
export const computeSeconds = (row) => (row.grad_accumulation * row.batch_per_device) / row.throughput_1_device;

/**
 * The time one optimizer step loses to data parallelism at `devices`, split
 * into the parts a calibration can scale: exposed communication, the fixed
 * per-step cost, and the straggler delay.
 */
export function lostSeconds(row, devices, p) {
  if (devices <= 1) return { comm: 0, fixed: 0, straggle: 0, allReduce: 0 };
  const tc = computeSeconds(row);
  const perNode = row.devices_per_node;
  const nodes = Math.ceil(devices / perNode);
  const across = nodes > 1;
  const tcp = row.transport === 'TCP';
  const intra = row.intra_node_gbyte_s * GIGA * p.etaIntra;
  const network = ((row.inter_node_gbit_s * GIGA) / 8) * (tcp ? p.etaTcp : p.etaRdma);
  const bus = across ? Math.min(intra, network) : intra;
  const gradientBytes = row.parameters * row.bytes_per_gradient;
  const bandwidthTime = ((2 * (devices - 1)) / devices) * (gradientBytes / bus);
  const alphaNet = tcp ? p.alphaTcp : p.alphaRdma;
  let latency;
  if (!across) latency = 2 * (devices - 1) * p.alphaIntra;
  else if (p.tree) latency = 2 * (perNode - 1) * p.alphaIntra + 2 * Math.ceil(Math.log2(nodes)) * alphaNet;
  else latency = 2 * (devices - 1) * alphaNet;
  const allReduce = (bandwidthTime + latency) * VOLUME[row.sharding ?? 'none'];
  const hidden = Math.min(p.overlap * allReduce, p.window * tc);
  const link = row.intra_node_gbyte_s * GIGA;
  return {
    comm: allReduce - hidden,
    fixed: p.tau + (perGB(row, p) * gradientBytes) / GIGA + (p.linkPasses * gradientBytes) / link + p.perAllReduce * allReduce,
    straggle: p.sigma * tc * Math.sqrt(2 * Math.log(devices)),
    allReduce,
  };
}

/**
 * Scales of the unexplained parts, fitted by calibration (1 = the model as is):
 * `local` scales what a single node already loses (its communication and the
 * fixed and per-GB costs), `net` what crossing nodes adds on top.
 */
export const NO_CALIBRATION = Object.freeze({ local: 1, net: 1 });

/** Lost time split into the part one node already has and the part the network adds. */
export function lostParts(row, devices, p) {
  const lost = lostSeconds(row, devices, p);
  const rest = lost.fixed + lost.straggle;
  if (devices <= row.devices_per_node) return { local: lost.comm + rest, net: 0 };
  const inNode = lostSeconds(row, row.devices_per_node, p).comm;
  return { local: inNode + rest, net: Math.max(0, lost.comm - inNode) };
}

/** Efficiency at `devices` relative to one device (a fraction). */
export function efficiency(row, devices, p, cal = NO_CALIBRATION) {
  if (devices <= 1) return 1;
  const tc = computeSeconds(row);
  const parts = lostParts(row, devices, p);
  return tc / (tc + cal.local * parts.local + cal.net * parts.net);
}

/** What the row measured: efficiency relative to its base (1 or 8 devices). */
export function predicted(row, p, cal = NO_CALIBRATION, devices = row.devices) {
  const e = efficiency(row, devices, p, cal);
  return row.base_devices > 1 ? e / efficiency(row, row.base_devices, p, cal) : e;
}
