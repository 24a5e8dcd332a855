// What the inputs hold, apart from the <input>s and <select>s that show it: a
// panel's fields exist only once it has opened (panels.js), yet attributes,
// links, properties and the scenario read and set them from the start. A
// field holds its text; a select the option id it was given, which the
// scenario checks against the options once the estimator's code is in.
import { FIELD_IDS, SELECTS, SELECT_IDS } from '../common/fields.js';

/** @param {import('./view.js').View} view */
export function createForm(view) {
  /** @type {Record<string, string>} */
  const values = {};
  /** @type {Record<string, number>} */
  const written = {}; // id → when it was last set: a preset's late fill leaves alone what came after it
  let clock = 0;
  /**
   * @param {string[]} ids
   * @returns {Record<string, string>}
   */
  const pick = (ids) => Object.fromEntries(ids.map((id) => [id, values[id] ?? '']));
  return {
    get: (/** @type {string} */ id) => values[id] ?? '',
    /**
     * Sets `id` and what shows it, if that is built. A field drops line breaks, as an <input> does with its value.
     * @param {string} id
     * @param {string} value
     */
    set(id, value) {
      values[id] = SELECTS[id] ? value : value.replace(/[\r\n]/g, '');
      written[id] = ++clock;
      // A field shows in an <input>, a choice in a <select>.
      const node = /** @type {HTMLInputElement | HTMLSelectElement | null} */ (view.el(id));
      if (node && node.value !== values[id]) node.value = values[id];
    },
    /** The time now, for since(). */
    now: () => ++clock,
    /**
     * Whether `id` was set after `time`.
     * @param {string} id
     * @param {number} time
     */
    since: (id, time) => (written[id] ?? 0) > time,
    texts: () => pick(FIELD_IDS),
    choices: () => pick(SELECT_IDS),
    /**
     * Shows every input inside `root` (a panel just built) with what it holds.
     * @param {ParentNode} root
     */
    show(root) {
      for (const node of root.querySelectorAll('input')) node.value = values[node.id] ?? '';
    },
  };
}
