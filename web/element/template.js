// The element's markup. Text comes from the locale files through data-t
// (text content) keys; numbers are filled in by the renderers. The questions
// and the parts have as many entries as the English messages (every locale
// has the same keys); each is a <details> whose summary is in the first
// half of a language and whose body comes with the second. A panel is
// <details class="panel" id="…">, one for each of PANELS, its id the name
// the `open` attribute and the URL use; only its summary is built with the
// element, its body when it first opens (web/panels/). `full` marks what the
// compact view leaves out.
import en from '../locales/en/screen.json';
import { unit, field, fields, answer, button } from '../common/parts.js';
import { PANELS, summaryOf } from './panels.js';

/**
 * The message ids of `prefix` and a number (q1, q2, …), as many as English has.
 * @param {string} prefix
 */
const numbered = (prefix) => Object.keys(en).filter((key) => new RegExp(`^${prefix}\\d+$`).test(key));
/**
 * @param {string} summary its message id
 * @param {string} body its message id
 */
const collapsible = (summary, body) => `<details><summary data-t="${summary}"></summary><p data-t="${body}"></p></details>`;
/** @param {string} q a question's message id: q1 is answered by a1 */
const faq = (q) => collapsible(q, `a${q.slice(1)}`);
/** @param {string} key a part's message id: part1's body is partBody1 */
const part = (key) => collapsible(key, `partBody${key.slice(4)}`);

export const template = `
<div class="root" part="root">
  <header>
    <h2 data-t="title"></h2>
    <p class="full" data-t="intro"></p>
  </header>
  <section aria-labelledby="inputs-heading">
    <h3 id="inputs-heading" data-t="inputs"></h3>
    ${fields(field('devices'), field('throughputPerDevice', unit), field('efficiencyPercent'))}
  </section>
  <section aria-labelledby="results-heading">
    <h3 id="results-heading" data-t="results"></h3>
    <div class="results" aria-live="polite">
      <dl id="output">${answer('ideal')}${answer('actual')}${answer('speedup')}${answer('lost')}${answer('stepBatch')}</dl>
      <p class="empty" id="empty" hidden></p>
    </div>
    <div class="actions full">
      ${button('copyLink')}${button('copyText')}${button('downloadCsv')}${button('downloadJson')}
      <p class="status" id="status" role="status"></p>
    </div>
    <p class="actions"><button type="button" id="fullView" data-t="fullView" hidden></button></p>
  </section>
  <section class="full" aria-labelledby="chart-heading">
    <h3 id="chart-heading" data-t="chart"></h3>
    <div class="chart" id="chart"></div>
    <ul class="legend" id="legend"></ul>
    <div class="sr-only"><table id="chart-table"></table></div>
  </section>
  ${PANELS.map((id) => `<details class="panel" id="${id}"><summary data-t="${summaryOf(id)}"></summary></details>`).join('')}
  <section class="full" aria-labelledby="details-heading">
    <h3 id="details-heading" data-t="details"></h3>
    <h4 data-t="idealVsActualTitle"></h4>
    <p data-t="idealVsActual"></p>
    <p class="math">I = d × v<br>A = I × E<br>S = d × E<br>Δ = I − A</p>
    <p class="note" data-t="formulaLegend"></p>
    <p class="math" id="example"></p>
    <p id="example-summary"></p>
  </section>
  <section class="full" aria-labelledby="faq-heading">
    <h3 id="faq-heading" data-t="faq"></h3>
    ${numbered('q').map(faq).join('')}
  </section>
  <section class="full" aria-labelledby="parts-heading">
    <h3 id="parts-heading" data-t="partsTitle"></h3>
    ${numbered('part').map(part).join('')}
  </section>
  <p class="note disclaimer full" data-t="disclaimer"></p>
</div>`;
