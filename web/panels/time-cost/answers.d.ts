// Time and cost's answer, under its id in the snapshot (snapshot.panels).
import type { TimeAndCost } from '../../api/index';

/** Null without the samples or the core's second module. */
export interface TimeCostAnswers {
  time: TimeAndCost | null;
}

declare module '../panel' {
  interface AnswersById {
    'time-cost': TimeCostAnswers;
  }
}
