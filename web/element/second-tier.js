// Loads the element's second tier (later.js) once for every element of the
// page: 'dpsc:later' is a module beside the embed bundle, or the module
// itself in the other builds.
import loadLater from 'dpsc:later';
import { didNotLoad } from './warn.js';

let module = null;
let pending = null;

/** The second tier, or null until it is in. */
export const secondTier = () => module;

/** Resolves to the second tier, fetching it the first time; a failure may be retried. */
export function loadSecondTier() {
  pending ??= loadLater().then(
    (loaded) => (module = loaded),
    (error) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** Calls `use(tier)` once the second tier is in; when it cannot load, says so on the console, naming `what` wanted it. */
export const withSecondTier = (use, what) => loadSecondTier().then(use, (error) => didNotLoad(what, error));

/**
 * Runs the action of button `id` (actions.js) on `snapshot`. The second tier
 * is in long before a person reaches a button; a click keeps its user
 * activation (for the clipboard) across this wait.
 */
export const press = (id, snapshot, ctx, host) =>
  withSecondTier(({ runAction }) => runAction(id, snapshot, ctx, host), "the buttons' code");
