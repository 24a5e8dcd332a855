// The one way the element reports a file it could not load: on the console,
// naming what is missing, why, and where the files belong (the page goes on
// without it; the panel that needed it says only that it could not load).

/**
 * Says that `what` did not load, and why.
 * @param {string} what
 * @param {unknown} error
 */
export const didNotLoad = (what, error) =>
  console.warn(`dp-scaling-calculator: ${what} did not load (${error}); the files dp-scaling-calculator.* belong beside the page's script`);
