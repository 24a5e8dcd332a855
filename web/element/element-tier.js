// What one element takes from its second tier (later.js, loaded by
// second-tier.js): the code of its panels (panels.js) and its URL state
// (url-state.js), each made for the element once the tier is in. The tier is
// fetched after the first results, at once when a panel starts open or the
// estimator's code is wanted, and before the element is defined when it has
// `sync-url` (define.js).
import loadEstimator from 'dpsc:estimator';
import { secondTier, loadSecondTier, withSecondTier } from './second-tier.js';
import { openOnly, openPanels, sayFailed } from './panel-state.js';
import { didNotLoad } from './warn.js';

/**
 * `hooks`: what the tier's code reads of the element and asks of it (the
 * element itself, its view, form and inputs, its snapshot and language,
 * `label(node)`, `request(announce, remember)`, `secondModule()`, …); the
 * tier's code gets them as its `handle`, with the estimator's code to load.
 */
export function elementTier(hooks) {
  const handle = { ...hooks, estimatorCode: loadEstimator };
  const { view } = handle;
  let panels = null;
  let panelsCode = null;
  let link = null;
  let answering = null;
  const tier = {
    handle,
    /** The panels' code, or null until the tier is in. */
    get panels() {
      return panels;
    },
    /** The estimator's code in its panel's hands (or failed, which the panel says), once wanted: what the first results wait for. */
    estimatorLoading: null,

    /**
     * The panels' code, fetched once; when it is in it builds the bodies of
     * the open panels. When it cannot load, each open panel says so, and
     * opening one again tries again.
     */
    panelsIn() {
      panelsCode ??= loadSecondTier().then(
        (later) => {
          panels = later.createPanels(handle);
          panels.build();
        },
        (error) => {
          panelsCode = null;
          didNotLoad('the second tier', error);
          for (const id of openPanels(view)) handle.label(sayFailed(view, id));
        },
      );
      return panelsCode;
    },

    /** Opens exactly the panels named; the estimator's code and the core's second module come beside the panels' code, not after it. */
    open(names) {
      openOnly(view, names);
      const open = openPanels(view);
      if (open.includes('estimator')) tier.loadEstimator();
      if (panels) panels.build();
      else if (open.length) tier.panelsIn();
    },

    /** The estimator's code for its panel (a select set wants its options too). */
    loadEstimator() {
      loadEstimator().catch(() => {});
      handle.secondModule().catch(() => {});
      tier.estimatorLoading = tier.panelsIn().then(() => panels?.load());
      return tier.estimatorLoading;
    },

    /** The core's second module, once, for an answer outside the panels (the global batch): the snapshot is taken again when it is in. */
    answers() {
      answering ??= handle.secondModule().then(
        () => handle.request(false),
        () => (answering = null),
      );
    },

    /**
     * With `sync-url`, the state the URL holds, before the first results:
     * now when the tier is in (define.js sees to it), else once it comes
     * (what the first results then wait for).
     */
    restore() {
      if (!handle.element.hasAttribute('sync-url')) return null;
      if (tier.linked()) return void link.restore(false);
      return withSecondTier(() => tier.linked().restore(), 'the URL state');
    },

    /** The URL state, once the tier is in (else undefined). */
    linked() {
      link ??= secondTier()?.urlState(handle);
      return link;
    },

    /** With `sync-url`, the URL's changes are followed; without, no longer. */
    followUrl() {
      if (handle.element.hasAttribute('sync-url') || link) withSecondTier(() => tier.linked().follow(), 'the URL state');
    },

    disconnect: () => link?.disconnect(),
  };
  return tier;
}
