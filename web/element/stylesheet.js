// The element's styles as one constructable stylesheet shared by every
// instance. Adopted stylesheets are not subject to the page's style-src,
// unlike <style> elements, so a strict CSP needs no 'unsafe-inline'.
import css from './styles.css';

let sheet;

export function styleSheet() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
  }
  return sheet;
}
