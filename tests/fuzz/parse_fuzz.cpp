// Number parsing: any bytes, any separators. Parsed values are finite, and
// the hand-written decimal conversion agrees with strtod.
#include <cstdlib>
#include <string>

#include "core/decimal.hpp"
#include "core/parse.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  static constexpr dpsc::Separators kSeparators[] = {
      {'.', ','}, {',', '.'}, {',', 0xA0}, {',', 0x202F}, {'.', 0x2019}, {'.', '.'}, {0x066B, 0x066C}};
  const dpsc::Separators seps = kSeparators[data[0] % (sizeof kSeparators / sizeof *kSeparators)];
  const bool percent = data[1] & 1;
  const std::string_view text(reinterpret_cast<const char*>(data + 2), size - 2);

  const dpsc::ParsedNumber parsed = dpsc::parse_number(text, seps, percent);
  FUZZ_CHECK(parsed.code == dpsc::Code::ok || parsed.code == dpsc::Code::empty ||
             parsed.code == dpsc::Code::not_a_number || parsed.code == dpsc::Code::misplaced_separator ||
             parsed.code == dpsc::Code::out_of_range);
  if (parsed.code == dpsc::Code::ok) FUZZ_CHECK(fuzz::is_finite(parsed.value));

  // The same bytes as a digit string with an exponent: compare with strtod.
  std::string digits;
  for (std::size_t i = 2; i < size && digits.size() < 40; ++i) digits.push_back(static_cast<char>('0' + data[i] % 10));
  if (digits.empty()) return 0;
  const long exponent = static_cast<long>(static_cast<std::int8_t>(data[1])) * 3;
  const double mine = dpsc::decimal_to_double(digits, exponent);
  const double reference = std::strtod((digits + "e" + std::to_string(exponent)).c_str(), nullptr);
  FUZZ_CHECK(mine == reference);
  return 0;
}
