/* lanefill/native/end.h — undefines every internal macro of the kernel
 * headers (the bodies of lanefill/native/bodies.h and the steppers of the
 * register headers), so that a public header that included them leaves none
 * behind. Included last by every header that expands a body. No include
 * guard, by design. */
#undef LANEFILL_NK_KOGGE_STONE
#undef LANEFILL_NK_KOGGE_STONE_OPPOSITE
#undef LANEFILL_NK_OTHELLO_RUN
#undef LANEFILL_NK_FLIPS_UP
#undef LANEFILL_NK_FLIPS_DOWN
#undef LANEFILL_NK_FLIPS_DOWN_BY_HIGHEST
#undef LANEFILL_NK_FLIPS_BY_RAY
#undef LANEFILL_NK_SBAMG_BY_LINE_SMEAR
#undef LANEFILL_NK_SBAMG_BY_LZCNT
#undef LANEFILL_NK_KNIGHT_SET
#undef LANEFILL_NK_KING_SET
#undef LANEFILL_NK_WHITE_PAWN_SET
#undef LANEFILL_NK_BLACK_PAWN_SET
#undef LANEFILL_NK_OR_AND
#undef LANEFILL_NK_U64_ROTATE
#undef LANEFILL_NK_YMM_UP
#undef LANEFILL_NK_YMM_DOWN
#undef LANEFILL_NK_U4_DOWN
#undef LANEFILL_NK_ZMM_ROTATE
