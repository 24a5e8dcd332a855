// Activation memory of one transformer sample (one sequence) from its
// architecture, for the memory check.
//
// Korthikanti et al., "Reducing Activation Recomputation in Large Transformer
// Models", MLSys 2023 (arXiv:2205.05198), section 4: a layer of sequence
// length s, micro-batch b, hidden size h and a attention heads keeps, in
// 16-bit activations, without tensor or sequence parallelism:
//   none       s·b·h·(34 + 5·a·s/h)  every activation, the a·s×s attention
//                                    scores included
//   selective  s·b·h·34              the scores recomputed (section 4.2); what
//                                    FlashAttention keeps, as it never stores them
//   full       2·s·b·h               the layer's input alone (section 4.1)
// The 34 counts a GPT layer (4h MLP, dropout masks); a gated MLP such as
// Llama's keeps more and has no dropout: a first estimate, which the user can
// override with bytes per sample.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "rules.hpp"

namespace dpsc {

#define DPSC_RECOMPUTATIONS(X) X(none) X(selective) X(full)
enum class Recomputation : std::uint8_t { DPSC_RECOMPUTATIONS(DPSC_ENUMERATOR) };
inline constexpr std::array kRecomputations{DPSC_RECOMPUTATIONS(DPSC_SAME_NAME)};

// Left out: selective, what a stack with FlashAttention does by default.
inline Recomputation recomputation_of(const std::optional<double>& index) {
  const double i = index.value_or(static_cast<double>(Recomputation::selective));
  return passes(i, choice_rule(kRecomputations.size())) ? static_cast<Recomputation>(i) : Recomputation::selective;
}

// Bytes of activations one sample keeps on its device (b = 1).
inline double activation_bytes_per_sequence(double layers, double hidden, double tokens, double heads,
                                            Recomputation r) {
  const double per_layer_unit = tokens * hidden;  // s·b·h with b = 1
  switch (r) {
    case Recomputation::none:
      return layers * per_layer_unit * (34 + 5 * heads * tokens / hidden);
    case Recomputation::full:
      return layers * per_layer_unit * 2;
    case Recomputation::selective:
      break;
  }
  return layers * per_layer_unit * 34;
}

// The logits at the start of the backward pass, per token and vocabulary
// entry: the head's 16-bit output, the 32-bit copy the cross-entropy keeps
// (PyTorch's loss upcasts it) and that copy's 32-bit gradient. A fused loss
// (Megatron's vocabulary-parallel cross-entropy) keeps less; tensor
// parallelism splits the vocabulary.
inline constexpr double kLogitBytes = 2 + 4 + 4;
constexpr Rule kVocabularyRule = count_rule(1, 1e8);

inline double logit_bytes_per_sequence(double tokens, double vocabulary) { return tokens * vocabulary * kLogitBytes; }

// What a layer works in beyond what the model keeps: under full
// recomputation, the layer being recomputed holds its activations again (as
// selective keeps them) while its backward pass runs.
inline double recomputed_layer_bytes(double hidden, double tokens, Recomputation r) {
  return r == Recomputation::full ? tokens * hidden * 34 : 0;
}

}  // namespace dpsc
