// The embed route as the README and the guides tell it (issue 48): the folder, its name, the
// path in the script tag and the line against layout shift are written once, in
// web/embed-snippets/, and included into every page. Followed literally, a guide must work:
// - every path into the folder that a guide's code names is where its copy instruction puts the
//   folder, as its generator serves it, and names a file the build writes to dist/embed/;
// - every guide that loads the module shows the line, and every <style> or CSS block it shows
//   for the element holds it; no placeholder stands where the line should be;
// - the README, read on a code host where nothing is included, holds the snippet's copy, byte
//   for byte;
// - the integration suite builds each generator's site from the same folder and paths.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expandIncludes, readDoc, readSource } from '../docs-text.mjs';
import { loadCalculator } from '../../dist/index.js';

const root = new URL('../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');

const RULE_SOURCE = 'web/embed-snippets/no-layout-shift.css';
const RULE = expandIncludes(`<!--@include: ./${RULE_SOURCE}#rule-->`, 'README.md');

// Each page of the route, with the part of the copy destination its generator serves at the
// root the script's path starts from: a plain site serves its own folder, MkDocs its docs/, Hugo
// and Docusaurus their static/, VitePress docs/public/; Sphinx's html_js_files are relative to
// _static/. `script` says which code names the module: a page without a guide-specific form
// loads it with a plain <script src>.
const ROUTES = {
  'README.md': { served: '' },
  'docs/guide/getting-started.md': { served: '' },
  'docs/guide/embed.md': { served: '' },
  'docs/guide/embed/mkdocs.md': { served: 'docs/' },
  'docs/guide/embed/sphinx.md': { served: '_static/' },
  'docs/guide/embed/hugo.md': { served: 'static/' },
  'docs/guide/embed/jekyll.md': { served: '' },
  'docs/guide/embed/vitepress.md': { served: 'docs/public/' },
  'docs/guide/embed/docusaurus.md': { served: 'static/' },
};

const blocks = (text) => [...text.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```$/gm)].map(([, lang, code]) => ({ lang, code }));

/** Where the page says to copy the folder: "Copy (the folder) `dist/embed/` (into your site as | to) `…/`". */
function destination(text, page) {
  const copies = [...text.matchAll(/Copy (?:the folder )?`dist\/embed\/`\s+(?:into your site as|to)\s+`([^`]+\/)`/g)].map((m) => m[1]);
  assert.ok(copies.length > 0, `${page}: an instruction "Copy \`dist/embed/\` to \`…/\`"`);
  assert.equal(new Set(copies).size, 1, `${page}: one place for the folder, not ${copies.join(', ')}`);
  return copies[0];
}

/** Every path into the folder that the page's code names (the module, the .wasm to preload), as written. */
const pathsIntoFolder = (code) => [...code.matchAll(/([\w./-]*dp-scaling-calculator\/)(dp-scaling-calculator[\w.-]*\.(?:js|wasm))/g)];

test('every page of the embed route is covered, and every guide of the folder is one of them', () => {
  const guides = readdirSync(new URL('docs/guide/embed/', root)).map((name) => `docs/guide/embed/${name}`);
  for (const guide of guides) assert.ok(guide in ROUTES, `${guide}: add it to ROUTES with the folder its generator serves`);
});

test('the line against layout shift is one line of CSS about the element, in one file', () => {
  assert.equal(RULE.split('\n').length, 1, RULE);
  assert.match(RULE, /^dp-scaling-calculator:not\(:defined\) ~ \*/);
  assert.match(RULE, /@keyframes dpsc-wait/);
});

for (const [page, { served }] of Object.entries(ROUTES)) {
  test(`${page}: the script's path is where the copy instruction puts the folder`, () => {
    const text = readDoc(page);
    const folder = destination(text, page);
    assert.ok(folder.startsWith(served), `${page}: ${folder} lies under ${served || 'the site'}, which the generator serves`);
    const url = folder.slice(served.length);
    const paths = blocks(text).flatMap(({ code }) => pathsIntoFolder(code));
    assert.ok(
      paths.some(([, , file]) => file === 'dp-scaling-calculator.js'),
      `${page}: code that loads dp-scaling-calculator.js`,
    );
    for (const [written, at, file] of paths) {
      assert.equal(at.replace(/^\//, ''), url, `${page}: "${written}" should be under ${url} (the folder copied to ${folder})`);
      if (existsSync(new URL('dist/embed/', root)))
        assert.ok(existsSync(new URL(`dist/embed/${file}`, root)), `${page}: dist/embed/${file}`);
    }
  });

  test(`${page}: the line against layout shift wherever CSS for the element is shown, and no placeholder`, () => {
    const text = readDoc(page);
    const code = blocks(text);
    const styles = code.flatMap(({ code: c }) => [...c.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]));
    const css = code.filter(({ lang, code: c }) => lang === 'css' && c.includes('dp-scaling-calculator'));
    for (const style of styles) assert.equal(style, RULE, `${page}: a <style> that is not the line: ${style}`);
    // A template that loads the module with the line beside it (MkDocs' override) has given the
    // reader the line; every other page puts it in its stylesheet for the element.
    const withModule = code.some(({ code: c }) => c.includes('dp-scaling-calculator.js') && c.includes(`<style>${RULE}</style>`));
    if (!withModule) {
      for (const block of css)
        assert.ok(block.code.includes(RULE), `${page}: a CSS block for the element without the line:\n${block.code}`);
    }
    assert.ok(withModule || css.some((block) => block.code.includes(RULE)), `${page}: the line is shown`);
    // A note where the line should be (the old "/* the line against layout shift: Embed in your docs */").
    for (const { code: c } of code) {
      for (const comment of c.match(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->|#.*$/gm) ?? []) {
        assert.doesNotMatch(comment, /layout shift|Embed in your docs/i, `${page}: a placeholder in code: ${comment}`);
      }
    }
    assert.doesNotMatch(text, /<!--\s*@include:(?![^>]*\.generated)/, `${page}: an include that did not resolve`);
  });
}

test("the README holds the snippet's copy, byte for byte", () => {
  const readme = readSource('README.md');
  const start = readme.indexOf('<!-- The embed snippet:');
  const end = readme.indexOf('<!-- End of the embed snippet. -->');
  assert.ok(start >= 0 && end > start, 'the README marks its copy of the embed snippet');
  const copy = readme.slice(readme.indexOf('\n', start) + 1, end);
  const snippet = ['copy', 'head', 'element'].map((region) => `<!--@include: ./web/embed-snippets/plain-html.md#${region}-->`).join('\n\n');
  assert.equal(copy, `${expandIncludes(snippet, 'README.md')}\n`, "copy web/embed-snippets/plain-html.md's regions into the README");
});

test('getting started, README and embed page include the snippet rather than copy it', () => {
  for (const page of ['docs/guide/getting-started.md', 'docs/guide/embed.md']) {
    const source = readSource(page);
    for (const region of ['copy', 'head', 'element']) {
      assert.ok(source.includes(`plain-html.md#${region}-->`), `${page} includes the region ${region}`);
    }
    assert.doesNotMatch(source, /not\(:defined\) ~ \*/, `${page}: the line is included, not typed`);
  }
  for (const guide of readdirSync(new URL('docs/guide/embed/', root))) {
    assert.doesNotMatch(readSource(`docs/guide/embed/${guide}`), /not\(:defined\) ~ \*/, `${guide}: the line is included, not typed`);
  }
});

// The integration suite (tests/integration/sites.test.mjs) copies dist/embed/ into each site and
// builds it from its own files: they must be what the guides say.
const SITES = {
  mkdocs: { files: ['overrides/main.html'], copy: /mkdocs[\s\S]*?copyEmbed\(join\(dir, '([^']+)'\)\)/ },
  sphinx: { files: ['conf.py', '_static/no-layout-shift.css'], copy: /sphinx\([\s\S]*?copyEmbed\(join\(dir, '([^']+)'\)\)/ },
  hugo: { files: ['layouts/shortcodes/dp-scaling-calculator.html'], copy: /hugo\([\s\S]*?copyEmbed\(join\(dir, '([^']+)'\)\)/ },
  vitepress: { files: ['docs/.vitepress/config.mjs', 'docs/.vitepress/theme/custom.css'], copy: /npmSite\('vitepress', '([^']+)'/ },
  docusaurus: { files: ['docusaurus.config.js', 'src/css/custom.css'], copy: /npmSite\('docusaurus', '([^']+)'/ },
};

for (const [site, { files, copy }] of Object.entries(SITES)) {
  test(`the integration suite's ${site} site is built from the folder, the path and the line its guide gives`, () => {
    const guide = readDoc(`docs/guide/embed/${site}.md`);
    const suite = read('tests/integration/sites.test.mjs');
    const copied = suite.match(copy)?.[1];
    assert.ok(copied, `sites.test.mjs copies the folder for ${site}`);
    const folder = copied.endsWith('dp-scaling-calculator') ? `${copied}/` : `${copied}/dp-scaling-calculator/`;
    assert.equal(folder, destination(guide, site), `${site}: the suite copies to ${folder}`);
    const sources = files.map((file) => read(`tests/integration/sites/${site}/${file}`)).join('\n');
    assert.ok(sources.includes(RULE), `${site}: the site's files hold the line against layout shift`);
    const guidePaths = new Set(blocks(guide).flatMap(({ code }) => pathsIntoFolder(code).map((m) => m[0])));
    for (const [written] of pathsIntoFolder(sources))
      assert.ok(guidePaths.has(written), `${site}: the site loads ${written}, which its guide does not show`);
  });
}

test('the figures getting started says the reader should now see are what the element computes', async () => {
  const text = readDoc('docs/guide/getting-started.md');
  const element = text.slice(text.indexOf('## 4.'));
  const tag = element.match(/<dp-scaling-calculator ([^>]*)>/)[1];
  const a = Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], Number(m[2])]));
  const calc = await loadCalculator();
  const r = calc.compute({ devices: a.devices, throughputPerDevice: a.throughput, efficiencyPercent: a.efficiency });
  const flat = element.replace(/\s+/g, ' ');
  const n = (x) => x.toLocaleString('en');
  for (const said of [
    `You should now see the calculator with ${a.devices} devices at ${n(a.throughput)} samples/s each and ${a.efficiency} % efficiency`,
    `an ideal throughput of ${n(r.idealThroughput)} samples/s, an actual throughput of ${n(r.actualThroughput)} samples/s and a speedup of ${r.speedup}×`,
  ]) {
    assert.ok(flat.includes(said), `getting started says: ${said}`);
  }
});
