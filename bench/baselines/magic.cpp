// bench/baselines/magic.cpp — fancy magic bitboards (plain 64-bit multiply,
// runs on any x86-64). The magic numbers are found at start-up by a
// fixed-seed trial-and-error search, so the run is reproducible.
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "baselines.hpp"
#include "inputs.hpp"
#include "slider_masks.hpp"

namespace lanefill_bench::baselines {
namespace {

constexpr std::size_t kRookEntries = 102400;
constexpr std::size_t kBishopEntries = 5248;
constexpr std::uint64_t kMagicSeed = 0x6d616769635f3634ULL;

std::array<Bitboard, kRookEntries + kBishopEntries> g_attacks;

// Searches a magic for one square and fills its slice of the table.
// `epoch` marks which slots the current trial has written (no clearing per trial).
void find_magic(Slider s, int sq, Rng& rng, MagicEntry& e, Bitboard* table,
                std::vector<unsigned>& epoch_of, unsigned& epoch) {
  const Bitboard mask = relevant_mask(s, sq);
  std::vector<Bitboard> occupancies, attacks;
  for_each_subset(mask, [&](Bitboard subset, std::size_t) {
    occupancies.push_back(subset);
    attacks.push_back(walk_attacks(s, sq, subset));
  });
  e = {mask, 0, table, static_cast<unsigned>(64 - lanefill::popcount(mask))};
  epoch_of.assign(occupancies.size(), 0);
  for (;;) {
    e.magic = rng.next() & rng.next() & rng.next();  // sparse candidates succeed more often
    if (lanefill::popcount((mask * e.magic) >> 56) < 6) continue;  // too few high bits: hopeless
    ++epoch;
    bool ok = true;
    for (std::size_t i = 0; ok && i < occupancies.size(); ++i) {
      const std::size_t idx = magic_index(e, occupancies[i]);
      if (epoch_of[idx] != epoch) {
        epoch_of[idx] = epoch;
        table[idx] = attacks[i];
      } else {
        ok = table[idx] == attacks[i];  // a collision is fine when the attacks agree
      }
    }
    if (ok) return;
  }
}

Bitboard* build(Slider s, std::array<MagicEntry, 64>& entries, Bitboard* next, Rng& rng) {
  std::vector<unsigned> epoch_of;
  unsigned epoch = 0;
  for (int sq = 0; sq < 64; ++sq) {
    find_magic(s, sq, rng, entries[sq], next, epoch_of, epoch);
    next += std::size_t{1} << (64 - entries[sq].shift);
  }
  return next;
}

}  // namespace

std::array<MagicEntry, 64> g_magic_rook, g_magic_bishop;

bool init_magic() {
  static const bool built = [] {
    Rng rng(kMagicSeed);
    Bitboard* end = build(Slider::rook, g_magic_rook, g_attacks.data(), rng);
    end = build(Slider::bishop, g_magic_bishop, end, rng);
    return end == g_attacks.data() + g_attacks.size();
  }();
  return built;
}

// Out-of-line forms of the inline lookups (lookups.hpp).
Bitboard magic_rook_attacks(int square, Bitboard occupied) { return magic_rook(square, occupied); }
Bitboard magic_bishop_attacks(int square, Bitboard occupied) {
  return magic_bishop(square, occupied);
}
Bitboard magic_queen_attacks(int square, Bitboard occupied) {
  return magic_queen(square, occupied);
}
Bitboard magic_slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  return magic_map(orth, diag, occupied);
}

}  // namespace lanefill_bench::baselines
