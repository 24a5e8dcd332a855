// The element's shadow root: the markup and one constructable stylesheet
// shared by every instance. Adopted stylesheets are not subject to the
// page's style-src, unlike <style> elements, so a strict CSP needs no
// 'unsafe-inline'.
import css from './styles.css';
import { template } from './template.js';

/** @type {CSSStyleSheet | undefined} */
let sheet;

/** @param {HTMLElement} host */
export function attachShadowRoot(host) {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
  }
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [sheet];
  root.innerHTML = template;
  return root;
}

/**
 * Adds a stylesheet to `root`: the estimator's, when its code arrives.
 * @param {ShadowRoot} root
 * @param {CSSStyleSheet} added
 */
export function adoptSheet(root, added) {
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, added];
}
