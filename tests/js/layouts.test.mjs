// The layout advisor through the shipped API, on the three jobs of bench/layouts.mjs, and the table the
// language-model guide shows (scripts/docs/layouts.mjs): its pick against the peer's, both in this model.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadCalculator } from '../../dist/index.js';
import { comparison, layoutsMarkdown, describe, PEER } from '../../scripts/docs/layouts.mjs';
import { JOBS } from '../../bench/layouts.mjs';

let calc;
before(async () => {
  calc = await loadCalculator();
});

test("the advisor's pick reaches at least what the peer's pick reaches in the same model, whenever that one fits", () => {
  for (const { job, ours, theirs } of comparison(calc)) {
    assert.equal(ours.fits, true, job.name);
    if (theirs.fits)
      assert.ok(ours.clusterThroughput >= theirs.clusterThroughput, `${job.name}: ${describe(ours)} against ${describe(theirs)}`);
  }
});

test('every part given is kept, and all five weigh that one layout', () => {
  for (const [i, job] of JOBS.entries()) {
    const [weighed] = calc.bestLayouts({ ...job, ...PEER[i].layout });
    for (const [key, value] of Object.entries(PEER[i].layout)) assert.equal(weighed[key], value, `${job.name} ${key}`);
    assert.equal(
      weighed.batchPerDevice * weighed.gradientAccumulation * (job.devices / (weighed.tensorParallel * weighed.pipelineParallel)),
      job.globalBatch,
    );
  }
  assert.throws(
    () => calc.bestLayouts({ ...JOBS[1], tensorParallel: 3 }),
    (error) => error.issues[0].field === 'devices' && error.issues[0].code === 'whole_replicas' && error.issues[0].limit === 3,
  );
});

test("the guide's table is the advisor's answer, a row per pick", () => {
  const table = layoutsMarkdown(calc);
  for (const { job, ours, theirs } of comparison(calc)) {
    assert.ok(table.includes(`**${job.name}**: ours | ${describe(ours)} | ${ours.efficiencyPercent.toFixed(1)} %`), job.name);
    assert.ok(table.includes(`| ${describe(theirs)} | ${theirs.efficiencyPercent.toFixed(1)} %`), job.name);
  }
});
