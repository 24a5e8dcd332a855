// Every input of fields.js is an attribute named by the kebab-case of its id
// (intraBandwidth → intra-bandwidth) and a property named by its id, with no
// list of names here: a field or select added to fields.js is one already.
// What an author sets, through attributes or the URL fragment, arrives as
// typed input does: shown as text, validated, with the field's message.
import { FIELDS, FIELD_IDS, SELECTS, PRESET_OF, isChoice, presetFill } from './fields.js';

export const SELECT_IDS = Object.keys(SELECTS);
// Selects first: a preset fills in fields that the author may set as well.
export const INPUT_IDS = [...SELECT_IDS, ...FIELD_IDS];

export const attributeOf = (id) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** Attribute name → input id. */
export const INPUT_OF = Object.fromEntries(INPUT_IDS.map((id) => [attributeOf(id), id]));

/** The text an input starts from when nobody gives one. */
export const initialOf = (id) => (SELECTS[id] ? SELECTS[id].initial : (FIELDS[id].initial ?? ''));

/**
 * Puts inputs (id → text in plain JS number syntax, or an option id) into
 * the fields and selects, as a user would type or choose them; `show(id,
 * text)` writes a field. A value that is no option of its select is kept on
 * the select (data-invalid) for the scenario to flag. A preset fills in the
 * fields not given with it; a field given without its preset turns that
 * preset "custom", as typing into it does.
 */
export function applyInputs(view, inputs, show) {
  const put = (id, text) => {
    if (!SELECTS[id]) return show(id, text);
    const select = view.el(id);
    if (!isChoice(id, text)) return void (select.dataset.invalid = text);
    delete select.dataset.invalid;
    select.value = text;
  };
  for (const id of INPUT_IDS) {
    if (!(id in inputs)) continue;
    put(id, inputs[id]);
    if (!SELECTS[id] || view.el(id).dataset.invalid !== undefined) continue;
    for (const [filled, value] of Object.entries(presetFill(id, inputs[id]))) if (!(filled in inputs)) put(filled, String(value));
  }
  for (const id of INPUT_IDS) if (id in inputs && PRESET_OF[id] && !(PRESET_OF[id] in inputs)) view.el(PRESET_OF[id]).value = '';
}

/**
 * The inputs of one element as an author, a link or the reader give them:
 * put into the fields, remembered as given, and written back to their
 * attributes without coming back as changes. `format(text)`: a canonical
 * number ("2000.5") in the element's locale, or null while it cannot.
 */
export function authorInputs(element, view, format) {
  // Text that is not a number stays as it is, so the reader sees what is wrong with it.
  const show = (id, text) => (view.el(id).value = format(text) ?? text);
  const given = new Set();
  return {
    given,
    /** True while the element writes an attribute itself: attributeChangedCallback comes at once. */
    reflecting: false,
    /** Every field at its default, then the element's attributes. */
    start() {
      for (const id of FIELD_IDS) show(id, initialOf(id));
      const inputs = {};
      for (const [name, id] of Object.entries(INPUT_OF)) if (element.hasAttribute(name)) inputs[id] = element.getAttribute(name);
      this.apply(inputs);
    },
    /** The fields again, now that the core can read and format them. */
    reformat() {
      for (const id of FIELD_IDS) show(id, view.el(id).value);
    },
    /** Inputs (id → text) from attributes or a link. */
    apply(inputs) {
      applyInputs(view, inputs, show);
      for (const id of Object.keys(inputs)) given.add(id);
    },
    /** An input attribute the author set (or removed: null). */
    attribute(id, value) {
      this.apply({ [id]: value ?? initialOf(id) });
      if (value === null) given.delete(id);
    },
    /** The reader typed into `id`: its preset turns "custom". Returns whether `id` is a field. */
    typed(id) {
      if (PRESET_OF[id]) view.el(PRESET_OF[id]).value = '';
      if (FIELDS[id]) given.add(id);
      return !!FIELDS[id];
    },
    /** A value the reader or a link gave goes back to its attribute if it is a main one or the author set it. */
    reflect(id, value) {
      const name = attributeOf(id);
      if (value === null || !(FIELDS[id]?.attribute || element.hasAttribute(name))) return;
      this.reflecting = true;
      element.setAttribute(name, value);
      this.reflecting = false;
    },
  };
}

/** An input's value in plain JS syntax: a field's number ('' when left empty), a select's option; null while invalid. */
export function canonicalOf(id, snapshot, choices) {
  if (SELECTS[id]) return isChoice(id, choices[id]) ? choices[id] : null;
  if (id in snapshot.values) return String(snapshot.values[id]);
  return snapshot.issues.has(id) ? null : '';
}

/**
 * A property for every input on `prototype`, read by `read(element, id)`,
 * and one for each text attribute of `defaults` (name → value while absent).
 * Setting one sets its attribute; null removes it.
 */
export function defineProperties(prototype, read, defaults) {
  for (const name of [...INPUT_IDS, ...Object.keys(defaults)]) {
    const attribute = attributeOf(name);
    Object.defineProperty(prototype, name, {
      get() {
        return name in defaults ? (this.getAttribute(name) ?? defaults[name]) : read(this, name);
      },
      set(value) {
        if (value == null) this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }
}

/**
 * What an input's property returns: a select's option (or the bad value an
 * author gave); a field's number, NaN while it holds none (and until the
 * core has loaded: await element.ready), null while an optional field is empty.
 */
export function readInput(view, snapshot, id) {
  const { value, dataset } = view.el(id);
  if (SELECTS[id]) return dataset.invalid ?? value;
  return snapshot?.values[id] ?? (!snapshot || snapshot.issues.has(id) ? NaN : null);
}
