// An estimate as every panel shows it: "84% ± 5", "84 % ± 5", rounded as
// the headline is (roundEstimate) and its band in whole percentage points.
import { roundEstimate } from '../../element/format.js';

export const withBand = (ctx, { efficiencyPercent, uncertaintyPercent }) =>
  `${ctx.percent(roundEstimate(efficiencyPercent) / 100)} ± ${ctx.number(uncertaintyPercent, { maximumFractionDigits: 0 })}`;
