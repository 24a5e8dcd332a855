// <dp-scaling-calculator>: the calculator as a custom element. This class
// holds the lifecycle, attributes and properties, the language, the URL
// fragment and the wiring of events. What to show is worked out by the
// scenario (scenario.js, no DOM), from the core's answers, and shown by the
// renderers; the class keeps nothing derived but the last snapshot.
import { loadCalculator } from '../api/calculator.js';
import { resolveLocale, loadMessages, languages } from './locales.js';
import { fieldText } from './format.js';
import { FIELDS, FIELD_IDS, ATTRIBUTE_FIELDS, PRESET_OF, presetFill } from './fields.js';
import { createScenario } from './scenario.js';
import { createView } from './view.js';
import { createContext } from './context.js';
import { renderStatic, renderErrors, renderResults } from './render-results.js';
import { renderPanels } from './render-panels.js';
import { fillSelects, labelSelects, choicesOf, applyChoices } from './selects.js';
import { readFragment, fragmentFor } from './url-state.js';
import { runAction } from './actions.js';
import { attachShadowRoot } from './shadow.js';

/**
 * Data-parallel scaling calculator: ideal and actual throughput, speedup and
 * lost throughput, with a chart, what-if questions, time and cost, and an
 * efficiency estimator.
 *
 * @tag dp-scaling-calculator
 * @attr {number} devices - Number of devices, a whole number (default 64).
 * @attr {number} throughput - Throughput of one device (default 2000).
 * @attr {number} efficiency - Scaling efficiency in percent, > 0 and ≤ 100 (default 90).
 * @attr {string} unit - Unit shown next to throughputs (default "samples/s", translated).
 * @attr {string} currency - ISO 4217 code for the cost figures (default "USD").
 * @attr {boolean} sync-url - Keep the inputs in the URL fragment and restore them on load.
 * @attr {string} lang - en, de, pt or it; falls back to the page's lang, then English.
 * @fires {CustomEvent<ScalingResult | null>} change - The result after every change of an input; null while an input is invalid.
 * @csspart root - The outer box.
 * @cssprop --dpsc-background - Background colour.
 * @cssprop --dpsc-color - Text colour.
 * @cssprop --dpsc-muted - Secondary text colour.
 * @cssprop --dpsc-accent - Accent colour (links, focus, the actual curve).
 * @cssprop --dpsc-border - Border colour.
 * @cssprop --dpsc-surface - Background of panels and fields.
 * @cssprop --dpsc-error - Colour of error messages.
 * @cssprop --dpsc-font-family - Font family.
 * @cssprop --dpsc-font-size - Base font size (default 16px).
 * @cssprop --dpsc-radius - Corner radius.
 */
export class DpScalingCalculator extends HTMLElement {
  static observedAttributes = [...ATTRIBUTE_FIELDS, 'unit', 'currency', 'lang', 'sync-url'];

  #view;
  #calc = null;
  #scenario = null;
  #snapshot = null;
  #ctx = null;
  #frame = 0;
  #reflecting = false;
  #observers = [];
  #onHash = () => this.#applyFragment();

  constructor() {
    super();
    const root = attachShadowRoot(this);
    this.#view = createView(root);
    fillSelects(this.#view);
    root.addEventListener('input', (event) => this.#onInput(event.target));
    root.addEventListener('change', (event) => event.target.localName === 'select' && this.#onSelect(event.target));
    root.addEventListener('click', (event) => this.#onClick(event.target.closest('button')));
    // The estimated curve belongs to the chart while its panel is open.
    this.#view.el('estimator').addEventListener('toggle', () => this.#update(false));
  }

  connectedCallback() {
    this.#localize();
    const pageLang = new MutationObserver(() => this.#localize());
    pageLang.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    const resize = new ResizeObserver(() => this.#renderPanelsNextFrame());
    resize.observe(this.#view.el('chart'));
    this.#observers = [pageLang, resize];
    this.#followHash();
    if (this.#calc) return;
    for (const id of FIELD_IDS) this.#view.el(id).value = this.#canonical(id);
    const { language, locale } = resolveLocale(this);
    // The first Intl.NumberFormat of a page loads ICU data (tens of ms): do
    // it now, while the core downloads and compiles off the main thread.
    fieldText(locale, 0);
    Promise.all([loadCalculator(), loadMessages(language)]).then(([calc]) => {
      this.#calc = calc;
      this.#scenario = createScenario(calc);
      this.#localize(false);
      for (const id of FIELD_IDS) this.#show(id, this.#canonical(id));
      if (this.#syncUrl) this.#applyFragment(false);
      this.#update();
    });
  }

  disconnectedCallback() {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    for (const observer of this.#observers) observer.disconnect();
    removeEventListener('hashchange', this.#onHash);
  }

  attributeChangedCallback(name, oldValue, value) {
    if (this.#reflecting || oldValue === value || !this.isConnected) return;
    if (name === 'sync-url') return this.#followHash();
    if (!FIELDS[name]) return this.#localize(); // lang, unit, currency
    if (this.#calc) this.#show(name, this.#canonical(name));
    this.#update();
  }

  /** The current result, or null while an input is invalid or the core is loading. */
  get result() { return this.#snapshot?.result ? { ...this.#snapshot.result } : null; }

  // Numbers while their field holds one, NaN while it does not.
  get devices() { return this.#number('devices'); }
  set devices(value) { this.setAttribute('devices', String(value)); }
  get throughput() { return this.#number('throughput'); }
  set throughput(value) { this.setAttribute('throughput', String(value)); }
  get efficiency() { return this.#number('efficiency'); }
  set efficiency(value) { this.setAttribute('efficiency', String(value)); }
  get unit() { return this.getAttribute('unit') ?? this.#ctx?.text.unit ?? ''; }
  set unit(value) { this.setAttribute('unit', String(value)); }
  get currency() { return this.getAttribute('currency') ?? 'USD'; }
  set currency(value) { this.setAttribute('currency', String(value)); }

  get #syncUrl() { return this.hasAttribute('sync-url'); }

  // A field's number (NaN while it holds none); before the core loads, its attribute as JS syntax.
  #number(id) {
    return this.#calc ? (this.#snapshot?.values[id] ?? NaN) : Number(this.#canonical(id));
  }

  // The text a field starts from: its attribute, or its default.
  #canonical(id) {
    return (FIELDS[id].attribute && this.getAttribute(id)) ?? FIELDS[id].initial ?? '';
  }

  // Canonical text ("2000.5", from an attribute or the URL) shown in the
  // element's locale, or as it is when it is not a number, so the user sees
  // what is wrong with it.
  #show(id, text) {
    const parsed = this.#calc.parseNumber(text, 'en');
    this.#view.el(id).value = parsed.code ? text : fieldText(this.#ctx.locale, parsed.value);
  }

  // Shows the element in its current language, unit and currency, once the
  // language's messages are loaded; until then it keeps the previous one.
  #localize(update = true) {
    const { language, locale, text } = resolveLocale(this);
    if (!text) return void loadMessages(language).then(() => this.#localize());
    const previous = this.#ctx?.locale;
    this.#ctx = createContext({ text, language, locale, unit: this.getAttribute('unit') ?? text.unit, currency: this.currency });
    this.#view.root.firstElementChild.lang = locale;
    renderStatic(this.#view, this.#ctx);
    labelSelects(this.#view, this.#ctx);
    if (!this.#calc || !update) return;
    if (previous !== locale) {
      for (const [id, value] of Object.entries(this.#snapshot?.values ?? {})) this.#view.el(id).value = fieldText(locale, value);
    }
    this.#update();
  }

  // A keystroke's work: the snapshot, the errors and results at once, the
  // rest on the next frame. `announce`: the inputs changed, so the URL and
  // listeners hear of it.
  #update(announce = true) {
    if (!this.#scenario) return;
    const view = this.#view;
    const texts = Object.fromEntries(FIELD_IDS.map((id) => [id, view.el(id).value]));
    const open = { estimator: view.el('estimator').open };
    this.#snapshot = this.#scenario.update({ texts, choices: choicesOf(view), locale: this.#ctx.locale, open });
    renderErrors(view, this.#snapshot, this.#ctx);
    renderResults(view, this.#snapshot, this.#ctx);
    this.#renderPanelsNextFrame();
    if (!announce) return;
    if (this.#syncUrl && this.#snapshot.result) history.replaceState(history.state, '', this.#fragment());
    this.dispatchEvent(new CustomEvent('change', { detail: this.result, bubbles: true }));
  }

  // Once per frame, however fast the user types.
  #renderPanelsNextFrame() {
    this.#frame ||= requestAnimationFrame(() => {
      this.#frame = 0;
      if (this.#snapshot) renderPanels(this.#view, this.#snapshot, this.#ctx, this.#calc.estimatorDefaults);
    });
  }

  #onInput(target) {
    if (PRESET_OF[target.id]) this.#view.el(PRESET_OF[target.id]).value = '';
    if (!FIELDS[target.id]) return;
    this.#update();
    const value = this.#snapshot?.values[target.id];
    if (FIELDS[target.id].attribute && value !== undefined) this.#reflect(() => this.setAttribute(target.id, String(value)));
  }

  // A preset fills in its fields; editing one of them makes it "custom".
  #onSelect(select) {
    for (const [id, value] of Object.entries(presetFill(select.id, select.value))) {
      this.#view.el(id).value = typeof value === 'number' ? fieldText(this.#ctx.locale, value) : value;
    }
    if (PRESET_OF[select.id]) this.#view.el(PRESET_OF[select.id]).value = '';
    this.#update();
  }

  #onClick(button) {
    if (!button || !this.#snapshot) return;
    runAction(button.id, this.#snapshot, this.#ctx, {
      link: () => location.href.split('#')[0] + this.#fragment(),
      say: (message) => this.#view.text('status', message),
      useEfficiency: (percent) => {
        this.efficiency = percent;
        this.#view.el('efficiency').focus();
      },
    });
  }

  // Attribute writes of the element's own, which must not loop back.
  #reflect(write) {
    this.#reflecting = true;
    try {
      write();
    } finally {
      this.#reflecting = false;
    }
  }

  // With sync-url, the fragment is the inputs' home: listen to it.
  #followHash() {
    removeEventListener('hashchange', this.#onHash);
    if (this.#syncUrl) addEventListener('hashchange', this.#onHash);
  }

  #fragment() {
    return fragmentFor(this.#snapshot.values, { lang: this.#ctx.language, unit: this.getAttribute('unit'), choices: choicesOf(this.#view) });
  }

  // Fragment values are handled like typed input: shown as text, validated.
  #applyFragment(update = true) {
    const state = readFragment(location.hash);
    if (!state) return;
    if (languages.includes(state.lang)) this.setAttribute('lang', state.lang);
    if (state.unit) this.setAttribute('unit', state.unit);
    applyChoices(this.#view, state.choices);
    this.#reflect(() => {
      for (const [id, value] of Object.entries(state.fields)) {
        if (FIELDS[id].attribute) this.setAttribute(id, value);
        if (this.#calc) this.#show(id, value);
      }
    });
    if (update && this.#calc) this.#update();
  }
}
