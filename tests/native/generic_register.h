/* tests/native/generic_register.h — the generic register of the kernel
 * sources simd/native/boards.h and boards_vector.h, so that a C compiler
 * builds and runs them as written (tests/native/board_source.c, ctest
 * native.board_source): lanefill_v is two uint64_t lanes (a GNU C vector
 * that any target has, no ISA flag needed), and its operations are spelled
 * here lane by lane over the u64 level's kernels. The sources follow, as
 * written, after it. */
#ifndef LANEFILL_TESTS_GENERIC_REGISTER_H
#define LANEFILL_TESTS_GENERIC_REGISTER_H

#include <stddef.h>
#include <stdint.h>

#include "lanefill/native/u64.h"

typedef uint64_t lanefill_v __attribute__((vector_size(16)));
enum { lanefill_v_lanes = 2 };

static inline lanefill_v lanefill_v_splat(uint64_t x) {
  lanefill_v v = {x, x};
  return v;
}
static inline int lanefill_v_any(lanefill_v x) { return (x[0] | x[1]) != 0; }
static inline lanefill_v lanefill_v_boards_at(const uint64_t* p, size_t i, size_t n) {
  lanefill_v v = {p[i], i + 1 < n ? p[i + 1] : 0};
  return v;
}
static inline void lanefill_v_store_boards(uint64_t* p, size_t i, size_t n, lanefill_v x) {
  p[i] = x[0];
  if (i + 1 < n) p[i + 1] = x[1];
}
/* The bodies the sources call, lane by lane: the u64 level's renderings. */
static inline void lanefill_v_kogge_stone_pair(lanefill_v* up, lanefill_v* down, lanefill_v pro,
                                               int bits) {
  int j;
  for (j = 0; j < lanefill_v_lanes; ++j) {
    uint64_t u = (*up)[j], d = (*down)[j];
    lanefill_u64_kogge_stone_pair(&u, &d, pro[j], bits);
    (*up)[j] = u;
    (*down)[j] = d;
  }
}
/* An Othello run, lane by lane (run: the u64 level's, up or down). */
static inline lanefill_v lanefill_v_run_lanes(lanefill_v player, lanefill_v pro, lanefill_v pairs,
                                              int bits,
                                              uint64_t (*run)(uint64_t, uint64_t, uint64_t, int)) {
  lanefill_v out;
  int j;
  for (j = 0; j < lanefill_v_lanes; ++j) out[j] = run(player[j], pro[j], pairs[j], bits);
  return out;
}
static inline lanefill_v lanefill_v_othello_run_up(lanefill_v player, lanefill_v pro,
                                                   lanefill_v pairs, int bits) {
  return lanefill_v_run_lanes(player, pro, pairs, bits, lanefill_u64_othello_run_up);
}
static inline lanefill_v lanefill_v_othello_run_down(lanefill_v player, lanefill_v pro,
                                                     lanefill_v pairs, int bits) {
  return lanefill_v_run_lanes(player, pro, pairs, bits, lanefill_u64_othello_run_down);
}

/* The kernel sources, over the register above (simd/native/). */
/* clang-format off */
#include "boards.h"
#include "boards_vector.h"
/* clang-format on */

#endif /* LANEFILL_TESTS_GENERIC_REGISTER_H */
