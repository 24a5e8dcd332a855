// The documentation site: VitePress, built by `npm run docs` (scripts/docs.mjs)
// into dist/site/. The element comes from dist/embed/, copied to
// docs/public/embed/ and so served at /embed/.
import { readFileSync } from 'node:fs';
import { URL } from 'node:url';
import { defineConfig } from 'vitepress';
import { GROUPS as API_GROUPS, pageOf as apiPageOf } from '../../scripts/docs/api-reference.mjs';

// The version and the repository as the package states them, so the footer and "Edit this page" follow a release.
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const repository = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');

export default defineConfig({
  title: 'dp-scaling-calculator',
  description: 'A data-parallel scaling calculator that runs in the browser.',
  outDir: '../dist/site',
  // /guide/npm, the path a reader guesses from docs/guide/npm.md; scripts/serve.mjs answers it with npm.html.
  cleanUrls: true,
  head: [
    ['script', { type: 'module', src: '/embed/dp-scaling-calculator.js' }],
    ['link', { rel: 'icon', href: '/generated/favicon.svg' }],
  ],
  // The element is not a Vue component: without this the pre-rendered page holds <!---->.
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === 'dp-scaling-calculator' } } },
  markdown: {
    math: true,
    // Code whose comments hold the examples' expected results (`// → 57.6`): VitePress's default pair shows
    // comments at 4.45:1 (light) and 3.75:1 (dark) on its code background; these reach 4.66:1 and 5.88:1.
    theme: { light: 'github-light-high-contrast', dark: 'github-dark-default' },
    // Inline code shows what it says: a template's {{ … }} (Hugo, Jekyll, MkDocs) is not Vue's.
    config: (md) => {
      const code = md.renderer.rules.code_inline;
      md.renderer.rules.code_inline = (...args) => code(...args).replace('<code', '<code v-pre');
    },
  },
  // VitePress preloads its upright font only: italic text on the first screen (the API pages open with an
  // italic line) was laid out in the fallback font, rewrapped when Inter's italic arrived and moved the page
  // up to 0.095 (and once 0.26 at 390 px).
  transformHead({ assets }) {
    const italic = assets.find((file) => /inter-italic-latin\.[\w-]+\.woff2$/.test(file));
    return italic ? [['link', { rel: 'preload', href: italic, as: 'font', type: 'font/woff2', crossorigin: '' }]] : [];
  },
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/getting-started' },
      { text: 'Reference', link: '/reference/element' },
      { text: 'Estimator', link: '/estimator/how-it-works' },
      { text: 'Contributing', link: '/contributing' },
    ],
    sidebar: [
      {
        text: 'Guide',
        items: [
          { text: 'What it answers', link: '/guide/what-it-answers' },
          { text: 'Getting started', link: '/guide/getting-started' },
          { text: 'Install', link: '/guide/install' },
          {
            text: 'Embed in your docs',
            link: '/guide/embed',
            collapsed: false,
            items: ['MkDocs', 'Sphinx', 'Hugo', 'Jekyll', 'VitePress', 'Docusaurus'].map((text) => ({
              text,
              link: `/guide/embed/${text.toLowerCase()}`,
            })),
          },
          { text: 'From npm', link: '/guide/npm' },
          { text: 'Language models', link: '/guide/language-models' },
          { text: 'Glossary', link: '/guide/glossary' },
        ],
      },
      {
        text: 'Reference',
        items: [
          { text: 'The element', link: '/reference/element' },
          {
            text: 'The API',
            link: '/reference/api',
            // A page a theme of the API, in the order of the declarations' @group (the first is the API's own page).
            items: API_GROUPS.slice(1).map((text) => ({ text, link: `/reference/${apiPageOf(text)}` })),
          },
        ],
      },
      {
        text: 'Estimator',
        items: [
          { text: 'How it works', link: '/estimator/how-it-works' },
          { text: 'How accurate it is', link: '/estimator/accuracy' },
        ],
      },
      {
        text: 'Project',
        items: [
          { text: 'Benchmarks', link: '/benchmarks' },
          { text: 'Contributing', link: '/contributing' },
          { text: 'Toolchain facts', link: '/toolchain' },
        ],
      },
    ],
    search: { provider: 'local' },
    editLink: { pattern: `${repository}/edit/main/docs/:path`, text: 'Edit this page' },
    socialLinks: [{ icon: 'github', link: repository, ariaLabel: 'The repository' }],
    // VitePress shows its own footer only on pages without a sidebar; the theme shows this one under every page.
    footer: {
      message: `${pkg.name} ${pkg.version} · <a href="${repository}/blob/main/CHANGELOG.md">changes</a>`,
      copyright: `${pkg.license} License`,
    },
    notFound: {
      quote: 'No page of this site has that address. Search above, or start again from the calculator.',
      linkText: 'To the calculator',
    },
  },
});
