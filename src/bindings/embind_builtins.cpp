// Stands in for embind's own bind.cpp, which registers every built-in type
// (four string kinds, 64-bit integers, nineteen memory views) whether a
// module uses them or not; each registration keeps its JS half, UTF-16 and
// UTF-32 decoders among them, in the glue. The linker takes these
// definitions and leaves embind's out. Register here exactly the types the
// bindings of both modules take and return (first_bindings.cpp,
// panel_bindings.cpp, module.hpp): embind refuses an
// unregistered one at start-up, naming it, so a missing line cannot pass
// unnoticed (tests/js load the module).

#include <emscripten/bind.h>
#include <emscripten/em_macros.h>

#include <climits>

extern "C" {

// embind names an unbound type with this in its error message, then frees
// it. The modules are built without type names (-fno-rtti), which also
// keeps libc++abi's type_info classes out of them (about 1.3 KB of wasm),
// and without an allocator (module.hpp): the name is a constant and freeing
// it is nothing.
const char* EMSCRIPTEN_KEEPALIVE __getTypeName(const void*) { return "a type the bindings never registered"; }
EMSCRIPTEN_KEEPALIVE void free(void*) {}

EMSCRIPTEN_KEEPALIVE __attribute__((constructor)) void __embind_register_native_and_builtin_types() {
  using namespace emscripten::internal;
  _embind_register_void(TypeID<void>::get(), "void");
  _embind_register_bool(TypeID<bool>::get(), "bool", sizeof(bool), true, false);
  _embind_register_integer(TypeID<int>::get(), "int", sizeof(int), INT_MIN, INT_MAX);
  _embind_register_integer(TypeID<unsigned long>::get(), "unsigned long", sizeof(unsigned long), 0, ULONG_MAX);
  _embind_register_float(TypeID<double>::get(), "double", sizeof(double));
}

}  // extern "C"
