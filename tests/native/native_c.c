/* tests/native/native_c.c — lanefill/native.h compiled as C99 with the same
 * target flags as the test that links it (tests/native/CMakeLists.txt): its
 * kernel table (every lanefill_native_<name> of the target), so that the
 * C++ test runs its checks on the C path too, and the non-sliders. */
#include "native_c.h"

#include <lanefill/native.h>

const char* native_c_isa(void) { return lanefill_native_isa_name(); }
const char* native_c_othello_isa(void) { return LANEFILL_NATIVE_OTHELLO_ISA_NAME; }
const lanefill_kernels* native_c_kernels(void) { return lanefill_native_kernels(); }
uint64_t native_c_knight(int square) { return lanefill_native_knight_attacks(square); }
uint64_t native_c_king(int square) { return lanefill_native_king_attacks(square); }
uint64_t native_c_pawn(int color, int square) {
  return lanefill_native_pawn_attacks(color, square);
}
uint64_t native_c_knight_set(uint64_t knights) {
  return lanefill_native_knight_attack_set(knights);
}
uint64_t native_c_king_set(uint64_t kings) { return lanefill_native_king_attack_set(kings); }
uint64_t native_c_pawn_set(int color, uint64_t pawns) {
  return lanefill_native_pawn_attack_set(color, pawns);
}
uint64_t native_c_attack_map(int color, const lanefill_pieces_t* side, uint64_t occupied) {
  return lanefill_native_attack_map(color, side, occupied);
}
