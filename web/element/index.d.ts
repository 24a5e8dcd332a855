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
 * open, by their ids, space-separated: the element reference lists them) and the boolean `sync-url`, which
 * keeps every input and the open panels in the URL fragment (`#d=64&v=2000&e=90&lang=de`).
 *
 * Theming: `--dpsc-background`, `--dpsc-color`, `--dpsc-muted`, `--dpsc-accent`, `--dpsc-border`,
 * `--dpsc-surface`, `--dpsc-error`, `--dpsc-estimate`, `--dpsc-font-family` (default: the
 * page's), `--dpsc-font-size`, `--dpsc-radius`; `::part(root)`.
 */
export class DpScalingCalculator extends HTMLElement {
  /**
   * Number of devices (GPUs or other accelerators) training in data parallel: a whole number from 1 to
   * 10 000 000.
   *
   * @group Inputs of the first screen
   */
  get devices(): number;
  set devices(value: number | null);
  /**
   * Throughput of one device training alone, in the unit shown (`unit`; samples/s by default): > 0 and ≤ 1e15.
   *
   * @group Inputs of the first screen
   */
  get throughput(): number;
  set throughput(value: number | null);
  /**
   * Scaling efficiency E in percent: the share of the ideal throughput the cluster delivers, > 0 and ≤ 100.
   *
   * @group Inputs of the first screen
   */
  get efficiency(): number;
  set efficiency(value: number | null);
  // Written by scripts/build/panels.mjs from web/panels/*/panel.js (npm run build): edit the descriptors.
  /**
   * A cluster throughput you measured at `devices`, in the unit shown: the efficiency it implies is shown.
   * Optional; at most the ideal throughput.
   *
   * @group What if
   */
  get measured(): number | null;
  set measured(value: number | null);
  /**
   * A cluster throughput to reach, in the unit shown: the fewest devices that reach it at this efficiency are
   * shown. Optional, > 0.
   *
   * @group What if
   */
  get targetThroughput(): number | null;
  set targetThroughput(value: number | null);
  /**
   * A speedup over one device to reach: the fewest devices that reach it are shown. Optional, > 0.
   *
   * @group What if
   */
  get targetSpeedup(): number | null;
  set targetSpeedup(value: number | null);
  /**
   * Samples in one pass over the data (one epoch), for the training time: > 0 and ≤ 1e18. Optional; without it,
   * no time or cost.
   *
   * @group Time and cost
   */
  get samples(): number | null;
  set samples(value: number | null);
  /**
   * Passes over the data, > 0 and ≤ 1e6, fractions allowed. Optional; empty means 1.
   *
   * @group Time and cost
   */
  get epochs(): number | null;
  set epochs(value: number | null);
  /**
   * Price of one device for one hour, in `currency`, ≥ 0, for the cost on one device and on the cluster.
   * Optional.
   *
   * @group Time and cost
   */
  get price(): number | null;
  set price(value: number | null);
  /**
   * The model's parameters, embeddings included: 1 to 1e15 (a count such as `70B` is typed `70000000000`). A
   * model preset fills it.
   *
   * @group Estimator: model and batch
   */
  get parameters(): number;
  set parameters(value: number | null);
  /**
   * The micro-batch: samples (a sequence, for a language model) one device holds at once, a whole number ≥ 1.
   * The global batch shows once a batch or a global batch is given.
   *
   * @group Estimator: model and batch
   */
  get batch(): number;
  set batch(value: number | null);
  /**
   * The global batch: samples of one optimizer step at `devices`, a whole number. Each replica runs globalBatch
   * / (batch × replicas) micro-batches, which must be a whole number. Optional; empty: one micro-batch a
   * replica.
   *
   * @group Estimator: model and batch
   */
  get globalBatch(): number | null;
  set globalBatch(value: number | null);
  /**
   * Devices in one node (one server), a whole number from 1 to 10 000. More devices than one node need
   * `inter-bandwidth`.
   *
   * @group Estimator: devices and links
   */
  get perNode(): number;
  set perNode(value: number | null);
  /**
   * Bandwidth inside a node, in GB/s per device and direction (NVLink 3: 300): > 0 and ≤ 1e6. A link preset
   * fills it.
   *
   * @group Estimator: devices and links
   */
  get intraBandwidth(): number;
  set intraBandwidth(value: number | null);
  /**
   * Network bandwidth between nodes, in Gbit/s per node (InfiniBand HDR: 200): > 0 and ≤ 1e7. Empty for a
   * single node. A network preset fills it.
   *
   * @group Estimator: devices and links
   */
  get interBandwidth(): number | null;
  set interBandwidth(value: number | null);
  /**
   * The fraction of a link's rate the all-reduce achieves, 0.01 to 1. Optional; empty: a default per link.
   *
   * @group Estimator: devices and links
   */
  get linkEfficiency(): number | null;
  set linkEfficiency(value: number | null);
  /**
   * The most of the all-reduce that hides behind the backward pass, 0 to 1 (0 for a framework that does not
   * overlap). Optional; empty: the estimator's default.
   *
   * @group Estimator: devices and links
   */
  get overlap(): number | null;
  set overlap(value: number | null);
  /**
   * Latency of one ring step, in microseconds, 0 to 1e6. Optional; empty: a default per link and transport.
   *
   * @group Estimator: devices and links
   */
  get latency(): number | null;
  set latency(value: number | null);
  /**
   * Memory of one device, in GB (1e9 bytes): > 0 and ≤ 1e6. An accelerator preset fills it.
   *
   * @group Estimator: memory
   */
  get memory(): number;
  set memory(value: number | null);
  /**
   * The device's memory bandwidth, in GB/s, 1 to 1e6: the optimizer step's overhead per GB of gradients scales
   * with it. An accelerator preset fills it.
   *
   * @group Estimator: devices and links
   */
  get memoryBandwidth(): number | null;
  set memoryBandwidth(value: number | null);
  /**
   * HSDP (`sharding="hybrid"`): devices that share one copy of the model, a whole number of nodes. Optional;
   * empty: one node.
   *
   * @group Estimator: memory
   */
  get shardGroup(): number | null;
  set shardGroup(value: number | null);
  /**
   * Tokens in one sample, the sequence length: 1 to 1e8. Needed with `throughput-unit="tokens"`; a model preset
   * fills it.
   *
   * @group Estimator: FLOPs
   */
  get tokensPerSample(): number | null;
  set tokensPerSample(value: number | null);
  /**
   * The training FLOPs (forward and backward) of one sample, 1 to 1e30, for a model that is no transformer,
   * instead of `layers` and `hidden-size`. Optional.
   *
   * @group Estimator: FLOPs
   */
  get flopsPerSample(): number | null;
  set flopsPerSample(value: number | null);
  /**
   * The transformer's layers, 1 to 1e4, for its FLOPs and activations (with `hidden-size`, or neither).
   * Optional; a model preset fills it.
   *
   * @group Estimator: FLOPs
   */
  get layers(): number | null;
  set layers(value: number | null);
  /**
   * The transformer's hidden size, 1 to 1e7, for its FLOPs and activations (with `layers`, or neither).
   * Optional; a model preset fills it.
   *
   * @group Estimator: FLOPs
   */
  get hiddenSize(): number | null;
  set hiddenSize(value: number | null);
  /**
   * A mixture of experts: the parameters one token uses, at most `parameters`; they replace it in the FLOPs.
   * Optional; a model preset fills it.
   *
   * @group Estimator: FLOPs
   */
  get activeParameters(): number | null;
  set activeParameters(value: number | null);
  /**
   * The device's dense peak in the compute precision, in TFLOP/s, > 0 and ≤ 1e6: with it, a throughput above
   * the peak is an error. An accelerator preset fills it.
   *
   * @group Estimator: FLOPs
   */
  get peakTflops(): number | null;
  set peakTflops(value: number | null);
  /**
   * Model FLOPs utilization in percent, > 0 and ≤ 100, for the throughput it gives at the peak. Optional;
   * empty: 40.
   *
   * @group Estimator: FLOPs
   */
  get mfu(): number | null;
  set mfu(value: number | null);
  /**
   * Activation memory of one sample, in GB: counted with the micro-batch, and used instead of the estimate from
   * the layers, hidden size and sequence length. Optional.
   *
   * @group Estimator: memory
   */
  get activationMemory(): number | null;
  set activationMemory(value: number | null);
  /**
   * The transformer's attention heads, 1 to 1e5, for its activations when nothing is recomputed. Optional; a
   * model preset fills it.
   *
   * @group Estimator: memory
   */
  get attentionHeads(): number | null;
  set attentionHeads(value: number | null);
  /**
   * A language model's vocabulary, 1 to 1e8, for the logits its memory counts. Optional; a model preset fills
   * it.
   *
   * @group Estimator: memory
   */
  get vocabularySize(): number | null;
  set vocabularySize(value: number | null);
  /**
   * An efficiency you measured on this setup, in percent (> 0 and ≤ 100), at `cal-devices1` devices: the
   * estimate is fitted to pass through it. Optional.
   *
   * @group Estimator: calibration
   */
  get calEfficiency1(): number | null;
  set calEfficiency1(value: number | null);
  /**
   * The device count of the first measured point, a whole number ≥ 2. Optional.
   *
   * @group Estimator: calibration
   */
  get calDevices1(): number | null;
  set calDevices1(value: number | null);
  /**
   * A second measured efficiency, in percent (> 0 and ≤ 100): with two points the fit is least squares.
   * Optional.
   *
   * @group Estimator: calibration
   */
  get calEfficiency2(): number | null;
  set calEfficiency2(value: number | null);
  /**
   * The device count of the second measured point, a whole number ≥ 2. Optional.
   *
   * @group Estimator: calibration
   */
  get calDevices2(): number | null;
  set calDevices2(value: number | null);
  /**
   * The device count the measured efficiencies are relative to ("93 % at 64, relative to 8"), below every
   * point's count. Optional; empty: one device alone.
   *
   * @group Estimator: calibration
   */
  get calBaseline(): number | null;
  set calBaseline(value: number | null);
  /**
   * Tensor parallel size: devices one layer is split over, 1 to 1e4. A replica is tensor × pipeline devices,
   * and `devices` must be a whole number of replicas. Optional; empty: 1.
   *
   * @group Estimator: parallel layout
   */
  get tensorParallel(): number | null;
  set tensorParallel(value: number | null);
  /**
   * Pipeline parallel size: the stages of one replica, 1 to 1e4. Optional; empty: 1.
   *
   * @group Estimator: parallel layout
   */
  get pipelineParallel(): number | null;
  set pipelineParallel(value: number | null);
  /**
   * Interleaved pipeline stages each device holds, 1 to 1000: the bubble shrinks by this factor. Optional;
   * empty: 1.
   *
   * @group Estimator: parallel layout
   */
  get interleavedStages(): number | null;
  set interleavedStages(value: number | null);
  /**
   * What throughputs count: `samples` (the default) or `tokens`, which needs `tokens-per-sample`. The batch
   * counts samples either way.
   *
   * @group Estimator: FLOPs
   */
  throughputUnit: string;
  /**
   * The accelerator preset, an id from the list below: it fills in the device's memory, memory bandwidth and
   * peak; a device sold in a system (`gb200-nvl72`) also sets its link, network and devices per node, unless
   * given. `''` is custom.
   *
   * @group Estimator: devices and links
   */
  accelerator: string;
  /**
   * The link inside a node, an id from the list below: it fills in `intra-bandwidth`. `''` is custom.
   *
   * @group Estimator: devices and links
   */
  intraLink: string;
  /**
   * The network between nodes, an id from the list below: it fills in `inter-bandwidth` and `transport`. `none`
   * is a single node; `''` is custom.
   *
   * @group Estimator: devices and links
   */
  network: string;
  /**
   * Bytes per gradient value in the all-reduce: `4` (FP32) or `2` (BF16 or FP16).
   *
   * @group Estimator: model and batch
   */
  precision: string;
  /**
   * The precision the accelerator's peak is taken in: `fp32`, `tf32`, `bf16` (the default) or `fp8`, which also
   * adds FP8's amax reductions to the step.
   *
   * @group Estimator: FLOPs
   */
  computePrecision: string;
  /**
   * The protocol between nodes: `rdma` (InfiniBand, RoCE) or `tcp`. A network preset sets it.
   *
   * @group Estimator: devices and links
   */
  transport: string;
  /**
   * The optimizer and its precision, which set the bytes of model state per parameter (mixed-precision Adam: 2
   * + 2 + 12).
   *
   * @group Estimator: memory
   */
  optimizer: string;
  /**
   * The model preset, a name from the list below: it fills in the parameters, layers, hidden size, heads,
   * sequence length and vocabulary. A language model also sets the job its source trained it with, except what
   * was given: tokens, BF16 gradients, micro-batch 1, a global batch of about 4 M tokens a step, ZeRO-3 and its
   * recomputation. `''` is custom.
   *
   * @group Estimator: model and batch
   */
  modelPreset: string;
  /**
   * How data parallelism places the model states: `none` (DDP), `zero1`, `zero2`, `zero3` (FSDP) or `hybrid`
   * (HSDP).
   *
   * @group Estimator: memory
   */
  sharding: string;
  /**
   * What the activations keep: `none` (everything), `selective` (the default; FlashAttention) or `full` (each
   * layer's input only).
   *
   * @group Estimator: memory
   */
  recomputation: string;
  /**
   * What the global batch does as replicas are added, in the chart and the devices for a target: `weak` (the
   * default: each replica keeps its micro-batches) or `strong` (the global batch stays). At `devices` the two
   * are one step.
   *
   * @group Estimator: model and batch
   */
  batchScaling: string;
  // End of the panels' inputs.
  /**
   * The unit shown after throughputs, any text (`images/s`). Empty: "samples/s", or "tokens/s" with
   * `throughput-unit="tokens"`, in the element's language.
   *
   * @group Display
   */
  unit: string;
  /**
   * The ISO 4217 code the cost figures are in: `USD` (the default), `EUR`, `JPY`…
   *
   * @group Display
   */
  currency: string;
  /**
   * `auto` (the default) is light or dark like the page behind the element; `light` and `dark` hold whatever the
   * page does.
   *
   * @group Display
   */
  theme: DpscTheme;
  /**
   * `full` (the default), or `compact`: the inputs, the results and the open panels, with a button to the full
   * calculator.
   *
   * @group Display
   */
  view: DpscView;
  /**
   * The current result (ideal and actual throughput, speedup, throughput lost), or null while an input is
   * invalid or the core is loading.
   *
   * @group Results
   */
  readonly result: ScalingResult | null;
  /**
   * Resolves with the result once the core has loaded (and the estimator's code, when the element
   * starts with its panel open or a select attribute: a preset fills in its fields with it);
   * rejects when the core cannot load.
   *
   * @group Results
   */
  readonly ready: Promise<ScalingResult | null>;
  /**
   * Attribute and property writes are applied together at the end of the task that made them;
   * this resolves once they are, with the result (`result` read in the same task is the one
   * before the writes).
   *
   * @group Results
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
  /**
   * The language: `en`, `de`, `pt` or `it`. Empty: the page's `lang`, then English. The `lang` property every HTML
   * element has sets it too.
   *
   * @group Display
   */
  lang?: string;
  /**
   * The panels that start open, by their ids, space-separated (`open="what-if estimator"`); the element reference lists every id.
   *
   * @group Display
   */
  open?: string;
  /**
   * Present: every input and the open panels are kept in the URL fragment (`#d=64&v=2000&e=90&lang=de`) and read
   * back on load. Use it on one element a page.
   *
   * @group Display
   */
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
