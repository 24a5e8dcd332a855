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
import { once } from '../common/once.js';

/** @typedef {import('./index.js').Calculator} Calculator */
/** @typedef {import('./index.js').InputIssue} InputIssue */
/** @typedef {import('./index.js').IssueCode} IssueCode */
/** @typedef {import('../types/core.js').CoreModule} CoreModule */
/** @typedef {import('../types/core.js').FirstModule} FirstModule */
/** @typedef {import('../types/core.js').SecondModule} SecondModule */
/**
 * An input as this file reads it: by the names the core's description gives, whatever the caller passed (the
 * core checks it; index.d.ts declares what each method takes).
 * @typedef {Record<string, unknown> | null | undefined} Input
 */
/** @typedef {import('./index.js').OperationInput} InputSpec */
/** @typedef {{ name: string, flag: boolean, options?: string[] }} OutputSpec */
/** @typedef {{ name: string, inputs: InputSpec[], outputs: OutputSpec[] }} Operation */
/**
 * What one module's connect() gives: its description, and reading and writing its memory.
 * @typedef {ReturnType<typeof connect>} Connection
 */

// The English messages of the codes the first screen can show; those of the
// codes only a panel's question gives come with the second half of English
// (web/locales/en/panels.json): with the panels' code (web/panels/texts.js),
// or with loadCalculator().
const english = { errors: en.errors };

export class CalculatorInputError extends Error {
  /** @param {InputIssue[]} issues */
  constructor(issues) {
    super('Invalid input: ' + issues.map((i) => `${i.field}: ${i.message}`).join(' '));
    this.name = 'CalculatorInputError';
    this.issues = issues;
  }
}

/**
 * The core with its first module, what the first results need, instantiated
 * once; the element asks for the second with calc.ready('panels') when a
 * panel wants it.
 * @returns {Promise<Calculator>}
 */
export const loadCore = once(() =>
  Promise.resolve(firstBytes?.())
    // From the first module's bytes (or the glue's own fetch of them), the glue makes the first module.
    .then((wasmBinary) => /** @type {Promise<FirstModule>} */ (createCoreModule(wasmBinary ? { wasmBinary } : {})))
    .then(createCalculator),
);

/** Instantiates the WebAssembly core once, both of its modules, with the messages of every code; later calls share it. */
export const loadCalculator = () =>
  Promise.all([
    loadCore().then((calc) => calc.ready('panels')),
    import('../locales/en/panels.json').then((m) => Object.assign(english.errors, m.default.errors)),
  ]).then(([calc]) => calc);

// Anything but a number is "not a number": "64" must not pass for 64.
const num = (/** @type {unknown} */ value) => (typeof value === 'number' ? value : NaN);

/**
 * The core's codes, fields and operations, from its description text.
 * @param {string} text
 * @returns {{ codes: string[], fields: string[], operations: Record<string, Operation> }}
 */
export function readDescription(text) {
  const list = (/** @type {string | undefined} */ s) => (s ? s.split(',') : []);
  const [[, codes], [, fields], ...lines] = text
    .trim()
    .split('\n')
    .map((line) => line.split('\t'));
  // "name?" may be left out, "name=a|b" is a choice, "name[8]" a list of at most 8 numbers.
  // The core writes no spec of another form; a length is digits, never empty.
  /** @type {(spec: string) => InputSpec} */
  const input = (spec) => {
    const [, name, mark, length, options] = /** @type {RegExpMatchArray} */ (spec.match(/^(\w+)(\?|\[(\d+)\])?(?:=(.*))?$/));
    return { name, optional: mark === '?', options: options?.split('|'), list: /** @type {number | undefined} */ (length && +length) };
  };
  /** @type {(spec: string) => OutputSpec} */
  const output = (spec) => {
    const [name, options] = spec.split('=');
    return { name: name.replace(/[?!]$/, ''), flag: name.endsWith('!'), options: options?.split('|') };
  };
  /** @type {Record<string, Operation>} */
  const operations = Object.fromEntries(
    lines.map(([name, inputs, outputs]) => [name, { name, inputs: list(inputs).map(input), outputs: list(outputs).map(output) }]),
  );
  return { codes: list(codes), fields: list(fields), operations };
}

// What the core reads for one input: [value, given] for each of its slots. A
// choice crosses as the index of its option (-1, not an option, is refused);
// a list as its length, then its items (an item left out is null or undefined).
/**
 * @param {InputSpec} spec
 * @param {Input} input
 * @returns {[value: number, given: number][]}
 */
function inputSlots(spec, input) {
  const value = input?.[spec.name];
  /** @type {(v: unknown) => [number, number]} */
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
/** @type {[word: string, exponent: number][]} */
const ENGLISH_MAGNITUDES = [
  ['k', 3],
  ['m', 6],
  ['b', 9],
  ['t', 12],
];
/**
 * @param {string} locale
 * @returns {Map<string, number>}
 */
function magnitudesOf(locale) {
  const compact = new Intl.NumberFormat(locale, { notation: 'compact' });
  /** @type {[word: string, exponent: number][]} */
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
/**
 * @param {string} text
 * @param {Map<string, number>} magnitudes
 */
function withMagnitude(text, magnitudes) {
  const match = /^(.*\d)\s*(\p{L}+)\.?\s*$/u.exec(text);
  const exponent = match && magnitudes.get(match[2].toLowerCase());
  return match && exponent ? `${match[1]}e${exponent}` : text;
}

/**
 * The code points of the decimal and group separators of `locale`.
 * @param {string} locale
 */
function separatorsOf(locale) {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  // A part's value is never empty, nor is a fallback: each has a first code point.
  /** @type {(type: Intl.NumberFormatPartTypes, fallback: string) => number} */
  const find = (type, fallback) => /** @type {number} */ ((parts.find((p) => p.type === type)?.value ?? fallback).codePointAt(0));
  return { decimal: find('decimal', '.'), group: find('group', ' ') };
}

// The caller's array for output column `name` of `length` values, if `into`
// names one: a Float64Array at least that long, or a TypeError.
/**
 * @param {Input} into
 * @param {string} name
 * @param {number} length
 * @returns {Float64Array | null}
 */
function intoColumn(into, name, length) {
  const target = into?.[name];
  if (target && !(target instanceof Float64Array && target.length >= length)) {
    throw new TypeError(`into.${name} must be a Float64Array of at least ${length} values`);
  }
  return /** @type {Float64Array | null} */ (target ?? null); // checked above: one, or nothing
}

// A column for the batch calls: a single number, or an array-like of numbers.
/**
 * @param {unknown} value
 * @returns {ArrayLike<number>}
 */
function column(value) {
  // A typed array, read as it is (a BigInt64Array fails as it is copied in).
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) return /** @type {ArrayLike<number>} */ (/** @type {unknown} */ (value));
  if (Array.isArray(value)) return Float64Array.from(value, num);
  return [num(value)];
}

const utf8 = new TextEncoder();

// The core's column buffer only grows, and only through the function this
// returns, so its address can be remembered: a keystroke then costs one call
// into the core, not two. The function makes room for `needed` doubles and
// returns their index in HEAPF64.
/** @param {CoreModule} core */
function growingColumns(core) {
  let capacity = 0;
  let columnsAddress = 0;
  return (/** @type {number} */ needed) => {
    const count = Math.max(1, needed);
    if (count > capacity || !columnsAddress) {
      columnsAddress = core.columns(count);
      capacity = columnsAddress ? count : 0;
    }
    if (!columnsAddress) throw new RangeError(`not enough memory for ${count} values`);
    return columnsAddress / 8;
  };
}

// The outputs of the last call as an object; an absent optional output
// (NaN) is left out, a yes/no answer is a boolean and a choice its option.
/**
 * @param {Float64Array} values the outputs, one a value
 * @param {Operation} op
 */
function outputsOf(values, op) {
  /** @type {Record<string, number | boolean | string>} */
  const out = {};
  op.outputs.forEach(({ name, flag, options }, i) => {
    if (!Number.isNaN(values[i])) out[name] = flag ? values[i] === 1 : options ? options[values[i]] : values[i];
  });
  return out;
}

// What a calculator does with one module: its description, and reading and
// writing its memory. `prepare(input)`: what the module reads of an input
// (the second module's calibration points as its list inputs).
/**
 * @param {CoreModule} core
 * @param {(input: Input) => Input} [prepare]
 */
function connect(core, prepare = (input) => input) {
  const heap = () => core.HEAPF64;
  /** @type {(address: number, length: number) => Uint8Array} */
  const bytesAt = (address, length) => core.HEAPU8.subarray(address, address + length);
  const { codes, fields, operations } = readDescription(new TextDecoder().decode(bytesAt(core.describeAddress(), core.describeLength())));
  const issuesAt = core.issuesAddress() / 8;
  const outputsAt = core.outputsAddress() / 8;
  const columns = growingColumns(core);

  // An issue's index is the item of a list input at fault, or else the row
  // of a batch call.
  /** @type {(count: number, row?: number) => InputIssue[]} */
  const readIssues = (count, row = -1) =>
    Array.from({ length: count }, (_, i) => {
      const [field, code, limit, item] = heap().subarray(issuesAt + 4 * i, issuesAt + 4 * i + 4);
      // The core's codes are the IssueCodes index.d.ts declares (tests/js/contracts.test.mjs holds the two together).
      /** @type {InputIssue} */
      const issue = {
        field: fields[field],
        code: /** @type {IssueCode} */ (codes[code]),
        message: errorMessage(english, 'en', codes[code], limit),
      };
      if (!Number.isNaN(limit)) issue.limit = limit;
      if (item >= 0 || row >= 0) issue.index = item >= 0 ? item : row;
      return issue;
    });

  // Writes an operation's inputs to the columns (values, then "given" flags)
  // with room for `extra` more values; returns the index just after them.
  /** @type {(op: Operation, input: Input, extra?: number) => number} */
  const writeInputs = (op, input, extra = 0) => {
    const values = prepare(input);
    const slots = op.inputs.flatMap((spec) => inputSlots(spec, values));
    const n = slots.length;
    const at = columns(2 * n + extra);
    const h = heap();
    slots.forEach(([value, given], i) => ((h[at + i] = value), (h[at + n + i] = given)));
    return at + 2 * n;
  };

  /** @type {(op: Operation, input?: Input) => Record<string, number | boolean | string>} */
  const invoke = (op, input) => {
    writeInputs(op, input);
    // An operation's function, called on the module as embind's functions are.
    const count = /** @type {() => number} */ (core[op.name])();
    if (count) throw new CalculatorInputError(readIssues(count));
    return outputsOf(heap().subarray(outputsAt, outputsAt + op.outputs.length), op);
  };

  // A batch call: its first output is the rows written, or the invalid row
  // (-1 when the input as a whole is at fault) when it has issues.
  const batch = (/** @type {number} */ count) => {
    if (count) throw new CalculatorInputError(readIssues(count, heap()[outputsAt]));
    return heap()[outputsAt];
  };

  // Output columns of `rows` values from `at` on, copied out (or into the
  // caller's Float64Arrays in `into`, so repeated sweeps allocate nothing).
  /** @type {(op: Operation, at: number, rows: number, written: number, into: Input) => Record<string, Float64Array>} */
  const readColumns = (op, at, rows, written, into) => {
    /** @type {Record<string, Float64Array>} */
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
  const addOperations = (/** @type {object} */ calculator) => {
    const methods = /** @type {Record<string, unknown>} */ (calculator);
    for (const op of Object.values(operations)) {
      if (op.name in methods) continue;
      methods[op.name] = op.inputs.length ? (/** @type {Input} */ input) => invoke(op, input) : Object.freeze(invoke(op));
    }
  };

  return { heap, bytesAt, codes, operations, outputsAt, columns, readIssues, writeInputs, batch, readColumns, addOperations };
}

// A sweep (calc.sweep) on the first module `core`, through `first` (its
// connection): a column for each input, then room for the outputs as columns.
/**
 * @param {FirstModule} core
 * @param {Connection} first
 * @param {Input} input
 * @param {Input} [into]
 */
function sweepOn(core, first, input, into) {
  const op = first.operations.compute;
  const cols = op.inputs.map((spec) => column(input?.[spec.name]));
  // Room for the longest column; the core checks that the lengths agree.
  const rows = cols.reduce((n, c) => (c.length === 1 ? n : Math.max(n, c.length)), 1);
  const values = cols.reduce((sum, c) => sum + c.length, 0);
  let at = first.columns(cols.length + values + op.outputs.length * rows);
  const h = first.heap();
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

/** @param {FirstModule} core */
function createCalculator(core) {
  const first = connect(core);
  const { heap, bytesAt, operations, outputsAt, columns } = first;
  /** @type {Map<string, { decimal: number, group: number, magnitudes: Map<string, number> }>} */
  const separators = new Map();

  // The core's second module, added to the calculator when it is in: its
  // operations, and the estimate over many device counts (second-module.js).
  /** @param {SecondModule} secondModule */
  function addSecondModule(secondModule) {
    const second = connect(secondModule, secondApi.withCalibration);
    Object.assign(operations, second.operations);
    // What the core's description gives is what index.d.ts declares (tests/js/contracts.test.mjs holds the two together).
    calculator.estimateSweep = /** @type {Calculator['estimateSweep']} */ (
      /** @type {unknown} */ (secondApi.estimateSweep(secondModule, second, column))
    );
    calculator.bestLayouts = /** @type {Calculator['bestLayouts']} */ (
      /** @type {unknown} */ (secondApi.bestLayouts(secondModule, second))
    );
    second.addOperations(calculator);
    return calculator;
  }

  const panels = once(() =>
    secondBytes()
      .then((wasmBinary) => /** @type {Promise<SecondModule>} */ (createCoreModule({ wasmBinary })))
      .then(addSecondModule),
  );
  // The core's operations become methods by its description (addOperations below), as index.d.ts declares them.
  const calculator = /** @type {Calculator} */ (
    /** @type {unknown} */ ({
      /** What the core offers: each operation's inputs (with a choice's options) and outputs. */
      operations,
      /** Every code an issue can carry, for translating messages by code. */
      codes: Object.freeze(first.codes.filter((code) => code !== 'ok')),
      sweep: (/** @type {Input} */ input, /** @type {Input} */ into) => sweepOn(core, first, input, into),

      /**
       * Resolves once the core's second module ('panels', what only a panel
       * asks; 'estimator' is its older name) is in, loading it the first time;
       * a failure may be retried.
       * @param {string} part
       */
      ready(part) {
        if (part !== 'panels' && part !== 'estimator')
          return Promise.reject(new TypeError(`ready(): no part named ${part}; the core's second part is 'panels'`));
        return panels();
      },

      validate(/** @type {Input} */ input) {
        first.writeInputs(operations.validate, input);
        return first.readIssues(core.validate());
      },

      deviceSteps(/** @type {unknown} */ maxDevices, /** @type {unknown} */ points = 48) {
        const n = Math.max(0, Math.min(1000, Math.floor(num(points)) || 0));
        const at = columns(n); // grown here first, so the core writes where JS looks
        const count = core.deviceSteps(num(maxDevices), n);
        return heap().slice(at, at + count);
      },

      /**
       * @param {string} text (a JavaScript caller may pass anything)
       * @param {string} [locale]
       * @param {import('./index.js').ParseOptions} [options]
       */
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
    })
  );
  first.addOperations(calculator);
  return calculator;
}
