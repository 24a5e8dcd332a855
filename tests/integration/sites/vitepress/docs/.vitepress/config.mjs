import { defineConfig } from 'vitepress';

export default defineConfig({
  title: 'Scaling notes',
  // The embed files sit in docs/public/, which VitePress copies to the site's root.
  head: [['script', { type: 'module', src: '/dp-scaling-calculator/dp-scaling-calculator.js' }]],
  // Without this Vue takes the tag for a component it cannot resolve, and
  // the pre-rendered page holds <!----> where the element should be.
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === 'dp-scaling-calculator' } } },
  themeConfig: { nav: [{ text: 'Guide', link: '/guide/scaling' }] },
});
