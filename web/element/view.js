// The shadow DOM as the renderers see it: nodes by id, and writes that touch
// the DOM only when what they show changes (an untouched node costs no style
// or layout work, and a keystroke changes little).

const setText = (node, text) => {
  if (node.textContent !== text) node.textContent = text;
};

// A row of `count` cells: all headers of their columns ('col'), or a header of its row and data ('row').
function tableRow(count, scope) {
  const tr = document.createElement('tr');
  for (let i = 0; i < count; i++) {
    const header = scope === 'col' || i === 0;
    const cell = document.createElement(header ? 'th' : 'td');
    if (header) cell.scope = scope;
    tr.append(cell);
  }
  return tr;
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

    /**
     * A table of text: its caption, then `rows` (the first the column
     * headers, each other's first cell its row header). A keystroke changes
     * numbers, not the table's shape: the cells are kept, and only those whose
     * text changed are written.
     */
    table(id, { caption, rows }) {
      const table = el(id);
      const shape = rows.map((cells) => cells.length).join();
      if (table.dataset.shape !== shape) {
        table.dataset.shape = shape;
        const [head, ...body] = rows;
        const thead = document.createElement('thead');
        const tbody = document.createElement('tbody');
        if (head) thead.append(tableRow(head.length, 'col'));
        tbody.append(...body.map((cells) => tableRow(cells.length, 'row')));
        table.replaceChildren(document.createElement('caption'), thead, tbody);
      }
      setText(table.caption, caption);
      rows.forEach((cells, r) => cells.forEach((text, c) => setText(table.rows[r].cells[c], text)));
    },

    /** Markup built by chart.js from escaped text. */
    html(id, markup) {
      changed(id, markup, () => (el(id).innerHTML = markup));
    },

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
