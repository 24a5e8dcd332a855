// `npm start`: installs what is missing, builds the package and the documentation
// site (its home page is the calculator) unless nothing it is built from has
// changed since the last start, and serves the site. Every step says what it
// does; a step silent for 10 s is said to be still running, so a slow machine
// never looks stuck.
import { spawn, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Beside the build, not in dist/, which the package ships.
const STAMP = 'build/site-inputs';
const QUIET_SECONDS = 10;
const say = (text) => console.log(`start: ${text}`);

/** Runs a command, passing its output through, and says "still …" after every quiet stretch. */
function step(what, command, args) {
  say(what);
  const started = Date.now();
  let heard = started;
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const pass = (to) => (chunk) => {
      heard = Date.now();
      to.write(chunk);
    };
    child.stdout.on('data', pass(process.stdout));
    child.stderr.on('data', pass(process.stderr));
    const ticker = setInterval(() => {
      if (Date.now() - heard < QUIET_SECONDS * 1000) return;
      heard = Date.now();
      say(`still ${what.replace(/…$/, '')}, ${Math.round((heard - started) / 1000)} s so far`);
    }, 1000);
    child.on('error', fail);
    child.on('close', (code) => {
      clearInterval(ticker);
      if (code === 0) done();
      else fail(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}

/**
 * A digest of everything the site is built from: every file git knows or would add, but the
 * tests (nothing the site shows comes from them), and the Node.js that builds it. Null outside a
 * git checkout, where every start builds.
 */
export function inputsDigest(directory) {
  let files;
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: directory,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
  const hash = createHash('sha256').update(process.version);
  for (const file of files
    .split('\0')
    .filter((f) => f && !f.startsWith('tests/') && !f.startsWith('.ci/'))
    .sort()) {
    hash.update(`\0${file}\0`);
    if (existsSync(join(directory, file))) hash.update(readFileSync(join(directory, file)));
  }
  return hash.digest('hex');
}

async function start() {
  const began = Date.now();
  await step('checking what is installed…', 'bash', ['scripts/setup.sh']);
  const digest = inputsDigest(root);
  const built = digest !== null && existsSync(`${root}dist/site/index.html`) && existsSync(`${root}${STAMP}`);
  if (built && readFileSync(`${root}${STAMP}`, 'utf8') === digest) {
    say('nothing changed since the last start: serving the site built then');
  } else {
    await step('building the wasm core and the package (about a minute the first time)…', 'node', ['scripts/build.mjs']);
    await step('building the documentation site (about half a minute)…', 'node', ['scripts/docs.mjs']);
    if (digest !== null) writeFileSync(`${root}${STAMP}`, digest);
  }
  say(`ready in ${Math.round((Date.now() - began) / 1000)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await start();
  } catch (error) {
    say(error.message);
    process.exit(1);
  }
  const server = spawn('node', ['scripts/serve.mjs', 'dist/site', '--no-csp'], { cwd: root, stdio: 'inherit' });
  server.on('close', (code) => process.exit(code ?? 0));
}
