// dist/dp-scaling-calculator.html: the demo page with its script and styles
// inlined, for use from disk (file://, where browsers refuse module scripts,
// hence a classic script). Its policy allows exactly those two inline blocks
// and WebAssembly, and no fetch of any kind.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { bundle } from './bundles.mjs';
import { root } from './paths.mjs';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export async function buildOffline() {
  const [{ code }] = await bundle('offline');
  const script = code.replaceAll('</script', '<\\/script');
  const style = readFileSync(`${root}web/demo/demo.css`, 'utf8');
  const csp = [
    "default-src 'none'",
    `script-src ${sha256(script)} 'wasm-unsafe-eval'`,
    `style-src ${sha256(style)}`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const page = readFileSync(`${root}web/demo/index.html`, 'utf8')
    .replace(/\s*<link rel="icon"[^>]*>/, '')
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(
      '<link rel="stylesheet" href="demo.css">',
      () => `<meta http-equiv="Content-Security-Policy" content="${csp}">\n  <style>${style}</style>`,
    )
    .replace('</body>', () => `<script>${script}</script>\n</body>`);
  const file = 'dist/dp-scaling-calculator.html';
  writeFileSync(`${root}${file}`, page);
  return file;
}
