// scripts/mutants.sh runs on demand, so its list could go stale unseen when
// the code it mutates is rewritten; this keeps every mutation applicable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

test('every mutation of scripts/mutants.mjs still finds its text exactly once', () => {
  const run = spawnSync(process.execPath, ['scripts/mutants.mjs', '--check'], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stdout + run.stderr);
});
