// The accuracy plot's size, read at build time from the drawing the site's
// build wrote (scripts/docs/accuracy.mjs's accuracyPlot): the page gives its
// <img> that width and height, so the browser reserves the plot's box before
// the SVG arrives and the tables below it stay where they are (the page
// shifted 0.14 without). A VitePress data loader, so that no size is typed.
import { readFileSync } from 'node:fs';

export default {
  watch: ['../public/generated/accuracy.svg'],
  load([file]) {
    if (!file) throw new Error('docs/public/generated/accuracy.svg is missing: `node scripts/docs.mjs` writes it');
    const root = readFileSync(file, 'utf8').match(/<svg\b[^>]*>/)?.[0] ?? '';
    const size = (name) => Number(root.match(new RegExp(`\\s${name}="([\\d.]+)"`))?.[1]);
    const [width, height] = [size('width'), size('height')];
    if (!(width > 0 && height > 0)) throw new Error(`${file}: no width and height on its <svg>`);
    return { width, height };
  },
};
