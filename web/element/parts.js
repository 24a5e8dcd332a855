// The pieces the element's markup is made of: the first screen's
// (template.js), the built-in panels' (panel-bodies.js) and the estimator's
// (web/estimator/markup.js, handed `parts`). Text comes through data-t keys.

/** The unit after a throughput field. */
export const unit = '<span class="unit" data-unit></span>';

export const field = (id, suffix = '') => `
<tr>
  <th scope="row"><label for="${id}" data-t="${id}"></label></th>
  <td>
    <div class="field"><input id="${id}" inputmode="decimal" autocomplete="off" spellcheck="false" aria-describedby="${id}-error">${suffix}</div>
    <p class="error" id="${id}-error"></p>
  </td>
</tr>`;

export const fields = (...rows) => `<table class="inputs"><tbody>${rows.join('')}</tbody></table>`;

export const answer = (id, key = id) => `<div><dt data-t="${key}"></dt><dd id="${id}"></dd></div>`;

export const button = (id) => `<button type="button" id="${id}" data-t="${id}"></button>`;

// A labelled <select>; the estimator's code fills in the options. Its message
// says when an attribute or a link asked for an option it does not have.
const choice = (id) => `
<tr>
  <th scope="row"><label for="${id}" data-t="${id}"></label></th>
  <td>
    <select id="${id}" aria-describedby="${id}-error"></select>
    <p class="error" id="${id}-error"></p>
  </td>
</tr>`;

/** The pieces a panel's markup is made of, for the estimator's (web/estimator/markup.js). */
export const parts = { field, fields, answer, button, choice };
