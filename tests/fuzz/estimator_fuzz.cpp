// The efficiency estimator, its batch form, devices for a target and the
// memory check, with inputs read through the bindings' layout (layouts.hpp).
// Properties that must hold for every valid input:
//   E is in (0, 100], every time and the uncertainty are finite;
//   without calibration: more bandwidth (either link) or more overlap never
//   lowers E, nor does a longer overlap window where one collective stands
//   for the step (per layer it also shortens the forward pass's), and more
//   overhead never raises it;
//   E never rises as devices are added, calibrated or not;
//   a calibration with one point passes through it;
//   sharding: none gives exactly what plain data parallelism gives, in every
//   output; zero3 without layers communicates 1.5 times one all-reduce; no
//   sharding exposes more than it communicates;
//   the batch form gives exactly what the single form gives, in every output;
//   a throughput in tokens gives the estimate of the same throughput in
//   samples (tokens ÷ tokens per sample): to the bit without measured
//   throughputs, whose ratios may round differently;
//   the speedup a count reaches needs no more devices than that count in
//   whole nodes;
//   the band never narrows as devices are added, and an input named as
//   outside the checked ranges comes with its edge;
//   without calibration, FP8's amax reductions never raise E, and they are
//   exposed whole (FP8 adds as much to t_x as to t_cm).
// Its seeds come from tests/fuzz/write_seeds.cpp, through layouts.hpp.
#include <array>
#include <cmath>
#include <limits>
#include <optional>
#include <string_view>

#include "core/estimator.hpp"
#include "core/memory.hpp"
#include "fuzz_support.hpp"
#include "layouts.hpp"

using fuzz::is_finite;

namespace {

double efficiency(const dpsc::EstimatorInput& input) { return dpsc::estimate(input).result.efficiency_percent; }

// b is not below a, allowing for rounding.
bool not_lower(double b, double a) { return b >= a * (1 - 1e-12); }

bool calibrated(const dpsc::EstimatorInput& input) { return input.calibration_devices.length > 0; }

// The job of `input` at `devices`, its step's batch held as its scaling
// holds it: a replica's micro-batches (weak), or the global batch (strong).
dpsc::EstimatorInput held_at(const dpsc::EstimatorInput& input, double devices) {
  dpsc::EstimatorInput held = input;
  held.devices = devices;
  if (input.strong_scaling()) {
    held.gradient_accumulation.reset();
    held.global_batch = input.batch_per_device * input.global_micro_batches();
  } else {
    held.global_batch.reset();
    held.gradient_accumulation = input.micro_batches();
  }
  return held;
}

void check_monotone(const dpsc::EstimatorInput& input, double e) {
  const dpsc::EstimatorDefaults& k = dpsc::kEstimatorDefaults;
  dpsc::EstimatorInput more = held_at(input, input.devices * 2);
  if (dpsc::validate(more).empty()) FUZZ_CHECK(not_lower(e, efficiency(more)));
  // A calibration refits its scales to the points when the hardware changes,
  // so these hold for the model alone.
  if (calibrated(input)) return;
  more = input;
  more.intra_node_bandwidth_gbyte_s *= 2;
  if (dpsc::validate(more).empty()) FUZZ_CHECK(not_lower(efficiency(more), e));
  more = input;
  if (more.inter_node_bandwidth_gbit_s) *more.inter_node_bandwidth_gbit_s *= 2;
  if (dpsc::validate(more).empty()) FUZZ_CHECK(not_lower(efficiency(more), e));
  more = input;
  more.overlap_fraction = (more.overlap_fraction.value_or(k.overlap_fraction) + 1) / 2;
  if (dpsc::validate(more).empty()) FUZZ_CHECK(not_lower(efficiency(more), e));
  more = input;
  more.overlap_window = (more.overlap_window.value_or(k.overlap_window) + 1) / 2;
  const bool layered = input.layers && input.sharding.value_or(0) >= static_cast<double>(dpsc::Sharding::zero2);
  if (!layered && dpsc::validate(more).empty()) FUZZ_CHECK(not_lower(efficiency(more), e));
  more = input;
  more.step_overhead_ms = more.step_overhead_ms.value_or(k.step_overhead_ms) * 2 + 1;
  if (dpsc::validate(more).empty()) FUZZ_CHECK(not_lower(e, efficiency(more)));
  more = input;
  more.overhead_ms_per_gb = more.overhead_ms_per_gb.value_or(k.overhead_ms_per_gb) * 2 + 1;
  if (dpsc::validate(more).empty()) FUZZ_CHECK(not_lower(e, efficiency(more)));
}

void check_precision(const dpsc::EstimatorInput& input, const dpsc::Estimate& r) {
  if (calibrated(input)) return;
  dpsc::EstimatorInput other = input;
  other.compute_precision = static_cast<double>(input.fp8() ? dpsc::Precision::bf16 : dpsc::Precision::fp8);
  const auto o = dpsc::estimate(other);
  FUZZ_CHECK(o.issues.empty());
  const dpsc::Estimate& fp8 = input.fp8() ? r : o.result;
  const dpsc::Estimate& bf16 = input.fp8() ? o.result : r;
  FUZZ_CHECK(not_lower(bf16.efficiency_percent, fp8.efficiency_percent));
  const double added = fp8.communication_seconds - bf16.communication_seconds;
  FUZZ_CHECK(added >= 0);
  FUZZ_CHECK(std::fabs((fp8.exposed_seconds - bf16.exposed_seconds) - added) <=
             1e-9 * (fp8.exposed_seconds + fp8.communication_seconds) + 1e-300);
}

// The calibrated curve's efficiency at `devices` (the job's sweep, as the
// chart draws it), or nothing where that count has issues of its own (e.g.
// beyond the limit for this input).
std::optional<double> efficiency_at(const dpsc::EstimatorInput& input, double devices) {
  std::array<double, dpsc::kEstimateOutputs.size()> row{};
  dpsc::EstimateColumns out{};
  for (std::size_t k = 0; k < out.size(); ++k) out[k] = &row[k];
  const dpsc::SweepStatus status = dpsc::estimate_sweep(input, {&devices, 1}, out);
  return status.issues.empty() && status.rows == 1 ? std::optional(row[0]) : std::nullopt;  // efficiencyPercent
}

// One point: the calibrated curve passes through it, as a ratio to the
// baseline when there is one.
void check_through_point(const dpsc::EstimatorInput& input) {
  if (input.calibration_devices.length != 1 || !input.calibration_efficiency_percent.size()) return;
  const auto at = efficiency_at(input, *input.calibration_devices.items[0]);
  const auto base = input.calibration_baseline ? efficiency_at(input, *input.calibration_baseline) : 100.0;
  if (!at || !base) return;
  const double measured = *input.calibration_efficiency_percent.items[0];
  FUZZ_CHECK(std::fabs(100 * *at / *base - measured) <= 1e-9 * 100);
}

bool same(double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); }

void check_sharding(const dpsc::EstimatorInput& input, const dpsc::Estimate& r) {
  using dpsc::Sharding;
  const auto s = static_cast<Sharding>(input.sharding.value_or(0));
  // Whatever the sharding: nothing exposed that was not communicated, nothing negative.
  FUZZ_CHECK(r.exposed_seconds >= 0 || calibrated(input));
  if (!calibrated(input)) FUZZ_CHECK(r.exposed_seconds <= r.communication_seconds * (1 + 1e-12) + 1e-300);
  FUZZ_CHECK(r.replicas <= 1 || r.collectives_per_step >= 1);
  if (s == Sharding::none) {
    dpsc::EstimatorInput plain = input;
    plain.sharding.reset();
    const auto p = dpsc::estimate(plain);
    FUZZ_CHECK(p.issues.empty());
    // FP8's amax reductions are communication beside the all-reduce (check_precision).
    if (!input.fp8()) FUZZ_CHECK(r.communication_seconds == r.all_reduce_seconds);
    for (const auto& spec : dpsc::kEstimateOutputs) {
      FUZZ_CHECK(same(dpsc::output_value(r, spec), dpsc::output_value(p.result, spec)));
    }
    return;
  }
  if (s != Sharding::zero3 || input.layers || input.fp8()) return;  // FP8's reductions: check_precision
  // Without layers, zero3 is one collective of 1.5 all-reduces: the plain
  // all-reduce in one bucket (the largest bucket, when the gradients fit in it).
  dpsc::EstimatorInput one = input;
  one.sharding.reset();
  one.bucket_mb = 1e9;
  if (input.parameters * input.bytes_per_gradient > *one.bucket_mb * 1e6) return;
  const auto p = dpsc::estimate(one);
  if (!p.issues.empty()) return;
  FUZZ_CHECK(r.collectives_per_step == 1 || input.devices <= 1);
  FUZZ_CHECK(std::fabs(r.communication_seconds - 1.5 * p.result.all_reduce_seconds) <= 1e-12 * r.communication_seconds);
}

// The batch form over d, 2d and 3d against single estimates of the job held
// there (a global batch the replicas there cannot share whole is no single job).
void check_batch(const dpsc::EstimatorInput& input) {
  const double devices[] = {input.devices, input.devices * 2, input.devices * 3};
  std::array<std::array<double, 3>, dpsc::kEstimateOutputs.size()> columns{};
  dpsc::EstimateColumns out{};
  for (std::size_t k = 0; k < out.size(); ++k) out[k] = columns[k].data();
  const dpsc::SweepStatus status = dpsc::estimate_sweep(input, {devices, 3}, out);
  FUZZ_CHECK(!status.whole_input);
  for (std::size_t row = 0; row < status.rows; ++row) {
    const auto e = dpsc::estimate(held_at(input, devices[row]));
    if (row > 0 && e.issues.size() == 1 && e.issues[0].code == dpsc::Code::whole_micro_batches) continue;
    FUZZ_CHECK(e.issues.empty());
    for (std::size_t k = 0; k < out.size(); ++k) {
      const double single_value = dpsc::output_value(e.result, dpsc::kEstimateOutputs[k]);
      // Strong scaling reaches the same step by another path (a global batch over the replicas), whose rounding
      // differs: a part of the loss that is a difference (the network's, past a node's) keeps 1e-11 of it, and a
      // least-squares fit of two or more points, iterated in other units, stops 1e-9 or so from the other.
      // A fit's outputs that come out at rounding's level (a residual of 1e-12 %, a loss scaled by 1e-14) are zero
      // reached two ways, whose digits are noise.
      const std::string_view name = dpsc::kEstimateOutputs[k].name;
      // A fit of two or more points pins the loss they add up to (the efficiency), but where they barely tell the
      // local part from the network part it does not pin the split: the two paths then land apart along that flat
      // direction. At 0.03 % efficiency (an overhead of 6,000 s a step) the network scale moved 5e-6 between them
      // and the exposed time 4e-6, the efficiency 2e-8. The outputs that split the loss get that room.
      const bool split = name == "exposedSeconds" || name == "overheadSeconds" || name == "localLossScale" ||
                         name == "networkLossScale";
      const bool several = input.calibration_devices.length > 1;
      const double tolerance = several ? (split ? 1e-4 : 1e-6) : 1e-9;
      const bool fitted = name == "calibrationRmsPercent" || name == "localLossScale" || name == "networkLossScale";
      // Below the smallest normal double (a model of 1e-309 parameters), digits are not relative.
      const double noise = fitted ? 1e-9 : std::numeric_limits<double>::min();
      // The band's lower end is ideal × (E − U): where the band nearly reaches 0 %, E's last digits are most of it.
      const double scale = name == "lowerThroughput" ? e.result.upper_throughput : std::fabs(single_value);
      FUZZ_CHECK(same(columns[k][row], single_value) ||
                 std::fabs(columns[k][row] - single_value) <= tolerance * scale + noise);
    }
  }
  if (status.rows < 3) {  // stopped at a count the input cannot take
    FUZZ_CHECK(!dpsc::validate(held_at(input, devices[status.rows])).empty());
  }
}

void check_units(const dpsc::EstimatorInput& input, const dpsc::Estimate& tokens) {
  if (!dpsc::in_tokens(input.throughput_unit)) return;
  dpsc::EstimatorInput samples = input;
  const double per_sample = *input.tokens_per_sample;
  samples.throughput_unit = static_cast<double>(dpsc::ThroughputUnit::samples);
  samples.throughput_per_device /= per_sample;
  for (std::size_t i = 0; i < samples.calibration_throughput.size(); ++i) {
    if (auto& a = samples.calibration_throughput.items[i]) *a /= per_sample;
  }
  samples.peak_tflops = std::nullopt;  // its comparison may round the other way at the very edge
  const auto e = dpsc::estimate(samples);
  if (!e.issues.empty()) return;  // a throughput ÷ tokens below the samples' lower bound
  if (input.calibration_throughput.size() == 0) {
    FUZZ_CHECK(e.result.efficiency_percent == tokens.efficiency_percent);
  } else {
    FUZZ_CHECK(std::fabs(e.result.efficiency_percent - tokens.efficiency_percent) <= 1e-6 * tokens.efficiency_percent);
  }
}

// Replicas: one replica alone loses nothing; holding the global batch
// (strong scaling) never beats letting it grow (weak), since it leaves each
// replica fewer micro-batches to hide behind and a larger bubble.
void check_replicas(const dpsc::EstimatorInput& input, const dpsc::Estimate& r) {
  const dpsc::Layout layout = dpsc::layout_of(input.tensor_parallel, input.pipeline_parallel);
  dpsc::EstimatorInput one = input;
  one.devices = layout.size();
  const auto alone = dpsc::estimate(one);
  if (alone.issues.empty()) FUZZ_CHECK(alone.result.efficiency_percent == 100);
  FUZZ_CHECK(r.replicas * layout.size() == input.devices);
  if (calibrated(input)) return;
  dpsc::EstimatorInput weak = input, strong = input;
  weak.batch_scaling = static_cast<double>(dpsc::BatchScaling::weak);
  strong.batch_scaling = static_cast<double>(dpsc::BatchScaling::strong);
  const auto w = dpsc::estimate(weak), s = dpsc::estimate(strong);
  if (w.issues.empty() && s.issues.empty()) {
    FUZZ_CHECK(not_lower(w.result.efficiency_percent, s.result.efficiency_percent));
  }
}

}  // namespace

// The speedup this count reaches is a target the search meets; when the
// count, taken up to whole nodes (hybrid counts are whole groups already),
// still reaches it, with no more devices than that (d · E(d) rises with d
// inside a node and over whole nodes, which bisection relies on).
void check_target(const dpsc::EstimatorInput& input, const dpsc::Estimate& r) {
  dpsc::EstimatedTargetInput target{input};
  target.job_devices = input.devices;  // where the step's batch is set
  target.mode = static_cast<double>(dpsc::TargetMode::speedup);
  target.target_speedup = r.actual_throughput / input.throughput_per_device;
  if (!(*target.target_speedup > 0)) return;  // a speedup that underflows is no target
  const auto t = dpsc::estimated_devices_for_target(target);
  if (t.issues.empty()) FUZZ_CHECK(not_lower(t.result.speedup, *target.target_speedup));
  // With replicas, a node's worth of the data-parallel group: n/t ranks of t·p devices.
  const dpsc::Layout layout = dpsc::layout_of(input.tensor_parallel, input.pipeline_parallel);
  const double per_node = layout.members_per_node(input.devices_per_node) * layout.size();
  dpsc::EstimatorInput whole = input;
  if (whole.devices > per_node) whole = held_at(input, std::ceil(whole.devices / per_node) * per_node);
  const auto at_whole = dpsc::estimate(whole);
  if (!at_whole.issues.empty() || at_whole.result.actual_throughput < r.actual_throughput) return;
  FUZZ_CHECK(t.issues.empty());
  FUZZ_CHECK(t.result.devices <= whole.devices);
}

// E falls or holds, the nodes grow, and the devices and the network can only
// pass their checked ranges: each term of the band grows or holds.
void check_band(const dpsc::EstimatorInput& input, const dpsc::Estimate& r) {
  FUZZ_CHECK(r.outside_input.has_value() == (r.outside_inputs > 0));
  FUZZ_CHECK(r.outside_edge.has_value() == (r.outside_inputs > 0));
  const auto m = dpsc::estimate(held_at(input, input.devices * 2));
  if (m.issues.empty()) FUZZ_CHECK(not_lower(m.result.uncertainty_percent, r.uncertainty_percent));
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Reader in(data, size);
  dpsc::EstimatorInput input{};
  fuzz::read_estimator(in, input);

  const auto e = dpsc::estimate(input);
  if (e.issues.empty()) {
    const dpsc::Estimate& r = e.result;
    FUZZ_CHECK(r.efficiency_percent > 0 && r.efficiency_percent <= 100);
    FUZZ_CHECK(is_finite(r.compute_seconds) && is_finite(r.all_reduce_seconds) && is_finite(r.step_seconds));
    FUZZ_CHECK(is_finite(r.communication_seconds) && r.communication_seconds >= 0);
    FUZZ_CHECK(is_finite(r.actual_throughput) && is_finite(r.global_batch));
    FUZZ_CHECK(is_finite(r.uncertainty_percent) && r.uncertainty_percent >= 0);
    FUZZ_CHECK(r.calibrated == calibrated(input));
    FUZZ_CHECK(!r.calibration_rms_percent || is_finite(*r.calibration_rms_percent));
    check_monotone(input, r.efficiency_percent);
    check_through_point(input);
    check_sharding(input, r);
    check_batch(input);
    check_units(input, r);
    check_target(input, r);
    check_replicas(input, r);
    check_band(input, r);
    check_precision(input, r);
  }

  const auto m = dpsc::memory_check({in.next(), in.next(), in.next()});
  if (m.issues.empty()) FUZZ_CHECK(is_finite(m.result.required_bytes) && is_finite(m.result.available_bytes));
  return 0;
}
