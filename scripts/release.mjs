// npm run release: what a release hands out, from dist/, into release/
// (or --out DIR): the npm tarball, the embed folder as a zip, the offline
// page, and SHA256SUMS over the three (`sha256sum -c SHA256SUMS` checks them).
// dist/ is rebuilt first when it is missing or older than its sources;
// --no-build takes dist/ as it is (the test tier has just built it).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';
import { root } from './build/paths.mjs';

// The folder the zip unpacks to: the name the embed guides tell people to copy
// dist/embed/ as, so unzipping next to the pages gives the path their script tag loads.
export const EMBED_FOLDER = 'dp-scaling-calculator';
export const OFFLINE_FILE = 'dp-scaling-calculator.html';
const SUMS = 'SHA256SUMS';

const { name, version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The names of the files a release of `version` holds, beside SHA256SUMS. */
export const releaseFiles = (v = version) => ({
  tarball: `${name}-${v}.tgz`,
  zip: `${name}-embed-${v}.zip`,
  offline: OFFLINE_FILE,
});

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();

// What dist/ is built from. Git gives a fresh clone's files the time of the
// checkout, so on a clone that has never built, dist/ is missing anyway.
const SOURCES = ['web', 'src', 'scripts/build', 'scripts/build.mjs', 'CMakeLists.txt', 'CMakePresets.json'];

/** The sources newer than dist/manifest.json (the build's last file), or true when dist/ was never built. */
export function staleSources(at = root) {
  const manifest = join(at, 'dist/manifest.json');
  if (!existsSync(manifest)) return true;
  const built = statSync(manifest).mtimeMs;
  return SOURCES.map((path) => join(at, path))
    .filter((path) => existsSync(path))
    .flatMap((path) => (statSync(path).isDirectory() ? filesUnder(path) : [path]))
    .filter((file) => statSync(file).mtimeMs > built)
    .map((file) => relative(at, file));
}

/**
 * A zip of `entries` ({ path, bytes }, or { path } ending in "/" for a
 * folder), deflated. Every entry gets the same time (1 Jan 1980, the format's
 * first day) so that the same files make the same zip, and Unix modes (0644,
 * folders 0755) so that unzip does not make them executable or private.
 */
export function zip(entries) {
  const DOS_DATE = (0 << 9) | (1 << 5) | 1; // 1980-01-01
  const locals = [];
  const central = [];
  let offset = 0;
  for (const { path, bytes = Buffer.alloc(0) } of entries) {
    const folder = path.endsWith('/');
    const nameBytes = Buffer.from(path, 'utf8');
    const packed = folder ? bytes : deflateRawSync(bytes, { level: 9 });
    const method = folder ? 0 : 8;
    const crc = crc32(bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate, folders)
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10); // time 00:00
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(bytes.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, nameBytes, packed);

    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE((3 << 8) | 20, 4); // made by Unix, so the modes below count
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt16LE(0, 12);
    entry.writeUInt16LE(DOS_DATE, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(bytes.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    // extra, comment, disk, internal attributes: 0
    entry.writeUInt32LE((((folder ? 0o40755 : 0o100644) << 16) | (folder ? 0x10 : 0)) >>> 0, 38);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Writes a release into `out` from `dist` (already built) and returns the paths it wrote. */
export function writeRelease(out, { dist = join(root, 'dist') } = {}) {
  const names = releaseFiles();
  mkdirSync(out, { recursive: true });

  // npm pack, not a tarball of our own: it applies "files" and writes what npm publish would send.
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
  const packed = JSON.parse(
    execFileSync(npm[0], [...npm.slice(1), 'pack', '--json', '--ignore-scripts', '--pack-destination', out], {
      cwd: root,
      encoding: 'utf8',
    }),
  );
  if (packed[0].filename !== names.tarball) throw new Error(`release: npm pack wrote ${packed[0].filename}, not ${names.tarball}`);

  const embed = join(dist, 'embed');
  const entries = [{ path: `${EMBED_FOLDER}/` }];
  for (const file of filesUnder(embed)) {
    entries.push({ path: `${EMBED_FOLDER}/${relative(embed, file).split(/[\\/]/).join('/')}`, bytes: readFileSync(file) });
  }
  writeFileSync(join(out, names.zip), zip(entries));
  copyFileSync(join(dist, OFFLINE_FILE), join(out, names.offline));

  // The format of sha256sum, so that `sha256sum -c SHA256SUMS` checks them.
  const files = Object.values(names);
  writeFileSync(join(out, SUMS), files.map((file) => `${sha256(join(out, file))}  ${file}\n`).join(''));
  return [...files, SUMS].map((file) => join(out, file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--out');
  const out = resolve(at >= 0 ? args[at + 1] : join(root, 'release'));
  const stale = staleSources();
  if (stale === true || stale.length) {
    if (args.includes('--no-build')) {
      if (stale === true) throw new Error('release: dist/ is not built; run node scripts/build.mjs, or leave out --no-build');
      console.log(`release: dist/ is older than ${stale.length} source file(s) (${stale[0]}, …); --no-build takes it as it is`);
    } else {
      console.log(
        stale === true ? 'release: building dist/' : `release: rebuilding dist/, older than ${stale[0]} and ${stale.length - 1} more`,
      );
      execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
    }
  }
  // Only our own folder is emptied first, so it never holds an older version's files beside these.
  if (at < 0) rmSync(out, { recursive: true, force: true });
  for (const file of writeRelease(out)) console.log(`release: ${relative(process.cwd(), file) || basename(file)}`);
}
