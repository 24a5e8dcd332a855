// NCCL's collectives in the alpha-beta model, as its own tuning model prices
// them (NVIDIA/nccl, src/graph/tuning.cc). A ring of n ranks takes n−1 steps
// per pass; of those, the steps that leave a node pay the network's latency,
// the others the intra-node link's. An all-reduce can also run as a tree,
// whose latency is 2((n/k − 1) α_intra + log2(k) α_net) on k nodes; NCCL
// picks whichever its model finds faster, and at the sizes that matter here
// the two move the bytes at about the same rate, so the faster latency wins.
// Internal to the estimator.
#pragma once

namespace dpsc::estimator_detail {

// A ring of `ranks` devices over `nodes` nodes, at a bus bandwidth (bytes/s,
// nccl-tests' busbw: comparable to one link's rate) and a latency per step
// inside a node and per step that crosses to the next node.
struct Ring {
  double ranks;
  double nodes;
  double bus;
  double intra_latency_us;
  double network_latency_us;
};

// `count` passes that together cover a buffer of `bytes`: reduce-scatters of
// it, or all-gathers into it, bucket by bucket. Each rank sends (n−1)/n of
// the buffer; each pass pays n−1 steps of latency, nodes−1 of them across.
double ring_pass(const Ring& ring, double bytes, double count = 1);

// `count` all-reduces that together cover `bytes`: each a reduce-scatter and
// an all-gather, or a tree where that is faster.
double all_reduce(const Ring& ring, double bytes, double count = 1);

}  // namespace dpsc::estimator_detail
