// The scenario in the URL fragment: #network=ib-ndr&d=64&v=2000&e=90&batch=512&o=estimator&lang=de.
// Every input of fields.js has a key: its attribute name, or the short key
// that links made before every input had one still use. `o` lists the open
// panels, `u` the unit. Values are plain numbers or option ids as text;
// whatever the fragment holds is treated like typed input (validated, shown
// as text), never as markup.
// Writing a fragment (fragment.js) comes with the second tier (later.js):
// the first screen only reads one.
import { INPUT_IDS, attributeOf } from './attributes.js';
import { listen } from './view.js';

const SHORT = { devices: 'd', throughput: 'v', efficiency: 'e', samples: 's', epochs: 'ep', price: 'p' };
/** An input's key in the fragment. */
export const keyOf = (id) => SHORT[id] ?? attributeOf(id);

/** The state in a fragment, or null when it holds none of ours (a doc page's #anchor). */
export function readFragment(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const inputs = {};
  for (const id of INPUT_IDS) {
    const value = params.get(keyOf(id));
    if (value !== null) inputs[id] = value;
  }
  const state = { inputs, lang: params.get('lang'), unit: params.get('u'), open: params.get('o') };
  return Object.keys(inputs).length || state.lang || state.open !== null ? state : null;
}

/**
 * Restores what a fragment holds into an element: its language (one of
 * `languages`), unit, open panels (`openOnly`) and inputs (`inputs`, from
 * attributes.js, takes them as typed). Returns whether it held any.
 */
export function applyFragment(hash, { element, inputs, openOnly, languages }) {
  const state = readFragment(hash);
  if (!state) return false;
  if (languages.includes(state.lang)) element.setAttribute('lang', state.lang);
  if (state.unit) element.setAttribute('unit', state.unit);
  if (state.open !== null) openOnly(state.open);
  inputs.apply(state.inputs);
  for (const [id, value] of Object.entries(state.inputs)) inputs.reflect(id, value);
  return true;
}

/**
 * The URL fragment of one element: with `sync-url`, the inputs' home,
 * followed while connected (`follow()` again when the attribute changes).
 * `state()`: the snapshot and the rest of what a fragment holds (fragmentFor);
 * `host()`: what applyFragment needs; `update()`: called after a restore;
 * `tier()`: the element's second tier (second-tier.js), which writes fragments.
 */
export function urlState(element, { state, host, update, tier }) {
  let hash = null;
  const link = {
    follow() {
      hash?.disconnect();
      hash = element.hasAttribute('sync-url') ? listen(window, 'hashchange', () => link.restore()) : null;
    },
    disconnect: () => hash?.disconnect(),
    /** Restores what location.hash holds; `then`: update the element after. Fragment values are handled like typed input. */
    restore(then = true) {
      if (applyFragment(location.hash, host()) && then) update();
    },
    /** The fragment of what the element shows; asked for only once the second tier is in. */
    fragment() {
      const { snapshot, ...rest } = state();
      return tier().fragmentFor(snapshot, rest);
    },
    /** With `sync-url`, what the element shows into the URL while it is valid, once the second tier is in (and again when it comes). */
    remember() {
      if (element.hasAttribute('sync-url') && state().snapshot?.result && tier()) history.replaceState(history.state, '', link.fragment());
    },
  };
  return link;
}
