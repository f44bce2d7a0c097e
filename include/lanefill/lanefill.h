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

#include "lanefill/calls.h"
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

/* The dispatched calls lanefill_<name>, one for every entry of
 * lanefill/entries.def (rook_attacks, ray_attacks, othello_flips, ...), and the
 * kernel table lanefill_kernels: lanefill/calls.h declares each, with its
 * comment. Every argument is checked first. A call that returns a bitboard
 * returns 0 on bad input (a square outside 0..63, overlapping Othello discs)
 * with lanefill_last_error() set; a call that returns a count returns it (0 or
 * more), or a negative lanefill_status on bad input; a call that writes
 * through `out` returns LANEFILL_OK, or a negative lanefill_status with nothing
 * written (LANEFILL_ERROR_NULL_POINTER for a NULL pointer, with n > 0 for a
 * batch; LANEFILL_ERROR_SQUARE or LANEFILL_ERROR_OVERLAP, the error naming the
 * first bad element). */

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
/* Every square a piece of `side` attacks (color 0: white, pawns capture
 * north; 1: black). 0 and the error set for another color or a NULL side. */
uint64_t lanefill_attack_map(int color, const lanefill_pieces_t* side, uint64_t occupied);

/* The dispatched table of the ISA active now (the calls above run it). It
 * stays the table of that ISA: a later lanefill_set_isa() does not change it. */
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
