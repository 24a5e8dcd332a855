// Number parsing in the product's languages, checked against an independent
// path: the text normalised to plain ASCII, then strtod. The first two bytes
// pick the mode, the language and the percent flag (layouts.hpp):
//   well_formed  a number built from the bytes with the language's signs,
//                grouping and decimal separator, padded with spaces and maybe
//                a '%': parse_number gives exactly what strtod gives for it,
//                or out_of_range where strtod overflows
//   near_miss    the same with one separator out of place: misplaced_separator
//   round_trip   a finite double written as Intl.NumberFormat writes it in
//                that language: parse_number gives it back bit for bit
//   any_bytes    a value or a code, never a crash; what is accepted reads as
//                its normalised text does; and decimal_to_double agrees with
//                strtod on a digit string made from the same bytes
#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <string>

#include "core/decimal.hpp"
#include "core/parse.hpp"
#include "fuzz_support.hpp"
#include "layouts.hpp"

namespace {

using dpsc::Code;
using dpsc::Separators;
using fuzz::Reader;

constexpr char32_t kMinus = 0x2212;
// What a person may type around a number and between its groups; the parser
// takes any of them as a group separator in every language.
constexpr char32_t kSpaces[] = {' ', 0xA0, 0x202F, 0x2009, 0x2007};
// Separators of languages other than the product's: out of place anywhere.
constexpr char32_t kForeign[] = {'\'', 0x2019, 0x066B, 0x066C};

void put(std::string& s, char32_t c) {
  if (c < 0x80) {
    s += static_cast<char>(c);
  } else if (c < 0x800) {
    s += static_cast<char>(0xC0 | (c >> 6));
    s += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    s += static_cast<char>(0xE0 | (c >> 12));
    s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (c & 0x3F));
  }
}

// Strict UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF).
bool decode_utf8(std::string_view s, std::u32string& out) {
  for (std::size_t i = 0; i < s.size();) {
    const auto lead = static_cast<unsigned char>(s[i++]);
    const int extra = lead < 0x80                   ? 0
                      : lead >= 0xC2 && lead < 0xE0 ? 1
                      : lead >= 0xE0 && lead < 0xF0 ? 2
                      : lead >= 0xF0 && lead < 0xF5 ? 3
                                                    : -1;
    if (extra < 0) return false;
    char32_t c = extra == 0 ? lead : lead & (0x3F >> extra);
    for (int k = 0; k < extra; ++k) {
      if (i >= s.size() || (static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) return false;
      c = (c << 6) | (static_cast<unsigned char>(s[i++]) & 0x3F);
    }
    const char32_t least[] = {0, 0x80, 0x800, 0x10000};
    if (c < least[extra] || (c >= 0xD800 && c <= 0xDFFF) || c > 0x10FFFF) return false;
    out.push_back(c);
  }
  return true;
}

bool is_space(char32_t c) {
  if (c == '\t' || c == '\n' || c == '\r') return true;
  for (char32_t s : kSpaces) {
    if (c == s) return true;
  }
  return false;
}

// The independent path's first half: the text as plain ASCII. Spaces and the
// group separator go, the decimal separator becomes '.', U+2212 '-', a '%'
// goes where it is allowed; anything else becomes '?', which strtod refuses.
std::string normalise(std::string_view utf8, Separators seps, bool percent) {
  std::u32string text;
  if (!decode_utf8(utf8, text)) return "?";
  std::string ascii;
  for (char32_t c : text) {
    if (c == seps.decimal) {
      ascii += '.';
    } else if (c == seps.group || is_space(c) || (percent && c == '%')) {
      continue;
    } else if (c == kMinus) {
      ascii += '-';
    } else if ((c >= '0' && c <= '9') || c == '+' || c == '-' || c == 'e' || c == 'E') {
      ascii += static_cast<char>(c);
    } else {
      ascii += '?';
    }
  }
  return ascii;
}

// The second half: strtod, which must read the whole string.
bool read_ascii(const std::string& ascii, double& value) {
  if (ascii.empty()) return false;
  char* end = nullptr;
  value = std::strtod(ascii.c_str(), &end);
  return end == ascii.c_str() + ascii.size();
}

std::string digits(Reader& in, std::size_t count, bool leading_zero_allowed) {
  std::string s;
  for (std::size_t i = 0; i < count; ++i) {
    const unsigned d = in.pick(10);
    s += static_cast<char>('0' + (i == 0 && !leading_zero_allowed && count > 1 && d == 0 ? 1 : d));
  }
  return s;
}

char32_t group_separator(Reader& in, Separators seps) {
  const unsigned k = in.pick(8);
  return k < 4 ? seps.group : kSpaces[k - 4];
}

void pad(Reader& in, std::string& s) {
  for (unsigned n = in.pick(4); n > 2 && s.size() < 8; n = in.pick(4)) put(s, kSpaces[in.pick(2)]);
}

// What a near miss puts out of place: a group a digit short or long, a
// second decimal separator, a group separator inside the fraction, or a
// separator no product language uses.
enum class Defect { none, short_group, long_group, second_decimal, group_in_fraction, foreign, count_ };

// Integer digits with a separator every three from the right; with a
// short_group or long_group defect, one group after the first is off by one.
std::string grouped(Reader& in, const std::string& integer, Separators seps, bool& defect_placed, Defect defect) {
  std::string s;
  const std::size_t first = integer.size() % 3 == 0 ? 3 : integer.size() % 3;
  const std::size_t groups = (integer.size() - first) / 3;
  const std::size_t broken = groups ? 1 + in.pick(static_cast<unsigned>(groups)) : 0;  // a group after the first
  s += integer.substr(0, first);
  for (std::size_t g = 1; g <= groups; ++g) {
    put(s, group_separator(in, seps));
    std::string group = integer.substr(first + 3 * (g - 1), 3);
    if (g == broken && defect == Defect::short_group) {
      group.pop_back();
      defect_placed = true;
    } else if (g == broken && defect == Defect::long_group) {
      group += '7';
      defect_placed = true;
    }
    s += group;
  }
  return s;
}

struct Built {
  std::string text;
  bool defect_placed = false;
};

// A number as a person types it in `seps`' language, with `defect` placed
// when the number has room for it.
Built build(Reader& in, Separators seps, bool percent, Defect defect) {
  Built b;
  std::string& s = b.text;
  pad(in, s);
  const char32_t signs[] = {0, '-', '+', kMinus};
  if (const char32_t sign = signs[in.pick(4)]) put(s, sign);

  const std::size_t int_length = in.pick(41);  // 0 … 40 digits
  const std::string integer = digits(in, int_length, false);
  const bool group = int_length > 3 && in.pick(3) != 0;
  s += group ? grouped(in, integer, seps, b.defect_placed, defect) : integer;

  const bool fraction = int_length == 0 || in.pick(2) != 0;
  if (fraction) {
    put(s, seps.decimal);
    const std::size_t length = (int_length == 0 ? 1 : 0) + in.pick(61);
    const std::string part = digits(in, length, true);
    const std::size_t cut = length ? in.pick(static_cast<unsigned>(length)) + 1 : 0;  // after digit `cut`
    s += part.substr(0, cut);
    if (cut > 0 && defect == Defect::second_decimal) {
      put(s, seps.decimal);
      b.defect_placed = true;
    }
    if (cut > 0 && defect == Defect::group_in_fraction) {
      put(s, group_separator(in, seps));
      s += static_cast<char>('0' + in.pick(10));  // a separator then a digit: never trailing space
      b.defect_placed = true;
    }
    s += part.substr(cut);
  }
  if (defect == Defect::foreign && !integer.empty()) {
    put(s, kForeign[in.pick(4)]);
    b.defect_placed = true;
  }

  if (in.pick(3) == 0) {
    s += in.pick(2) ? 'e' : 'E';
    if (const char32_t sign = signs[in.pick(4)]) put(s, sign);
    s += digits(in, 1 + in.pick(3), true);
  }
  if (percent && in.pick(2)) {
    if (in.pick(2)) put(s, kSpaces[in.pick(2)]);
    s += '%';
  }
  pad(in, s);
  return b;
}

void check_well_formed(Reader& in, Separators seps, bool percent) {
  const Built b = build(in, seps, percent, Defect::none);
  fuzz::context() = "well-formed: \"" + b.text + "\"";
  double want = 0;
  FUZZ_CHECK(read_ascii(normalise(b.text, seps, percent), want));
  const dpsc::ParsedNumber got = dpsc::parse_number(b.text, seps, percent);
  if (std::isinf(want)) {
    FUZZ_CHECK(got.code == Code::out_of_range);
  } else {
    FUZZ_CHECK(got.code == Code::ok);
    FUZZ_CHECK(fuzz::same(got.value, want));
  }
}

void check_near_miss(Reader& in, Separators seps, bool percent) {
  const auto defect = static_cast<Defect>(1 + in.pick(static_cast<unsigned>(Defect::count_) - 1));
  const Built b = build(in, seps, percent, defect);
  if (!b.defect_placed) return;  // no room for it in this number
  fuzz::context() = "near miss: \"" + b.text + "\"";
  FUZZ_CHECK(dpsc::parse_number(b.text, seps, percent).code == Code::misplaced_separator);
}

// A double in positional notation with the shortest digits that read back
// as it, grouped and separated as Intl.NumberFormat does in `locale` with
// enough fraction digits: 1234567.5 → "1.234.567,5" in German, 1e21 → 22
// digits, 1.5e-7 → "0,00000015".
std::string intl_format(double x, const fuzz::Locale& locale) {
  char buf[64];
  const auto end = std::to_chars(buf, buf + sizeof buf, std::fabs(x), std::chars_format::scientific).ptr;
  const std::string sci(buf, end);  // "d.ddde±xx"
  const std::size_t e = sci.find('e');
  std::string mantissa = sci.substr(0, e);
  if (mantissa.size() > 1) mantissa.erase(1, 1);  // drop the point
  const long exponent = std::strtol(sci.c_str() + e + 1, nullptr, 10);
  const long point = exponent + 1;  // digits before the decimal point
  std::string integer =
      point <= 0
          ? "0"
          : mantissa.substr(0, static_cast<std::size_t>(std::min<long>(point, static_cast<long>(mantissa.size()))));
  if (point > static_cast<long>(mantissa.size()))
    integer.append(static_cast<std::size_t>(point) - mantissa.size(), '0');
  std::string fraction = point <= 0 ? std::string(static_cast<std::size_t>(-point), '0') + mantissa
                         : point < static_cast<long>(mantissa.size()) ? mantissa.substr(static_cast<std::size_t>(point))
                                                                      : "";
  while (!fraction.empty() && fraction.back() == '0') fraction.pop_back();

  std::string s;
  if (std::signbit(x)) s += '-';
  const bool group = integer.size() >= static_cast<std::size_t>(3 + locale.min_grouping);
  for (std::size_t i = 0; i < integer.size(); ++i) {
    if (group && i > 0 && (integer.size() - i) % 3 == 0) put(s, locale.separators.group);
    s += integer[i];
  }
  if (!fraction.empty()) {
    put(s, locale.separators.decimal);
    s += fraction;
  }
  return s;
}

// Mostly everyday magnitudes (2^-70 … 2^130), sometimes any finite double.
double random_finite(Reader& in) {
  std::uint64_t bits = 0;
  for (int i = 0; i < 8; ++i) bits = bits << 8 | in.byte();
  if (in.pick(4) != 0) {
    const std::uint64_t exponent = 1023 - 70 + (bits >> 52 & 0x7FF) % 200;
    bits = (bits & 0x800FFFFFFFFFFFFFull) | exponent << 52;
  }
  double x;
  std::memcpy(&x, &bits, sizeof x);
  return std::isfinite(x) ? x : std::copysign(1.5, x);
}

std::size_t code_points(std::string_view s) {
  std::size_t n = 0;
  for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

void check_round_trip(Reader& in, const fuzz::Locale& locale) {
  const double x = random_finite(in);
  const std::string text = intl_format(x, locale);
  fuzz::context() = std::string("round trip in ") + locale.name + ": \"" + text + "\"";
  const dpsc::ParsedNumber got = dpsc::parse_number(text, locale.separators, false);
  // The parser reads at most 256 characters; longer text (1e300 written out)
  // is out of range rather than read in part.
  if (code_points(text) > 256) {
    FUZZ_CHECK(got.code == Code::out_of_range);
  } else {
    FUZZ_CHECK(got.code == Code::ok);
    FUZZ_CHECK(fuzz::same(got.value, x));
  }
}

void check_any_bytes(std::string_view text, Separators seps, bool percent) {
  fuzz::context() = "any bytes: \"" + std::string(text) + "\"";
  const dpsc::ParsedNumber parsed = dpsc::parse_number(text, seps, percent);
  FUZZ_CHECK(parsed.code == Code::ok || parsed.code == Code::empty || parsed.code == Code::not_a_number ||
             parsed.code == Code::misplaced_separator || parsed.code == Code::out_of_range);
  if (parsed.code != Code::ok) return;
  FUZZ_CHECK(fuzz::is_finite(parsed.value));
  // The parser decodes overlong UTF-8 forms ("\xC0\xA0" as a space) rather
  // than rejecting them; text from JS never holds them, so only well-formed
  // UTF-8 is held to the normalised reading.
  std::u32string decoded;
  if (!decode_utf8(text, decoded)) return;
  double want = 0;
  FUZZ_CHECK(read_ascii(normalise(text, seps, percent), want));
  FUZZ_CHECK(fuzz::same(parsed.value, want));
}

// decimal_to_double alone, on digit strings and exponents beyond what a
// typed number reaches.
void check_decimal(std::string_view bytes, std::uint8_t exponent_byte) {
  std::string digits;
  for (std::size_t i = 0; i < bytes.size() && digits.size() < 40; ++i)
    digits.push_back(static_cast<char>('0' + static_cast<unsigned char>(bytes[i]) % 10));
  if (digits.empty()) return;
  const long exponent = static_cast<long>(static_cast<std::int8_t>(exponent_byte)) * 3;
  fuzz::context() = "decimal_to_double: " + digits + "e" + std::to_string(exponent);
  const double mine = dpsc::decimal_to_double(digits, exponent);
  const double reference = std::strtod((digits + "e" + std::to_string(exponent)).c_str(), nullptr);
  FUZZ_CHECK(fuzz::same(mine, reference));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  Reader in(data, size);
  const fuzz::ParseHeader header = fuzz::read_parse_header(in);
  switch (header.mode) {
    case fuzz::ParseMode::well_formed:
      check_well_formed(in, header.chosen(), header.percent);
      break;
    case fuzz::ParseMode::near_miss:
      check_near_miss(in, header.chosen(), header.percent);
      break;
    case fuzz::ParseMode::round_trip:
      check_round_trip(in, header.locale());
      break;
    default:
      check_any_bytes(in.rest(), header.chosen(), header.percent);
      check_decimal(in.rest(), data[1]);
      break;
  }
  return 0;
}
