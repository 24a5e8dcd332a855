// Correctly rounded decimal-to-double conversion without strtod: musl's
// strtod works in 128-bit long double, which costs the wasm module several
// kilobytes of soft-float code.
#pragma once

#include <string_view>

namespace dpsc {

// The double nearest to digits × 10^exponent (ties to even), where digits is
// a non-empty string of '0'–'9'. Returns +infinity past the double range.
double decimal_to_double(std::string_view digits, long exponent);

}  // namespace dpsc
