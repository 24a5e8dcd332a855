// Every JS file the package ships, minified by each minifier of the hosts
// this suite builds (and lowered to ES2020 by Next.js's SWC), at the version each host uses
// (tests/integration/minifiers/package.json): the output must still parse,
// and the minified API must still compute the README's example. A minifier
// that rewrites a string into invalid syntax (Next.js's SWC turned "\x00"
// before a digit into the octal escape "\00") fails here, naming the file,
// rather than at an app's production build.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { freshCopy, repo, run, work } from './support.mjs';
import { readManifest } from '../../scripts/sizes.mjs';

// Every JS file of every build, by its path in dist/ (the build's own list).
const dist = join(repo, 'dist');
const shipped = readManifest()
  .filter((r) => r.file.endsWith('.js'))
  .map((r) => r.file.replace(/^dist\//, ''));

// Each minifier as its host runs it: module code, compressed and mangled.
const MINIFIERS = {
  // webpack 5's TerserPlugin (Docusaurus)
  terser: async (need, code) => (await need('terser').minify(code, { module: true, compress: true, mangle: true })).code,
  // Vite 6 (Astro 5)
  esbuild: async (need, code) => (await need('esbuild').transform(code, { format: 'esm', minify: true })).code,
  // Vite 8's Rolldown, which minifies with Oxc
  rolldown: async (need, code, file) => {
    const { code: out, errors } = await (await import(pathToFileURL(need.resolve('rolldown/utils')))).minify(file, code, {});
    assert.deepEqual(errors, [], `rolldown's errors on ${file}`);
    return out;
  },
  // Parcel 2
  swc: async (need, code) => (await need('@swc/core').minify(code, { module: true, compress: true, mangle: true })).code,
  // Next.js 15's own SWC, which its webpack and Turbopack builds minify with
  'next-swc': async (need, code) => {
    const swc = need('next/dist/build/swc/index.js');
    await swc.loadBindings();
    return (await swc.minify(code, { module: true, compress: true, mangle: true })).code;
  },
  // …and which lowers a package's code for older browsers first, as Turbopack does: a static block becomes a
  // private member `#_`, which SWC refused beside a member a minifier had named `#_` ("duplicate private name").
  'next-swc to ES2020': async (need, code) => {
    const swc = need('next/dist/build/swc/index.js');
    await swc.loadBindings();
    const lowered = await swc.transform(code, { jsc: { target: 'es2020', parser: { syntax: 'ecmascript' } }, isModule: true });
    return lowered.code;
  },
};

let need;
before(() => {
  const dir = freshCopy('minifiers', 'minifiers');
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  need = createRequire(join(dir, 'package.json'));
});

for (const [name, minify] of Object.entries(MINIFIERS)) {
  describe(name, () => {
    const out = join(work, 'minified', name);
    before(async () => {
      // Laid out as in dist/, chunks and all, in a folder whose package.json makes every .js a module.
      mkdirSync(out, { recursive: true });
      writeFileSync(join(out, 'package.json'), '{ "type": "module" }');
      for (const file of shipped) {
        mkdirSync(dirname(join(out, file)), { recursive: true });
        writeFileSync(join(out, file), await minify(need, readFileSync(join(dist, file), 'utf8'), file));
      }
    });

    test('every shipped file still parses', () => {
      const broken = shipped.flatMap((file) => {
        try {
          execFileSync(process.execPath, ['--check', join(out, file)], { stdio: 'pipe' });
          return [];
        } catch (error) {
          return [
            `${file}: ${
              String(error.stderr)
                .split('\n')
                .find((line) => line.includes('Error')) ?? error.message
            }`,
          ];
        }
      });
      assert.deepEqual(broken, []);
    });

    test("the minified API computes the README's example, both modules of the core included", async () => {
      const { loadCalculator } = await import(pathToFileURL(join(out, 'index.js')));
      const calc = await loadCalculator();
      assert.deepEqual(calc.compute({ devices: 64, throughputPerDevice: 2000, efficiencyPercent: 90 }), {
        idealThroughput: 128000,
        actualThroughput: 115200,
        speedup: 57.6,
        lostThroughput: 12800,
      });
      // The second module's answer: the efficiency a measured cluster throughput implies.
      assert.equal(calc.impliedEfficiency({ devices: 64, throughputPerDevice: 2000, measuredThroughput: 115200 }).efficiencyPercent, 90);
    });
  });
}
