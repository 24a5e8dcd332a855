// <dp-scaling-calculator>: lifecycle, attributes and properties, language and
// wiring. What to show comes from the scenario (scenario.js) and the
// renderers; author inputs, the form, views and the theme have modules, and
// what shows after the first results (the panels, the worked example, the
// buttons' exports, the URL state) comes from web/panels/ (panels.js).
import { loadCore } from '../api/calculator.js';
import { resolveLocale, loadMessages } from './locales.js';
import { fieldText } from '../i18n/format.js';
import * as inputs from './attributes.js';
import { wantsAnswers } from '../common/fields.js';
import { createScenario } from './scenario.js';
import { createView } from './view.js';
import { createContext } from './context.js';
import { renderStatic, renderErrors, renderResults, showsGlobalBatch } from './render-results.js';
import { renderPanels } from './render-panels.js';
import { createForm } from './form.js';
import { attachShadowRoot } from './shadow.js';
import { createTheme } from './theme.js';
import { createBatch } from './batch.js';
import { createDoor, openOnly, showView } from './panels.js';

// Where pages are rendered on the server (Node) or in a worker there is no
// HTMLElement: the module must still import, and define nothing. The name
// stays HTMLElement so that the manifest's analyzer still sees an element.
// (Where there is none, nothing makes an element of the class: its stand-in is typed as what it stands in for.)
const { HTMLElement = /** @type {typeof globalThis.HTMLElement} */ (class {}) } = globalThis;

/** @typedef {import('../api/index').ScalingResult} ScalingResult */
/** @typedef {import('../api/index').Calculator} Calculator */
/** @typedef {import('../panels/panel').Snapshot} Snapshot */
/** @typedef {import('./context.js').Context} Context */
/**
 * The element with the text properties defineProperties() adds (below), beside those of the inputs.
 * @typedef {DpScalingCalculator & { currency: string, theme: string, view: string }} Properties
 */
/** @typedef {{ resolve: (result: ScalingResult | null) => void, reject: (error: unknown) => void }} Settle */

/**
 * Data-parallel scaling calculator: ideal and actual throughput, speedup and
 * lost throughput, with a chart, what-if questions, time and cost, and an
 * efficiency estimator. Every input is an attribute (plain JS numbers, option ids).
 *
 * @tag dp-scaling-calculator
 * Every input of fields.js is also a property, named by its id (the API name) or the shorter public name
 * PUBLIC_NAMES gives it (attributes.js), and an attribute, the kebab-case of that name;
 * custom-elements-manifest.config.mjs lists them from there.
 * @attr {string} unit - The unit shown after throughputs; empty, "samples/s" (or "tokens/s") in the element's language.
 * @attr {string} [currency=USD] - The ISO 4217 code of the cost figures.
 * @prop {string} currency - The currency attribute, "USD" when absent.
 * @attr {string} open - The panels that start open, by their ids, space-separated (open="what-if estimator"); the element reference lists every id.
 * @attr {"full" | "compact"} [view=full] - compact: inputs, results and the open panels, with a button to the rest.
 * @prop {"full" | "compact"} view - The view attribute, "full" when absent.
 * @attr {"auto" | "light" | "dark"} [theme=auto] - auto follows the page behind the element.
 * @prop {"auto" | "light" | "dark"} theme - The theme attribute, "auto" when absent.
 * @attr {boolean} sync-url - Keep every input and the open panels in the URL fragment and restore them.
 * @attr {string} lang - en, de, pt or it; falls back to the page's lang, then English.
 * @fires {CustomEvent<ScalingResult | null>} dpsc-change - The result once per change of the inputs (a keystroke, a choice, a restored link, or every attribute and property write of one task together); null while an input is invalid. Language, unit, currency, theme, open panels and view fire nothing.
 * @fires {CustomEvent<ScalingResult | null>} change - The same, under its unprefixed name.
 * @csspart root - The outer box, for a margin, a shadow or a maximum width.
 * @cssprop --dpsc-background - The background of the element's box, its fields and buttons.
 * @cssprop --dpsc-color - The text.
 * @cssprop --dpsc-muted - The labels of results, units, notes and the ideal curve.
 * @cssprop --dpsc-accent - Buttons, links, the focus ring and the actual curve.
 * @cssprop --dpsc-border - The borders of the box and the fields (keep 3:1 against the background for the fields).
 * @cssprop --dpsc-surface - The background of the results box and of hovered buttons.
 * @cssprop --dpsc-error - Messages next to fields, and the memory warning.
 * @cssprop --dpsc-estimate - The estimated curve.
 * @cssprop --dpsc-font-family - The font family; unset, the page's.
 * @cssprop --dpsc-font-size - The base font size.
 * @cssprop --dpsc-radius - The corners of the box.
 */
export class DpScalingCalculator extends HTMLElement {
  static observedAttributes = [...Object.keys(inputs.INPUT_OF), 'unit', 'currency', 'lang', 'open', 'view', 'theme', 'sync-url'];

  // A property for every input, read from the form and the snapshot. A static field rather than a static block:
  // Next.js 15's SWC lowers a static block into a private member `#_`, which a minifier may have given to another.
  // eslint-disable-next-line no-unused-private-class-members -- its initializer is what it is for
  static #properties = inputs.defineProperties(this.prototype, (element, id) => inputs.readInput(element.#form, element.#snapshot, id), {
    currency: 'USD',
    theme: 'auto',
    view: 'full',
  });

  /** @type {import('./view.js').View} */
  #view;
  /** @type {ReturnType<typeof createForm>} */
  #form;
  /** @type {inputs.AuthorInputs} */
  #inputs;
  /** @type {import('./panels.js').Door} */
  #door;
  /** @type {Calculator | null} */
  #calc = null;
  /** @type {ReturnType<typeof createScenario> | null} */
  #scenario = null;
  /** @type {Snapshot | null} */
  #snapshot = null;
  /** @type {Context | null} */
  #ctx = null;
  #frame = 0;
  #started = false;
  /** @type {{ disconnect(): unknown }[]} */
  #observers = [];
  /** @type {Promise<unknown> | null} */
  #wanted = null; // the panels' answers, wanted before the first results by a select set
  #page = createTheme(
    this,
    // The markup's root (template.js).
    (dark) => /** @type {Element} */ (this.#view.root.firstElementChild).classList.toggle('dark', dark),
    () => this.#localize(),
  );
  /** @type {Settle | undefined} */
  #settle; // set by #ready's executor, which runs as the element is made
  #batch = createBatch((announce, remember) => this.#update(announce, remember));
  /** @type {Promise<ScalingResult | null>} */
  #ready = new Promise((resolve, reject) => (this.#settle = { resolve, reject }));

  constructor() {
    super();
    // The core's fetch before anything else: the first style and Intl work of the page (tens of ms) then runs while it downloads. #start() takes the same promise, or tries again.
    loadCore().catch(() => {});
    const root = attachShadowRoot(this);
    this.#view = createView(root);
    this.#form = createForm(this.#view);
    this.#inputs = inputs.authorInputs(
      this,
      this.#form,
      (text) => this.#format(text),
      () => (this.#wanted = this.#door.want()),
    );
    this.#door = createDoor(this.#parts());
    // Inputs and changes come from the <input>s and <select>s, clicks from elements.
    root.addEventListener('input', (event) => this.#onInput(/** @type {HTMLInputElement | HTMLSelectElement} */ (event.target)));
    root.addEventListener(
      'change',
      (event) =>
        /** @type {Element} */ (event.target).localName === 'select' && this.#onSelect(/** @type {HTMLSelectElement} */ (event.target)),
    );
    root.addEventListener('click', (event) => this.#onClick(/** @type {Element} */ (event.target).closest('button')));
  }

  // What the door to the panels (panels.js) uses of this element, and `host`, what the panels see of it.
  /** @returns {import('./panels.js').ElementParts} */
  #parts() {
    /**
     * @param {boolean} announce
     * @param {boolean} [remember]
     */
    const request = (announce, remember) => this.#batch.request(announce, remember);
    const [view, snapshot, localize] = [this.#view, () => this.#snapshot, () => this.#localize()];
    /** @type {import('../panels/panel').Host['change']} */
    const change = (values, { linked = false } = {}) => {
      // The panels change inputs once they show: the element has its texts.
      inputs.changeInputs(this.#inputs, this.#form, values, linked && /** @type {Context} */ (this.#ctx).locale);
      return (linked || request(true), this.updateComplete);
    };
    const requestUpdate = ({ announce = false, remember = true } = {}) => (request(announce, remember), this.updateComplete);
    const host = { view, scenario: snapshot, change, requestUpdate, localize };
    const language = () => resolveLocale(this).language;
    return {
      element: this,
      view,
      form: this.#form,
      inputs: this.#inputs,
      snapshot,
      language,
      localize,
      request,
      host,
      label: (/** @type {ParentNode} */ root) => this.#label(root),
    };
  }

  connectedCallback() {
    // The inputs first: their unit words the labels.
    if (!this.#started) this.#start();
    this.#localize();
    const resize = this.#view.watchWidth('chart', () => this.#renderPanelsNextFrame());
    // The page: its theme and its lang.
    this.#observers = [resize, this.#page.connect(), { disconnect: () => (this.#door.panels?.disconnect(), this.#door.url?.disconnect()) }];
    this.#door.followUrl();
  }

  #start() {
    this.#started = true;
    const core = loadCore();
    this.#inputs.start();
    openOnly(this.#view, this.getAttribute('open'));
    showView(this.#view, /** @type {Properties} */ (/** @type {DpScalingCalculator} */ (this)).view === 'compact');
    // Its room from the start: the first screen's result row (template.js).
    /** @type {HTMLElement} */ (/** @type {HTMLElement} */ (this.#view.el('stepBatch')).parentNode).hidden = !showsGlobalBatch(
      this.#inputs.given,
    );
    const { language, locale } = resolveLocale(this);
    const loaded = Promise.all([core, loadMessages(language), this.#door.beforeFirst(() => this.#wanted)]);
    fieldText(locale, 0);
    loaded.then(
      ([calc]) => {
        this.#calc = calc;
        this.#scenario = createScenario(calc);
        // Labelled in connectedCallback, unless the language's messages came since.
        if (this.#ctx?.text !== resolveLocale(this).text) this.#localize(false);
        this.#inputs.reformat();
        this.#update();
        /** @type {Settle} */ (this.#settle).resolve(this.result);
        requestAnimationFrame(() => this.#door.load().catch(() => {}));
      },
      /** @type {Settle} */ (this.#settle).reject,
    );
  }

  disconnectedCallback() {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    for (const observer of this.#observers) observer.disconnect();
  }

  /**
   * @param {string} name
   * @param {string | null} oldValue
   * @param {string | null} value
   */
  attributeChangedCallback(name, oldValue, value) {
    if (this.#inputs.reflecting || oldValue === value || !this.isConnected) return;
    if (name === 'theme') return this.#page.check();
    if (name === 'sync-url') return this.#door.followUrl();
    if (name === 'open') return this.#door.open(value);
    if (name === 'view') return showView(this.#view, value === 'compact');
    const id = inputs.INPUT_OF[name];
    if (!id) return this.#localize(); // lang, unit, currency
    this.#inputs.attribute(id, value);
    this.#batch.request(true);
  }

  /**
   * The current result, or null while an input is invalid or the core is loading.
   * @type {ScalingResult | null}
   */
  get result() {
    return this.#snapshot?.result ? { ...this.#snapshot.result } : null;
  }
  /**
   * Resolves with the result once the core has loaded (and the estimator's code, if the element starts with it wanted); rejects when the core cannot load.
   * @type {Promise<ScalingResult | null>}
   */
  get ready() {
    return this.#ready;
  }
  /**
   * Resolves once the writes of the current task are shown (they are applied together, at the end of the task), with the result.
   * @type {Promise<ScalingResult | null>}
   */
  get updateComplete() {
    return this.#batch.done.then(() => this.result);
  }
  /**
   * The unit attribute, or while it is absent the unit shown ("samples/s" in the element's language).
   * @type {string}
   * @attr unit
   */
  get unit() {
    return this.getAttribute('unit') ?? this.#ctx?.unit ?? '';
  }
  set unit(value) {
    this.setAttribute('unit', String(value));
  }

  // Canonical text ("2000.5") in the element's locale, once the core can read it.
  /**
   * @param {string} text
   * @returns {string | null}
   */
  #format(text) {
    const parsed = this.#calc?.parseNumber(text, 'en');
    // The core is in after the messages (#start), and the element is labelled in them.
    return parsed && !parsed.code ? fieldText(/** @type {Context} */ (this.#ctx).locale, parsed.value) : null;
  }

  // The element in its language, unit and currency, once the messages are loaded.
  #localize(update = true) {
    const { language, locale, text } = resolveLocale(this);
    if (!text) return void loadMessages(language).then(() => this.#localize());
    const previous = this.#ctx?.locale;
    const tokens = this.#form.get('throughputUnit') === 'tokens';
    const [unit, panels] = [this.getAttribute('unit'), () => this.#door.code];
    this.#ctx = createContext({
      text,
      language,
      locale,
      unit,
      currency: /** @type {Properties} */ (/** @type {DpScalingCalculator} */ (this)).currency,
      tokens,
      panels,
    });
    /** @type {HTMLElement} */ (this.#view.root.firstElementChild).lang = locale; // the markup's root (template.js)
    this.#label(this.#view.root);
    this.#door.complete(); // the second half too, once the panels' code is in
    if (!this.#calc || !update) return;
    // With the core in, #start has taken the first snapshot.
    if (previous !== locale)
      for (const [id, value] of Object.entries(/** @type {Snapshot} */ (this.#snapshot).values))
        this.#form.set(id, fieldText(locale, value));
    this.#batch.request(false, true); // the same inputs in other words: nothing to announce
  }

  // The texts in `root`, and the estimator's options once they are built.
  /** @param {ParentNode} root */
  #label(root) {
    if (!this.#ctx) return;
    renderStatic(this.#view, this.#ctx, root);
    this.#door.panels?.label(this.#ctx);
  }

  // A keystroke's work: snapshot, errors and results now (with the panels' answers and notes: one call into
  // their code), the rest next frame. `announce`: the inputs changed, tell listeners; `remember`: into the URL.
  // An update asked for earlier in the task is done here too.
  /**
   * @param {boolean | undefined} [announce]
   * @param {boolean | undefined} [remember]
   */
  #update(announce = true, remember = announce) {
    const queued = this.#batch.take();
    announce ||= queued.announce;
    remember ||= queued.remember;
    if (!this.#scenario) return;
    // The scenario comes with the core, after the element was labelled: #ctx and #calc are there.
    if (/** @type {Context} */ (this.#ctx).tokens !== (this.#form.get('throughputUnit') === 'tokens')) this.#localize(false); // the unit's words
    const first = (/** @type {Snapshot} */ snapshot) => {
      renderErrors(this.#view, snapshot, /** @type {Context} */ (this.#ctx));
      renderResults(this.#view, snapshot, /** @type {Context} */ (this.#ctx));
    };
    this.#snapshot = this.#door.update(this.#scenario, /** @type {Context} */ (this.#ctx), first);
    // The global batch and a select's issues are answers of the panels' code and the core's second module: a batch
    // or a choice given fetches them.
    if (
      !(this.#door.panels && /** @type {Calculator} */ (this.#calc).operations.estimateEfficiency) &&
      wantsAnswers([...this.#snapshot.given])
    )
      this.#door.want();
    this.#renderPanelsNextFrame();
    if (remember) this.#door.url?.remember();
    if (!announce) return;
    const init = { detail: this.result, bubbles: true, composed: true };
    this.dispatchEvent(new CustomEvent('dpsc-change', init));
    this.dispatchEvent(new CustomEvent('change', init));
  }

  // Once per frame, however fast the user types.
  #renderPanelsNextFrame() {
    this.#frame ||= requestAnimationFrame(() => {
      this.#frame = 0;
      // A snapshot is taken once the element is labelled.
      if (this.#snapshot) renderPanels(this.#view, this.#snapshot, /** @type {Context} */ (this.#ctx), this.#door.panels);
    });
  }

  /** @param {HTMLInputElement | HTMLSelectElement} target */
  #onInput(target) {
    if (!this.#inputs.typed(target.id, target.value)) return;
    this.#update();
    // No snapshot while the core loads: the field keeps what was typed, and the first results read it.
    if (this.#snapshot) this.#inputs.reflect(target.id, inputs.canonicalOf(target.id, this.#snapshot, this.#form.choices()));
  }

  // A choice fills in its fields, as an author's does.
  /** @param {HTMLSelectElement} select */
  #onSelect(select) {
    this.#inputs.apply({ [select.id]: select.value });
    this.#update();
    this.#inputs.reflect(select.id, select.value);
  }

  // A button's action comes with the panels' code, in long before a person reaches a button: a click keeps
  // its user activation (for the clipboard) when it is.
  /** @param {HTMLButtonElement | null} button */
  #onClick(button) {
    if (button?.id === 'fullView') return showView(this.#view, false);
    if (!button || !this.#snapshot) return;
    this.#door.press(button.id, this.#snapshot, /** @type {Context} */ (this.#ctx)); // labelled before the first snapshot
  }
}
