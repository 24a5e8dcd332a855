// The public API: a friendly layer over the embind module. It names values,
// builds error objects and moves arrays; every rule and formula is in the core.
import createCoreModule from '../../build/wasm/dp-scaling-calculator.mjs';
// The module's bytes inlined by the build, or undefined in the embed bundle,
// whose glue then fetches dp-scaling-calculator.wasm from beside itself.
import wasmBinary from 'dpsc:wasm';
import { errors } from '../locales/en.json';
import { errorMessage } from './messages.js';

const english = { errors };
const RESULTS = 16; // numeric results before the issue triples in the core's scratch area

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
  pending ??= createCoreModule(wasmBinary ? { wasmBinary } : {}).then(createCalculator, (error) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

// Anything but a number is "not a number": "64" must not pass for 64.
const num = (value) => (typeof value === 'number' ? value : NaN);
const field = (input, name) => num(input?.[name]);

function separatorsOf(locale) {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  const find = (type, fallback) => (parts.find((p) => p.type === type)?.value ?? fallback).codePointAt(0);
  return { decimal: find('decimal', '.'), group: find('group', ' ') };
}

// A column for the batch call: a single number, or an array-like of numbers.
function column(value) {
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) return value;
  if (Array.isArray(value)) return Float64Array.from(value, num);
  return [num(value)];
}

const utf8 = new TextEncoder();

const ESTIMATOR_FIELDS = ['devices', 'throughputPerDevice', 'parameters', 'bytesPerGradient', 'batchPerDevice',
  'gradientAccumulation', 'devicesPerNode', 'intraNodeBandwidthGBps', 'interNodeBandwidthGbps'];
const ESTIMATOR_OPTIONS = ['linkEfficiency', 'overlapFraction', 'latencyMicroseconds'];
const ESTIMATE = ['efficiencyPercent', 'computeSeconds', 'allReduceSeconds', 'exposedSeconds', 'stepSeconds', 'globalBatch',
  'gradientBytes', 'busBandwidthBytesPerSecond', 'nodes', 'linkEfficiency', 'overlapFraction', 'latencyMicroseconds', 'actualThroughput'];
const TRANSPORTS = { rdma: 0, tcp: 1 };

// The estimator's inputs in the order the core reads them, ending with a bit
// mask of the optional overrides that were given.
function estimatorValues(input) {
  const values = ESTIMATOR_FIELDS.map((name) => field(input, name));
  if (input?.interNodeBandwidthGbps === undefined) values[8] = 0; // one node
  values.push(input?.transport === undefined ? 0 : TRANSPORTS[input.transport] ?? NaN);
  let given = 0;
  ESTIMATOR_OPTIONS.forEach((name, i) => {
    const present = input?.[name] !== undefined;
    if (present) given |= 1 << i;
    values.push(present ? field(input, name) : 0);
  });
  values.push(given);
  return values;
}

function createCalculator(core) {
  // Text crosses the boundary as UTF-8 bytes in the core's column buffer.
  const bytesAt = (address, length) => core.HEAPU8.subarray(address, address + length);
  // The core's column buffer only grows, and after start-up only through this
  // function (or within room it reserved), so its address can be remembered:
  // a keystroke then costs one call into the core, not two.
  let capacity = 0;
  let columnsAddress = 0;
  const columns = (count) => {
    if (count > capacity || !columnsAddress) {
      columnsAddress = core.columns(count);
      capacity = columnsAddress ? count : 0;
    }
    return columnsAddress;
  };
  // At start-up the core writes the names to its columns itself, growing them.
  const names = (length) => new TextDecoder().decode(bytesAt(core.columns(0), length)).split(',');
  const codes = names(core.codeNames());
  const fields = names(core.fieldNames());
  const scratch = core.scratchAddress() / 8;
  const separators = new Map();

  // The first `n` numeric results of the last call.
  const results = (n) => core.HEAPF64.slice(scratch, scratch + n);

  const readIssues = (count) => {
    const heap = core.HEAPF64;
    const issues = [];
    for (let i = 0, at = scratch + RESULTS; i < count; i++, at += 3) {
      const code = codes[heap[at + 1]];
      const limit = heap[at + 2];
      issues.push({
        field: fields[heap[at]],
        code,
        message: errorMessage(english, 'en', code, limit),
        ...(limit ? { limit } : {}),
      });
    }
    return issues;
  };

  // Runs a core call; throws its issues, or names its results.
  // A batch call's issues: its first result is the invalid row, or -1 when
  // the input as a whole is at fault.
  const throwRowIssues = (count) => {
    const row = results(1)[0];
    const issues = readIssues(count);
    if (row >= 0) for (const issue of issues) issue.index = row;
    throw new CalculatorInputError(issues);
  };

  const call = (count, names) => {
    if (count) throw new CalculatorInputError(readIssues(count));
    const values = results(names.length);
    return Object.fromEntries(names.map((name, i) => [name, values[i]]));
  };

  const scaling = (input) => [field(input, 'devices'), field(input, 'throughputPerDevice'), field(input, 'efficiencyPercent')];

  const OUTPUTS = ['idealThroughput', 'actualThroughput', 'speedup', 'lostThroughput'];

  // `into` (optional) holds Float64Arrays to fill instead of new ones: a
  // caller who sweeps again and again allocates nothing.
  function sweep(input, into) {
    const cols = [column(input?.devices), column(input?.throughputPerDevice), column(input?.efficiencyPercent)];
    // Room for the longest column; the core checks that the lengths agree.
    const rows = cols.reduce((n, c) => (c.length === 1 ? n : Math.max(n, c.length)), 1);
    const inputs = cols.reduce((sum, c) => sum + c.length, 0);
    const address = columns(inputs + 4 * rows);
    if (!address) throw new RangeError(`not enough memory for ${rows} rows`);
    let at = address / 8;
    const heap = core.HEAPF64;
    for (const c of cols) {
      heap.set(c, at);
      at += c.length;
    }
    const count = core.sweep(cols[0].length, cols[1].length, cols[2].length, rows);
    if (count) throwRowIssues(count);
    const written = results(1)[0];
    const out = {};
    OUTPUTS.forEach((name, k) => {
      const values = core.HEAPF64.subarray(at + k * rows, at + k * rows + written);
      const target = into?.[name];
      if (target && !(target instanceof Float64Array && target.length >= written)) {
        throw new TypeError(`into.${name} must be a Float64Array of at least ${written} values`);
      }
      out[name] = target ? (target.set(values), target) : values.slice();
    });
    const devices = cols[0].length === 1 ? new Float64Array(written).fill(cols[0][0]) : Float64Array.from(cols[0]);
    return { devices, ...out };
  }

  // Writes `values` to the core's columns with room for `extra` more doubles;
  // returns the index in HEAPF64 just after them.
  const writeColumns = (values, extra = 0) => {
    const address = columns(values.length + extra);
    if (!address) throw new RangeError(`not enough memory for ${extra} values`);
    core.HEAPF64.set(values, address / 8);
    return address / 8 + values.length;
  };

  // The input's own device count is optional here: the largest of the
  // column stands in for it.
  function estimateSweep(input, devices) {
    const steps = column(devices);
    const largest = steps.reduce((max, d) => (d > max ? d : max), 1);
    const at = writeColumns(estimatorValues({ devices: largest, ...input }), 3 * steps.length);
    core.HEAPF64.set(steps, at);
    const count = core.estimateSweep(steps.length);
    if (count) throwRowIssues(count);
    const out = (k) => core.HEAPF64.slice(at + k * steps.length, at + (k + 1) * steps.length);
    return { devices: Float64Array.from(steps), efficiencyPercent: out(1), actualThroughput: out(2) };
  }

  return {
    estimateEfficiency(input) {
      writeColumns(estimatorValues(input));
      return call(core.estimateEfficiency(), ESTIMATE);
    },

    estimateSweep,

    memoryCheck(input) {
      const args = [field(input, 'parameters'), field(input, 'bytesPerParameter'), field(input, 'deviceMemoryGB')];
      const { requiredBytes, availableBytes, fits } = call(core.memoryCheck(...args), ['requiredBytes', 'availableBytes', 'fits']);
      return { requiredBytes, availableBytes, fits: fits === 1 };
    },

    compute: (input) => call(core.compute(...scaling(input)), ['idealThroughput', 'actualThroughput', 'speedup', 'lostThroughput']),

    validate: (input) => readIssues(core.validate(...scaling(input))),

    sweep,

    deviceSteps(maxDevices, points = 48) {
      const n = Math.max(0, Math.min(1000, Math.floor(num(points)) || 0));
      const at = columns(n) / 8;
      const count = core.deviceSteps(num(maxDevices), n);
      return core.HEAPF64.slice(at, at + count);
    },

    impliedEfficiency: (input) =>
      call(
        core.impliedEfficiency(field(input, 'devices'), field(input, 'throughputPerDevice'), field(input, 'measuredThroughput')),
        ['efficiencyPercent', 'speedup'],
      ),

    devicesForTarget(input) {
      if (input?.targetSpeedup !== undefined) {
        return call(core.devicesForSpeedup(field(input, 'efficiencyPercent'), field(input, 'targetSpeedup')), ['devices', 'speedup']);
      }
      const args = [field(input, 'throughputPerDevice'), field(input, 'efficiencyPercent'), field(input, 'targetThroughput')];
      return call(core.devicesForThroughput(...args), ['devices', 'actualThroughput']);
    },

    timeAndCost(input) {
      const priced = input?.pricePerDeviceHour !== undefined;
      const args = [...scaling(input), field(input, 'datasetSamples'), field(input, 'epochs'), priced ? field(input, 'pricePerDeviceHour') : 0];
      const names = ['samples', 'singleDeviceSeconds', 'clusterSeconds'];
      return call(core.timeAndCost(...args), priced ? [...names, 'singleDeviceCost', 'clusterCost', 'costRatio'] : names);
    },

    parseNumber(text, locale = 'en', options = {}) {
      if (typeof text !== 'string') return { code: 'not_a_number' };
      let seps = separators.get(locale);
      if (!seps) separators.set(locale, (seps = separatorsOf(locale)));
      // Room for the worst case of three UTF-8 bytes per UTF-16 code unit.
      const address = columns(Math.ceil((text.length * 3) / 8) + 1);
      if (!address) return { code: 'out_of_range' };
      const { written } = utf8.encodeInto(text, bytesAt(address, text.length * 3));
      const code = core.parseNumber(written, seps.decimal, seps.group, !!options.percent);
      return code ? { code: codes[code] } : { value: results(1)[0] };
    },
  };
}
