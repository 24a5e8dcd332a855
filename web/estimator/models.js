// Model presets: the parameter count a choice fills in, one model a line,
// each with its source. The id is the name shown, a proper noun that stays
// untranslated. `moe`
// marks a mixture of experts: the count is every expert's parameters, and
// expert parallelism (experts spread over devices) is not modeled here.
//
// The two Llama 3 and the Mixtral counts follow from the architecture in each
// model's config.json (Hugging Face model cards; embeddings and output layer
// untied, RMSNorm weights counted): 8.03B, 70.6B and 46.7B as the cards round
// them. tests/js/models.test.mjs redoes that arithmetic.
export const models = [
  // torchvision.models.resnet50, ResNet50_Weights.IMAGENET1K_V1: num_params 25557032 (He et al., CVPR 2016).
  { id: 'ResNet-50', parameters: 25557032 },
  // Devlin et al., NAACL 2019, section 3: "BERT_LARGE (L=24, H=1024, A=16, Total Parameters=340M)".
  { id: 'BERT-large', parameters: 340e6 },
  // Dosovitskiy et al., ICLR 2021, Table 1: ViT-Large, 24 layers, hidden 1024, MLP 4096, 16 heads, 307M.
  { id: 'ViT-L/16', parameters: 307e6 },
  // Radford et al., "Language Models are Unsupervised Multitask Learners", 2019, Table 2: 1542M, 48 layers, d_model 1600.
  { id: 'GPT-2 XL', parameters: 1542e6 },
  // meta-llama/Meta-Llama-3-8B: vocabulary 128256, hidden 4096, MLP 14336, 32 layers, 32 heads, 8 KV heads.
  { id: 'Llama 3 8B', parameters: 8030261248 },
  // meta-llama/Meta-Llama-3-70B: vocabulary 128256, hidden 8192, MLP 28672, 80 layers, 64 heads, 8 KV heads.
  { id: 'Llama 3 70B', parameters: 70553706496 },
  // mistralai/Mixtral-8x7B-v0.1: 8 experts of MLP 14336, hidden 4096, 32 layers, vocabulary 32000, 32 heads,
  // 8 KV heads; Mistral AI: "46.7B total parameters but only uses 12.9B parameters per token".
  { id: 'Mixtral 8x7B', parameters: 46702792704, moe: true },
];
