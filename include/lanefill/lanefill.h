/* lanefill/lanefill.h — the C API (C99 and C++). Stable names.
 *
 * Squares are 0..63 in little-endian rank-file mapping (a1 = 0, h8 = 63).
 * Directions in dir8 order: 0 noEa, 1 east, 2 soEa, 3 sout, 4 soWe, 5 west,
 * 6 noWe, 7 nort.
 *
 * Every entry point checks its arguments. On bad input (square outside 0..63,
 * null pointer, unknown ISA name) it returns 0 (attack functions) or a
 * non-zero status, and lanefill_last_error() describes the problem; it never
 * crashes. Calls run the best implementation the CPU supports; the first
 * call resolves it (thread-safe, no init call needed).
 */
#ifndef LANEFILL_LANEFILL_H
#define LANEFILL_LANEFILL_H

#include <stddef.h>
#include <stdint.h>

#include "lanefill/types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Attacks of a rook/bishop/queen on `square` given the occupied set
 * (blockers included). Returns 0 and sets lanefill_last_error() if square is
 * outside 0..63. */
uint64_t lanefill_rook_attacks(int square, uint64_t occupied);
uint64_t lanefill_bishop_attacks(int square, uint64_t occupied);
uint64_t lanefill_queen_attacks(int square, uint64_t occupied);

/* out[d] = attacks of the sliders moving in direction d (dir8 order):
 * orthogonal sliders for east, sout, west, nort; diagonal for the others.
 * Blockers included. Does nothing (and sets the error) if out is NULL. */
void lanefill_ray_attacks(uint64_t orth_sliders, uint64_t diag_sliders, uint64_t occupied,
                          uint64_t out[8]);
/* Union of lanefill_ray_attacks. */
uint64_t lanefill_slider_attacks(uint64_t orth_sliders, uint64_t diag_sliders, uint64_t occupied);

/* Batch: out[i] = lanefill_queen_attacks(squares[i], occupied[i]), i < n.
 * Returns 0, or -1 (nothing written) on a NULL pointer with n > 0 or a
 * square > 63. */
int lanefill_queen_attacks_batch(const uint8_t* squares, const uint64_t* occupied, uint64_t* out,
                                 size_t n);
/* Batch: out[i] = lanefill_slider_attacks(orth[i], diag[i], occupied[i]). */
int lanefill_slider_attacks_batch(const uint64_t* orth, const uint64_t* diag,
                                  const uint64_t* occupied, uint64_t* out, size_t n);

/* Threat inputs (lanefill/types.h has the fields; arrays in dir8 order,
 * direction d ^ 4 opposite to d). The eight rays of `square` and their first
 * blockers; the sliders (orth: rooks and queens, diag: bishops and queens, of
 * both sides) attacking `square` and the piece each attacks through it when
 * it is empty. Return 0, or -1 (nothing written, the error set) for a square
 * outside 0..63 or a NULL `out`. */
int lanefill_square_rays(int square, uint64_t occupied, lanefill_square_rays_t* out);
int lanefill_slider_threats(int square, uint64_t occupied, uint64_t orth, uint64_t diag,
                            lanefill_slider_threats_t* out);
/* Every square a piece of `side` attacks (color 0: white, pawns capture
 * north; 1: black). 0 and the error set for another color or a NULL side. */
uint64_t lanefill_attack_map(int color, const lanefill_pieces_t* side, uint64_t occupied);

/* Non-sliders, lines and pins (lanefill/attacks.hpp). A square outside 0..63
 * or a color other than 0 (white, moving north) / 1 (black) returns 0 and
 * sets lanefill_last_error(). */
uint64_t lanefill_knight_attacks(int square);
uint64_t lanefill_king_attacks(int square);
uint64_t lanefill_pawn_attacks(int color, int square);
/* The squares strictly between a and b on a rank, file or diagonal; 0 if they
 * are not aligned. */
uint64_t lanefill_between(int a, int b);
/* The whole line through a and b, edge to edge, both included; 0 if they are
 * not aligned or a == b. */
uint64_t lanefill_line(int a, int b);
/* The pieces of `own` pinned to the king on `king` by the enemy's rook-like
 * (`enemy_orth`) or bishop-like (`enemy_diag`) sliders; `occupied` holds
 * every piece. */
uint64_t lanefill_pinned(int king, uint64_t own, uint64_t enemy_orth, uint64_t enemy_diag,
                         uint64_t occupied);

/* Othello (lanefill/othello.hpp); boards use the same square numbering.
 * Every square where `player` may play; 0 (and the error set) if player and
 * opponent overlap. */
uint64_t lanefill_othello_moves(uint64_t player, uint64_t opponent);
/* The opponent discs flipped if `player` plays `square`; 0 if the move is
 * illegal or the square is occupied; 0 with the error set for a square
 * outside 0..63 or overlapping player/opponent. */
uint64_t lanefill_othello_flips(int square, uint64_t player, uint64_t opponent);
/* out[i] = lanefill_othello_moves(player[i], opponent[i]) for i < n. Returns 0;
 * -1 for a NULL pointer with n > 0; -2 if some player[i] & opponent[i] != 0.
 * On an error nothing is written. */
int lanefill_othello_moves_batch(const uint64_t* player, const uint64_t* opponent, uint64_t* out,
                                 size_t n);

/* The dispatched kernels of the active ISA as function pointers, for hot
 * loops: fetch the table once and call through it, one indirect call and no
 * argument checks (the C counterpart of lanefill::kernels() and
 * lanefill::othello_kernels()). Preconditions, unchecked: squares 0..63,
 * player & opponent == 0; an Othello flips call on an occupied square
 * returns 0. The table stays valid for the life of the process; it is the
 * one of the ISA active when it was fetched (lanefill_set_isa() later does
 * not change it). */
typedef struct lanefill_kernels {
  const char* isa; /* "scalar", "sse2", "avx2" or "avx512" */
  uint64_t (*rook_attacks)(int square, uint64_t occupied);
  uint64_t (*bishop_attacks)(int square, uint64_t occupied);
  uint64_t (*queen_attacks)(int square, uint64_t occupied);
  uint64_t (*slider_attacks)(uint64_t orth_sliders, uint64_t diag_sliders, uint64_t occupied);
  uint64_t (*othello_moves)(uint64_t player, uint64_t opponent);
  uint64_t (*othello_flips)(int square, uint64_t player, uint64_t opponent);
  void (*square_rays)(int square, uint64_t occupied, lanefill_square_rays_t* out);
  void (*slider_threats)(int square, uint64_t occupied, uint64_t orth, uint64_t diag,
                         lanefill_slider_threats_t* out);
} lanefill_kernels;
const lanefill_kernels* lanefill_get_kernels(void);

/* Name of the active ISA: "scalar", "sse2", "avx2" or "avx512". */
const char* lanefill_active_isa(void);
/* Forces an ISA by name. 0 = done; -1 unknown name; -2 not compiled in;
 * -3 not supported by this CPU. On failure the active ISA is unchanged. */
int lanefill_set_isa(const char* name);
/* Why the active ISA was chosen (one line). */
const char* lanefill_active_reason(void);
/* 1 if `name` is compiled in and supported by this CPU, else 0. */
int lanefill_isa_supported(const char* name);
/* The last argument error of this thread, or "" if there was none. The
 * pointer is the same for the whole life of the thread (thread-local storage
 * owned by the library, never freed while the thread runs); the text is
 * replaced by the thread's next error. A successful call does not clear it:
 * check the return value first, then read the text. */
const char* lanefill_last_error(void);

#ifdef __cplusplus
}
#endif

#endif /* LANEFILL_LANEFILL_H */
