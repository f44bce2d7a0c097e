// bench/baselines/pext.cpp — PEXT bitboards (BMI2), the fastest table lookup on
// Intel since Haswell. Only the lookup executes BMI2, via a function-level
// target attribute: no ISA flag on this file (those are reserved for simd/).

#include <array>
#include <cstddef>

#include "baselines.hpp"
#include "slider_masks.hpp"

namespace lanefill_bench::baselines {
namespace {

constexpr std::size_t kRookEntries = 102400;  // sum over squares of 2^popcount(rook mask)
constexpr std::size_t kBishopEntries = 5248;  // the same for bishops

std::array<Bitboard, kRookEntries + kBishopEntries> g_attacks;

// Fills one slider's entries from `next` on; returns the first unused slot.
Bitboard* build(Slider s, std::array<PextEntry, 64>& entries, Bitboard* next) {
  for (int sq = 0; sq < 64; ++sq) {
    const Bitboard mask = relevant_mask(s, sq);
    entries[sq] = {mask, next};
    std::size_t count = 0;
    // The enumeration index is pext(subset, mask), so no PEXT runs here.
    for_each_subset(mask, [&](Bitboard subset, std::size_t n) {
      next[n] = walk_attacks(s, sq, subset);
      ++count;
    });
    next += count;
  }
  return next;
}

}  // namespace

std::array<PextEntry, 64> g_pext_rook, g_pext_bishop;

bool init_pext() {
  static const bool built = [] {
    Bitboard* end = build(Slider::rook, g_pext_rook, g_attacks.data());
    end = build(Slider::bishop, g_pext_bishop, end);
    return end == g_attacks.data() + g_attacks.size();
  }();
  return built;
}

// Out-of-line forms of the inline lookups (lookups.hpp).
LANEFILL_BMI2 Bitboard pext_rook_attacks(int square, Bitboard occupied) {
  return pext_rook(square, occupied);
}
LANEFILL_BMI2 Bitboard pext_bishop_attacks(int square, Bitboard occupied) {
  return pext_bishop(square, occupied);
}
LANEFILL_BMI2 Bitboard pext_queen_attacks(int square, Bitboard occupied) {
  return pext_queen(square, occupied);
}
LANEFILL_BMI2 Bitboard pext_slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  return pext_map(orth, diag, occupied);
}

}  // namespace lanefill_bench::baselines
