// The npm snippets of the README, Getting started, Install and From npm, pasted into
// an app made by create-vite's TypeScript templates, must pass the `tsc` its
// `npm run build` runs first. Each code block that imports the package is
// written into a project with the templates' compiler options (vanilla-ts for
// .js/.ts blocks, react-ts for .tsx) and type-checked with the repository's
// TypeScript. The .tsx blocks are also files of the integration apps, which
// type-check them with React's real types but with --strict alone; here they
// meet the templates' stricter options (noUnusedLocals, noUnusedParameters).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const PAGES = ['README.md', 'docs/guide/getting-started.md', 'docs/guide/npm.md', 'docs/guide/install.md'];

/** The code blocks of a Markdown text that import the package: { lang, code, line }. */
function packageSnippets(markdown) {
  // A block in a list item is indented as the item's text; the code is what is inside.
  return [...markdown.matchAll(/^( *)```(js|ts|jsx|tsx)\n([\s\S]*?)^\1```$/gm)]
    .map(([block, indent, lang, code]) => ({ block, lang, code: code.replace(new RegExp(`^${indent}`, 'gm'), '') }))
    .filter(({ code }) => /(?:from|import) ['"]dp-scaling-calculator(?:\/[\w-]+)?['"]/.test(code))
    .map(({ block, lang, code }) => ({ lang, code, line: markdown.slice(0, markdown.indexOf(block)).split('\n').length }));
}

// create-vite 9's templates (vanilla-ts: tsconfig.json; react-ts: tsconfig.app.json), less
// "types": ["vite/client"], which only declares Vite's own globals (import.meta.env, asset imports).
const VANILLA = {
  target: 'ES2022',
  useDefineForClassFields: true,
  module: 'ESNext',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  skipLibCheck: true,
  moduleResolution: 'bundler',
  allowImportingTsExtensions: true,
  verbatimModuleSyntax: true,
  moduleDetection: 'force',
  noEmit: true,
  strict: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  erasableSyntaxOnly: true,
  noFallthroughCasesInSwitch: true,
  noUncheckedSideEffectImports: true,
};
const REACT = { ...VANILLA, jsx: 'react-jsx' };

// React's types are not among the repository's packages, and the tests install nothing.
// These declare what the snippets use, shaped as @types/react 19 declares it; the
// element's own JSX typing (dist/element.d.ts) needs none of React's types, so
// its props are checked as in a real app (a test below holds that).
const REACT_STUB = {
  'package.json': JSON.stringify({ name: 'react', version: '19.0.0', types: 'index.d.ts' }),
  'index.d.ts': `export function useState<S>(initial: S | (() => S)): [S, (value: S | ((previous: S) => S)) => void];
export interface RefObject<T> { current: T }
export function useRef<T>(initial: T): RefObject<T>;
export function useRef<T>(initial: T | null): RefObject<T | null>;
export function useEffect(effect: () => void | (() => void), deps?: readonly unknown[]): void;
export namespace JSX {
  interface Element {}
  interface ElementChildrenAttribute { children: {} }
  // Every other tag takes anything: only the element's props are under test.
  interface IntrinsicElements { [tag: string]: any }
}
`,
  'jsx-runtime.d.ts': `import type { JSX as ReactJSX } from './index';
export namespace JSX {
  interface Element extends ReactJSX.Element {}
  interface ElementChildrenAttribute extends ReactJSX.ElementChildrenAttribute {}
  interface IntrinsicElements extends ReactJSX.IntrinsicElements {}
}
export function jsx(type: unknown, props: unknown, key?: unknown): JSX.Element;
export function jsxs(type: unknown, props: unknown, key?: unknown): JSX.Element;
export const Fragment: unique symbol;
`,
};

let project;
before(() => {
  project = mkdtempSync(join(tmpdir(), 'dpsc-strict-ts-'));
  // The package as an install lays it out, inside the project's node_modules (a symlink to the
  // repository would make its `declare module 'react'` look for React beside the repository).
  const pkg = join(project, 'node_modules/dp-scaling-calculator');
  mkdirSync(join(pkg, 'dist'), { recursive: true });
  cpSync(join(root, 'package.json'), join(pkg, 'package.json'));
  for (const file of readdirSync(join(root, 'dist')).filter((f) => f.endsWith('.d.ts'))) {
    cpSync(join(root, 'dist', file), join(pkg, 'dist', file));
  }
  mkdirSync(join(project, 'node_modules/react'));
  for (const [file, text] of Object.entries(REACT_STUB)) writeFileSync(join(project, 'node_modules/react', file), text);
});
after(() => rmSync(project, { recursive: true, force: true }));

/** Type-checks `files` ({ name: source }) as one app with `options`; resolves to tsc's diagnostics ('' when clean). */
function typeCheck(name, files, options) {
  const dir = join(project, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  for (const [file, source] of Object.entries(files)) writeFileSync(join(dir, 'src', file), source);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, include: ['src'] }));
  // The project's node_modules sit one folder up, where Node's resolution looks next.
  try {
    execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', '.'], { cwd: dir, encoding: 'utf8' });
    return '';
  } catch (error) {
    return error.stdout || error.message;
  }
}

const snippets = PAGES.flatMap((page) => packageSnippets(readFileSync(join(root, page), 'utf8')).map((s) => ({ ...s, page })));

test('the README, Getting started, From npm and Install each show a snippet that imports the package', () => {
  for (const page of PAGES)
    assert.ok(
      snippets.some((s) => s.page === page),
      page,
    );
  assert.ok(snippets.some((s) => s.lang === 'tsx'));
});

for (const { page, line, lang, code } of snippets) {
  const react = lang.endsWith('x');
  test(`${page}:${line} (${lang}) type-checks under create-vite's ${react ? 'react-ts' : 'vanilla-ts'} tsconfig`, () => {
    const file = react ? 'Snippet.tsx' : 'main.ts';
    assert.equal(typeCheck('app', { [file]: code }, react ? REACT : VANILLA), '', `pasted into src/${file}`);
  });
}

test('the check fails on what the templates reject: an unused local, a wrong prop of the element, a wrong API field', () => {
  const unused =
    "import { loadCalculator } from 'dp-scaling-calculator';\nconst calc = await loadCalculator();\nconst { speedup } = calc.compute({ devices: 1, throughputPerDevice: 1, efficiencyPercent: 1 });\n";
  assert.match(typeCheck('red-unused', { 'main.ts': unused }, VANILLA), /TS6133: 'speedup' is declared but its value is never read/);
  const field =
    "import { loadCalculator } from 'dp-scaling-calculator';\nconsole.log((await loadCalculator()).compute({ devices: 1, throughputPerDevice: 1, efficiency: 1 }));\n";
  assert.match(typeCheck('red-field', { 'main.ts': field }, VANILLA), /TS2353|TS2561/);
  const prop = "import 'dp-scaling-calculator/element';\nexport const App = () => <dp-scaling-calculator devicez={1} />;\n";
  assert.match(typeCheck('red-prop', { 'App.tsx': prop }, REACT), /TS2322|TS2353/);
  const good = "import 'dp-scaling-calculator/element';\nexport const App = () => <dp-scaling-calculator devices={1} />;\n";
  assert.equal(typeCheck('green-prop', { 'App.tsx': good }, REACT), '');
});
