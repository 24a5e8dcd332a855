// What the API adds once the core's second module is in (calculator.js,
// ready('panels')): the friendly `calibration` input, and the estimate over
// many device counts. Only that module's inputs and operations use it.

/** @typedef {import('./calculator.js').Input} Input */
/** @typedef {import('./calculator.js').Connection} Connection */
/** @typedef {import('../types/core.js').SecondModule} SecondModule */

/**
 * The friendly `calibration` as the core's list inputs: one point
 * ({ devices, efficiencyPercent } or { devices, measuredThroughput }) or a
 * list of them becomes calibrationDevices and calibrationEfficiencyPercent
 * and/or calibrationThroughput, one item per point (a list no point uses is
 * left out).
 * @param {Input} input
 * @returns {Input}
 */
export function withCalibration(input) {
  // The caller's points, any shape: the core checks what they become.
  const c = /** @type {Record<string, unknown> | Record<string, unknown>[] | null | undefined} */ (input?.calibration);
  if (c == null) return input;
  const points = Array.isArray(c) ? c : [c];
  /** @type {Record<string, unknown>} */
  const out = { ...input, calibrationDevices: points.map((p) => p?.devices) };
  for (const [key, list] of [
    ['efficiencyPercent', 'calibrationEfficiencyPercent'],
    ['measuredThroughput', 'calibrationThroughput'],
  ]) {
    if (points.some((p) => p?.[key] != null)) out[list] = points.map((p) => p?.[key]);
  }
  return out;
}

/**
 * calc.bestLayouts for the second module `core`, through `module`: the
 * advisor's list (panel_bindings.cpp), best first, each layout an object as
 * the bestLayouts operation describes it (a choice as its option).
 * @param {SecondModule} core
 * @param {Connection} module
 * @returns {(input: Input) => Record<string, number | boolean | string>[]}
 */
export const bestLayouts = (core, module) => (input) => {
  const op = module.operations.bestLayouts;
  const most = core.mostLayouts(); // the rows the core writes at most
  const at = module.writeInputs(op, input, most * op.outputs.length);
  const written = module.batch(core.bestLayoutsList());
  const columns = module.readColumns(op, at, most, written, null);
  return Array.from({ length: written }, (_, row) => {
    /** @type {Record<string, number | boolean | string>} */
    const layout = {};
    for (const { name, flag, options } of op.outputs) {
      const value = columns[name][row];
      if (!Number.isNaN(value)) layout[name] = flag ? value === 1 : options ? options[value] : value;
    }
    return layout;
  });
};

/**
 * calc.estimateSweep for the second module `core`, through `module` (its
 * connection: calculator.js, connect()); `column(devices)` reads a device
 * column as the batch calls do. The input's own device count plays no part:
 * the column gives them. `runnable`, for the element's chart and not
 * declared: the core first moves each count to the nearest the input's
 * sharding runs on (or drops it), and `devices` holds those.
 * @param {SecondModule} core
 * @param {Connection} module
 * @param {(value: unknown) => ArrayLike<number>} column
 * @returns {(input: Input, devices: unknown, runnable?: boolean) => Record<string, Float64Array>}
 */
export const estimateSweep = (core, module, column) => (input, devices, runnable) => {
  const op = module.operations.estimateEfficiency;
  const steps = column(devices);
  const at = module.writeInputs(op, input, steps.length * (1 + op.outputs.length));
  module.heap().set(steps, at);
  const written = module.batch(core.estimateSweep(steps.length, runnable));
  return {
    devices: module.heap().slice(at, at + written),
    ...module.readColumns(op, at + steps.length, steps.length, written, null),
  };
};
