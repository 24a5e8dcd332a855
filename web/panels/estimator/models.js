// Model presets: the parameter count a choice fills in, and what the FLOPs
// per sample need, one model an entry, each with its source. The id is the
// name shown, a proper noun that stays untranslated. `moe` marks a mixture of
// experts: the count is every expert's parameters, and expert parallelism
// (experts spread over devices) is not modeled here; its `activeParameters`
// are the parameters one token goes through.
//
// A transformer carries `layers`, `hiddenSize` and `tokensPerSample` (the
// sequence length it was trained at, a sample being one sequence); a model
// that is no transformer carries `flopsPerSample` instead, the training
// FLOPs (forward and backward) of one sample.
//
// A language model also sets the job it is trained with (`job`): BF16
// gradients (precision 2 bytes), micro-batches of one sequence, accumulated
// to about 4 M tokens a step (Touvron et al., "Llama 2", 2023, section 2.2
// and Table 1: "a global batch-size of 4M tokens" for every size; Llama 3
// 405B also starts at 4M tokens, Dubey et al. 2024, section 3.4.1), and
// ZeRO-3 / FSDP, the data-parallel sharding such a model needs on 80 GB
// devices (DDP would keep 16 bytes a parameter: 128 GB for 8B). The
// recomputation is the least that fits at micro-batch 1 on 80 GB, by the
// memory check: selective for 8B (36 GB of activations), full for 70B and
// Mixtral (183 GB and 146 GB selective).
//
// The two Llama 3 and the Mixtral counts follow from the architecture in each
// model's config.json (Hugging Face model cards; embeddings and output layer
// untied, RMSNorm weights counted): 8.03B, 70.6B and 46.7B as the cards round
// them, and Mixtral's 12.9B active. tests/js/models.test.mjs redoes that arithmetic.
//
// A model that needs more than a device's share sets its replica too: Llama 3 70B
// runs tensor parallel 8 inside a node with FSDP across nodes (Liang et al.,
// "TorchTitan", ICLR 2025, Table 3: Llama 3.1 70B on 256 H100s, "Full
// activation checkpointing. FSDP degree 32, TP degree 8").
const LLM_JOB = { precision: '2', batch: 1, tokensPerStep: 4e6, sharding: 'zero3' };

export const models = [
  // torchvision.models.resnet50, ResNet50_Weights.IMAGENET1K_V1: num_params 25557032 (He et al., CVPR 2016).
  // flopsPerSample, one 224×224 image: He et al. Table 1 gives 3.8 × 10^9 FLOPs for the forward pass, counted as
  // multiply-adds; 2 FLOPs a multiply-add, and training ≈ 3 × forward (the backward pass costs twice the forward):
  // 3 × 2 × 3.8e9 = 22.8e9. (torchvision's v1.5 variant lists 4.09 GFLOPS, also multiply-adds: about 8 % more.)
  { id: 'ResNet-50', parameters: 25557032, flopsPerSample: 22.8e9 },
  // Devlin et al., NAACL 2019, section 3: "BERT_LARGE (L=24, H=1024, A=16, Total Parameters=340M)". tokensPerSample 128:
  // appendix A.2 pre-trains at sequence length 128 for 90 % of the steps and at 512 for the rest, so 128 is the length
  // of most of the pre-training (about 70 % of its tokens); set 512 for the second phase, or for MLPerf's BERT.
  // vocabularySize 30522: vocab_size in google-bert/bert-large-uncased's config.json, the masked-LM head's outputs.
  { id: 'BERT-large', parameters: 340e6, layers: 24, hiddenSize: 1024, attentionHeads: 16, tokensPerSample: 128, vocabularySize: 30522 },
  // Dosovitskiy et al., ICLR 2021, Table 1: ViT-Large, 24 layers, hidden 1024, MLP 4096, 16 heads, 307M. tokensPerSample:
  // a 224×224 image in 16×16 patches is 14 × 14 = 196 patches, plus the class token (section 3.1) = 197.
  { id: 'ViT-L/16', parameters: 307e6, layers: 24, hiddenSize: 1024, attentionHeads: 16, tokensPerSample: 197 },
  // Radford et al., "Language Models are Unsupervised Multitask Learners", 2019, Table 2: 1542M, 48 layers, d_model 1600;
  // section 2.3: the context is 1024 tokens, and 2.2 a vocabulary of 50,257. 25 heads: n_head in
  // openai-community/gpt2-xl's config.json.
  { id: 'GPT-2 XL', parameters: 1542e6, layers: 48, hiddenSize: 1600, attentionHeads: 25, tokensPerSample: 1024, vocabularySize: 50257 },
  // meta-llama/Meta-Llama-3-8B: vocabulary 128256, hidden 4096, MLP 14336, 32 layers, 32 heads, 8 KV heads;
  // Meta, "Introducing Meta Llama 3" (2024): "We trained the models on sequences of 8,192 tokens".
  {
    id: 'Llama 3 8B',
    parameters: 8030261248,
    layers: 32,
    hiddenSize: 4096,
    attentionHeads: 32,
    tokensPerSample: 8192,
    vocabularySize: 128256,
    job: { ...LLM_JOB, recomputation: 'selective' },
  },
  // meta-llama/Meta-Llama-3-70B: vocabulary 128256, hidden 8192, MLP 28672, 80 layers, 64 heads, 8 KV heads;
  // Meta, "Introducing Meta Llama 3" (2024): "We trained the models on sequences of 8,192 tokens".
  {
    id: 'Llama 3 70B',
    parameters: 70553706496,
    layers: 80,
    hiddenSize: 8192,
    attentionHeads: 64,
    tokensPerSample: 8192,
    vocabularySize: 128256,
    job: { ...LLM_JOB, recomputation: 'full', tensorParallel: 8 },
  },
  // mistralai/Mixtral-8x7B-v0.1: 8 experts of MLP 14336, 2 active a token, hidden 4096, 32 layers, vocabulary 32000,
  // 32 heads, 8 KV heads; Mistral AI: "46.7B total parameters but only uses 12.9B parameters per token". activeParameters:
  // the same count with 2 experts' MLPs (the router's 8 outputs, embeddings and output layer counted, as in parameters).
  // tokensPerSample: Jiang et al., "Mixtral of Experts", 2024, section 2 and Table 1: pre-trained with a context of
  // 32k tokens, context_len 32768 (max_position_embeddings in config.json).
  {
    id: 'Mixtral 8x7B',
    parameters: 46702792704,
    activeParameters: 12879925248,
    layers: 32,
    hiddenSize: 4096,
    attentionHeads: 32,
    tokensPerSample: 32768,
    vocabularySize: 32000,
    moe: true,
    job: { ...LLM_JOB, recomputation: 'full' },
  },
];
