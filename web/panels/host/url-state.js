// The scenario in the URL fragment: #network=ib-ndr&d=64&v=2000&e=90&batch=512&o=estimator&lang=de.
// Every input of fields.js has a key: its attribute name, or the short key
// that links made before every input had one still use. `o` lists the open
// panels, `f` the fields that follow an answer and its source, `u` the unit. Values are plain numbers or option ids as text;
// whatever the fragment holds is treated like typed input (validated, shown
// as text), never as markup.
// A page whose element has `sync-url` fetches this code before the element
// is defined (web/element/define.js), so the element's first frame already
// shows the link's state.
import { INPUT_IDS, PUBLIC_NAMES, initialOf } from '../../element/attributes.js';
import { fragmentFor, keyOf } from './fragment.js';
import { listen } from '../../element/view.js';
import { openPanels } from '../../element/panels.js';
import { languageOf } from '../../locales/languages.js';
import { LANGUAGES } from '../../locales/languages.js';

/**
 * What a fragment holds: the inputs as typed, the fields that follow an answer ([id, source]), the language,
 * the unit and the open panels (null: the fragment names none).
 * @typedef {{ inputs: Record<string, string>, linked: string[][], lang: string | null, unit: string | null, open: string | null }} FragmentState
 */

/**
 * Public name → input id, where they differ (attributes.js).
 * @type {Record<string, string>}
 */
const ID_OF = Object.fromEntries(Object.entries(PUBLIC_NAMES).map(([id, name]) => [name, id]));

// Links made before the global batch gave a replica's micro-batches a step, `accumulation`, and under strong
// scaling those of one replica alone: the same step as a global batch, so that the link restores what it showed.
/** @param {URLSearchParams} params */
function globalBatchOfOldLink(params) {
  const accumulation = Number(params.get('accumulation'));
  if (!(accumulation >= 1) || params.has(keyOf('globalBatch'))) return null;
  const number = (/** @type {string} */ id) => Number(params.get(keyOf(id)) ?? initialOf(id)) || 1;
  const replicas = number('devices') / (number('tensorParallel') * number('pipelineParallel'));
  return String(accumulation * number('batchPerDevice') * (params.get(keyOf('batchScaling')) === 'strong' ? 1 : replicas));
}

/**
 * The state in a fragment, or null when it holds none of ours (a doc page's #anchor).
 * @param {string} hash
 * @returns {FragmentState | null}
 */
export function readFragment(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  /** @type {Record<string, string>} */
  const inputs = {};
  for (const id of INPUT_IDS) {
    const value = params.get(keyOf(id));
    if (value !== null) inputs[id] = value;
  }
  const globalBatch = globalBatchOfOldLink(params);
  if (globalBatch) inputs.globalBatch = globalBatch;
  // A field that follows an answer, by its public name ("efficiency.estimate").
  const follows = (params.get('f') ?? '')
    .split(' ')
    .map((pair) => pair.split('.'))
    .map(([name, source]) => [ID_OF[name] ?? name, source]);
  const linked = follows.filter(([id, source]) => INPUT_IDS.includes(id) && source);
  const state = { inputs, linked, lang: params.get('lang'), unit: params.get('u'), open: params.get('o') };
  return Object.keys(inputs).length || state.lang || state.open !== null ? state : null;
}

/**
 * Restores what a fragment holds into an element: its language (one the
 * element speaks), unit, open panels (`openOnly`), inputs (`inputs`, from
 * attributes.js, takes them as typed) and the fields that follow an answer
 * (`follow(id, source)`). Returns whether it held any.
 * @param {string} hash
 * @param {object} element
 * @param {Element} element.element
 * @param {{ apply(values: Record<string, string>): unknown, reflect(id: string, value: string): unknown }} element.inputs
 * @param {(names: string) => unknown} element.openOnly
 * @param {(id: string, source: string) => unknown} element.follow
 */
export function applyFragment(hash, { element, inputs, openOnly, follow }) {
  const state = readFragment(hash);
  if (!state) return false;
  const lang = /** @type {string} */ (state.lang); // a language only when one of the list
  if (LANGUAGES.includes(lang)) element.setAttribute('lang', lang);
  if (state.unit) element.setAttribute('unit', state.unit);
  if (state.open !== null) openOnly(state.open);
  inputs.apply(state.inputs);
  for (const [id, value] of Object.entries(state.inputs)) inputs.reflect(id, value);
  for (const [id, source] of state.linked) follow(id, source);
  return true;
}

/**
 * The URL fragment of one element (`host`, what its panels see of it, and
 * `open(names)`): with `sync-url`, the inputs' home, followed while
 * connected (`follow()` again when the attribute changes).
 * @param {object} host
 * @param {HTMLElement} host.element
 * @param {{ choices(): Record<string, string> }} host.form
 * @param {{ given: Set<string>, apply(values: Record<string, string>): unknown, reflect(id: string, value: string): unknown }} host.inputs
 * @param {import('../../element/view.js').View} host.view
 * @param {() => import('../panel').Snapshot | null} host.snapshot
 * @param {(names: string) => unknown} host.open
 * @param {(id: string, source: string) => unknown} host.follow
 * @param {() => Map<string, string>} host.linked
 * @param {(announce: boolean) => unknown} host.update
 */
export function urlState(host) {
  const { element, form, inputs, view } = host;
  // The snapshot and the rest of what a fragment holds (fragmentFor).
  const state = () => ({
    snapshot: host.snapshot(),
    choices: form.choices(),
    given: inputs.given,
    open: openPanels(view),
    lang: languageOf(element).language,
    unit: element.getAttribute('unit'),
    linked: host.linked(),
  });
  /** @type {{ disconnect: () => void } | null} */
  let hash = null;
  const link = {
    follow() {
      hash?.disconnect();
      hash = element.hasAttribute('sync-url') ? listen(window, 'hashchange', () => link.restore()) : null;
    },
    disconnect: () => hash?.disconnect(),
    /** Restores what location.hash holds; `then`: update the element after. Fragment values are handled like typed input. */
    restore(then = true) {
      if (applyFragment(location.hash, { element, inputs, openOnly: host.open, follow: host.follow }) && then) host.update(true);
    },
    /** The fragment of what the element shows. */
    fragment() {
      const { snapshot, ...rest } = state();
      return fragmentFor(/** @type {import('../panel').Snapshot} */ (snapshot), rest); // asked once there is one
    },
    /** With `sync-url`, what the element shows into the URL while it is valid. */
    remember() {
      if (element.hasAttribute('sync-url') && state().snapshot?.result) history.replaceState(history.state, '', link.fragment());
    },
  };
  return link;
}
