// The layout advisor (calc.bestLayouts) on three jobs, in Node on the shipped
// dist/index.js: Llama 3 8B on 64 H100s, 70B on 512 and 405B on 2,048, with
// one estimate of the same hardware as the reference in the same run (the
// advisor works out many: the reference estimates the layout it picks).
// Median of rounds that take the jobs in turn.
import { loadCalculator } from '../dist/index.js';

const ROUNDS = 21;
const H100 = {
  deviceMemoryGB: 80,
  bytesPerGradient: 2,
  devicesPerNode: 8,
  intraNodeBandwidthGBps: 450,
  interNodeBandwidthGbps: 3200,
  mfuPercent: 40,
  peakTflops: 989.5,
  memoryBandwidthGBps: 3350,
  tokensPerSample: 8192,
  vocabularySize: 128256,
};
// Meta's configs (Llama 3 8B and 70B, Llama 3.1 405B); 512 sequences a step, 2,048 for 405B (Llama 3's 16 M tokens).
export const JOBS = [
  { name: 'Llama 3 8B on 64', devices: 64, parameters: 8030261248, layers: 32, hiddenSize: 4096, attentionHeads: 32, globalBatch: 512 },
  { name: 'Llama 3 70B on 512', devices: 512, parameters: 70553706496, layers: 80, hiddenSize: 8192, attentionHeads: 64, globalBatch: 512 },
  {
    name: 'Llama 3.1 405B on 2,048',
    devices: 2048,
    parameters: 405853388800,
    layers: 126,
    hiddenSize: 16384,
    attentionHeads: 128,
    globalBatch: 2048,
  },
].map((job) => ({ ...H100, ...job }));

const median = (list) => [...list].sort((a, b) => a - b)[list.length >> 1];

export async function layoutsBench() {
  const calc = await loadCalculator();
  await calc.ready('panels');
  // The job as the element sends it once the advisor's first layout is used.
  const chosen = JOBS.map((job) => {
    const [best] = calc.bestLayouts(job);
    const {
      efficiencyPercent,
      uncertaintyPercent,
      memoryPerDeviceBytes,
      fits,
      clusterThroughput,
      lowerThroughput,
      upperThroughput,
      gradientAccumulation,
      ...layout
    } = best;
    return { ...job, ...layout, throughputUnit: 'tokens' };
  });
  const estimate = (i) => calc.estimateEfficiency(chosen[i]);
  const times = JOBS.map(() => ({ advisor: [], estimate: [] }));
  JOBS.forEach((job, i) => estimate(i)); // warm up
  for (let r = 0; r < ROUNDS; r++) {
    JOBS.forEach((job, i) => {
      let start = performance.now();
      calc.bestLayouts(job);
      times[i].advisor.push(performance.now() - start);
      start = performance.now();
      estimate(i);
      times[i].estimate.push(performance.now() - start);
    });
  }
  return JOBS.map((job, i) => {
    const [best] = calc.bestLayouts(job);
    return { name: job.name, advisor: median(times[i].advisor), estimate: median(times[i].estimate), best };
  });
}

if (process.argv.includes('--json')) console.log(JSON.stringify(await layoutsBench()));
