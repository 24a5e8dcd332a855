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

namespace dpsc {

// In the order of what they cost in communication: none, zero1 and zero2 move
// what an all-reduce moves; hybrid adds the weight gathers inside the nodes,
// zero3 across the whole cluster.
enum class Sharding : std::uint8_t { none = 0, zero1, zero2, zero3, hybrid };
inline constexpr std::array<const char*, 5> kShardings{"none", "zero1", "zero2", "zero3", "hybrid"};

// Hybrid shards inside a node and keeps a replica in every node: it needs two
// nodes or more, all full. Both counts are whole and at most 1e7, so the
// quotient is exact when it is whole and at least 1e-4 from whole otherwise
// (floor, not fmod: libm's fmod costs wasm bytes).
inline bool spans_whole_nodes(double devices, double per_node) {
  return devices >= 2 * per_node && std::floor(devices / per_node) * per_node == devices;
}

}  // namespace dpsc
