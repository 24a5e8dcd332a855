// The element's buttons: share a link, copy or download the results, and
// use an answer of a panel as the efficiency or the throughput. `host` does
// what only the element can: make the link, say something in the status
// line, and set an input.
import { resultRows, toCsv, toJson, plainText, download, copy } from './export.js';
import { roundEstimate } from './format.js';

const ACTIONS = {
  copyLink: async (s, ctx, host) => host.say(ctx.text[(await copy(host.link())) ? 'linkCopied' : 'copyFailed']),
  copyText: async (s, ctx, host) => host.say(ctx.text[(await copy(plainText(s, ctx))) ? 'copied' : 'copyFailed']),
  downloadCsv: (s, ctx) => download('dp-scaling.csv', 'text/csv', toCsv(resultRows(s, ctx))),
  downloadJson: (s, ctx) => download('dp-scaling.json', 'application/json', toJson(s, ctx)),
  useImplied: (s, ctx, host) => host.use('efficiency', s.implied.efficiencyPercent),
  useEstimate: (s, ctx, host) => host.use('efficiency', roundEstimate(s.estimate.efficiencyPercent)), // as shown
  useFlopsThroughput: (s, ctx, host) => host.use('throughput', s.flopsThroughput),
};

export const runAction = (id, snapshot, ctx, host) => ACTIONS[id]?.(snapshot, ctx, host);
