// Training FLOPs and MFU through the API (throughputFromFlops, impliedMfu),
// against the shipped dist/index.js. The arithmetic itself is proven in
// tests/core/flops_test.cpp and tests/fuzz/flops_fuzz.cpp; these check that
// the operations reach JS whole: every input, every output, every issue.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadCalculator } from '../../dist/index.js';
import { issuesOf } from './support.mjs';

let calc;
before(async () => {
  calc = await loadCalculator();
});

// Llama 3 8B on one H100 SXM (989 dense BF16 TFLOP/s) at 40 % MFU.
const llama = { parameters: 8.03e9, layers: 32, hiddenSize: 4096, tokensPerSample: 4096 };
const h100 = { peakTflops: 989 };

test("Llama 3 8B at 40 % of an H100: FLOPs by PaLM's count, and the tokens per second they allow", () => {
  const out = calc.throughputFromFlops({ ...llama, ...h100, mfuPercent: 40 });
  // 6 × 8.03e9 + 12 × 32 × 4096 × 4096 = 48 180 000 000 + 6 442 450 944
  assert.equal(out.flopsPerToken, 54_622_450_944);
  assert.equal(out.flopsPerSample, 54_622_450_944 * 4096);
  // 989e12 × 0.4 FLOP/s ÷ FLOPs per sample, and 4096 tokens a sample
  assert.equal(out.samplesPerSecond, (989e12 * 40) / 100 / (54_622_450_944 * 4096));
  assert.equal(out.tokensPerSecond, out.samplesPerSecond * 4096);
  assert.equal(Math.round(out.tokensPerSecond), 7242);
});

test('without a sequence length a sample is one token, and no per-token figures are given', () => {
  const out = calc.throughputFromFlops({ parameters: 8.03e9, ...h100, mfuPercent: 40 });
  assert.equal(out.flopsPerSample, 6 * 8.03e9);
  assert.equal('flopsPerToken' in out, false);
  assert.equal('tokensPerSecond' in out, false);
});

test('a model that is no transformer gives its FLOPs per sample', () => {
  const out = calc.throughputFromFlops({ flopsPerSample: 1.2e10, peakTflops: 312, mfuPercent: 50 });
  assert.deepEqual(out, { flopsPerSample: 1.2e10, samplesPerSecond: 13000 });
});

test('the MFU a throughput implies is the same in tokens and in samples, and inverts throughputFromFlops', () => {
  const tokens = calc.impliedMfu({ ...llama, ...h100, throughputPerDevice: 1000, throughputUnit: 'tokens' });
  const samples = calc.impliedMfu({ ...llama, ...h100, throughputPerDevice: 1000 / 4096 });
  assert.ok(Math.abs(tokens.mfuPercent - samples.mfuPercent) <= 1e-12 * tokens.mfuPercent, `${tokens.mfuPercent} ${samples.mfuPercent}`);
  assert.ok(Math.abs(tokens.mfuPercent - 5.522998073205258) < 1e-12);
  assert.equal(tokens.flopsPerSecond, 1000 * 54_622_450_944);
  const back = calc.throughputFromFlops({ ...llama, ...h100, mfuPercent: tokens.mfuPercent });
  assert.ok(Math.abs(back.tokensPerSecond - 1000) < 1e-9);
});

test('a throughput above what the peak allows is refused on the throughput, with the largest one allowed', () => {
  // 3000 sequences of 4096 tokens a second would need about 670 PFLOP/s.
  const [issue] = issuesOf(() => calc.impliedMfu({ ...llama, ...h100, throughputPerDevice: 3000 }));
  assert.equal(issue.field, 'throughputPerDevice');
  assert.equal(issue.code, 'above_peak');
  assert.equal(issue.limit, 989e12 / (54_622_450_944 * 4096));
});

test('the model given twice, half given, or not at all: each says where', () => {
  const codes = (fn) => issuesOf(fn, ({ field, code }) => [field, code]);
  const run = { peakTflops: 312, mfuPercent: 50 };
  assert.deepEqual(
    codes(() => calc.throughputFromFlops({ ...run, parameters: 1e9, layers: 12, hiddenSize: 768, flopsPerSample: 1e10 })),
    [['flopsPerSample', 'flops_or_architecture']],
  );
  // The parameters beside the FLOPs of a sample (as a preset gives both, for memory) count no FLOPs.
  assert.equal(calc.throughputFromFlops({ ...run, parameters: 1e9, flopsPerSample: 1e10 }).flopsPerSample, 1e10);
  assert.deepEqual(
    codes(() => calc.throughputFromFlops({ ...run, parameters: 1e9, layers: 12 })),
    [['hiddenSize', 'missing_input']],
  );
  assert.deepEqual(
    codes(() => calc.throughputFromFlops(run)),
    [['parameters', 'missing_input']],
  );
  assert.deepEqual(
    codes(() => calc.impliedMfu({ parameters: 1e9, peakTflops: 312, throughputPerDevice: 10, throughputUnit: 'tokens' })),
    [['tokensPerSample', 'missing_input']],
  );
  assert.deepEqual(
    codes(() => calc.throughputFromFlops({ ...run, parameters: 1e9, mfuPercent: 101 })),
    [['mfuPercent', 'above_maximum']],
  );
});
