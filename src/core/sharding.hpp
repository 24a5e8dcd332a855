// The flavours of data parallelism, shared by the memory check and the
// estimator: what each device keeps, and therefore what it exchanges.
//   none    plain data parallelism (DDP): everything replicated, gradients all-reduced
//   zero1   optimizer state sharded (ZeRO stage 1)
//   zero2   … and gradients (ZeRO stage 2)
//   zero3   … and weights (ZeRO stage 3, FSDP FULL_SHARD)
//   hybrid  zero3 inside each node, a replica in every node (FSDP HYBRID_SHARD, HSDP)
#pragma once

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "rules.hpp"

namespace dpsc {

// In the order of what they cost in communication: none, zero1 and zero2 move
// what an all-reduce moves; hybrid adds the weight gathers inside the nodes,
// zero3 across the whole cluster. The names are the API's options, and the
// list writes both (issues.hpp).
#define DPSC_SHARDINGS(X) X(none) X(zero1) X(zero2) X(zero3) X(hybrid)
enum class Sharding : std::uint8_t { DPSC_SHARDINGS(DPSC_ENUMERATOR) };
inline constexpr std::array kShardings{DPSC_SHARDINGS(DPSC_SAME_NAME)};

// The most devices, at or below `devices`, that fill whole nodes of
// `per_node`. Both counts are whole and at most 1e7, so the quotient is exact
// when it is whole and at least 1e-4 from whole otherwise (floor, not fmod:
// libm's fmod costs wasm bytes).
inline double whole_node_devices(double devices, double per_node) { return std::floor(devices / per_node) * per_node; }

// Hybrid shards inside a node and keeps a replica in every node: it needs two
// nodes or more, all full.
inline double fewest_hybrid_devices(double per_node) { return 2 * per_node; }
inline bool spans_whole_nodes(double devices, double per_node) {
  return devices >= fewest_hybrid_devices(per_node) && whole_node_devices(devices, per_node) == devices;
}

// Hybrid's shard group: the devices given, else one node. A group is a whole
// number of nodes (partial_node otherwise).
inline double hybrid_group(const std::optional<double>& group, double per_node) { return group.value_or(per_node); }
inline bool is_whole_nodes(double group, double per_node) { return whole_node_devices(group, per_node) == group; }

// The shard group's own rule, for the memory check and the estimator alike:
// under hybrid sharding, a whole number of nodes (else partial_node, on
// shardGroupSize with the node's size as its limit); other shardings leave
// the group alone.
inline Code shard_group_issue(Sharding sharding, double group, double per_node) {
  return sharding == Sharding::hybrid && !is_whole_nodes(group, per_node) ? Code::partial_node : Code::ok;
}

// A model replica under tensor (t) and pipeline (p) parallelism: t·p
// devices hold one copy of the model, each 1/(t·p) of it, and data
// parallelism runs across replicas. Megatron-LM orders ranks tensor first,
// then data, then pipeline (Narayanan et al., SC21, §3; Megatron-Core's
// default order "tp-cp-ep-dp-pp"), so a node of n devices holds n/t members
// of each data-parallel group, and its t groups share the node's network.
constexpr Rule kParallelSizeRule = count_rule(1, 1e4);

struct Layout {
  double tensor = 1;
  double pipeline = 1;
  double size() const { return tensor * pipeline; }
  double ranks(double devices) const { return devices / size(); }  // data-parallel replicas
  // Members of one data-parallel group in a node of `per_node` devices (one when t fills it).
  double members_per_node(double per_node) const { return std::fmax(1, per_node / tensor); }
  // Groups whose rings cross one node's network side by side.
  double groups_per_node(double per_node) const { return std::fmin(tensor, per_node); }
};

inline Layout layout_of(const std::optional<double>& tensor, const std::optional<double>& pipeline) {
  return {tensor.value_or(1), pipeline.value_or(1)};
}

inline bool whole_replicas(double devices, double replica) {
  return std::floor(devices / replica) * replica == devices;
}

// Hybrid with replicas: a shard group holds whole replicas (else
// whole_replicas, on shardGroupSize with the replica's size as its limit).
inline Code group_replica_issue(Sharding sharding, double group, double replica) {
  return sharding == Sharding::hybrid && !whole_replicas(group, replica) ? Code::whole_replicas : Code::ok;
}

// The sharding an input's choice names; left out, or an index validation
// refuses, reads as none.
inline Sharding sharding_of(const std::optional<double>& index) {
  const double i = index.value_or(0);
  return passes(i, choice_rule(kShardings.size())) ? static_cast<Sharding>(i) : Sharding::none;
}

// The two rules a device count meets beyond its own range, for a job on
// nodes of `per_node` devices; each is Code::ok or the code of the rule
// broken. The callers report them on the field they concern.
struct DeviceCountIssues {
  Code nodes;                // whole_nodes: hybrid sharding off two or more whole nodes
  Code network;              // needs_network: past one node, with no network between nodes
  Code replicas = Code::ok;  // whole_replicas: not a whole number of replicas
  Code first() const { return replicas != Code::ok ? replicas : nodes != Code::ok ? nodes : network; }
};

// Hybrid's shard group is `group` devices, a whole number of nodes (one node
// unless the estimator is told otherwise).
inline DeviceCountIssues device_count_issues(Sharding sharding, double devices, double per_node, bool network,
                                             double group, double replica = 1) {
  return {sharding == Sharding::hybrid && !spans_whole_nodes(devices, group) ? Code::whole_nodes : Code::ok,
          devices > per_node && !network ? Code::needs_network : Code::ok,
          whole_replicas(devices, replica) ? Code::ok : Code::whole_replicas};
}

// The counts a job runs on, for a chart along `devices`: each count moved
// down to the nearest multiple of `step` (a replica, or hybrid's shard
// group), and dropped when that is below `fewest` or above `most`. Writes
// them over the first `count` values of `devices` and returns how many
// there are.
inline std::size_t runnable_counts(double step, double fewest, double most, double* devices, std::size_t count) {
  std::size_t kept = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const double d = whole_node_devices(devices[i], step);
    if (d >= fewest && d <= most) devices[kept++] = d;
  }
  return kept;
}

}  // namespace dpsc
