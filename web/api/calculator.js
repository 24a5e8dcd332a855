// The public API: a friendly layer over the embind module. Field names,
// English messages and error objects live here; every rule lives in the core.
import createCoreModule from '../../build/wasm/dp_scaling_core.mjs';
import wasmBinary from '../../build/wasm/dp_scaling_core.wasm';  // bytes, inlined by the build
import { errors } from '../locales/en.json';
import { errorMessage } from './messages.js';

const english = { errors };

export class CalculatorInputError extends Error {
  constructor(issues) {
    super('Invalid input: ' + issues.map((i) => `${i.field}: ${i.message}`).join(' '));
    this.name = 'CalculatorInputError';
    this.issues = issues;
  }
}

let pending;

/** Instantiates the WebAssembly core once; later calls share it. */
export function loadCalculator() {
  pending ??= createCoreModule({ wasmBinary }).then(createCalculator, (error) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

// Anything but a number is "not a number": "64" must not pass for 64.
const num = (value) => (typeof value === 'number' ? value : NaN);

function scalingInput(input) {
  return {
    devices: num(input?.devices),
    throughputPerDevice: num(input?.throughputPerDevice),
    efficiencyPercent: num(input?.efficiencyPercent),
  };
}

function separatorsOf(locale) {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  const find = (type, fallback) => (parts.find((p) => p.type === type)?.value ?? fallback).codePointAt(0);
  return { decimal: find('decimal', '.'), group: find('group', ' ') };
}

function createCalculator(core) {
  const codes = core.codeNames().split(',');
  const fields = core.fieldNames().split(',');
  const separators = new Map();

  const issuesAt = core.issuesAddress() / 8;

  // The core leaves the issues of its last call as (field, code, limit)
  // triples in its memory; `count` says how many.
  const readIssues = (count) => {
    const heap = core.HEAPF64;
    const issues = [];
    for (let i = 0; i < count; i++) {
      const [field, code, limit] = heap.subarray(issuesAt + 3 * i, issuesAt + 3 * i + 3);
      issues.push({
        field: fields[field],
        code: codes[code],
        message: errorMessage(english, 'en', codes[code], limit),
        ...(limit ? { limit } : {}),
      });
    }
    return issues;
  };

  const checked = (report) => {
    if (report.issues) throw new CalculatorInputError(readIssues(report.issues));
    return report.result;
  };

  return {
    compute: (input) => checked(core.compute(scalingInput(input))),

    validate: (input) => readIssues(core.validate(scalingInput(input))),

    parseNumber(text, locale = 'en', options = {}) {
      if (typeof text !== 'string') return { code: 'not_a_number' };
      let seps = separators.get(locale);
      if (!seps) separators.set(locale, (seps = separatorsOf(locale)));
      const { code, value } = core.parseNumber(text, seps.decimal, seps.group, !!options.percent);
      return code ? { code: codes[code] } : { value };
    },
  };
}
