// The messages that only closed <details> or the estimator's code show when
// a page opens: the FAQ's answers, the texts of the what-if and
// time-and-cost panels (their bodies are built when they first open:
// PANEL_BODIES in web/element/panel-bodies.js), every text of the estimator
// panel's markup (read from web/estimator/markup.js, so a field added there
// is one already), and what its answers say. The embed bundle leaves them out
// of every language's first part and fetches them from beside itself
// (dp-scaling-calculator.en.later.js, .de.later.js, …) once the first results
// are on screen, or at once when a panel starts open or the estimator's code
// is wanted; every other build has them inline (scripts/build.mjs). A key
// listed here by mistake only shows a moment late.
import { markup } from '../estimator/markup.js';
import { optimizerStates } from '../estimator/presets.js';

// The estimator's markup with pieces that only name their texts.
const named = (id, key = id) => `data-t="${key}"`;
const pieces = { field: named, choice: named, answer: named, button: named, fields: (...rows) => rows.join('') };
const ESTIMATOR = [...markup(pieces).matchAll(/data-t="(\w+)"/g)].map((m) => m[1]);

// What the estimator's code says beyond its markup: its answers, its options' labels (the optimizers by id) and the memory's parts.
// The what-if and time-and-cost panels: their labels, answers and button, and the cost ratio beside an answer.
const PANELS = ['measured', 'target(?:Throughput|Speedup)', 'impliedEfficiency', 'devicesFor(?:Throughput|Speedup)', 'useImplied'];
PANELS.push('samples', 'epochs', 'price', 'totalSamples', 'time(?:One|Cluster)', 'cost(?:One|Cluster|Ratio)');
const OTHERS = ['a\\d+', 'thisModel', 'thisDevice', 'mfuNote', 'mfuHigh', 'tokenTexts', 'abovePeak', 'calibrationResult'];
// What the second tier (web/element/later.js) and the estimated curve say: the worked example's summary, the buttons' status.
OTHERS.push('exampleSummary', 'panelFailed', 'copied', 'linkCopied', 'copyFailed', 'legend(?:Estimate|Measured|Band)');
OTHERS.push('moeCaveat', 'memoryWarning', 'shardingTrade', 'assumptions', 'modelLimits', 'communicationTime', 'nothingFits');
OTHERS.push(
  'unitSamples',
  'unitTokens',
  'custom',
  'singleNode',
  'defaultValue',
  'weights',
  'gradients',
  'activations',
  ...optimizerStates.map((o) => o.id),
);

// The core's codes that only a panel's question gives (the core's second
// module, or a select's option): the embed bundle fetches their messages with
// the rest. tests/js/first-view-messages.test.mjs drives the first module
// with bad input of every kind and finds none of them.
export const LATER_ERRORS = [
  'exceeds_ideal',
  'unreachable',
  'unknown_option',
  'needs_network',
  'conflicting_inputs',
  'whole_nodes',
  'too_many',
  'duplicate_devices',
  'unreachable_point',
  'efficiency_or_throughput',
  'above_peak',
  'flops_or_architecture',
];

export const LATER = new RegExp(`^(${[...PANELS, ...OTHERS, ...ESTIMATOR].join('|')})$`);
