// The pieces the element's markup is made of: the first screen's
// (template.js) and the panels' bodies (web/panels/). Text comes through
// data-t keys.

/** The unit after a throughput field. */
export const unit = '<span class="unit" data-unit></span>';

/**
 * A row of the inputs' table: the field `id`, its label, `suffix` (markup) after it and its error.
 * @param {string} id
 * @param {string} [suffix]
 */
export const field = (id, suffix = '') => `
<tr>
  <th scope="row"><label for="${id}" data-t="${id}"></label></th>
  <td>
    <div class="field"><input id="${id}" inputmode="decimal" autocomplete="off" spellcheck="false" aria-describedby="${id}-error">${suffix}</div>
    <p class="error" id="${id}-error"></p>
  </td>
</tr>`;

/** @param {...string} rows */
export const fields = (...rows) => `<table class="inputs"><tbody>${rows.join('')}</tbody></table>`;

/**
 * @param {string} id
 * @param {string} [key] its label's message
 */
export const answer = (id, key = id) => `<div><dt data-t="${key}"></dt><dd id="${id}"></dd></div>`;

/** @param {string} id */
export const button = (id) => `<button type="button" id="${id}" data-t="${id}"></button>`;
