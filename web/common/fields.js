// Every input of the element, in one place: the main three here, and each
// panel's in its descriptor (web/panels/<id>/panel.js, read through
// web/panels/registry.js). A field's id is the API property it feeds (an
// item of a `list` input: the list's name and the item's index,
// "calibrationDevices0"); the text it starts with, whether it is one of the main three
// (always written back to its attribute and into the URL), whether it may stay empty, whether a trailing "%" is fine,
// whether it is a count that may end in its magnitude ("70B", "15T", "4 Mio."), the
// Intl unit its label names ({unit} in the label's message) and the `scale`
// from that unit to the API's (GB typed, bytes passed), and whether it counts
// in the throughput's unit (`inUnit`: converted when the unit changes). A <select> names the
// option it starts at, the fields a choice fills in, and the API input it
// sets. Every field and select is also an attribute, the kebab-case of its
// id, and a property named by its id, unless PUBLIC_NAMES (attributes.js)
// gives it a shorter public name. Nothing here decides what is valid: the core does.
import { DESCRIPTORS } from '../panels/registry.js';

/** @typedef {import('../panels/panel').FieldSpec} FieldSpec */
/** @typedef {import('../panels/panel').SelectSpec} SelectSpec */
/** @typedef {import('../panels/panel').PanelEntry} PanelEntry */

/** @type {Record<string, FieldSpec>} */
export const FIELDS = {
  devices: { initial: '64', attribute: true },
  throughputPerDevice: { initial: '2000', attribute: true, count: true, inUnit: true, after: 'unit' },
  efficiencyPercent: { initial: '90', attribute: true, percent: true, unit: 'percent' },
  ...Object.assign({}, ...DESCRIPTORS.map((d) => d.fields)),
};

export const FIELD_IDS = Object.keys(FIELDS);

/**
 * Every panel's <select>s. Each panel's entry in the registry has the shape PanelEntry, which a panel without selects has too.
 * @type {Record<string, SelectSpec>}
 */
export const SELECTS = Object.assign({}, .../** @type {PanelEntry[]} */ (DESCRIPTORS).map((d) => d.selects ?? {}));

export const SELECT_IDS = Object.keys(SELECTS);

/**
 * Whether inputs `ids` given ask for what only the panels' code and the core's second module answer: a choice's, the global batch.
 * @param {string[]} ids
 * @returns {boolean}
 */
export const wantsAnswers = (ids) => ids.some((id) => FIELDS[id]?.early || SELECTS[id]);

/**
 * Field or select id → the preset select that editing it turns to "custom".
 * @type {Record<string, string>}
 */
export const PRESET_OF = Object.fromEntries(Object.entries(SELECTS).flatMap(([id, s]) => (s.fills ?? []).map((field) => [field, id])));
