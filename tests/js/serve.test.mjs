// scripts/serve.mjs serves the documentation site as VitePress writes it
// with cleanUrls: its links say /guide/npm for guide/npm.html, and a path
// that leads nowhere gets the site's own 404.html (issue 48: a newcomer met a
// bare "not found" and a 404 for the URL they guessed).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '../../scripts/serve.mjs';

const top = mkdtempSync(join(tmpdir(), 'dpsc-serve-'));
const files = {
  'site/index.html': 'home',
  'site/guide/npm.html': 'npm guide',
  'site/guide/embed.html': 'embed guide',
  'site/guide/embed/mkdocs.html': 'mkdocs guide',
  'site/app.js': 'script',
  'site/report.json.html': 'a page about report.json',
  'site/404.html': 'the site 404 page',
  'bare/index.html': 'bare home',
  // Beside site/, with a name that starts with it: out of reach of site's URLs.
  'site-private/secret.html': 'secret',
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(join(top, path, '..'), { recursive: true });
  writeFileSync(join(top, path), text);
}

let origin;
let server;
before(async () => {
  server = await serve({ '/': join(top, 'site'), '/bare/': join(top, 'bare') }, { csp: null });
  origin = `http://127.0.0.1:${server.address().port}`;
});
after(() => {
  server.close();
  rmSync(top, { recursive: true, force: true });
});

const get = async (path) => {
  const response = await fetch(origin + path);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};

test('a page answers by its clean URL as by its file name', async () => {
  assert.deepEqual(await get('/guide/npm'), await get('/guide/npm.html'));
  assert.equal((await get('/guide/npm')).text, 'npm guide');
  assert.equal((await get('/guide/embed')).text, 'embed guide');
  assert.equal((await get('/guide/embed/mkdocs')).text, 'mkdocs guide');
  assert.equal((await get('/')).text, 'home');
});

test('only a path with no extension is read as a page: a file asked for by its name is that file or nothing', async () => {
  assert.equal((await get('/app.js')).text, 'script');
  assert.equal((await get('/report.json')).status, 404);
  assert.equal((await get('/report.json.html')).text, 'a page about report.json');
  assert.equal((await get('/app')).status, 404);
});

test("a missing path gets the site's own 404 page, as HTML with status 404", async () => {
  for (const path of ['/guide/nothing', '/nothing.html', '/guide/npm/', '/missing.js']) {
    const answer = await get(path);
    assert.equal(answer.status, 404, path);
    assert.equal(answer.text, 'the site 404 page', path);
    assert.match(answer.type, /^text\/html/, path);
  }
});

test('a directory without a 404.html answers a bare "not found"', async () => {
  assert.equal((await get('/bare/')).text, 'bare home');
  assert.deepEqual(await get('/bare/nothing'), { status: 404, type: 'text/plain', text: 'not found' });
});

test("no URL reaches outside the served directory, not even a sibling that shares its name's start", async () => {
  for (const path of ['/..%2Fsite-private/secret.html', '/..%2Fsite-private/secret', '/%2e%2e%2Fsite-private/secret.html']) {
    const answer = await get(path);
    assert.notEqual(answer.text, 'secret', path);
    assert.equal(answer.status, 403, path);
  }
});
