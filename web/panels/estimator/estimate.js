// The estimate of the efficiency, which every panel's answers, the global
// batch and the chart read: the estimator's input from the fields and
// selects, with the measured points typed into the panel.
import { accelerators, networks } from './presets.js';
import descriptor from './panel.js';

/** @typedef {import('../../api/index').EstimatorInput} EstimatorInput */
/** @typedef {import('../../api/index').InputIssue} InputIssue */

/** @type {(presets: { id: string, family?: string }[], id: string) => string | undefined} */
const familyOf = (presets, id) => presets.find((p) => p.id === id)?.family;

/** The fields of the measured points (a `measurement` in panel.js). */
export const CALIBRATION_FIELDS = Object.entries(descriptor.fields)
  .filter(([, spec]) => spec.measurement)
  .map(([id]) => id);

// The selects that set an input of the estimator's own (`api` in panel.js: true for its id), as it reads them.
/** @type {(choices: Record<string, string>) => Record<string, string | number>} */
const choiceInputs = (choices) =>
  Object.fromEntries(
    Object.entries(descriptor.selects ?? {})
      .filter(([, s]) => s.api)
      .map(
        ([id, s]) => /** @type {[string, string | number]} */ ([s.api === true ? id : s.api, s.number ? Number(choices[id]) : choices[id]]),
      ),
  );

// The measured points typed (calibrationEfficiencyPercent0, calibrationDevices0, …) and the panel
// row of each: the core names a point by its place in the list.
/**
 * @param {Record<string, string>} texts
 * @param {Record<string, number>} values
 */
function calibrationOf(texts, values) {
  const rows = [0, 1].filter((n) => texts[`calibrationEfficiencyPercent${n}`]?.trim() || texts[`calibrationDevices${n}`]?.trim());
  const points = rows.map((n) => ({
    devices: values[`calibrationDevices${n}`],
    efficiencyPercent: values[`calibrationEfficiencyPercent${n}`],
  }));
  return { rows, points };
}

// A call whose issues name a point by its panel row, not its place in the list.
/**
 * @template T
 * @param {() => T} call
 * @param {number[]} rows
 * @returns {T}
 */
function byRow(call, rows) {
  try {
    return call();
  } catch (error) {
    const { issues } = /** @type {{ issues?: InputIssue[] }} */ (error);
    if (!issues) throw error;
    throw { issues: issues.map((issue) => (issue.index === undefined ? issue : { ...issue, index: rows[issue.index] })) };
  }
}

/**
 * The estimator's input and its estimate, once the core's second module is
 * in and every choice is an option (`choicesOk`); `ask` puts the issues at
 * their fields. Until then what needs it (the estimate, an issue only the
 * estimator finds, such as hybrid sharding's whole groups) is left out.
 * @param {import('../../api/index').Calculator} calc
 * @param {import('../panel').Question} question
 */
export function estimateOf(calc, { choicesOk, api, texts, values, choices, ask }) {
  const calibration = calibrationOf(texts, values);
  // The fields and choices as the estimator reads them: the core checks them (a choice's text is the option's id).
  const input = /** @type {EstimatorInput} */ ({
    ...api,
    ...choiceInputs(choices),
    // What makes the device and carries the network, from their presets ("Custom" says neither).
    acceleratorFamily: familyOf(accelerators, choices.accelerator),
    networkFamily: familyOf(networks, choices.network),
  });
  if (calibration.points.length) input.calibration = calibration.points;
  const estimating = choicesOk && !!calc.operations.estimateEfficiency;
  const estimate = estimating ? ask(() => byRow(() => calc.estimateEfficiency(input), calibration.rows)) : null;
  return { estimating, input, estimate };
}
