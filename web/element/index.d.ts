import type { ScalingResult } from './index.js';

/** `auto` follows the page behind the element; `light` and `dark` hold whatever the page does. */
export type DpscTheme = 'auto' | 'light' | 'dark';
/** `compact`: the inputs, the results and the panels, with a button to the full calculator. */
export type DpscView = 'full' | 'compact';
/** The event the element fires once per change of its inputs: the result, or null while an input is invalid. */
export type DpscChangeEvent = CustomEvent<ScalingResult | null>;

/** Events of `<dp-scaling-calculator>`. */
export interface DpScalingCalculatorEventMap extends HTMLElementEventMap {
  /**
   * Fired once per change of the inputs: a keystroke, a choice, a restored link, or all the
   * attribute and property writes of one task together (applied at the end of the task, so
   * `detail` is the final result). Changing `lang`, `unit`, `currency`, `theme`, `open` or `view`
   * fires nothing. `detail` is the result, or null while an input is invalid. Bubbles, composed.
   */
  'dpsc-change': DpscChangeEvent;
  /** The same as `dpsc-change`, under the unprefixed name. */
  change: DpscChangeEvent;
}

/**
 * `<dp-scaling-calculator>`: the data-parallel scaling calculator.
 *
 * Every input is an attribute, the kebab-case of its property (`targetThroughput` →
 * `target-throughput`), written in plain JS number syntax or as an option id, and a property.
 * A number property is NaN while its field holds no valid number (and until the core has loaded:
 * await `ready`), null while an optional field is empty; setting null removes the attribute.
 * Other attributes: `unit`, `currency`, `lang`, `theme`, `view`, `open` (the panels that start
 * open: `what-if`, `time-cost`, `estimator`, space-separated) and the boolean `sync-url`, which
 * keeps every input and the open panels in the URL fragment (`#d=64&v=2000&e=90&lang=de`).
 *
 * Theming: `--dpsc-background`, `--dpsc-color`, `--dpsc-muted`, `--dpsc-accent`, `--dpsc-border`,
 * `--dpsc-surface`, `--dpsc-error`, `--dpsc-estimate`, `--dpsc-font-family` (default: the
 * page's), `--dpsc-font-size`, `--dpsc-radius`; `::part(root)`.
 */
export class DpScalingCalculator extends HTMLElement {
  /** Number of devices. */
  get devices(): number;
  set devices(value: number | null);
  /** Throughput per device. */
  get throughput(): number;
  set throughput(value: number | null);
  /** Scaling efficiency in percent. */
  get efficiency(): number;
  set efficiency(value: number | null);
  /** What if: measured cluster throughput (optional). */
  get measured(): number | null;
  set measured(value: number | null);
  /** What if: target cluster throughput (optional). */
  get targetThroughput(): number | null;
  set targetThroughput(value: number | null);
  /** What if: target speedup (optional). */
  get targetSpeedup(): number | null;
  set targetSpeedup(value: number | null);
  /** Time and cost: samples per epoch (optional). */
  get samples(): number | null;
  set samples(value: number | null);
  /** Time and cost: epochs (optional, default 1). */
  get epochs(): number | null;
  set epochs(value: number | null);
  /** Time and cost: price per device-hour (optional). */
  get price(): number | null;
  set price(value: number | null);
  /** Estimator: model parameters. */
  get parameters(): number;
  set parameters(value: number | null);
  /** Estimator: batch per device; the global batch shows once one is given. */
  get batch(): number;
  set batch(value: number | null);
  /**
   * Estimator: the global batch, samples a step at `devices` (optional; empty: one micro-batch a replica). Each
   * replica runs globalBatch / (batch × replicas) micro-batches, which must be a whole number.
   */
  get globalBatch(): number | null;
  set globalBatch(value: number | null);
  /** Estimator: devices per node. */
  get perNode(): number;
  set perNode(value: number | null);
  /** Estimator: GB/s per device and direction inside a node. */
  get intraBandwidth(): number;
  set intraBandwidth(value: number | null);
  /** Estimator: Gbit/s per node between nodes; null for one node. */
  get interBandwidth(): number | null;
  set interBandwidth(value: number | null);
  /** Estimator: achievable fraction of the link rate, 0–1 (optional). */
  get linkEfficiency(): number | null;
  set linkEfficiency(value: number | null);
  /** Estimator: overlap with the backward pass, 0–1 (optional). */
  get overlap(): number | null;
  set overlap(value: number | null);
  /** Estimator: microseconds per ring step (optional). */
  get latency(): number | null;
  set latency(value: number | null);
  /** Estimator: device memory in GB. */
  get memory(): number;
  set memory(value: number | null);
  /** Estimator: the device's memory bandwidth in GB/s (an accelerator preset fills it); the per-GB overhead scales with it. */
  get memoryBandwidth(): number | null;
  set memoryBandwidth(value: number | null);
  /** Estimator: HSDP's devices per shard group, a whole number of nodes (optional; empty: one node). */
  get shardGroup(): number | null;
  set shardGroup(value: number | null);
  /** Estimator: activation memory per sample in GB (optional; counted with the batch per device; wins over the estimate from the layers, hidden size and sequence length). */
  get activationMemory(): number | null;
  set activationMemory(value: number | null);
  /** Estimator: the transformer's attention heads (optional; a model preset fills it), for its activations when nothing is recomputed. */
  get attentionHeads(): number | null;
  set attentionHeads(value: number | null);
  /** Estimator: a language model's vocabulary (optional; a model preset fills it), for the logits its memory counts. */
  get vocabularySize(): number | null;
  set vocabularySize(value: number | null);
  /** Estimator calibration: the efficiency in percent measured at `calDevices1` devices (optional). */
  get calEfficiency1(): number | null;
  set calEfficiency1(value: number | null);
  /** Estimator calibration: the device count of the first measured point (optional). */
  get calDevices1(): number | null;
  set calDevices1(value: number | null);
  /** Estimator calibration: the efficiency in percent of a second measured point (optional). */
  get calEfficiency2(): number | null;
  set calEfficiency2(value: number | null);
  /** Estimator calibration: the device count of the second measured point (optional). */
  get calDevices2(): number | null;
  set calDevices2(value: number | null);
  /** Estimator calibration: the device count the measured efficiencies are relative to (optional; empty: one device alone). */
  get calBaseline(): number | null;
  set calBaseline(value: number | null);
  /** Estimator: tensor parallel size, devices a layer is split over (optional; empty: 1). A replica is tensorParallel × pipelineParallel devices; devices must be whole replicas. */
  get tensorParallel(): number | null;
  set tensorParallel(value: number | null);
  /** Estimator: pipeline parallel size, the stages of a replica (optional; empty: 1). */
  get pipelineParallel(): number | null;
  set pipelineParallel(value: number | null);
  /** Estimator: interleaved pipeline stages a device holds (optional; empty: 1). */
  get interleavedStages(): number | null;
  set interleavedStages(value: number | null);
  /** Estimator: tokens in one sample, the sequence length (optional; needed with `throughputUnit` tokens; a model preset fills it). */
  get tokensPerSample(): number | null;
  set tokensPerSample(value: number | null);
  /** Estimator: the transformer's layers (optional; a model preset fills it), for its FLOPs. */
  get layers(): number | null;
  set layers(value: number | null);
  /** Estimator: the transformer's hidden size (optional; a model preset fills it), for its FLOPs. */
  get hiddenSize(): number | null;
  set hiddenSize(value: number | null);
  /** Estimator: the parameters one token uses, for a mixture of experts (optional; a model preset fills it). */
  get activeParameters(): number | null;
  set activeParameters(value: number | null);
  /** Estimator: the training FLOPs of one sample, for a model that is no transformer (optional; instead of layers and hidden size). */
  get flopsPerSample(): number | null;
  set flopsPerSample(value: number | null);
  /** Estimator: the device's peak dense TFLOP/s in the compute precision (optional; the accelerator fills it). With it, a throughput above the peak is an error. */
  get peakTflops(): number | null;
  set peakTflops(value: number | null);
  /** Estimator: model FLOPs utilisation in percent, for the throughput it gives (optional; default 40). */
  get mfu(): number | null;
  set mfu(value: number | null);
  /** What throughputs count: 'samples' (default) or 'tokens' (then `tokensPerSample` is needed); the batch counts samples either way. */
  throughputUnit: string;
  /** Estimator preset: an accelerator id such as `h100-80`; '' is custom. A device that comes in a system also sets its link, its network and the devices of a node, unless given. */
  accelerator: string;
  /** Estimator preset: the link inside a node (`pcie4`, `nvlink4`…); '' is custom. */
  intraLink: string;
  /** Estimator preset: the network between nodes (`none`, `ib-ndr`, `eth100-roce`…); '' is custom. */
  network: string;
  /** Estimator: bytes per gradient value, '4' (FP32) or '2' (BF16/FP16). */
  precision: string;
  /** Estimator: the precision the accelerator's peak is taken in, 'fp32', 'tf32', 'bf16' (default) or 'fp8'; 'fp8' also adds FP8's amax reductions to the step. */
  computePrecision: string;
  /** Estimator: 'rdma' or 'tcp'. */
  transport: string;
  /** Estimator: 'adam-mixed', 'adam-fp32', 'sgdm-fp32', 'sgd-fp32' or 'adam-bf16'. */
  optimizer: string;
  /** Estimator preset: a model such as `Llama 3 8B` (ids in web/panels/estimator/models.js); '' is custom. A language model also sets the job its source trained it with, except what was given: tokens, BF16 gradients, micro-batch 1, a global batch of about 4 M tokens a step, ZeRO-3, its recomputation. */
  modelPreset: string;
  /** Estimator: 'none', 'zero1', 'zero2', 'zero3' or 'hybrid'. */
  sharding: string;
  /** Estimator: what the activations keep, 'none', 'selective' (default; FlashAttention) or 'full'. */
  recomputation: string;
  /** Estimator: as replicas are added (the chart, the devices for a target), 'weak' (default: each keeps its micro-batches, the global batch grows) or 'strong' (the global batch stays). At `devices` the two are one step. */
  batchScaling: string;
  /** Unit of throughput shown next to the numbers. */
  unit: string;
  /** ISO 4217 code for the cost figures (default "USD"). */
  currency: string;
  /** Light or dark (default `auto`). */
  theme: DpscTheme;
  /** The full calculator or the compact view (default `full`). */
  view: DpscView;
  /** The current result, or null while an input is invalid or the core is loading. */
  readonly result: ScalingResult | null;
  /**
   * Resolves with the result once the core has loaded (and the estimator's code, when the element
   * starts with its panel open or a select attribute: a preset fills in its fields with it);
   * rejects when the core cannot load.
   */
  readonly ready: Promise<ScalingResult | null>;
  /**
   * Attribute and property writes are applied together at the end of the task that made them;
   * this resolves once they are, with the result (`result` read in the same task is the one
   * before the writes).
   */
  readonly updateComplete: Promise<ScalingResult | null>;

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

/**
 * What a framework may set on the element in markup: every property (React 19 sets a property
 * when the element has one; a number property takes a string too), the other attributes, and
 * the event handler React 19 attaches for `ondpsc-change` (it listens to the name after "on",
 * as written). Made from the class above, so a property declared there is one here.
 */
export type DpScalingCalculatorProps = {
  [
    K in Exclude<keyof DpScalingCalculator, keyof HTMLElement | 'result' | 'ready' | 'updateComplete'>
  ]?: DpScalingCalculator[K] extends string ? DpScalingCalculator[K] : number | string | null;
} & {
  lang?: string;
  open?: string;
  'sync-url'?: boolean;
  'ondpsc-change'?: (event: DpscChangeEvent) => void;
};

declare global {
  interface HTMLElementTagNameMap {
    'dp-scaling-calculator': DpScalingCalculator;
  }
  interface HTMLElementEventMap {
    'dpsc-change': DpscChangeEvent;
  }
}

// JSX for React 19 (`react-jsx`): the tag with its props, ref and children. Nothing here needs
// React's own types, so a project without React compiles this as well.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'dp-scaling-calculator': DpScalingCalculatorProps & {
        ref?: { current: DpScalingCalculator | null } | ((element: DpScalingCalculator | null) => unknown) | null;
        id?: string;
        class?: string;
        className?: string;
        slot?: string;
        hidden?: boolean;
        style?: Record<string, string | number | undefined>;
        children?: unknown;
      };
    }
  }
}
