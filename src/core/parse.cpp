#include "parse.hpp"

#include <cmath>

#include "decimal.hpp"

namespace dpsc {

namespace {

constexpr char32_t kInvalid = 0xFFFFFFFF;

// Decodes the UTF-8 sequence at `i` and moves past it; malformed bytes decode
// to kInvalid.
char32_t decode(std::string_view s, std::size_t& i) {
  auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  unsigned char lead = byte(i++);
  if (lead < 0x80) return lead;
  int extra = lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : lead >= 0xC0 ? 1 : -1;
  if (extra < 0 || lead > 0xF4) return kInvalid;
  char32_t cp = lead & (0x3F >> extra);
  for (int k = 0; k < extra; ++k) {
    if (i >= s.size() || (byte(i) & 0xC0) != 0x80) return kInvalid;
    cp = (cp << 6) | (byte(i++) & 0x3F);
  }
  return cp;
}

bool is_space(char32_t c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0xA0 || c == 0x202F || c == 0x2009 || c == 0x2007;
}

bool is_digit(char32_t c) { return c >= '0' && c <= '9'; }

// Characters some locale uses as a separator: seen where this locale does not
// use them, they mean the user wrote another locale's number.
bool is_foreign_separator(char32_t c) {
  return c == '.' || c == ',' || c == '\'' || c == 0x2019 || c == 0x066B || c == 0x066C;
}

bool is_minus(char32_t c) { return c == '-' || c == 0x2212; }

bool is_sign(char32_t c) { return c == '+' || is_minus(c); }

// The text once surrounding space (and an allowed "%") is gone, decoded into
// code points. A fixed buffer keeps the parser free of allocation and small:
// no one types a number of more than kMaxLength characters.
constexpr std::size_t kMaxLength = 256;

struct Decoded {
  char32_t text[kMaxLength];
  std::size_t size = 0;
  Code code = Code::ok;  // not_a_number for foreign characters, out_of_range when too long
};

void decode_trimmed(std::string_view s, Separators seps, bool allow_percent, Decoded& out) {
  std::size_t end = 0;  // one past the last non-space code point
  for (std::size_t i = 0; i < s.size();) {
    const char32_t c = decode(s, i);
    if (is_space(c) && out.size == 0) continue;
    if (out.size == kMaxLength) {
      out.code = Code::out_of_range;
      return;
    }
    out.text[out.size++] = c;
    if (!is_space(c)) end = out.size;
    const bool known = is_digit(c) || c == seps.decimal || c == seps.group || is_space(c) || is_foreign_separator(c) ||
                       is_sign(c) || c == 'e' || c == 'E' || c == '%';
    if (!known) out.code = Code::not_a_number;
  }
  out.size = end;
  if (allow_percent && end > 0 && out.text[end - 1] == '%') {
    out.size = end - 1;
    while (out.size > 0 && is_space(out.text[out.size - 1])) --out.size;
    if (out.size == 0) out.code = Code::not_a_number;  // a lone "%"
  }
  for (std::size_t i = 0; i < out.size; ++i) {
    if (out.text[i] == '%') out.code = Code::not_a_number;
  }
}

// The parts of a number once its separators are understood.
struct Parts {
  bool negative = false;
  char digits[kMaxLength];  // every mantissa digit, without the decimal point
  std::size_t count = 0;
  long exponent = 0;  // power of ten applied to the digits read as an integer
};

// Walks sign, mantissa and exponent. Returns ok, not_a_number or
// misplaced_separator.
class Scanner {
 public:
  Scanner(const Decoded& text, Separators seps) : text_(text), seps_(seps) {}

  Code scan(Parts& parts) {
    if (is_sign(peek())) parts.negative = is_minus(text_.text[pos_++]);
    Code code = scan_integer_part(parts);
    if (code != Code::ok) return code;
    if (peek() == seps_.decimal) {
      ++pos_;
      const std::size_t before = parts.count;
      scan_digits(parts);
      parts.exponent = -static_cast<long>(parts.count - before);
    }
    if (parts.count == 0) return Code::not_a_number;
    if (peek() == 'e' || peek() == 'E') {
      ++pos_;
      code = scan_exponent(parts.exponent);
      if (code != Code::ok) return code;
    }
    return pos_ == text_.size ? Code::ok : classify(peek());
  }

 private:
  char32_t peek() const { return pos_ < text_.size ? text_.text[pos_] : 0; }
  bool is_group(char32_t c) const { return c == seps_.group || is_space(c); }

  Code classify(char32_t c) const {
    return is_group(c) || c == seps_.decimal || is_foreign_separator(c) ? Code::misplaced_separator
                                                                        : Code::not_a_number;
  }

  // Digits in groups of three after the first group: "1.234.567", "12 345".
  Code scan_integer_part(Parts& parts) {
    std::size_t run = 0;
    bool grouped = false;
    for (char32_t c; (c = peek()) != 0; ++pos_) {
      if (is_digit(c)) {
        parts.digits[parts.count++] = static_cast<char>(c);
        ++run;
      } else if (is_group(c)) {
        if (run == 0 || (grouped ? run != 3 : run > 3)) return Code::misplaced_separator;
        grouped = true;
        run = 0;
      } else {
        break;
      }
    }
    return grouped && run != 3 ? Code::misplaced_separator : Code::ok;
  }

  void scan_digits(Parts& parts) {
    for (; is_digit(peek()); ++pos_) parts.digits[parts.count++] = static_cast<char>(text_.text[pos_]);
  }

  // Saturates far beyond the double range, so "1e99999999999" cannot overflow.
  Code scan_exponent(long& exponent) {
    bool negative = false;
    if (is_sign(peek())) negative = is_minus(text_.text[pos_++]);
    long value = 0;
    const std::size_t start = pos_;
    for (; is_digit(peek()); ++pos_) {
      if (value < 100000) value = value * 10 + static_cast<long>(text_.text[pos_] - '0');
    }
    if (pos_ == start) return Code::not_a_number;
    exponent += negative ? -value : value;
    return Code::ok;
  }

  const Decoded& text_;
  Separators seps_;
  std::size_t pos_ = 0;
};

}  // namespace

ParsedNumber parse_number(std::string_view utf8, Separators separators, bool allow_percent) {
  if (separators.group == separators.decimal) separators.group = ' ';
  Decoded text;
  decode_trimmed(utf8, separators, allow_percent, text);
  if (text.code != Code::ok) return {text.code, 0};
  if (text.size == 0) return {Code::empty, 0};

  Parts parts;
  const Code code = Scanner(text, separators).scan(parts);
  if (code != Code::ok) return {code, 0};
  // Correctly rounded, so "0.1" gives the double nearest 0.1 and the README's
  // worked example (64 devices × 2000 samples/s at 90 %) stays exact.
  const double value = decimal_to_double({parts.digits, parts.count}, parts.exponent);
  if (std::isinf(value)) return {Code::out_of_range, 0};
  return {Code::ok, parts.negative ? -value : value};
}

}  // namespace dpsc
