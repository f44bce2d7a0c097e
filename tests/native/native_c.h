/* tests/native/native_c.h — the C path's forwarders (native_c.c). */
#ifndef LANEFILL_TESTS_NATIVE_C_H
#define LANEFILL_TESTS_NATIVE_C_H
#include <stddef.h>
#include <stdint.h>

#include "lanefill/types.h"
#ifdef __cplusplus
extern "C" {
#endif
const char* native_c_isa(void);
uint64_t native_c_rook(int square, uint64_t occupied);
uint64_t native_c_bishop(int square, uint64_t occupied);
uint64_t native_c_queen(int square, uint64_t occupied);
void native_c_rays(uint64_t orth, uint64_t diag, uint64_t occupied, uint64_t out[8]);
uint64_t native_c_sliders(uint64_t orth, uint64_t diag, uint64_t occupied);
void native_c_sliders_batch(const uint64_t* orth, const uint64_t* diag, const uint64_t* occupied,
                            uint64_t* out, size_t n);
uint64_t native_c_othello_moves(uint64_t player, uint64_t opponent);
uint64_t native_c_othello_flips(int square, uint64_t player, uint64_t opponent);
void native_c_square_rays(int square, uint64_t occupied, lanefill_square_rays_t* out);
void native_c_slider_threats(int square, uint64_t occupied, uint64_t orth, uint64_t diag,
                             lanefill_slider_threats_t* out);
uint64_t native_c_knight(int square);
uint64_t native_c_king(int square);
uint64_t native_c_pawn(int color, int square);
uint64_t native_c_knight_set(uint64_t knights);
uint64_t native_c_king_set(uint64_t kings);
uint64_t native_c_pawn_set(int color, uint64_t pawns);
#ifdef __cplusplus
}
#endif
#endif
