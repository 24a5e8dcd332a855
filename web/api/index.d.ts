// The entry, loadCalculator, and the Calculator it resolves to come first, then the inputs and
// results of its methods: the API page is generated from this file in this order.

/**
 * Instantiates the WebAssembly core once (both of its modules: the first results' and the
 * panels'), with the English messages of every code; later calls resolve to the same object,
 * with every method ready.
 *
 * @group Loading
 *
 * @example
 * ```js
 * import { loadCalculator, CalculatorInputError } from 'dp-scaling-calculator';
 *
 * const calc = await loadCalculator();
 * ```
 */
export function loadCalculator(): Promise<Calculator>;

/**
 * What {@link loadCalculator} resolves to: the core's operations as methods, each ready.
 *
 * @group Loading
 */
export interface Calculator {
  /**
   * The ideal and actual throughput of `devices` devices at an efficiency, the speedup over one device and the
   * throughput lost. Throws {@link CalculatorInputError} when the input is invalid.
   *
   * @group Compute
   *
   * @example
   * ```js
   * calc.compute({ devices: 64, throughputPerDevice: 2000, efficiencyPercent: 90 });
   * // → { idealThroughput: 128000, actualThroughput: 115200, speedup: 57.6, lostThroughput: 12800 }
   * ```
   */
  compute(input: ScalingInput): ScalingResult;
  /**
   * Every issue with the input; an empty list when it is valid. Never throws.
   *
   * @group Compute
   *
   * @example
   * ```js
   * calc.validate({ devices: 64.5, throughputPerDevice: 2000, efficiencyPercent: 150 });
   * // → [ { field: 'devices', code: 'not_integer', message: 'Enter a whole number.' },
   * //     { field: 'efficiencyPercent', code: 'above_maximum', message: 'Enter at most 100.', limit: 100 } ]
   * ```
   */
  validate(input: unknown): InputIssue[];
  /**
   * Parses what a person typed, with the separators of `locale`
   * (German "2.000" is 2000, "0,9" is 0.9). Defaults to English.
   *
   * @group Compute
   *
   * @example
   * ```js
   * calc.parseNumber('2.000', 'de'); // → { value: 2000 }
   * calc.parseNumber('0.9', 'de');   // → { code: 'misplaced_separator' }
   * calc.parseNumber('90 %', 'en', { percent: true }); // → { value: 90 }
   * calc.parseNumber('15T', 'en', { magnitude: true }); // → { value: 15000000000000 }
   * calc.parseNumber('1,5 Mio.', 'de', { magnitude: true }); // → { value: 1500000 }
   * ```
   */
  parseNumber(text: string, locale?: string, options?: ParseOptions): ParsedNumber;
  /**
   * Evaluates many scenarios in one call. Each input is a number (the same for every row) or an
   * array-like (a Float64Array is fastest); arrays must have equal lengths. Throws
   * {@link CalculatorInputError} for the first invalid row, with its `index`. Pass `into` to fill
   * your own Float64Arrays (at least as long as the sweep; any of the result's columns, `devices`
   * too) instead of new ones: repeated sweeps into the same arrays allocate nothing.
   *
   * @group Compute
   *
   * @example
   * ```js
   * calc.sweep({ devices: [1, 8, 64], throughputPerDevice: 2000, efficiencyPercent: 90 });
   * // → { devices: [1, 8, 64], actualThroughput: [1800, 14400, 115200], speedup: [0.9, 7.2, 57.6] }
   * // A slider that sweeps again and again fills its own arrays, and allocates nothing:
   * const into = { devices: new Float64Array(48), speedup: new Float64Array(48) };
   * calc.sweep({ devices: calc.deviceSteps(512), throughputPerDevice: 2000, efficiencyPercent: 90 }, into);
   * ```
   */
  sweep(input: SweepInput, into?: Partial<SweepResult>): SweepResult;
  /**
   * Up to `points` (default 48) whole device counts from 1 to `maxDevices`, log-spaced, ascending.
   *
   * @group Compute
   *
   * @example
   * ```js
   * calc.deviceSteps(512, 8); // → [1, 2, 6, 14, 35, 86, 210, 512]
   * ```
   */
  deviceSteps(maxDevices: number, points?: number): Float64Array;
  /**
   * The efficiency a measured cluster throughput implies. Throws when it exceeds the ideal.
   *
   * @group Compute
   *
   * @example
   * ```js
   * calc.impliedEfficiency({ devices: 64, throughputPerDevice: 2000, measuredThroughput: 100000 });
   * // → { efficiencyPercent: 78.125, speedup: 50 }   (a measurement above the ideal: exceeds_ideal)
   * ```
   */
  impliedEfficiency(input: ImpliedEfficiencyInput): ImpliedEfficiency;
  /**
   * The smallest whole number of devices that reaches the target of `mode`.
   *
   * @group Compute
   *
   * @example
   * ```js
   * calc.devicesForTarget({ mode: 'throughput', throughputPerDevice: 2000, efficiencyPercent: 90, targetThroughput: 200000 });
   * // → { devices: 112, speedup: 100.8, actualThroughput: 201600 }
   * calc.devicesForTarget({ mode: 'speedup', efficiencyPercent: 90, targetSpeedup: 100 });
   * // → { devices: 112, speedup: 100.8 }   (more than 10 000 000 devices: unreachable)
   * ```
   */
  devicesForTarget(input: DevicesForTargetInput): DevicesNeeded;
  /**
   * Wall-clock time on one device and on the cluster, and the cost when a price is given.
   *
   * @group Time and cost
   *
   * @example
   * ```js
   * // ImageNet-1k (1.28 M images) for 90 epochs, the classic ResNet-50 recipe, at $2.50 a device-hour:
   * calc.timeAndCost({ devices: 64, throughputPerDevice: 2000, efficiencyPercent: 90,
   *                    datasetSamples: 1.28e6, epochs: 90, pricePerDeviceHour: 2.5 });
   * // → { samples: 115200000, singleDeviceSeconds: 57600, clusterSeconds: 1000,
   * //     singleDeviceCost: 40, clusterCost: 44.44…, costRatio: 1.11… }
   * ```
   */
  timeAndCost(input: TimeAndCostInput): TimeAndCost;
  /**
   * The scaling efficiency estimated from hardware, model and batch (ring all-reduce, α–β model).
   *
   * @group Estimate
   *
   * @example
   * ```js
   * // ResNet-50 in mixed precision on two nodes of 8 A100s, 200 Gbit/s RDMA between them.
   * const resnet50Job = {
   *   throughputPerDevice: 2500, parameters: 25.6e6, flopsPerSample: 12.3e9, bytesPerGradient: 2,
   *   batchPerDevice: 256, gradientAccumulation: 1, devicesPerNode: 8, intraNodeBandwidthGBps: 300,
   *   interNodeBandwidthGbps: 200, transport: 'rdma',
   * };
   * calc.estimateEfficiency({ ...resnet50Job, devices: 16 });
   * // → { efficiencyPercent: 92.00…, uncertaintyPercent: 6.34…, nodes: 2, globalBatch: 4096, … }
   * ```
   */
  estimateEfficiency(input: EstimatorInput): Estimate;
  /**
   * The estimate for every count of `devices`: the job's step held as `batchScaling` says (the input's own
   * `devices`, where the step is set, may be left out unless `globalBatch` or strong scaling read it there).
   * Throws for the first count the input cannot take, with its `index`.
   *
   * @group Estimate
   *
   * @example
   * ```js
   * calc.estimateSweep(resnet50Job, [8, 16, 64]);
   * // → { devices: [8, 16, 64], nodes: [1, 2, 8], globalBatch: [2048, 4096, 16384], … }
   * ```
   */
  estimateSweep(input: Omit<EstimatorInput, 'devices'> & { devices?: number }, devices: Column): EstimateSweep;
  /**
   * The layout advisor: for a language model's job without its layout, the layouts that fit in a device's
   * memory, best first by the cluster's estimated tokens/s (at most 10). It searches the sharding (none,
   * ZeRO-1/2/3, hybrid in groups of one, two or four nodes), tensor parallel sizes that divide a node,
   * pipeline parallel sizes that divide the layers, the micro-batch (each replica then runs a whole number
   * of them to make `globalBatch`) and the recomputation; what tensor parallelism, a pipeline and
   * recomputation cost a device is taken off the compute one device reaches alone. When no layout fits, the
   * ones that need the least memory, with `fits` false.
   *
   * @group Estimate
   *
   * @example
   * ```js
   * calc.bestLayouts({
   *   devices: 512, parameters: 70553706496, layers: 80, hiddenSize: 8192, attentionHeads: 64,
   *   vocabularySize: 128256, tokensPerSample: 8192, globalBatch: 512, deviceMemoryGB: 80, bytesPerGradient: 2, devicesPerNode: 8,
   *   intraNodeBandwidthGBps: 450, interNodeBandwidthGbps: 3200, mfuPercent: 40, peakTflops: 989.5,
   *   memoryBandwidthGBps: 3350,
   * })[0];
   * // → { sharding: 'zero1', tensorParallel: 8, pipelineParallel: 1, batchPerDevice: 1, gradientAccumulation: 8,
   * //     recomputation: 'selective', efficiencyPercent: 92.0…, fits: true, … }
   * ```
   */
  bestLayouts(input: LayoutInput): Layout[];
  /**
   * The fewest devices whose estimated actual throughput (or speedup) reaches the target of `mode`,
   * with the efficiency estimated at each count, E(d), calibration included, instead of one constant:
   * any count inside one node, whole nodes past it (hybrid: whole shard groups). `unreachable` on the target's field when
   * no count up to `limits.maxDevices` reaches it.
   *
   * @group Estimate
   *
   * @example
   * ```js
   * calc.estimatedDevicesForTarget({ ...resnet50Job, mode: 'throughput', targetThroughput: 150000 });
   * // → { devices: 72, efficiencyPercent: 91.35…, actualThroughput: 164445.2… }
   * ```
   */
  estimatedDevicesForTarget(input: EstimatedDevicesForTargetInput): EstimatedDevicesNeeded;
  /**
   * Memory per device under a sharding, after the ZeRO paper's analysis (SC 2020, section 5), with a
   * transformer's activations, logits and working buffers, and the workspace every device keeps.
   *
   * @group Memory and FLOPs
   *
   * @example
   * ```js
   * calc.memoryCheck({ parameters: 8e9, weightBytes: 2, gradientBytes: 2, optimizerBytes: 12,
   *                    deviceMemoryGB: 80, devices: 64, sharding: 'zero3' });
   * // → { requiredBytes: 4e9, availableBytes: 80e9, fits: true, weightsBytes: 0.25e9, workspaceBytes: 2e9, … }
   * ```
   */
  memoryCheck(input: MemoryInput): MemoryCheck;
  /**
   * The first sharding, in the order none, zero1, zero2, hybrid (when the devices fill two or more
   * whole nodes), zero3, that fits on `devices`; `sharding` is absent when none fits, and
   * `requiredBytes` is then the need under zero3.
   *
   * @group Memory and FLOPs
   *
   * @example
   * ```js
   * calc.smallestSharding({ parameters: 70e9, weightBytes: 2, gradientBytes: 2, optimizerBytes: 12,
   *                         deviceMemoryGB: 80, devices: 64 });
   * // → { sharding: 'zero3', requiredBytes: 19.5e9, fits: true }
   * ```
   */
  smallestSharding(input: MemoryModel & { devices: number }): { sharding?: Sharding; requiredBytes: number; fits: boolean };
  /**
   * The fewest devices with which `sharding` fits (exact: with one fewer it does not; `hybrid`: two
   * nodes). Throws `unreachable` on `deviceMemoryGB` when no count up to `limits.maxDevices` fits.
   *
   * @group Memory and FLOPs
   *
   * @example
   * ```js
   * calc.devicesForMemory({ parameters: 70e9, weightBytes: 2, gradientBytes: 2, optimizerBytes: 12,
   *                         deviceMemoryGB: 80, sharding: 'zero3' });
   * // → { devices: 15, requiredBytes: 76666666666.66… }
   * ```
   */
  devicesForMemory(input: MemoryModel & { sharding?: Sharding }): { devices: number; requiredBytes: number };
  /**
   * What one device processes per second at an MFU of its peak, from the model's training FLOPs.
   *
   * @group Memory and FLOPs
   *
   * @example
   * ```js
   * // Llama 3 8B at 8192 tokens a sequence, on an H100 SXM (989.5 dense BF16 TFLOP/s), at 40 % MFU:
   * calc.throughputFromFlops({ parameters: 8030261248, layers: 32, hiddenSize: 4096, tokensPerSample: 8192,
   *                            peakTflops: 989.5, mfuPercent: 40 });
   * // → { flopsPerToken: 61066469376, tokensPerSecond: 6481.4… }
   * ```
   */
  throughputFromFlops(input: ThroughputFromFlopsInput): FlopsThroughput;
  /**
   * The MFU a measured throughput of one device implies. Throws `above_peak` on
   * `throughputPerDevice` when it needs more FLOP/s than the peak (`limit`: the throughput at the peak).
   *
   * @group Memory and FLOPs
   *
   * @example
   * ```js
   * calc.impliedMfu({ parameters: 8030261248, layers: 32, hiddenSize: 4096, tokensPerSample: 8192,
   *                   peakTflops: 989.5, throughputPerDevice: 6480, throughputUnit: 'tokens' });
   * // → { mfuPercent: 39.99…, flopsPerSecond: 395710721556480 }
   * ```
   */
  impliedMfu(input: ImpliedMfuInput): ImpliedMfu;
  /**
   * The bounds the core enforces.
   *
   * @group Issues and types
   */
  readonly limits: Readonly<{ maxDevices: number; maxThroughput: number }>;
  /**
   * The estimator's defaults, used where an override is left out.
   *
   * @group Estimate
   */
  readonly estimatorDefaults: Readonly<{
    intraLinkEfficiency: number;
    rdmaLinkEfficiency: number;
    tcpLinkEfficiency: number;
    overlapFraction: number;
    overlapWindow: number;
    stepOverheadMilliseconds: number;
    overheadMillisecondsPerGB: number;
    /** σ: spread of a node's step time, % of the compute; a step waits t_n = σ·t_c·√(2 ln m) for the slowest of the m nodes of its data-parallel group. Fitted. */
    stragglerPercent: number;
    /** The memory bandwidth at which overheadMillisecondsPerGB holds, GB/s. */
    referenceMemoryBandwidthGBps: number;
    bucketSizeMB: number;
    /** ZeRO-1/2's buckets, in parameters (DeepSpeed's reduce_bucket_size). */
    zeroBucketParameters: number;
    intraLatencyMicroseconds: number;
    rdmaLatencyMicroseconds: number;
    tcpLatencyMicroseconds: number;
    /**
     * The band: ε = uncertaintyBase + uncertaintySlope × (100 − E) (or the calibrated pair once calibrated) +
     * uncertaintyPerNodeDoubling × log2(nodes) + uncertaintyPerOutsideDoubling × the doublings outside the checked ranges.
     */
    uncertaintyBase: number;
    uncertaintySlope: number;
    calibratedUncertaintyBase: number;
    calibratedUncertaintySlope: number;
    uncertaintyPerNodeDoubling: number;
    uncertaintyPerOutsideDoubling: number;
    /** The share of the cross-validated errors the band holds. */
    uncertaintyCoverage: number;
    /** A calibration scale above this puts a point out of reach (unreachable_point). */
    maxLossScale: number;
    /** The most devices of the published runs the estimate was checked on (src/core/validated_ranges.hpp); past it the band widens. */
    checkedDevices: number;
  }>;
  /**
   * Every code an issue can carry.
   *
   * @group Issues and types
   */
  readonly codes: readonly IssueCode[];
  /**
   * What the core offers, by name: each operation's inputs and outputs.
   *
   * @group Issues and types
   */
  readonly operations: Readonly<Record<string, Operation>>;
  /**
   * Resolves with this calculator once the core's second module, the panels', is in (the
   * estimator, calibration, memory, sharding and FLOPs methods, `estimatorDefaults`, and
   * `impliedEfficiency`, `devicesForTarget` and `timeAndCost`). {@link loadCalculator} has
   * already waited for it, so after it this resolves at once; the element uses it to fetch that
   * module only when a panel wants it. `'estimator'` is the part's older name, and still works.
   *
   * @group Loading
   */
  ready(part: 'panels' | 'estimator'): Promise<Calculator>;
}

/**
 * Inputs of the scaling model.
 *
 * @group Compute
 */
export interface ScalingInput {
  /** Number of devices, a whole number from 1 to 10 000 000. */
  devices: number;
  /** Throughput of one device alone (samples/s or any unit), > 0 and ≤ 1e15. */
  throughputPerDevice: number;
  /** Scaling efficiency in percent, > 0 and ≤ 100. */
  efficiencyPercent: number;
}

/**
 * Results of the scaling model, in the unit of `throughputPerDevice`.
 *
 * @group Compute
 */
export interface ScalingResult {
  /** I = d · v */
  idealThroughput: number;
  /** A = I · E */
  actualThroughput: number;
  /** S = d · E, relative to one device */
  speedup: number;
  /** Δ = I − A */
  lostThroughput: number;
}

/**
 * Stable, language-independent: the API reference's "Inputs and issues" says what each means.
 *
 * @group Issues and types
 */
export type IssueCode =
  | 'empty'
  | 'not_a_number'
  | 'misplaced_separator'
  | 'out_of_range'
  | 'not_finite'
  | 'not_integer'
  | 'must_be_positive'
  | 'below_minimum'
  | 'above_maximum'
  | 'exceeds_ideal'
  | 'unreachable'
  | 'unknown_option'
  | 'length_mismatch'
  | 'needs_network'
  | 'missing_input'
  | 'conflicting_inputs'
  | 'whole_nodes'
  | 'partial_node'
  | 'too_many'
  | 'duplicate_devices'
  | 'unreachable_point'
  | 'efficiency_or_throughput'
  | 'above_peak'
  | 'flops_or_architecture'
  /** The last issue of a list that holds no more: more were found, and dropped. */
  | 'truncated'
  | 'whole_replicas'
  | 'whole_micro_batches'
  | 'batch_or_accumulation'
  | 'micro_batch_per_replica'
  | 'above_baseline';

/**
 * One problem with one input field.
 *
 * @group Issues and types
 */
export interface InputIssue {
  /** The input property at fault, e.g. `"devices"`. */
  field: string;
  /** Stable, language-independent code. */
  code: IssueCode;
  /** An English sentence; translate by `code` for other languages. */
  message: string;
  /** The bound that was crossed, when there is one. */
  limit?: number;
  /**
   * For an item of a list input (a calibration point): its place in the list. For `sweep` and
   * `estimateSweep`: otherwise the row of the first invalid scenario.
   */
  index?: number;
}

/**
 * Thrown by the computing functions when their input is invalid.
 *
 * @hideconstructor
 *
 * @group Issues and types
 */
export class CalculatorInputError extends Error {
  readonly name: 'CalculatorInputError';
  /** Every issue with the input: what {@link Calculator.validate} returns for it. */
  readonly issues: InputIssue[];
}

/**
 * What {@link Calculator.parseNumber} returns: the number read, or the code of what is wrong with the text.
 *
 * @group Compute
 */
export type ParsedNumber = { value: number; code?: undefined } | { code: IssueCode; value?: undefined };

/**
 * What {@link Calculator.parseNumber} accepts beyond a plain number.
 *
 * @group Compute
 */
export interface ParseOptions {
  /** Accept a trailing percent sign, as in "90 %". */
  percent?: boolean;
  /**
   * Accept a count's word for its magnitude: K, M, B and T in every locale ("70B", "15T"), and the locale's
   * own as `Intl` writes compact numbers ("4 Mio." in German, "70 bi" in Portuguese).
   */
  magnitude?: boolean;
}

/**
 * A column of scenarios: one number for every row, or one per row.
 *
 * @group Compute
 */
export type Column = number | ArrayLike<number>;

/**
 * The inputs of {@link Calculator.sweep}: a column for each input of {@link ScalingInput}.
 *
 * @group Compute
 */
export interface SweepInput {
  devices: Column;
  throughputPerDevice: Column;
  efficiencyPercent: Column;
}

/**
 * One value per scenario, as typed arrays of equal length.
 *
 * @group Compute
 */
export interface SweepResult {
  devices: Float64Array;
  idealThroughput: Float64Array;
  actualThroughput: Float64Array;
  speedup: Float64Array;
  lostThroughput: Float64Array;
}

/**
 * The inputs of {@link Calculator.impliedEfficiency}: a throughput the cluster was measured to deliver.
 *
 * @group Compute
 */
export interface ImpliedEfficiencyInput {
  devices: number;
  throughputPerDevice: number;
  /** What the cluster was measured to deliver; at most devices × throughputPerDevice. */
  measuredThroughput: number;
}

/**
 * The efficiency in percent that a measured throughput implies, and its speedup over one device.
 *
 * @group Compute
 */
export interface ImpliedEfficiency {
  efficiencyPercent: number;
  speedup: number;
}

/**
 * `mode` says which target to reach; that target is required, and `throughputPerDevice` too for a throughput target.
 *
 * @group Compute
 */
export type DevicesForTargetInput =
  | { mode: 'throughput'; efficiencyPercent: number; throughputPerDevice: number; targetThroughput: number }
  | { mode: 'speedup'; efficiencyPercent: number; targetSpeedup: number; throughputPerDevice?: number };

/**
 * The answer of {@link Calculator.devicesForTarget}.
 *
 * @group Compute
 */
export interface DevicesNeeded {
  /** The smallest whole number of devices that reaches the target. */
  devices: number;
  /** devices × efficiency */
  speedup: number;
  /** devices × throughputPerDevice × efficiency, when throughputPerDevice is known. */
  actualThroughput?: number;
}

/**
 * An estimate's input whose device count the search chooses: `devices`, the job's own, is read only where the
 * step's batch is set at it.
 *
 * @group Estimate
 */
export type EstimatedDevicesForTargetInput = Omit<EstimatorInput, 'devices'> & {
  /** The job's own count, where its step's batch is set: needed with `globalBatch` or strong scaling. */
  devices?: number;
} & (
    | { mode: 'throughput'; targetThroughput: number; targetSpeedup?: number }
    | { mode: 'speedup'; targetSpeedup: number; targetThroughput?: number }
  );

/**
 * The answer of {@link Calculator.estimatedDevicesForTarget}: the fewest devices, and the estimate there.
 *
 * @group Estimate
 */
export interface EstimatedDevicesNeeded {
  /** The fewest devices that reach the target: inside one node, or whole nodes (hybrid: whole shard groups). */
  devices: number;
  /** devices × E(devices) */
  speedup: number;
  /** devices × throughputPerDevice × E(devices), in `throughputUnit`. */
  actualThroughput: number;
  /** E(devices), the estimate there, and its band. */
  efficiencyPercent: number;
  uncertaintyPercent: number;
}

/**
 * The inputs of {@link Calculator.timeAndCost}: the scaling model's, the data to go through and a price.
 *
 * @group Time and cost
 */
export interface TimeAndCostInput extends ScalingInput {
  /** Samples in one pass over the data, > 0 and ≤ 1e18. */
  datasetSamples: number;
  /** Passes over the data, > 0 and ≤ 1e6; fractions allowed. */
  epochs: number;
  /** Price of one device for one hour, ≥ 0; leave out for no cost figures. */
  pricePerDeviceHour?: number;
}

/**
 * The time to go through the data on one device and on the cluster, in seconds, and what each costs in the price's currency.
 *
 * @group Time and cost
 */
export interface TimeAndCost {
  /** datasetSamples × epochs */
  samples: number;
  singleDeviceSeconds: number;
  clusterSeconds: number;
  /** Present when a price was given. */
  singleDeviceCost?: number;
  clusterCost?: number;
  /** clusterCost / singleDeviceCost = 1 / efficiency */
  costRatio?: number;
}

/**
 * The protocol between nodes: RDMA (InfiniBand, RoCE) or TCP.
 *
 * @group Estimate
 */
export type Transport = 'rdma' | 'tcp';

/**
 * The inputs of {@link Calculator.estimateEfficiency}: the model, its job, the devices and the links between them.
 *
 * @group Estimate
 */
export interface EstimatorInput {
  devices: number;
  /** Of one device alone, in `throughputUnit`; in samples/s at least 1e-9. */
  throughputPerDevice: number;
  parameters: number;
  /** 4 for FP32 gradients, 2 for BF16/FP16. */
  bytesPerGradient: number;
  /** Samples per micro-batch, a whole number ≥ 1. */
  batchPerDevice: number;
  /**
   * Micro-batches a replica runs per optimizer step at `devices`, a whole number ≥ 1; left out: 1, or what
   * `globalBatch` gives. It means the same under weak and strong scaling.
   */
  gradientAccumulation?: number;
  /**
   * The samples (sequences) of a step at `devices`, the batch a planner sets: each replica then runs
   * globalBatch / (batchPerDevice × replicas) micro-batches, a whole number (`whole_micro_batches`, or
   * `below_minimum`, with `limit` the multiple batchPerDevice × replicas). Give it or `gradientAccumulation`,
   * not both (`batch_or_accumulation`).
   */
  globalBatch?: number;
  devicesPerNode: number;
  /** Per device and direction, GB/s. */
  intraNodeBandwidthGBps: number;
  /** Per node, Gbit/s; leave out for a single node (more devices than one node then give `needs_network`). */
  interNodeBandwidthGbps?: number;
  /** Default 'rdma'. */
  transport?: Transport;
  /** Achievable fraction of a link's rate, 0.01–1; default per link (estimatorDefaults). */
  linkEfficiency?: number;
  /** The most of the all-reduce that hides behind the backward pass, 0–1 (o; 0 for frameworks that do not overlap). */
  overlapFraction?: number;
  /** Latency per ring step in µs, inside a node and across nodes alike (`networkLatencyMicroseconds` overrides the second). */
  latencyMicroseconds?: number;
  /** Latency per ring step that crosses to the next node, µs (α_net; default per transport, estimatorDefaults). */
  networkLatencyMicroseconds?: number;
  /** Gradients per all-reduce, MB: DDP's buckets (default 25), or ZeRO-1/2's (default 5e8 parameters); each pays its latency. */
  bucketSizeMB?: number;
  /** The device's memory bandwidth, GB/s (1–1e6): the per-GB overhead is c_G × referenceMemoryBandwidthGBps / this. */
  memoryBandwidthGBps?: number;
  /** Hybrid sharding: devices that share one copy of the model, a whole number of nodes; default one node. */
  shardGroupSize?: number;
  /** The share of the compute time during which the all-reduce can hide, 0–1 (w, the backward pass). */
  overlapWindow?: number;
  /** Overhead per optimizer step once there are two devices, ms, 0–1e6 (τ). */
  stepOverheadMilliseconds?: number;
  /**
   * Overhead per GB of gradients once there are two devices, ms, 0–1e6 (c_G), at the reference memory
   * bandwidth; paid where gradients go through buckets (none, zero1; zero2, zero3 and hybrid without `layers`).
   */
  overheadMillisecondsPerGB?: number;
  /**
   * What each step communicates; left out: `none` (an all-reduce in buckets). `zero1` and `zero2` are
   * a reduce-scatter in the backward pass and an all-gather after the step; with `layers`, `zero2`,
   * `zero3` and `hybrid` gather and reduce-scatter layer by layer as FSDP does, and `hybrid` also
   * all-reduces the shards across shard groups (two or more whole groups, else `whole_nodes`).
   * Without `layers` they fall back to one collective for the step (`collectivesPerStep` 1).
   */
  sharding?: Sharding;
  /**
   * Efficiencies measured on this hardware, model and batch: one point or up to 8. The estimate is
   * fitted to them (one point: the curve passes through it; two or more: least squares).
   */
  calibration?: CalibrationPoint | CalibrationPoint[];
  /** The same points as the core's list inputs (what `calibration` becomes), at most 8 items each. */
  calibrationDevices?: (number | null | undefined)[];
  calibrationEfficiencyPercent?: (number | null | undefined)[];
  calibrationThroughput?: (number | null | undefined)[];
  /**
   * The device count the points' efficiencies are relative to ("93 % at 64, relative to 8": the
   * curve keeps E(64) / E(8) = 0.93); a whole number below every point's count. Left out: one
   * device alone. Measured throughputs are always against `throughputPerDevice`. A point against
   * the baseline says nothing of what the baseline loses: E(baseline) stays the model's, and the
   * calibration scales only what a count loses beyond it.
   */
  calibrationBaselineDevices?: number;
  /**
   * What the throughputs (given and returned) count; left out: `samples`. With `tokens` the core
   * divides by `tokensPerSample` (needed, else `missing_input`): the same estimate as in samples.
   * The batch still counts samples (sequences).
   */
  throughputUnit?: ThroughputUnit;
  /** Tokens in one sample (the sequence length), 1 to 1e8. */
  tokensPerSample?: number;
  /**
   * The device's dense peak, TFLOP/s: with it, a throughput that needs more FLOP/s than the peak is
   * refused (`above_peak` on `throughputPerDevice`, `limit`: the throughput at the peak). The FLOPs
   * count `parameters` (or `activeParameters`) with `layers` and `hiddenSize`, or `flopsPerSample`.
   */
  peakTflops?: number;
  layers?: number;
  hiddenSize?: number;
  activeParameters?: number;
  flopsPerSample?: number;
  /**
   * A replica of `tensorParallel` × `pipelineParallel` devices (1 to 1e4 each; left out: 1, plain data
   * parallelism). `devices` must be a whole number of replicas (`whole_replicas`, `limit`: the replica's
   * size). `throughputPerDevice` is per device as one replica runs it, and E is relative to one replica:
   * the replica's own tensor and pipeline cost is inside that throughput. Each device holds 1/(t·p) of the
   * gradients; the data-parallel group of each rank has devicesPerNode/t members in a node, and a node's t
   * groups share its network. `batchPerDevice` is the replica's micro-batch, `gradientAccumulation` its
   * micro-batches a step.
   */
  tensorParallel?: number;
  pipelineParallel?: number;
  /** Interleaved pipeline stages a device holds, 1 to 1e3 (v_i): the bubble is (p − 1)/(v_i · k) of a step's compute, k the micro-batches. Left out: 1. */
  interleavedStages?: number;
  /**
   * What the step's batch, set at `devices`, does at other counts (a sweep, a target): `weak` (left out),
   * each replica keeps its micro-batches and the global batch grows with the replicas; `strong`, the
   * global batch stays, so at r replicas each runs M / r of its M micro-batches and, with pipeline stages,
   * the bubble grows from what one replica running all M had (where the throughput was measured); at
   * most M replicas (`micro_batch_per_replica` on `devices`).
   */
  batchScaling?: BatchScaling;
  /** σ, the spread of a node's step time in % of the compute: a step waits t_n = σ·t_c·√(2 ln m) for the slowest of the m nodes a data-parallel group spans (estimatorDefaults). */
  stragglerPercent?: number;
  /**
   * Who makes the accelerator, and what carries the network between nodes: the estimate says when no published
   * run used that family (`unseenAccelerator`, `unseenNetwork`). Left out: nothing is said.
   */
  acceleratorFamily?: AcceleratorFamily;
  networkFamily?: NetworkFamily;
  /**
   * The precision of the matrix multiplies (the element's `computePrecision`). `fp8` (Transformer Engine's delayed
   * scaling): every forward pass of each micro-batch and model chunk ends with an all-reduce of the amax over the
   * devices of its pipeline stage, whose latency is exposed (`communicationSeconds` and `exposedSeconds` count it).
   * The others have none. Left out: `bf16`. FP8's faster compute is the throughput given.
   */
  computePrecision?: ComputePrecision;
}

/**
 * Precisions of the matrix multiplies (see `EstimatorInput.computePrecision`).
 *
 * @group Estimate
 */
export type ComputePrecision = 'fp32' | 'tf32' | 'bf16' | 'fp8';

/**
 * Makers of accelerators (the published runs used NVIDIA's only).
 *
 * @group Estimate
 */
export type AcceleratorFamily = 'nvidia' | 'amd' | 'intel' | 'google' | 'aws';
/**
 * Networks between nodes: InfiniBand, Ethernet (RoCE or TCP), HPE Slingshot, AWS EFA, Google's DCN between TPU pods.
 *
 * @group Estimate
 */
export type NetworkFamily = 'infiniband' | 'ethernet' | 'slingshot' | 'efa' | 'dcn';

/**
 * What the global batch does as replicas are added (see `EstimatorInput.batchScaling`).
 *
 * @group Estimate
 */
export type BatchScaling = 'weak' | 'strong';

/**
 * A measured point: its device count (≥ 2) and either its efficiency or its cluster throughput.
 *
 * @group Estimate
 */
export type CalibrationPoint =
  | { devices: number; efficiencyPercent: number; measuredThroughput?: undefined }
  | { devices: number; measuredThroughput: number; efficiencyPercent?: undefined };

/**
 * A language model's job without its layout, for `bestLayouts`.
 *
 * @group Estimate
 */
export interface LayoutInput {
  devices: number;
  parameters: number;
  layers: number;
  hiddenSize: number;
  /** The sequence length. */
  tokensPerSample: number;
  /** Sequences a step. */
  globalBatch: number;
  deviceMemoryGB: number;
  bytesPerGradient: number;
  devicesPerNode: number;
  intraNodeBandwidthGBps: number;
  interNodeBandwidthGbps?: number;
  transport?: Transport;
  /** Needed to try recomputing nothing (the attention scores' memory). */
  attentionHeads?: number;
  /** The vocabulary, 1 to 1e8: each layout's memory then counts the logits. */
  vocabularySize?: number;
  /** The compute of one device alone: an MFU of its peak (both needed), or `throughputPerDevice` in tokens/s. */
  mfuPercent?: number;
  peakTflops?: number;
  throughputPerDevice?: number;
  activeParameters?: number;
  /** Bytes a parameter keeps; left out: mixed-precision Adam, 2 + 2 + 12. */
  weightBytes?: number;
  gradientBytes?: number;
  optimizerBytes?: number;
  memoryBandwidthGBps?: number;
  /**
   * A part of the layout fixed: only layouts with it are searched (a constraint, or another tool's pick to weigh:
   * all five given, that one layout). A tensor × pipeline size that gives no whole replicas: `whole_replicas`.
   */
  sharding?: Sharding;
  tensorParallel?: number;
  pipelineParallel?: number;
  /** The micro-batch, in sequences. */
  batchPerDevice?: number;
  recomputation?: Recomputation;
  acceleratorFamily?: AcceleratorFamily;
  networkFamily?: NetworkFamily;
  computePrecision?: ComputePrecision;
}

/**
 * One layout of `bestLayouts`, with what the estimate gives it.
 *
 * @group Estimate
 */
export interface Layout {
  sharding: Sharding;
  /** Hybrid sharding: devices a group. */
  shardGroupSize?: number;
  tensorParallel: number;
  pipelineParallel: number;
  /** The micro-batch, in sequences. */
  batchPerDevice: number;
  /** Micro-batches a replica runs a step. */
  gradientAccumulation: number;
  recomputation: Recomputation;
  /** E of the replicas, and its band. */
  efficiencyPercent: number;
  uncertaintyPercent: number;
  memoryPerDeviceBytes: number;
  fits: boolean;
  /** Tokens/s a device of a replica reaches: recomputation, the pipeline's bubble and tensor parallelism's traffic taken off. */
  throughputPerDevice: number;
  /** devices × throughputPerDevice × E, and its band. */
  clusterThroughput: number;
  lowerThroughput: number;
  upperThroughput: number;
}

/**
 * The estimated scaling efficiency at `devices`, in percent, and the half-width of its band.
 *
 * @group Estimate
 */
export interface Estimate {
  efficiencyPercent: number;
  /**
   * Half-width h of the band, percentage points: a + b × (100 − E) + c × log2(nodes) + d × the doublings by which
   * inputs lie outside the published runs' ranges, from the cross-validated errors (estimatorDefaults).
   */
  uncertaintyPercent: number;
  computeSeconds: number;
  /** t_ar: the plain all-reduce of the gradients in DDP's buckets, whatever the sharding. */
  allReduceSeconds: number;
  /** t_cm: what the sharding communicates per step; equals `allReduceSeconds` for none. */
  communicationSeconds: number;
  /** t_x: what of t_cm the compute around each collective cannot hide, scaled by the calibration. */
  exposedSeconds: number;
  /** t_o = τ (+ c_G · G on bucketed paths) once there are two devices, scaled by the calibration. */
  overheadSeconds: number;
  stepSeconds: number;
  /** batchPerDevice × microBatchesPerReplica × replicas */
  globalBatch: number;
  gradientBytes: number;
  busBandwidthBytesPerSecond: number;
  nodes: number;
  /** The values used, given or default. */
  linkEfficiency: number;
  overlapFraction: number;
  overlapWindow: number;
  /** α of the ring's steps: α_net once the ring crosses nodes. */
  latencyMicroseconds: number;
  /** α inside a node. */
  intraLatencyMicroseconds: number;
  /** Whether the data-parallel ring crosses nodes. */
  crossesNodes: boolean;
  stepOverheadMilliseconds: number;
  /** c_G at this device's memory bandwidth. */
  overheadMillisecondsPerGB: number;
  /** Whether c_G is charged: gradients copied through buckets (not FSDP's per-layer collectives). */
  bucketedOverhead: boolean;
  /** σ used, %. */
  stragglerPercent: number;
  memoryBandwidthGBps: number;
  /** Hybrid: the devices of a shard group; otherwise all devices. */
  shardGroupSize: number;
  /** Collectives a step issues: buckets (none, zero1, zero2 without `layers`), or per layer and micro-batch; 1 where one collective stands for a zero3 or hybrid step (no `layers`). */
  collectivesPerStep: number;
  /** devices / (tensorParallel × pipelineParallel): the data-parallel degree. */
  replicas: number;
  /** Each replica's micro-batches a step at this count (they shrink with `strong` scaling). */
  microBatchesPerReplica: number;
  /** The pipeline bubble's growth since one replica, s (0 with `weak` scaling or without pipeline stages). */
  bubbleSeconds: number;
  actualThroughput: number;
  /** d · v · (E − h) and d · v · (E + h), within 0 … d · v: the band's edges. */
  lowerThroughput: number;
  upperThroughput: number;
  calibrated: boolean;
  /**
   * κ_l, κ_n: the fitted scales of the time lost inside a node and of the time the network adds (1 when not
   * calibrated). With `calibrationBaselineDevices` they scale only what a count loses beyond the baseline's.
   */
  localLossScale: number;
  networkLossScale: number;
  /**
   * Whether the points could fit κ_l, κ_n: a part none of them loses beyond the baseline keeps its scale of 1
   * (against one node, nothing of what a node loses; inside one node, nothing of the network).
   */
  localLossFitted: boolean;
  networkLossFitted: boolean;
  /** Calibrated against `calibrationBaselineDevices`: the estimate there, which the calibration leaves as the model gives it. */
  baselineEfficiencyPercent?: number;
  /** With two or more points: the RMS distance of the points from the fitted curve, percentage points. */
  calibrationRmsPercent?: number;
  /** How many inputs lie outside the ranges of the published runs the estimator was checked on. */
  outsideInputs: number;
  /** The input farthest outside those ranges, when one is. */
  outsideInput?: 'devices' | 'parameters' | 'devicesPerNode' | 'interNodeBandwidthGbps' | 'tensorParallel' | 'pipelineParallel';
  /** The edge of that input's checked range (its largest or smallest value in the published runs). */
  outsideEdge?: number;
  /** Whether that input lies above its range (false: below, or none outside). */
  outsideAbove: boolean;
  /** Whether no published run used the accelerator family given (`acceleratorFamily`). */
  unseenAccelerator: boolean;
  /** Whether no published run crossed the network family given (`networkFamily`), when the job crosses nodes. */
  unseenNetwork: boolean;
}

/**
 * One column per output of {@link Estimate}, a value per device count.
 *
 * @group Estimate
 */
export type EstimateSweep = { devices: Float64Array } & { [K in keyof Estimate]: Float64Array };

/**
 * How data parallelism places the model states: `none` (DDP, a full copy on every device), `zero1`
 * (optimizer state sharded), `zero2` (and gradients), `zero3` (and weights; FSDP full shard),
 * `hybrid` (HSDP: `zero3` inside each node, a replica in every node).
 *
 * @group Memory and FLOPs
 */
export type Sharding = 'none' | 'zero1' | 'zero2' | 'zero3' | 'hybrid';

/**
 * The model and device for the memory check. Give the bytes per parameter either as one total
 * (`bytesPerParameter`, plain data parallelism only) or as `weightBytes`, `gradientBytes` and
 * `optimizerBytes` (mixed-precision Adam: 2, 2 and 12), not both (`conflicting_inputs`); a part left
 * out is `missing_input`.
 *
 * @group Memory and FLOPs
 */
export interface MemoryModel {
  /** Number of parameters, > 0 and ≤ 1e15. */
  parameters: number;
  bytesPerParameter?: number;
  /** Bytes per parameter of the weights, > 0 and ≤ 64. */
  weightBytes?: number;
  /** Bytes per parameter of the gradients, > 0 and ≤ 64. */
  gradientBytes?: number;
  /** Bytes per parameter of the optimizer state, 0 (plain SGD) to 64. */
  optimizerBytes?: number;
  /** Memory of one device in GB (1e9 bytes), > 0 and ≤ 1e6. */
  deviceMemoryGB: number;
  /** Devices in a node; needed by `hybrid`. */
  devicesPerNode?: number;
  /** `hybrid`: the devices that share one copy, a whole number of nodes (`partial_node`); left out: one node. */
  shardGroupSize?: number;
  /** Activation memory of one sample in bytes; wins over the estimate from `layers`, `hiddenSize` and `tokensPerSample`. Needs `batchPerDevice`. */
  activationBytesPerSample?: number;
  /** Samples (sequences) a device holds at once; needed with activations, given or estimated. */
  batchPerDevice?: number;
  /** Transformer layers, 1 to 1e4: with `hiddenSize` and `tokensPerSample`, the activations are estimated (Korthikanti et al. 2022). */
  layers?: number;
  /** Hidden size, 1 to 1e7. */
  hiddenSize?: number;
  /** Sequence length, 1 to 1e8. */
  tokensPerSample?: number;
  /** Attention heads, 1 to 1e5; needed when `recomputation` is `none`. */
  attentionHeads?: number;
  /** What the activations keep; left out: `selective`. */
  recomputation?: Recomputation;
  /**
   * A replica of `tensorParallel` × `pipelineParallel` devices (left out: 1 each): the model states are
   * split t·p ways before a sharding divides them over the replicas, the activations t ways (sequence
   * parallelism). `devices` counts every device, whole replicas (`whole_replicas`).
   */
  tensorParallel?: number;
  pipelineParallel?: number;
  /** A language model's vocabulary, 1 to 1e8: the logits are counted (needs `tokensPerSample` and `batchPerDevice`). */
  vocabularySize?: number;
}

/**
 * What a layer's activations keep: everything (`none`), all but the attention scores (`selective`, or FlashAttention), its input only (`full`).
 *
 * @group Memory and FLOPs
 */
export type Recomputation = 'none' | 'selective' | 'full';

/**
 * The inputs of {@link Calculator.memoryCheck}: the model and the device, and how the model states are sharded over `devices`.
 *
 * @group Memory and FLOPs
 */
export interface MemoryInput extends MemoryModel {
  /** Left out: `none`. */
  sharding?: Sharding;
  /** Needed by every sharding; `hybrid` needs a multiple of its shard group, two groups or more (`whole_nodes`). */
  devices?: number;
}

/**
 * Bytes on each device. The parts are absent when only `bytesPerParameter` was given.
 *
 * @group Memory and FLOPs
 */
export interface MemoryCheck {
  requiredBytes: number;
  availableBytes: number;
  /** requiredBytes ≤ availableBytes */
  fits: boolean;
  weightsBytes?: number;
  gradientsBytes?: number;
  optimizerBytes?: number;
  /** One sample's activations × batchPerDevice, when given or estimated. */
  activationsBytes?: number;
  /** One sample's activations, when given or estimated. */
  activationsPerSampleBytes?: number;
  /** Whether the activations were estimated from the architecture (not given). */
  activationsEstimated: boolean;
  /**
   * The logits at the start of the backward pass, with `vocabularySize`: tokens × batch × vocabulary × 10 bytes
   * (16-bit logits, the loss's 32-bit copy and its gradient), split over `tensorParallel`; 0 on a pipeline whose
   * first stage needs more.
   */
  logitsBytes?: number;
  /**
   * Buffers a transformer's step works in, from its architecture: under `zero3` and `hybrid` two gathered layers in
   * 16 bits and one layer's gradients; under `full` recomputation, the recomputed layer's activations.
   */
  buffersBytes?: number;
  /** What a device keeps beyond the tensors (runtime, communication buffers, the allocator's cache): a stated 2 GB. */
  workspaceBytes: number;
  /** A pipeline whose last stage (one micro-batch of its layers and the logits) needs more than its first. */
  lastStage: boolean;
}

/**
 * What a throughput counts: samples (sequences, images…) or tokens.
 *
 * @group Memory and FLOPs
 */
export type ThroughputUnit = 'samples' | 'tokens';

/**
 * The model whose training FLOPs are counted: a transformer's sizes, or the FLOPs of one sample
 * for any other model (never both: `flops_or_architecture`).
 *
 * @group Memory and FLOPs
 */
export interface FlopsModel {
  /** Number of parameters, 1 to 1e15, as given (embeddings included); needed unless `flopsPerSample` is given. */
  parameters?: number;
  /** Transformer layers, 1 to 1e4; with `hiddenSize`, or neither. */
  layers?: number;
  /** Hidden size (heads × head size), 1 to 1e7; with `layers`, or neither. */
  hiddenSize?: number;
  /** Tokens in one sample (the sequence length), 1 to 1e8; left out: a sample is one token. */
  tokensPerSample?: number;
  /** Training FLOPs (forward and backward) of one sample, 1 to 1e30, for a model that is no transformer. */
  flopsPerSample?: number;
  /** A mixture of experts: the parameters one token uses (at most `parameters`); they replace it in 6 × parameters. */
  activeParameters?: number;
}

/**
 * The inputs of {@link Calculator.throughputFromFlops}: the model, the device's peak and an MFU.
 *
 * @group Memory and FLOPs
 */
export interface ThroughputFromFlopsInput extends FlopsModel {
  /** The device's dense peak in the training precision, TFLOP/s, > 0 and ≤ 1e6. */
  peakTflops: number;
  /** Model FLOPs utilisation, % of the peak, > 0 and ≤ 100. */
  mfuPercent: number;
}

/**
 * Per device. FLOPs per token: 6 × parameters + 12 × layers × hiddenSize × tokensPerSample (PaLM, appendix B).
 *
 * @group Memory and FLOPs
 */
export interface FlopsThroughput {
  flopsPerSample: number;
  /** When `tokensPerSample` is given. */
  flopsPerToken?: number;
  samplesPerSecond: number;
  /** When `tokensPerSample` is given. */
  tokensPerSecond?: number;
}

/**
 * The inputs of {@link Calculator.impliedMfu}: the model, the device's peak and a measured throughput.
 *
 * @group Memory and FLOPs
 */
export interface ImpliedMfuInput extends FlopsModel {
  /** The device's dense peak in the training precision, TFLOP/s, > 0 and ≤ 1e6. */
  peakTflops: number;
  /** The measured throughput of one device, per second. */
  throughputPerDevice: number;
  /** Left out: `samples`. `tokens` needs `tokensPerSample`. */
  throughputUnit?: ThroughputUnit;
}

/**
 * The model FLOPs utilisation that a measured throughput implies.
 *
 * @group Memory and FLOPs
 */
export interface ImpliedMfu {
  /** Achieved FLOP/s ÷ peak × 100. */
  mfuPercent: number;
  /** Achieved FLOP/s of one device. */
  flopsPerSecond: number;
}

/**
 * One input of a core operation, as the core describes it.
 *
 * @group Issues and types
 */
export interface OperationInput {
  name: string;
  optional: boolean;
  /** The option names of a choice. */
  options?: string[];
  /** A list input: the most items it takes. */
  list?: number;
}

/**
 * One operation of the core, as it describes itself: its inputs and outputs (`Calculator.operations` lists them).
 *
 * @group Issues and types
 */
export interface Operation {
  name: string;
  inputs: OperationInput[];
  outputs: { name: string; flag: boolean }[];
}
