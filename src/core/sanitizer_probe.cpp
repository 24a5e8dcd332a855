// Faults on demand, for the sanitize build's self-test
// (tests/core/sanitize/sanitizer_proof_test.cpp). CMakeLists.txt compiles this
// file into dpsc_core in that build only (never into the wasm module), so the
// test sees a fault inside the core library itself: it fails if the library
// was built without AddressSanitizer or UndefinedBehaviorSanitizer.
#include <cstddef>

namespace dpsc::sanitizer_probe {

namespace {
// Keeps the array alive in the optimiser's eyes: an allocation nobody can see
// may be removed, and its overflow with it.
int* volatile escaped = nullptr;
}  // namespace

int read_heap(std::size_t size, std::size_t index) {
  int* values = new int[size]();
  escaped = values;
  const int value = values[index];  // past the end when index >= size
  delete[] values;
  return value;
}

int add(int a, int b) { return a + b; }  // undefined on overflow

bool address_sanitizer_compiled() {
#if defined(__SANITIZE_ADDRESS__)
  return true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
  return true;
#endif
#endif
  return false;
}

}  // namespace dpsc::sanitizer_probe
