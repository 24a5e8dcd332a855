// The model presets: every one has a source and a count, the paper figures
// are as printed, and the transformer counts follow from the architecture in
// their config.json (recounted here, so a typo in a digit cannot pass). What
// the FLOPs per sample need is there too: a transformer's layers, hidden size
// and sequence length, Mixtral's active parameters (recounted the same way),
// ResNet-50's training FLOPs of one image.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { models } from '../../web/panels/estimator/models.js';

const byId = Object.fromEntries(models.map((m) => [m.id, m]));

// Decoder with grouped-query attention, SwiGLU MLP (3 matrices), RMSNorm
// before attention and MLP and at the end, untied input and output embeddings.
// With `active` set, the parameters one token goes through: that many of the
// experts' MLPs, and the whole router (it scores every expert for every token).
function decoder({ vocab, hidden, mlp, layers, heads, kvHeads, experts = 1, active = experts }) {
  const kv = (hidden / heads) * kvHeads;
  const attention = 2 * hidden * hidden + 2 * hidden * kv;
  const ffn = active * 3 * hidden * mlp + (experts > 1 ? hidden * experts : 0); // experts and their router
  return 2 * vocab * hidden + layers * (attention + ffn + 2 * hidden) + hidden;
}

// mistralai/Mixtral-8x7B-v0.1 config.json: num_local_experts 8, num_experts_per_tok 2.
const MIXTRAL = { vocab: 32000, hidden: 4096, mlp: 14336, layers: 32, heads: 32, kvHeads: 8, experts: 8 };
const TRANSFORMERS = ['BERT-large', 'ViT-L/16', 'GPT-2 XL', 'Llama 3 8B', 'Llama 3 70B', 'Mixtral 8x7B'];

test('the presets the issue asks for, each with a source on the line above', () => {
  const names = ['ResNet-50', 'BERT-large', 'ViT-L/16', 'GPT-2 XL', 'Llama 3 8B', 'Llama 3 70B', 'Mixtral 8x7B'];
  assert.deepEqual(
    models.map((m) => m.id),
    names,
  );
  const lines = readFileSync(new URL('../../web/panels/estimator/models.js', import.meta.url), 'utf8').split('\n');
  for (const m of models) {
    let at = lines.findIndex((line) => line.includes(`id: '${m.id}'`));
    if (lines[at - 1].trim() === '{') at -= 1; // an entry Prettier wrapped
    assert.match(lines[at - 1], /^\s*\/\/ \S/, `${m.id} has a source comment`);
    assert.ok(Number.isInteger(m.parameters) && m.parameters > 1e7, m.id);
  }
});

test('published counts as printed: torchvision, BERT, ViT and GPT-2 papers', () => {
  assert.equal(byId['ResNet-50'].parameters, 25_557_032);
  assert.equal(byId['BERT-large'].parameters, 340e6);
  assert.equal(byId['ViT-L/16'].parameters, 307e6);
  assert.equal(byId['GPT-2 XL'].parameters, 1542e6);
});

test('Llama 3 and Mixtral counts follow from their architecture', () => {
  assert.equal(byId['Llama 3 8B'].parameters, decoder({ vocab: 128256, hidden: 4096, mlp: 14336, layers: 32, heads: 32, kvHeads: 8 }));
  assert.equal(byId['Llama 3 70B'].parameters, decoder({ vocab: 128256, hidden: 8192, mlp: 28672, layers: 80, heads: 64, kvHeads: 8 }));
  assert.equal(byId['Mixtral 8x7B'].parameters, decoder(MIXTRAL));
  // As the model cards round them.
  assert.deepEqual(
    ['Llama 3 8B', 'Llama 3 70B', 'Mixtral 8x7B'].map((id) => (byId[id].parameters / 1e9).toFixed(id === 'Llama 3 8B' ? 2 : 1)),
    ['8.03', '70.6', '46.7'],
  );
});

test('only the mixture of experts carries the caveat', () => {
  assert.deepEqual(
    models.filter((m) => m.moe).map((m) => m.id),
    ['Mixtral 8x7B'],
  );
});

test("Mixtral's active parameters: 2 of its 8 experts, recounted, 12.9B as Mistral AI rounds them", () => {
  const mixtral = byId['Mixtral 8x7B'];
  assert.equal(mixtral.activeParameters, decoder({ ...MIXTRAL, active: 2 }));
  assert.equal((mixtral.activeParameters / 1e9).toFixed(1), '12.9');
  assert.ok(mixtral.activeParameters < mixtral.parameters);
  // Only the mixture of experts has active parameters of its own.
  assert.deepEqual(
    models.filter((m) => 'activeParameters' in m).map((m) => m.id),
    ['Mixtral 8x7B'],
  );
});

test('every transformer has integer layers, hidden size and tokens per sample, and no FLOPs per sample', () => {
  assert.deepEqual(
    models.filter((m) => 'layers' in m || 'hiddenSize' in m || 'tokensPerSample' in m).map((m) => m.id),
    TRANSFORMERS,
  );
  for (const id of TRANSFORMERS) {
    const m = byId[id];
    for (const key of ['layers', 'hiddenSize', 'tokensPerSample']) assert.ok(Number.isInteger(m[key]) && m[key] > 0, `${id}.${key}`);
    assert.ok(!('flopsPerSample' in m), `${id} counts its FLOPs from its sizes`);
  }
});

test('the sizes as the papers and model cards give them', () => {
  const sizes = (id) => [byId[id].layers, byId[id].hiddenSize, byId[id].tokensPerSample];
  assert.deepEqual(sizes('BERT-large'), [24, 1024, 128]); // Devlin et al.: L=24, H=1024; 128 for 90 % of pre-training
  assert.deepEqual(sizes('ViT-L/16'), [24, 1024, (224 / 16) ** 2 + 1]); // 196 patches and the class token
  assert.deepEqual(sizes('GPT-2 XL'), [48, 1600, 1024]);
  assert.deepEqual(sizes('Llama 3 8B'), [32, 4096, 8192]);
  assert.deepEqual(sizes('Llama 3 70B'), [80, 8192, 8192]);
  assert.deepEqual(sizes('Mixtral 8x7B'), [MIXTRAL.layers, MIXTRAL.hidden, 32768]);
});

test('layers and hidden size agree with the parameters: 12·L·H² is the count without embeddings, within 10 %', () => {
  // Embeddings: token vocabulary (and, for BERT, segment types) plus learned positions; ViT: the patch projection.
  const embeddings = {
    'BERT-large': (30522 + 2 + 512) * 1024,
    'ViT-L/16': 16 * 16 * 3 * 1024 + 197 * 1024,
    'GPT-2 XL': (50257 + 1024) * 1600,
  };
  for (const [id, embedded] of Object.entries(embeddings)) {
    const { parameters, layers, hiddenSize } = byId[id];
    const blocks = 12 * layers * hiddenSize ** 2;
    const rest = parameters - embedded;
    assert.ok(Math.abs(blocks - rest) / rest < 0.1, `${id}: 12·L·H² = ${blocks}, parameters without embeddings ${rest}`);
  }
});

test('ResNet-50: training FLOPs of one 224×224 image, 3 × 2 × the 3.8e9 multiply-adds of He et al. Table 1', () => {
  const resnet = byId['ResNet-50'];
  assert.equal(resnet.flopsPerSample, 3 * 2 * 3.8e9);
  for (const key of ['layers', 'hiddenSize', 'tokensPerSample', 'activeParameters']) assert.ok(!(key in resnet), `ResNet-50 has no ${key}`);
});
