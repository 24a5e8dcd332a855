// The layout advisor's answer, under its id in the snapshot (snapshot.panels).
import type { Layout } from '../../api/index';
import type { AnswerIssue } from '../panel';

/** While its panel is open: the layouts, best first, or what it lacks; null otherwise. */
export interface LayoutsAnswers {
  layouts: { list: Layout[]; issues?: undefined } | { list?: undefined; issues?: AnswerIssue[] } | null;
}

declare module '../panel' {
  interface AnswersById {
    layouts: LayoutsAnswers;
  }
}
