/* lanefill/native/tables.h — the constant tables of lanefill: the one source
 * of the tables of the inline kernels (C) and of the constexpr reference
 * (C++, where they are constexpr), stored as lanefill/native/table_storage.h
 * says. The tables of squares and lines are generated literal data
 * (line_tables.h: lanefill_sbamg_table, lanefill_ray_table,
 * lanefill_first_rank_table, each row made from its square by
 * scripts/codegen/line_tables.py; othello_tables.h); this file adds the
 * direction tables. C99 and C++. */
#ifndef LANEFILL_NATIVE_TABLES_H
#define LANEFILL_NATIVE_TABLES_H

#include <stdint.h>

#include "lanefill/native/line_tables.h"
#include "lanefill/native/othello_tables.h"
#include "lanefill/native/table_storage.h"

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

#endif /* LANEFILL_NATIVE_TABLES_H */
