// The seam between the element and its panels, in types: what a panel's
// folder declares (panel.js, data only), what its code may implement
// (index.js: markup and render, the rest optional hooks), and the host it
// sees of the element. tsc reads these with jsconfig.json.

/** A field of the element (web/common/fields.js for the main three, a descriptor's `fields` for the rest). */
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

/**
 * What the element's reference and its types say of an input: the build writes its accessor into
 * web/element/index.d.ts from these (scripts/build/panels.mjs); they stay out of the page.
 */
export interface InputDoc {
  /** The reference's group of inputs ("Estimator: memory"). */
  group: string;
  /** One paragraph: what the input is, its unit, its range, and what leaving it out means. */
  doc: string;
}

/** web/panels/<id>/panel.js: data only. */
export interface PanelDescriptor {
  /** The folder's name, the `open` attribute's word and the URL's. */
  id: string;
  /** Where it shows among the panels. */
  order: number;
  fields: Record<string, FieldSpec & InputDoc>;
  selects?: Record<string, SelectSpec & InputDoc>;
  /**
   * For a panel whose body has sections of its own (the estimator): each section's fields and selects, in the order
   * they show; every one of them is in exactly one section. Without it, the fields show in their order.
   */
  layout?: Record<string, string[]>;
}

/** A descriptor as the first screen reads it (web/panels/registry.js, which the build writes): without its order and docs. */
export interface PanelEntry {
  id: string;
  fields: Record<string, FieldSpec>;
  selects?: Record<string, SelectSpec>;
}

type Calculator = import('../api/index').Calculator;
/** What a panel formats and words with: the element's language, unit and currency (Host.localize()). */
export type Context = import('../element/context.js').Context;
/** The element's shadow DOM as a panel writes it (Host.view). */
export type View = import('../element/view.js').View;
type InputIssue = import('../api/index').InputIssue;
/** A point of the chart: a device count and a throughput. */
export type Point = import('../element/chart.js').Point;

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
  /** Bytes a parameter's state takes: weights, gradients, optimizer state (the optimizer chosen). */
  stateBytes?: number[];
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
  readonly panels: Readonly<AnswersById>;
  /** The chart's columns, or null (false) without results. */
  readonly chart: ChartData | null | false;
  /** Field id → the answer it follows; the moves the tool made; those of the last update; a calibration cleared. */
  readonly linked?: Map<string, string>;
  readonly moved?: Map<string, Move>;
  readonly followed?: (Move & { id: string })[];
  readonly calibrationCleared?: boolean;
}

/** The chart's columns (web/element/scenario.js), with those a panel's curve adds (`ChartColumns`), or none. */
export interface ChartData {
  ticks: number[];
  devices: Float64Array;
  ideal: Float64Array;
  actual: Float64Array;
  estimated: Float64Array | null;
  band: { lower: Float64Array; upper: Float64Array } | null;
  measured: Point[];
  point: Point;
}

/** A panel's curve on the chart's final axis (`steps`): NaN where it has no point, and the measured points. */
export interface ChartColumns {
  estimated: Float64Array;
  band: { lower: Float64Array; upper: Float64Array };
  measured: Point[];
}

/** A panel's curve at the chart's device counts: those counts, and its columns on the final axis. */
export interface Curve {
  devices: ArrayLike<number>;
  on(steps: number[]): ChartColumns;
}

/** What a panel adds to the chart's data: the counts it marks and its curve on an axis. */
export interface ChartExtra {
  marks: number[];
  curve(axis: number[]): Curve | null;
}

/** What a panel draws on the chart (web/element/chart.js): its line, its measured points, its legend entry and a shade. */
export interface Overlay {
  series: import('../element/chart.js').Series;
  measured: import('../element/chart.js').MeasuredPoint[];
  legend: { className: string; label: string };
  shade: import('../element/chart.js').Shade;
}

/** What the element's chart asks of the open panel: what it draws over `chart`, `at(point)` wording a point; or null. */
export type OverlayOf = (chart: ChartData, at: (point: Point) => string) => Overlay | null;

/**
 * A row of an export: [quantity, value, unit, label, source], the value as it was worked out and the unit the
 * machine's ("samples/s", "%", "pp": web/panels/shared/rows.js); and, where the screen says the figure otherwise
 * than as a number with its unit, `said`: the text copy's words for it, or null where another row's words say it.
 */
export type Row = [quantity: string, value: number | string | boolean, unit: string, label: string, source: string, said?: string | null];

/** A panel's rows of an export: the fields given and its answers. */
export interface Rows {
  inputs: Row[];
  results: Row[];
}

/** An issue of an answer, as a panel keeps it: the core's, or one it finds itself (an input missing). */
export type AnswerIssue = Pick<InputIssue, 'field' | 'code'> & Partial<InputIssue>;

/**
 * Each panel's own answers, by its id: every panel adds its own (web/panels/<id>/answers.d.ts), so that no
 * file outside a panel's folder names it.
 */
export interface AnswersById {}

export type PanelId = keyof AnswersById;

/** What a panel sees of its element. */
export interface Host {
  /** The element's shadow DOM: the panel's body and the notes it writes. */
  view: View;
  /** The snapshot last shown (frozen), or null before the first. */
  scenario(): Snapshot | null;
  /** Inputs changed as an author sets them (announced), or a linked field's new value (`linked`); resolves once shown. */
  change(values: Record<string, string | number | null>, options?: { linked?: boolean }): Promise<unknown>;
  /** An update of what the element shows; resolves once shown. */
  requestUpdate(options?: { announce?: boolean; remember?: boolean }): Promise<unknown>;
  /** The element's texts again (once more of them are in). */
  localize(): void;
}

/** An answer a field can follow after a "Use…", unrounded, from a snapshot (null: none). */
export type Source = (snapshot: Snapshot) => number | null;

/** What a panel's button may do (web/panels/host/actions.js makes it for each press). */
export interface ActionHost {
  /** Sets inputs as an author would; resolves once shown. */
  change: Host['change'];
  /** Sets field `id` to the answer `source` (one of some panel's `sources`), ties it to that answer and says so. */
  use(id: string, source: string): void;
  /** Says `text` on the element's status line. */
  say(text: string): void;
  /** Moves the focus to field `id`, where it is (no scroll). */
  focus(id: string): void;
}

/** A button's action: on the snapshot, with the panel's own answers. */
export type Action<Own = unknown> = (snapshot: Snapshot, ctx: Context, host: ActionHost, own: Own) => unknown;

/** What a choice fills in, given the element's numbers and the inputs given. */
export interface Known {
  numberOf?: (id: string) => number | undefined;
  given?: Set<string>;
}

/** web/panels/<id>/index.js: a panel's code; `Own`, its own answers (AnswersById). */
export interface Panel<Own = unknown> {
  id: string;
  /** Its body's markup (built when it first opens). */
  markup: string;
  /** Writes what the snapshot says into its body, while it is open. */
  render(view: View, snapshot: Snapshot, ctx: Context, own: Own): void;
  /** Its answers, merged into the snapshot. */
  answers?(calc: Calculator, question: Question): Own;
  /** Its rows of an export: the fields given and its answers. */
  rows?(snapshot: Snapshot, ctx: Context, own: Own): Rows;
  /** What every panel's answers read, before they are asked (the estimate). */
  prepare?(calc: Calculator, question: Question, linked: Map<string, string>): Partial<Question>;
  /** Once its body is built: `choices`, the selects' values. */
  built?(view: View, choices: Record<string, string>): void;
  /** The texts it writes itself, in the language of `ctx`. */
  label?(view: View, ctx: Context): unknown;
  /** What it shows outside its body (notes under the main fields), open or not. */
  outside?(view: View, snapshot: Snapshot, ctx: Context, own: Own): void;
  /** What it adds to the chart's data: the counts it marks and its curve on an axis, or null. */
  chart?(calc: Calculator, snapshot: Snapshot): ChartExtra | null;
  /** What it draws on the chart. */
  overlay?(chart: ChartData, ctx: Context, at: (point: Point) => string): Overlay | null;
  /** The fields a choice of one of its selects fills in, and whether a value is one of its options. */
  presetFill?(id: string, value: string, choices?: Record<string, string>, known?: Known): Record<string, string | number>;
  isChoice?(id: string, value: string): boolean;
  /** The name of option `value` of its select `id` as the select shows it; undefined for a select of another panel. */
  optionText?(id: string, value: string, ctx: Context): string | undefined;
  /** The action of its button `id`, if it has one. */
  action?(id: string): Action<Own> | null | false | undefined;
  /** Its figures in the summary bar. */
  summary?(snapshot: Snapshot, ctx: Context, own: Own): string[];
  /** The answers a field can follow after a "Use…", by name. */
  sources?: Record<string, Source>;
}
