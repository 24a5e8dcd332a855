// The element's shadow root: the markup and constructable stylesheets shared
// by every instance. Adopted stylesheets are not subject to the page's
// style-src, unlike <style> elements, so a strict CSP needs no
// 'unsafe-inline'.
import css from './styles.css';
import { template } from './template.js';

const sheets = new Map(); // CSS text → its sheet

const sheetOf = (text) => {
  if (!sheets.has(text)) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    sheets.set(text, sheet);
  }
  return sheets.get(text);
};

/** Adds the styles `text` (the estimator's, when its code arrives) to `root`, once. */
export function adoptStyles(root, text) {
  const sheet = sheetOf(text);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

export function attachShadowRoot(host) {
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root, css);
  root.innerHTML = template;
  return root;
}
