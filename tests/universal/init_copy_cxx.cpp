// tests/universal/init_copy_cxx.cpp — C++ static initialisation in each copy
// of the universal init test: an object with a constructor (the compiler's
// own initialiser function, as every C++ engine has).
#include "lanefill/native.h"

extern "C" void universal_init_note(const char* copy, const char* what);

namespace {
struct Noted {
  Noted() { universal_init_note(LANEFILL_NATIVE_ISA_NAME, "object"); }
};
const Noted noted;
}  // namespace
