// What the element shows, worked out without a DOM. The texts of the fields
// are parsed in the element's locale, each panel's question goes to the
// core, and the answers come back as one snapshot that the renderers, the
// exports and the URL state read. Nothing here is a rule: the core decides
// what is valid and what follows from it.
import { FIELDS, FIELD_IDS, SELECTS, SELECT_IDS } from '../common/fields.js';
import { niceTicks } from './chart.js';

/** @typedef {import('../api/index').Calculator} Calculator */
/** @typedef {import('../api/index').ScalingResult} ScalingResult */
/** @typedef {import('../api/index').ScalingInput} ScalingInput */
/** @typedef {import('../api/index').ParsedNumber} ParsedNumber */
/** @typedef {import('../api/index').InputIssue} InputIssue */
/** @typedef {import('../panels/panel').FieldIssue} FieldIssue */
/** @typedef {import('../panels/panel').Question} Question */
/** @typedef {import('../panels/panel').ChartData} ChartData */
/** @typedef {import('../panels/panel').ChartExtra} ChartExtra */
/** @typedef {import('./types').ScenarioPanels} ScenarioPanels */
/** @typedef {import('./types').ScenarioState} ScenarioState */
/** @typedef {import('../panels/panel').Snapshot} Snapshot */
/** @typedef {import('../panels/panel').AnswersById} AnswersById */
/** @typedef {Map<string, FieldIssue>} Issues field id → its first issue */

const CHART_POINTS = 48;

// A core call's issues as a list, or its answer.
/**
 * @template T
 * @param {() => T} call
 * @returns {{ answer?: T, issues?: InputIssue[] }}
 */
function attempt(call) {
  try {
    return { answer: call() };
  } catch (error) {
    // Anything thrown; a CalculatorInputError has its issues.
    if (!(/** @type {{ issues?: InputIssue[] }} */ (error).issues)) throw error;
    return { issues: /** @type {{ issues: InputIssue[] }} */ (error).issues };
  }
}

// The curves of the chart, from 1 to a few times the cluster (and past any
// measured point); a panel's curve, band and marks (`extra`: { marks,
// curve(axis) }, the estimator's while its panel is open) only when it holds
// for every count it is drawn at (a single node without a network does not
// reach beyond itself).
/**
 * @param {Calculator} calc
 * @param {Record<string, number>} values
 * @param {ScalingResult} result
 * @param {ChartExtra | null | undefined} extra
 * @returns {ChartData}
 */
function chartData(calc, { devices, throughputPerDevice, efficiencyPercent }, result, extra) {
  const marked = extra?.marks ?? [];
  const max = Math.min(calc.limits.maxDevices, Math.max(8, 4 * devices, ...marked));
  const ticks = niceTicks(max).map((t) => Math.max(1, t)); // the axis starts at 0, the cluster at 1
  const marks = [...ticks, devices, ...marked];
  const axis = [...new Set([...calc.deviceSteps(ticks[ticks.length - 1], CHART_POINTS), ...marks])];
  const curve = extra?.curve(axis);
  // The estimator's curve holds at the counts of its sweep: a Float64Array, which spreads.
  const steps = [...new Set([...axis, .../** @type {Float64Array | number[]} */ (curve?.devices ?? [])])].sort((a, b) => a - b);
  const sweep = calc.sweep({ devices: steps, throughputPerDevice, efficiencyPercent });
  return {
    ticks,
    devices: sweep.devices,
    ideal: sweep.idealThroughput,
    actual: sweep.actualThroughput,
    ...(curve ? curve.on(steps) : { estimated: null, band: null, measured: [] }),
    point: { devices, value: result.actualThroughput },
  };
}

// The parsed fields: field id → value, and the issue of each that holds none.
/**
 * @param {(id: string, text: string, locale: string) => ParsedNumber | null} parse
 * @param {Record<string, string>} texts
 * @param {string} locale
 * @param {Issues} issues
 */
function parseAll(parse, texts, locale, issues) {
  /** @type {Record<string, number>} */
  const values = {};
  for (const id of FIELD_IDS) {
    const parsed = parse(id, texts[id] ?? '', locale);
    if (parsed?.code) issues.set(id, { code: parsed.code });
    else if (parsed) values[id] = parsed.value;
  }
  return values;
}

// The API's input: each field's number under its id, the API name, in the API's unit (GB typed, bytes passed:
// `values` keep the field's own unit); a list's items are the panels'.
/** @param {Record<string, number>} values */
function apiOf(values) {
  /** @type {Record<string, number> & Partial<ScalingInput>} */
  const api = {};
  for (const [id, value] of Object.entries(values)) {
    if (!FIELDS[id].list) api[id] = value * (FIELDS[id].scale ?? 1);
  }
  return api;
}

// A core call that puts its issues next to the fields they name (an item of a list by its name and panel row, which
// the estimator gives as its index: "calibrationDevices0"); an input that is no field's is not said here. A value
// the core lacks because its field was left empty is "empty" to the user.
/**
 * @param {Issues} issues
 * @param {Record<string, string>} texts
 * @returns {Question['ask']}
 */
const askFor = (issues, texts) => (call) => {
  const { answer, issues: found = [] } = attempt(call);
  // A bound comes with the codes that have one; without, `limit / scale` is NaN, which no message reads.
  for (const { field, code, limit, index } of /** @type {(InputIssue & { limit: number })[]} */ (found)) {
    const id = field + (index ?? '');
    // An input the element left out because its field is empty: missing_input, whichever operation needs it.
    const left = code === 'missing_input' && !texts[id]?.trim();
    const scale = FIELDS[id]?.scale; // a bound in the field's own unit
    if (FIELDS[id] && !issues.has(id)) issues.set(id, left ? { code: 'empty' } : { code, limit: scale ? limit / scale : limit });
  }
  return answer ?? null;
};

// A choice that is no option (from an attribute or a link): the panels answer nothing until it is corrected.
// Until their code is in, only the choices the element starts with are known to be options.
/**
 * @param {Record<string, string>} choices
 * @param {ScenarioPanels | null} panels
 * @param {Issues} issues
 */
function checkChoices(choices, panels, issues) {
  const bad = SELECT_IDS.filter((id) => (panels ? !panels.isChoice(id, choices[id]) : choices[id] !== SELECTS[id].initial));
  if (panels) for (const id of bad) issues.set(id, { code: 'unknown_option' });
  return !bad.length;
}

/** @param {Calculator} calc */
export function createScenario(calc) {
  /** @type {Map<string, { text: string, locale: string, parsed: ParsedNumber | null }>} */
  const parses = new Map(); // field id → { text, locale, parsed }: a keystroke reparses one field
  const scalingFields = calc.operations.compute.inputs.map((input) => input.name);

  /**
   * @param {string} id
   * @param {string} text
   * @param {string} locale
   * @returns {ParsedNumber | null}
   */
  function parse(id, text, locale) {
    const cached = parses.get(id);
    if (cached?.text === text && cached.locale === locale) return cached.parsed;
    const field = FIELDS[id];
    const parsed =
      field.optional && !text.trim() ? null : calc.parseNumber(text, locale, { percent: field.percent, magnitude: field.count });
    parses.set(id, { text, locale, parsed });
    return parsed;
  }

  /**
   * texts: field id → text; choices: select id → value; locale: the
   * element's locale; open: which panels are open ({ [id]: true }), built:
   * which have their body; given: the ids of the inputs someone gave (not
   * left at their default); panels: what the panels' code answers
   * (web/panels/index.js: isChoice, answers, chart), null until it is in.
   * @param {ScenarioState} state
   * @returns {Snapshot}
   */
  function update({ texts, choices, locale, open = {}, built = {}, given = new Set(), panels = null }) {
    // Asked for `blocking` below too: get() of a key it lacks (none, null) is undefined.
    /** @type {Issues & { get(id: string | null | undefined): FieldIssue | undefined }} */
    const issues = new Map(); // field id → { code, limit }: the first issue of a field wins
    const values = parseAll(parse, texts, locale, issues);
    const choicesOk = checkChoices(choices, panels, issues);
    const api = apiOf(values);
    const has = (/** @type {string} */ id) => values[id] !== undefined;
    const ask = askFor(issues, texts);
    // The core checks the input: a field left empty is a missing_input.
    const computed = ask(() => calc.compute(/** @type {ScalingInput} */ (api)));
    // The estimate and each panel's own questions come with the panels' code, and the core's second module.
    const question = { choicesOk, api, texts, values, choices, given, open, built, has, ask, attempt };
    // No panel reads its answers before its code is in.
    const answers = panels ? panels.answers(calc, question) : { estimate: null, panels: /** @type {AnswersById} */ ({}) };
    // An issue the estimator finds with a main input (a throughput above the peak) holds back the results too.
    const result = scalingFields.some((id) => issues.has(id)) ? null : computed;
    // The first main field that holds the results back: empty (an issue "empty") or invalid.
    const blocking = result ? null : scalingFields.find((id) => issues.has(id));
    // What stands in for the results: a required field left empty, or one that holds something invalid (`blocking`).
    /** @type {Snapshot['state']} */
    const state = result ? 'ok' : issues.get(blocking)?.code === 'empty' ? 'empty' : 'invalid';
    const snapshot = { texts, choices, locale, open, built, given, values, issues, result, state, blocking, ...answers };
    return { ...snapshot, chart: result && chartData(calc, values, result, panels?.chart(calc, snapshot)) };
  }

  return { update };
}
