// The documentation site: VitePress, built by `npm run docs` (scripts/docs.mjs)
// into dist/site/. The element comes from dist/embed/, copied to
// docs/public/embed/ and so served at /embed/.
import { defineConfig } from 'vitepress';

export default defineConfig({
  title: 'dp-scaling-calculator',
  description: 'A data-parallel scaling calculator that runs in the browser.',
  outDir: '../dist/site',
  cleanUrls: false,
  head: [
    ['script', { type: 'module', src: '/embed/dp-scaling-calculator.js' }],
    ['link', { rel: 'icon', href: '/generated/favicon.svg' }],
  ],
  // The element is not a Vue component: without this the pre-rendered page holds <!---->.
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === 'dp-scaling-calculator' } } },
  markdown: { math: true },
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/getting-started' },
      { text: 'Reference', link: '/reference/element' },
      { text: 'Estimator', link: '/estimator/accuracy' },
    ],
    sidebar: [
      {
        text: 'Guide',
        items: [
          { text: 'Getting started', link: '/guide/getting-started' },
          { text: 'Language models', link: '/guide/language-models' },
        ],
      },
      { text: 'Reference', items: [{ text: 'The element', link: '/reference/element' }] },
      { text: 'Estimator', items: [{ text: 'How accurate it is', link: '/estimator/accuracy' }] },
    ],
    search: { provider: 'local' },
  },
});
