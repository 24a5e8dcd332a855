// @ts-nocheck -- not yet typed: issue 49 types web/ file by file
// The one way a file is fetched once for every element of the page.

/** `load()` once: every later call shares its promise; after a failure, the next call tries again. */
export function once(load) {
  let pending = null;
  return () =>
    (pending ??= load().catch((error) => {
      pending = null;
      throw error;
    }));
}
