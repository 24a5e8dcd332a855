// The estimator's answers, under its id in the snapshot (snapshot.panels).
import type { Calculator, ImpliedMfu, InputIssue, MemoryCheck } from '../../api/index';

/** Its answers once it is in use (options.js, estimatorAnswers). */
export interface EstimatorInUse {
  mfu: ImpliedMfu | null;
  flopsThroughput: number | null;
  memory: MemoryCheck | null;
  fit: ReturnType<Calculator['smallestSharding']> | null | undefined;
  fewest: { answer?: ReturnType<Calculator['devicesForMemory']>; issues?: InputIssue[] } | null;
}

/** The model's limits its texts name, and the rest once it is in use. */
export type EstimatorAnswers = { defaults: Calculator['estimatorDefaults'] } & Partial<EstimatorInUse>;

declare module '../panel' {
  interface AnswersById {
    estimator: EstimatorAnswers;
  }
}
