// What the core's WebAssembly modules give JavaScript (src/bindings/): the
// embind functions web/api/ calls, and the views of memory Emscripten's glue
// adds. Numbers cross as doubles; addresses are byte offsets into memory.

/** What every module has (src/bindings/module.hpp), and its operations by name (`[operation]`). */
export interface CoreModule {
  /** Memory as doubles and as bytes; a new view each time memory grows, so read them afresh. */
  HEAPF64: Float64Array;
  HEAPU8: Uint8Array;
  /** The module's description text (src/core/describe.hpp): where it starts, and its length in bytes. */
  describeAddress(): number;
  describeLength(): number;
  /** Where a call writes its issues, four doubles each: field, code, limit, item. */
  issuesAddress(): number;
  /** Where a call writes its outputs. */
  outputsAddress(): number;
  /** Makes room for `count` doubles of columns; their address, 0 when memory ran out. */
  columns(count: number): number;
  /** An operation (`() => number`: reads its inputs from the columns, returns its issues' count), or one of the above. */
  [operation: string]: unknown;
}

/** The first module (src/bindings/first_bindings.cpp): what the first results need. */
export interface FirstModule extends CoreModule {
  validate(): number;
  /** A sweep of `rows` rows from the columns; the issues' count, the rows written being the first output. */
  sweep(rows: number): number;
  /** Up to `points` device counts from 1 to `maxDevices` into the columns; how many. */
  deviceSteps(maxDevices: number, points: number): number;
  /** Reads the UTF-8 text of `length` bytes in the columns; the code of what is wrong, 0 when the first output is the number. */
  parseNumber(length: number, decimal: number, group: number, allowPercent: boolean): number;
}

/** The second module (src/bindings/panel_bindings.cpp): what only a panel asks. */
export interface SecondModule extends CoreModule {
  estimateSweep(rows: number, runnable: boolean | undefined): number;
  bestLayoutsList(): number;
  /** The rows bestLayoutsList() writes at most. */
  mostLayouts(): number;
}
