// `npm start` as a newcomer meets it: on a fresh clone whose npm packages are
// installed, it prints its URL and the site answers; started again with nothing
// changed, it serves what it built without building; it never stays silent for
// long. The times are printed, against the README's promise (90 s, then 10 s);
// they are not asserted, since a shared machine can be slower.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { repo, work } from './support.mjs';

const clone = join(work, 'fresh-start');
// A line of progress at least every 10 s (scripts/start.mjs), with room for a loaded machine's timers.
const LONGEST_SILENCE_S = 15;

/** Runs `npm start` (as node scripts/start.mjs) until it prints its URL: the URL, the time, what it said. */
function start() {
  const began = Date.now();
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: clone,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let heard = began;
  let silence = 0;
  return new Promise((done, fail) => {
    const hear = (chunk) => {
      silence = Math.max(silence, Date.now() - heard);
      heard = Date.now();
      output += chunk;
      const url = output.match(/Serving dist\/site\/ at (http:\/\/localhost:\d+\/)/)?.[1];
      if (url) done({ url, seconds: (Date.now() - began) / 1000, silence: silence / 1000, output, stop: () => process.kill(-child.pid) });
    };
    child.stdout.on('data', hear);
    child.stderr.on('data', hear);
    child.on('close', (code) => fail(new Error(`npm start ended (${code}) before printing its URL:\n${output}`)));
  });
}

let first, second;
before(async () => {
  rmSync(clone, { recursive: true, force: true });
  execFileSync('git', ['clone', '--quiet', repo, clone]);
  // The packages as `npm ci` leaves them, linked rather than downloaded again; the lock file older than
  // them, as after `npm ci`.
  execFileSync('cp', ['-al', join(repo, 'node_modules'), join(clone, 'node_modules')]);
  execFileSync('touch', ['-d', '2000-01-01', join(clone, 'package-lock.json')]);
  first = await start();
  first.stop();
  second = await start();
  console.log(
    `npm start on a fresh clone: ${first.seconds.toFixed(0)} s to its URL (README: 90 s); again, nothing changed: ${second.seconds.toFixed(1)} s (README: 10 s)`,
  );
});
after(() => {
  second?.stop();
  rmSync(clone, { recursive: true, force: true });
});

test('on a fresh clone, npm start builds the site, prints its URL, and the calculator is there', async () => {
  assert.match(first.output, /building the documentation site/);
  const home = await fetch(second.url);
  assert.equal(home.status, 200);
  assert.match(await home.text(), /<dp-scaling-calculator\b/);
});

test('started again with nothing changed, it serves what it built without building', () => {
  assert.match(second.output, /nothing changed since the last start/);
  assert.doesNotMatch(second.output, /building the/);
});

test(`no stretch of the start is silent for more than ${LONGEST_SILENCE_S} s`, () => {
  assert.ok(first.silence <= LONGEST_SILENCE_S, `the longest silence was ${first.silence.toFixed(1)} s:\n${first.output}`);
});
