#include "parse.hpp"

#include <cmath>
#include <string>

#include "decimal.hpp"

namespace dpsc {

namespace {

constexpr char32_t kInvalid = 0xFFFFFFFF;

// Decodes the UTF-8 sequence at `i` and moves past it; malformed bytes decode
// to kInvalid. Works on the bytes in place: no decoded copy of the text.
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
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0xA0 || c == 0x202F ||
         c == 0x2009 || c == 0x2007;
}

bool is_digit(char32_t c) { return c >= '0' && c <= '9'; }

// Characters some locale uses as a separator: seen where this locale does not
// use them, they mean the user wrote another locale's number.
bool is_foreign_separator(char32_t c) {
  return c == '.' || c == ',' || c == '\'' || c == 0x2019 || c == 0x066B || c == 0x066C;
}

bool is_minus(char32_t c) { return c == '-' || c == 0x2212; }

bool is_sign(char32_t c) { return c == '+' || is_minus(c); }

// What the text holds once surrounding space (and an allowed "%") is gone.
struct Trimmed {
  std::string_view text;
  bool malformed = false;
  bool foreign = false;  // a letter or symbol no number contains
  bool bare_percent = false;
};

Trimmed trim(std::string_view s, Separators seps, bool allow_percent) {
  Trimmed out;
  std::size_t begin = s.size(), end = 0, before_percent_end = 0;
  char32_t last = 0;
  for (std::size_t i = 0; i < s.size();) {
    std::size_t start = i;
    char32_t c = decode(s, i);
    if (c == kInvalid) out.malformed = true;
    if (is_space(c)) continue;
    if (begin == s.size()) begin = start;
    if (c != '%') before_percent_end = i;
    end = i;
    last = c;
    bool known = is_digit(c) || c == seps.decimal || c == seps.group || is_foreign_separator(c) ||
                 is_sign(c) || c == 'e' || c == 'E' || (allow_percent && c == '%');
    if (!known) out.foreign = true;
  }
  if (begin == s.size()) return out;
  if (allow_percent && last == '%') {
    // One trailing percent sign; anything else with '%' in it is foreign.
    std::string_view body = s.substr(begin, end - begin - 1);
    out.foreign = out.foreign || body.find('%') != std::string_view::npos;
    out.bare_percent = before_percent_end <= begin;
    end = before_percent_end > begin ? before_percent_end : begin;
  } else if (s.substr(begin, end - begin).find('%') != std::string_view::npos) {
    out.foreign = true;
  }
  out.text = s.substr(begin, end - begin);
  return out;
}

// The parts of a number once its separators are understood.
struct Parts {
  bool negative = false;
  std::string digits;  // every mantissa digit, without the decimal point
  long exponent = 0;   // power of ten applied to `digits` read as an integer
};

// Walks sign, mantissa and exponent. Returns ok, not_a_number or
// misplaced_separator.
class Scanner {
 public:
  Scanner(std::string_view text, Separators seps) : text_(text), seps_(seps) {}

  Code scan(Parts& parts) {
    if (is_sign(peek())) parts.negative = is_minus(take());
    Code code = scan_integer_part(parts.digits);
    if (code != Code::ok) return code;
    if (!done() && peek() == seps_.decimal) {
      take();
      const std::size_t before = parts.digits.size();
      scan_digits(parts.digits);
      parts.exponent = -static_cast<long>(parts.digits.size() - before);
    }
    if (parts.digits.empty()) return Code::not_a_number;
    if (!done() && (peek() == 'e' || peek() == 'E')) {
      take();
      code = scan_exponent(parts.exponent);
      if (code != Code::ok) return code;
    }
    return done() ? Code::ok : classify(peek());
  }

 private:
  bool done() const { return pos_ >= text_.size(); }
  char32_t peek() const {
    std::size_t i = pos_;
    return done() ? 0 : decode(text_, i);
  }
  char32_t take() { return decode(text_, pos_); }
  bool is_group(char32_t c) const { return c == seps_.group || is_space(c); }

  Code classify(char32_t c) const {
    return is_group(c) || c == seps_.decimal || is_foreign_separator(c) ? Code::misplaced_separator
                                                                         : Code::not_a_number;
  }

  // Digits in groups of three after the first group: "1.234.567", "12 345".
  Code scan_integer_part(std::string& digits) {
    std::size_t run = 0;
    bool grouped = false;
    for (char32_t c; !done(); take()) {
      c = peek();
      if (is_digit(c)) {
        digits.push_back(static_cast<char>(c));
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

  void scan_digits(std::string& digits) {
    while (!done() && is_digit(peek())) digits.push_back(static_cast<char>(take()));
  }

  // Saturates far beyond the double range, so "1e99999999999" cannot overflow.
  Code scan_exponent(long& exponent) {
    bool negative = false;
    if (is_sign(peek())) negative = is_minus(take());
    long value = 0;
    bool any = false;
    for (; !done() && is_digit(peek()); any = true) {
      long digit = static_cast<long>(take() - '0');
      if (value < 100000) value = value * 10 + digit;
    }
    if (!any) return Code::not_a_number;
    exponent += negative ? -value : value;
    return Code::ok;
  }

  std::string_view text_;
  Separators seps_;
  std::size_t pos_ = 0;
};

}  // namespace

ParsedNumber parse_number(std::string_view utf8, Separators separators, bool allow_percent) {
  if (separators.group == separators.decimal) separators.group = ' ';
  Trimmed trimmed = trim(utf8, separators, allow_percent);
  if (trimmed.malformed || trimmed.foreign || trimmed.bare_percent) return {Code::not_a_number, 0};
  if (trimmed.text.empty()) return {Code::empty, 0};

  Parts parts;
  Code code = Scanner(trimmed.text, separators).scan(parts);
  if (code != Code::ok) return {code, 0};
  // Correctly rounded, so "0.1" gives the double nearest 0.1 and the seed
  // example stays exact.
  double value = decimal_to_double(parts.digits, parts.exponent);
  if (std::isinf(value)) return {Code::out_of_range, 0};
  return {Code::ok, parts.negative ? -value : value};
}

}  // namespace dpsc
