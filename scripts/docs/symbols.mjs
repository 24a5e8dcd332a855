// The site's Symbols table (estimator/how-it-works.md): every symbol of the
// formulas, its quantity and its unit, from web/locales/symbols.json, the
// one table the element's legends are checked against (tests/js/symbols.test.mjs).
const cell = (text) => text.replaceAll('|', '\\|');

/** @param {{ symbols: { symbol: string, args?: string, quantity: string, unit: string }[] }} table */
export function symbolsMarkdown(table) {
  return [
    '| symbol | quantity | unit |',
    '|---|---|---|',
    ...table.symbols.map(
      ({ symbol, args = '', quantity, unit }) => `| ${cell(symbol + args)} | ${cell(quantity)} | ${cell(unit) || '—'} |`,
    ),
    '',
  ].join('\n');
}
