import { defineConfig } from 'astro/config';

// Stock: no integration, and no Vite option for the package.
export default defineConfig({});
