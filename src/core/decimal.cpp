#include "decimal.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <limits>

namespace dpsc {

namespace {

// Unsigned big integer, little-endian base 2^32: just enough to compare an
// exact decimal against the midpoint between two neighbouring doubles. Fixed
// storage: the largest operand is 800 digits × 10^1124 × 2^1127, < 4200 bits.
class BigInt {
 public:
  explicit BigInt(std::uint64_t v) {
    for (; v; v >>= 32) limbs_[size_++] = static_cast<std::uint32_t>(v);
  }

  void multiply_add(std::uint32_t factor, std::uint32_t addend) {
    std::uint64_t carry = addend;
    for (std::size_t i = 0; i < size_; ++i) {
      std::uint64_t product = std::uint64_t{limbs_[i]} * factor + carry;
      limbs_[i] = static_cast<std::uint32_t>(product);
      carry = product >> 32;
    }
    if (carry) limbs_[size_++] = static_cast<std::uint32_t>(carry);
  }

  void multiply_pow10(long n) {
    for (; n >= 9; n -= 9) multiply_add(1000000000u, 0);
    static constexpr std::uint32_t kSmall[] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000};
    if (n > 0) multiply_add(kSmall[n], 0);
  }

  void shift_left(long bits) {
    for (; bits >= 32; bits -= 32) shift_limb();
    if (bits > 0) multiply_add(std::uint32_t{1} << bits, 0);
  }

  friend int compare(const BigInt& a, const BigInt& b) {
    if (a.size_ != b.size_) return a.size_ < b.size_ ? -1 : 1;
    for (std::size_t i = a.size_; i-- > 0;) {
      if (a.limbs_[i] != b.limbs_[i]) return a.limbs_[i] < b.limbs_[i] ? -1 : 1;
    }
    return 0;
  }

 private:
  void shift_limb() {
    if (size_ == 0) return;
    for (std::size_t i = size_; i > 0; --i) limbs_[i] = limbs_[i - 1];
    limbs_[0] = 0;
    ++size_;
  }

  std::array<std::uint32_t, 140> limbs_{};
  std::size_t size_ = 0;
};

std::uint64_t bits_of(double x) {
  std::uint64_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  return bits;
}

double from_bits(std::uint64_t bits) {
  double x;
  std::memcpy(&x, &bits, sizeof x);
  return x;
}

// A non-negative double (or +infinity, read as 2^1024) as mantissa × 2^exponent.
struct Binary {
  std::uint64_t mantissa;
  long exponent;
};

Binary decompose(double x) {
  const std::uint64_t bits = bits_of(x);
  const long biased = static_cast<long>(bits >> 52);
  const std::uint64_t fraction = bits & ((std::uint64_t{1} << 52) - 1);
  if (biased == 2047) return {std::uint64_t{1} << 52, 972};  // 2^1024
  if (biased == 0) return {fraction, -1074};
  return {fraction | (std::uint64_t{1} << 52), biased - 1075};
}

// Sign of (digits × 10^exponent) − (lo + hi) / 2, exactly.
int compare_to_midpoint(std::string_view digits, long exponent, double lo, double hi) {
  Binary a = decompose(lo), b = decompose(hi);
  const long e = a.exponent < b.exponent ? a.exponent : b.exponent;
  // Neighbouring doubles differ in exponent by at most one, so the sum fits.
  const std::uint64_t sum = (a.mantissa << (a.exponent - e)) + (b.mantissa << (b.exponent - e));

  BigInt twice_value(0);  // 2 · digits · 10^exponent, scaled to an integer
  for (char c : digits) twice_value.multiply_add(10, static_cast<std::uint32_t>(c - '0'));
  twice_value.multiply_add(2, 0);
  BigInt midpoint_sum(sum);  // (lo + hi), scaled the same way
  if (exponent >= 0)
    twice_value.multiply_pow10(exponent);
  else
    midpoint_sum.multiply_pow10(-exponent);
  if (e >= 0)
    midpoint_sum.shift_left(e);
  else
    twice_value.shift_left(-e);
  return compare(twice_value, midpoint_sum);
}

constexpr double kPow10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                             1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

// Within a few ulps of the answer; the exact correction follows.
double approximate(std::string_view digits, long exponent) {
  std::uint64_t leading = 0;
  std::size_t used = 0;
  for (; used < digits.size() && used < 19; ++used)
    leading = leading * 10 + static_cast<std::uint64_t>(digits[used] - '0');
  long e = exponent + static_cast<long>(digits.size() - used);
  double x = static_cast<double>(leading);
  for (; e > 22 && x < 1e300; e -= 22) x *= 1e22;
  for (; e < -22 && x > 1e-300; e += 22) x /= 1e22;
  if (e > 0) x *= kPow10[e > 22 ? 22 : e];
  if (e < 0) x /= kPow10[e < -22 ? 22 : -e];
  return x;
}

double round_exactly(std::string_view digits, long exponent, double x) {
  const double max = std::numeric_limits<double>::max();
  const double inf = std::numeric_limits<double>::infinity();
  if (x > max) x = max;
  for (;;) {
    const double up = x == max ? inf : from_bits(bits_of(x) + 1);
    const bool odd = bits_of(x) & 1;
    int c = compare_to_midpoint(digits, exponent, x, up);
    if (c > 0 || (c == 0 && odd)) {
      if (up == inf) return inf;
      x = up;
      continue;
    }
    if (x == 0) return x;
    const double down = from_bits(bits_of(x) - 1);
    c = compare_to_midpoint(digits, exponent, down, x);
    if (c < 0 || (c == 0 && odd)) {
      x = down;
      continue;
    }
    return x;
  }
}

}  // namespace

double decimal_to_double(std::string_view digits, long exponent) {
  while (digits.size() > 1 && digits.front() == '0') digits.remove_prefix(1);
  while (digits.size() > 1 && digits.back() == '0') {
    digits.remove_suffix(1);
    ++exponent;
  }
  if (digits == "0") return 0;
  // 767 significant digits decide any rounding of a double; a nonzero digit
  // in place of the rest keeps the tie-breaking information.
  constexpr std::size_t kKeep = 800;
  // A buffer rather than a std::string: no libc++ string code in the wasm
  // module, which then imports no abort() (build.mjs ships one glue for both
  // of the core's modules, which must import the same functions).
  std::array<char, kKeep> sticky;
  if (digits.size() > kKeep) {
    exponent += static_cast<long>(digits.size() - kKeep);
    std::copy(digits.begin(), digits.begin() + (kKeep - 1), sticky.begin());
    sticky.back() = '1';
    digits = {sticky.data(), kKeep};
  }
  const long magnitude = exponent + static_cast<long>(digits.size());  // value < 10^magnitude
  if (magnitude > 310) return std::numeric_limits<double>::infinity();
  if (magnitude < -324) return 0;
  // Clinger's fast path: both operands exact, so one rounding is the answer.
  if (digits.size() <= 15 && exponent >= -22 && exponent <= 22) {
    double m = 0;
    for (char c : digits) m = m * 10 + (c - '0');
    return exponent >= 0 ? m * kPow10[exponent] : m / kPow10[-exponent];
  }
  return round_exactly(digits, exponent, approximate(digits, exponent));
}

}  // namespace dpsc
