// The worked example under "Details": the four formulas with the user's
// numbers. It sits below the first screen, in room the stylesheet keeps for
// it (#example, #example-summary), so it comes after the first results.

/**
 * @param {import('../../element/view.js').View} view
 * @param {{ result: import('../../api/index.js').ScalingResult | null, values: Record<string, number>, state: string, blocking?: string | null }} snapshot
 * @param {import('../../element/context.js').Context} ctx
 */
export function renderExample(view, snapshot, ctx) {
  const { result: r, values } = snapshot;
  if (!r) {
    view.text('example', ctx.missing(snapshot));
    view.text('example-summary', '');
    return;
  }
  const f = ctx.number;
  const d = f(values.devices);
  const e = f(values.efficiencyPercent / 100, { maximumSignificantDigits: 6 });
  const [I, A] = [f(r.idealThroughput), f(r.actualThroughput)];
  const lines = [
    `I = ${d} × ${f(values.throughputPerDevice)} = ${I}`,
    `A = ${I} × ${e} = ${A}`,
    `S = ${d} × ${e} = ${f(r.speedup)}`,
    `Δ = ${I} − ${A} = ${f(r.lostThroughput)}`,
  ];
  view.draw(
    'example',
    lines.flatMap((line, i) => (i ? [['br'], line] : [line])),
  );
  view.text('example-summary', ctx.message('exampleSummary', { devices: values.devices, speedup: r.speedup }));
}
