// Light or dark: the author's `theme`, or with "auto" the page the element
// sits on. What decides is the colour painted behind the element (a site's
// dark mode repaints it); where nothing is painted, the colour scheme the
// element inherits, which a site's dark mode usually sets too. The OS
// preference counts only where the page itself supports both schemes.
const DARK_OS = '(prefers-color-scheme: dark)';

/** @type {CanvasRenderingContext2D | undefined} */
let probe; // a canvas that turns any CSS colour (rgb, oklch, color-mix…) into sRGB bytes

/**
 * A CSS colour as [r, g, b, alpha], each 0–255.
 * @param {string} colour
 * @returns {ArrayLike<number>}
 */
function bytes(colour) {
  // A computed colour is mostly rgb() or rgba(), read here: the canvas costs 8 ms of a cold start.
  const rgb = /^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/.exec(colour);
  if (rgb) return [+rgb[1], +rgb[2], +rgb[3], rgb[4] === undefined ? 255 : Math.round(+rgb[4] * 255)];
  // A new canvas has no other context, so it gives a 2D one.
  probe ??= /** @type {CanvasRenderingContext2D} */ (document.createElement('canvas').getContext('2d', { willReadFrequently: true }));
  probe.clearRect(0, 0, 1, 1);
  probe.fillStyle = colour;
  probe.fillRect(0, 0, 1, 1);
  return probe.getImageData(0, 0, 1, 1).data;
}

// A background the site is fading to counts from the start of the fade.
// getAnimations() lays the whole page out (80 ms of a cold start here, before
// the first results), so it is asked only of a node with a transition.
/**
 * @param {Element} node
 * @returns {string}
 */
function painted(node) {
  const style = getComputedStyle(node);
  const fading = /[1-9]/.test(style.transitionDuration);
  // Only a CSSTransition has a transitionProperty; its effect is a KeyframeEffect, and a keyframe's colour a string.
  const fade = /** @type {(CSSTransition & { effect: KeyframeEffect }) | null | undefined} */ (
    fading ? node.getAnimations().find((a) => /** @type {CSSTransition} */ (a).transitionProperty === 'background-color') : null
  );
  return /** @type {string | undefined} */ (fade?.effect.getKeyframes().at(-1)?.backgroundColor) ?? style.backgroundColor;
}

/**
 * The colour behind `element`: the first background of it or an ancestor
 * that is more than half opaque (a faint tint over the page does not
 * decide); null when the canvas shows through.
 * @param {Element} element
 * @returns {ArrayLike<number> | null}
 */
export function colourBehind(element) {
  // Up through shadow roots to their hosts; the document has no host, and ends the walk.
  for (
    let node = /** @type {Element | null | undefined} */ (element);
    node;
    node = node.parentElement ?? /** @type {{ host?: Element }} */ (node.getRootNode()).host
  ) {
    const colour = bytes(painted(node));
    if (colour[3] > 127) return colour;
  }
  return null;
}

/**
 * Whether `element` sits on a dark page.
 * @param {Element} element
 * @returns {boolean}
 */
export function pageIsDark(element) {
  const behind = colourBehind(element);
  // Relative luminance, with a gamma of 2 for sRGB's curve (close enough at
  // the threshold): below 0.21 (0.179 exactly), white text contrasts more than black.
  if (behind) return (0.2126 * behind[0] ** 2 + 0.7152 * behind[1] ** 2 + 0.0722 * behind[2] ** 2) / 255 ** 2 < 0.21;
  const schemes = getComputedStyle(element).colorScheme;
  return /dark/.test(schemes) && (!/light/.test(schemes) || matchMedia(DARK_OS).matches);
}

/**
 * Calls `apply(dark)` now and, while connected, whenever the answer may
 * change: an attribute of <html> or <body> changes (a site's theme switch)
 * or the OS preference does. `onLang()`: the page's lang attribute changed.
 * @param {Element} element
 * @param {(dark: boolean) => void} apply
 * @param {() => void} onLang
 */
export function createTheme(element, apply, onLang) {
  const os = matchMedia(DARK_OS);
  let frame = 0;
  const check = () => {
    frame = 0;
    const choice = element.getAttribute('theme');
    apply(choice === 'dark' || (choice !== 'light' && pageIsDark(element)));
  };
  const soon = () => (frame ||= requestAnimationFrame(check));
  const switches = new MutationObserver((changes) => {
    soon();
    if (changes.some((change) => change.attributeName === 'lang')) onLang();
  });
  return {
    check,
    connect() {
      for (const node of [document.documentElement, document.body]) if (node) switches.observe(node, { attributes: true });
      os.addEventListener('change', soon);
      // Before the first frame is painted, not now: reading the page's styles
      // in connectedCallback laid the page out before the first results.
      soon();
      return this;
    },
    disconnect() {
      switches.disconnect();
      os.removeEventListener('change', soon);
      cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}
