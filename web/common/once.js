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
  /** @type {Record<string, Promise<T>>} keyed by a language, or by undefined for a load of no key */
  const pending = {};
  return (key) =>
    (pending[/** @type {any} */ (key)] ??= load(/** @type {K} */ (key)).catch((error) => {
      delete pending[/** @type {any} */ (key)];
      throw error;
    }));
}
