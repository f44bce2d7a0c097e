// lanefill in Stockfish 18 (our file: bench/engines/stockfish18.sh copies it
// into the Stockfish tree it builds and points Stockfish's slider lookups and
// its threat update here). Two forms:
//   inline      lanefill/native.h, the kernels of the build's own flags
//               (ARCH=x86-64-avx512icl: AVX-512; x86-64-avx2: AVX2;
//               x86-64-bmi2: the scalar target)
//   dispatched  -DLANEFILL_SF_DISPATCHED: liblanefill's kernel table, the
//               best ISA of the CPU it runs on, kept in a static
#pragma once

#include <cstdint>

#if defined(LANEFILL_SF_DISPATCHED)
#include <lanefill/lanefill.hpp>
#else
#include <lanefill/native.h>
#endif

namespace lanefill_sf {

using Threats = lanefill_slider_threats_t;

#if defined(LANEFILL_SF_DISPATCHED)
// The dispatched table, fetched once (it stays valid for the process's life).
inline const lanefill::Kernels& table() {
  static const lanefill::Kernels& k = lanefill::kernels();
  return k;
}
inline std::uint64_t rook(int s, std::uint64_t occupied) {
  return table().rook_attacks(s, occupied);
}
inline std::uint64_t bishop(int s, std::uint64_t occupied) {
  return table().bishop_attacks(s, occupied);
}
inline std::uint64_t queen(int s, std::uint64_t occupied) {
  return table().queen_attacks(s, occupied);
}
inline void slider_threats(int s, std::uint64_t occupied, std::uint64_t orth, std::uint64_t diag,
                           Threats* out) {
  table().slider_threats(s, occupied, orth, diag, out);
}
#else
inline std::uint64_t rook(int s, std::uint64_t occupied) {
  return lanefill_native_rook_attacks(s, occupied);
}
inline std::uint64_t bishop(int s, std::uint64_t occupied) {
  return lanefill_native_bishop_attacks(s, occupied);
}
inline std::uint64_t queen(int s, std::uint64_t occupied) {
  return lanefill_native_queen_attacks(s, occupied);
}
inline void slider_threats(int s, std::uint64_t occupied, std::uint64_t orth, std::uint64_t diag,
                           Threats* out) {
  lanefill_native_slider_threats(s, occupied, orth, diag, out);
}
#endif

}  // namespace lanefill_sf
