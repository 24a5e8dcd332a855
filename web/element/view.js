// The shadow DOM as the renderers see it: nodes by id, and writes that touch
// the DOM only when what they show changes (an untouched node costs no style
// or layout work, and a keystroke changes little).

const SVG = 'http://www.w3.org/2000/svg';

/** @typedef {import('../types/view.js').Drawing} Drawing */
/** @typedef {import('../types/view.js').Attributes} Attributes */
/**
 * The renderers' view of the shadow DOM: what createView() returns.
 * @typedef {ReturnType<typeof createView>} View
 */

/** @type {WeakMap<Element, Attributes>} */
const drawn = new WeakMap(); // element → the attributes patch() last gave it

// Makes the child nodes of `parent` those that `children` describe: a string
// is a text node, [tag, attributes, children] an element (an <svg> and
// everything in it in the SVG namespace, anything else in its parent's). The
// node at each place is kept when it is of the same kind, with only the
// attributes and texts that differ written: a redraw moves points and changes
// texts in place, and parses nothing. Texts are text nodes and values are
// attributes, never markup.
/**
 * @param {Element} parent
 * @param {Drawing[]} children
 */
function patch(parent, children) {
  children.forEach((child, i) => {
    /** @type {ChildNode | undefined} */
    const old = parent.childNodes[i];
    const text = typeof child === 'string';
    // Attribute values as setAttribute() takes them: it writes a number as its text.
    const [tag, attributes = {}, content = []] = /** @type {[string?, Record<string, string>?, Drawing[]?]} */ (text ? [] : child);
    // A node of another kind is replaced by one made whole before it goes in.
    let placed = old;
    if (text ? old?.nodeType !== 3 : /** @type {Element | undefined} */ (old)?.localName !== tag)
      placed = text
        ? document.createTextNode('')
        : document.createElementNS(tag === 'svg' ? SVG : parent.namespaceURI, /** @type {string} */ (tag)); // a child that is no text has one
    // A text child's node is a text node, any other's an element: the kinds were made to agree above.
    if (text) {
      const node = /** @type {Text} */ (placed);
      if (node.data !== child) node.data = child;
    } else {
      const node = /** @type {Element} */ (placed);
      // Compared with what was last drawn there, not read back from the DOM.
      const before = drawn.get(node) ?? {};
      for (const name in before) if (!(name in attributes)) node.removeAttribute(name);
      for (const name in attributes) if (before[name] !== attributes[name]) node.setAttribute(name, attributes[name]);
      drawn.set(node, attributes);
      patch(node, content);
    }
    if (placed !== old) old ? old.replaceWith(placed) : parent.append(placed);
  });
  while (parent.childNodes.length > children.length) /** @type {ChildNode} */ (parent.lastChild).remove();
}

/** @param {ShadowRoot} root */
export function createView(root) {
  /** @type {Map<string, HTMLElement>} */
  const nodes = new Map();
  /** @type {Map<string, unknown>} */
  const shown = new Map(); // id → what was last written there
  /** @type {Map<string, number>} */
  const widths = new Map(); // id → its width when a ResizeObserver last saw it

  /**
   * The node of `id`, or null while there is none (a panel's, before the panel is built).
   * @param {string} id
   * @returns {HTMLElement | null}
   */
  const el = (id) => {
    /** @type {HTMLElement | null | undefined} */
    let node = nodes.get(id);
    if (!node && (node = root.getElementById(id))) nodes.set(id, node);
    return /** @type {HTMLElement | null} */ (node); // null, not undefined, when not found: getElementById's answer
  };
  // The node of `id` for the writes below, whose callers write only to nodes that are built.
  const built = (/** @type {string} */ id) => /** @type {HTMLElement} */ (el(id));

  /**
   * Runs `write` unless `key` already shows `value`.
   * @param {string} key
   * @param {unknown} value
   * @param {() => void} write
   */
  const changed = (key, value, write) => {
    if (shown.get(key) === value) return;
    shown.set(key, value);
    write();
  };

  /**
   * @param {string} id
   * @param {Drawing[]} children
   */
  const draw = (id, children) => {
    shown.delete(id); // text() writes again after this
    patch(built(id), children);
  };

  return {
    root,
    el,
    changed,

    /**
     * @param {string} id
     * @param {string} text
     */
    text(id, text) {
      changed(id, text, () => (built(id).textContent = text));
    },

    /**
     * A number with its unit below it, or nothing while there is no answer.
     * @param {string} id
     * @param {string | null | undefined} value the number as shown
     * @param {string} [unit]
     */
    put(id, value, unit) {
      const text = value ?? '';
      // Patched, not rewritten: a keystroke changes the number's text node and keeps the unit's span as it is.
      const unitAfter = value != null && unit ? [' ', /** @type {Drawing} */ (['span', { class: 'unit' }, [unit]])] : [];
      changed(id, `${text}\u0000${unit ?? ''}`, () => patch(built(id), [text, ...unitAfter]));
    },

    /** The contents of `id` as patch() describes them, kept and changed in place. */
    draw,

    /**
     * The width of `id` as watchWidth() last saw it (a frame that reads it forces no layout), or from layout before that.
     * @param {string} id
     * @returns {number}
     */
    width(id) {
      return widths.get(id) ?? built(id).clientWidth;
    },

    /**
     * Follows the width of `id`, calling `then()` when it changes; returns the observer (disconnect() it).
     * @param {string} id
     * @param {() => void} then
     * @returns {ResizeObserver}
     */
    watchWidth(id, then) {
      const observer = new ResizeObserver((entries) => {
        // A callback always has an entry: the node it observes.
        widths.set(id, Math.round(/** @type {ResizeObserverEntry} */ (entries.at(-1)).contentRect.width));
        then();
      });
      observer.observe(built(id));
      return observer;
    },

    /** Forgets what was written, after the nodes were rewritten wholesale (a language switch). */
    reset() {
      shown.clear();
    },
  };
}

/**
 * Listens to `type` on `target` until disconnect() is called, like an observer.
 * @param {EventTarget} target
 * @param {string} type
 * @param {EventListener} listener
 * @returns {{ disconnect: () => void }}
 */
export function listen(target, type, listener) {
  target.addEventListener(type, listener);
  return { disconnect: () => target.removeEventListener(type, listener) };
}
