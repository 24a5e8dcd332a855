// The URL fragment of a snapshot, which url-state.js reads back: written for
// links and, with `sync-url`, after every change.
import { FIELDS } from '../../common/fields.js';
import { INPUT_IDS, attributeOf, canonicalOf, initialOf, publicOf } from '../../element/attributes.js';

// The short keys that links made before every input had one still use, by public name (attributes.js).
/** @type {Record<string, string>} */
const SHORT = { devices: 'd', throughput: 'v', efficiency: 'e', samples: 's', epochs: 'ep', price: 'p' };
/**
 * An input's key in the fragment: its attribute name, or its short key.
 * @param {string} id
 * @returns {string}
 */
export const keyOf = (id) => SHORT[publicOf(id)] ?? attributeOf(id);

/**
 * The fragment of a snapshot: the main inputs always; any other input that
 * someone gave (`given`: ids) or that differs from its default; then the
 * open panels (ids), the fields that follow an answer (`linked`: field id →
 * its source, written "efficiency.estimate": by public name), the unit and the language. An input
 * that holds something invalid is left out.
 * @param {{ values: Record<string, number>, issues: Map<string, unknown> }} snapshot
 * @param {object} state
 * @param {Record<string, string>} state.choices
 * @param {Set<string>} state.given
 * @param {string[]} state.open
 * @param {string | null} [state.lang]
 * @param {string | null} [state.unit]
 * @param {Map<string, string>} [state.linked]
 * @returns {string}
 */
export function fragmentFor(snapshot, { choices, given, open, lang, unit, linked = new Map() }) {
  const params = new URLSearchParams();
  for (const id of INPUT_IDS) {
    /** @type {string | null} */
    const value = canonicalOf(id, snapshot, choices);
    if (value !== null && (FIELDS[id]?.attribute || given.has(id) || value !== initialOf(id))) params.set(keyOf(id), value);
  }
  if (open.length) params.set('o', open.join(' '));
  if (linked.size) params.set('f', [...linked].map(([id, source]) => `${publicOf(id)}.${source}`).join(' '));
  if (unit) params.set('u', unit);
  if (lang) params.set('lang', lang);
  return '#' + params.toString();
}
