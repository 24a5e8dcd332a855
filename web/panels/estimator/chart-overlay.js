// The estimator's part of the element's chart (web/element/chart.js): the
// estimated curve, its uncertainty band and the measured points, as columns
// on the chart's axis and as marks with their legend entries. They come with
// the estimator's code: a page that never opens its panel downloads none of it.

/**
 * The estimate at the chart's device counts (`axis`), each moved by the core
 * to the nearest the job runs on (whole replicas; hybrid: whole shard
 * groups, two or more; strong scaling: up to one micro-batch a replica), or
 * null when the estimate does not hold. `devices`: those counts; `on(steps)`:
 * the columns on the chart's final axis, NaN where the estimate has no point,
 * and the measured points, each at its throughput d·v·E (`throughput`: v),
 * E against one device: a point against a baseline is its ratio times the
 * estimate there, which the calibration keeps, so it lies on its own curve.
 * @param {import('../../api/index').Calculator} calc
 * @param {import('../../api/index').EstimatorInput} input
 * @param {number[]} axis
 * @param {number} throughput
 * @returns {import('../panel').Curve | null}
 */
export function estimatedCurve(calc, input, axis, throughput) {
  let curve;
  try {
    // A third argument, `runnable`: each count moved to the nearest the job runs on (web/api/second-module.js).
    /** @typedef {(input: import('../../api/index').EstimatorInput, devices: number[], runnable: boolean) => import('../../api/index').EstimateSweep} Sweep */
    curve = /** @type {Sweep} */ (calc.estimateSweep)(input, axis, true);
  } catch (error) {
    if (!(/** @type {{ issues?: unknown }} */ (error).issues)) throw error;
    return null;
  }
  if (!curve.devices.length) return null; // no count the job runs on up to the axis's end
  const row = new Map(Array.from(curve.devices, (d, i) => [d, i]));
  const base = input.calibrationBaselineDevices ? /** @type {Float64Array} */ (curve.baselineEfficiencyPercent)[0] / 100 : 1;
  return {
    devices: curve.devices,
    on(steps) {
      const at = (/** @type {Float64Array} */ column) =>
        Float64Array.from(steps, (d) => (row.has(d) ? column[/** @type {number} */ (row.get(d))] : NaN));
      return {
        estimated: at(curve.actualThroughput),
        band: { lower: at(curve.lowerThroughput), upper: at(curve.upperThroughput) },
        // estimate.js's list of points
        measured: /** @type {{ devices: number, efficiencyPercent: number }[]} */ (input.calibration ?? []).map((p) => ({
          devices: p.devices,
          value: (p.devices * throughput * p.efficiencyPercent * base) / 100,
        })),
      };
    },
  };
}

/**
 * What the chart adds while the estimator's panel is open, from the
 * snapshot's `chart`; `at(point)` words a point ("64 → 115,200 samples/s").
 * @param {import('../panel').ChartColumns} chart
 * @param {import('../panel').Context} ctx
 * @param {(point: import('../panel').Point) => string} at
 * @returns {import('../panel').Overlay}
 */
export function chartOverlay(chart, ctx, at) {
  const { text } = ctx;
  const { lower, upper } = chart.band;
  return {
    series: { className: 'estimate', values: chart.estimated, label: text.legendEstimate },
    measured: chart.measured.map((p) => ({ ...p, label: `${text.legendMeasured}: ${at(p)}` })),
    legend: { className: 'band', label: text.legendBand },
    // The band under the lines, in the chart's coordinates: along(values, indices) gives the points of its edges.
    shade(along, drawn) {
      const indices = drawn(upper);
      const edge = [...along(upper, indices), ...along(lower, [...indices].reverse())];
      return [['path', { class: 'band', d: `M${edge.join(' L')} Z` }]];
    },
  };
}
