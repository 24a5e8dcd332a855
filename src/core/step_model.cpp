#include "step_model.hpp"

#include <cmath>

#include "units.hpp"

namespace dpsc::estimator_detail {

namespace {

// The two links at their achievable rates (bytes/s), and their latency per
// ring step. Inside one node the "network" is the intra-node link.
struct Links {
  double intra, network;
  double intra_fraction, network_fraction;
  double intra_latency_us, network_latency_us;
};

Links links_of(const JobModel& m) {
  const EstimatorDefaults& k = kEstimatorDefaults;
  const EstimatorInput& in = m.in;
  Links l{};
  l.intra_fraction = in.link_efficiency.value_or(k.intra_link_efficiency);
  l.network_fraction = in.link_efficiency.value_or(m.tcp ? k.tcp_link_efficiency : k.rdma_link_efficiency);
  l.intra = in.intra_node_bandwidth_gbyte_s * kGiga * l.intra_fraction;
  const double gbit = in.inter_node_bandwidth_gbit_s.value_or(0);
  l.network = gbit > 0 ? gbit * kGiga / kBitsPerByte * l.network_fraction : l.intra;
  l.intra_latency_us = in.latency_us.value_or(k.intra_latency_us);
  const double network_latency = m.tcp ? k.tcp_latency_us : k.rdma_latency_us;
  l.network_latency_us = in.network_latency_us.value_or(in.latency_us.value_or(network_latency));
  return l;
}

// A ring of `ranks` on `nodes` nodes, beside `share` − 1 other rings that use
// the same node networks.
Ring ring_of(const Links& l, double ranks, double nodes, double share) {
  const double bus = nodes > 1 ? std::fmin(l.intra, l.network / share) : l.intra;
  return {ranks, nodes, bus, l.intra_latency_us, l.network_latency_us};
}

// The ring of `ranks` members of one data-parallel group, which fill nodes in
// order, n/t to a node, beside the node's other t − 1 groups.
Ring ring_over(const JobModel& m, const Links& l, double ranks) {
  const double per_node = m.in.devices_per_node;
  const double nodes = std::ceil(ranks / m.layout.members_per_node(per_node));
  return ring_of(l, ranks, nodes, nodes > 1 ? m.layout.groups_per_node(per_node) : 1);
}

// What of the backward pass one collective a step can hide behind: with
// FSDP's layers unknown, every micro-batch's (the collective stands for the
// step's), or with pipeline stages only the last micro-batch's.
double backward_window(const JobModel& m, double micro) {
  return m.window * m.micro_seconds * (m.layout.pipeline > 1 ? 1 : micro);
}

// What a bucketed reduction at the accumulation boundary hides behind: the
// last micro-batch's backward pass. DDP under no_sync, Horovod's
// backward_passes_per_step, DeepSpeed's and Megatron's boundary all reduce
// then, and only then.
double boundary_window(const JobModel& m) { return m.window * m.micro_seconds; }

// What of a collective of `seconds` stays exposed next to `window` seconds of compute.
double exposed_of(const JobModel& m, double seconds, double window) {
  return seconds - std::fmin(m.overlap * seconds, window);
}

// zero2 with layers, zero3 and hybrid, as FSDP runs them: per layer, the
// weights gathered before the forward (and again before the backward but for
// zero2, which keeps them), the gradients reduce-scattered after the
// backward, inside a shard group; with more than one group, the gradient
// shards all-reduced across the groups. Every micro-batch does it all again
// (step_model.hpp).
void layered(const JobModel& m, const Links& l, double devices, double micro, Step& s) {
  const double ranks = m.layout.ranks(devices);
  const double group = m.sharding == Sharding::hybrid ? std::fmin(m.group, ranks) : ranks;
  const double replicas = ranks / group;
  const Ring inside = ring_over(m, l, group);
  // Each device of a node runs its own ring across the groups, in a node of its own.
  const Ring across = ring_of(l, replicas, replicas, m.in.devices_per_node);
  const double layers = m.layers > 0 ? m.layers : 1;
  const double bytes = m.bytes / layers;
  const double gather = ring_pass(inside, bytes);
  const double scatter = gather;
  const double shards = replicas > 1 ? all_reduce(across, bytes / group) : 0;
  const double backward = (m.sharding == Sharding::zero2 ? 0 : gather) + scatter + shards;
  if (m.layers == 0) {
    s.communication = 1.5 * all_reduce(inside, m.bytes) + shards;
    s.exposed = exposed_of(m, s.communication, backward_window(m, micro));
    s.collectives = 1;
    return;
  }
  const double compute = micro * m.micro_seconds;
  const double forward_window = (1 - m.window) * compute / micro / layers;
  const double backward_window = m.window * compute / micro / layers;
  s.communication = micro * layers * (gather + backward);
  s.exposed = micro * (gather + (layers - 1) * exposed_of(m, gather, forward_window) +
                       (layers - 1) * exposed_of(m, backward, backward_window) + scatter + shards);
  s.collectives = micro * layers * ((gather > 0) + (backward > scatter + shards) + 1 + (shards > 0));
}

// What one collective carries where G goes in buckets: DDP's default in MB,
// DeepSpeed's in parameters, or what the input says.
double bucket_bytes_of(const EstimatorInput& in, Sharding sharding) {
  const EstimatorDefaults& k = kEstimatorDefaults;
  if (in.bucket_mb) return *in.bucket_mb * kMega;
  return sharding != Sharding::none ? k.zero_bucket_parameters * in.bytes_per_gradient : k.bucket_mb * kMega;
}

// FP8's amax reductions a step (step_model.hpp): one at the end of each
// forward pass of each model chunk, over the devices of one pipeline stage,
// which sit on the nodes of its data-parallel ring. One replica's own (over
// its tensor-parallel group) is in the throughput measured; only the growth counts.
double amax_reductions(const JobModel& m, const Ring& ring, double micro) {
  const double tensor = m.layout.tensor;
  const Ring stage{ring.ranks * tensor, ring.nodes, ring.bus, ring.intra_latency_us, ring.network_latency_us};
  const Ring replica{tensor, 1, ring.bus, ring.intra_latency_us, ring.network_latency_us};
  return all_reduce(stage, 0, micro * m.interleave) - all_reduce(replica, 0, micro * m.interleave);
}

}  // namespace

JobModel job_model_of(const EstimatorInput& in) {
  const EstimatorDefaults& k = kEstimatorDefaults;
  const Layout layout = layout_of(in.tensor_parallel, in.pipeline_parallel);
  const double bytes = in.parameters * in.bytes_per_gradient / layout.size();
  const double memory = in.memory_bandwidth_gbyte_s.value_or(k.reference_memory_gbyte_s);
  const double micro_seconds = in.batch_per_device / (in.samples_per_second() * layout.size());
  return {in,
          in.micro_batches() * micro_seconds,
          bytes,
          in.step_overhead_ms.value_or(k.step_overhead_ms) * 1e-3,
          in.overhead_ms_per_gb.value_or(k.overhead_ms_per_gb) * 1e-3 * k.reference_memory_gbyte_s / memory,
          in.straggler_percent.value_or(k.straggler_percent) / 100,
          in.overlap_fraction.value_or(k.overlap_fraction),
          in.overlap_window.value_or(k.overlap_window),
          in.layers ? std::fmax(1, *in.layers / layout.pipeline) : 0,  // a stage holds at least one layer
          std::fmax(1, layout.ranks(hybrid_group(in.shard_group, in.devices_per_node))),
          std::fmax(1, bytes / bucket_bytes_of(in, sharding_of(in.sharding))),
          std::fmax(1, bytes / bucket_bytes_of(in, Sharding::none)),
          memory,
          in.transport.value_or(0) == static_cast<double>(Transport::tcp),
          sharding_of(in.sharding),
          layout,
          micro_seconds,
          in.strong_scaling() ? in.global_micro_batches() : 0,
          in.interleaved_stages.value_or(1),
          in.fp8()};
}

double micro_at(const JobModel& m, double devices) {
  return m.global_micro > 0 ? m.global_micro / m.layout.ranks(devices) : m.in.micro_batches();
}

double compute_at(const JobModel& m, double devices) { return micro_at(m, devices) * m.micro_seconds; }

double bubble_at(const JobModel& m, double devices) {
  const double idle = (m.layout.pipeline - 1) / m.interleave;
  const auto beta = [idle](double micro) { return 1 + idle / micro; };
  return compute_at(m, devices) * (beta(micro_at(m, devices)) / beta(micro_at(m, m.layout.size())) - 1);
}

Step step_at(const JobModel& m, double devices) { return step_with(m, devices, micro_at(m, devices)); }

Step step_with(const JobModel& m, double devices, double micro) {
  const Links l = links_of(m);
  const Ring ring = ring_over(m, l, m.layout.ranks(devices));
  Step s{};
  s.bus = ring.bus;
  const bool across = ring.nodes > 1;
  s.link_efficiency = across && l.network < l.intra ? l.network_fraction : l.intra_fraction;
  s.latency_us = across ? l.network_latency_us : l.intra_latency_us;
  s.intra_latency_us = l.intra_latency_us;
  s.across = across;
  s.all_reduce = all_reduce(ring, m.bytes, m.plain_buckets);
  switch (m.sharding) {
    case Sharding::none:
      s.communication = s.all_reduce;
      s.exposed = exposed_of(m, s.all_reduce, boundary_window(m));
      s.collectives = std::ceil(m.plain_buckets);
      break;
    case Sharding::zero2:
      if (m.layers > 0) {
        layered(m, l, devices, micro, s);
        break;
      }
      [[fallthrough]];
    case Sharding::zero1: {
      const double pass = ring_pass(ring, m.bytes, m.buckets);
      s.communication = 2 * pass;
      s.exposed = exposed_of(m, pass, boundary_window(m)) + pass;
      s.collectives = 2 * std::ceil(m.buckets);
      break;
    }
    default:
      layered(m, l, devices, micro, s);
  }
  if (m.fp8 && ring.ranks > 1) {
    const double amax = amax_reductions(m, ring, micro);
    s.communication += amax;
    s.exposed += amax;
    s.collectives += micro * m.interleave;
  }
  return s;
}

bool bucketed(const JobModel& m) {
  return m.sharding == Sharding::none || m.sharding == Sharding::zero1 || m.layers == 0;
}

double overhead_at(const JobModel& m, double devices) {
  if (m.layout.ranks(devices) <= 1) return 0;
  return m.step_overhead + (bucketed(m) ? m.per_gb * m.bytes / kGiga : 0);
}

double spread_at(const JobModel& m, double devices) {
  const double members = m.layout.members_per_node(m.in.devices_per_node);
  const double nodes = std::ceil(m.layout.ranks(devices) / members);
  return nodes <= 1 ? 0 : m.straggler * compute_at(m, devices) * std::sqrt(2 * std::log(nodes));
}

Lost lost_at(const JobModel& m, double devices, const Step& step) {
  const double ranks = m.layout.ranks(devices);
  if (ranks <= 1) return {0, 0, 0};
  const double members = m.layout.members_per_node(m.in.devices_per_node);
  const double unit = m.compute / compute_at(m, devices);
  const double overhead = overhead_at(m, devices) * unit;
  const double bubble = bubble_at(m, devices) * unit;
  if (ranks <= members) return {step.exposed * unit, 0, overhead, bubble};
  // What one node loses, but never more than the whole job does: past a node a tree can beat the node's ring.
  // The node's share at this count's micro-batches (strong scaling changes them with the count).
  const double node = std::fmin(step_with(m, members * m.layout.size(), micro_at(m, devices)).exposed, step.exposed);
  return {node * unit, (step.exposed - node) * unit, overhead, bubble, spread_at(m, devices) * unit};
}

}  // namespace dpsc::estimator_detail
