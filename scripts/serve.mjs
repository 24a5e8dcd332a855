// A static server for dist/ on localhost. Serves the demo with the strict
// Content-Security-Policy the README recommends, so the demo proves it.
// Options for the benchmark: `isolate` sends the headers that make a page
// cross-origin isolated (fine-grained performance.now), and `gzip`
// compresses what it sends (gzip -9, as a production server would).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ts': 'text/plain; charset=utf-8',
};

// Cross-origin isolation: the page may then read a 5 µs clock instead of a
// 100 µs one. Every file is same-origin, so nothing else needs to change.
export const isolationHeaders = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export const strictCsp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; object-src 'none'; base-uri 'none'";

// The file behind a URL path: the longest mount prefix wins. Its directory
// comes along, for that directory's own 404 page.
function locate(mounts, path) {
  const prefix = Object.keys(mounts)
    .filter((p) => path.startsWith(p))
    .sort((a, b) => b.length - a.length)[0];
  if (prefix === undefined) return null;
  const rootDir = resolve(mounts[prefix]);
  const rest = path.slice(prefix.length);
  const file = normalize(join(rootDir, rest === '' || rest.endsWith('/') ? rest + 'index.html' : rest));
  // With the separator: a decoded "..%2F" must not reach a sibling whose name starts with this one's (dist-other/).
  return file.startsWith(rootDir + sep) ? { file, rootDir } : null;
}

const isFile = (file) =>
  stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

// The file to send for a located path: itself, or for a path with no extension
// the page of that name (/guide/npm is /guide/npm.html: VitePress links so with cleanUrls).
async function existing(file) {
  if (await isFile(file)) return file;
  if (extname(file) === '' && (await isFile(`${file}.html`))) return `${file}.html`;
  return null;
}

// Compressed once per file version, so compression costs no time per request.
const compressed = new Map();
async function gzipped(file, body) {
  const key = `${file}:${(await stat(file)).mtimeMs}`;
  if (!compressed.has(key)) compressed.set(key, gzipSync(body, { level: 9 }));
  return compressed.get(key);
}

/**
 * Serves a directory, or several ({ '/': 'dist', '/fixtures/': 'tests/…' });
 * resolves to the server once it listens on `port` (0: any free port).
 */
export function serve(directory, { port = 0, headers = {}, csp = strictCsp, isolate = false, gzip = false } = {}) {
  const mounts = typeof directory === 'string' ? { '/': directory } : directory;
  const extra = { ...(isolate ? isolationHeaders : {}), ...headers };
  const server = createServer(async (request, response) => {
    let path;
    try {
      path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    } catch {
      return response.writeHead(400).end();
    }
    const located = locate(mounts, path);
    if (!located) return response.writeHead(403).end();
    // A missing path gets the directory's own 404 page where it has one (VitePress writes one), with status 404.
    const page = await existing(located.file);
    const file = page ?? (await existing(join(located.rootDir, '404.html')));
    try {
      let body = await readFile(file);
      const type = types[extname(file)] ?? 'application/octet-stream';
      const policy = csp && type.startsWith('text/html') ? { 'Content-Security-Policy': csp } : {};
      let encoding = {};
      if (gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        body = await gzipped(file, body);
        encoding = { 'Content-Encoding': 'gzip', 'Content-Length': body.length, Vary: 'Accept-Encoding' };
      }
      response.writeHead(page ? 200 : 404, { 'Content-Type': type, 'Cache-Control': 'no-store', ...policy, ...encoding, ...extra });
      response.end(body);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

/**
 * Serves on the port the user named (PORT), and stops saying so when it is busy; with no PORT,
 * on 8080, or on a free port when 8080 is busy, saying which.
 */
export async function serveOnPort(directory, options, { named = process.env.PORT, preferred = 8080 } = {}) {
  const chosen = named !== undefined && named !== '';
  const port = chosen ? Number(named) : preferred;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT=${named} is not a port number (0 to 65535)`);
  try {
    return await serve(directory, { ...options, port });
  } catch (error) {
    if (error.code !== 'EADDRINUSE') throw error;
    if (chosen) throw new Error(`port ${port} is busy; name another one, e.g. PORT=${port + 1} npm start`, { cause: error });
    const server = await serve(directory, { ...options, port: 0 });
    console.log(`Port ${port} is busy, so the site is on port ${server.address().port} instead (PORT=… names one).`);
    return server;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const directory = args.find((a) => !a.startsWith('--')) ?? 'dist';
  // ISOLATE=1: cross-origin isolated; GZIP=1: compressed; --no-csp: for the documentation
  // site, whose pages VitePress writes with inline scripts and styles.
  const csp = args.includes('--no-csp') ? null : strictCsp;
  let server;
  try {
    server = await serveOnPort(directory, { csp, isolate: process.env.ISOLATE === '1', gzip: process.env.GZIP === '1' });
  } catch (error) {
    console.error(`serve: ${error.message}`);
    process.exit(1);
  }
  console.log(`Serving ${directory}/ at http://localhost:${server.address().port}/  (Ctrl+C to stop)`);
}
