// The core: its two wasm modules built with CMake and Emscripten, and how the
// bundles get them. The bundles hold the first module's glue only, which
// instantiates both; their bytes come through the one virtual module,
// 'dpsc:wasm' (web/api/calculator.js), either fetched from beside the bundle
// or inlined in hexadecimal (web/api/inline-wasm.js says why).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { root } from './paths.mjs';

// The first module (what the first results need) and the second (what only a panel asks).
export const MODULES = ['dp-scaling-calculator', 'dp-scaling-calculator.panels'];
export const wasmOf = (name) => `${root}build/wasm/${name}.wasm`;
const glueOf = (name) => `${root}build/wasm/${name}.mjs`;

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit', cwd: root });

export function buildWasm() {
  if (!existsSync(`${root}build/wasm/CMakeCache.txt`)) run('emcmake', ['cmake', '--preset', 'wasm']);
  run('cmake', ['--build', '--preset', 'wasm']);
  sameGlue();
}

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
    if (!pattern.test(code)) throw new Error(`build: the glue no longer holds ${pattern}; update EMBIND_CHECKS in scripts/build/wasm.mjs`);
    return code.replace(pattern, (_, name) => (typeof name === 'string' ? `"embind: ${tag} "+${name}` : `"embind: ${tag}"`));
  }, glue);
}

// 'dpsc:wasm': `first` and `second`, each a function that resolves to a
// module's bytes. Beside the bundle (`inline` false), the first module's glue
// fetches its .wasm itself and `first` is undefined; the second is fetched
// when a panel first wants it. Inlined, each is a hex string (read from
// build/wasm/ when a build asks, after the wasm build), the second in a
// module of its own ('dpsc:wasm/second'), which the npm entries import only
// when a panel or calc.ready('panels') wants it.
const hex = (name) => JSON.stringify(readFileSync(wasmOf(name)).toString('hex'));
const VIRTUAL = {
  file: {
    'dpsc:wasm':
      'const bytes = (url) => fetch(url).then((r) => { if (!r.ok) throw new Error(`${r.url}: ${r.status}`); return r.arrayBuffer(); })' +
      '.then((b) => new Uint8Array(b));' +
      `export const first = undefined; export const second = () => bytes(new URL('./${MODULES[1]}.wasm', import.meta.url));`,
  },
  inline: {
    'dpsc:wasm': () =>
      `import { fromHex } from '${root}web/api/inline-wasm.js';` +
      `export const first = () => fromHex(${hex(MODULES[0])});` +
      "export const second = () => import('dpsc:wasm/second').then((m) => fromHex(m.default));",
    'dpsc:wasm/second': () => `export default ${hex(MODULES[1])};`,
  },
};

/**
 * The Rollup plugin for the core: 'dpsc:wasm' (`core`: 'file' or 'inline'),
 * and the first module's glue ('dpsc:glue') with embind's checks as tags. Inlined, the
 * glue's `new URL("….wasm", import.meta.url)` names a file nobody fetches,
 * yet Vite and webpack read that pattern as an asset and emit the .wasm
 * beside the app: the plain file name keeps it out of sight.
 */
export function corePlugin(core) {
  const modules = VIRTUAL[core];
  return {
    name: 'dpsc-core',
    // 'dpsc:glue' is the first module's glue, named so that web/ never points into build/ (tsc reads web/ alone).
    resolveId: (id) => (id === 'dpsc:glue' ? glueOf(MODULES[0]) : id in modules ? `\0${id}` : null),
    load(id) {
      const body = modules[id.slice(1)];
      return id.startsWith('\0') && body !== undefined ? (typeof body === 'function' ? body() : body) : null;
    },
    transform(code, id) {
      if (!/build[\\/]wasm[\\/]dp-scaling-calculator\.mjs$/.test(id)) return null;
      code = trimGlue(code);
      if (core === 'inline') {
        const url = `new URL("${basename(id, '.mjs')}.wasm",import.meta.url)`;
        if (!code.includes(url)) throw new Error(`build: the glue no longer holds ${url}; update scripts/build/wasm.mjs`);
        code = code.replaceAll(url, `"${basename(id, '.mjs')}.wasm"`);
      }
      return { code, map: null };
    },
  };
}
