// npm run release (scripts/release.mjs), run into a temporary folder from the
// dist/ the tier has just built, and each file it hands out used the way
// docs/guide/install.md tells people to: the tarball installed into an empty
// project and its API asked for the README's example, the zip read by a zip
// reader other than ours (yauzl, and unzip when there is one), the checksums
// checked.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import yauzl from 'yauzl';
import { EMBED_FOLDER, releaseFiles, staleSources, zip } from '../../scripts/release.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const names = releaseFiles(version);
let out;
let printed;

before(() => {
  out = mkdtempSync(join(tmpdir(), 'dpsc-release-'));
  printed = execFileSync(process.execPath, ['scripts/release.mjs', '--out', out, '--no-build'], { cwd: root, encoding: 'utf8' });
});
after(() => rmSync(out, { recursive: true, force: true }));

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));

// Every entry of a zip, read by yauzl: path → bytes (folders: null).
function unzipped(bytes) {
  return new Promise((done, fail) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, archive) => {
      if (error) return fail(error);
      const entries = new Map();
      archive.on('error', fail);
      archive.on('end', () => done(entries));
      archive.on('entry', (entry) => {
        if (entry.fileName.endsWith('/')) {
          entries.set(entry.fileName, null);
          return archive.readEntry();
        }
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return fail(streamError);
          const parts = [];
          stream.on('data', (part) => parts.push(part));
          stream.on('error', fail);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(parts));
            archive.readEntry();
          });
        });
      });
      archive.readEntry();
    });
  });
}

test('the release holds the tarball, the embed zip, the offline file and SHA256SUMS, and nothing else', () => {
  assert.deepEqual(readdirSync(out).sort(), [...Object.values(names), 'SHA256SUMS'].sort(), printed);
  assert.equal(names.tarball, `dp-scaling-calculator-${version}.tgz`);
});

test('SHA256SUMS holds the sum of each of the three files, in the format sha256sum -c reads', (t) => {
  const lines = readFileSync(join(out, 'SHA256SUMS'), 'utf8').trimEnd().split('\n');
  const listed = lines.map((line) => {
    const [, sum, file] = line.match(/^([0-9a-f]{64}) {2}(\S+)$/);
    assert.equal(sum, sha256(readFileSync(join(out, file))), file);
    return file;
  });
  assert.deepEqual(listed.sort(), Object.values(names).sort());
  const check = spawnSync('sha256sum', ['--check', '--strict', 'SHA256SUMS'], { cwd: out, encoding: 'utf8' });
  if (check.error) t.diagnostic('no sha256sum here: the sums were checked by node:crypto only');
  else assert.equal(check.status, 0, check.stdout + check.stderr);
});

test("the zip is the embed folder under the name the guides copy it as, with dist/embed/'s bytes", async (t) => {
  const bytes = readFileSync(join(out, names.zip));
  const entries = await unzipped(bytes);
  const embed = join(root, 'dist/embed');
  const expected = filesUnder(embed).map((file) => [`${EMBED_FOLDER}/${relative(embed, file).split(/[\\/]/).join('/')}`, file]);
  assert.deepEqual([...entries.keys()].sort(), [`${EMBED_FOLDER}/`, ...expected.map(([path]) => path)].sort());
  for (const [path, file] of expected) assert.ok(entries.get(path).equals(readFileSync(file)), path);
  // The other reader a user is likely to meet; absent on a machine without it.
  const tested = spawnSync('unzip', ['-t', join(out, names.zip)], { encoding: 'utf8' });
  if (tested.error) t.diagnostic('no unzip here: the zip was read by yauzl only');
  else assert.equal(tested.status, 0, tested.stdout + tested.stderr);
});

test('the same files make the same zip, and an empty file and a folder are kept', async () => {
  const entries = [
    { path: 'a/' },
    { path: 'a/empty.txt', bytes: Buffer.alloc(0) },
    { path: 'a/b.bin', bytes: Buffer.from([0, 255, 1, 2]) },
  ];
  assert.ok(zip(entries).equals(zip(entries)));
  const read = await unzipped(zip(entries));
  assert.deepEqual([...read.keys()], ['a/', 'a/empty.txt', 'a/b.bin']);
  assert.equal(read.get('a/empty.txt').length, 0);
  assert.deepEqual([...read.get('a/b.bin')], [0, 255, 1, 2]);
});

test('the offline file is dist/dp-scaling-calculator.html, byte for byte', () => {
  assert.ok(readFileSync(join(out, names.offline)).equals(readFileSync(join(root, 'dist/dp-scaling-calculator.html'))));
});

test("the tarball installs into an empty project with no network, and its API computes the README's example", () => {
  const project = join(out, 'consumer');
  execFileSync('mkdir', [project]);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', join(out, names.tarball)], {
    cwd: project,
    encoding: 'utf8',
  });
  const script = [
    "import { loadCalculator } from 'dp-scaling-calculator';",
    'const calc = await loadCalculator();',
    'console.log(JSON.stringify(calc.compute({ devices: 64, throughputPerDevice: 2000, efficiencyPercent: 90 })));',
  ].join('\n');
  writeFileSync(join(project, 'main.mjs'), script);
  const result = JSON.parse(execFileSync(process.execPath, ['main.mjs'], { cwd: project, encoding: 'utf8' }));
  assert.equal(result.idealThroughput, 128000);
  assert.equal(result.actualThroughput, 115200);
  assert.equal(result.speedup, 57.6);
  // What the CDN line of docs/guide/install.md loads, and the changelog, are in the package.
  const installed = join(project, 'node_modules/dp-scaling-calculator');
  for (const file of [
    'dist/embed/dp-scaling-calculator.js',
    'dist/embed/dp-scaling-calculator.wasm',
    'dist/dp-scaling-calculator.html',
    'CHANGELOG.md',
  ]) {
    assert.doesNotThrow(() => readFileSync(join(installed, file)), file);
  }
});

test('the release rebuilds dist/ when a source is newer than its manifest, or when there is none', () => {
  const fake = mkdtempSync(join(tmpdir(), 'dpsc-stale-'));
  try {
    assert.equal(staleSources(fake), true);
    execFileSync('mkdir', ['-p', join(fake, 'dist'), join(fake, 'web/api')]);
    writeFileSync(join(fake, 'web/api/a.js'), '');
    execFileSync('touch', ['-d', '2020-01-01', join(fake, 'web/api/a.js')]);
    writeFileSync(join(fake, 'dist/manifest.json'), '[]');
    assert.deepEqual(staleSources(fake), []);
    execFileSync('touch', ['-d', '2099-01-01', join(fake, 'web/api/a.js')]);
    assert.deepEqual(staleSources(fake), ['web/api/a.js']);
  } finally {
    rmSync(fake, { recursive: true, force: true });
  }
});

test('the install page names the files this release writes, and the zip unpacks to where the guides put the embed folder', () => {
  const install = readFileSync(join(root, 'docs/guide/install.md'), 'utf8');
  for (const file of [...Object.values(names), 'SHA256SUMS']) assert.ok(install.includes(`\`${file}\``), `install.md names ${file}`);
  for (const cdn of ['https://cdn.jsdelivr.net/npm/', 'https://unpkg.com/']) {
    assert.ok(
      install.includes(`${cdn}dp-scaling-calculator@${version}/dist/embed/dp-scaling-calculator.js`),
      `the ${cdn} line at ${version}`,
    );
  }
  // The one copy instruction the guides include (web/embed-snippets/plain-html.md): unzipped into
  // the folder above it, the zip's top folder lands where the script tag loads it from.
  const snippet = readFileSync(join(root, 'web/embed-snippets/plain-html.md'), 'utf8');
  const copied = snippet.match(/Copy (?:the folder )?`dist\/embed\/`\s+(?:into your site as|to)\s+`([^`]+\/)`/)[1];
  assert.ok(copied.endsWith(`/${EMBED_FOLDER}/`) || copied === `${EMBED_FOLDER}/`, `the guides copy the folder as ${copied}`);
  const parent = copied.slice(0, -`${EMBED_FOLDER}/`.length);
  assert.match(install, new RegExp(`Unzip \`${names.zip.replaceAll('.', '\\.')}\` into your site's \`${parent}\``));
  assert.ok(install.includes(`\`${copied}dp-scaling-calculator.js\``), `install.md: you should now have ${copied}dp-scaling-calculator.js`);
});
