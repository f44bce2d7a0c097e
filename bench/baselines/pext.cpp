// bench/baselines/pext.cpp — PEXT bitboards (BMI2), the fastest table lookup on
// Intel since Haswell. Only the lookup executes BMI2, via a function-level
// target attribute: no ISA flag on this file (those are reserved for simd/).
#include <immintrin.h>

#include <array>
#include <cstddef>

#include "baselines.hpp"
#include "slider_masks.hpp"

namespace lanefill_bench::baselines {
namespace {

struct PextEntry {
  Bitboard mask;            // relevant occupancy
  const Bitboard* attacks;  // 2^popcount(mask) entries, indexed by pext
};

constexpr std::size_t kRookEntries = 102400;  // sum over squares of 2^popcount(rook mask)
constexpr std::size_t kBishopEntries = 5248;  // the same for bishops

std::array<Bitboard, kRookEntries + kBishopEntries> g_attacks;
std::array<PextEntry, 64> g_rook;
std::array<PextEntry, 64> g_bishop;

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

bool init_pext() {
  static const bool built = [] {
    Bitboard* end = build(Slider::rook, g_rook, g_attacks.data());
    end = build(Slider::bishop, g_bishop, end);
    return end == g_attacks.data() + g_attacks.size();
  }();
  return built;
}

__attribute__((target("bmi2"))) Bitboard pext_queen_attacks(int square, Bitboard occupied) {
  const PextEntry& r = g_rook[square];
  const PextEntry& b = g_bishop[square];
  return r.attacks[_pext_u64(occupied, r.mask)] | b.attacks[_pext_u64(occupied, b.mask)];
}

}  // namespace lanefill_bench::baselines
