import { build, transform } from 'esbuild';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const root = process.argv[2] ?? process.cwd();
const virtual = (name, contents) => ({ name, setup(b) { b.onResolve({ filter: new RegExp(`^${name}$`) }, () => ({ path: name, namespace: 'v' })); b.onLoad({ filter: /.*/, namespace: 'v' }, () => ({ contents, loader: 'js' })); } });
const css = { name: 'css', setup(b) { b.onLoad({ filter: /\.css$/ }, async ({ path }) => ({ contents: (await transform(readFileSync(path, 'utf8'), { loader: 'css', minify: true })).code, loader: 'text' })); } };
const langs = 'export default (lang) => import(new URL(`./dp-scaling-calculator.${lang}.js`, import.meta.url).href).then((m) => m.default);';
const r = await build({ entryPoints: [root + '/web/element/define.js'], bundle: true, minify: true, format: 'esm', target: 'es2022', legalComments: 'none', charset: 'utf8', write: false, outfile: 'x.js', absWorkingDir: root,
  plugins: [virtual('dpsc:wasm', 'export default undefined;'), virtual('dpsc:languages', langs), css], logLevel: 'error' });
const bytes = r.outputFiles[0].contents;
console.log(bytes.length, gzipSync(bytes, { level: 9 }).length);
