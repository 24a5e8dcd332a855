// The one way the element reports a file it could not load: on the console,
// naming what is missing and why (the page goes on without it).

/** Says that `what` did not load, and why. */
export const didNotLoad = (what, error) => console.warn(`dp-scaling-calculator: ${what} did not load (${error})`);
