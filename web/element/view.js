// The shadow DOM as the renderers see it: nodes by id, and writes that touch
// the DOM only when what they show changes (an untouched node costs no style
// or layout work, and a keystroke changes little).

export function createView(root) {
  const nodes = new Map();
  const shown = new Map(); // id → what was last written there

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

    /** Markup built by chart.js from escaped text. */
    html(id, markup) {
      changed(id, markup, () => (el(id).innerHTML = markup));
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
