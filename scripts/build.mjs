// Builds every shipped artifact into dist/: the wasm core (CMake + emcmake),
// then the JS bundles (esbuild), types and pages.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transform } from 'esbuild';
import { LATER, LATER_ERRORS } from '../web/locales/later.js';
import { minify } from 'terser';
import { BESIDE } from './beside.mjs';
import { LANGUAGES } from '../web/locales/languages.js';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

function run(command, args) {
  execFileSync(command, args, { stdio: 'inherit' });
}

function buildWasm() {
  if (!existsSync('build/wasm/CMakeCache.txt')) run('emcmake', ['cmake', '--preset', 'wasm']);
  run('cmake', ['--build', '--preset', 'wasm']);
  sameGlue();
}

// The core's two modules (CMakeLists.txt): what the first results need, and
// the estimator's, each a glue (.mjs) and its .wasm. The bundles hold the
// first glue only, which instantiates both (sameGlue).
const MODULES = ['dp-scaling-calculator', 'dp-scaling-calculator.estimator'];
const glueOf = (name) => `${root}build/wasm/${name}.mjs`;
const wasmOf = (name) => `build/wasm/${name}.wasm`;
// English is in every bundle; the others come from 'dpsc:languages' (below).
const OTHER_LANGUAGES = LANGUAGES.filter((l) => l !== 'en');

// An esbuild plugin for an import with no file behind it: `specifier`
// becomes the module `contents`, resolved from `resolveDir`.
const virtualModule = (specifier, contents, resolveDir = '.') => ({
  name: specifier,
  setup(b) {
    const filter = new RegExp(`^${specifier}$`);
    b.onResolve({ filter }, () => ({ path: specifier, namespace: 'virtual' }));
    b.onLoad({ filter, namespace: 'virtual' }, () => ({ contents: contents(), loader: 'js', resolveDir }));
  },
});

// 'dpsc:wasm' is the bytes of the core's modules: a function that resolves to
// the first's (the default export) and one to the second's (`estimator`),
// each inlined deflated and in base64 (web/api/inline-wasm.js says why), or
// nothing when `inline` is false and each glue fetches its .wasm file itself.
const wasm = (inline) => {
  const bytes = virtualModule(
    'dpsc:wasm',
    () => {
      if (!inline) return 'export default undefined; export const estimator = undefined;';
      const hex = (name) => `fromHex("${readFileSync(wasmOf(name)).toString('hex')}")`;
      return (
        "import { fromHex } from './web/api/inline-wasm.js';" +
        `export default () => ${hex(MODULES[0])}; export const estimator = () => Promise.resolve(${hex(MODULES[1])});`
      );
    },
    root,
  );
  return { name: 'dpsc:wasm', setup: (b) => (bytes.setup(b), glue(inline).setup(b)) };
};

// Emscripten 3.1.6's glue spells out embind's checks of its own bindings (a
// type registered twice, a size it does not know, a call with the wrong
// number of arguments): failures of how src/bindings is written, which
// tests/js meets the moment it loads the modules, never of a reader's input.
// The bundles carry each as a short tag with the name it concerns, which
// saves 300 bytes gzip of the first view. A check the glue no longer spells
// this way fails the build.
const EMBIND_CHECKS = [
  [/"Unknown type size: "/, 'size '],
  [/"Unknown boolean type size: "/, 'bool '],
  [/"Unknown integer type: "/, 'integer '],
  [/"Unknown float type: "/, 'float '],
  [/"Mismatched type converter count"/, 'converters'],
  [/"registerType registeredInstance requires argPackAdvance"/, 'argPackAdvance'],
  [/'type "'\+(\w+)\+'" must have a positive integer typeid pointer'/, 'typeid'],
  [/"Cannot register type '"\+(\w+)\+"' twice"/, 'type twice'],
  [/"Cannot register public name '"\+(\w+)\+"' twice"/, 'name twice'],
  [/"Cannot register multiple overloads of a function with the same number of arguments \("\+(\w+)\+"\)!"/, 'overloads'],
  [/"argTypes array size mismatch! Must at least get return value and 'this' types!"/, 'argTypes'],
  [/"function "\+(\w+)\+" called with "\+arguments\.length\+" arguments, expected "\+\w+\+" args!"/, 'arity'],
  [
    /"Function '"\+(\w+)\+"' called with an invalid number of arguments \("\+arguments\.length\+"\) - expects one of \("\+[\w.[\]]+\+"\)!"/,
    'arity',
  ],
  [/"unknown function pointer with signature "\+(\w+)\+": "\+\w+/, 'pointer'],
  [/"Cannot call "\+(\w+)\+" due to unbound types"/, 'unbound'],
  [/"Replacing nonexistant public symbol"/, 'symbol'],
];

function trimGlue(glue) {
  return EMBIND_CHECKS.reduce((code, [pattern, tag]) => {
    if (!pattern.test(code)) throw new Error(`build: the glue no longer holds ${pattern}; update EMBIND_CHECKS in scripts/build.mjs`);
    return code.replace(pattern, (_, name) => (typeof name === 'string' ? `"embind: ${tag} "+${name}` : `"embind: ${tag}"`));
  }, glue);
}

// Every bundle loads the first module's glue through here. With the bytes
// inlined (`inline`), the glue's `new URL("….wasm", import.meta.url)` names
// a file nobody fetches, yet Vite and webpack read that pattern as an asset
// and emit the .wasm beside the app: the plain file name keeps it out of sight.
const glue = (inline) => ({
  name: 'glue',
  setup(b) {
    b.onLoad({ filter: /build[\\/]wasm[\\/]dp-scaling-calculator\.mjs$/ }, ({ path }) => {
      let code = trimGlue(readFileSync(path, 'utf8'));
      if (inline) {
        const name = basename(path, '.mjs');
        const url = `new URL("${name}.wasm",import.meta.url)`;
        if (!code.includes(url)) throw new Error(`build: the glue no longer holds ${url}; update scripts/build.mjs`);
        code = code.replaceAll(url, `"${name}.wasm"`);
      }
      return { contents: code, loader: 'js' };
    });
  },
});

// 'dpsc:estimator-core' is the core's second module: a function that
// resolves to its bytes and what the API adds for it (web/api/estimator.js),
// and `eager`, whether loadCalculator() waits for them. The embed bundle
// fetches dp-scaling-calculator.estimator.wasm and .estimator-api.js from
// beside itself when first wanted; elsewhere both are inline and loaded with
// the first module. Either way the first module's glue instantiates the
// bytes: the two glues are the same (sameGlue).
const estimatorCore = (split) =>
  virtualModule('dpsc:estimator-core', () =>
    split
      ? BESIDE['dpsc:estimator-core']
      : "import { estimator } from 'dpsc:wasm'; import * as api from './web/api/estimator.js';" +
        'export default () => estimator().then((bytes) => ({ bytes, api })); export const eager = true;',
  );

// The bundles ship the first module's glue alone and instantiate both modules
// with it, which holds only while the two glues are the same but for their
// .wasm file name (and where Closure breaks its lines): both modules import
// the same JS functions and export the same names. A change to one module
// that makes it import something the other does not (a libc++ string brings
// abort()) fails the build here rather than at run time.
function sameGlue() {
  const code = (name) => readFileSync(glueOf(name), 'utf8').replaceAll(`"${name}.wasm"`, '"?.wasm"').replace(/\n/g, '');
  if (code(MODULES[0]) !== code(MODULES[1])) {
    throw new Error(
      `build: the glues of ${MODULES.join(' and ')} differ (one module imports or exports what the other does not); ` +
        'compare the two files in build/wasm/ and make both modules import the same functions',
    );
  }
}

// 'dpsc:languages' loads a language's messages, and `split` says whether they
// come in two parts. In the embed bundle they do, each a module beside it: a
// language's first part (dp-scaling-calculator.de.js; English's is in the
// bundle) and, after the first results, the rest, what only closed panels
// show (dp-scaling-calculator.de.later.js): a page downloads only its own
// language, and the first part of it before its first results. Elsewhere a
// language other than English is whole, in the bundle itself.
const languages = (split) =>
  virtualModule(
    'dpsc:languages',
    () =>
      split
        ? BESIDE['dpsc:languages']
        : OTHER_LANGUAGES.map((l) => `import ${l} from './${l}.json';`).join('') +
          `const all = { ${OTHER_LANGUAGES.join(', ')} }; export default (lang) => Promise.resolve(all[lang]); export const split = false;`,
    'web/locales',
  );

// 'dpsc:estimator' loads the estimator panel's module (web/estimator/panel.js):
// in the embed bundle from a module beside it (dp-scaling-calculator.estimator.js),
// fetched when the panel opens or a select is set; elsewhere from the bundle itself.
const estimator = (split) =>
  virtualModule(
    'dpsc:estimator',
    () => (split ? BESIDE['dpsc:estimator'] : "import * as panel from './panel.js'; export default () => Promise.resolve(panel);"),
    'web/estimator',
  );

// 'dpsc:later' loads the element's second tier (web/element/later.js): in
// the embed bundle from a module beside it (dp-scaling-calculator.later.js),
// fetched once the first results are on screen; elsewhere from the bundle itself.
const secondTier = (split) =>
  virtualModule(
    'dpsc:later',
    () => (split ? BESIDE['dpsc:later'] : "import * as later from './later.js'; export default () => Promise.resolve(later);"),
    'web/element',
  );

// 'dpsc:english' is the English messages and `later`, null when they are
// whole, or else a function that fetches those left out (once), adds the
// errors' to `errors` and resolves to the others. The embed bundle leaves out
// what only closed panels show and the messages of the codes only they give
// (web/locales/later.js) and ships them beside itself as
// dp-scaling-calculator.en.later.js; `errors` comes from en.json by name, which the
// API imports too, so the bundle holds it once, and the API's messages are
// completed with the element's.
const english = (split) =>
  virtualModule(
    'dpsc:english',
    () => {
      if (!split) return "import en from './en.json'; export default en; export const later = null;";
      const first = Object.fromEntries(Object.entries(laterMessages(false)).filter(([key]) => key !== 'errors'));
      // The rest is fetched the way another language's is (dp-scaling-calculator.en.later.js).
      return (
        `import load from 'dpsc:languages'; import { errors } from './en.json'; export default { errors, ...${JSON.stringify(first)} };` +
        "let rest; export const later = () => (rest ??= load('en', true).then(({ errors: more, ...texts }) => (Object.assign(errors, more), texts)));"
      );
    },
    'web/locales',
  );

// In the embed bundle, en.json's errors without LATER_ERRORS': the element's and the API's.
const firstErrors = (split) => ({
  name: 'first-errors',
  setup(b) {
    if (!split) return;
    b.onLoad({ filter: /web[\\/]locales[\\/]en\.json$/ }, () => ({ contents: JSON.stringify(laterMessages(false)), loader: 'json' }));
  },
});

// The messages of `lang` that LATER names, with the errors of LATER_ERRORS
// (`later`), or all the others.
function laterMessages(later, lang = 'en') {
  const all = JSON.parse(readFileSync(`web/locales/${lang}.json`, 'utf8'));
  const messages = Object.fromEntries(Object.entries(all).filter(([key]) => key !== 'errors' && LATER.test(key) === later));
  const errors = Object.fromEntries(Object.entries(all.errors).filter(([code]) => LATER_ERRORS.includes(code) === later));
  return { ...messages, errors };
}

// Each language's two parts beside the embed bundle ('dpsc:languages'), English's first part being in it.
function writeLanguages() {
  const write = (file, messages) => writeFileSync(`dist/${file}`, `export default ${JSON.stringify(messages)};\n`);
  for (const lang of LANGUAGES) {
    if (lang !== 'en') write(`dp-scaling-calculator.${lang}.js`, laterMessages(false, lang));
    write(`dp-scaling-calculator.${lang}.later.js`, laterMessages(true, lang));
  }
}

// Minifies the element's stylesheet before it is inlined as text.
const css = {
  name: 'css',
  setup(b) {
    b.onLoad({ filter: /\.css$/ }, async ({ path }) => {
      const { code } = await transform(readFileSync(path, 'utf8'), { loader: 'css', minify: true });
      return { contents: code, loader: 'text' };
    });
  },
};

// The element's markup without the line breaks and indents between its tags
// (a template line that starts with "<"): whitespace the browser drops anyway.
const markup = {
  name: 'markup',
  setup(b) {
    b.onLoad({ filter: /web[\\/](element[\\/](template|parts|panel-bodies)|estimator[\\/]markup)\.js$/ }, ({ path }) => ({
      contents: readFileSync(path, 'utf8').replace(/\n\s*(?=<)/g, ''),
      loader: 'js',
    }));
  },
};

// dist/element.js imports the API from ./index.js, so an app that uses both
// instantiates one core.
const sharedApi = {
  name: 'shared-api',
  setup(b) {
    b.onResolve({ filter: /\/api\/calculator\.js$/ }, () => ({ path: './index.js', external: true }));
  },
};

const common = {
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  legalComments: 'none',
  logLevel: 'warning',
};

// The plugins of a bundle. `core` is how it gets the wasm core: 'inline'
// (its bytes inside the bundle), 'file' (the glue fetches the .wasm from
// beside the bundle) or 'shared' (the API imported from ./index.js); 'none'
// for a module that holds neither the element nor the API, which needs only
// the stylesheet and markup plugins. `split` puts the other languages, the English of closed
// panels, the estimator and the element's second tier in modules beside the bundle.
const pluginsFor = ({ core, split = false }) =>
  core === 'none'
    ? [css, markup]
    : [
        core === 'shared' ? sharedApi : wasm(core === 'inline'),
        estimatorCore(split),
        css,
        markup,
        languages(split),
        english(split),
        firstErrors(split),
        estimator(split),
        secondTier(split),
      ];

// Every bundle in dist/ but the offline page's (buildOffline). `utf8` writes
// accents as they are, for files only ever loaded as module scripts, which
// are always read as UTF-8.
const BUNDLES = [
  { out: 'index.js', entry: 'web/api/index.js', core: 'inline' },
  { out: 'element.js', entry: 'web/element/define.js', core: 'shared' },
  { out: 'dp-scaling-calculator.js', entry: 'web/element/define.js', core: 'file', split: true, utf8: true },
  { out: 'dp-scaling-calculator.estimator.js', entry: 'web/estimator/panel.js', core: 'none', utf8: true },
  { out: 'dp-scaling-calculator.later.js', entry: 'web/element/later.js', core: 'none', utf8: true },
  { out: 'dp-scaling-calculator.estimator-api.js', entry: 'web/api/estimator.js', core: 'none', utf8: true },
  // For hosts that want exactly one file: core and every language inlined.
  { out: 'dp-scaling-calculator.standalone.js', entry: 'web/element/define.js', core: 'inline' },
  { out: 'demo.js', entry: 'web/demo/demo.js', core: 'inline' },
];

// esbuild bundles and minifies; terser then compresses further (it inlines
// and folds across functions, which esbuild does not): 4–5 % less gzip on
// the embed bundle, about 1 KB of the first view (BENCHMARKS.md).
async function compress(file, { utf8 = false } = {}) {
  const { code } = await minify(readFileSync(file, 'utf8'), {
    module: true,
    ecma: 2020,
    compress: { passes: 2 },
    format: { comments: false, ascii_only: !utf8 },
  });
  writeFileSync(file, code);
}

async function buildBundles() {
  for (const bundle of BUNDLES) {
    await build({
      ...common,
      entryPoints: [bundle.entry],
      outfile: `dist/${bundle.out}`,
      plugins: pluginsFor(bundle),
      ...(bundle.utf8 ? { charset: 'utf8' } : {}),
    });
    await compress(`dist/${bundle.out}`, bundle);
  }
  writeLanguages();
  for (const name of MODULES) copyFileSync(wasmOf(name), `dist/${name}.wasm`);
  copyFileSync('web/api/index.d.ts', 'dist/index.d.ts');
  copyFileSync('web/element/index.d.ts', 'dist/element.d.ts');
  buildManifest();
  for (const file of ['index.html', 'demo.css', 'favicon.svg']) copyFileSync(`web/demo/${file}`, `dist/${file}`);
  await buildOffline();
}

// dist/custom-elements.json, generated from the element's source and JSDoc
// (custom-elements-manifest.config.mjs). The package ships the bundle, not
// the sources, so the manifest describes one module: dist/element.js.
function buildManifest() {
  run(process.execPath, ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--quiet']);
  const { schemaVersion, modules } = JSON.parse(readFileSync('build/cem/custom-elements.json', 'utf8'));
  const path = 'dist/element.js';
  const declarations = modules.flatMap((m) => m.declarations ?? []);
  const exports = modules
    .flatMap((m) => m.exports ?? [])
    .map((e) => ({ ...e, declaration: { ...e.declaration, module: path } }))
    .filter((e, i, all) => all.findIndex((o) => o.kind === e.kind && o.name === e.name) === i);
  writeFileSync(
    'dist/custom-elements.json',
    JSON.stringify({ schemaVersion, modules: [{ kind: 'javascript-module', path, declarations, exports }] }, null, 2) + '\n',
  );
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

// dist/dp-scaling-calculator.html: the demo page with its script and styles
// inlined, for use from disk. Its policy allows exactly those two inline
// blocks and WebAssembly, and no fetch of any kind.
async function buildOffline() {
  const { outputFiles } = await build({
    ...common,
    plugins: pluginsFor({ core: 'inline' }),
    entryPoints: ['web/offline/offline.js'],
    format: 'iife',
    write: false,
    // The glues only use import.meta.url to find .wasm files they never fetch.
    define: { 'import.meta.url': 'document.baseURI' },
  });
  const script = outputFiles[0].text.replaceAll('</script', '<\\/script');
  const style = readFileSync('web/demo/demo.css', 'utf8');
  const csp = [
    "default-src 'none'",
    `script-src ${sha256(script)} 'wasm-unsafe-eval'`,
    `style-src ${sha256(style)}`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const page = readFileSync('web/demo/index.html', 'utf8')
    .replace(/\s*<link rel="icon"[^>]*>/, '')
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(
      '<link rel="stylesheet" href="demo.css">',
      () => `<meta http-equiv="Content-Security-Policy" content="${csp}">\n  <style>${style}</style>`,
    )
    .replace('</body>', () => `<script>${script}</script>\n</body>`);
  writeFileSync('dist/dp-scaling-calculator.html', page);
}

buildWasm();
rmSync('dist', { recursive: true, force: true });
mkdirSync('dist');
await buildBundles();
console.log('build: dist/ is ready');
