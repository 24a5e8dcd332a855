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

// Hybrid shards inside a node and keeps a replica in every node: it needs two
// nodes or more, all full. Both counts are whole and at most 1e7, so the
// quotient is exact when it is whole and at least 1e-4 from whole otherwise
// (floor, not fmod: libm's fmod costs wasm bytes).
inline bool spans_whole_nodes(double devices, double per_node) {
  return devices >= 2 * per_node && std::floor(devices / per_node) * per_node == devices;
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
  Code nodes;    // whole_nodes: hybrid sharding off two or more whole nodes
  Code network;  // needs_network: past one node, with no network between nodes
  Code first() const { return nodes != Code::ok ? nodes : network; }
};

inline DeviceCountIssues device_count_issues(Sharding sharding, double devices, double per_node, bool network) {
  return {sharding == Sharding::hybrid && !spans_whole_nodes(devices, per_node) ? Code::whole_nodes : Code::ok,
          devices > per_node && !network ? Code::needs_network : Code::ok};
}

}  // namespace dpsc
