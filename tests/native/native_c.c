/* tests/native/native_c.c — lanefill/native.h compiled as C99 with the same
 * target flags as the test that links it (tests/native/CMakeLists.txt). Each
 * function forwards to the inline kernel so the C++ test can run its oracle
 * checks on the C path too. */
#include "native_c.h"

#include <lanefill/native.h>

const char* native_c_isa(void) { return lanefill_native_isa_name(); }
uint64_t native_c_rook(int square, uint64_t occupied) {
  return lanefill_native_rook_attacks(square, occupied);
}
uint64_t native_c_bishop(int square, uint64_t occupied) {
  return lanefill_native_bishop_attacks(square, occupied);
}
uint64_t native_c_queen(int square, uint64_t occupied) {
  return lanefill_native_queen_attacks(square, occupied);
}
void native_c_rays(uint64_t orth, uint64_t diag, uint64_t occupied, uint64_t out[8]) {
  lanefill_native_ray_attacks(orth, diag, occupied, out);
}
uint64_t native_c_sliders(uint64_t orth, uint64_t diag, uint64_t occupied) {
  return lanefill_native_slider_attacks(orth, diag, occupied);
}
void native_c_sliders_batch(const uint64_t* orth, const uint64_t* diag, const uint64_t* occupied,
                            uint64_t* out, size_t n) {
  lanefill_native_slider_attacks_batch(orth, diag, occupied, out, n);
}
uint64_t native_c_othello_moves(uint64_t player, uint64_t opponent) {
  return lanefill_native_othello_moves(player, opponent);
}
uint64_t native_c_othello_flips(int square, uint64_t player, uint64_t opponent) {
  return lanefill_native_othello_flips(square, player, opponent);
}
void native_c_square_rays(int square, uint64_t occupied, lanefill_square_rays_t* out) {
  lanefill_native_square_rays(square, occupied, out);
}
void native_c_slider_threats(int square, uint64_t occupied, uint64_t orth, uint64_t diag,
                             lanefill_slider_threats_t* out) {
  lanefill_native_slider_threats(square, occupied, orth, diag, out);
}
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
