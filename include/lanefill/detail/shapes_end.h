/* lanefill/detail/shapes_end.h — undefines lanefill/detail/shapes.h's
 * macros. No include guard, by design. */
#undef LANEFILL_KERNEL_square_attacks
#undef LANEFILL_KERNEL_set_rays
#undef LANEFILL_KERNEL_set_union
#undef LANEFILL_KERNEL_square_rays
#undef LANEFILL_KERNEL_slider_threats
#undef LANEFILL_KERNEL_queen_batch
#undef LANEFILL_KERNEL_set_batch
#undef LANEFILL_KERNEL_discs
#undef LANEFILL_KERNEL_discs_square
#undef LANEFILL_KERNEL_discs_batch
#undef LANEFILL_CHECKED_square_attacks
#undef LANEFILL_CHECKED_set_rays
#undef LANEFILL_CHECKED_set_union
#undef LANEFILL_CHECKED_square_rays
#undef LANEFILL_CHECKED_slider_threats
#undef LANEFILL_CHECKED_queen_batch
#undef LANEFILL_CHECKED_set_batch
#undef LANEFILL_CHECKED_discs
#undef LANEFILL_CHECKED_discs_square
#undef LANEFILL_CHECKED_discs_batch
