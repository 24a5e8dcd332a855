// What makes `npm start` build again (scripts/start.mjs): any change to a file
// the site is built from, tracked or new, and nothing in the tests. A digest
// that missed a change would serve a stale site as if it were current.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inputsDigest } from '../../scripts/start.mjs';

test('the digest changes with every input of the site, and with nothing in the tests or ignored', (t) => {
  const root = mkdtempSync(join(tmpdir(), 'dpsc-start-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const write = (file, text) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  execFileSync('git', ['init', '--quiet'], { cwd: root });
  write('.gitignore', 'dist/\n');
  write('docs/index.md', '# One');
  write('tests/a.test.mjs', 'one');
  execFileSync('git', ['add', '.'], { cwd: root });
  const first = inputsDigest(root);
  assert.match(first, /^[0-9a-f]{64}$/);

  write('tests/a.test.mjs', 'two');
  write('dist/site/index.html', 'built');
  assert.equal(inputsDigest(root), first, 'a test or a build output changed');
  write('docs/index.md', '# Two');
  const edited = inputsDigest(root);
  assert.notEqual(edited, first, 'a tracked page changed');
  write('docs/new.md', '# New');
  assert.notEqual(inputsDigest(root), edited, 'a new page, not yet added');
});

test('outside a git checkout there is no digest, so every start builds', (t) => {
  const root = mkdtempSync(join(tmpdir(), 'dpsc-start-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  assert.equal(inputsDigest(root), null);
});
