// The core's codes, fields and operations as text for the JS layer, built
// at compile time from the tables, so the module carries a string rather
// than the code that would write it:
//   codes <TAB> ok,empty,…
//   fields <TAB> devices,throughputPerDevice,…
//   <operation> <TAB> <inputs> <TAB> <outputs>        one line each, in the table's order
// Each module describes its own table (operations.hpp): kFirstDescription
// and kPanelDescription; kDescription describes both.
// An input is its field name, with "?" when it may be left out, "=a|b" when
// it is a choice and "[8]" when it is a list of at most 8 numbers; an output
// is its name, with "?" when it may be absent (NaN), "!" for a yes/no answer
// (0 or 1) and "=a|b" after "?" for a choice (the index of an option).

#pragma once

#include <algorithm>

#include "operations.hpp"

namespace dpsc {

namespace detail {

// The "[8]" of a list input.
inline constexpr char kListSuffix[] = {'[', static_cast<char>('0' + kListCapacity), ']', 0};
static_assert(kListCapacity < 10, "one digit in the description");

// Appends text to `out`, or only counts when `out` is null.
struct Writer {
  char* out = nullptr;
  std::size_t length = 0;
  constexpr Writer& operator<<(const char* text) {
    for (; *text; ++text, ++length) {
      if (out) out[length] = *text;
    }
    return *this;
  }
};

template <std::size_t N>
constexpr void write_names(Writer& w, const char* heading, const std::array<const char*, N>& names,
                           std::size_t count = N) {
  w << heading << "\t";
  for (std::size_t i = 0; i < count; ++i) w << (i ? "," : "") << names[i];
  w << "\n";
}

// How many fields, from the first, a table's operations name: its issues
// name no others (a field's place is its index in the list).
template <const auto& Operations>
constexpr std::size_t fields_named() {
  std::size_t count = 0;
  std::apply(
      [&](const auto&... op) {
        const auto take = [&](const auto& inputs) {
          for (const auto& spec : inputs) count = std::max(count, static_cast<std::size_t>(spec.field) + 1);
        };
        (take(op.inputs), ...);
      },
      Operations);
  return count;
}

template <typename In, std::size_t N>
constexpr void write_inputs(Writer& w, const std::array<InputSpec<In>, N>& specs) {
  for (std::size_t i = 0; i < N; ++i) {
    w << (i ? "," : "") << field_name(specs[i].field) << (specs[i].maybe ? "?" : specs[i].list ? kListSuffix : "");
    for (std::size_t k = 0; k < specs[i].option_count; ++k) w << (k ? "|" : "=") << specs[i].options[k];
  }
}

template <typename Out, std::size_t N>
constexpr void write_outputs(Writer& w, const std::array<OutputSpec<Out>, N>& specs) {
  for (std::size_t i = 0; i < N; ++i) {
    w << (i ? "," : "") << specs[i].name << (specs[i].maybe ? "?" : specs[i].flag ? "!" : "");
    for (std::size_t k = 0; k < specs[i].option_count; ++k) w << (k ? "|" : "=") << specs[i].options[k];
  }
}

template <const auto& Operations>
constexpr void write_description(Writer& w) {
  write_names(w, "codes", kCodeNames);
  write_names(w, "fields", kFieldNames, fields_named<Operations>());
  std::apply(
      [&](const auto&... op) {
        ((w << op.name << "\t", write_inputs(w, op.inputs), w << "\t", write_outputs(w, op.outputs), w << "\n"), ...);
      },
      Operations);
}

template <const auto& Operations>
constexpr std::size_t description_length() {
  Writer w;
  write_description<Operations>(w);
  return w.length;
}

template <const auto& Operations, std::size_t N = description_length<Operations>()>
constexpr std::array<char, N> description() {
  std::array<char, N> text{};
  Writer w{text.data()};
  write_description<Operations>(w);
  return text;
}

}  // namespace detail

inline constexpr auto kFirstDescription = detail::description<kFirstOperations>();
static_assert(detail::fields_named<kFirstOperations>() <= 3, "the first tier's fields come first (issues.hpp)");
inline constexpr auto kPanelDescription = detail::description<kPanelOperations>();
inline constexpr auto kDescription = detail::description<kOperations>();

}  // namespace dpsc
