// The core's bytes where a build carries them inside its JS (the npm entries,
// the standalone file, the offline page), written in hexadecimal: digits and
// a–f only, which no parser, minifier or bundler rewrites. A Latin-1 string
// of the raw bytes came out of esbuild as a template literal holding "\x00"
// before a digit, which Next.js's SWC turned into the octal escape "\00", a
// syntax error. docs/toolchain.md has the other encodings measured.

/**
 * The bytes that `hex` spells, two lower-case hexadecimal digits each.
 * @param {string} hex
 * @returns {Uint8Array}
 */
export function fromHex(hex) {
  // Native in browsers since 2025 (Chromium 140, Firefox 133, Safari 18.2), not in Node 20, nor in TypeScript's es2023 lib.
  const native = /** @type {{ fromHex?: (hex: string) => Uint8Array }} */ (/** @type {unknown} */ (Uint8Array));
  if (native.fromHex) return native.fromHex(hex);
  const bytes = new Uint8Array(hex.length >> 1);
  // A digit's value from its code: '0'–'9' are 0x30–0x39, 'a'–'f' 0x61–0x66.
  for (let i = 0, j = 0; i < bytes.length; i++, j += 2) {
    const high = hex.charCodeAt(j);
    const low = hex.charCodeAt(j + 1);
    bytes[i] = (((high & 15) + (high >> 6) * 9) << 4) | ((low & 15) + (low >> 6) * 9);
  }
  return bytes;
}
