// Documentation sites, each built the way the README's embedding guide says:
// with Debian's generators, MkDocs 1.4 (default theme and Material), Sphinx
// 5.3 (alabaster, furo, Read the Docs) and Hugo; VitePress and Docusaurus
// from npm, each from its committed lock file.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { copyEmbed, freshCopy, integrationSuite, run } from './support.mjs';

const npmCi = ['ci', '--no-audit', '--no-fund', '--loglevel=error'];

function mkdocs(name, config) {
  const dir = freshCopy('sites/mkdocs', name);
  copyEmbed(join(dir, 'docs/assets/dp-scaling-calculator'));
  run('mkdocs', ['build', '--quiet', '--strict', '--config-file', config, '--site-dir', 'site'], dir);
  return join(dir, 'site');
}

function sphinx(name, theme) {
  const dir = freshCopy('sites/sphinx', name);
  copyEmbed(join(dir, '_static/dp-scaling-calculator'));
  // -W: a warning (a missing file, say) fails the build.
  run('sphinx-build', ['-q', '-W', '-b', 'html', '-D', `html_theme=${theme}`, '.', '_build/html'], dir);
  return join(dir, '_build/html');
}

// Debian's furo (2022.12.07+dfsg) ships scripts/furo.js unbundled, an ES
// module importing a UMD file, and loads it as a classic script: it throws,
// and the site's light/dark toggle does nothing. Bundling it, as upstream's
// wheel does, repairs the theme; nothing here concerns the calculator.
async function bundleFuroScript(html) {
  const script = join(html, '_static/scripts/furo.js');
  // Read the UMD file as CommonJS, not by this repo's "type": "module".
  writeFileSync(join(html, '../../package.json'), '{ "type": "commonjs" }');
  await build({ entryPoints: [script], bundle: true, format: 'iife', outfile: script, allowOverwrite: true, logLevel: 'error' });
  return html;
}

function hugo(name) {
  const dir = freshCopy('sites/hugo', name);
  copyEmbed(join(dir, 'static/js/dp-scaling-calculator'));
  run('hugo', ['--quiet', '--destination', 'public'], dir);
  return join(dir, 'public');
}

// A generator from npm: its own packages, the embed folder in `assets`, its build.
function npmSite(name, assets, output) {
  const dir = freshCopy(`sites/${name}`, name);
  run('npm', npmCi, dir);
  copyEmbed(join(dir, assets, 'dp-scaling-calculator'));
  run('npm', ['run', '--silent', 'build'], dir);
  return join(dir, output);
}

integrationSuite([
  { name: 'mkdocs-default', build: () => mkdocs('mkdocs-default', 'mkdocs.yml'), path: '/guide/scaling/' },
  {
    name: 'mkdocs-material',
    build: () => mkdocs('mkdocs-material', 'material.yml'),
    path: '/guide/scaling/',
    darkToggle: {
      click: (page) => page.click('label[title="Switch to dark mode"]'),
      selector: 'body[data-md-color-scheme="slate"]',
    },
  },
  { name: 'sphinx-alabaster', build: () => sphinx('sphinx-alabaster', 'alabaster'), path: '/guide/scaling.html' },
  {
    name: 'sphinx-furo',
    build: () => bundleFuroScript(sphinx('sphinx-furo', 'furo')),
    path: '/guide/scaling.html',
    // Debian's furo imports normalize.css from /javascript/, where Debian's
    // javascript-common package serves /usr/share/javascript/.
    mounts: { '/javascript/': '/usr/share/javascript' },
    darkToggle: {
      // With a light OS, furo's toggle goes auto → dark → light.
      click: (page) => page.locator('button.theme-toggle:visible').first().click(),
      selector: 'body[data-theme="dark"]',
    },
  },
  { name: 'sphinx-rtd', build: () => sphinx('sphinx-rtd', 'sphinx_rtd_theme'), path: '/guide/scaling.html' },
  { name: 'hugo', build: () => hugo('hugo'), path: '/guide/scaling/' },
  {
    name: 'vitepress',
    build: () => npmSite('vitepress', 'docs/public', 'docs/.vitepress/dist'),
    path: '/guide/scaling.html',
    darkToggle: {
      click: (page) => page.locator('button.VPSwitchAppearance:visible').first().click(),
      selector: 'html.dark',
    },
  },
  {
    name: 'docusaurus',
    build: () => npmSite('docusaurus', 'static/js', 'build'),
    path: '/guide/scaling/',
    darkToggle: {
      click: (page) => page.getByRole('button', { name: 'Switch between dark and light mode' }).click(),
      selector: 'html[data-theme="dark"]',
    },
  },
]);
