// What the build (scripts/build/bundles.mjs) resolves for web/: a stylesheet
// imports as its text, and the core's bytes come from dpsc:wasm (beside the
// module, or inlined in the one-file build).
declare module '*.css' {
  const text: string;
  export default text;
}

declare module 'dpsc:wasm' {
  /** The first module's bytes when inlined; undefined when the module is fetched beside the code. */
  export const first: (() => Promise<ArrayBuffer | Uint8Array>) | undefined;
  /** The second (panels') module's bytes. */
  export const second: () => Promise<ArrayBuffer | Uint8Array>;
}

declare module 'dpsc:glue' {
  /**
   * Emscripten's factory of the core's first module (build/wasm/dp-scaling-calculator.mjs), which instantiates
   * the second as well when given its bytes (`wasmBinary`).
   */
  const createCoreModule: (options?: { wasmBinary?: ArrayBuffer | Uint8Array }) => Promise<import('./types/core.js').CoreModule>;
  export default createCoreModule;
}
