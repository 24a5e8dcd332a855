// Writes of one task (attributes, properties, a restored link, the language)
// as one update at the end of the task, as frameworks that set several
// properties at once expect: one event, with the final result. `run(announce,
// remember)` is the update; it takes what was asked for with take().
/** @typedef {{ announce: boolean, remember: boolean }} Request */

/** @param {(announce: boolean, remember: boolean) => unknown} run */
export function createBatch(run) {
  /** @type {Request | null} */
  let queued = null; // the update asked for in this task: { announce, remember }
  /** @type {Promise<unknown>} */
  let done = Promise.resolve();
  return {
    /**
     * An update at the end of the task; what several requests ask for adds up.
     * @param {boolean} announce
     * @param {boolean} [remember]
     */
    request(announce, remember = announce) {
      if (queued) return void ((queued.announce ||= announce), (queued.remember ||= remember));
      queued = { announce, remember };
      done = Promise.resolve().then(() => queued && run(false, false));
    },
    /**
     * What was asked for and is not done yet, taken: the update that runs now does it.
     * @returns {Partial<Request>}
     */
    take() {
      const taken = queued ?? {};
      queued = null;
      return taken;
    },
    /** Settles once the update of the current task has run. */
    get done() {
      return done;
    },
  };
}
