// Shared by the libFuzzer targets: reading numbers from the fuzz input, and
// failing loudly when an invariant breaks.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace fuzz {

// Aborts, so libFuzzer records the input as a crash.
#define FUZZ_CHECK(condition)                                                        \
  do {                                                                               \
    if (!(condition)) {                                                              \
      std::fprintf(stderr, "invariant failed: %s (%s:%d)\n", #condition, __FILE__, __LINE__); \
      std::abort();                                                                  \
    }                                                                                \
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

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

inline bool is_finite(double x) { return std::isfinite(x); }

}  // namespace fuzz
