// @ts-nocheck -- not yet typed: issue 49 types web/ file by file
// The public API: a friendly layer over the embind modules. The core is two
// of them (src/core/operations.hpp): the first, what the first results need,
// and the second, what only a panel asks (what-if, time and cost, estimator,
// calibration, memory, sharding). Each
// describes its operations (src/core/describe.hpp): their names, the inputs
// each reads and the outputs it gives. This file builds a method from each
// description, so no field, output or position is listed here; it only names
// values, builds error objects and moves arrays. Every rule and formula is in
// the core.
import createCoreModule from 'dpsc:glue';
// The bytes of the core's two modules, the build's one virtual module
// (scripts/build/wasm.mjs): `first`, a function that resolves to the first
// module's, or undefined where the glue fetches dp-scaling-calculator.wasm
// from beside the bundle itself; `second`, one that resolves to the second
// module's, fetched from beside the bundle (dp-scaling-calculator.panels.wasm)
// or imported as a module that holds them. The first module's glue
// instantiates both: the build checks that the two glues are the same.
import { first as firstBytes, second as secondBytes } from 'dpsc:wasm';
import * as secondApi from './second-module.js';
import en from '../locales/en/screen.json';
import { errorMessage } from './messages.js';

// The English messages of the codes the first screen can show; those of the
// codes only a panel's question gives come with the second half of English
// (web/locales/en/panels.json): with the panels' code (web/panels/texts.js),
// or with loadCalculator().
const english = { errors: en.errors };

export class CalculatorInputError extends Error {
  constructor(issues) {
    super('Invalid input: ' + issues.map((i) => `${i.field}: ${i.message}`).join(' '));
    this.name = 'CalculatorInputError';
    this.issues = issues;
  }
}

let pending;

/**
 * The core with its first module, what the first results need, instantiated
 * once; the element asks for the second with calc.ready('panels') when a
 * panel wants it.
 */
export function loadCore() {
  pending ??= Promise.resolve(firstBytes?.())
    .then((wasmBinary) => createCoreModule(wasmBinary ? { wasmBinary } : {}))
    .then(createCalculator)
    .catch((error) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/** Instantiates the WebAssembly core once, both of its modules, with the messages of every code; later calls share it. */
export const loadCalculator = () =>
  Promise.all([
    loadCore().then((calc) => calc.ready('panels')),
    import('../locales/en/panels.json').then((m) => Object.assign(english.errors, m.default.errors)),
  ]).then(([calc]) => calc);

// Anything but a number is "not a number": "64" must not pass for 64.
const num = (value) => (typeof value === 'number' ? value : NaN);

/** The core's codes, fields and operations, from its description text. */
export function readDescription(text) {
  const list = (s) => (s ? s.split(',') : []);
  const [[, codes], [, fields], ...lines] = text
    .trim()
    .split('\n')
    .map((line) => line.split('\t'));
  // "name?" may be left out, "name=a|b" is a choice, "name[8]" a list of at most 8 numbers.
  const input = (spec) => {
    const [, name, mark, length, options] = spec.match(/^(\w+)(\?|\[(\d+)\])?(?:=(.*))?$/);
    return { name, optional: mark === '?', options: options?.split('|'), list: length && +length };
  };
  const output = (spec) => {
    const [name, options] = spec.split('=');
    return { name: name.replace(/[?!]$/, ''), flag: name.endsWith('!'), options: options?.split('|') };
  };
  const operations = Object.fromEntries(
    lines.map(([name, inputs, outputs]) => [name, { name, inputs: list(inputs).map(input), outputs: list(outputs).map(output) }]),
  );
  return { codes: list(codes), fields: list(fields), operations };
}

// What the core reads for one input: [value, given] for each of its slots. A
// choice crosses as the index of its option (-1, not an option, is refused);
// a list as its length, then its items (an item left out is null or undefined).
function inputSlots(spec, input) {
  const value = input?.[spec.name];
  const one = (v) => (v == null ? [NaN, 0] : [num(v), 1]);
  if (spec.list) {
    const items = value == null ? [] : Array.isArray(value) ? value : null;
    const length = items ? items.length : NaN; // not a list: not_a_number
    return [[length, 1], ...Array.from({ length: spec.list }, (_, i) => one(items?.[i]))];
  }
  if (value != null && spec.options) return [[typeof value === 'string' ? spec.options.indexOf(value) : NaN, 1]];
  return [one(value)];
}

// The words a count may end in: the locale's own, as Intl writes a compact number (de "4 Mio.", pt "70 bi", it
// "15 Bln"), and the K, M, B and T that people in the field write in every language ("70B", "15T"). Lower case,
// without a closing dot.
const ENGLISH_MAGNITUDES = [
  ['k', 3],
  ['m', 6],
  ['b', 9],
  ['t', 12],
];
function magnitudesOf(locale) {
  const compact = new Intl.NumberFormat(locale, { notation: 'compact' });
  const words = [3, 6, 9, 12].map((exponent) => [
    compact
      .formatToParts(2 * 10 ** exponent)
      .filter((part) => part.type === 'compact')
      .map((part) => part.value)
      .join('')
      .toLowerCase()
      .replace(/\.$/, ''),
    exponent,
  ]);
  return new Map([...ENGLISH_MAGNITUDES, ...words.filter(([word]) => word)]);
}

// "15T" → "15e12", "1,5 Mio." → "1,5e6" in German: the core reads the exponent. A word it does not know is left
// for the core to refuse.
function withMagnitude(text, magnitudes) {
  const match = /^(.*\d)\s*(\p{L}+)\.?\s*$/u.exec(text);
  const exponent = match && magnitudes.get(match[2].toLowerCase());
  return exponent ? `${match[1]}e${exponent}` : text;
}

function separatorsOf(locale) {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  const find = (type, fallback) => (parts.find((p) => p.type === type)?.value ?? fallback).codePointAt(0);
  return { decimal: find('decimal', '.'), group: find('group', ' ') };
}

// The caller's array for output column `name` of `length` values, if `into`
// names one: a Float64Array at least that long, or a TypeError.
function intoColumn(into, name, length) {
  const target = into?.[name];
  if (target && !(target instanceof Float64Array && target.length >= length)) {
    throw new TypeError(`into.${name} must be a Float64Array of at least ${length} values`);
  }
  return target ?? null;
}

// A column for the batch calls: a single number, or an array-like of numbers.
function column(value) {
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) return value;
  if (Array.isArray(value)) return Float64Array.from(value, num);
  return [num(value)];
}

const utf8 = new TextEncoder();

// What a calculator does with one module: its description, and reading and
// writing its memory. `prepare(input)`: what the module reads of an input
// (the second module's calibration points as its list inputs).
function connect(core, prepare = (input) => input) {
  const heap = () => core.HEAPF64;
  const bytesAt = (address, length) => core.HEAPU8.subarray(address, address + length);
  const { codes, fields, operations } = readDescription(new TextDecoder().decode(bytesAt(core.describeAddress(), core.describeLength())));
  const issuesAt = core.issuesAddress() / 8;
  const outputsAt = core.outputsAddress() / 8;

  // The core's column buffer only grows, and only through this function, so
  // its address can be remembered: a keystroke then costs one call into the
  // core, not two.
  let capacity = 0;
  let columnsAddress = 0;
  const columns = (needed) => {
    const count = Math.max(1, needed);
    if (count > capacity || !columnsAddress) {
      columnsAddress = core.columns(count);
      capacity = columnsAddress ? count : 0;
    }
    if (!columnsAddress) throw new RangeError(`not enough memory for ${count} values`);
    return columnsAddress / 8;
  };

  // An issue's index is the item of a list input at fault, or else the row
  // of a batch call.
  const readIssues = (count, row = -1) =>
    Array.from({ length: count }, (_, i) => {
      const [field, code, limit, item] = heap().subarray(issuesAt + 4 * i, issuesAt + 4 * i + 4);
      const issue = { field: fields[field], code: codes[code], message: errorMessage(english, 'en', codes[code], limit) };
      if (!Number.isNaN(limit)) issue.limit = limit;
      if (item >= 0 || row >= 0) issue.index = item >= 0 ? item : row;
      return issue;
    });

  // Writes an operation's inputs to the columns (values, then "given" flags)
  // with room for `extra` more values; returns the index just after them.
  const writeInputs = (op, input, extra = 0) => {
    const values = prepare(input);
    const slots = op.inputs.flatMap((spec) => inputSlots(spec, values));
    const n = slots.length;
    const at = columns(2 * n + extra);
    const h = heap();
    slots.forEach(([value, given], i) => ((h[at + i] = value), (h[at + n + i] = given)));
    return at + 2 * n;
  };

  // The outputs of the last call as an object; an absent optional output
  // (NaN) is left out, a yes/no answer is a boolean and a choice its option.
  const readOutputs = (op) => {
    const values = heap().subarray(outputsAt, outputsAt + op.outputs.length);
    const out = {};
    op.outputs.forEach(({ name, flag, options }, i) => {
      if (!Number.isNaN(values[i])) out[name] = flag ? values[i] === 1 : options ? options[values[i]] : values[i];
    });
    return out;
  };

  const invoke = (op, input) => {
    writeInputs(op, input);
    const count = core[op.name]();
    if (count) throw new CalculatorInputError(readIssues(count));
    return readOutputs(op);
  };

  // A batch call: its first output is the rows written, or the invalid row
  // (-1 when the input as a whole is at fault) when it has issues.
  const batch = (count) => {
    if (count) throw new CalculatorInputError(readIssues(count, heap()[outputsAt]));
    return heap()[outputsAt];
  };

  // Output columns of `rows` values from `at` on, copied out (or into the
  // caller's Float64Arrays in `into`, so repeated sweeps allocate nothing).
  const readColumns = (op, at, rows, written, into) => {
    const out = {};
    op.outputs.forEach(({ name }, k) => {
      const values = heap().subarray(at + k * rows, at + k * rows + written);
      const target = intoColumn(into, name, written);
      out[name] = target ? (target.set(values), target) : values.slice();
    });
    return out;
  };

  // Every operation of the module not in `calculator` yet: a constant when
  // it reads nothing, else a method that returns its outputs or throws its
  // issues.
  const addOperations = (calculator) => {
    for (const op of Object.values(operations)) {
      if (op.name in calculator) continue;
      calculator[op.name] = op.inputs.length ? (input) => invoke(op, input) : Object.freeze(invoke(op));
    }
  };

  return { heap, bytesAt, codes, operations, outputsAt, columns, readIssues, writeInputs, batch, readColumns, addOperations };
}

function createCalculator(core) {
  const first = connect(core);
  const { heap, bytesAt, operations, outputsAt, columns } = first;
  const separators = new Map();

  function sweep(input, into) {
    const op = operations.compute;
    const cols = op.inputs.map((spec) => column(input?.[spec.name]));
    // Room for the longest column; the core checks that the lengths agree.
    const rows = cols.reduce((n, c) => (c.length === 1 ? n : Math.max(n, c.length)), 1);
    const values = cols.reduce((sum, c) => sum + c.length, 0);
    let at = columns(cols.length + values + op.outputs.length * rows);
    const h = heap();
    // An input left out (undefined or null): length -1, and the core says missing_input.
    cols.forEach((c, i) => (h[at + i] = input?.[op.inputs[i].name] == null ? -1 : c.length));
    at += cols.length;
    for (const c of cols) {
      h.set(c, at);
      at += c.length;
    }
    const written = first.batch(core.sweep(rows));
    const d = cols[op.inputs.findIndex((spec) => spec.name === 'devices')];
    const devices = intoColumn(into, 'devices', written) ?? new Float64Array(written);
    if (d.length === 1) devices.fill(d[0], 0, written);
    else devices.set(d);
    return { devices, ...first.readColumns(op, at, rows, written, into) };
  }

  // The core's second module, added to the calculator when it is in: its
  // operations, and the estimate over many device counts (second-module.js).
  function addSecondModule(secondModule) {
    const second = connect(secondModule, secondApi.withCalibration);
    Object.assign(operations, second.operations);
    calculator.estimateSweep = secondApi.estimateSweep(secondModule, second, column);
    calculator.bestLayouts = secondApi.bestLayouts(secondModule, second);
    second.addOperations(calculator);
    return calculator;
  }

  let panels;
  const calculator = {
    /** What the core offers: each operation's inputs (with a choice's options) and outputs. */
    operations,
    /** Every code an issue can carry, for translating messages by code. */
    codes: Object.freeze(first.codes.filter((code) => code !== 'ok')),
    sweep,

    /**
     * Resolves once the core's second module ('panels', what only a panel
     * asks; 'estimator' is its older name) is in, loading it the first time;
     * a failure may be retried.
     */
    ready(part) {
      if (part !== 'panels' && part !== 'estimator')
        return Promise.reject(new TypeError(`ready(): no part named ${part}; the core's second part is 'panels'`));
      panels ??= secondBytes()
        .then((wasmBinary) => createCoreModule({ wasmBinary }))
        .then(addSecondModule)
        .catch((error) => {
          panels = undefined;
          throw error;
        });
      return panels;
    },

    validate(input) {
      first.writeInputs(operations.validate, input);
      return first.readIssues(core.validate());
    },

    deviceSteps(maxDevices, points = 48) {
      const n = Math.max(0, Math.min(1000, Math.floor(num(points)) || 0));
      const at = columns(n); // grown here first, so the core writes where JS looks
      const count = core.deviceSteps(num(maxDevices), n);
      return heap().slice(at, at + count);
    },

    parseNumber(text, locale = 'en', options = {}) {
      if (typeof text !== 'string') return { code: 'not_a_number' };
      let seps = separators.get(locale);
      if (!seps) separators.set(locale, (seps = { ...separatorsOf(locale), magnitudes: magnitudesOf(locale) }));
      if (options.magnitude) text = withMagnitude(text, seps.magnitudes);
      // Room for the worst case of three UTF-8 bytes per UTF-16 code unit.
      const at = columns(Math.ceil((text.length * 3) / 8) + 1);
      const { written } = utf8.encodeInto(text, bytesAt(at * 8, text.length * 3));
      const code = core.parseNumber(written, seps.decimal, seps.group, !!options.percent);
      return code ? { code: first.codes[code] } : { value: heap()[outputsAt] };
    },
  };
  first.addOperations(calculator);
  return calculator;
}
