// Vue's template compiler must be told the tag is not a Vue component, as in the Vite app.
export default defineNuxtConfig({
  vue: { compilerOptions: { isCustomElement: (tag) => tag === 'dp-scaling-calculator' } },
  telemetry: false,
  devtools: { enabled: false },
  app: {
    head: {
      link: [{ rel: 'icon', href: 'data:,' }],
      style: [
        {
          // The README's line against layout shift: what follows the element waits until it is defined.
          innerHTML:
            'dp-scaling-calculator:not(:defined) ~ *, :has(dp-scaling-calculator:not(:defined)) ~ * { animation: dpsc-wait 3s step-end } @keyframes dpsc-wait { from { visibility: hidden } }',
        },
      ],
    },
  },
});
