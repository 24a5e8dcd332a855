// What the API adds once the core's second module is in (calculator.js,
// ready('panels')): the friendly `calibration` input, and the estimate over
// many device counts. Only that module's inputs and operations use it.

/**
 * The friendly `calibration` as the core's list inputs: one point
 * ({ devices, efficiencyPercent } or { devices, measuredThroughput }) or a
 * list of them becomes calibrationDevices and calibrationEfficiencyPercent
 * and/or calibrationThroughput, one item per point (a list no point uses is
 * left out).
 */
export function withCalibration(input) {
  const c = input?.calibration;
  if (c == null) return input;
  const points = Array.isArray(c) ? c : [c];
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
 * calc.estimateSweep for the second module `core`, through `module` (its
 * connection: calculator.js, connect()); `column(devices)` reads a device
 * column as the batch calls do. The input's own device count plays no part:
 * the column gives them. `runnable`, for the element's chart and not
 * declared: the core first moves each count to the nearest the input's
 * sharding runs on (or drops it), and `devices` holds those.
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
