// Types of the element's own modules (web/element/) that no single module
// declares: what the scenario reads of the element and asks of the panels'
// code. tsc reads these with jsconfig.json; nothing here ships.

type Calculator = import('../api/index').Calculator;
type Question = import('../panels/panel').Question;
type Snapshot = import('../panels/panel').Snapshot;
type ChartExtra = import('../panels/panel').ChartExtra;

/** What the panels prepare for all (the estimate, its input, whether the model fits one device) and each one's answers, merged into the snapshot. */
export type Answers = Pick<Snapshot, 'estimate' | 'estimatorInput' | 'alone' | 'panels'>;

/** What the scenario asks the panels' code (web/panels/index.js), once it is in. */
export interface ScenarioPanels {
  /** Whether `value` is one of select `id`'s options. */
  isChoice(id: string, value: string): boolean;
  answers(calc: Calculator, question: Question): Answers;
  /** What an open panel adds to the chart, or null; `snapshot` is all but the chart. */
  chart(calc: Calculator, snapshot: Omit<Snapshot, 'chart'>): ChartExtra | null;
}

/** What the scenario reads of the element: its fields' texts, its selects' choices, its locale, the panels open and built, the inputs given. */
export interface ScenarioState {
  texts: Record<string, string>;
  choices: Record<string, string>;
  locale: string;
  open?: Record<string, true>;
  built?: Record<string, true>;
  given?: Set<string>;
  panels?: ScenarioPanels | null;
}
