// How the parse, model and estimator fuzzers read their input, written once: the
// harnesses read through these functions and the seed writer
// (write_seeds.cpp) writes through them, so a seed always lands in the field
// it was written for.
#pragma once

#include <cstdint>

#include "core/estimator.hpp"
#include "core/parse.hpp"
#include "fuzz_support.hpp"

namespace fuzz {

// ---- parse_fuzz ----------------------------------------------------------

// The product's languages with the separators Intl.NumberFormat gives them
// (Node 20's ICU; the browsers agree). Group separators are CLDR data and
// differ between ICU versions, so Portugal's is tried both as U+00A0 and as
// the narrow U+202F. Intl leaves a four-digit number ungrouped where
// min_grouping is 2 ("1234" in Italian, "1.234" in German).
struct Locale {
  const char* name;
  dpsc::Separators separators;
  int min_grouping;
};
constexpr Locale kLocales[] = {
    {"en", {'.', ','}, 1},     {"de", {',', '.'}, 1}, {"pt", {',', '.'}, 1},
    {"pt-PT", {',', 0xA0}, 2}, {"it", {',', '.'}, 2}, {"pt-PT-narrow", {',', 0x202F}, 2},
};
constexpr unsigned kLocaleCount = sizeof kLocales / sizeof *kLocales;

// Any bytes also meet separators no product language uses.
constexpr dpsc::Separators kOtherSeparators[] = {{'.', 0x2019}, {'.', '\''}, {'.', '.'}, {0x066B, 0x066C}};
constexpr unsigned kOtherCount = sizeof kOtherSeparators / sizeof *kOtherSeparators;

enum class ParseMode : std::uint8_t { any_bytes, well_formed, near_miss, round_trip, count_ };

// Byte 0: the mode. Byte 1: the separators (low 7 bits; the product's
// languages first, then kOtherSeparators for any_bytes) and the percent flag
// (top bit). The rest: text for any_bytes, choices for the other modes.
struct ParseHeader {
  ParseMode mode = ParseMode::any_bytes;
  std::uint8_t separators = 0;
  bool percent = false;

  dpsc::Separators chosen() const {
    const unsigned all = mode == ParseMode::any_bytes ? kLocaleCount + kOtherCount : kLocaleCount;
    const unsigned i = separators % all;
    return i < kLocaleCount ? kLocales[i].separators : kOtherSeparators[i - kLocaleCount];
  }
  const Locale& locale() const { return kLocales[separators % kLocaleCount]; }
};

inline ParseHeader read_parse_header(Reader& in) {
  ParseHeader h;
  h.mode = static_cast<ParseMode>(in.byte() % static_cast<unsigned>(ParseMode::count_));
  const std::uint8_t b = in.byte();
  h.separators = b & 0x7F;
  h.percent = (b & 0x80) != 0;
  return h;
}

inline void write_parse_header(Writer& out, const ParseHeader& h) {
  out.byte(static_cast<std::uint8_t>(h.mode));
  out.byte(static_cast<std::uint8_t>((h.separators & 0x7F) | (h.percent ? 0x80 : 0)));
}

// ---- model_fuzz ----------------------------------------------------------

constexpr int kSweepRows = 8;

// Which sweep columns hold a value per row (the others broadcast the main
// input), and whether one column is cut short to provoke length_mismatch.
enum SweepShape : std::uint8_t {
  kThroughputColumn = 1,
  kEfficiencyColumn = 2,
  kDevicesBroadcast = 4,
  kMismatch = 8,
};

struct ModelCase {
  double devices = 64, throughput = 2000, efficiency = 90;
  std::uint8_t shape = 0;
  double sweep_devices[kSweepRows] = {1, 2, 4, 8, 16, 32, 48, 59};
  double sweep_throughput[kSweepRows] = {};
  double sweep_efficiency[kSweepRows] = {};
  double measured = 100000;                                    // implied_efficiency
  double target_throughput = 200000;                           // devices_for_throughput
  double target_speedup = 100;                                 // devices_for_speedup
  double dataset_samples = 1.152e8, epochs = 10, price = 2.5;  // time_and_cost
  double steps_max = 512;                                      // device_steps
  std::uint8_t steps_points = 16;
};

// The one field order, for reading (ReadFields) and writing (WriteFields).
template <typename Fields, typename Case>
void visit(Fields& io, Case& c) {
  io.number(c.devices);
  io.number(c.throughput);
  io.number(c.efficiency);
  io.byte(c.shape);
  if (!(c.shape & kDevicesBroadcast)) {
    for (auto& d : c.sweep_devices) io.number(d);
  }
  if (c.shape & kThroughputColumn) {
    for (auto& v : c.sweep_throughput) io.number(v);
  }
  if (c.shape & kEfficiencyColumn) {
    for (auto& e : c.sweep_efficiency) io.number(e);
  }
  io.number(c.measured);
  io.number(c.target_throughput);
  io.number(c.target_speedup);
  io.number(c.dataset_samples);
  io.number(c.epochs);
  io.number(c.price);
  io.number(c.steps_max);
  io.byte(c.steps_points);
}

// ---- estimator_fuzz -------------------------------------------------------

// The estimator's inputs in the bindings' layout (values, then "given"
// flags): first a number for each scalar of kEstimatorInputs in order, then
// a "given" bit for each (one byte per eight), then a byte for the lists
// (bits 0–1: up to three calibration points; bit 2: throughputs instead of
// efficiencies; bit 7: a list length straight from the input instead), then
// each point's device count and value.
constexpr std::size_t kEstimatorSlots = dpsc::input_slots(dpsc::kEstimatorInputs);
constexpr std::size_t kEstimatorLists = 3;  // devices, efficiencies, throughputs: in this order in the table

inline void read_estimator(Reader& in, dpsc::EstimatorInput& input) {
  double values[2 * kEstimatorSlots] = {};
  double* given = values + kEstimatorSlots;
  std::size_t scalar_slots[dpsc::kEstimatorInputs.size()] = {};
  std::size_t list_slots[kEstimatorLists] = {};
  std::size_t scalars = 0, lists = 0, slot = 0;
  for (const auto& spec : dpsc::kEstimatorInputs) {
    if (spec.list) {
      list_slots[lists++] = slot;
    } else {
      values[slot] = in.next();
      scalar_slots[scalars++] = slot;
    }
    slot += dpsc::slots(spec);
  }
  std::uint8_t flags = 0;
  for (std::size_t i = 0; i < scalars; ++i) {
    if (i % 8 == 0) flags = in.byte();
    given[scalar_slots[i]] = (flags >> (i % 8)) & 1;
  }
  const std::uint8_t mode = in.byte();
  const std::size_t points = mode % 4;
  const std::size_t value_list = (mode >> 2) & 1 ? 2 : 1;  // efficiency or throughput
  for (std::size_t l : {std::size_t{0}, value_list}) {
    values[list_slots[l]] = mode & 0x80 ? in.next() : static_cast<double>(points);
    given[list_slots[l]] = points > 0 || (mode & 0x80);
  }
  for (std::size_t i = 0; i < points; ++i) {
    for (std::size_t l : {std::size_t{0}, value_list}) {
      values[list_slots[l] + 1 + i] = in.next();
      given[list_slots[l] + 1 + i] = 1;
    }
  }
  dpsc::read_inputs(input, dpsc::kEstimatorInputs, values);
}

// What read_estimator reads back as `input` (up to three points, each with
// an efficiency, or each with a throughput).
inline void write_estimator(Writer& out, const dpsc::EstimatorInput& input) {
  std::uint8_t flags[(dpsc::kEstimatorInputs.size() + 7) / 8] = {};
  std::size_t scalars = 0;
  for (const auto& spec : dpsc::kEstimatorInputs) {
    if (spec.list) continue;
    const bool given = spec.number || (input.*spec.maybe).has_value();
    out.number(spec.number ? input.*spec.number : (input.*spec.maybe).value_or(0));
    flags[scalars / 8] |= static_cast<std::uint8_t>(given << (scalars % 8));
    ++scalars;
  }
  for (std::size_t i = 0; i < (scalars + 7) / 8; ++i) out.byte(flags[i]);
  const std::size_t points = input.calibration_devices.size();
  const bool throughputs = input.calibration_throughput.size() > 0;
  out.byte(static_cast<std::uint8_t>(points | (throughputs ? 4 : 0)));
  const dpsc::List& values = throughputs ? input.calibration_throughput : input.calibration_efficiency_percent;
  for (std::size_t i = 0; i < points; ++i) {
    out.number(input.calibration_devices.items[i].value_or(0));
    out.number(values.items[i].value_or(0));
  }
}

}  // namespace fuzz
