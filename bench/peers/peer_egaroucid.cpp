// bench/peers/peer_egaroucid.cpp — Egaroucid's Othello kernels in the peer
// table, from its own headers (src/engine), built as its authors build the
// engine (peers.sh: g++ -O2 -march=native, -DHAS_AVX512 for its AVX-512
// build, -DHAS_AMD_PROCESSOR on AMD CPUs; its generic build -DHAS_NO_AVX2,
// which needs -std=c++20): Flip::calc_flip, calc_legal, calc_stability,
// and, in the generic build, count_last_flip (last_flip_generic.hpp).
#include <algorithm>  // before Egaroucid's headers, which use std:: algorithms without it

#include "engine_all.hpp"  // the whole engine, so that its headers meet in its own order
#include "peer_harness.h"

#ifndef PEER_EGAROUCID_BUILD
#error "peers.sh defines PEER_EGAROUCID_BUILD (avx2 or avx512)"
#endif
#define EG_NAME "egaroucid " PEER_EGAROUCID_BUILD

namespace {

inline std::uint64_t eg_flip(unsigned square, std::uint64_t player, std::uint64_t opponent) {
  Flip flip;
  flip.calc_flip(player, opponent, static_cast<uint_fast8_t>(square));
  return flip.flip;
}

void eg_init() {
  bit_init();
  mobility_init();
  flip_init();
  stability_init();
}
__attribute__((constructor)) void eg_register_init() { peer_register_init(eg_init); }

}  // namespace

PEER_KERNEL(egaroucid_calc_flip, "othello_flips", EG_NAME " Flip::calc_flip", "othello-moves",
            PEER_IS_PEER, eg_flip(it->square, it->a ^ dep, it->b))
PEER_KERNEL(egaroucid_calc_legal, "othello_moves", EG_NAME " calc_legal", "othello-positions",
            PEER_IS_PEER, calc_legal(it->a ^ dep, it->b))
PEER_KERNEL(egaroucid_calc_stability, "othello_stable_discs", EG_NAME " calc_stability",
            "othello-positions", PEER_IS_PEER, calc_stability(it->a ^ dep, it->b))
#if !USE_SIMD
// The generic build's last-move count (last_flip_generic.hpp). The SIMD
// builds have no such function: last1 (endsearch_last_simd.hpp) counts
// inline with SAD gathers, and last_flip_generic.hpp's function compiled
// against their bit.hpp gives other counts (its diagonals' joins differ:
// checked, 3 against 6 flips at a5), so it is not theirs to time.
PEER_KERNEL(egaroucid_count_last_flip, "othello_last_flip_count", EG_NAME " count_last_flip",
            "othello-last", PEER_IS_PEER,
            count_last_flip(it->a ^ dep, static_cast<uint_fast8_t>(it->square)))
#endif
