// The step-time model of the estimate (estimator.hpp): what one optimizer
// step computes, moves and loses at a device count, before a calibration
// scales it. Internal: shared by the estimate, the calibration and their
// tests.
//
//   gradient bytes        G    = parameters · bytes per gradient
//   compute per step      t_c  = k · B / v: accumulation steps k, micro-batch per device B
//                              (v in samples/s: tokens/s ÷ tokens per sample),
//                              a share w of it in the backward pass
//   one ring pass         R(n, x) = (n−1)/n · x / B_bus + (n−m) · α + (m−1) · α_net
//                              over n ranks on m nodes (collectives.hpp); an
//                              all-reduce is two passes
//   hidden                h(c, u) = min(o · c, u): at most a share o
//                              of a collective hides, and only behind compute
//   overhead (d > 1)      t_o  = τ + c_G · (B_ref / B_mem) · G
//   across nodes          t_n  = σ · t_c · √(2 ln m) on m nodes: every step
//                              waits for the slowest of m nodes, and the
//                              expected largest of m step times of spread σ
//                              lies about √(2 ln k) spreads above their mean
//                              (stragglers, jitter); σ is fitted. It beat a
//                              fixed τ_n · (m − 1) by leave-one-source-out and
//                              leave-one-family-out (published-runs.md, issue 47)
//   FP8                   t_a  = k · v_i · A(t · r, 0) (computePrecision fp8): Transformer Engine's
//                              delayed scaling all-reduces the amax of every
//                              FP8 tensor at the end of each forward pass
//                              (each micro-batch, each model chunk), over the
//                              t · r devices of one pipeline stage; a few kB,
//                              so only its latency counts, and nothing hides
//                              it: it is part of t_x. Not fitted.
//   efficiency            E    = t_c / (t_c + t_x + t_o + t_n + t_b)
//   (the symbols: web/locales/symbols.json, one per quantity, as the panel and the site write them)
//
// What a step communicates (t_cm) and leaves exposed (t_x), by sharding:
//   none          one all-reduce of G a step, bucket by bucket in the backward
//                 pass of the last of the k micro-batches (no_sync before it):
//                 t_x = t_ar − h(t_ar, w · t_c / k), t_ar = 2 R(d, G);
//   zero1, zero2  a reduce-scatter of the gradients in that backward pass, then
//                 an all-gather of the updated weights after the optimizer
//                 step, which nothing hides: t_x = R(d, G) − h(R(d, G), w · t_c / k) + R(d, G);
//   zero3         with L layers (FSDP's wrapped units), per layer an all-gather
//                 of its weights G/L before its forward, again before its
//                 backward, and a reduce-scatter of its gradients after it.
//                 Each hides behind the compute of the layer next to it
//                 (f = (1−w) t_c / (k L) forward, b = w t_c / (k L) backward, per micro-batch); the first
//                 gather and the last reduce-scatter have nothing to hide behind:
//                 t_x = k · (g + (L−1)(g − h(g, f)) + (L−1)(g + s − h(g + s, b)) + s),
//                 g = s = R(d, G/L). Every collective pays its latency, so the
//                 latency part grows with layers × devices;
//   hybrid        zero3 inside each shard group of n devices (a whole number
//                 of nodes; default one node), then each device all-reduces
//                 its 1/n of each layer's gradients with its peers in the
//                 other d/n groups, in the backward pass beside s;
//   layers unknown  one collective for the whole step: zero3 moves 1.5 all-
//                 reduces (ZeRO, SC 2020, §7.2.2: "3Ψ"), hybrid 1.5 in the
//                 group plus the all-reduce across groups, hidden like none's.
//
// Replicas (sharding.hpp's Layout): with t·p devices to a replica, a device
// holds G/(t·p) of the gradients and L/p layers, and its data-parallel group
// is the r = d/(t·p) devices of its tensor and pipeline rank, n/t of them in
// a node; the node's t groups run their rings side by side on its network.
// NCCL keeps each group on the same NIC from node to node ("rail") unless
// NCCL_CROSS_NIC says otherwise, so each crosses the network at 1/t of the
// node's rate. Everything below counts ranks of that group, not devices.
//   compute per step      t_c  = k_r · B / (v · t · p), k_r micro-batches
//                              a replica; strong scaling holds the global
//                              batch of the job's count d₀: k_r = k · r(d₀) / r
//   pipeline window       the gradients of a stage are reduced while its
//                              last micro-batch runs backward (Megatron's
//                              overlap_grad_reduce): w · t_c / k_r, as without stages
//   bubble                1F1B idles (p − 1)/(v_i · k_r) of a step's compute
//                              (Narayanan et al., SC21, §2.2; v_i interleaved
//                              stages); the measured throughput has the bubble
//                              of one replica's k_1, so only the growth counts:
//                              t_b = t_c · (β(k_r) / β(k_1) − 1),
//                              β(k) = 1 + (p − 1)/(v_i · k)
//
// B_bus inside one node is the intra-node link of one device; a ring that
// crosses nodes crosses every node's network once each way, so it is the
// slower of the intra-node link and the node's network. Rings that run side
// by side share the node's network. Each link runs at its nominal rate times
// an achievable share (link efficiency).
//
// τ and c_G are what a step costs once there are two devices, whatever the
// links: hooks and synchronization, and passes over the gradients in device
// memory (bucket copies, scaling), so c_G is per GB at a reference memory
// bandwidth B_ref and falls on faster memory. o, τ, c_G and σ are fitted once to
// tests/data/published-runs.csv (tests/core/published_runs_test.cpp).
#pragma once

#include "collectives.hpp"
#include "estimator.hpp"

namespace dpsc::estimator_detail {

// What every device count of one input shares.
struct JobModel {
  const EstimatorInput& in;
  double compute;        // t_c at in.devices: the unit the calibration works in
  double bytes;          // G
  double step_overhead;  // τ, seconds
  double per_gb;         // c_G at this device's memory bandwidth, seconds per GB
  double straggler;      // σ, a fraction of the compute time
  double overlap;        // o
  double window;         // w
  double layers;         // L, or 0 when not known
  double group;          // hybrid: devices per shard group
  double buckets;        // collectives that carry G where it goes in buckets: G / bucket size, at least 1
  double plain_buckets;  // the same for plain data parallelism (DDP)
  double memory;         // B_mem used, GB/s
  bool tcp;
  Sharding sharding;
  Layout layout;
  double micro_seconds;  // one micro-batch of one replica at the measured rate
  double global_micro;   // strong scaling: micro-batches of all replicas a step, held; 0 for weak
  double interleave;     // v_i
  bool fp8;              // an amax all-reduce ends every forward pass
};

// Per replica, at `devices`: micro-batches a step, their compute, and the
// bubble's growth since one replica.
double micro_at(const JobModel& m, double devices);
double compute_at(const JobModel& m, double devices);
double bubble_at(const JobModel& m, double devices);

// The input is valid.
JobModel job_model_of(const EstimatorInput& in);

// What a step moves at a device count: the plain all-reduce's ring (for the
// result's bus bandwidth, link efficiency and latency), what the sharding
// moves and what of it stays exposed.
struct Step {
  double bus;
  double link_efficiency;
  double latency_us;        // α of the ring's steps: α_net once it crosses nodes
  double intra_latency_us;  // α inside a node
  bool across;              // whether the ring crosses nodes
  double all_reduce;        // t_ar
  double communication;     // t_cm
  double exposed;           // t_x
  double collectives;       // per step: buckets, or per layer; 1 when one collective stands for a sharded step
};

Step step_at(const JobModel& m, double devices);

// The same with `micro` micro-batches a replica.
Step step_with(const JobModel& m, double devices, double micro);

// Whether a data-parallel group of `devices` crosses nodes.
inline bool spans_nodes(const JobModel& m, double devices) {
  return m.layout.ranks(devices) > m.layout.members_per_node(m.in.devices_per_node);
}

// Hybrid's shard group in devices (m.group counts ranks).
inline double group_devices(const JobModel& m) { return m.group * m.layout.size(); }

// The time a step loses at `devices`, in the two parts a calibration scales.
// In the unit of m.compute: at a count whose compute differs (strong
// scaling), each part is scaled by m.compute / t_c(d), so that
// E = t_c / (t_c + lost) holds with one t_c at every count.
struct Lost {
  double local_comm;    // exposed communication of one node (of the job, inside one node)
  double network_comm;  // what crossing nodes adds to it
  double overhead;      // t_o
  double bubble = 0;    // the pipeline bubble's growth: no calibration scales it
  double spread = 0;    // t_n: the overhead that grows with the nodes
  double local() const { return local_comm + overhead; }
  double network() const { return network_comm + spread; }
};

// t_o at `devices`: τ and c_G per GB of the gradients a device handles.
// Buckets are copied in and out of the gradients (DDP, Horovod, DeepSpeed's
// one-collective stages); FSDP's per-layer collectives work on flat
// parameters in place, so with layers known zero2, zero3 and hybrid pay no
// per-GB cost.
bool bucketed(const JobModel& m);

double overhead_at(const JobModel& m, double devices);

// t_n at `devices`.
double spread_at(const JobModel& m, double devices);

Lost lost_at(const JobModel& m, double devices, const Step& step);

// The calibration's scales of the two parts.
struct Scales {
  double local = 1;    // κ_l
  double network = 1;  // κ_n
};

inline double lost_seconds(const Lost& lost, const Scales& s) {
  return s.local * lost.local() + s.network * lost.network() + lost.bubble;
}

// t_c / (t_c + lost); nothing lost means nothing lost, even when the compute
// time underflows to 0 (0/0 would be NaN).
inline double efficiency_of(double compute, double lost) { return lost == 0 ? 1 : compute / (compute + lost); }

}  // namespace dpsc::estimator_detail
