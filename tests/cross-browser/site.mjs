// The pages the cross-browser suite opens: a copy of dist/ with the browser
// fixtures beside it, each HTML page with capture.js as its first script,
// served under the README's strict Content-Security-Policy (capture.js is
// same-origin, so the policy allows it and stays unchanged).
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '../../scripts/serve.mjs';

const captureSource = readFileSync(new URL('./capture.js', import.meta.url), 'utf8');

// Puts `tag` first in <head>: before any other script, and before a
// <meta> policy, which governs only what follows it.
const inject = (html, tag) => html.replace(/<head>/i, (head) => `${head}\n  ${tag}`);

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(dir, f));
}

/** Builds the site and serves it; returns { origin, offlineUrl(capture), close() }. */
export async function startSite() {
  const root = mkdtempSync(join(tmpdir(), 'dpsc-cross-browser-'));
  const site = join(root, 'site');
  cpSync('dist', site, { recursive: true });
  cpSync('tests/browser/fixtures', join(site, 'fixtures'), { recursive: true });
  writeFileSync(join(site, '__capture.js'), captureSource);
  for (const file of htmlFiles(site)) {
    writeFileSync(file, inject(readFileSync(file, 'utf8'), '<script src="/__capture.js"></script>'));
  }
  // The offline file is opened from disk, where no server can add a script:
  // the copy for engines without a console carries capture.js inline.
  const offline = join(root, 'offline', 'dp-scaling-calculator.html');
  cpSync('dist/dp-scaling-calculator.html', offline);
  writeFileSync(offline, inject(readFileSync(offline, 'utf8'), `<script>${captureSource}</script>`));

  const server = await serve(site);
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    /** The offline file as shipped, or the copy that records its own errors. */
    offlineUrl: (capture) => pathToFileURL(capture ? offline : join(process.cwd(), 'dist/dp-scaling-calculator.html')).href,
    close() {
      server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
