// The memory check against measured peaks, for the accuracy page: the rows
// tests/core/memory_measured_test.cpp writes to docs/estimator/validation/memory.json (each run,
// the peak measured and the model's total, in GiB), as a table and a summary
// of the runs the model describes. No figure on the page is typed by hand.
const signedPercent = (x) => `${x >= 0 ? '+' : '−'}${Math.abs(100 * x).toFixed(0)} %`;

export function memoryMarkdown(rows) {
  const error = (r) => r.model / r.measured - 1;
  const described = rows.filter((r) => !r.outside);
  const bias = described.reduce((sum, r) => sum + error(r), 0) / described.length;
  const worst = Math.max(...described.map((r) => Math.abs(error(r))));
  const lines = rows.map(
    (r) => `| ${r.run} | ${r.measured.toFixed(1)} | ${r.model.toFixed(1)} | ${signedPercent(error(r))} | ${r.outside || '—'} |`,
  );
  return [
    '| run | measured, GiB | the model, GiB | error | outside the model |',
    '|---|---:|---:|---:|---|',
    ...lines,
    '',
    `Over the ${described.length} runs the model describes: mean signed error ${signedPercent(bias)}, worst ${(100 * worst).toFixed(0)} %.`,
    '',
  ].join('\n');
}
