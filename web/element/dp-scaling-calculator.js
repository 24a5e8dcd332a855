// <dp-scaling-calculator>: the calculator as a custom element. It parses and
// validates nothing itself: text goes to the core's parser, numbers to the
// core's model, and error codes come back to be worded in the locale files.
import { loadCalculator } from '../api/calculator.js';
import { errorMessage } from '../api/messages.js';
import { resolveLocale, loadMessages, languages } from './locales.js';
import { template } from './template.js';
import { formatNumber, fieldText, compactNumber, formatMoney, formatDuration, DASH } from './format.js';
import { chartSvg, chartTable, niceTicks } from './chart.js';
import { toCsv, toJson, download, copy } from './export.js';
import { readFragment, writeFragment } from './url-state.js';
import { accelerators, intraNodeLinks, networks, optimizerStates, bytesPerParameter } from '../estimator/presets.js';
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

// Every input field: its API name, its default text, whether it mirrors an
// attribute, whether it may stay empty, whether a trailing % is fine.
const FIELDS = {
  devices: { api: 'devices', initial: '64', attribute: true },
  throughput: { api: 'throughputPerDevice', initial: '2000', attribute: true },
  efficiency: { api: 'efficiencyPercent', initial: '90', attribute: true, percent: true },
  measured: { api: 'measuredThroughput', optional: true },
  targetThroughput: { api: 'targetThroughput', optional: true },
  targetSpeedup: { api: 'targetSpeedup', optional: true },
  samples: { api: 'datasetSamples', optional: true },
  epochs: { api: 'epochs', initial: '1', optional: true }, // needed only with samples
  price: { api: 'pricePerDeviceHour', optional: true },
  parameters: { api: 'parameters', initial: '25600000' },
  batch: { api: 'batchPerDevice', initial: '256' },
  accumulation: { api: 'gradientAccumulation', initial: '1' },
  perNode: { api: 'devicesPerNode', initial: '8' },
  intraBandwidth: { api: 'intraNodeBandwidthGBps', initial: '300' },
  interBandwidth: { api: 'interNodeBandwidthGbps', initial: '200' },
  linkEfficiency: { api: 'linkEfficiency', optional: true },
  overlap: { api: 'overlapFraction', optional: true },
  latency: { api: 'latencyMicroseconds', optional: true },
  memory: { api: 'deviceMemoryGB', initial: '80' },
};

// The estimator's <select>s: [id, options, initial value, what choosing one fills in].
const PRESETS = {
  accelerator: [accelerators, 'a100-80', (p) => ({ memory: p.memoryGB })],
  intraLink: [intraNodeLinks, 'nvlink3', (p) => ({ intraBandwidth: p.gbyteS })],
  network: [networks, 'ib-hdr', (p) => ({ interBandwidth: p.gbitS, transport: p.transport })],
};
// The field whose edit turns a preset into "custom".
const PRESET_OF = { memory: 'accelerator', intraBandwidth: 'intraLink', interBandwidth: 'network', transport: 'network' };
const IDS = Object.keys(FIELDS);

const setText = (node, text) => {
  if (node.textContent !== text) node.textContent = text;
};
const BY_API = Object.fromEntries(IDS.map((id) => [FIELDS[id].api, id]));
const ATTRIBUTES = IDS.filter((id) => FIELDS[id].attribute);

export class DpScalingCalculator extends HTMLElement {
  static get observedAttributes() {
    return [...ATTRIBUTES, 'unit', 'lang', 'currency'];
  }

  #calc = null;
  #root;
  #locale = { language: 'en', locale: 'en', text: undefined };
  #values = {}; // field id → number, for fields that hold a valid number
  #issues = new Map(); // field id → { code, limit }
  #result = null;
  #answers = {};
  #estimate = null;
  #api = {}; // API field → number, from the last update
  #parsed = new Map(); // field id → { text, locale, parsed }
  #frame = 0; // the pending animation frame of #renderSecondary
  #shownErrors = new Map(); // field id → the message on screen
  #reflecting = false;
  #observers = [];

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.adoptedStyleSheets = [styleSheet()];
    this.#root.innerHTML = template;
    this.#root.addEventListener('input', (event) => this.#onInput(event.target));
    this.#root.addEventListener('change', (event) => event.target.localName === 'select' && this.#onSelect(event.target));
    this.#el('estimator').addEventListener('toggle', () => this.#renderChart());
    this.#fillSelects();
    this.#root.addEventListener('click', (event) => this.#onClick(event.target.closest('button')));
  }

  connectedCallback() {
    this.#localize();
    const pageLang = new MutationObserver(() => this.#localize());
    pageLang.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    const resize = new ResizeObserver(() => this.#renderChart());
    resize.observe(this.#el('chart'));
    this.#observers = [pageLang, resize];
    this.#onHash = () => this.#applyFragment();
    if (this.#syncUrl) addEventListener('hashchange', this.#onHash);
    if (this.#calc) return;
    for (const id of IDS) this.#el(id).value = this.#canonical(id);
    const loaded = Promise.all([loadCalculator(), loadMessages(resolveLocale(this).language)]);
    // The first Intl.NumberFormat of a page loads ICU data (tens of ms): do
    // it now, while the core downloads and compiles off the main thread.
    fieldText(resolveLocale(this).locale, 0);
    loaded.then(([calc]) => {
      this.#calc = calc;
      this.#localize(false);
      for (const id of IDS) this.#show(id, this.#canonical(id));
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

  attributeChangedCallback(name, oldValue) {
    if (this.#reflecting || oldValue === this.getAttribute(name)) return;
    if (name === 'lang') return this.#localize();
    if (ATTRIBUTES.includes(name) && this.#calc) this.#show(name, this.#canonical(name));
    this.#renderUnit();
    if (this.#calc) this.#update();
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
    return this.getAttribute('unit') ?? this.#locale.text?.unit ?? '';
  }
  set unit(value) {
    this.setAttribute('unit', String(value));
  }
  get currency() {
    return this.getAttribute('currency') ?? 'USD';
  }
  set currency(value) {
    this.setAttribute('currency', String(value));
  }

  get #syncUrl() {
    return this.hasAttribute('sync-url');
  }

  #onHash = null;

  #el(id) {
    return this.#root.getElementById(id);
  }

  #number(id) {
    if (this.#calc) return this.#values[id] ?? NaN;
    return Number(this.#canonical(id));
  }

  // The text a field starts from: its attribute, or its default.
  #canonical(id) {
    return (FIELDS[id].attribute && this.getAttribute(id)) ?? FIELDS[id].initial ?? '';
  }

  // Shows canonical text ("2000.5", from an attribute or the URL) in the
  // element's locale, or as it is when it is not a number, so the user sees
  // what is wrong with it.
  #show(id, text) {
    const parsed = this.#calc.parseNumber(text, 'en');
    this.#el(id).value = parsed.code ? text : fieldText(this.#locale.locale, parsed.value);
  }

  // Options come from presets.js; their labels are set again by #localize.
  #fillSelects() {
    const add = (select, value, selected) => select.append(new Option('', value, selected, selected));
    for (const [id, [presets, initial]] of Object.entries(PRESETS)) {
      add(this.#el(id), '', false);
      for (const preset of presets) add(this.#el(id), preset.id, preset.id === initial);
    }
    for (const bytes of [4, 2]) add(this.#el('precision'), bytes, bytes === 4);
    for (const transport of ['rdma', 'tcp']) add(this.#el('transport'), transport, transport === 'rdma');
    for (const state of optimizerStates) add(this.#el('optimizer'), state.id, state.id === 'adam-mixed');
  }

  #labelSelects() {
    const { text } = this.#locale;
    const label = (id, fn) => [...this.#el(id).options].forEach((option) => (option.text = fn(option.value)));
    for (const [id, [presets]] of Object.entries(PRESETS)) {
      label(id, (value) => (value === '' ? text.custom : value === 'none' ? text.singleNode : presets.find((p) => p.id === value).name));
    }
    label('precision', (bytes) => (bytes === '4' ? 'FP32 · 4 B' : 'BF16 / FP16 · 2 B'));
    label('transport', (t) => (t === 'rdma' ? 'RDMA (InfiniBand, RoCE)' : 'TCP'));
    label('optimizer', (id) => `${text[id]} · ${bytesPerParameter(optimizerStates.find((s) => s.id === id))} B`);
    for (const id of ['linkEfficiency', 'overlap', 'latency']) this.#el(id).placeholder = text.defaultValue;
  }

  // A preset fills in its fields; editing one of them makes the preset "custom".
  #onSelect(select) {
    const preset = PRESETS[select.id];
    const chosen = preset?.[0].find((p) => p.id === select.value);
    if (chosen) {
      for (const [id, value] of Object.entries(preset[2](chosen))) {
        if (id === 'transport') this.#el(id).value = value;
        else this.#el(id).value = fieldText(this.#locale.locale, value);
      }
    }
    if (PRESET_OF[select.id]) this.#el(PRESET_OF[select.id]).value = '';
    if (this.#calc) this.#update();
  }

  #onInput(target) {
    if (PRESET_OF[target.id]) this.#el(PRESET_OF[target.id]).value = '';
    if (!this.#calc || !FIELDS[target.id]) return;
    this.#update();
    const value = this.#values[target.id];
    if (FIELDS[target.id].attribute && value !== undefined) {
      this.#reflecting = true;
      this.setAttribute(target.id, String(value));
      this.#reflecting = false;
    }
  }

  async #onClick(button) {
    if (!button || !this.#calc) return;
    const { text } = this.#locale;
    const actions = {
      copyLink: async () => this.#status((await copy(this.#link())) ? text.linkCopied : text.copyFailed),
      copyText: async () => this.#status((await copy(this.#plainText())) ? text.copied : text.copyFailed),
      downloadCsv: () => download('dp-scaling.csv', 'text/csv', toCsv(this.#rows())),
      downloadJson: () => download('dp-scaling.json', 'application/json', toJson(this.#json())),
      useImplied: () => this.#useEfficiency(this.#answers.implied.efficiencyPercent),
      useEstimate: () => this.#useEfficiency(Math.round(this.#estimate.efficiencyPercent * 100) / 100),
    };
    await actions[button.id]?.();
  }

  #useEfficiency(percent) {
    this.efficiency = percent;
    this.#el('efficiency').focus();
  }

  #status(message) {
    setText(this.#el('status'), message);
  }

  // Runs an API call; its issues go to the fields they name (the first issue
  // of a field wins, unless `quiet`) and the call yields null.
  #attempt(call, quiet = false) {
    try {
      return call();
    } catch (error) {
      if (!error.issues) throw error;
      if (quiet) return null;
      for (const issue of error.issues) {
        const id = BY_API[issue.field];
        if (!this.#issues.has(id)) this.#issues.set(id, issue);
      }
      return null;
    }
  }

  // A field's parse, kept until its text or the locale changes: a keystroke
  // reparses one field, not twenty.
  #parse(id) {
    const text = this.#el(id).value;
    const { locale } = this.#locale;
    const cached = this.#parsed.get(id);
    if (cached?.text === text && cached.locale === locale) return cached.parsed;
    const parsed = FIELDS[id].optional && !text.trim() ? null : this.#calc.parseNumber(text, locale, { percent: FIELDS[id].percent });
    this.#parsed.set(id, { text, locale, parsed });
    return parsed;
  }

  // The input event's own work: parse, compute, show the results and the
  // errors, announce. Everything else (chart, worked example, what-if, time
  // and cost, estimator) follows on the next animation frame, once per frame
  // however fast the user types.
  #update() {
    if (!this.#locale.text) return; // #localize updates once the messages arrive
    this.#issues = new Map();
    this.#values = {};
    for (const id of IDS) {
      const parsed = this.#parse(id);
      if (parsed?.code) this.#issues.set(id, parsed);
      else if (parsed) this.#values[id] = parsed.value;
    }
    this.#api = Object.fromEntries(Object.entries(this.#values).map(([id, value]) => [FIELDS[id].api, value]));
    if (this.#has('samples') && !this.#has('epochs') && !this.#issues.has('epochs')) this.#issues.set('epochs', { code: 'empty' });
    this.#result = this.#attempt(() => this.#calc.compute(this.#api));
    this.#render();
    this.#frame ||= requestAnimationFrame(() => {
      this.#frame = 0;
      this.#renderSecondary();
    });
    if (this.#syncUrl && this.#result) history.replaceState(history.state, '', this.#fragment());
    this.dispatchEvent(new CustomEvent('change', { detail: this.result, bubbles: true }));
  }

  #has(id) {
    return this.#values[id] !== undefined;
  }

  #renderSecondary() {
    const calc = this.#calc;
    const api = this.#api;
    const has = (id) => this.#has(id);
    const estimatorInput = { ...api, bytesPerGradient: Number(this.#el('precision').value), transport: this.#el('transport').value };
    this.#estimate = this.#attempt(() => calc.estimateEfficiency(estimatorInput));
    this.#estimate &&= { ...this.#estimate, input: estimatorInput };
    const state = optimizerStates.find((o) => o.id === this.#el('optimizer').value);
    this.#answers = {
      memory: has('parameters') && has('memory') && this.#attempt(() => calc.memoryCheck({ ...api, bytesPerParameter: bytesPerParameter(state) })),
      breakdown: state.breakdown,
      implied: has('measured') && this.#attempt(() => calc.impliedEfficiency(api)),
      forThroughput: has('targetThroughput') && this.#attempt(() => calc.devicesForTarget({ ...api, targetSpeedup: undefined })),
      forSpeedup: has('targetSpeedup') && this.#attempt(() => calc.devicesForTarget(api)),
      time: has('samples') && this.#attempt(() => calc.timeAndCost(api)),
    };
    const r = this.#result;
    this.#renderErrors(); // the calls above may have found more
    this.#put('globalBatch', r && (this.#estimate ? this.#format(this.#estimate.globalBatch) : DASH));
    this.#renderExample(r);
    this.#renderChart();
    this.#renderAnswers(r);
  }

  // Shows the element in its current language, once that language's
  // messages are loaded; until then it keeps the previous one.
  #localize(update = true) {
    const next = resolveLocale(this);
    if (!next.text) return void loadMessages(next.language).then(() => this.#localize());
    const previous = this.#locale.locale;
    this.#locale = next;
    const root = this.#root;
    root.firstElementChild.lang = this.#locale.locale;
    for (const node of root.querySelectorAll('[data-t]')) node.textContent = this.#locale.text[node.dataset.t];
    this.#labelSelects();
    this.#renderUnit();
    if (!this.#calc || !update) return;
    if (previous !== this.#locale.locale) {
      for (const [id, value] of Object.entries(this.#values)) this.#el(id).value = fieldText(this.#locale.locale, value);
    }
    this.#update();
  }

  #renderUnit() {
    for (const node of this.#root.querySelectorAll('[data-unit]')) node.textContent = this.unit;
    this.#el('currency').textContent = this.currency;
  }

  #format = (value, options) => formatNumber(this.#locale.locale, value, options);

  // Writes only what changed: an untouched node costs no style or layout work,
  // and a keystroke changes one field.
  #renderErrors() {
    const { text, locale } = this.#locale;
    for (const id of IDS) {
      const issue = this.#issues.get(id);
      const message = issue ? errorMessage(text, locale, issue.code, issue.limit) : '';
      if (this.#shownErrors.get(id) === message) continue;
      this.#shownErrors.set(id, message);
      this.#el(id).setAttribute('aria-invalid', String(!!issue));
      this.#el(`${id}-error`).textContent = message;
    }
  }

  #render() {
    this.#renderErrors();
    const r = this.#result;
    if (this.#el('output').hidden !== !r) {
      this.#el('output').hidden = !r;
      this.#el('empty').hidden = !!r;
      for (const id of ['copyText', 'downloadCsv', 'downloadJson']) this.#el(id).disabled = !r;
    }
    this.#status('');
    this.#renderResults(r);
  }

  // A number with its unit below it, or nothing while there is no result.
  #put(id, value, unit) {
    const dd = this.#el(id);
    const text = value ?? '';
    if (dd.firstChild?.data === text && (dd.lastElementChild?.textContent ?? null) === (value != null && unit ? unit : null)) return;
    dd.textContent = text;
    if (value != null && unit) {
      const span = document.createElement('span');
      span.className = 'unit';
      span.textContent = unit;
      dd.append(' ', span);
    }
  }

  #renderResults(r) {
    const f = this.#format;
    this.#put('ideal', r && f(r.idealThroughput), this.unit);
    this.#put('actual', r && f(r.actualThroughput), this.unit);
    this.#put('speedup', r && f(r.speedup) + '×');
    this.#put('lost', r && f(r.lostThroughput), this.unit);
  }

  #renderExample(r) {
    const example = this.#el('example');
    const summary = this.#el('example-summary');
    if (!r) {
      example.textContent = this.#locale.text.emptyState;
      summary.textContent = '';
      return;
    }
    const f = this.#format;
    const d = f(this.#values.devices);
    const e = f(this.#values.efficiency / 100, { maximumSignificantDigits: 6 });
    const [I, A] = [f(r.idealThroughput), f(r.actualThroughput)];
    const lines = [
      `I = ${d} × ${f(this.#values.throughput)} = ${I}`,
      `A = ${I} × ${e} = ${A}`,
      `S = ${d} × ${e} = ${f(r.speedup)}`,
      `L = ${I} − ${A} = ${f(r.lostThroughput)}`,
    ];
    example.replaceChildren(...lines.flatMap((line, i) => (i ? [document.createElement('br'), line] : [line])));
    summary.textContent = this.#locale.text.exampleSummary.replace('{d}', d).replace('{s}', f(r.speedup));
  }

  #renderChart() {
    const box = this.#el('chart');
    const r = this.#result;
    if (!this.#calc || !r) {
      box.textContent = this.#calc ? this.#locale.text.emptyState : '';
      this.#el('legend').replaceChildren();
      this.#el('chart-table').replaceChildren();
      return;
    }
    const { text, locale } = this.#locale;
    const d = this.#values.devices;
    const max = Math.min(1e7, Math.max(8, 4 * d));
    const ticks = niceTicks(max).map((t) => Math.max(1, t)); // the axis starts at 0, the cluster at 1
    const steps = [...new Set([...this.#calc.deviceSteps(ticks[ticks.length - 1], 48), ...ticks, d])].sort((a, b) => a - b);
    const sweep = this.#calc.sweep({ devices: steps, throughputPerDevice: this.#values.throughput, efficiencyPercent: this.#values.efficiency });
    const series = [
      { className: 'ideal', values: sweep.idealThroughput, label: text.ideal },
      { className: 'actual', values: sweep.actualThroughput, label: text.legendActual.replace('{e}', this.#format(this.#values.efficiency)) },
    ];
    // The curve needs every device count of the axis to be valid: without a
    // network, counts beyond one node are not, and the curve is left out.
    const estimate = this.#el('estimator').open && this.#estimate;
    const curve = estimate && this.#attempt(() => this.#calc.estimateSweep(estimate.input, sweep.devices), true);
    if (curve) series.push({ className: 'estimate', values: curve.actualThroughput, label: text.legendEstimate });
    const format = { number: this.#format, compact: (v) => compactNumber(locale, v) };
    const labels = {
      title: text.chartTitle.replace('{max}', this.#format(ticks[ticks.length - 1])),
      x: text.devices,
      y: `${text.chartAxis} (${this.unit})`,
      point: `${this.#format(d)} → ${this.#format(r.actualThroughput)} ${this.unit}`,
    };
    box.innerHTML = chartSvg({ width: box.clientWidth || 600, devices: sweep.devices, series, point: { devices: d, value: r.actualThroughput }, format, labels });
    this.#el('legend').innerHTML = series.map((s) => `<li><span class="swatch ${s.className}"></span></li>`).join('');
    this.#el('legend').querySelectorAll('li').forEach((li, i) => li.append(series[i].label));
    this.#el('chart-table').innerHTML = chartTable({ devices: sweep.devices, series, rows: [...new Set([...ticks, d])].sort((a, b) => a - b), format, labels });
  }

  #renderAnswers(r) {
    const { text, locale } = this.#locale;
    const f = this.#format;
    const a = this.#answers;
    this.#put('implied', a.implied ? `${f(a.implied.efficiencyPercent)} %` : DASH);
    this.#el('useImplied').hidden = !a.implied;
    this.#put('forThroughput', a.forThroughput ? f(a.forThroughput.devices) : DASH);
    this.#put('forSpeedup', a.forSpeedup ? f(a.forSpeedup.devices) : DASH);
    const t = r && a.time;
    this.#put('totalSamples', t ? f(t.samples) : DASH);
    this.#put('timeOne', t ? formatDuration(locale, t.singleDeviceSeconds) : DASH);
    this.#put('timeCluster', t ? formatDuration(locale, t.clusterSeconds) : DASH);
    const priced = t && t.clusterCost !== undefined;
    this.#put('costOne', priced ? formatMoney(locale, t.singleDeviceCost, this.currency) : DASH);
    this.#put('costCluster', priced ? formatMoney(locale, t.clusterCost, this.currency) : DASH, priced && text.costRatio.replace('{r}', f(t.costRatio)));
    this.#renderEstimate();
  }

  #renderEstimate() {
    const { text, locale } = this.#locale;
    const f = this.#format;
    const e = this.#result && this.#estimate;
    const seconds = (key) => (e ? formatDuration(locale, e[key]) : DASH);
    const gb = (bytes) => f(bytes / 1e9, { maximumSignificantDigits: 3 });
    this.#put('estimate', e ? `${f(e.efficiencyPercent)} %` : DASH);
    this.#put('computeTime', seconds('computeSeconds'));
    this.#put('allReduceTime', seconds('allReduceSeconds'));
    this.#put('exposedTime', seconds('exposedSeconds'));
    this.#el('useEstimate').hidden = !e;
    const fill = (template, values) => Object.entries(values).reduce((t, [k, v]) => t.replace(`{${k}}`, v), template);
    this.#el('assumptions').textContent = e
      ? fill(text.assumptions, { l: f(e.linkEfficiency), o: f(e.overlapFraction), a: f(e.latencyMicroseconds), b: gb(e.busBandwidthBytesPerSecond), n: f(e.nodes) })
      : '';
    const m = this.#answers.memory;
    const [w, g, s] = this.#answers.breakdown;
    this.#put('memoryNeeded', m ? `${gb(m.requiredBytes)} / ${gb(m.availableBytes)} GB` : DASH);
    this.#el('memory-note').textContent = m ? fill(text.memoryBreakdown, { w, g, s }) : '';
    this.#el('memory-warning').textContent = m && !m.fits ? fill(text.memoryWarning, { need: gb(m.requiredBytes), have: gb(m.availableBytes) }) : '';
  }

  // --- sharing and export ---

  #fragment() {
    const fields = {};
    for (const [id, value] of Object.entries(this.#values)) {
      // Attribute fields always, others only when they differ from their default.
      if (FIELDS[id].attribute || String(value) !== FIELDS[id].initial) fields[id] = String(value);
    }
    return writeFragment({ fields, lang: this.#locale.language, unit: this.getAttribute('unit') });
  }

  #link() {
    return location.href.split('#')[0] + this.#fragment();
  }

  // Fragment values are handled like typed input: shown as text, validated.
  #applyFragment(update = true) {
    const state = readFragment(location.hash);
    if (!state) return;
    if (languages.includes(state.lang)) this.setAttribute('lang', state.lang);
    if (state.unit) this.setAttribute('unit', state.unit);
    this.#reflecting = true;
    for (const [id, value] of Object.entries(state.fields)) {
      if (FIELDS[id].attribute) this.setAttribute(id, value);
      if (this.#calc) this.#show(id, value);
    }
    this.#reflecting = false;
    if (update && this.#calc) this.#update();
  }

  #plainText() {
    const { text } = this.#locale;
    const line = (key, id) => `${text[key]}: ${this.#el(id).textContent}`;
    const inputs = ['devices', 'throughput', 'efficiency'].map((id) => `${text[id]}: ${this.#el(id).value}${id === 'throughput' ? ` ${this.unit}` : ''}`);
    return [text.title, ...inputs, ...['ideal', 'actual', 'speedup', 'lost'].map((id) => line(id, id))].join('\n') + '\n';
  }

  #rows() {
    const r = this.#result;
    const v = this.#values;
    const rows = [
      ['devices', v.devices, ''],
      ['throughputPerDevice', v.throughput, this.unit],
      ['efficiencyPercent', v.efficiency, '%'],
      ['idealThroughput', r.idealThroughput, this.unit],
      ['actualThroughput', r.actualThroughput, this.unit],
      ['speedup', r.speedup, '×'],
      ['lostThroughput', r.lostThroughput, this.unit],
    ];
    const t = this.#answers.time;
    if (t) {
      rows.push(['samples', t.samples, ''], ['singleDeviceSeconds', t.singleDeviceSeconds, 's'], ['clusterSeconds', t.clusterSeconds, 's']);
      if (t.clusterCost !== undefined) rows.push(['singleDeviceCost', t.singleDeviceCost, this.currency], ['clusterCost', t.clusterCost, this.currency]);
    }
    return rows;
  }

  #json() {
    const [inputs, results] = [this.#rows().slice(0, 3), this.#rows().slice(3)];
    return {
      unit: this.unit,
      inputs: Object.fromEntries(inputs.map(([k, v]) => [k, v])),
      results: Object.fromEntries(results.map(([k, v]) => [k, v])),
      ...(this.#answers.time?.clusterCost !== undefined ? { currency: this.currency } : {}),
    };
  }
}
