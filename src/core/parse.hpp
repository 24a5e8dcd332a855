// Parsing numbers as people type them, in the separators of their locale.
#pragma once

#include <string_view>

#include "issues.hpp"

namespace dpsc {

// The locale's separators as Unicode code points, e.g. {',', '.'} for German.
struct Separators {
  char32_t decimal;
  char32_t group;
};

struct ParsedNumber {
  Code code;     // ok, empty, not_a_number, misplaced_separator or out_of_range
  double value;  // meaningful only when code == ok
};

// Accepts an optional sign, digits grouped by the locale's group separator
// (or any space, which no locale uses for decimals) in groups of three, one
// decimal separator, an optional exponent, and, when allow_percent is set, a
// trailing "%". Surrounding white space is ignored. A separator that is out
// of place, or one that belongs to another locale, is an error rather than a
// guess: "0.9" in German must not silently become 9.
ParsedNumber parse_number(std::string_view utf8, Separators separators, bool allow_percent = false);

}  // namespace dpsc
