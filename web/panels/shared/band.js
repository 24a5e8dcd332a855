// An estimate as every panel shows it: "84% ± 5", "84 % ± 5", rounded as
// the headline is (roundEstimate) and its band in whole percentage points,
// never below one: a band narrower than a point is not shown as none.
import { roundEstimate } from '../../i18n/format.js';

/**
 * The band as shown, in whole points, at least 1.
 * @param {number} uncertaintyPercent
 */
export const shownBand = (uncertaintyPercent) => Math.max(1, Math.round(uncertaintyPercent));

/**
 * @param {import('../panel').Context} ctx
 * @param {{ efficiencyPercent: number, uncertaintyPercent: number }} estimate
 * @returns {string}
 */
export const withBand = (ctx, { efficiencyPercent, uncertaintyPercent }) =>
  `${ctx.percent(roundEstimate(efficiencyPercent) / 100)} ± ${ctx.number(shownBand(uncertaintyPercent))}`;
