// The Node.js that develops the project (package.json's devEngines, which npm
// enforces) runs every package npm installs: `npm ci` warns EBADENGINE when a
// dependency declares a newer Node than that (vega-lite 6.5 declared 22 while
// the README said 20), and the README names the oldest.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import semver from 'semver';

const read = (path) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
const ours = read('package.json').devEngines.runtime.version;

test('the README names the oldest Node.js that develops the project', () => {
  const oldest = semver.minVersion(ours);
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  assert.match(readme, new RegExp(`Node\\.js ${oldest.major}\\.${oldest.minor}\\b`), `README.md should name Node.js ${oldest}`);
});

test('every locked package accepts every Node.js the package accepts', () => {
  const narrower = Object.entries(read('package-lock.json').packages)
    .filter(([, p]) => typeof p.engines?.node === 'string' && !semver.subset(ours, p.engines.node))
    .map(([path, p]) => `${path} wants node ${p.engines.node}`);
  assert.deepEqual(narrower, [], `package.json says node ${ours}`);
});
