/* lanefill/lanefill.h — the C API (C99 and C++). Stable names.
 *
 * Squares are 0..63 in little-endian rank-file mapping (a1 = 0, h8 = 63).
 * Directions in dir8 order: 0 noEa, 1 east, 2 soEa, 3 sout, 4 soWe, 5 west,
 * 6 noWe, 7 nort.
 *
 * Every entry point checks its arguments. On bad input (square outside 0..63,
 * null pointer, unknown ISA name) it returns 0 (attack functions) or a
 * negative lanefill_status, and lanefill_last_error() describes the problem;
 * it never crashes. Calls run the best implementation the CPU supports; the
 * first call resolves it (thread-safe, no init call needed). docs/api.md has
 * the whole surface, C and C++, on one page.
 */
#ifndef LANEFILL_LANEFILL_H
#define LANEFILL_LANEFILL_H

#include <stddef.h>
#include <stdint.h>

#include "lanefill/types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What the calls returning int report. */
typedef enum lanefill_status {
  LANEFILL_OK = 0,
  LANEFILL_ERROR_NULL_POINTER = -1,     /* a NULL pointer (with n > 0 for batches) */
  LANEFILL_ERROR_SQUARE = -2,           /* a square outside 0..63 */
  LANEFILL_ERROR_OVERLAP = -3,          /* Othello player and opponent share a square */
  LANEFILL_ERROR_COLOR = -4,            /* a color other than 0 (white) or 1 (black) */
  LANEFILL_ERROR_UNKNOWN_ISA = -5,      /* an ISA name lanefill does not know */
  LANEFILL_ERROR_ISA_NOT_COMPILED = -6, /* an ISA this build does not contain */
  LANEFILL_ERROR_ISA_NOT_SUPPORTED = -7 /* an ISA this CPU cannot run */
} lanefill_status;
/* The enumerator's name, e.g. "LANEFILL_ERROR_SQUARE"; "unknown status" for
 * another value. */
const char* lanefill_status_name(int status);

/* Attacks of a rook/bishop/queen on `square` given the occupied set
 * (blockers included). Returns 0 and sets lanefill_last_error() if square is
 * outside 0..63. */
uint64_t lanefill_rook_attacks(int square, uint64_t occupied);
uint64_t lanefill_bishop_attacks(int square, uint64_t occupied);
uint64_t lanefill_queen_attacks(int square, uint64_t occupied);

/* out[d] = attacks of the sliders moving in direction d (dir8 order):
 * orthogonal sliders for east, sout, west, nort; diagonal for the others.
 * Blockers included. LANEFILL_OK, or LANEFILL_ERROR_NULL_POINTER (nothing
 * written) if out is NULL. */
int lanefill_ray_attacks(uint64_t orth_sliders, uint64_t diag_sliders, uint64_t occupied,
                         uint64_t out[8]);
/* out[d] = the occluded fill in direction d: the sliders plus the empty
 * squares they reach (blockers excluded). Returns as lanefill_ray_attacks. */
int lanefill_occluded_fills(uint64_t orth_sliders, uint64_t diag_sliders, uint64_t occupied,
                            uint64_t out[8]);
/* Union of lanefill_ray_attacks. */
uint64_t lanefill_slider_attacks(uint64_t orth_sliders, uint64_t diag_sliders, uint64_t occupied);

/* Batch: out[i] = lanefill_queen_attacks(squares[i], occupied[i]), i < n.
 * LANEFILL_OK, or (nothing written) LANEFILL_ERROR_NULL_POINTER for a NULL
 * pointer with n > 0, LANEFILL_ERROR_SQUARE for a square > 63. */
int lanefill_queen_attacks_batch(const uint8_t* squares, const uint64_t* occupied, uint64_t* out,
                                 size_t n);
/* Batch: out[i] = lanefill_slider_attacks(orth[i], diag[i], occupied[i]).
 * LANEFILL_OK or LANEFILL_ERROR_NULL_POINTER (nothing written). */
int lanefill_slider_attacks_batch(const uint64_t* orth, const uint64_t* diag,
                                  const uint64_t* occupied, uint64_t* out, size_t n);

/* Threat inputs (lanefill/types.h has the fields; arrays in dir8 order,
 * direction d ^ 4 opposite to d). The eight rays of `square` and their first
 * blockers; the sliders (orth: rooks and queens, diag: bishops and queens, of
 * both sides) attacking `square` and the piece each attacks through it when
 * it is empty. LANEFILL_OK, or (nothing written) LANEFILL_ERROR_SQUARE or
 * LANEFILL_ERROR_NULL_POINTER. */
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
/* out[i] = lanefill_othello_moves(player[i], opponent[i]) for i < n.
 * LANEFILL_OK, or (nothing written) LANEFILL_ERROR_NULL_POINTER for a NULL
 * pointer with n > 0, LANEFILL_ERROR_OVERLAP if some player[i] & opponent[i]. */
int lanefill_othello_moves_batch(const uint64_t* player, const uint64_t* opponent, uint64_t* out,
                                 size_t n);

/* The dispatched kernels of the active ISA as function pointers, for hot
 * loops: fetch the table once and call through it, one indirect call and no
 * argument checks (the C counterpart of lanefill::kernels() and
 * lanefill::othello_kernels()): every dispatched entry point above, with its
 * name. Preconditions, unchecked: squares 0..63, non-NULL pointers (n > 0),
 * player & opponent == 0; an Othello flips call on an occupied square
 * returns 0. The table stays valid for the life of the process; it is the
 * one of the ISA active when it was fetched (lanefill_set_isa() later does
 * not change it). */
typedef struct lanefill_kernels {
  const char* isa; /* "scalar", "sse2", "avx2", "avx512", "avx512icl" or "neon" */
  uint64_t (*rook_attacks)(int square, uint64_t occupied);
  uint64_t (*bishop_attacks)(int square, uint64_t occupied);
  uint64_t (*queen_attacks)(int square, uint64_t occupied);
  uint64_t (*slider_attacks)(uint64_t orth_sliders, uint64_t diag_sliders, uint64_t occupied);
  void (*ray_attacks)(uint64_t orth_sliders, uint64_t diag_sliders, uint64_t occupied,
                      uint64_t out[8]);
  void (*occluded_fills)(uint64_t orth_sliders, uint64_t diag_sliders, uint64_t occupied,
                         uint64_t out[8]);
  void (*square_rays)(int square, uint64_t occupied, lanefill_square_rays_t* out);
  void (*slider_threats)(int square, uint64_t occupied, uint64_t orth, uint64_t diag,
                         lanefill_slider_threats_t* out);
  void (*queen_attacks_batch)(const uint8_t* squares, const uint64_t* occupied, uint64_t* out,
                              size_t n);
  void (*slider_attacks_batch)(const uint64_t* orth, const uint64_t* diag, const uint64_t* occupied,
                               uint64_t* out, size_t n);
  uint64_t (*othello_moves)(uint64_t player, uint64_t opponent);
  uint64_t (*othello_flips)(int square, uint64_t player, uint64_t opponent);
  void (*othello_moves_batch)(const uint64_t* player, const uint64_t* opponent, uint64_t* out,
                              size_t n);
} lanefill_kernels;
const lanefill_kernels* lanefill_get_kernels(void);

/* Name of the active ISA, as in lanefill_kernels.isa. */
const char* lanefill_active_isa(void);
/* Forces an ISA by name (any case). LANEFILL_OK, or LANEFILL_ERROR_NULL_POINTER,
 * LANEFILL_ERROR_UNKNOWN_ISA, LANEFILL_ERROR_ISA_NOT_COMPILED,
 * LANEFILL_ERROR_ISA_NOT_SUPPORTED; on failure the active ISA is unchanged. */
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
