// The public contracts against the code they describe: the TypeScript
// declarations, the locale files, the custom-elements manifest and the
// README's table of codes. Each is written or generated apart from the code,
// so each is held to it here.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { loadCalculator } from '../../dist/index.js';
import { locale } from './support.mjs';
import { LANGUAGES } from '../../web/locales/languages.js';
import { docsText } from '../docs-text.mjs';

const root = new URL('../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');
// tsc, failing with its diagnostics (it writes them to stdout).
const tsc = (args) => {
  try {
    return execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', ...args], { cwd: root, encoding: 'utf8' });
  } catch (error) {
    throw new Error(error.stdout || error.message, { cause: error });
  }
};
const tsOptions = ['--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022'];

let calc;
before(async () => {
  calc = await loadCalculator();
});

// The element's class, read in Node: the module defines the element on
// import, and a few stand-ins for the DOM are enough for that.
async function elementClass() {
  globalThis.HTMLElement ??= class {};
  globalThis.customElements ??= { get: () => undefined, define() {} };
  return (await import('../../dist/element.js')).DpScalingCalculator;
}

// The element's properties: the accessors of its prototype.
const accessorsOf = (Class) =>
  Object.entries(Object.getOwnPropertyDescriptors(Class.prototype))
    .filter(([, d]) => d.get || d.set)
    .map(([name]) => name);

test('the members of the Calculator equal the members its declaration lists', () => {
  // An object literal `satisfies Record<keyof Calculator, true>` fails to
  // compile for a declared member it lacks and for one the declaration lacks.
  mkdirSync(new URL('build/contracts/', root), { recursive: true });
  const names = Object.keys(calc)
    .map((name) => `  ${name}: true,`)
    .join('\n');
  writeFileSync(
    new URL('build/contracts/members.mts', root),
    `import type { Calculator } from 'dp-scaling-calculator';\nexport const members = {\n${names}\n} satisfies Record<keyof Calculator, true>;\n`,
  );
  assert.doesNotThrow(() => tsc([...tsOptions, '--noEmit', '--rootDir', 'build/contracts', 'build/contracts/members.mts']));
});

test("the element's declaration lists exactly its properties, and its props type takes each settable one", async () => {
  // As for the Calculator: the literal fails to compile for a declared
  // property the element lacks and for one the declaration lacks.
  const Element = await elementClass();
  const accessors = accessorsOf(Element);
  // What a framework may set: every accessor with a setter (not result, ready, updateComplete).
  const settable = accessors.filter((name) => Object.getOwnPropertyDescriptor(Element.prototype, name).set);
  const entries = (names) => names.map((name) => `  ${name}: true,`).join('\n');
  mkdirSync(new URL('build/contracts/', root), { recursive: true });
  writeFileSync(
    new URL('build/contracts/element.mts', root),
    [
      `import type { DpScalingCalculator, DpScalingCalculatorProps } from 'dp-scaling-calculator/element';`,
      `export const members = {\n${entries(accessors)}\n} satisfies Record<Exclude<keyof DpScalingCalculator, keyof HTMLElement>, true>;`,
      `export const props = {\n${entries(settable)}\n} satisfies Record<Exclude<keyof DpScalingCalculatorProps, 'lang' | 'open' | 'sync-url' | 'ondpsc-change'>, true>;`,
      `export const typed: DpScalingCalculatorProps = { devices: 64, sharding: 'zero3', theme: 'dark', 'sync-url': true };`,
      `// @ts-expect-error "blue" is no theme`,
      `export const refused: DpScalingCalculatorProps = { theme: 'blue' };`,
      '',
    ].join('\n'),
  );
  assert.doesNotThrow(() => tsc([...tsOptions, '--noEmit', '--rootDir', 'build/contracts', 'build/contracts/element.mts']));
});

test("each operation's declared input and result name exactly the core's inputs, outputs and options", () => {
  // The core describes its operations; index.d.ts is written by hand. For
  // each operation, literals of the core's names must satisfy a record of
  // the declared keys: a field added, renamed or dropped on one side only
  // fails to compile. `calibration` is the JS layer's own friendly input.
  const friendly = { estimateEfficiency: ['calibration'], estimatedDevicesForTarget: ['calibration'] };
  const record = (names) => `{ ${names.map((n) => `'${n}': true`).join(', ')} }`;
  const lines = [
    `import type { Calculator } from 'dp-scaling-calculator';`,
    `type Keys<T> = T extends unknown ? keyof T : never;`,
    `type In<K extends keyof Calculator> = Calculator[K] extends (input: infer I, ...rest: any[]) => unknown ? I : never;`,
    // A list's items (bestLayouts answers with its best layouts).
    `type Item<R> = R extends readonly (infer E)[] ? E : R;`,
    `type Out<K extends keyof Calculator> = Calculator[K] extends (...args: any[]) => infer R ? Item<R> : Calculator[K];`,
  ];
  for (const op of Object.values(calc.operations)) {
    if (op.inputs.length && op.name !== 'validate') {
      const names = [...op.inputs.map((i) => i.name), ...(friendly[op.name] ?? [])];
      lines.push(`export const ${op.name}In = ${record(names)} satisfies Record<Keys<In<'${op.name}'>>, true>;`);
      for (const i of op.inputs.filter((input) => input.options)) {
        lines.push(
          `export const ${op.name}_in_${i.name} = ${record(i.options)} satisfies Record<NonNullable<In<'${op.name}'>['${i.name}']>, true>;`,
        );
      }
    }
    if (op.outputs.length) {
      lines.push(`export const ${op.name}Out = ${record(op.outputs.map((o) => o.name))} satisfies Record<Keys<Out<'${op.name}'>>, true>;`);
      for (const o of op.outputs.filter((output) => output.options)) {
        lines.push(
          `export const ${op.name}_out_${o.name} = ${record(o.options)} satisfies Record<NonNullable<Out<'${op.name}'>['${o.name}']>, true>;`,
        );
      }
    }
  }
  mkdirSync(new URL('build/contracts/', root), { recursive: true });
  writeFileSync(new URL('build/contracts/operations.mts', root), lines.join('\n') + '\n');
  assert.doesNotThrow(() => tsc([...tsOptions, '--noEmit', '--rootDir', 'build/contracts', 'build/contracts/operations.mts']));
});

test("the declared issue codes are exactly the core's codes", () => {
  const declared = [
    ...read('web/api/index.d.ts')
      .match(/export type IssueCode =([^;]+);/)[1]
      .matchAll(/'(\w+)'/g),
  ].map((m) => m[1]);
  assert.deepEqual([...declared].sort(), [...calc.codes].sort());
});

test('a --strict TypeScript consumer compiles against the declarations, calls every member and runs', () => {
  const source = read('tests/js/fixtures/consumer.mts');
  for (const name of Object.keys(calc)) assert.match(source, new RegExp(`calc\\.${name}\\b`), `the consumer leaves out ${name}`);
  tsc([...tsOptions, '--rootDir', 'tests/js/fixtures', '--outDir', 'build/contracts', 'tests/js/fixtures/consumer.mts']);
  const out = JSON.parse(execFileSync(process.execPath, ['build/contracts/consumer.mjs'], { cwd: root, encoding: 'utf8' }));
  assert.deepEqual(out, {
    compute: 115200,
    validate: ['above_maximum'],
    issue: 'below_minimum',
    parseNumber: 2000,
    sweep: [1800, 115200],
    deviceSteps: 8,
    impliedEfficiency: 90,
    devicesForTarget: 64,
    estimatedDevicesForTarget: 1, // one device already has a speedup of 1
    timeAndCost: 10000,
    estimateEfficiency: out.estimateEfficiency, // its value is the estimator tests' business
    estimateSweep: 100,
    bestLayouts: true,
    memoryCheck: false,
    smallestSharding: 'zero1',
    devicesForMemory: 15,
    throughputFromFlops: 13000,
    impliedMfu: 50,
    limits: calc.limits.maxDevices,
    estimatorDefaults: calc.estimatorDefaults.overlapFraction,
    codes: true,
    operations: ['idealThroughput', 'actualThroughput', 'speedup', 'lostThroughput'],
    ready: true,
  });
  assert.ok(out.estimateEfficiency > 0 && out.estimateEfficiency <= 100);
});

test("every locale has an error message for exactly the core's codes", () => {
  assert.equal(LANGUAGES.length, 4);
  for (const language of LANGUAGES) {
    assert.deepEqual(Object.keys(locale(language).errors).sort(), [...calc.codes].sort(), language);
  }
});

test("the API page's table of codes lists every code the core has, and no other", () => {
  const table = docsText().match(/^\| code \| meaning \|\n\|---\|---\|\n((?:\|.*\n)+)/m)?.[1];
  assert.ok(table, 'the docs have a "| code | meaning |" table');
  const listed = table.split('\n').flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`(\w+)`/g)].map((m) => m[1]));
  assert.deepEqual([...listed].sort(), [...calc.codes].sort());
});

test('the docs and the declarations state the bounds the core enforces', () => {
  const grouped = (n) => n.toLocaleString('en').replaceAll(',', ' ');
  for (const [file, text] of [
    ['the docs', docsText()],
    ['web/api/index.d.ts', read('web/api/index.d.ts')],
  ]) {
    assert.match(text, new RegExp(`whole number from 1 to ${grouped(calc.limits.maxDevices)}`), file);
    assert.match(text, new RegExp(`≤ ${calc.limits.maxThroughput.toExponential().replace('e+', 'e')}`), file);
  }
});

test("the element's reference page, written from the manifest, lists every attribute the element observes, and no other", async () => {
  const { elementReference } = await import('../../scripts/docs/element-reference.mjs');
  const attributes = elementReference(JSON.parse(read('dist/custom-elements.json')))
    .split('## Attributes and properties')[1]
    .split('\n## ')[0];
  const listed = [...attributes.matchAll(/^#### `([\w-]+)`/gm)].map((m) => m[1]);
  assert.deepEqual([...listed].sort(), [...(await elementClass()).observedAttributes].sort());
});

test('the custom-elements manifest is generated, and lists every attribute, property and event of the element', async () => {
  const DpScalingCalculator = await elementClass();
  const manifest = JSON.parse(read('dist/custom-elements.json'));
  const declaration = manifest.modules[0].declarations.find((d) => d.tagName === 'dp-scaling-calculator');
  assert.ok(declaration, 'the manifest declares <dp-scaling-calculator>');

  const attributes = declaration.attributes.map((a) => a.name).sort();
  assert.deepEqual(attributes, [...DpScalingCalculator.observedAttributes].sort());

  const accessors = accessorsOf(DpScalingCalculator);
  const members = declaration.members.filter((m) => m.privacy !== 'private' && !m.static).map((m) => m.name);
  assert.deepEqual(members.sort(), accessors.sort());

  const sources = readdirSync(new URL('web/element/', root))
    .filter((f) => f.endsWith('.js'))
    .map((f) => read(`web/element/${f}`))
    .join('\n');
  const dispatched = [...new Set([...sources.matchAll(/new CustomEvent\('([\w-]+)'/g)].map((m) => m[1]))];
  assert.deepEqual(declaration.events.map((e) => e.name).sort(), dispatched.sort());
  assert.equal(manifest.modules[0].exports.find((e) => e.kind === 'custom-element-definition')?.name, 'dp-scaling-calculator');
});

test('every field of the element is named by the input of the core it feeds (a list item: the list and its index)', async () => {
  const { FIELDS } = await import('../../web/common/fields.js');
  const inputs = new Map(Object.values(calc.operations).flatMap((op) => op.inputs.map((i) => [i.name, i])));
  for (const [id, field] of Object.entries(FIELDS)) {
    const name = field.list ? id.replace(/\d+$/, '') : id; // a list item: the list's name and its index
    assert.ok(inputs.has(name), `${id}: the core has no input ${name}`);
    assert.equal(!!field.list, !!inputs.get(name).list, `${id}: ${name} is ${inputs.get(name).list ? '' : 'not '}a list`);
  }
});

test("the element's choices are options the core knows", async () => {
  const { SELECTS } = await import('../../web/common/fields.js');
  const { OPTIONS, SETS } = await import('../../web/panels/estimator/options.js');
  const { networks } = await import('../../web/panels/estimator/presets.js');
  const optionsOf = (op, name) => calc.operations[op].inputs.find((input) => input.name === name).options;
  // A select named like a choice of the estimator offers exactly its options.
  // The families of the device and the network are no selects: their presets carry them (checked below).
  const derived = ['acceleratorFamily', 'networkFamily'];
  const choices = [...calc.operations.estimateEfficiency.inputs, ...calc.operations.memoryCheck.inputs].filter(
    (i) => i.options && !derived.includes(i.name),
  );
  const { accelerators } = await import('../../web/panels/estimator/presets.js');
  for (const [presets, input] of [
    [accelerators, 'acceleratorFamily'],
    [networks, 'networkFamily'],
  ]) {
    for (const p of presets.filter((x) => x.id !== 'none')) {
      assert.ok(optionsOf('estimateEfficiency', input).includes(p.family), `${p.id}: ${input} ${p.family}`);
    }
  }
  for (const input of choices) {
    assert.deepEqual(
      OPTIONS[input.name].options.map((o) => o.id),
      input.options,
      input.name,
    );
  }
  // The element's selects are the estimator's, each starting at one of its options.
  assert.deepEqual(Object.keys(OPTIONS), Object.keys(SELECTS));
  for (const [id, { options, fill }] of Object.entries(OPTIONS)) {
    assert.ok(SELECTS[id].initial === '' ? !!fill : options.some((o) => o.id === SELECTS[id].initial), `${id} starts at an option`);
    // What fields.js says a choice fills is what it fills, for every option; what it sets (a device's system, a
    // model's job) it may set or not.
    for (const option of options) {
      const keys = Object.keys(fill?.(option) ?? {});
      const fills = SELECTS[id].fills ?? [];
      assert.deepEqual(
        keys.filter((key) => fills.includes(key)),
        fills,
        `${id} ${option.id}`,
      );
      assert.deepEqual(
        keys.filter((key) => !fills.includes(key) && !SETS[id]?.includes(key)),
        [],
        `${id} ${option.id}`,
      );
    }
  }
  for (const network of networks) assert.ok(optionsOf('estimateEfficiency', 'transport').includes(network.transport), network.id);
  // The what-if panel asks in both modes of devicesForTarget, which estimatedDevicesForTarget shares.
  const scenario = read('web/panels/what-if/index.js');
  const modes = [...scenario.matchAll(/\.\.\.target\('(\w+)'\)/g)].map((m) => m[1]);
  assert.deepEqual(modes, optionsOf('devicesForTarget', 'mode'));
  assert.deepEqual(optionsOf('estimatedDevicesForTarget', 'mode'), optionsOf('devicesForTarget', 'mode'));
});
