// The element's markup. Text comes from the locale files through data-t
// (text content) keys; numbers are filled in by the element.
const field = (id, unit = '') => `
<tr>
  <th scope="row"><label for="${id}" data-t="${id}"></label></th>
  <td>
    <div class="field"><input id="${id}" inputmode="decimal" autocomplete="off" spellcheck="false" aria-describedby="${id}-error">${unit}</div>
    <p class="error" id="${id}-error"></p>
  </td>
</tr>`;

const result = (id) => `<div><dt data-t="${id}"></dt><dd id="${id}"></dd></div>`;

const faq = (n) => `<details><summary data-t="q${n}"></summary><p data-t="a${n}"></p></details>`;

export const template = `
<div class="root" part="root">
  <header>
    <h2 data-t="title"></h2>
    <p data-t="intro"></p>
  </header>
  <section aria-labelledby="inputs-heading">
    <h3 id="inputs-heading" data-t="inputs"></h3>
    <table class="inputs"><tbody>
      ${field('devices')}
      ${field('throughput', '<span class="unit" data-unit></span>')}
      ${field('efficiency')}
    </tbody></table>
  </section>
  <section aria-labelledby="results-heading">
    <h3 id="results-heading" data-t="results"></h3>
    <div class="results" aria-live="polite">
      <dl id="output">${result('ideal')}${result('actual')}${result('speedup')}${result('lost')}</dl>
      <p class="empty" id="empty" data-t="emptyState" hidden></p>
    </div>
  </section>
  <section aria-labelledby="details-heading">
    <h3 id="details-heading" data-t="details"></h3>
    <h4 data-t="idealVsActualTitle"></h4>
    <p data-t="idealVsActual"></p>
    <h4 data-t="formulaTitle"></h4>
    <p class="math">I = d × v<br>A = I × E<br>S = d × E<br>L = I − A</p>
    <p class="note" data-t="formulaLegend"></p>
    <h4 data-t="exampleTitle"></h4>
    <p class="math" id="example"></p>
    <p id="example-summary"></p>
    <h4 data-t="limitsTitle"></h4>
    <ul><li data-t="limit1"></li><li data-t="limit2"></li><li data-t="limit3"></li></ul>
  </section>
  <section aria-labelledby="faq-heading">
    <h3 id="faq-heading" data-t="faq"></h3>
    ${faq(1)}${faq(2)}${faq(3)}
  </section>
  <p class="note disclaimer" data-t="disclaimer"></p>
</div>`;
