import type { ScalingResult } from './index.js';

/** Events of `<dp-scaling-calculator>`. */
export interface DpScalingCalculatorEventMap extends HTMLElementEventMap {
  /** Fired whenever the inputs change; `detail` is the result, or null while an input is invalid. */
  change: CustomEvent<ScalingResult | null>;
}

/**
 * `<dp-scaling-calculator>`: the data-parallel scaling calculator.
 *
 * Attributes (reflected by the properties of the same name): `devices`, `throughput`,
 * `efficiency` (percent), `unit` (default: "samples/s" in the element's language), `currency`
 * (default "USD") and `lang` (`en`, `de`, `pt`, `it`; falls back to the page's `lang`, then
 * English). The boolean attribute `sync-url` keeps the inputs in the URL fragment
 * (`#d=64&v=2000&e=90&lang=de`) and restores them from it.
 *
 * Theming: `--dpsc-background`, `--dpsc-color`, `--dpsc-muted`, `--dpsc-accent`, `--dpsc-border`,
 * `--dpsc-surface`, `--dpsc-error`, `--dpsc-font-family`, `--dpsc-font-size`, `--dpsc-radius`.
 */
export class DpScalingCalculator extends HTMLElement {
  /** Number of devices; NaN while the field holds no valid number. */
  devices: number;
  /** Throughput per device; NaN while the field holds no valid number. */
  throughput: number;
  /** Scaling efficiency in percent; NaN while the field holds no valid number. */
  efficiency: number;
  /** Unit of throughput shown next to the numbers. */
  unit: string;
  /** ISO 4217 code for the cost figures (default "USD"). */
  currency: string;
  /** The current result, or null while an input is invalid or the core is loading. */
  readonly result: ScalingResult | null;

  addEventListener<K extends keyof DpScalingCalculatorEventMap>(
    type: K,
    listener: (this: DpScalingCalculator, event: DpScalingCalculatorEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof DpScalingCalculatorEventMap>(
    type: K,
    listener: (this: DpScalingCalculator, event: DpScalingCalculatorEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'dp-scaling-calculator': DpScalingCalculator;
  }
}
