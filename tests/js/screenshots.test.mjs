// The pictures the repository carries: none taller than the screenshot
// script's limit (a 4,029 px one pushed the README several screens down and
// went stale unseen: issue 48), and every picture the README or a page of the
// docs shows is one of them, so a replaced screenshot leaves no broken image.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_HEIGHT } from '../../scripts/screenshots.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const tracked = execFileSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' }).split('\n').filter(Boolean);

/** Width and height from a PNG's header (its IHDR chunk, always first). */
export function pngSize(bytes) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, i) => bytes[i] === byte) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('pngSize reads a PNG header and refuses what is not one', () => {
  const header = Buffer.from('89504e470d0a1a0a0000000d49484452000003400000045e08020000', 'hex');
  assert.deepEqual(pngSize(header), { width: 832, height: 1118 });
  assert.equal(pngSize(Buffer.from('GIF89a0000000000000000000000')), null);
});

test(`no committed picture is taller than ${MAX_HEIGHT} px`, () => {
  const pictures = tracked.filter((file) => /\.(png|jpe?g|gif|webp)$/i.test(file));
  assert.ok(pictures.length > 0, 'the README shows a screenshot');
  for (const file of pictures) {
    const size = pngSize(readFileSync(join(repo, file)));
    assert.ok(size, `${file}: only PNGs are committed here, and this test reads their size`);
    assert.ok(size.height <= MAX_HEIGHT, `${file} is ${size.width} × ${size.height} px: at most ${MAX_HEIGHT} px tall`);
  }
});

test('every picture the README and the docs show is a committed file', () => {
  const pages = tracked.filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')));
  let shown = 0;
  for (const page of pages) {
    for (const [, target] of readFileSync(join(repo, page), 'utf8').matchAll(/!\[[^\]]*\]\(([^)\s]+)[^)]*\)/g)) {
      // Absolute paths are the site's own files, written by its build (docs/public/): not committed.
      if (/^(\/|https?:)/.test(target)) continue;
      const file = normalize(join(dirname(page), target));
      assert.ok(tracked.includes(file), `${page} shows ${target}, which is not in the repository`);
      shown++;
    }
  }
  assert.ok(shown >= 2, `the README and "What it answers" show the screenshot (${shown} pictures)`);
});
