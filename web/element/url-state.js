// The inputs in the URL fragment: #d=64&v=2000&e=90&lang=de. Values are
// plain numbers as text; whatever the fragment holds is treated like typed
// input (validated, shown as text), never as markup.

import { FIELDS } from './fields.js';

// Short fragment keys ↔ field ids of the element.
export const KEYS = { d: 'devices', v: 'throughput', e: 'efficiency', s: 'samples', ep: 'epochs', p: 'price' };

/** The state in a fragment, or null when it holds none of ours (a doc page's #anchor). */
export function readFragment(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const state = { fields: {}, lang: params.get('lang'), unit: params.get('u') };
  for (const [key, id] of Object.entries(KEYS)) {
    const value = params.get(key);
    if (value !== null) state.fields[id] = value;
  }
  return Object.keys(state.fields).length || state.lang ? state : null;
}

/** A fragment for `fields` (id → text), `lang` and `unit`. */
export function writeFragment({ fields, lang, unit }) {
  const params = new URLSearchParams();
  for (const [key, id] of Object.entries(KEYS)) {
    if (fields[id] !== undefined && fields[id] !== '') params.set(key, fields[id]);
  }
  if (unit) params.set('u', unit);
  if (lang) params.set('lang', lang);
  return '#' + params.toString();
}

/** The fragment for a snapshot's values: attribute fields always, the rest when they differ from their default. */
export function fragmentFor(values, { lang, unit }) {
  const fields = {};
  for (const [id, value] of Object.entries(values)) {
    if (FIELDS[id].attribute || String(value) !== FIELDS[id].initial) fields[id] = String(value);
  }
  return writeFragment({ fields, lang, unit });
}
