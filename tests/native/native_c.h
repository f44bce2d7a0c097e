/* tests/native/native_c.h — the C path's entry points (native_c.c). */
#ifndef LANEFILL_TESTS_NATIVE_C_H
#define LANEFILL_TESTS_NATIVE_C_H
#include <stdint.h>

#include "lanefill/lanefill.h"
#ifdef __cplusplus
extern "C" {
#endif
const char* native_c_isa(void);
const char* native_c_othello_isa(void);
/* lanefill/native.h's table, compiled as C99: every lanefill_native_<name>. */
const lanefill_kernels* native_c_kernels(void);
uint64_t native_c_knight(int square);
uint64_t native_c_king(int square);
uint64_t native_c_pawn(int color, int square);
uint64_t native_c_knight_set(uint64_t knights);
uint64_t native_c_king_set(uint64_t kings);
uint64_t native_c_pawn_set(int color, uint64_t pawns);
uint64_t native_c_attack_map(int color, const lanefill_pieces_t* side, uint64_t occupied);
#ifdef __cplusplus
}
#endif
#endif
