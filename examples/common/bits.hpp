// examples/common/bits.hpp — bit counting for the example engines' per-target
// objects: internal linkage and no library inline functions, so that objects
// compiled with different ISA flags share no code (tests/odr_check.cmake).
#pragma once

#include <cstdint>

namespace lanefill::examples {
namespace {

// popcnt where the target has it; else SWAR (chessprogramming wiki
// "Population Count"), not libgcc's out-of-line __popcountdi2.
inline int bit_count(std::uint64_t b) {
#if defined(__POPCNT__)
  return __builtin_popcountll(b);
#else
  b = b - ((b >> 1) & 0x5555555555555555);
  b = (b & 0x3333333333333333) + ((b >> 2) & 0x3333333333333333);
  b = (b + (b >> 4)) & 0x0f0f0f0f0f0f0f0f;
  return static_cast<int>((b * 0x0101010101010101) >> 56);
#endif
}

}  // namespace
}  // namespace lanefill::examples
