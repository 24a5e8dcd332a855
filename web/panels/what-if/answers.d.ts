// What-if's answers, under its id in the snapshot (snapshot.panels).
import type { DevicesNeeded, EstimatedDevicesNeeded, ImpliedEfficiency } from '../../api/index';

/** The efficiency a measured throughput implies, and the fewest devices for each target (with the estimated efficiency there when the results follow the estimate). */
export interface WhatIfAnswers {
  implied: ImpliedEfficiency | null;
  forThroughput: DevicesNeeded | EstimatedDevicesNeeded | null;
  forSpeedup: DevicesNeeded | EstimatedDevicesNeeded | null;
}

declare module '../panel' {
  interface AnswersById {
    'what-if': WhatIfAnswers;
  }
}
