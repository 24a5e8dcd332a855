// Every input of fields.js is an attribute named by the kebab-case of its
// public name and a property named by it: its id (targetThroughput →
// target-throughput), or the shorter name PUBLIC_NAMES gives it (devicesPerNode →
// perNode, per-node). A field or select added to fields.js is one already.
// What an author sets, through attributes or the URL fragment, arrives as
// typed input does: shown as text, validated, with the field's message.
import { FIELDS, FIELD_IDS, SELECTS, SELECT_IDS, PRESET_OF } from '../common/fields.js';
import { fieldText } from '../i18n/format.js';

/** @typedef {ReturnType<typeof import('./form.js').createForm>} Form */
/** @typedef {ReturnType<typeof authorInputs>} AuthorInputs */
/** @typedef {import('../panels/panel').Snapshot} Snapshot */
/**
 * What fills in a preset's fields (the panels' links, web/panels/host/links.js): field id → its text or number.
 * @typedef {{ presetFill(id: string, value: string, choices: Record<string, string>, known: Set<string>, get: (id: string) => string): Record<string, string | number> }} PresetOptions
 */
/**
 * What choosing `value` in select `id` at `time` fills in, except the fields `skip` names.
 * @typedef {(id: string, value: string, time: number, skip: (field: string) => boolean) => void} Fill
 */

// Selects first: a preset fills in fields that the author may set as well.
export const INPUT_IDS = [...SELECT_IDS, ...FIELD_IDS];

/**
 * Input id (the API name) → its public name where that differs: the property, whose kebab case is the attribute and
 * the URL's key. The one table of them; the attributes, the properties and the URL read it.
 * @type {Record<string, string>}
 */
export const PUBLIC_NAMES = {
  throughputPerDevice: 'throughput',
  efficiencyPercent: 'efficiency',
  batchPerDevice: 'batch',
  devicesPerNode: 'perNode',
  intraNodeBandwidthGBps: 'intraBandwidth',
  interNodeBandwidthGbps: 'interBandwidth',
  overlapFraction: 'overlap',
  latencyMicroseconds: 'latency',
  deviceMemoryGB: 'memory',
  memoryBandwidthGBps: 'memoryBandwidth',
  shardGroupSize: 'shardGroup',
  mfuPercent: 'mfu',
  activationBytesPerSample: 'activationMemory',
  calibrationEfficiencyPercent0: 'calEfficiency1',
  calibrationDevices0: 'calDevices1',
  calibrationEfficiencyPercent1: 'calEfficiency2',
  calibrationDevices1: 'calDevices2',
  calibrationBaselineDevices: 'calBaseline',
  datasetSamples: 'samples',
  pricePerDeviceHour: 'price',
  measuredThroughput: 'measured',
};
/**
 * An input's public name (its property): its id unless PUBLIC_NAMES gives it another.
 * @param {string} id
 * @returns {string}
 */
export const publicOf = (id) => PUBLIC_NAMES[id] ?? id;
/**
 * An input's attribute: the kebab case of its public name.
 * @param {string} id
 * @returns {string}
 */
export const attributeOf = (id) => publicOf(id).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** Attribute name → input id. */
export const INPUT_OF = Object.fromEntries(INPUT_IDS.map((id) => [attributeOf(id), id]));

/**
 * The text an input starts from when nobody gives one.
 * @param {string} id
 * @returns {string}
 */
export const initialOf = (id) => (SELECTS[id] ?? FIELDS[id]).initial ?? '';

/**
 * Puts inputs (id → text in plain JS number syntax, or an option id) into
 * the form, as a user would type or choose them; `show(id, text)` writes a
 * field. A select keeps what it was given, option or not: the scenario
 * checks it. A preset fills in the fields not given with it, once the
 * estimator's options are in (`fill`, below); a field given without its
 * preset turns that preset "custom", as typing into it does.
 * @param {Form} form
 * @param {Record<string, string>} inputs
 * @param {(id: string, text: string) => void} show
 * @param {Fill} fill
 */
function applyInputs(form, inputs, show, fill) {
  for (const id of INPUT_IDS) {
    if (!(id in inputs)) continue;
    if (!SELECTS[id]) show(id, inputs[id]);
    else {
      form.set(id, inputs[id]);
      fill(id, inputs[id], form.now(), (field) => field in inputs);
    }
  }
  for (const id of INPUT_IDS) if (id in inputs && PRESET_OF[id] && !(PRESET_OF[id] in inputs)) form.set(PRESET_OF[id], '');
}

/**
 * The inputs of one element as an author, a link or the reader give them:
 * put into the form, remembered as given, and written back to their
 * attributes without coming back as changes. `format(text)`: a canonical
 * number ("2000.5") in the element's locale, or null while it cannot.
 * `wantOptions()` is called when a select is set before the estimator's
 * options are in, which useOptions() then hands over.
 * @param {HTMLElement} element
 * @param {Form} form
 * @param {(text: string) => string | null} format
 * @param {() => void} wantOptions
 */
export function authorInputs(element, form, format, wantOptions) {
  // Text that is not a number stays as it is, so the reader sees what is wrong with it.
  const show = (/** @type {string} */ id, /** @type {string} */ text) => form.set(id, format(text) ?? text);
  const put = (/** @type {string} */ id, /** @type {string} */ text) => (SELECTS[id] ? form.set(id, text) : show(id, text));
  /** @type {Set<string>} */
  const given = new Set();
  /** @type {{ id: string, value: string, time: number }[]} */
  const waiting = []; // presets chosen before the options were in: { id, value, time }
  /** @type {PresetOptions | null} */
  let options = null;
  // What choosing `value` fills in, except the fields `skip` names; later if the options are not in yet.
  /** @type {Fill} */
  const fill = (id, value, time, skip) => {
    if (!options) return void (waiting.push({ id, value, time }), wantOptions());
    const fills = options.presetFill(id, value, form.choices(), given, form.get);
    for (const [field, text] of Object.entries(fills)) if (!skip(field)) put(field, String(text));
  };
  return {
    given,
    /** True while the element writes an attribute itself: attributeChangedCallback comes at once. */
    reflecting: false,
    /** Every input at its default, then the element's attributes. */
    start() {
      for (const id of INPUT_IDS) put(id, initialOf(id));
      /** @type {Record<string, string | null>} */
      const inputs = {};
      for (const [name, id] of Object.entries(INPUT_OF)) if (element.hasAttribute(name)) inputs[id] = element.getAttribute(name);
      this.apply(/** @type {Record<string, string>} */ (inputs)); // an attribute it has has a value
    },
    /** The fields again, now that the core can read and format them. */
    reformat() {
      for (const id of FIELD_IDS) show(id, form.get(id));
    },
    /**
     * Inputs (id → text) from attributes or a link.
     * @param {Record<string, string>} inputs
     */
    apply(inputs) {
      applyInputs(form, inputs, show, fill);
      for (const id of Object.keys(inputs)) given.add(id);
    },
    /**
     * What fills in a preset (presetFill of web/panels/estimator/options.js): the presets chosen
     * before fill in what nobody set since, as if they had come now.
     * Returns whether any did.
     * @param {PresetOptions} loaded
     */
    useOptions(loaded) {
      options = loaded;
      const late = waiting.splice(0).filter(({ id, value }) => form.get(id) === value);
      for (const { id, value, time } of late) fill(id, value, time, (field) => form.since(field, time));
      return late.length > 0;
    },
    /**
     * An input set as its property is (null: removed), without the round trip through attributeChangedCallback.
     * @param {string} id
     * @param {string | number | null | undefined} value
     */
    write(id, value) {
      this.reflecting = true;
      if (value == null) element.removeAttribute(attributeOf(id));
      else element.setAttribute(attributeOf(id), String(value));
      this.reflecting = false;
      this.attribute(id, value == null ? null : String(value));
    },
    /**
     * An input attribute the author set (or removed: null).
     * @param {string} id
     * @param {string | null} value
     */
    attribute(id, value) {
      this.apply({ [id]: value ?? initialOf(id) });
      if (value === null) given.delete(id);
    },
    /**
     * The reader typed `value` into `id`: its preset turns "custom". Returns whether `id` is a field.
     * @param {string} id
     * @param {string} value
     */
    typed(id, value) {
      if (!FIELDS[id]) return false;
      form.set(id, value);
      if (PRESET_OF[id]) form.set(PRESET_OF[id], '');
      given.add(id);
      return true;
    },
    /**
     * A value the reader or a link gave goes back to its attribute if it is a main one or the author set it.
     * @param {string} id
     * @param {string | null} value
     */
    reflect(id, value) {
      const name = attributeOf(id);
      if (value === null || !(FIELDS[id]?.attribute || element.hasAttribute(name))) return;
      this.reflecting = true;
      element.setAttribute(name, value);
      this.reflecting = false;
    },
  };
}

/**
 * Inputs the tool changed for the reader (`inputs`: authorInputs'): as an author sets them, or with `locale` a
 * linked field's new value, shown in that locale and reflected.
 * @param {AuthorInputs} inputs
 * @param {Form} form
 * @param {Record<string, string | number | null>} values
 * @param {string | false} locale
 */
export function changeInputs(inputs, form, values, locale) {
  for (const [id, value] of Object.entries(values)) {
    if (!locale) inputs.write(id, value);
    else {
      // A linked field's new value is an answer: a number.
      form.set(id, fieldText(locale, /** @type {number} */ (value)));
      inputs.reflect(id, String(value));
    }
  }
}

/**
 * An input's value in plain JS syntax: a field's number ('' when left empty), a select's option; null while invalid.
 * @param {string} id
 * @param {{ values: Record<string, number>, issues: Map<string, unknown> }} snapshot
 * @param {Record<string, string>} choices
 * @returns {string | null}
 */
export function canonicalOf(id, snapshot, choices) {
  if (id in snapshot.values) return String(snapshot.values[id]); // fields only
  return snapshot.issues.has(id) ? null : SELECTS[id] ? choices[id] : '';
}

/**
 * A property for every input on `prototype` under its public name, read by `read(element, id)`,
 * and one for each text attribute of `defaults` (name → value while absent).
 * Setting one sets its attribute; null removes it.
 * @template {HTMLElement} E
 * @param {E} prototype
 * @param {(element: E, id: string) => unknown} read
 * @param {Record<string, string>} defaults
 */
export function defineProperties(prototype, read, defaults) {
  for (const id of [...INPUT_IDS, ...Object.keys(defaults)]) {
    const attribute = attributeOf(id);
    Object.defineProperty(prototype, publicOf(id), {
      /** @this {E} */
      get() {
        return id in defaults ? (this.getAttribute(id) ?? defaults[id]) : read(this, id);
      },
      /**
       * @this {E}
       * @param {unknown} value
       */
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
 * @param {Form} form
 * @param {Snapshot | null} snapshot
 * @param {string} id
 * @returns {string | number | null}
 */
export function readInput(form, snapshot, id) {
  if (SELECTS[id]) return form.get(id);
  return snapshot?.values[id] ?? (!snapshot || snapshot.issues.has(id) ? NaN : null);
}
