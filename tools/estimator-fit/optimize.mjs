// Nelder–Mead minimisation (no derivatives, no dependencies). Small problems
// only: a handful of parameters, a few thousand evaluations.

export function nelderMead(f, start, { step = 0.5, iterations = 4000, tolerance = 1e-10 } = {}) {
  const n = start.length;
  let simplex = [start.slice()];
  for (let i = 0; i < n; i++) {
    const x = start.slice();
    x[i] += step;
    simplex.push(x);
  }
  let values = simplex.map(f);
  const combine = (a, b, t) => a.map((ai, i) => ai + t * (b[i] - ai));
  for (let k = 0; k < iterations; k++) {
    const order = values.map((v, i) => i).sort((a, b) => values[a] - values[b]);
    simplex = order.map((i) => simplex[i]);
    values = order.map((i) => values[i]);
    if (Math.abs(values[n] - values[0]) < tolerance) break;
    const centroid = simplex.slice(0, n).reduce((c, x) => c.map((ci, i) => ci + x[i] / n), new Array(n).fill(0));
    const reflected = combine(centroid, simplex[n], -1);
    const fr = f(reflected);
    if (fr < values[0]) {
      const expanded = combine(centroid, simplex[n], -2);
      const fe = f(expanded);
      [simplex[n], values[n]] = fe < fr ? [expanded, fe] : [reflected, fr];
    } else if (fr < values[n - 1]) {
      [simplex[n], values[n]] = [reflected, fr];
    } else {
      const contracted = combine(centroid, simplex[n], fr < values[n] ? -0.5 : 0.5);
      const fc = f(contracted);
      if (fc < Math.min(fr, values[n])) {
        [simplex[n], values[n]] = [contracted, fc];
      } else {
        for (let i = 1; i <= n; i++) {
          simplex[i] = combine(simplex[0], simplex[i], 0.5);
          values[i] = f(simplex[i]);
        }
      }
    }
  }
  const best = values.indexOf(Math.min(...values));
  return { x: simplex[best], value: values[best] };
}

/** Nelder–Mead from several starts, each restarted once from its own optimum. */
export function minimize(f, starts, options) {
  let best = null;
  for (const s of starts) {
    let r = nelderMead(f, s, options);
    r = nelderMead(f, r.x, { ...options, step: 0.2 });
    if (!best || r.value < best.value) best = r;
  }
  return best;
}

/** Root of a monotone g on [lo, hi] by bisection (null when g does not change sign). */
export function bisect(g, lo, hi, steps = 200) {
  let glo = g(lo);
  if (Math.sign(glo) === Math.sign(g(hi))) return null;
  for (let i = 0; i < steps; i++) {
    const mid = (lo + hi) / 2;
    const gm = g(mid);
    if (Math.sign(gm) === Math.sign(glo)) [lo, glo] = [mid, gm];
    else hi = mid;
  }
  return (lo + hi) / 2;
}
