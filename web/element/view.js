// @ts-nocheck -- not yet typed: issue 49 types web/ file by file
// The shadow DOM as the renderers see it: nodes by id, and writes that touch
// the DOM only when what they show changes (an untouched node costs no style
// or layout work, and a keystroke changes little).

const SVG = 'http://www.w3.org/2000/svg';
const drawn = new WeakMap(); // element → the attributes patch() last gave it

// Makes the child nodes of `parent` those that `children` describe: a string
// is a text node, [tag, attributes, children] an element (an <svg> and
// everything in it in the SVG namespace, anything else in its parent's). The
// node at each place is kept when it is of the same kind, with only the
// attributes and texts that differ written: a redraw moves points and changes
// texts in place, and parses nothing. Texts are text nodes and values are
// attributes, never markup.
function patch(parent, children) {
  children.forEach((child, i) => {
    const old = parent.childNodes[i];
    const text = typeof child === 'string';
    const [tag, attributes = {}, content = []] = text ? [] : child;
    // A node of another kind is replaced by one made whole before it goes in.
    let node = old;
    if (text ? old?.nodeType !== 3 : old?.localName !== tag)
      node = text ? document.createTextNode('') : document.createElementNS(tag === 'svg' ? SVG : parent.namespaceURI, tag);
    if (text) {
      if (node.data !== child) node.data = child;
    } else {
      // Compared with what was last drawn there, not read back from the DOM.
      const before = drawn.get(node) ?? {};
      for (const name in before) if (!(name in attributes)) node.removeAttribute(name);
      for (const name in attributes) if (before[name] !== attributes[name]) node.setAttribute(name, attributes[name]);
      drawn.set(node, attributes);
      patch(node, content);
    }
    if (node !== old) old ? old.replaceWith(node) : parent.append(node);
  });
  while (parent.childNodes.length > children.length) parent.lastChild.remove();
}

export function createView(root) {
  const nodes = new Map();
  const shown = new Map(); // id → what was last written there
  const widths = new Map(); // id → its width when a ResizeObserver last saw it

  const el = (id) => {
    let node = nodes.get(id);
    if (!node && (node = root.getElementById(id))) nodes.set(id, node);
    return node;
  };

  // Runs `write` unless `key` already shows `value`.
  const changed = (key, value, write) => {
    if (shown.get(key) === value) return;
    shown.set(key, value);
    write();
  };

  const draw = (id, children) => {
    shown.delete(id); // text() writes again after this
    patch(el(id), children);
  };

  return {
    root,
    el,
    changed,

    text(id, text) {
      changed(id, text, () => (el(id).textContent = text));
    },

    /** A number with its unit below it, or nothing while there is no answer. */
    put(id, value, unit) {
      const text = value ?? '';
      changed(id, `${text}\u0000${unit ?? ''}`, () => {
        const dd = el(id);
        dd.textContent = text;
        if (value != null && unit) {
          const span = document.createElement('span');
          span.className = 'unit';
          span.textContent = unit;
          dd.append(' ', span);
        }
      });
    },

    /** The contents of `id` as patch() describes them, kept and changed in place. */
    draw,

    /** The width of `id` as watchWidth() last saw it (a frame that reads it forces no layout), or from layout before that. */
    width(id) {
      return widths.get(id) ?? el(id).clientWidth;
    },

    /** Follows the width of `id`, calling `then()` when it changes; returns the observer (disconnect() it). */
    watchWidth(id, then) {
      const observer = new ResizeObserver((entries) => {
        widths.set(id, Math.round(entries.at(-1).contentRect.width));
        then();
      });
      observer.observe(el(id));
      return observer;
    },

    /** Forgets what was written, after the nodes were rewritten wholesale (a language switch). */
    reset() {
      shown.clear();
    },
  };
}

/** Listens to `type` on `target` until disconnect() is called, like an observer. */
export function listen(target, type, listener) {
  target.addEventListener(type, listener);
  return { disconnect: () => target.removeEventListener(type, listener) };
}
