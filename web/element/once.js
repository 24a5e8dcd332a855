// The one way anything is loaded once: a file, a module, a language's
// messages, the panels' answers. Every caller goes through once().

/**
 * `load(key)` once per key (one load for a function of no key): every later call with the key shares its promise;
 * after a failure, the next call tries again.
 * @template K, T
 * @param {(key: K) => Promise<T>} load
 * @returns {(key?: K) => Promise<T>}
 */
export function once(load) {
  /** @type {Map<K | undefined, Promise<T>>} */
  const pending = new Map();
  return (key) => {
    let loading = pending.get(key);
    if (!loading) {
      loading = load(/** @type {K} */ (key)).catch((error) => {
        pending.delete(key);
        throw error;
      });
      pending.set(key, loading);
    }
    return loading;
  };
}
