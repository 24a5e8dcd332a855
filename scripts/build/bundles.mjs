// The JS bundles, one Rollup build each, all from the same sources. The code
// says where it is lazy, with import(): the panels (web/element/panels.js),
// a language's messages (web/element/locales.js, web/panels/texts.js) and the
// core's second module (web/api/calculator.js). Where a build keeps chunks,
// Rollup makes them: web/panels/, which one import() reaches, is one chunk.
// Rollup leaves a module that the entry already holds in the entry, where
// esbuild's splitting would move it into a chunk of its own that the first
// view fetches too (docs/toolchain.md).
import { readFileSync } from 'node:fs';
import { rollup } from 'rollup';
import json from '@rollup/plugin-json';
import dynamicImportVars from '@rollup/plugin-dynamic-import-vars';
import { transform } from 'esbuild';
import { minify } from 'terser';
import { corePlugin } from './wasm.mjs';
import { panelsPlugin } from './panels.mjs';
import { root } from './paths.mjs';

// Every build: `input`, `core` ('file': fetched from beside the bundle;
// 'inline'; 'none' for code that holds no core), and where it goes: `dir`
// for a build that keeps its chunks, or `file` (every import() inlined).
// `utf8` writes accents as they are, for files only ever loaded as module
// scripts, which are always read as UTF-8.
export const BUILDS = {
  // The embed: copy dist/embed/ and load dp-scaling-calculator.js from it.
  embed: { input: 'web/element/define.js', core: 'file', dir: 'dist/embed', entry: 'dp-scaling-calculator.js', utf8: true },
  // The npm entries: the API and the element, which imports the API's entry; the host's bundler takes the chunks.
  npm: { input: { index: 'web/api/index.js', element: 'web/element/define.js' }, core: 'inline', dir: 'dist', chunks: 'chunks/' },
  // For hosts that want exactly one file: the core and every language in it.
  standalone: { input: 'web/element/define.js', core: 'inline', file: 'dist/dp-scaling-calculator.standalone.js' },
  // The offline page's script (web/offline/), inlined into dist/dp-scaling-calculator.html by one-file.mjs.
  offline: { input: 'web/offline/offline.js', core: 'inline', format: 'iife' },
  // The demo page's language switcher.
  demo: { input: 'web/demo/demo.js', core: 'none', file: 'dist/demo.js', utf8: true },
};

// The element's stylesheets, minified, as the text of a module.
const css = {
  name: 'css',
  async load(id) {
    if (!id.endsWith('.css')) return null;
    const { code } = await transform(readFileSync(id, 'utf8'), { loader: 'css', minify: true });
    return `export default ${JSON.stringify(code)};`;
  },
};

// The markup's templates without the line breaks and indents between their
// tags (a template line that starts with "<"): whitespace the browser drops anyway.
const markup = {
  name: 'markup',
  transform(code, id) {
    if (!/web[\\/](element[\\/](template|parts)|panels[\\/][\w-]+[\\/](index|markup))\.js$/.test(id)) return null;
    return { code: code.replace(/\n\s*(?=<)/g, ''), map: null };
  },
};

// terser after Rollup: it inlines and folds across functions, 4–5 % less gzip than esbuild's minifier (BENCHMARKS.md).
const terser = (utf8) => ({
  name: 'terser',
  async renderChunk(code) {
    const options = { module: true, ecma: 2020, compress: { passes: 3 }, format: { comments: false, ascii_only: !utf8 } };
    return { code: (await minify(code, options)).code, map: null };
  },
});

// dp-scaling-calculator.<what>-<hash>.js: a language's half by its language
// and half (de-screen, de-panels), any other chunk by its name (panels).
const chunkName = (prefix) => (chunk) => {
  const half = chunk.facadeModuleId?.match(/locales[\\/](\w+)[\\/](\w+)\.json$/);
  return `${prefix}dp-scaling-calculator.${half ? `${half[1]}-${half[2]}` : chunk.name}-[hash].js`;
};

/** Rollup's input and output options of build `name` (BUILDS). */
export function rollupOptions(name, { minified = true } = {}) {
  const b = BUILDS[name];
  const plugins = [...(b.core === 'none' ? [] : [corePlugin(b.core)]), panelsPlugin(), json({ namedExports: false }), dynamicImportVars(), css, markup];
  const input = typeof b.input === 'string' ? `${root}${b.input}` : Object.fromEntries(Object.entries(b.input).map(([k, v]) => [k, `${root}${v}`]));
  const output = {
    format: b.format ?? 'es',
    plugins: minified ? [terser(b.utf8)] : [],
    ...(b.dir
      ? {
          dir: `${root}${b.dir}`,
          entryFileNames: b.entry ?? '[name].js',
          chunkFileNames: chunkName(b.chunks ?? ''),
        }
      : { inlineDynamicImports: true }),
    ...(b.file ? { file: `${root}${b.file}` } : {}),
  };
  // The entry may export more than its module does: what the chunks take from it, which then stays in it.
  return { input: { input, plugins, onwarn, preserveEntrySignatures: 'allow-extension' }, output };
}

// A warning is a mistake: the build stops on one.
function onwarn(warning) {
  throw new Error(`build: ${warning.message}`);
}

/** Builds `name`; returns Rollup's output (its chunks with their modules), written when the build has a place for it. */
export async function bundle(name, options) {
  const { input, output } = rollupOptions(name, options);
  const built = await rollup(input);
  const result = output.dir || output.file ? await built.write(output) : await built.generate(output);
  await built.close();
  return result.output;
}
