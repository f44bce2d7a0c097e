/* lanefill/detail/shapes.h — the C signature of each shape of
 * lanefill/entries.def, written once (internal: lanefill.h and lib/capi.cpp
 * include it and lanefill/detail/shapes_end.h after use):
 *   LANEFILL_KERNEL_<shape>(F)   the kernel's declarator: `F` is the name,
 *                                or `(*name)` for a function pointer
 *   LANEFILL_CHECKED_<shape>(F)  the checked C call's: a kernel returning
 *                                void returns a lanefill_status there, a
 *                                count a negative lanefill_status on bad input
 * No include guard, by design. */
#include <stddef.h>
#include <stdint.h>

#include "lanefill/types.h"

#define LANEFILL_KERNEL_square_attacks(F) uint64_t F(int square, uint64_t occupied)
#define LANEFILL_KERNEL_set_rays(F) \
  void F(uint64_t orth, uint64_t diag, uint64_t occupied, uint64_t out[8])
#define LANEFILL_KERNEL_set_union(F) uint64_t F(uint64_t orth, uint64_t diag, uint64_t occupied)
#define LANEFILL_KERNEL_square_rays(F) \
  void F(int square, uint64_t occupied, lanefill_square_rays_t* out)
#define LANEFILL_KERNEL_slider_threats(F)                             \
  void F(int square, uint64_t occupied, uint64_t orth, uint64_t diag, \
         lanefill_slider_threats_t* out)
#define LANEFILL_KERNEL_queen_batch(F) \
  void F(const uint8_t* squares, const uint64_t* occupied, uint64_t* out, size_t n)
#define LANEFILL_KERNEL_set_batch(F)                                                          \
  void F(const uint64_t* orth, const uint64_t* diag, const uint64_t* occupied, uint64_t* out, \
         size_t n)
#define LANEFILL_KERNEL_discs(F) uint64_t F(uint64_t player, uint64_t opponent)
#define LANEFILL_KERNEL_discs_square(F) uint64_t F(int square, uint64_t player, uint64_t opponent)
#define LANEFILL_KERNEL_discs_batch(F) \
  void F(const uint64_t* player, const uint64_t* opponent, uint64_t* out, size_t n)

#define LANEFILL_KERNEL_discs_count(F) int F(uint64_t player, uint64_t opponent)
#define LANEFILL_KERNEL_last_move(F) int F(int square, uint64_t player)
#define LANEFILL_KERNEL_occupied_lines(F) void F(uint64_t occupied, uint64_t out[4])
#define LANEFILL_KERNEL_discs_count_batch(F) \
  void F(const uint64_t* player, const uint64_t* opponent, uint8_t* out, size_t n)
#define LANEFILL_KERNEL_last_move_batch(F) \
  void F(const uint8_t* squares, const uint64_t* player, uint8_t* out, size_t n)

#define LANEFILL_CHECKED_square_attacks(F) uint64_t F(int square, uint64_t occupied)
#define LANEFILL_CHECKED_set_rays(F) \
  int F(uint64_t orth, uint64_t diag, uint64_t occupied, uint64_t out[8])
#define LANEFILL_CHECKED_set_union(F) uint64_t F(uint64_t orth, uint64_t diag, uint64_t occupied)
#define LANEFILL_CHECKED_square_rays(F) \
  int F(int square, uint64_t occupied, lanefill_square_rays_t* out)
#define LANEFILL_CHECKED_slider_threats(F) \
  int F(int square, uint64_t occupied, uint64_t orth, uint64_t diag, lanefill_slider_threats_t* out)
#define LANEFILL_CHECKED_queen_batch(F) \
  int F(const uint8_t* squares, const uint64_t* occupied, uint64_t* out, size_t n)
#define LANEFILL_CHECKED_set_batch(F)                                                        \
  int F(const uint64_t* orth, const uint64_t* diag, const uint64_t* occupied, uint64_t* out, \
        size_t n)
#define LANEFILL_CHECKED_discs(F) uint64_t F(uint64_t player, uint64_t opponent)
#define LANEFILL_CHECKED_discs_square(F) uint64_t F(int square, uint64_t player, uint64_t opponent)
#define LANEFILL_CHECKED_discs_batch(F) \
  int F(const uint64_t* player, const uint64_t* opponent, uint64_t* out, size_t n)
#define LANEFILL_CHECKED_discs_count(F) int F(uint64_t player, uint64_t opponent)
#define LANEFILL_CHECKED_last_move(F) int F(int square, uint64_t player)
#define LANEFILL_CHECKED_occupied_lines(F) int F(uint64_t occupied, uint64_t out[4])
#define LANEFILL_CHECKED_discs_count_batch(F) \
  int F(const uint64_t* player, const uint64_t* opponent, uint8_t* out, size_t n)
#define LANEFILL_CHECKED_last_move_batch(F) \
  int F(const uint8_t* squares, const uint64_t* player, uint8_t* out, size_t n)
