#include "memory.hpp"

#include <cmath>

#include "units.hpp"

namespace dpsc {

namespace {

// One total per parameter, or the three parts: not both, not neither.
void check_bytes(Issues& issues, const MemoryInput& in) {
  if (!in.bytes_per_parameter) {
    require_input(issues, Field::weight_bytes, in.weight_bytes);
    require_input(issues, Field::gradient_bytes, in.gradient_bytes);
    require_input(issues, Field::optimizer_bytes, in.optimizer_bytes);
  } else if (in.weight_bytes || in.gradient_bytes || in.optimizer_bytes || sharding_of(in.sharding) != Sharding::none) {
    issues.add(Field::bytes_per_parameter, Code::conflicting_inputs);
  }
}

double group_of(const MemoryInput& in) { return hybrid_group(in.shard_group, *in.devices_per_node); }

Layout layout_in(const MemoryInput& in) { return layout_of(in.tensor_parallel, in.pipeline_parallel); }

// Hybrid's rule of whole shard groups (sharding.hpp); memory needs no
// network, so that rule is met.
void check_groups(Issues& issues, const MemoryInput& in) {
  const double group = group_of(in);
  issues.add(Field::devices, device_count_issues(Sharding::hybrid, *in.devices, group, true, group).nodes, group);
}

// Devices come in whole replicas.
void check_replicas(Issues& issues, const MemoryInput& in) {
  const double replica = layout_in(in).size();
  if (in.devices && !whole_replicas(*in.devices, replica)) issues.add(Field::devices, Code::whole_replicas, replica);
}

// Hybrid's shard group: whole nodes, and whole replicas.
void check_shard_group(Issues& issues, const MemoryInput& in) {
  const double per_node = *in.devices_per_node, replica = layout_in(in).size();
  issues.add(Field::shard_group, shard_group_issue(Sharding::hybrid, group_of(in), per_node), per_node);
  issues.add(Field::shard_group, group_replica_issue(Sharding::hybrid, group_of(in), replica), replica);
}

// Whether the architecture gives the activations: a transformer's sizes, and
// no bytes per sample given, which win.
bool from_architecture(const MemoryInput& in) {
  return !in.activation_bytes_per_sample && in.layers && in.hidden_size && in.tokens_per_sample;
}

// Activations need a batch; estimated with nothing recomputed, the heads.
void check_activations(Issues& issues, const MemoryInput& in) {
  const bool architecture = from_architecture(in);
  if ((in.activation_bytes_per_sample || architecture) && !in.batch_per_device) {
    issues.add(Field::batch_per_device, Code::missing_input);
  }
  if (in.vocabulary_size) {
    require_input(issues, Field::tokens_per_sample, in.tokens_per_sample);
    require_input(issues, Field::batch_per_device, in.batch_per_device);
  }
  if (architecture && recomputation_of(in.recomputation) == Recomputation::none) {
    require_input(issues, Field::attention_heads, in.attention_heads);
  }
}

// Validation without the whole-node rule, which devices_for_memory meets by
// construction.
Issues check(const MemoryInput& in) {
  Issues issues = check_inputs(in, kMemoryInputs);
  check_bytes(issues, in);
  const Sharding s = sharding_of(in.sharding);
  if (s != Sharding::none) require_input(issues, Field::devices, in.devices);
  if (s == Sharding::hybrid) require_input(issues, Field::devices_per_node, in.devices_per_node);
  if (issues.empty() && s == Sharding::hybrid) check_shard_group(issues, in);
  check_activations(issues, in);
  if (issues.empty()) check_replicas(issues, in);
  return issues;
}

// ZeRO-3 and HSDP gather the layer being computed and prefetch the next, in
// 16 bits (the compute precision of mixed-precision training; FSDP's
// default prefetch), and hold a layer's gradients whole until its
// reduce-scatter: bytes of one device.
double gathered_bytes(const MemoryInput& in, Sharding s, double params_per_device) {
  if ((s != Sharding::zero3 && s != Sharding::hybrid) || !in.layers || !in.gradient_bytes) return 0;
  constexpr double kGatheredLayers = 2, kComputeWeightBytes = 2;
  return params_per_device / *in.layers * (kGatheredLayers * kComputeWeightBytes + *in.gradient_bytes);
}

// The activations, the logits and the buffers of the device that needs most.
// A pipeline's first stage keeps its micro-batches in flight (activations.hpp:
// one micro-batch of every layer), its last stage one micro-batch of its
// layers and the logits: the larger of the two.
void add_activations(const MemoryInput& in, Sharding s, const Layout& layout, MemoryCheck& m) {
  m.activations_estimated = from_architecture(in);
  const Recomputation r = recomputation_of(in.recomputation);
  const std::optional<double> per_sample =
      m.activations_estimated ? activation_bytes_per_sequence(*in.layers, *in.hidden_size, *in.tokens_per_sample,
                                                              in.attention_heads.value_or(1), r)
                              : in.activation_bytes_per_sample;
  if (per_sample) m.activations_per_sample_bytes = *per_sample / layout.tensor;
  const double batch = in.batch_per_device.value_or(0);
  if (in.vocabulary_size && in.tokens_per_sample && in.batch_per_device) {
    const double logits = logit_bytes_per_sequence(*in.tokens_per_sample, *in.vocabulary_size) / layout.tensor * batch;
    const double first = m.activations_per_sample_bytes.value_or(0) * batch;
    m.last_stage = layout.pipeline > 1 && first / layout.pipeline + logits > first;
    if (m.last_stage) *m.activations_per_sample_bytes /= layout.pipeline;
    m.logits_bytes = layout.pipeline > 1 && !m.last_stage ? 0 : logits;
  }
  if (m.activations_per_sample_bytes) m.activations_bytes = *m.activations_per_sample_bytes * batch;
  if (m.activations_estimated) {
    m.buffers_bytes = recomputed_layer_bytes(*in.hidden_size, *in.tokens_per_sample, r) * batch / layout.tensor +
                      gathered_bytes(in, s, in.parameters / layout.size());
  }
  m.required_bytes += m.activations_bytes.value_or(0) + m.logits_bytes.value_or(0) + m.buffers_bytes.value_or(0);
}

// Each part on one device: divided by the devices that share it, or kept whole.
MemoryCheck per_device(const MemoryInput& in, Sharding s, double devices) {
  const Layout layout = layout_in(in);
  const double p = in.parameters / layout.size();
  MemoryCheck m{};
  m.available_bytes = in.device_memory_gbyte * kGiga;
  if (in.bytes_per_parameter) {
    m.required_bytes = p * *in.bytes_per_parameter;
  } else {
    const double group = layout.ranks(s == Sharding::hybrid ? group_of(in) : devices);
    const auto part = [&](double bytes, bool sharded) { return sharded ? p * bytes / group : p * bytes; };
    m.weights_bytes = part(*in.weight_bytes, s == Sharding::zero3 || s == Sharding::hybrid);
    m.gradients_bytes = part(*in.gradient_bytes, s != Sharding::none && s != Sharding::zero1);
    m.optimizer_bytes = part(*in.optimizer_bytes, s != Sharding::none);
    m.required_bytes = *m.weights_bytes + *m.gradients_bytes + *m.optimizer_bytes;
  }
  add_activations(in, s, layout, m);
  m.workspace_bytes = kWorkspaceBytes;
  m.required_bytes += m.workspace_bytes;
  m.fits = m.required_bytes <= m.available_bytes;
  return m;
}

bool fits(const MemoryInput& in, Sharding s, double devices) { return per_device(in, s, devices).fits; }

// `devices` when the sharding fits on them, or unreachable.
Outcome<double> fitting(const MemoryInput& in, Sharding s, double devices) {
  Outcome<double> out{};
  if (fits(in, s, devices)) {
    out.result = devices;
  } else {
    out.issues.add(Field::device_memory, Code::unreachable, kMaxDevices);
  }
  return out;
}

// The smallest d = k·replica in [1, kMaxDevices] with fits(d). Every part
// per device is a correctly rounded quotient or sum, so it never grows with
// d and fits(d) never turns false as d grows: a bisection over k finds the
// first count exactly.
Outcome<double> fewest_devices(const MemoryInput& in, Sharding s) {
  const double replica = layout_in(in).size();
  const double most = std::floor(kMaxDevices / replica);
  Outcome<double> out = fitting(in, s, most * replica);
  double low = 1, high = most;
  while (out.issues.empty() && low < high) {
    const double middle = std::floor((low + high) / 2);
    if (fits(in, s, middle * replica)) {
      high = middle;
    } else {
      low = middle + 1;
    }
  }
  if (out.issues.empty()) out.result = high * replica;
  return out;
}

}  // namespace

Issues validate(const MemoryInput& in) {
  Issues issues = check(in);
  if (issues.empty() && sharding_of(in.sharding) == Sharding::hybrid) check_groups(issues, in);
  return issues;
}

Outcome<MemoryCheck> memory_check(const MemoryInput& input) {
  Outcome<MemoryCheck> out{validate(input)};
  if (out.issues.empty()) out.result = per_device(input, sharding_of(input.sharding), input.devices.value_or(1));
  return out;
}

Outcome<ShardingChoice> smallest_sharding(const MemoryInput& input) {
  MemoryInput in = input;
  in.sharding = static_cast<double>(Sharding::zero3);  // asks for everything any sharding needs
  Outcome<ShardingChoice> out{validate(in)};
  if (!out.issues.empty()) return out;
  Issues hybrid;
  if (in.devices_per_node) {  // hybrid is a candidate on whole groups of whole nodes
    check_shard_group(hybrid, in);
    check_groups(hybrid, in);
  }
  const bool with_hybrid = in.devices_per_node && hybrid.empty();
  for (const Sharding s : {Sharding::none, Sharding::zero1, Sharding::zero2, Sharding::hybrid, Sharding::zero3}) {
    if (s == Sharding::hybrid && !with_hybrid) continue;
    const MemoryCheck m = per_device(in, s, *in.devices);
    out.result = {static_cast<double>(s), m.required_bytes, m.fits};
    if (m.fits) return out;
  }
  out.result.sharding = std::nullopt;
  return out;
}

Outcome<DevicesForMemory> devices_for_memory(const MemoryInput& input) {
  MemoryInput in = input;
  in.devices = layout_in(in).size();  // a placeholder for validation (one replica): the answer is the count
  Outcome<DevicesForMemory> out{check(in)};
  if (!out.issues.empty()) return out;
  const Sharding s = sharding_of(in.sharding);
  // Hybrid memory per device does not depend on the group count: it fits on
  // the fewest devices hybrid runs on, or on none.
  const Outcome<double> d =
      s == Sharding::hybrid ? fitting(in, s, fewest_hybrid_devices(group_of(in))) : fewest_devices(in, s);
  out.issues = d.issues;
  if (out.issues.empty()) out.result = {d.result, per_device(in, s, d.result).required_bytes};
  return out;
}

}  // namespace dpsc
