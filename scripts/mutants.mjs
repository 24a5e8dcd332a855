// Mutation check: applies each named mutation below, one at a time, to a
// scratch copy of the project (build/mutants/work), rebuilds what it touches
// and runs the suites that should catch it. Every mutant must be caught: a
// suite must fail. A mutation whose text is no longer in its file stops the
// run, so the list cannot silently go stale. Run on demand:
//   bash scripts/mutants.sh                 every mutant
//   bash scripts/mutants.sh sweep api:      the mutants whose name contains one of these texts
//   bash scripts/mutants.sh --check         only that every mutation still applies
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const work = `${root}build/mutants/work`;

// Suites, by what they need built first.
const SUITES = {
  // The first failure is enough, and a mutant that makes a loop run forever must not cost 300 s a test.
  native: {
    build: 'cmake --preset native >/dev/null && cmake --build --preset native -j 2',
    run: 'ctest --preset native --output-on-failure --stop-on-failure --timeout 120',
  },
  // Behaviour, not size: the budget test is left out, and so is the check of this list, which a mutated copy always fails.
  js: {
    build: 'node scripts/build.mjs',
    run: 'node --test $(ls tests/js/*.test.mjs tests/js/unit/*.test.mjs | grep -v -e budget -e mutants)',
  },
  element: {
    build: 'node scripts/build.mjs',
    run: 'node --test --test-concurrency=1 tests/browser/element.test.mjs tests/browser/panels.test.mjs',
  },
  host: {
    build: 'node scripts/build.mjs',
    run: 'node --test --test-concurrency=1 tests/browser/host.test.mjs tests/browser/first-view.test.mjs',
  },
  fuzzBrowser: { build: 'node scripts/build.mjs', run: 'node --test --test-concurrency=1 tests/browser/fuzz.test.mjs' },
  estimator: {
    build: 'node scripts/build.mjs',
    run: 'node --test --test-concurrency=1 tests/browser/estimator.test.mjs tests/browser/flops.test.mjs',
  },
  layouts: { build: 'node scripts/build.mjs', run: 'node --test --test-concurrency=1 tests/browser/layouts.test.mjs' },
  planner: {
    build: 'node scripts/build.mjs',
    run: 'node --test --test-concurrency=1 tests/browser/planner.test.mjs tests/browser/replicas.test.mjs tests/browser/trial.test.mjs',
  },
  model: {
    build: 'cmake --preset fuzz >/dev/null && cmake --build --preset fuzz -j 2 --target model_fuzz',
    run: 'mkdir -p /tmp/mutant-corpus && build/fuzz/model_fuzz -max_total_time=30 -timeout=10 /tmp/mutant-corpus tests/fuzz/corpus/model',
  },
};

// [name, file, text, replacement, suites that must catch it]
const MUTANTS = [
  [
    'validation: an inclusive upper bound made exclusive',
    'src/core/rules.cpp',
    'if (value > rule.max)',
    'if (value >= rule.max)',
    ['native'],
  ],
  ['validation: NaN no longer refused', 'src/core/rules.cpp', 'if (std::isnan(value)) return', 'if (false) return', ['native']],
  [
    'validation: an optional input left unchecked',
    'src/core/schema.hpp',
    'check_into(issues, spec.field, *value, spec.rule);',
    ';',
    ['native'],
  ],
  [
    'model: speedup without the efficiency',
    'src/core/model.hpp',
    'return ScalingResult{ideal, actual, d * e, ideal - actual};',
    'return ScalingResult{ideal, actual, d, ideal - actual};',
    ['native'],
  ],
  [
    'sweep: a column written to its neighbour',
    'src/core/sweep.cpp',
    '((out[K][row] = r.*kOutputMember<K>), ...);',
    '((out[K][row] = r.*kOutputMember<(K + 1) % sizeof...(K)>), ...);',
    ['native'],
  ],
  [
    "sweep: a row's rules never checked",
    'src/core/sweep.cpp',
    'return (passes(input.*kInputMember<I>, kInputRule<I>) && ...);',
    'return ((I < kScalingInputs.size()) && ...);',
    ['native'],
  ],
  [
    'sweep: the invalid row reported one late',
    'src/core/sweep.cpp',
    'status.rows = row;\n      return status;',
    'status.rows = row + 1;\n      return status;',
    ['native'],
  ],
  [
    'devices_for_target: off by one at the bottom',
    'src/core/inverse.cpp',
    'double lo = 1, hi = kMaxDevices;',
    'double lo = 2, hi = kMaxDevices;',
    ['native'],
  ],
  [
    'devices_for_target: the mode ignored',
    'src/core/inverse.cpp',
    'const bool throughput = in.mode == static_cast<double>(TargetMode::throughput);',
    'const bool throughput = true;',
    ['native'],
  ],
  [
    'implied efficiency: a measurement equal to the ideal refused',
    'src/core/inverse.cpp',
    'if (in.measured_throughput > ideal)',
    'if (in.measured_throughput >= ideal)',
    ['native'],
  ],
  [
    'parse: the German grouping separator read as a decimal',
    'src/core/parse.cpp',
    "if (separators.group == separators.decimal) separators.group = ' ';",
    "if (separators.group == '.') separators = {'.', ' '};",
    ['native'],
  ],
  [
    'parse: groups of two digits accepted',
    'src/core/parse.cpp',
    'if (run == 0 || (grouped ? run != 3 : run > 3)) return Code::misplaced_separator;',
    'if (run == 0 || (grouped ? run < 2 : run > 3)) return Code::misplaced_separator;',
    ['native'],
  ],
  [
    'decimal: a tie rounded up from an even neighbour',
    'src/core/decimal.cpp',
    'if (c > 0 || (c == 0 && odd)) {',
    'if (c >= 0) {',
    ['native'],
  ],
  [
    'time and cost: the cluster bill without its devices',
    'src/core/time_cost.cpp',
    't.cluster_cost = price_per_second * input.devices * t.cluster_seconds;',
    't.cluster_cost = price_per_second * t.cluster_seconds;',
    ['native'],
  ],
  [
    'estimator: the overlap term with its sign flipped',
    'src/core/step_model.cpp',
    'return seconds - std::fmin(m.overlap * seconds, window);',
    'return seconds + std::fmin(m.overlap * seconds, window);',
    ['native'],
  ],
  [
    'collectives: a ring that pays no latency for the steps that cross nodes',
    'src/core/collectives.cpp',
    'return (steps - crossing) * ring.intra_latency_us + crossing * ring.network_latency_us;',
    'return (steps - crossing) * ring.intra_latency_us;',
    ['native'],
  ],
  [
    'step model: FSDP whose first gather hides like the others',
    'src/core/step_model.cpp',
    's.exposed = micro * (gather + (layers - 1)',
    's.exposed = micro * ((layers - 1)',
    ['native'],
  ],
  [
    'estimator: the batch form estimates one count for every row',
    'src/core/estimator.cpp',
    'const Estimate e = estimate_at(m, devices.data[row], c.result);',
    'const Estimate e = estimate_at(m, devices.data[0], c.result);',
    ['native'],
  ],
  [
    'estimator: a job beyond one node allowed without a network',
    'src/core/sharding.hpp',
    'devices > per_node && !network ? Code::needs_network : Code::ok',
    'devices > per_node && !network ? Code::ok : Code::ok',
    ['native'],
  ],
  [
    'boundary: a required input left out read as the NaN it was sent (not_a_number)',
    'src/core/schema.hpp',
    'input.*spec.number = *given != 0 ? *values : left_out();',
    'input.*spec.number = *values;',
    ['native', 'js'],
  ],
  [
    'validation: a left-out input no longer told from a NaN',
    'src/core/rules.cpp',
    'if (is_left_out(value)) return {field, Code::missing_input, kNoLimit, kNoIndex};',
    '',
    ['native', 'js'],
  ],
  [
    'boundary: optional inputs described as required',
    'src/core/describe.hpp',
    '(specs[i].maybe ? "?" : specs[i].list ? kListSuffix : "")',
    '(specs[i].list ? kListSuffix : "")',
    ['native', 'js'],
  ],
  ['api: a bound dropped from an issue', 'web/api/calculator.js', 'if (!Number.isNaN(limit)) issue.limit = limit;', '', ['js']],
  [
    'api: a yes/no answer inverted',
    'web/api/calculator.js',
    'out[name] = flag ? values[i] === 1 :',
    'out[name] = flag ? values[i] === 0 :',
    ['js'],
  ],
  ['messages: plural always "other"', 'web/i18n/message.js', 'branches[rules.select(n)]', 'branches.other', ['js']],
  [
    'messages: an exact =N plural branch read from the raw count, not the one shown',
    'web/i18n/message.js',
    "branches['=' + n]",
    "branches['=' + value]",
    ['js'],
  ],
  [
    'messages: a plural blind to the fraction digits shown ("1.0 device")',
    'web/i18n/message.js',
    '{ minimumFractionDigits: f, maximumFractionDigits: f }',
    '{}',
    ['js'],
  ],
  [
    'scenario: an invalid field shown as an empty one',
    'web/element/scenario.js',
    "issues.get(blocking)?.code === 'empty' ? 'empty' : 'invalid'",
    "'empty'",
    ['js'],
  ],
  [
    'scenario: every core issue on an empty field called "empty"',
    'web/element/scenario.js',
    "const left = code === 'missing_input' && !texts[id]?.trim();",
    'const left = !texts[id]?.trim();',
    ['js'],
  ],
  [
    "scenario: a core bound shown in the API's unit, not the field's",
    'web/element/scenario.js',
    '{ code, limit: scale ? limit / scale : limit }',
    '{ code, limit }',
    ['js'],
  ],
  ['export: a formula cell not defused', 'web/panels/host/export.js', "if (/^[=+\\-@\\t\\r]/.test(text)) text = `'${text}`;", '', ['js']],
  [
    'view: a drawn text parsed as markup',
    'web/element/view.js',
    'if (node.data !== child) node.data = child;',
    "if (node.data !== child) (node.data = child), parent.insertAdjacentHTML('beforeend', child);",
    ['element'],
  ],
  [
    'view: a drawn attribute written once, never updated',
    'web/element/view.js',
    'if (before[name] !== attributes[name]) node.setAttribute(name, attributes[name]);',
    'if (before[name] === undefined) node.setAttribute(name, attributes[name]);',
    ['element'],
  ],
  [
    'format: a duration that rounds up not carried',
    'web/panels/shared/money-time.js',
    'if (rest * smallSize >= bigSize) return formatDuration(locale, (whole + 1) * bigSize);',
    '',
    ['js'],
  ],
  ['url state: the short efficiency key of older links ignored', 'web/panels/host/fragment.js', "efficiency: 'e', ", '', ['js']],
  [
    'element: a changed attribute ignored',
    'web/element/dp-scaling-calculator.js',
    'this.#inputs.attribute(id, value);',
    '',
    ['fuzzBrowser'],
  ],
  [
    'attributes: a preset chosen before the estimator loaded overwrites a field given with it',
    'web/element/attributes.js',
    'fill(id, value, time, (field) => form.since(field, time));',
    'fill(id, value, time, () => false);',
    ['host'],
  ],
  [
    'panels: every panel body built at the start',
    'web/panels/host/bodies.js',
    "build(/** @type {HTMLElement[]} */ ([...view.root.querySelectorAll('details.panel[open]')]));",
    "build(/** @type {HTMLElement[]} */ ([...view.root.querySelectorAll('details.panel')]));",
    ['host'],
  ],
  [
    "panels: the pointer or the focus on a panel's title fetches nothing",
    'web/panels/host/bodies.js',
    'const near = (/** @type {{ target: EventTarget | null }} */ event) => closedPanelAt(event.target) && want();',
    'const near = () => {};',
    ['host'],
  ],
  [
    'view: a drawn text written once, never updated',
    'web/element/view.js',
    'if (node.data !== child) node.data = child;',
    "if (node.data === '') node.data = child;",
    ['element'],
  ],
  [
    'display: the lost rounded on its own, not as the difference of the two shown',
    'web/i18n/format.js',
    'return [shown(i), shown(a), shown(i - a)];',
    'return [shown(i), shown(a), shown(units(lost))];',
    ['js'],
  ],
  [
    'display: results to three significant digits',
    'web/element/render-results.js',
    'const f = ctx.number;',
    'const f = (value) => ctx.number(value, { maximumSignificantDigits: 3 });',
    ['element'],
  ],
  [
    'display: a linked field holds the estimate rounded to whole points',
    'web/panels/estimator/sources.js',
    'estimate: (s) => held(s.estimate?.efficiencyPercent),',
    'estimate: (s) => held(Math.round(s.estimate?.efficiencyPercent)),',
    ['estimator'],
  ],
  [
    'element: actual throughput shows the ideal',
    'web/element/render-results.js',
    "view.put('actual', r && actual, ctx.unit);",
    "view.put('actual', r && ideal, ctx.unit);",
    ['element'],
  ],
  // Issue 35: one scenario. Each is caught by the planner's path (tests/browser/planner.test.mjs) or a unit test.
  [
    'memory: HSDP keeps a node as its group',
    'src/core/memory.cpp',
    'return hybrid_group(in.shard_group, *in.devices_per_node);',
    'return *in.devices_per_node;',
    ['native', 'planner'],
  ],
  [
    'activations: selective recomputation keeps what full does',
    'src/core/activations.hpp',
    '  return layers * per_layer_unit * 34;',
    '  return layers * per_layer_unit * 2;',
    ['native', 'planner'],
  ],
  [
    'flops: the throughput at an MFU waits for a valid estimate',
    'web/panels/estimator/options.js',
    "const flops = has('peakTflops') ?",
    "const flops = input.throughputPerDevice < 3000 && has('peakTflops') ?",
    ['planner'],
  ],
  [
    'links: a linked field never follows',
    'web/panels/host/links.js',
    'if (!Number.isFinite(value) || value === tie.value) continue;',
    'continue;',
    ['planner'],
  ],
  ['links: typing does not unlink', 'web/panels/host/links.js', 'if (snapshot.values[id] !== tie.value) {', 'if (false) {', ['planner']],
  [
    'presets: a given setting set over',
    'web/panels/estimator/options.js',
    'if (SETS[selectId]?.includes(id) && given.has(id)) continue;',
    '',
    ['js'],
  ],
  [
    'results: no word when the estimate differs',
    'web/panels/estimator/render-links.js',
    'return Math.abs(values.efficiencyPercent - estimated) > estimate.uncertaintyPercent ? estimated : null;',
    'return null;',
    ['planner'],
  ],
  ['phone: small targets', 'web/element/styles.css', 'input, select, button { min-height: 44px; }', '', ['planner']],
  [
    'export: no units',
    'web/panels/host/export.js',
    '[key, label, value, unit, source]);',
    "[key, label, value, '', source]);",
    ['js', 'planner'],
  ],
  [
    'calibration: the baseline is ignored',
    'src/core/calibration.cpp',
    'const bool relative = e && in.calibration_baseline;',
    'const bool relative = false;',
    ['native', 'planner'],
  ],
  [
    'calibration: a point against a baseline rescales what the baseline loses',
    'src/core/calibration.cpp',
    'const double local = std::fmax(0, lost.local() - anchor.local());',
    'const double local = lost.local();',
    ['native'],
  ],
  [
    'calibration: points that cannot tell the parts apart let rounding pick one',
    'src/core/calibration.cpp',
    'if (det <= 1e-9 * aa * bb) {',
    'if (false) {',
    ['native'],
  ],
  [
    'calibration: the fit stops after twelve steps, wherever it is',
    'src/core/calibration.cpp',
    'for (int i = 0; i < 200; ++i) {',
    'for (int i = 0; i < 12; ++i) {',
    ['native'],
  ],
  [
    'target: a node at a time, though its replicas do not fill one',
    'src/core/estimator.cpp',
    'const double whole_nodes = whole_multiple(replica, std::round(per_node));',
    'const double whole_nodes = std::round(per_node);',
    ['native'],
  ],
  [
    'target: past one node, from the second whole step however far it lies',
    'src/core/estimator.cpp',
    'const double beyond = hybrid ? std::ceil(2 * group_devices(m) / step) : std::floor(per_node / step) + 1;',
    'const double beyond = hybrid ? std::ceil(2 * group_devices(m) / step) : 2 + 0 * per_node;',
    ['native'],
  ],
  [
    'target: hybrid from two steps, though one step holds two groups',
    'src/core/estimator.cpp',
    'const double beyond = hybrid ? std::ceil(2 * group_devices(m) / step) : std::floor(per_node / step) + 1;',
    'const double beyond = hybrid ? 2 : std::floor(per_node / step) + 1;',
    ['native'],
  ],
  [
    'fp8: one amax reduction a step, not one a forward pass',
    'src/core/step_model.cpp',
    'return all_reduce(stage, 0, micro * m.interleave) - all_reduce(replica, 0, micro * m.interleave);',
    'return all_reduce(stage, 0, micro / micro) - all_reduce(replica, 0, 1);',
    ['native'],
  ],
  ['fp8: the amax reductions hide behind compute', 'src/core/step_model.cpp', '    s.exposed += amax;\n', '', ['native']],
  [
    'fp8: the web estimate leaves the precision out',
    'web/panels/estimator/panel.js',
    "computePrecision: {\n      initial: 'bf16',\n      api: true,",
    "computePrecision: {\n      initial: 'bf16',",
    ['js'],
  ],
  [
    'replicas: a device holds all the gradients',
    'src/core/step_model.cpp',
    'in.parameters * in.bytes_per_gradient / layout.size();',
    'in.parameters * in.bytes_per_gradient / 1;',
    ['native'],
  ],
  [
    "replicas: a node's groups do not share its network",
    'src/core/step_model.cpp',
    'nodes > 1 ? m.layout.groups_per_node(per_node) : 1',
    'nodes > 1 ? 1 : 1',
    ['native'],
  ],
  [
    'replicas: the bubble never grows',
    'src/core/step_model.cpp',
    'return compute_at(m, devices) * (beta(micro_at(m, devices)) / beta(micro_at(m, m.layout.size())) - 1);',
    'return 0 * compute_at(m, devices) * beta(1);',
    ['native'],
  ],
  [
    "step model: a bucketed reduction hides behind every micro-batch's backward pass",
    'src/core/step_model.cpp',
    'double boundary_window(const JobModel& m) { return m.window * m.micro_seconds; }',
    'double boundary_window(const JobModel& m) { return m.window * m.micro_seconds * m.in.gradient_accumulation; }',
    ['native'],
  ],
  [
    'replicas: memory does not split the model',
    'src/core/memory.cpp',
    'const double p = in.parameters / layout.size();',
    'const double p = in.parameters / 1;',
    ['native'],
  ],
  [
    'calibration: the bubble is scaled with the rest',
    'src/core/calibration.cpp',
    'const double wanted = m.compute * (1 - p.efficiency) - p.efficiency * p.lost.bubble;',
    'const double wanted = m.compute * (1 - p.efficiency) - 0 * p.lost.bubble;',
    ['native'],
  ],
  [
    'stragglers: the wait for the slowest node grows linearly with the nodes',
    'src/core/step_model.cpp',
    'std::sqrt(2 * std::log(nodes))',
    '(nodes - 1)',
    ['native'],
  ],
  [
    "target: the first counts of a stretch not tried one by one (a baseline's bend is missed)",
    'src/core/estimator.cpp',
    'constexpr double kScannedSteps = 256;',
    'constexpr double kScannedSteps = 0;',
    ['native'],
  ],
  [
    'global batch: a replica may run part of a micro-batch',
    'src/core/estimator.cpp',
    'if (whole_node_devices(*in.global_batch, multiple) != *in.global_batch) {',
    'if (false) {',
    ['native'],
  ],
  [
    'band: no wider with the nodes',
    'src/core/estimator.cpp',
    'k.uncertainty_per_node_doubling * std::log2(nodes)',
    '0 * std::log2(nodes)',
    ['native'],
  ],
  [
    'band: a network counts inside one node',
    'src/core/estimator.cpp',
    'return devices > in.devices_per_node ? in.inter_node_bandwidth_gbit_s.value_or(NAN) : NAN;',
    'return in.inter_node_bandwidth_gbit_s.value_or(NAN);',
    ['native'],
  ],
  [
    'band: "Used:" never names an input outside the published runs',
    'web/panels/estimator/render-estimator.js',
    'if (!e.outsideInputs) return',
    'if (true) return',
    ['planner'],
  ],
  [
    'replicas: the panel drops the batch scaling',
    'web/panels/estimator/panel.js',
    "batchScaling: {\n      initial: 'weak',\n      api: true,",
    "batchScaling: {\n      initial: 'weak',",
    ['planner'],
  ],
  [
    'what-if: a constant efficiency while the results follow the estimate',
    'web/panels/what-if/index.js',
    "followsEstimate ? ['estimatedDevicesForTarget'",
    "false ? ['estimatedDevicesForTarget'",
    ['planner'],
  ],
  [
    'summary bar: never shown',
    'web/panels/host/summary-bar.js',
    'const show = () => (bar.hidden = !(',
    'const show = () => (bar.hidden = true || !(',
    ['planner'],
  ],
  [
    'summary bar: takes room',
    'web/panels/shared/styles.css',
    'top: var(--dpsc-sticky-top, 0); height: 0;',
    'top: var(--dpsc-sticky-top, 0);',
    ['planner'],
  ],
  [
    'link: what follows is not kept',
    'web/panels/host/fragment.js',
    "if (linked.size) params.set('f',",
    "if (false) params.set('f',",
    ['js', 'planner'],
  ],
  ['panels: columns too narrow for a number', 'web/panels/shared/styles.css', 'minmax(12em, 1fr)', 'minmax(10em, 1fr)', ['planner']],
  [
    "layouts: tensor parallelism's traffic free",
    'src/core/layouts.cpp',
    'traffic = passes * in.layers / c.pipeline * pass;',
    'traffic = 0 * passes * in.layers / c.pipeline * pass;',
    ['native'],
  ],
  [
    'layouts: ranked by efficiency, not by what the cluster reaches',
    'src/core/layouts.cpp',
    'return a.cluster_throughput > b.cluster_throughput;',
    'return a.efficiency_percent > b.efficiency_percent;',
    ['native'],
  ],
  [
    'layouts: a layout that does not fit ranked among those that do',
    'src/core/layouts.cpp',
    'if (!memory.result.fits) return least.add({c, memory.result});',
    'if (false) return least.add({c, memory.result});',
    ['native'],
  ],
  [
    "layouts: the table's throughput in tokens whatever the element's unit",
    'web/panels/layouts/index.js',
    '`${ctx.number(layout.clusterThroughput / perUnit(s))} ${ctx.unit}`',
    '`${ctx.number(layout.clusterThroughput)} ${ctx.unit}`',
    ['layouts'],
  ],
  [
    'memory: the logits not counted',
    'src/core/memory.cpp',
    'm.logits_bytes = layout.pipeline > 1 && !m.last_stage ? 0 : logits;',
    'm.logits_bytes = 0;',
    ['native'],
  ],
  ['memory: no workspace', 'src/core/memory.cpp', 'm.workspace_bytes = kWorkspaceBytes;', 'm.workspace_bytes = 0;', ['native']],
  [
    "memory: a pipeline's last stage never counted",
    'src/core/memory.cpp',
    'm.last_stage = layout.pipeline > 1 && first / layout.pipeline + logits > first;',
    'm.last_stage = layout.pipeline < 1 && first / layout.pipeline + logits > first;',
    ['native'],
  ],
  [
    'memory: ZeRO-3 gathers one layer, not the next one too',
    'src/core/memory.cpp',
    'constexpr double kGatheredLayers = 2, kComputeWeightBytes = 2;',
    'constexpr double kGatheredLayers = 1, kComputeWeightBytes = 2;',
    ['native'],
  ],
  [
    'unit: a field keeps its number when the unit changes',
    'web/panels/host/links.js',
    "convertUnit(host, { linked, moving, numberOf }, id === 'throughputUnit' ? value : fills.throughputUnit, fills);",
    '',
    ['estimator'],
  ],
  [
    'layouts: the table kept as a table in an element too narrow for it',
    'web/panels/layouts/styles.css',
    '@container (max-width: 45em)',
    '@container (max-width: 30em)',
    ['layouts'],
  ],
  [
    'band: a band narrower than a point shown as none',
    'web/panels/shared/band.js',
    'Math.max(1, Math.round(uncertaintyPercent))',
    'Math.round(uncertaintyPercent)',
    ['js'],
  ],
  [
    'memory: a hybrid group that splits a replica offered as the smallest sharding',
    'src/core/memory.cpp',
    '    check_shard_group(hybrid, in);\n    check_groups(hybrid, in);',
    '    check_groups(hybrid, in);',
    ['native'],
  ],
  [
    "messages: a language's second half merged into whichever first half is in",
    'web/panels/host/ready.js',
    'Promise.all([loadMessages(language), rest()])',
    'Promise.all([messages[language] ?? messages.en, rest()])',
    ['host'],
  ],
];

const sh = (command, options = {}) =>
  execSync(command, { cwd: work, stdio: 'pipe', encoding: 'utf8', timeout: 20 * 60_000, maxBuffer: 256 * 2 ** 20, ...options });

function prepare() {
  mkdirSync(work, { recursive: true });
  // A copy of the tracked and new files as they are now; the copy's own
  // builds (build/, dist/) are kept for incremental rebuilds. The files get
  // the time of the copy (tar -m), so a build left by an interrupted run from
  // a mutated file is never taken for up to date.
  for (const entry of readdirSync(work)) {
    if (!['build', 'dist', 'node_modules'].includes(entry)) rmSync(`${work}/${entry}`, { recursive: true, force: true });
  }
  sh(`git ls-files -z -co --exclude-standard | tar --null -T - -cf - | tar -xmf - -C ${work}`, { cwd: root });
  if (!existsSync(`${work}/node_modules`)) symlinkSync(`${root}node_modules`, `${work}/node_modules`);
}

// The first failing test a suite printed: a CTest test, the innermost
// `not ok` of node's test runner, or what libFuzzer found.
function firstFailure(output) {
  const ctest = output.match(/^\s*\d+ - (\S+) \([^)]*\)\s*$/m) ?? output.match(/^\[ {2}FAILED {2}\] ([\w/.]+)/m);
  if (ctest) return ctest[1];
  const node = [...output.matchAll(/^( *)not ok \d+ - (.*)$/gm)].sort((a, b) => b[1].length - a[1].length)[0];
  if (node) return node[2].trim();
  return (
    output
      .match(/^==\d+==ERROR: \w+: ([^\n]*)|SUMMARY: (.*)|(deadly signal)/m)
      ?.slice(1)
      .find(Boolean) ?? 'see its output'
  );
}

function runSuites(names) {
  const failed = [];
  for (const name of names) {
    const suite = SUITES[name];
    try {
      sh(suite.build);
    } catch (error) {
      throw new Error(`the mutant does not build for ${name}:\n${String(error.stdout ?? '').slice(-2000)}${error.stderr ?? ''}`, {
        cause: error,
      });
    }
    try {
      sh(suite.run);
    } catch (error) {
      failed.push(`${name}: ${firstFailure(`${error.stdout ?? ''}\n${error.stderr ?? ''}`)}`);
    }
  }
  return failed;
}

// Every mutation must find its text exactly once, checked before anything
// runs; --check stops there (tests/js/mutants.test.mjs runs it).
const stale = MUTANTS.filter(([, file, text]) => readFileSync(`${root}${file}`, 'utf8').split(text).length !== 2);
for (const [name, file] of stale) console.log(`stale mutant "${name}": its text is not in ${file} exactly once; update the list`);
if (stale.length) process.exit(1);
if (process.argv[2] === '--check') {
  console.log(`${MUTANTS.length} mutants apply`);
  process.exit(0);
}

const filters = process.argv.slice(2);
const chosen = MUTANTS.filter(([name]) => !filters.length || filters.some((f) => name.includes(f)));
prepare();
console.log(`mutants: ${chosen.length}, in ${work}`);
// The unmutated copy must pass what the mutants are checked with.
const baseline = runSuites([...new Set(chosen.flatMap((m) => m[4]))]);
if (baseline.length) throw new Error(`the unmutated project fails ${baseline.join(', ')}: fix that first`);

const results = [];
for (const [name, file, text, replacement, suites] of chosen) {
  const path = `${work}/${file}`;
  const original = readFileSync(path, 'utf8');
  const count = original.split(text).length - 1;
  if (count !== 1) throw new Error(`mutant "${name}": its text is in ${file} ${count} times, not once; update the list`);
  writeFileSync(
    path,
    original.replace(text, () => replacement),
  );
  const started = Date.now();
  let caughtBy;
  try {
    caughtBy = runSuites(suites);
  } finally {
    writeFileSync(path, original);
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ name, caughtBy, seconds });
  console.log(`${caughtBy.length ? 'caught  ' : 'SURVIVED'} ${name}${caughtBy.length ? ` (by ${caughtBy.join('; ')})` : ''}, ${seconds} s`);
}
runSuites([...new Set(chosen.flatMap((m) => m[4]))]); // leave the copy built unmutated
const caught = results.filter((r) => r.caughtBy.length).length;
console.log(`\nscore: ${caught} of ${results.length} mutants caught`);
if (caught < results.length) process.exitCode = 1;
rmSync('/tmp/mutant-corpus', { recursive: true, force: true });
