#include "collectives.hpp"

#include <cmath>

namespace dpsc::estimator_detail {

namespace {

constexpr double kMicro = 1e-6;

double ring_latency_us(const Ring& ring) {
  const double steps = ring.ranks - 1;
  const double crossing = ring.nodes - 1;
  return (steps - crossing) * ring.intra_latency_us + crossing * ring.network_latency_us;
}

double tree_latency_us(const Ring& ring) {
  const double per_node = ring.ranks / ring.nodes;
  return 2 * ((per_node - 1) * ring.intra_latency_us + std::log2(ring.nodes) * ring.network_latency_us);
}

double bandwidth_seconds(const Ring& ring, double bytes) { return (ring.ranks - 1) / ring.ranks * bytes / ring.bus; }

}  // namespace

double ring_pass(const Ring& ring, double bytes, double count) {
  if (ring.ranks <= 1) return 0;
  return bandwidth_seconds(ring, bytes) + count * ring_latency_us(ring) * kMicro;
}

double all_reduce(const Ring& ring, double bytes, double count) {
  if (ring.ranks <= 1) return 0;
  const double latency_us = std::fmin(2 * ring_latency_us(ring), tree_latency_us(ring));
  return 2 * bandwidth_seconds(ring, bytes) + count * latency_us * kMicro;
}

}  // namespace dpsc::estimator_detail
