// Memory per device by sharding flavour and its two answers, with inputs read
// through the same layout the bindings use (values, then "given" flags).
// Properties that must hold for every valid input:
//   every figure is finite and not negative; the parts add up; fits means
//   required <= available;
//   memory never rises from none to zero1, zero2 and zero3, nor as devices
//   are added;
//   smallest_sharding names a flavour that fits, and none earlier in its
//   order fits; with none named, none fits;
//   devices_for_memory is exact: it fits with that count and not with one
//   fewer, agrees with memory_check, and is never above a count that fits.
#include "core/memory.hpp"
#include "fuzz_support.hpp"

using dpsc::MemoryCheck;
using dpsc::MemoryInput;
using dpsc::Sharding;
using fuzz::is_finite;

namespace {

constexpr std::size_t kInputs = dpsc::kMemoryInputs.size();
static_assert(kInputs <= 24, "a bit of three bytes for each input's 'given'");

double index_of(Sharding s) { return static_cast<double>(s); }

Sharding sharding_of(const MemoryInput& in) { return static_cast<Sharding>(in.sharding.value_or(0)); }

// memory_check with another flavour or count; nullopt when that is not valid.
std::optional<MemoryCheck> check_with(MemoryInput in, Sharding s, double devices) {
  in.sharding = index_of(s);
  in.devices = devices;
  const auto m = dpsc::memory_check(in);
  return m.issues.empty() ? std::optional<MemoryCheck>(m.result) : std::nullopt;
}

void check_result(const MemoryCheck& m) {
  FUZZ_CHECK(is_finite(m.required_bytes) && m.required_bytes >= 0);
  FUZZ_CHECK(is_finite(m.available_bytes) && m.available_bytes > 0);
  FUZZ_CHECK(m.fits == (m.required_bytes <= m.available_bytes));
  if (m.weights_bytes) {
    const double states = *m.weights_bytes + *m.gradients_bytes + *m.optimizer_bytes;
    const double transformer =
        m.activations_bytes.value_or(0) + m.logits_bytes.value_or(0) + m.buffers_bytes.value_or(0);
    FUZZ_CHECK(states + transformer + m.workspace_bytes == m.required_bytes);
    FUZZ_CHECK(m.logits_bytes.value_or(0) >= 0 && m.buffers_bytes.value_or(0) >= 0 && m.workspace_bytes > 0);
    FUZZ_CHECK(*m.weights_bytes >= 0 && *m.gradients_bytes >= 0 && *m.optimizer_bytes >= 0);  // 0 by underflow
  }
}

// With a valid input in parts and a device count: less memory the more is
// sharded, and the more devices share it. (ZeRO-3's gathered layers are a
// buffer of their own: on a model of few layers they can outweigh what it
// shards, as they do on a real device.)
void check_monotone(const MemoryInput& in) {
  if (!in.devices || !in.weight_bytes) return;
  const double d = *in.devices;
  double previous = 0;
  bool first = true;
  for (const Sharding s : {Sharding::none, Sharding::zero1, Sharding::zero2, Sharding::zero3}) {
    const auto m = check_with(in, s, d);
    if (!m) return;
    const double sharded = m->required_bytes - (s == Sharding::zero3 ? m->buffers_bytes.value_or(0) : 0);
    FUZZ_CHECK(first || sharded <= previous * (1 + 1e-12));  // taking the buffers back off rounds
    previous = m->required_bytes;
    first = false;
    if (const auto more = check_with(in, s, d * 2)) FUZZ_CHECK(more->required_bytes <= m->required_bytes);
  }
}

void check_smallest(const MemoryInput& in) {
  const auto c = dpsc::smallest_sharding(in);
  if (!c.issues.empty()) return;
  FUZZ_CHECK(c.result.fits == c.result.sharding.has_value());
  for (const Sharding s : {Sharding::none, Sharding::zero1, Sharding::zero2, Sharding::hybrid, Sharding::zero3}) {
    const auto m = check_with(in, s, *in.devices);
    if (!m) continue;  // hybrid without whole nodes is not a candidate
    if (c.result.sharding && *c.result.sharding == index_of(s)) {
      FUZZ_CHECK(m->fits && m->required_bytes == c.result.required_bytes);
      return;
    }
    FUZZ_CHECK(!m->fits);
  }
  FUZZ_CHECK(!c.result.sharding);
}

void check_fewest(const MemoryInput& in) {
  const auto r = dpsc::devices_for_memory(in);
  if (!r.issues.empty()) {
    for (const dpsc::Issue& issue : r.issues) {
      if (issue.code == dpsc::Code::unreachable) FUZZ_CHECK(issue.limit == dpsc::kMaxDevices);
    }
    return;
  }
  const double d = r.result.devices;
  const Sharding s = sharding_of(in);
  FUZZ_CHECK(d >= 1 && d <= dpsc::kMaxDevices && d == static_cast<double>(static_cast<long long>(d)));
  const auto at = check_with(in, s, d);
  FUZZ_CHECK(at && at->fits && at->required_bytes == r.result.required_bytes);
  if (s == Sharding::hybrid) {
    FUZZ_CHECK(d == 2 * dpsc::hybrid_group(in.shard_group, *in.devices_per_node));  // two whole groups
  } else if (const double replica = dpsc::layout_of(in.tensor_parallel, in.pipeline_parallel).size(); d > replica) {
    FUZZ_CHECK(std::fmod(d, replica) == 0);  // whole replicas
    const auto fewer = check_with(in, s, d - replica);
    FUZZ_CHECK(fewer && !fewer->fits);
  }
  if (in.devices && s != Sharding::hybrid) {
    if (const auto given = check_with(in, s, *in.devices); given && given->fits) FUZZ_CHECK(d <= *in.devices);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Reader reader(data, size);
  double values[2 * kInputs];
  for (std::size_t i = 0; i < kInputs; ++i) values[i] = reader.next();
  unsigned given = 0;  // a bit an input: more inputs than 16
  for (int shift = 0; shift < 24; shift += 8) given |= static_cast<unsigned>(reader.byte()) << shift;
  for (std::size_t i = 0; i < kInputs; ++i) values[kInputs + i] = (given >> i) & 1;
  MemoryInput in{};
  dpsc::read_inputs(in, dpsc::kMemoryInputs, values);

  const auto m = dpsc::memory_check(in);
  if (m.issues.empty()) {
    check_result(m.result);
    check_monotone(in);
  }
  check_smallest(in);
  check_fewest(in);
  return 0;
}
