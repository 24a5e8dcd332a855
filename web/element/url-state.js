// The inputs in the URL fragment: #d=64&v=2000&e=90&lang=de. Values are
// plain numbers as text, or a select's option; whatever the fragment holds is
// treated like typed input (validated, shown as text), never as markup.

import { FIELDS, SELECTS } from './fields.js';

// Short fragment keys ↔ field and select ids of the element.
export const KEYS = { d: 'devices', v: 'throughput', e: 'efficiency', s: 'samples', ep: 'epochs', p: 'price', a: 'activationMemory', sh: 'sharding' };

/** The state in a fragment, or null when it holds none of ours (a doc page's #anchor). */
export function readFragment(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const state = { fields: {}, choices: {}, lang: params.get('lang'), unit: params.get('u') };
  let ours = !!state.lang;
  for (const [key, id] of Object.entries(KEYS)) {
    const value = params.get(key);
    if (value === null) continue;
    state[FIELDS[id] ? 'fields' : 'choices'][id] = value;
    ours = true;
  }
  return ours ? state : null;
}

/** A fragment for `fields` and `choices` (id → text), `lang` and `unit`. */
export function writeFragment({ fields, choices = {}, lang, unit }) {
  const params = new URLSearchParams();
  for (const [key, id] of Object.entries(KEYS)) {
    const value = fields[id] ?? choices[id];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  if (unit) params.set('u', unit);
  if (lang) params.set('lang', lang);
  return '#' + params.toString();
}

/**
 * The fragment for a snapshot's values and the selects' choices: attribute
 * fields always, the rest when they differ from their default.
 */
export function fragmentFor(values, { lang, unit, choices = {} }) {
  const fields = {};
  for (const [id, value] of Object.entries(values)) {
    if (FIELDS[id].attribute || String(value) !== FIELDS[id].initial) fields[id] = String(value);
  }
  const changed = Object.fromEntries(Object.entries(choices).filter(([id, value]) => value !== SELECTS[id].initial));
  return writeFragment({ fields, choices: changed, lang, unit });
}
