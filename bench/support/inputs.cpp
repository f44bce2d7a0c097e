// bench/inputs.cpp — generation of the shared benchmark inputs.
#include "inputs.hpp"

#include "threat_inputs.hpp"

namespace lanefill_bench {
namespace {

constexpr std::uint64_t kSeed = 0x1a9ef111bec4a5edULL;

// The k-th set bit (k < popcount(b)) of b, as a one-bit board.
Bitboard nth_bit(Bitboard b, unsigned k) {
  while (k-- > 0) b &= b - 1;
  return b & (~b + 1);
}

// `count` sliders placed on random squares of `occupied` (fewer if it has fewer bits).
Bitboard random_sliders(Rng& rng, Bitboard occupied, unsigned count) {
  Bitboard sliders = 0;
  const unsigned n = static_cast<unsigned>(lanefill::popcount(occupied));
  for (unsigned i = 0; i < count && n > 0; ++i) sliders |= nth_bit(occupied, rng.below(n));
  return sliders;
}

Inputs generate() {
  Inputs in;
  in.square.resize(kCases);
  in.square_occupied.resize(kCases);
  in.orth.resize(kCases);
  in.diag.resize(kCases);
  in.occupied.resize(kCases);
  Rng rng(kSeed);
  for (std::size_t i = 0; i < kCases; ++i) {
    in.square[i] = static_cast<std::uint8_t>(rng.below(64));
    in.square_occupied[i] = rng.next() & rng.next();
  }
  for (std::size_t i = 0; i < kCases; ++i) {
    const Bitboard occ = rng.next() & rng.next();
    in.occupied[i] = occ;
    in.orth[i] = random_sliders(rng, occ, 1 + rng.below(3));
    in.diag[i] = random_sliders(rng, occ, 1 + rng.below(3));
  }
  const std::vector<ThreatItem>& items = threat_items();
  in.threat_square.resize(kCases);
  in.threat_occupied.resize(kCases);
  in.threat_orth.resize(kCases);
  in.threat_diag.resize(kCases);
  for (std::size_t i = 0; i < kCases; ++i) {
    const ThreatItem& t = items[i % items.size()];
    in.threat_square[i] = t.square;
    in.threat_occupied[i] = t.occupied;
    in.threat_orth[i] = t.orth;
    in.threat_diag[i] = t.diag;
  }
  return in;
}

}  // namespace

const Inputs& inputs() {
  static const Inputs in = generate();
  return in;
}

}  // namespace lanefill_bench
