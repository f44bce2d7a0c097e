/* lanefill/types.h — the C types of lanefill.h (the C API) and native.h (the
 * inline path): what one square's rays and the sliders through it hold. C99
 * and C++; included by both headers, no need to include it yourself.
 *
 * Arrays of eight are in dir8 order (lanefill.hpp's Direction): 0 noEa,
 * 1 east, 2 soEa, 3 sout, 4 soWe, 5 west, 6 noWe, 7 nort. Direction d ^ 4 is
 * the opposite of d. */
#ifndef LANEFILL_TYPES_H
#define LANEFILL_TYPES_H

#include <stdint.h>

/* The eight rays of a square (the square excluded) on a board. */
typedef struct lanefill_square_rays_t {
  /* rays[d]: the squares from the square in direction d up to and including
   * the first occupied one (to the edge where none is). */
  uint64_t rays[8];
  /* blockers[d]: that first occupied square, or 0. */
  uint64_t blockers[8];
} lanefill_square_rays_t;

/* The sliders that attack a square, and what each one attacks through the
 * square when it is empty (threat inputs: which piece attacks which). */
typedef struct lanefill_slider_threats_t {
  /* slider[d]: the first piece in direction d from the square, when it is a
   * slider that moves along d (orthogonal sliders in east, sout, west, nort;
   * diagonal sliders in noEa, soEa, soWe, noWe), else 0. */
  uint64_t slider[8];
  /* discovered[d]: where slider[d] is set, the first piece in the opposite
   * direction d ^ 4: the piece slider[d] attacks when the square empties (and
   * stops attacking when it fills), or 0. */
  uint64_t discovered[8];
  uint64_t orth_attacks; /* what a rook on the square attacks */
  uint64_t diag_attacks; /* what a bishop on the square attacks */
  uint64_t attackers;    /* the union of slider[] */
  unsigned directions;   /* bit d set when slider[d] is */
} lanefill_slider_threats_t;

/* One side's pieces by kind. */
typedef struct lanefill_pieces_t {
  uint64_t pawns, knights, bishops, rooks, queens, kings;
} lanefill_pieces_t;

#endif /* LANEFILL_TYPES_H */
