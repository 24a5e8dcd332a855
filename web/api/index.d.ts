/** Inputs of the scaling model. */
export interface ScalingInput {
  /** Number of devices, a whole number from 1 to 10 000 000. */
  devices: number;
  /** Throughput of one device alone (samples/s or any unit), > 0 and ≤ 1e15. */
  throughputPerDevice: number;
  /** Scaling efficiency in percent, > 0 and ≤ 100. */
  efficiencyPercent: number;
}

/** Results of the scaling model, in the unit of `throughputPerDevice`. */
export interface ScalingResult {
  /** I = d · v */
  idealThroughput: number;
  /** A = I · E */
  actualThroughput: number;
  /** S = d · E, relative to one device */
  speedup: number;
  /** L = I − A */
  lostThroughput: number;
}

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
  | 'length_mismatch';

/** One problem with one input field. */
export interface InputIssue {
  /** The input property at fault, e.g. `"devices"`. */
  field: string;
  /** Stable, language-independent code. */
  code: IssueCode;
  /** An English sentence; translate by `code` for other languages. */
  message: string;
  /** The bound that was crossed, when there is one. */
  limit?: number;
}

/** Thrown by the computing functions when their input is invalid. */
export class CalculatorInputError extends Error {
  readonly name: 'CalculatorInputError';
  readonly issues: InputIssue[];
}

export type ParsedNumber = { value: number; code?: undefined } | { code: IssueCode; value?: undefined };

export interface ParseOptions {
  /** Accept a trailing percent sign, as in "90 %". */
  percent?: boolean;
}

export interface Calculator {
  /** Throws {@link CalculatorInputError} when the input is invalid. */
  compute(input: ScalingInput): ScalingResult;
  /** Every issue with the input; an empty list when it is valid. Never throws. */
  validate(input: unknown): InputIssue[];
  /**
   * Parses what a person typed, with the separators of `locale`
   * (German "2.000" is 2000, "0,9" is 0.9). Defaults to English.
   */
  parseNumber(text: string, locale?: string, options?: ParseOptions): ParsedNumber;
}

/** Instantiates the WebAssembly core once; later calls resolve to the same object. */
export function loadCalculator(): Promise<Calculator>;
