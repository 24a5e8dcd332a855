// Built only by the sanitize preset (see CMakeLists.txt). Each fault happens
// inside dpsc_core (src/core/sanitizer_probe.cpp), so these tests fail when
// the core library is compiled without ASan or UBSan, even if the tests are.
#include <gtest/gtest.h>

#include <climits>
#include <cstddef>

namespace dpsc::sanitizer_probe {
int read_heap(std::size_t size, std::size_t index);
int add(int a, int b);
bool address_sanitizer_compiled();
}  // namespace dpsc::sanitizer_probe

namespace {

using namespace dpsc::sanitizer_probe;

TEST(SanitizedCore, IsCompiledWithAddressSanitizer) { EXPECT_TRUE(address_sanitizer_compiled()); }

TEST(SanitizedCoreDeathTest, ReportsAHeapOverflowInTheCore) {
  EXPECT_EQ(read_heap(4, 3), 0);
  EXPECT_DEATH(read_heap(4, 4), "AddressSanitizer: heap-buffer-overflow");
}

TEST(SanitizedCoreDeathTest, ReportsASignedOverflowInTheCore) {
  EXPECT_EQ(add(INT_MAX - 1, 1), INT_MAX);
  EXPECT_DEATH(add(INT_MAX, 1), "runtime error: signed integer overflow");
}

}  // namespace
