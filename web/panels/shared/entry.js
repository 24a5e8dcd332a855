// A panel's entry as the page has it (web/panels/registry.js): its fields and
// selects, without the docs its panel.js carries for the build.
import { DESCRIPTORS } from '../registry.js';

/**
 * @param {string} id a panel's id
 * @returns {import('../panel').PanelEntry}
 */
export function entryOf(id) {
  const entry = DESCRIPTORS.find((d) => d.id === id);
  if (!entry) throw new Error(`no panel "${id}" in web/panels/registry.js`);
  return entry;
}
