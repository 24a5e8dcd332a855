// <dp-scaling-calculator>: the calculator as a custom element. It parses and
// validates nothing itself: text goes to the core's parser, numbers to the
// core's model, and error codes come back to be worded in the locale files.
import { loadCalculator } from '../api/calculator.js';
import { errorMessage, numberFormat } from '../api/messages.js';
import { resolveLocale } from './locales.js';
import { template } from './template.js';
import css from './styles.css';

// Shared by every instance; adopted stylesheets are not subject to the
// page's style-src, unlike <style> elements.
let sheet;
function styleSheet() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
  }
  return sheet;
}

// [attribute/id, API field, default]
const FIELDS = [
  ['devices', 'devices', 64],
  ['throughput', 'throughputPerDevice', 2000],
  ['efficiency', 'efficiencyPercent', 90],
];

const DASH = '\u2014';

export class DpScalingCalculator extends HTMLElement {
  static get observedAttributes() {
    return ['devices', 'throughput', 'efficiency', 'unit', 'lang'];
  }

  #calc = null;
  #root;
  #locale = resolveLocale(this);
  #parsed = {}; // attribute name → { value } or { code }
  #values = {}; // API field → number, from the last update
  #result = null;
  #reflecting = false;
  #issues = []; // { name, code, limit } per invalid field
  #pageLang = null;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.adoptedStyleSheets = [styleSheet()];
    this.#root.innerHTML = template;
    this.#root.addEventListener('input', (event) => this.#onInput(event.target));
  }

  connectedCallback() {
    this.#localize();
    this.#pageLang ??= new MutationObserver(() => this.#localize());
    this.#pageLang.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    if (!this.#calc) {
      for (const [name] of FIELDS) this.#input(name).value = this.getAttribute(name) ?? this.#default(name);
      loadCalculator().then((calc) => {
        this.#calc = calc;
        for (const [name] of FIELDS) this.#showAttribute(name);
        this.#update();
      });
    }
  }

  disconnectedCallback() {
    this.#pageLang?.disconnect();
  }

  attributeChangedCallback(name, oldValue, value) {
    if (this.#reflecting || oldValue === value) return;
    if (name === 'lang') return this.#localize();
    if (name === 'unit') return this.#renderUnit(), this.#render();
    if (this.#calc) {
      this.#showAttribute(name);
      this.#update();
    }
  }

  /** The current result, or null while an input is invalid or the core is loading. */
  get result() {
    return this.#result && { ...this.#result };
  }

  get devices() {
    return this.#number('devices');
  }
  set devices(value) {
    this.setAttribute('devices', String(value));
  }
  get throughput() {
    return this.#number('throughput');
  }
  set throughput(value) {
    this.setAttribute('throughput', String(value));
  }
  get efficiency() {
    return this.#number('efficiency');
  }
  set efficiency(value) {
    this.setAttribute('efficiency', String(value));
  }
  get unit() {
    return this.getAttribute('unit') ?? this.#locale.text.unit;
  }
  set unit(value) {
    this.setAttribute('unit', String(value));
  }

  #number(name) {
    const parsed = this.#parsed[name];
    if (parsed) return parsed.code ? NaN : parsed.value;
    return Number(this.getAttribute(name) ?? this.#default(name));
  }

  #default(name) {
    return String(FIELDS.find(([n]) => n === name)[2]);
  }

  #input(name) {
    return this.#root.getElementById(name);
  }

  #format(value, options) {
    if (!Number.isFinite(value)) return DASH;
    const magnitude = Math.abs(value);
    const style =
      magnitude >= 1e15 ? { notation: 'scientific', maximumFractionDigits: 3 }
      : magnitude >= 1 || magnitude === 0 ? { maximumFractionDigits: 2 }
      : { maximumSignificantDigits: 3 };
    return numberFormat(this.#locale.locale, { ...style, ...options }).format(value);
  }

  // Attributes are written in the canonical form ("2000.5"); the field shows
  // the number in the element's locale, or the raw text when it is not a
  // number, so the user sees what is wrong with it.
  #showAttribute(name) {
    const text = this.getAttribute(name) ?? this.#default(name);
    const parsed = this.#calc.parseNumber(text, 'en');
    this.#input(name).value = parsed.code ? text : this.#fieldText(parsed.value);
  }

  #fieldText(value) {
    return numberFormat(this.#locale.locale, { maximumSignificantDigits: 15 }).format(value);
  }

  #onInput(target) {
    if (!this.#calc || !FIELDS.some(([name]) => name === target.id)) return;
    this.#update();
    const parsed = this.#parsed[target.id];
    if (!parsed.code && !this.#issueFor(target.id)) this.#reflect(target.id, String(parsed.value));
  }

  #reflect(name, value) {
    this.#reflecting = true;
    this.setAttribute(name, value);
    this.#reflecting = false;
  }

  #issueFor(name) {
    return this.#issues.find((issue) => issue.name === name);
  }

  // Parse every field, validate, compute, render, announce.
  #update() {
    const input = {};
    this.#issues = [];
    for (const [name, field] of FIELDS) {
      const text = this.#input(name).value;
      const parsed = this.#calc.parseNumber(text, this.#locale.locale, { percent: name === 'efficiency' });
      this.#parsed[name] = parsed;
      if (parsed.code) this.#issues.push({ name, code: parsed.code });
      input[field] = parsed.value;
    }
    for (const issue of this.#calc.validate(input)) {
      const name = FIELDS.find(([, field]) => field === issue.field)[0];
      if (!this.#issueFor(name)) this.#issues.push({ name, code: issue.code, limit: issue.limit });
    }
    this.#values = input;
    this.#result = this.#issues.length ? null : this.#calc.compute(input);
    this.#render();
    this.dispatchEvent(new CustomEvent('change', { detail: this.result, bubbles: true }));
  }

  #localize() {
    const previous = this.#locale.locale;
    this.#locale = resolveLocale(this);
    const root = this.#root;
    root.host.setAttribute('data-language', this.#locale.language);
    root.firstElementChild.lang = this.#locale.locale;
    for (const node of root.querySelectorAll('[data-t]')) node.textContent = this.#locale.text[node.dataset.t];
    this.#renderUnit();
    if (!this.#calc) return;
    if (previous !== this.#locale.locale) {
      for (const [name] of FIELDS) {
        const parsed = this.#parsed[name];
        if (parsed && !parsed.code) this.#input(name).value = this.#fieldText(parsed.value);
      }
    }
    this.#update();
  }

  #renderUnit() {
    for (const node of this.#root.querySelectorAll('[data-unit]')) node.textContent = this.unit;
  }

  #render() {
    if (!this.#calc) return;
    const { text, locale } = this.#locale;
    for (const [name] of FIELDS) {
      const issue = this.#issueFor(name);
      const input = this.#input(name);
      input.setAttribute('aria-invalid', String(!!issue));
      this.#root.getElementById(`${name}-error`).textContent = issue
        ? errorMessage(text, locale, issue.code, issue.limit)
        : '';
    }
    const r = this.#result;
    this.#root.getElementById('output').hidden = !r;
    this.#root.getElementById('empty').hidden = !!r;
    this.#renderResults(r);
    this.#renderExample(r);
  }

  #renderResults(r) {
    const show = (id, value, unit) => {
      const dd = this.#root.getElementById(id);
      dd.textContent = r ? value : '';
      if (r && unit) {
        const span = document.createElement('span');
        span.className = 'unit';
        span.textContent = unit;
        dd.append(' ', span);
      }
    };
    show('ideal', r && this.#format(r.idealThroughput), this.unit);
    show('actual', r && this.#format(r.actualThroughput), this.unit);
    show('speedup', r && this.#format(r.speedup) + '×');
    show('lost', r && this.#format(r.lostThroughput), this.unit);
  }

  #renderExample(r) {
    const example = this.#root.getElementById('example');
    const summary = this.#root.getElementById('example-summary');
    if (!r) {
      example.textContent = this.#locale.text.emptyState;
      summary.textContent = '';
      return;
    }
    const f = (value) => this.#format(value);
    const d = f(this.#values.devices);
    const v = f(this.#values.throughputPerDevice);
    const e = this.#format(this.#values.efficiencyPercent / 100, { maximumSignificantDigits: 6 });
    const I = f(r.idealThroughput);
    const A = f(r.actualThroughput);
    const lines = [
      `I = ${d} × ${v} = ${I}`,
      `A = ${I} × ${e} = ${A}`,
      `S = ${d} × ${e} = ${f(r.speedup)}`,
      `L = ${I} − ${A} = ${f(r.lostThroughput)}`,
    ];
    example.replaceChildren(...lines.flatMap((line, i) => (i ? [document.createElement('br'), line] : [line])));
    summary.textContent = this.#locale.text.exampleSummary.replace('{d}', d).replace('{s}', f(r.speedup));
  }
}
