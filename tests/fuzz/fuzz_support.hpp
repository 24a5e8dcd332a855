// Shared by the libFuzzer targets: reading numbers from the fuzz input, and
// failing loudly when an invariant breaks.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

namespace fuzz {

// What the current input is about, printed when a check fails (set it with
// context() = "…"; a harness clears it per input).
inline std::string& context() {
  static std::string text;
  return text;
}

// Aborts, so libFuzzer records the input as a crash.
#define FUZZ_CHECK(condition)                                                                    \
  do {                                                                                           \
    if (!(condition)) {                                                                          \
      std::fprintf(stderr, "invariant failed: %s (%s:%d)\n%s\n", #condition, __FILE__, __LINE__, \
                   fuzz::context().c_str());                                                     \
      std::abort();                                                                              \
    }                                                                                            \
  } while (0)

// Consumes the fuzz input as doubles: raw bit patterns (NaN, infinities,
// subnormals included) or, for a byte below 128, a small friendly value.
class Reader {
 public:
  Reader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

  double next() {
    if (pos_ >= size_) return 1;
    const std::uint8_t tag = data_[pos_++];
    if (tag < 128) return static_cast<double>(tag % 64) - 4;  // -4 … 59: boundaries live here
    double value = 0;
    const std::size_t n = size_ - pos_ < sizeof value ? size_ - pos_ : sizeof value;
    std::memcpy(&value, data_ + pos_, n);
    pos_ += n;
    return value;
  }

  std::uint8_t byte() { return pos_ < size_ ? data_[pos_++] : 0; }

  // One of n choices (n >= 1); 0 once the input is used up.
  unsigned pick(unsigned n) { return byte() % n; }

  // The bytes not read yet.
  std::string_view rest() const { return {reinterpret_cast<const char*>(data_ + pos_), size_ - pos_}; }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

// Writes what Reader reads: the seed writer's half of the encoding.
class Writer {
 public:
  void number(double x) {
    // Reader turns a byte b < 128 into (b % 64) - 4.
    if (x >= -4 && x <= 59 && std::floor(x) == x && !std::signbit(x)) {
      out_.push_back(static_cast<char>(static_cast<int>(x) + 4));
      return;
    }
    out_.push_back(static_cast<char>(0xFF));
    char raw[sizeof x];
    std::memcpy(raw, &x, sizeof x);
    out_.append(raw, sizeof x);
  }
  void byte(std::uint8_t b) { out_.push_back(static_cast<char>(b)); }
  void text(std::string_view s) { out_.append(s); }
  const std::string& bytes() const { return out_; }

 private:
  std::string out_;
};

// Lets one `visit` function describe a layout for both directions: reading
// the fuzz input into a struct, and writing a struct as a seed.
struct ReadFields {
  Reader& in;
  void number(double& x) { x = in.next(); }
  void byte(std::uint8_t& b) { b = in.byte(); }
};
struct WriteFields {
  Writer& out;
  void number(const double& x) { out.number(x); }
  void byte(const std::uint8_t& b) { out.byte(b); }
};

inline bool is_finite(double x) { return std::isfinite(x); }

// Same double, bit for bit (tells -0 from +0).
inline bool same(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

}  // namespace fuzz
