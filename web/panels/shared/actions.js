// The element's buttons: share a link, copy or download the results, and
// use an answer of a panel as the efficiency or the throughput. `host` has
// the element, its view, and link() for its link.
import { resultRows, toCsv, toJson, plainText, download, copy } from './export.js';
import { roundEstimate } from '../../element/format.js';

const say = (host, key) => host.view.text('status', key);
// Sets an input as if the author had, and moves the focus to it.
function use(host, id, value) {
  host.element[id] = value;
  host.view.el(id).focus();
}

const ACTIONS = {
  copyLink: async (s, ctx, host) => say(host, ctx.text[(await copy(host.link())) ? 'linkCopied' : 'copyFailed']),
  copyText: async (s, ctx, host) => say(host, ctx.text[(await copy(plainText(s, ctx))) ? 'copied' : 'copyFailed']),
  downloadCsv: (s, ctx) => download('dp-scaling.csv', 'text/csv', toCsv(resultRows(s, ctx))),
  downloadJson: (s, ctx) => download('dp-scaling.json', 'application/json', toJson(s, ctx)),
  useImplied: (s, ctx, host) => use(host, 'efficiency', s.implied.efficiencyPercent),
  useEstimate: (s, ctx, host) => use(host, 'efficiency', roundEstimate(s.estimate.efficiencyPercent)), // as shown
  useFlopsThroughput: (s, ctx, host) => use(host, 'throughput', s.flopsThroughput),
};

export const runAction = (id, snapshot, ctx, host) => ACTIONS[id]?.(snapshot, ctx, host);
