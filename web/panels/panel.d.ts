// The seam between the element and its panels, in types: what a panel's
// folder declares (panel.js, data only), what its code may implement
// (index.js: markup and render, the rest optional hooks), and the host it
// sees of the element. tsc reads these with jsconfig.json.

/** A field of the element (web/element/fields.js for the main three, a descriptor's `fields` for the rest). */
export interface FieldSpec {
  /** An item of a list input (the calibration's points): its id is the list's name and its index ("calibrationDevices0"). Any other field's id is the API input it feeds. */
  list?: boolean;
  /** The text it starts with. */
  initial?: string;
  /** One of the main three: always written back to its attribute and into the URL. */
  attribute?: boolean;
  optional?: boolean;
  /** A trailing "%" is fine. */
  percent?: boolean;
  /** A count that may end in its magnitude ("70B", "15T"). */
  count?: boolean;
  /** The Intl unit its label names. */
  unit?: string;
  /** From that unit to the API's (GB typed, bytes passed). */
  scale?: number;
  /** Counted in the throughput's unit: converted when the unit changes. */
  inUnit?: boolean;
  /** A measurement, which a select that `clearsMeasurements` clears. */
  measurement?: boolean;
  /** Given by an author or a link, it wants the panels' answers with the first results. */
  early?: boolean;
  /** What shows after the field: the throughput's unit, or the currency (web/panels/shared/field-rows.js). */
  after?: 'unit' | 'currency';
}

/** A <select> of a panel. */
export interface SelectSpec {
  /** The option it starts at. */
  initial: string;
  /** The fields a choice fills in. */
  fills?: string[];
  /** The estimator input it sets (`true`: the one of its own id), as a number with `number`. */
  api?: string | true;
  number?: boolean;
  /** Choosing another option clears the measurements taken with the old one. */
  clearsMeasurements?: boolean;
}

/** web/panels/<id>/panel.js: data only, read with the first screen. */
export interface PanelDescriptor {
  /** The folder's name, the `open` attribute's word and the URL's. */
  id: string;
  /** Where it shows among the panels. */
  order: number;
  fields: Record<string, FieldSpec>;
  selects?: Record<string, SelectSpec>;
}

type Calculator = import('../api/index').Calculator;
type Context = import('../element/context.js').Context;
type View = import('../element/view.js').View;

/** A field's issue as the element shows it: a code, with its bound where it has one. */
export interface FieldIssue {
  code: import('../api/index').IssueCode | 'empty' | 'unknown_option';
  limit?: number;
}

/** What the scenario asks the panels (web/element/scenario.js builds it, the panels' `prepare` adds to it). */
export interface Question {
  choicesOk: boolean;
  /** The parsed fields as the API's input. */
  api: Record<string, number>;
  texts: Record<string, string>;
  values: Record<string, number>;
  choices: Record<string, string>;
  given: Set<string>;
  /** The open panels whose body is built. */
  open: Record<string, true>;
  /** The panels whose body is built. */
  built: Record<string, true>;
  has(id: string): boolean;
  /** A core call whose issues go next to their fields; its answer, or null. */
  ask<T>(call: () => T): T | null;
  /** A core call whose issues are kept: its answer or its issues. */
  attempt<T>(call: () => T): { answer?: T; issues?: import('../api/index').InputIssue[] };
  /** Added by the estimator's `prepare`. */
  estimating?: boolean;
  input?: import('../api/index').EstimatorInput;
  estimate?: import('../api/index').Estimate | null;
  alone?: import('../api/index').MemoryCheck | null;
  followsEstimate?: boolean;
}

/** A move the tool made to a linked or converted field, said under it and on the status line. */
export interface Move {
  source?: string;
  from?: number;
  to?: number;
  fromUnit?: string;
  tokens?: number;
  unit?: string;
}

/** What the element shows, worked out without a DOM; frozen once taken. */
export interface Snapshot {
  readonly texts: Record<string, string>;
  readonly choices: Record<string, string>;
  readonly locale: string;
  readonly open: Record<string, true>;
  readonly built: Record<string, true>;
  readonly given: Set<string>;
  readonly values: Record<string, number>;
  readonly issues: Map<string, FieldIssue>;
  readonly result: import('../api/index').ScalingResult | null;
  /** What stands in for the results: ok, a required field empty, or one invalid (`blocking`). */
  readonly state: 'ok' | 'empty' | 'invalid';
  readonly blocking: string | null | undefined;
  /** What the panels prepare for all: the estimate, its input, whether the model fits one device alone. */
  readonly estimate: import('../api/index').Estimate | null;
  readonly estimatorInput?: import('../api/index').EstimatorInput;
  readonly alone?: import('../api/index').MemoryCheck | null;
  /** Each panel's own answers, by its id. */
  readonly panels: Readonly<Record<string, Readonly<Record<string, any>>>>;
  /** The chart's columns, or null (false) without results. */
  readonly chart: any;
  /** Field id → the answer it follows; the moves the tool made; those of the last update; a calibration cleared. */
  readonly linked?: Map<string, string>;
  readonly moved?: Map<string, Move>;
  readonly followed?: (Move & { id: string })[];
  readonly calibrationCleared?: boolean;
}

/** What a panel sees of its element. */
export interface Host {
  /** The element's shadow DOM: the panel's body and the notes it writes. */
  view: import('../element/view.js').View;
  /** The snapshot last shown (frozen), or null before the first. */
  scenario(): Readonly<Record<string, any>> | null;
  /** Inputs changed as an author sets them (announced), or a linked field's new value (`linked`); resolves once shown. */
  change(values: Record<string, string | number | null>, options?: { linked?: boolean }): Promise<unknown>;
  /** An update of what the element shows; resolves once shown. */
  requestUpdate(options?: { announce?: boolean; remember?: boolean }): Promise<unknown>;
  /** The element's texts again (once more of them are in). */
  localize(): void;
}

/** web/panels/<id>/index.js: a panel's code. */
export interface Panel {
  id: string;
  /** Its body's markup (built when it first opens). */
  markup: string;
  /** Writes what the snapshot says into its body, while it is open. */
  render(view: Host['view'], snapshot: any, ctx: any): void;
  /** Its answers, merged into the snapshot. */
  answers?(calc: any, question: any): Record<string, unknown>;
  /** Its rows of an export: the fields given and its answers. */
  rows?(snapshot: any, ctx: any): { inputs: unknown[]; results: unknown[] };
  /** What every panel's answers read, before they are asked (the estimate). */
  prepare?(calc: any, question: any, sources: Map<string, string>): Record<string, unknown>;
  /** Once its body is built: `choices`, the selects' values. */
  built?(view: Host['view'], choices: Record<string, string>): void;
  /** The texts it writes itself, in the language of `ctx`. */
  label?(view: Host['view'], ctx: any): void;
  /** What it shows outside its body (notes under the main fields), open or not. */
  outside?(view: Host['view'], snapshot: any, ctx: any): void;
  /** What it adds to the chart's data: the counts it marks and its curve on an axis, or null. */
  chart?(calc: any, snapshot: any): { marks: number[]; curve(axis: number[]): unknown } | null;
  /** What it draws on the chart. */
  overlay?(chart: any, ctx: any, at: (point: { devices: number; value: number }) => string): unknown;
  /** The fields a choice of one of its selects fills in, and whether a value is one of its options. */
  presetFill?(id: string, value: string, choices: Record<string, string>, known: object): Record<string, string | number>;
  isChoice?(id: string, value: string): boolean;
}
