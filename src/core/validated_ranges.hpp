// Where the estimator was checked: the range of each input over the
// published runs it is validated on (tests/data/published-runs.csv, its
// `fit` rows). Away from them its errors are not known, so the band widens
// with the distance (estimator.cpp) and the estimate names the input
// farthest out. A test (published_runs_test.cpp) holds this table to the
// data, so a new row that widens a range fails it until the table follows.
#pragma once

#include <array>
#include <cmath>
#include <cstddef>

#include "issues.hpp"

namespace dpsc {

// Who makes the accelerator, and what carries a job between nodes: what the
// published runs cover beyond numbers. The API's options, from one list each.
#define DPSC_ACCELERATOR_FAMILIES(X) X(nvidia) X(amd) X(intel) X(google) X(aws)
enum class AcceleratorFamily : std::uint8_t { DPSC_ACCELERATOR_FAMILIES(DPSC_ENUMERATOR) };
inline constexpr std::array kAcceleratorFamilies{DPSC_ACCELERATOR_FAMILIES(DPSC_SAME_NAME)};

// InfiniBand and Ethernet (RoCE or TCP); HPE Slingshot; AWS's Elastic Fabric
// Adapter; Google's data-center network between TPU pods.
#define DPSC_NETWORK_FAMILIES(X) X(infiniband) X(ethernet) X(slingshot) X(efa) X(dcn)
enum class NetworkFamily : std::uint8_t { DPSC_NETWORK_FAMILIES(DPSC_ENUMERATOR) };
inline constexpr std::array kNetworkFamilies{DPSC_NETWORK_FAMILIES(DPSC_SAME_NAME)};

// The families the published runs used (their devices, tests/data/devices.csv,
// and their networks; the same test holds these to the data).
inline constexpr std::array kCoveredAcceleratorFamilies{AcceleratorFamily::nvidia};
inline constexpr std::array kCoveredNetworkFamilies{NetworkFamily::infiniband, NetworkFamily::ethernet};

template <typename Family, std::size_t N>
constexpr bool covered(const std::array<Family, N>& families, double index) {
  for (const Family f : families) {
    if (static_cast<double>(f) == index) return true;
  }
  return false;
}

struct EstimatorInput;

// An input's checked range; low 0: no lower edge.
struct ValidatedRange {
  Field field;
  double low, high;
};

using ValidatedRanges = std::array<ValidatedRange, 6>;

inline constexpr ValidatedRanges kValidatedRanges{{
    {Field::devices, 0, 2304},
    {Field::parameters, 2.38e7, 5.296e11},
    {Field::devices_per_node, 4, 8},
    {Field::inter_node_bandwidth, 25, 3200},
    {Field::tensor_parallel, 0, 8},
    {Field::pipeline_parallel, 0, 35},
}};

// The API's names of those inputs, for the estimate's choice of the one farthest out.
inline constexpr auto kOutsideNames = [] {
  std::array<const char*, kValidatedRanges.size()> names{};
  for (std::size_t i = 0; i < names.size(); ++i) names[i] = field_name(kValidatedRanges[i].field);
  return names;
}();

// How far an input lies outside the checked ranges: the doublings beyond
// each edge, summed, and the input farthest out with the edge it passed.
struct Distance {
  double doublings = 0;
  std::size_t outside = 0;   // inputs outside their range
  std::size_t farthest = 0;  // index into the ranges, when outside > 0
  double edge = 0;           // that input's edge
  bool above = false;        // past its upper edge (else below its lower)
};

// The value of each range's input at `devices` (NaN: not given, or the job
// stays in one node so its network is not used).
std::array<double, kValidatedRanges.size()> validated_values(const EstimatorInput& in, double devices);

inline Distance distance_from(const std::array<double, kValidatedRanges.size()>& values,
                              const ValidatedRanges& ranges) {
  Distance d;
  double most = 0;
  for (std::size_t i = 0; i < ranges.size(); ++i) {
    const double v = values[i];
    const ValidatedRange& r = ranges[i];
    // Differences of logarithms: a ratio of the edge to a tiny value would overflow.
    const double beyond = v > r.high  ? std::log2(v) - std::log2(r.high)
                          : v < r.low ? std::log2(r.low) - std::log2(v)
                                      : 0;
    if (!(beyond > 0)) continue;
    d.doublings += beyond;
    d.outside += 1;
    if (beyond > most) most = beyond, d.farthest = i, d.above = v > r.high, d.edge = d.above ? r.high : r.low;
  }
  return d;
}

}  // namespace dpsc
