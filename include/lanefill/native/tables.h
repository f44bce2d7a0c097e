/* lanefill/native/tables.h — the constant tables of lanefill, built at
 * compile time from constant expressions of a square: the one source of the
 * tables of the inline kernels (C and C++) and of the constexpr reference
 * (C++: the tables are constexpr there). Internal linkage (static) in both,
 * so files built with different flags never share one. The tables of
 * squares and lines are generated data (line_tables.h, othello_tables.h).
 * C99 and C++. */
#ifndef LANEFILL_NATIVE_TABLES_H
#define LANEFILL_NATIVE_TABLES_H

#include <stdint.h>

#if defined(__cplusplus)
#define LANEFILL_NK_TABLE alignas(64) static constexpr
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define LANEFILL_NK_TABLE _Alignas(64) static const
#elif defined(_MSC_VER)
#define LANEFILL_NK_TABLE __declspec(align(64)) static const
#else
#define LANEFILL_NK_TABLE __attribute__((aligned(64))) static const
#endif

/* lanefill_sbamg_table, lanefill_ray_table, lanefill_first_rank_table
 * (generated: scripts/codegen/line_tables.py makes each row from its square). */
#include "lanefill/native/line_tables.h"

/* Per dir8 direction (noEa, east, soEa, sout, soWe, west, noWe, nort): the
 * signed shift of one step (positive: up the board), and avoidWrap, the
 * squares a one-step move by rotation may land on. */
LANEFILL_NK_TABLE int lanefill_direction_shift[8] = {9, 1, -7, -8, -9, -1, 7, 8};
LANEFILL_NK_TABLE uint64_t lanefill_avoid_wrap_table[8] = {
    UINT64_C(0xfefefefefefefe00), UINT64_C(0xfefefefefefefefe), UINT64_C(0x00fefefefefefefe),
    UINT64_C(0x00ffffffffffffff), UINT64_C(0x007f7f7f7f7f7f7f), UINT64_C(0x7f7f7f7f7f7f7f7f),
    UINT64_C(0x7f7f7f7f7f7f7f00), UINT64_C(0xffffffffffffff00)};
/* [k >> 1][direction]: the left-rotate count of k = 1, 2, 4 steps. */
LANEFILL_NK_TABLE uint64_t lanefill_rotate_table[3][8] = {
    {9, 1, 57, 56, 55, 63, 7, 8}, {18, 2, 50, 48, 46, 62, 14, 16}, {36, 4, 36, 32, 28, 60, 28, 32}};

#include "lanefill/native/othello_tables.h"

#undef LANEFILL_NK_TABLE

#endif /* LANEFILL_NATIVE_TABLES_H */
