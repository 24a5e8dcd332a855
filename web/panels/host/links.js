// Fields the tool changes for the reader, each said where it happens: a field
// linked to an answer by a "Use…" follows that answer; a preset fills in its
// fields; a change of the throughput's unit converts the fields counted in it;
// a new model or device clears the measurements taken on the old one. What
// moved is kept for the notes under the fields and the status line
// (estimator/render-links.js).
import { FIELDS, SELECTS } from '../../common/fields.js';
import { fieldValue } from '../../i18n/format.js';

/** @typedef {import('../panel').Move} Move */
/** @typedef {import('../panel').Snapshot} Snapshot */
/** @typedef {Record<string, string | number>} Fills field id → its new text or number ('' empties it) */
/** @typedef {{ source: string, value: number | null | undefined }} Tie the answer a field follows, and what it was given (undefined: not known yet) */

const IN_UNIT = Object.keys(FIELDS).filter((id) => FIELDS[id].inUnit);
const MEASUREMENTS = Object.keys(FIELDS).filter((id) => FIELDS[id].measurement);

// The fields counted in the throughput's unit keep what they mean when it changes (a reader's choice or a
// model's): converted at the job's sequence length, and said. A linked field follows its answer instead.
/**
 * @param {import('../panel').Host} host
 * @param {{ linked: Map<string, Tie>, moving: Map<string, Move>, numberOf: (id: string) => number }} links
 * @param {string | number | undefined} unit
 * @param {Fills} fills
 */
function convertUnit(host, { linked, moving, numberOf }, unit, fills) {
  const from = host.scenario()?.choices.throughputUnit;
  const tokens = numberOf('tokensPerSample') ?? Number(fills.tokensPerSample);
  if (!unit || !from || unit === from || !(tokens > 0)) return;
  const factor = unit === 'tokens' ? tokens : 1 / tokens;
  for (const field of IN_UNIT) {
    const before = numberOf(field);
    if (field in fills || linked.has(field) || !Number.isFinite(before)) continue;
    fills[field] = fieldValue(before * factor);
    moving.set(field, { source: 'unit', from: before, to: fills[field], tokens, unit: /** @type {string} */ (unit) });
  }
}

/**
 * The links of one element's fields. `host`: what its panels see of it
 * (index.js); `SOURCES`: the answers a field can follow, by name;
 * `fill(id, value, choices, known)`: the fields a choice fills in,
 * from the panel that owns the select.
 * @param {import('../panel').Host} host
 * @param {Record<string, import('../panel').Source>} SOURCES
 * @param {(id: string, value: string, choices: Record<string, string>, known: import('../panel').Known) => Fills} fill
 */
export function createLinks(host, SOURCES, fill) {
  /** @type {Map<string, Tie>} */
  const linked = new Map(); // field id → { source, value }: the answer it follows since a "Use…", and what it was given
  // A linked field the tool changed: field id → { source, from, to }, its last move while linked (said under it), and
  // the moves of the update under way (said once on the status line).
  const moved = /** @type {Map<string, Move>} */ (new Map());
  const moving = /** @type {Map<string, Move>} */ (new Map());
  let cleared = false;
  // A field's number; undefined where it holds none, which compares as false and is no finite number (typed as a number for those tests).
  const numberOf = /** @type {(id: string) => number} */ ((id) => host.scenario()?.values[id]);

  /**
   * What choosing `value` for select `id` fills in, with what follows from it; `text(id)` is a field's text now.
   * @param {string} id
   * @param {string} value
   * @param {Record<string, string>} choices
   * @param {Set<string>} given
   * @param {(id: string) => string} text
   * @returns {Fills}
   */
  function presetFill(id, value, choices, given, text) {
    const fills = fill(id, value, choices, { numberOf, given });
    // A device's throughput belongs to the model it was measured on, as a calibration does: another model's job
    // starts from the throughput at the MFU, where there is one, and says what it replaced.
    if (id === 'modelPreset' && value && !linked.has('throughputPerDevice') && numberOf('peakTflops') > 0 && numberOf('mfuPercent') > 0) {
      linked.set('throughputPerDevice', { source: 'flopsThroughput', value: undefined });
      moving.set('throughputPerDevice', { from: numberOf('throughputPerDevice'), fromUnit: host.scenario()?.choices.throughputUnit });
    }
    convertUnit(host, { linked, moving, numberOf }, id === 'throughputUnit' ? value : fills.throughputUnit, fills);
    if ('globalBatch' in fills) linked.set('globalBatch', { source: 'job', value: /** @type {number} */ (fills.globalBatch) }); // a job's: a number
    const measured = MEASUREMENTS.filter((field) => text(field).trim());
    if (SELECTS[id]?.clearsMeasurements && measured.length) {
      for (const field of measured) fills[field] = '';
      cleared = true;
    }
    return fills;
  }

  /**
   * The fields linked to an answer take its new value in `snapshot`; returns the values that moved (none: the
   * update is done). A field that no longer holds what it was given (someone typed or set it) is no longer linked.
   * @param {Snapshot} snapshot
   */
  function follow(snapshot) {
    const moves = /** @type {Record<string, number>} */ ({});
    for (const [id, tie] of linked) {
      tie.value ??= snapshot.values[id];
      if (snapshot.values[id] !== tie.value) {
        linked.delete(id);
        moved.delete(id);
        continue;
      }
      const value = /** @type {number} */ (SOURCES[tie.source](snapshot)); // a number past the test below
      if (!Number.isFinite(value) || value === tie.value) continue;
      const before = moving.get(id);
      moving.set(id, { source: tie.source, from: before?.from ?? tie.value, fromUnit: before?.fromUnit, to: value });
      tie.value = value;
      moves[id] = value;
    }
    return moves;
  }

  /**
   * What the last round of an update adds to its snapshot: the links, what moved, and a cleared calibration.
   * @param {Snapshot} snapshot
   */
  function settle(snapshot) {
    cleared &&= !MEASUREMENTS.some((field) => snapshot.texts[field]?.trim());
    const made = [...moving].filter(([, move]) => move.to !== undefined); // not a link that found no answer
    for (const [id, move] of made) moved.set(id, move);
    moving.clear();
    const sources = new Map([...linked].map(([id, { source }]) => [id, source]));
    return { linked: sources, moved: new Map(moved), followed: made.map(([id, move]) => ({ id, ...move })), calibrationCleared: cleared };
  }

  return {
    presetFill,
    follow,
    settle,
    /** Links field `id` to answer `source` (a "Use…", or a link restored: `value` unknown yet). */
    tie: (/** @type {string} */ id, /** @type {string} */ source, /** @type {number | null | undefined} */ value = undefined) =>
      Object.hasOwn(SOURCES, source) && linked.set(id, { source, value }),
    /** field id → the answer it follows. */
    sources: () => new Map([...linked].map(([id, { source }]) => [id, source])),
  };
}
