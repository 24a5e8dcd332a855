// The model presets: every one has a source and a count, the paper figures
// are as printed, and the transformer counts follow from the architecture in
// their config.json (recounted here, so a typo in a digit cannot pass).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { models } from '../../web/estimator/models.js';

const byId = Object.fromEntries(models.map((m) => [m.id, m]));

// Decoder with grouped-query attention, SwiGLU MLP (3 matrices), RMSNorm
// before attention and MLP and at the end, untied input and output embeddings.
function decoder({ vocab, hidden, mlp, layers, heads, kvHeads, experts = 1 }) {
  const kv = (hidden / heads) * kvHeads;
  const attention = 2 * hidden * hidden + 2 * hidden * kv;
  const ffn = experts * 3 * hidden * mlp + (experts > 1 ? hidden * experts : 0); // experts and their router
  return 2 * vocab * hidden + layers * (attention + ffn + 2 * hidden) + hidden;
}

test('the presets the issue asks for, each with a source on the line above', () => {
  const names = ['ResNet-50', 'BERT-large', 'ViT-L/16', 'GPT-2 XL', 'Llama 3 8B', 'Llama 3 70B', 'Mixtral 8x7B'];
  assert.deepEqual(
    models.map((m) => m.id),
    names,
  );
  const lines = readFileSync(new URL('../../web/estimator/models.js', import.meta.url), 'utf8').split('\n');
  for (const m of models) {
    const at = lines.findIndex((line) => line.includes(`id: '${m.id}'`));
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
  assert.equal(
    byId['Mixtral 8x7B'].parameters,
    decoder({ vocab: 32000, hidden: 4096, mlp: 14336, layers: 32, heads: 32, kvHeads: 8, experts: 8 }),
  );
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
