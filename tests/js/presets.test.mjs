// The accelerator presets' peak TFLOP/s (web/panels/estimator/presets.js): every
// figure is the vendor's dense one for one device, as printed or as half the
// printed "with sparsity" figure, with its source on the lines above the
// entry, and the precisions a device lacks are left out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { accelerators } from '../../web/panels/estimator/presets.js';

const byId = Object.fromEntries(accelerators.map((a) => [a.id, a]));
const PRECISIONS = ['fp32', 'tf32', 'bf16', 'fp8'];

// The dense figures, from the datasheets (see the comments in presets.js).
const DENSE = {
  'v100-16': { fp32: 15.7, bf16: 125 },
  'v100-32': { fp32: 15.7, bf16: 125 },
  'a10-24': { fp32: 31.2, tf32: 62.5, bf16: 125 },
  'l4-24': { fp32: 30.3, tf32: 60, bf16: 121, fp8: 242.5 },
  'a100-40': { fp32: 19.5, tf32: 156, bf16: 312 },
  'a100-80': { fp32: 19.5, tf32: 156, bf16: 312 },
  'h100-80': { fp32: 67, tf32: 494.5, bf16: 989.5, fp8: 1979 },
  'h200-141': { fp32: 67, tf32: 494.5, bf16: 989.5, fp8: 1979 },
  'b200-192': { fp32: 75, tf32: 1100, bf16: 2250, fp8: 4500 },
  'gb200-nvl72': { fp32: 80, tf32: 1250, bf16: 2500, fp8: 5000 },
  'mi250x-gcd-64': { fp32: 47.9, bf16: 191.5 },
  'mi300x-192': { fp32: 163.4, tf32: 653.7, bf16: 1307.4, fp8: 2614.9 },
  'gaudi2-96': { bf16: 432, fp8: 865 },
  'tpu-v5e-16': { bf16: 197 },
  'tpu-v5p-95': { bf16: 459, fp8: 459 },
  'trainium1-32': { fp32: 47.5, tf32: 190, bf16: 190, fp8: 190 },
  'trainium2-96': { fp32: 181, tf32: 667, bf16: 667, fp8: 1299 },
};

// The figures the datasheets print "with sparsity" (2:4 structured sparsity),
// in TFLOP/s: the dense figure is half of each, and never the figure itself.
const SPARSE = {
  'a10-24': { tf32: 125, bf16: 250 },
  'l4-24': { tf32: 120, bf16: 242, fp8: 485 },
  'a100-40': { tf32: 312, bf16: 624 },
  'a100-80': { tf32: 312, bf16: 624 },
  'h100-80': { tf32: 989, bf16: 1979, fp8: 3958 },
  'h200-141': { tf32: 989, bf16: 1979, fp8: 3958 },
  'b200-192': { tf32: 2200, bf16: 4500, fp8: 9000 },
  'gb200-nvl72': { tf32: 2500, bf16: 5000, fp8: 10000 },
  'mi300x-192': { tf32: 1307.4, bf16: 2614.9, fp8: 5229.8 },
};

/** The comment lines right above an entry (above its `{` when Prettier wrapped it). */
function commentAbove(id) {
  const lines = readFileSync(new URL('../../web/panels/estimator/presets.js', import.meta.url), 'utf8').split('\n');
  let at = lines.findIndex((line) => line.includes(`id: '${id}'`));
  assert.ok(at > 0, `${id} is in presets.js`);
  if (lines[at - 1].trim() === '{') at -= 1;
  const comment = [];
  for (let i = at - 1; i >= 0 && /^\s*\/\/ /.test(lines[i]); i--) comment.unshift(lines[i].trim().slice(3));
  return comment.join(' ');
}

test('every accelerator has peakTflops with bf16, only the four precisions, each a positive finite number', () => {
  for (const a of accelerators) {
    assert.equal(typeof a.peakTflops, 'object', a.id);
    assert.ok('bf16' in a.peakTflops, `${a.id} has bf16`);
    for (const [key, value] of Object.entries(a.peakTflops)) {
      assert.ok(PRECISIONS.includes(key), `${a.id}: ${key} is one of ${PRECISIONS}`);
      assert.ok(typeof value === 'number' && Number.isFinite(value) && value > 0, `${a.id}.${key} = ${value}`);
    }
  }
});

test('the dense figures as the datasheets give them', () => {
  assert.deepEqual(
    Object.keys(DENSE),
    accelerators.map((a) => a.id),
    'a figure for every preset, in order',
  );
  for (const a of accelerators) assert.deepEqual(a.peakTflops, DENSE[a.id], a.id);
});

test('lower precisions are never slower: fp32 ≤ tf32 ≤ bf16 ≤ fp8 where present', () => {
  for (const a of accelerators) {
    const present = PRECISIONS.filter((p) => p in a.peakTflops).map((p) => [p, a.peakTflops[p]]);
    for (let i = 1; i < present.length; i++) {
      const [[lower, slower], [higher, faster]] = [present[i - 1], present[i]];
      assert.ok(slower <= faster, `${a.id}: ${lower} ${slower} ≤ ${higher} ${faster}`);
    }
  }
});

test('precisions a device lacks are left out: TF32 from Ampere on (and MI300X, Trainium), FP8 where there is one', () => {
  const withKey = (key) => accelerators.filter((a) => key in a.peakTflops).map((a) => a.id);
  const tf32 = ['a10-24', 'l4-24', 'a100-40', 'a100-80', 'h100-80', 'h200-141', 'b200-192', 'gb200-nvl72', 'mi300x-192'];
  assert.deepEqual(withKey('tf32'), [...tf32, 'trainium1-32', 'trainium2-96']);
  const fp8 = ['l4-24', 'h100-80', 'h200-141', 'b200-192', 'gb200-nvl72', 'mi300x-192', 'gaudi2-96', 'tpu-v5p-95'];
  assert.deepEqual(withKey('fp8'), [...fp8, 'trainium1-32', 'trainium2-96']);
  // No citable FP32 peak for these: left out rather than guessed.
  assert.deepEqual(
    accelerators.filter((a) => !('fp32' in a.peakTflops)).map((a) => a.id),
    ['gaudi2-96', 'tpu-v5e-16', 'tpu-v5p-95'],
  );
});

test('dense, not sparse: each figure is half the datasheet figure with sparsity, never that figure', () => {
  for (const [id, sparse] of Object.entries(SPARSE)) {
    for (const [key, withSparsity] of Object.entries(sparse)) {
      const dense = byId[id].peakTflops[key];
      assert.notEqual(dense, withSparsity, `${id}.${key} is the sparse figure`);
      // The datasheets round: within 0.1 % of half.
      assert.ok(Math.abs(dense - withSparsity / 2) <= withSparsity / 2 / 1000, `${id}.${key} ${dense} is half of ${withSparsity}`);
    }
  }
});

test("each accelerator's comment above names its source document and what was taken", () => {
  for (const a of accelerators) {
    const comment = commentAbove(a.id);
    assert.match(comment, /\b(datasheet|white paper|documentation)\b/, `${a.id} names a datasheet (or white paper, documentation)`);
    // Each figure is written in the comment, as the source prints it or as its halved sparse figure.
    for (const value of Object.values(a.peakTflops)) {
      const printed = [String(value), value.toLocaleString('en-US')];
      assert.ok(
        printed.some((s) => comment.includes(s)),
        `${a.id}: ${value} appears in its comment`,
      );
    }
  }
  // Sparse-only datasheets: the comment says the figure was halved.
  for (const id of ['l4-24', 'h100-80', 'h200-141', 'b200-192', 'gb200-nvl72'])
    assert.match(commentAbove(id), /→/, `${id} shows the halving`);
  // The form factor the figures are for.
  for (const id of ['v100-16', 'v100-32']) assert.match(commentAbove(id), /SXM2/);
  for (const id of ['a100-40', 'a100-80', 'h100-80', 'h200-141']) assert.match(commentAbove(id), /SXM/);
  assert.match(commentAbove('b200-192'), /HGX B200/);
  for (const id of ['a10-24', 'l4-24']) assert.match(commentAbove(id), /PCIe/);
  for (const id of ['v100-16', 'v100-32']) assert.match(commentAbove(id), /FP16/, 'V100 bf16 is its FP16 tensor figure, and says so');
  assert.match(commentAbove('mi250x-gcd-64'), /matrix/, 'MI250X says which FP32 figure it took');
});

// UX trial, #7: the MI300X kept "NVLink 3 (A100)" and "InfiniBand HDR". Every accelerator that comes in a system sets
// its link, its network and the devices of its node, each an option with its source above it; a PCIe card sets its
// slot alone.
test('each accelerator brings its platform: its own link, a network and its node, all options that exist', async () => {
  const { intraNodeLinks, networks } = await import('../../web/panels/estimator/presets.js');
  const links = new Set(intraNodeLinks.map((l) => l.id));
  const nets = new Set(networks.map((n) => n.id));
  const pcie = ['a10-24', 'l4-24'];
  for (const a of accelerators) {
    assert.ok(links.has(a.platform?.intraLink), `${a.id}: a link of its own`);
    if (pcie.includes(a.id)) {
      assert.deepEqual(Object.keys(a.platform), ['intraLink'], `${a.id}: a card leaves the server's network as it is`);
      continue;
    }
    assert.ok(nets.has(a.platform.network), `${a.id}: a network`);
    assert.ok(Number.isInteger(a.platform.devicesPerNode) && a.platform.devicesPerNode >= 4, `${a.id}: devices a node`);
  }
  const platform = (id) => byId[id].platform;
  assert.deepEqual(platform('mi300x-192'), { intraLink: 'xgmi-mi300x', network: 'ib-ndr-8', devicesPerNode: 8 });
  assert.equal(platform('gb200-nvl72').devicesPerNode, 72, 'one NVLink domain of 72');
  // AMD's links are not NVIDIA's, and each link and network names its source on the lines above it.
  assert.notEqual(platform('mi250x-gcd-64').intraLink, platform('a100-80').intraLink);
  const source = readFileSync(new URL('../../web/panels/estimator/presets.js', import.meta.url), 'utf8');
  for (const { id } of [...intraNodeLinks, ...networks].filter((o) => o.id !== 'none')) {
    const lines = source.split('\n');
    let at = lines.findIndex((line) => line.includes(`id: '${id}'`));
    // Entries of one source share its comment, the first ones the list's.
    while (at > 0 && /^\s*\{ id: |^export const \w+ = \[$/.test(lines[at - 1])) at--;
    assert.match(lines[at - 1], /^\s*\/\//, `${id}: a comment with its source above it`);
  }
});
