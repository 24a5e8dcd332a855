// The estimator panel's body, made of the pieces the element's markup uses too (web/common/parts.js): its sections, each with the
// fields and selects its descriptor's layout places there (panel.js), and what shows between them.
import { field, fields, answer, button } from '../../common/parts.js';
import descriptor from './panel.js';

// A labelled <select>; the estimator's code fills in the options. Its message
// says when an attribute or a link asked for an option it does not have.
const choice = (/** @type {string} */ id) => `
<tr>
  <th scope="row"><label for="${id}" data-t="${id}"></label></th>
  <td>
    <select id="${id}" aria-describedby="${id}-error"></select>
    <p class="error" id="${id}-error"></p>
  </td>
</tr>`;

const { selects = {}, layout = {} } = descriptor;
// The rows of one section of the layout, in its order (a section the layout lacks is a mistake here, not an empty table).
const section = (/** @type {string} */ name) => fields(...layout[name].map((id) => (id in selects ? choice(id) : field(id))));

// Memory per device: the sharding, the answers, and the parts as a stacked
// bar (drawn, hidden from assistive technology) and as a table (read).
const memory = `<h4 data-t="memoryTitle"></h4>${section('memory')}<p class="note" id="sharding-note"></p>
<dl class="answers">${answer('memoryNeeded')}${answer('smallestSharding')}${answer('devicesForSharding')}</dl>
<div class="bar" id="memory-bar"></div><table class="parts" id="memory-parts"></table><p class="note" id="activations-note"></p><p class="warning" id="memory-warning"></p>`;

// The model's FLOPs and the device's peak: what the throughput implies, and a
// throughput from an MFU.
const flops = `<h4 data-t="flopsTitle"></h4>
${section('flops')}<dl class="answers">${answer('flopsThroughput')}</dl><p class="note" id="fp8-note"></p>${button('useFlopsThroughput')}`;

export const markup = `
  <p class="note" data-t="estimatorIntro"></p>
  ${section('main')}
  <p class="note" id="globalBatch-note"></p>
  <p class="note" id="accumulation-note"></p>
  <h4 data-t="replicasTitle"></h4>
  <p class="note" data-t="replicasIntro"></p>
  ${section('replicas')}
  ${section('links')}
  ${flops}
  <p class="note" data-t="calibrationIntro"></p>
  ${section('calibration')}
  <dl class="answers">${answer('estimate', 'estimatedEfficiency')}${answer('computeTime')}${answer('allReduceTime')}${answer('exposedTime')}${answer('bubbleTime')}</dl>
  <p class="note" id="replicas-note"></p>
  <p class="note" id="calibration-result"></p>
  <p class="note" id="assumptions"></p>
  ${button('useEstimate')}
  ${memory}
  <h4 data-t="modelTitle"></h4>
  <p class="math">G = P × q<br>t_c = k × B / v<br>R(n, x) = (n−1)/n × x / B_bus + (n−m) × α + (m−1) × α_net<br>DDP: t_cm = 2 R(d, G)<br>ZeRO-1/2: t_cm = R(d, G) + R(d, G)<br>ZeRO-3: g = s = R(d, G/L); f, b = (1−w) t_c / (k L), w t_c / (k L)<br>h(c, u) = min(o × c, u)<br>t_x = k × (g + (L−1)(g − h(g, f)) + (L−1)(2g − h(2g, b)) + s)<br>t_o = τ + c_G × (B_ref / B_mem) × G<br>t_n = σ × t_c × √(2 ln m)<br>r = d / (t × p): d → r, G → G / (t × p), L → L / p<br>t_b = t_c × (β(k_r) / β(k_1) − 1), β(k) = 1 + (p − 1) / (v_i × k)<br>E = t_c / (t_c + t_x + t_o + t_n + t_b)<br>E = t_c / (t_c + κ_l × λ_l + κ_n × λ_n + t_b)</p>
  <p class="note" data-t="modelSymbols"></p>
  <p class="note" data-t="modelReplicaSymbols"></p>
  <p class="note" id="model-limits"></p>
  <p class="note" id="model-wrong"></p>`;
