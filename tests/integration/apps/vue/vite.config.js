import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  plugins: [
    vue({
      // Without this Vue takes the tag for a component it cannot resolve.
      template: { compilerOptions: { isCustomElement: (tag) => tag === 'dp-scaling-calculator' } },
    }),
  ],
});
