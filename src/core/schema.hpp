// What the core's operations take and give, described once, beside their
// structs: each input's field, rule and kind, and each output's name. The
// validation reads the inputs' rules from here, the bindings move values by
// these tables, and the JS layer reads the names at start-up, so no position
// or name is written down twice. A struct member without an entry fails to
// compile (covers()).
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <utility>

#include "issues.hpp"
#include "rules.hpp"

namespace dpsc {

// What a core operation returns: its issues, or its result.
template <typename R>
struct Outcome {
  Issues issues;
  R result{};  // value-initialised while issues is not empty
};

// A list input: up to kListCapacity numbers, each of which may be left out.
// `length` is how many the caller passed; more than the capacity is an issue
// (too_many), so a list that does not fit is never silently cut short.
inline constexpr std::size_t kListCapacity = 8;
inline constexpr double kListCapacityValue = static_cast<double>(kListCapacity);

struct List {
  double length = 0;
  std::array<std::optional<double>, kListCapacity> items{};
  // How many items to read: 0 while the length itself is at fault.
  std::size_t size() const {
    return length >= 0 && length <= kListCapacityValue ? static_cast<std::size_t>(length) : 0;
  }
};

// One input: a required number, an optional one, a choice among named
// options (a required number holding the option's index), or a list.
template <typename In>
struct InputSpec {
  Field field;
  Rule rule;  // for a list, the rule of each item
  double In::*number;
  std::optional<double> In::*maybe;
  const char* const* options;  // the choice's option names, or nullptr
  std::size_t option_count;
  List In::*list = nullptr;
};

template <typename In>
constexpr InputSpec<In> required(Field field, double In::*member, Rule rule) {
  return {field, rule, member, nullptr, nullptr, 0};
}

template <typename In>
constexpr InputSpec<In> optional(Field field, std::optional<double> In::*member, Rule rule) {
  return {field, rule, nullptr, member, nullptr, 0};
}

template <typename In, std::size_t N>
constexpr InputSpec<In> choice(Field field, double In::*member, const std::array<const char*, N>& names) {
  return {field, choice_rule(N), member, nullptr, names.data(), N};
}

template <typename In, std::size_t N>
constexpr InputSpec<In> choice(Field field, std::optional<double> In::*member,
                               const std::array<const char*, N>& names) {
  return {field, choice_rule(N), nullptr, member, names.data(), N};
}

template <typename In>
constexpr InputSpec<In> list(Field field, List In::*member, Rule item_rule) {
  return {field, item_rule, nullptr, nullptr, nullptr, 0, member};
}

// One output: a number, a number that may be absent, a yes/no answer, or a
// choice that may be absent (the index of one of `options`, named in JS).
// `name` is the property of the JS result.
// The specs of a base input, for an input that adds members to it, and then
// the added ones: an operation that asks more of the same input.
template <typename Derived, typename Base, std::size_t N, std::size_t M>
constexpr std::array<InputSpec<Derived>, N + M> extended(const std::array<InputSpec<Base>, N>& base,
                                                         const std::array<InputSpec<Derived>, M>& added) {
  std::array<InputSpec<Derived>, N + M> out{};
  for (std::size_t i = 0; i < N; ++i) {
    const InputSpec<Base>& s = base[i];
    out[i] = {s.field, s.rule, s.number, s.maybe, s.options, s.option_count, s.list};
  }
  for (std::size_t i = 0; i < M; ++i) out[N + i] = added[i];
  return out;
}

// The same without the base's input for `skipped`, for an operation that
// chooses that value itself (the device search chooses the count). A field
// the base does not have writes past the table: no constant evaluation.
template <typename Derived, typename Base, std::size_t N, std::size_t M>
constexpr std::array<InputSpec<Derived>, N - 1 + M> extended_without(Field skipped,
                                                                     const std::array<InputSpec<Base>, N>& base,
                                                                     const std::array<InputSpec<Derived>, M>& added) {
  std::array<InputSpec<Derived>, N - 1 + M> out{};
  std::size_t j = 0;
  for (const InputSpec<Base>& s : base) {
    if (s.field != skipped) out.at(j++) = {s.field, s.rule, s.number, s.maybe, s.options, s.option_count, s.list};
  }
  for (const InputSpec<Derived>& a : added) out.at(j++) = a;
  return out;
}

template <typename R>
struct OutputSpec {
  const char* name;
  double R::*number;
  std::optional<double> R::*maybe;
  bool R::*flag;
  const char* const* options;  // a choice's option names, or nullptr
  std::size_t option_count;
};

template <typename R>
constexpr OutputSpec<R> output(const char* name, double R::*member) {
  return {name, member, nullptr, nullptr, nullptr, 0};
}

template <typename R>
constexpr OutputSpec<R> output(const char* name, std::optional<double> R::*member) {
  return {name, nullptr, member, nullptr, nullptr, 0};
}

template <typename R>
constexpr OutputSpec<R> output(const char* name, bool R::*member) {
  return {name, nullptr, nullptr, member, nullptr, 0};
}

template <typename R, std::size_t N>
constexpr OutputSpec<R> output(const char* name, std::optional<double> R::*member,
                               const std::array<const char*, N>& names) {
  return {name, nullptr, member, nullptr, names.data(), N};
}

namespace detail {

// The probe below brace-initialises with fewer values than members on
// purpose; that is how it counts.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

// Converts to any member type, so T{AnyMember, …} tells how many members an
// aggregate has.
struct AnyMember {
  template <typename T>
  constexpr operator T() const noexcept {
    return T{};
  }
};

template <typename T, typename... A>
constexpr auto brace_init(int) -> decltype(T{std::declval<A>()...}, true) {
  return true;
}

template <typename T, typename... A>
constexpr bool brace_init(long) {
  return false;
}

template <typename T, typename... A>
constexpr std::size_t member_count() {
  if constexpr (brace_init<T, A..., AnyMember>(0)) {
    return member_count<T, A..., AnyMember>();
  } else {
    return sizeof...(A);
  }
}

#pragma GCC diagnostic pop

}  // namespace detail

// True when a table has one entry per member of T: use in a static_assert
// beside the table.
template <typename T, typename Spec, std::size_t N>
constexpr bool covers(const std::array<Spec, N>&) {
  return detail::member_count<T>() == N && N + 2 <= Issues::capacity;
}

// A list's length and each item it holds; issues with an item carry its index.
void check_list(Issues& issues, Field field, const List& list, const Rule& item_rule);

// Every broken rule of the table, one issue per input (per item of a list),
// in table order. An optional input that was left out breaks none.
template <typename In, std::size_t N>
Issues check_inputs(const In& input, const std::array<InputSpec<In>, N>& specs) {
  Issues issues;
  for (const InputSpec<In>& spec : specs) {
    if (spec.number) {
      check_into(issues, spec.field, input.*spec.number, spec.rule);
    } else if (spec.list) {
      check_list(issues, spec.field, input.*spec.list, spec.rule);
    } else if (const std::optional<double>& value = input.*spec.maybe) {
      check_into(issues, spec.field, *value, spec.rule);
    }
  }
  return issues;
}

// check_inputs(…).empty() for required inputs, without building issues: the
// batch loops' fast path.
template <typename In, std::size_t N>
bool passes_inputs(const In& input, const std::array<InputSpec<In>, N>& specs) {
  for (const InputSpec<In>& spec : specs) {
    if (spec.number && !passes(input.*spec.number, spec.rule)) return false;
  }
  return true;
}

// missing_input on `field` when a value the question needs was left out:
// the one code for a missing value, wherever an operation's own rules need one.
inline void require_input(Issues& issues, Field field, const std::optional<double>& value) {
  if (!value) issues.add(field, Code::missing_input);
}

// The layout of values crossing the boundary, one double each. Inputs: a
// slot for each number and 1 + kListCapacity for each list (its length, then
// its items), in table order; then as many 1/0 flags for "given" in the same
// layout (a required input left out is read as left_out(), which the rules
// report as missing_input; an optional one stays empty).
// Outputs: in table order; an absent optional output is NaN, a yes/no answer
// 1 or 0.
template <typename In>
constexpr std::size_t slots(const InputSpec<In>& spec) {
  return spec.list ? 1 + kListCapacity : 1;
}

template <typename In, std::size_t N>
constexpr std::size_t input_slots(const std::array<InputSpec<In>, N>& specs) {
  std::size_t total = 0;
  for (const InputSpec<In>& spec : specs) total += slots(spec);
  return total;
}

// A list's slots: its length, then its items. Not a template, so the
// operations without lists do not each carry a copy.
void read_list(List& list, const double* values, const double* given);

template <typename In, std::size_t N>
void read_inputs(In& input, const std::array<InputSpec<In>, N>& specs, const double* values) {
  const double* given = values + input_slots(specs);
  for (const InputSpec<In>& spec : specs) {
    if (spec.number) {
      input.*spec.number = *given != 0 ? *values : left_out();
    } else if (spec.list) {
      read_list(input.*spec.list, values, given);
    } else if (*given != 0) {
      input.*spec.maybe = *values;
    }
    values += slots(spec);
    given += slots(spec);
  }
}

template <typename Out>
double output_value(const Out& result, const OutputSpec<Out>& spec) {
  if (spec.number) return result.*spec.number;
  if (spec.maybe) return (result.*spec.maybe).value_or(std::numeric_limits<double>::quiet_NaN());
  return result.*spec.flag ? 1 : 0;
}

template <typename Out, std::size_t N>
void write_outputs(const Out& result, const std::array<OutputSpec<Out>, N>& specs, double* values) {
  for (std::size_t i = 0; i < N; ++i) values[i] = output_value(result, specs[i]);
}

}  // namespace dpsc
