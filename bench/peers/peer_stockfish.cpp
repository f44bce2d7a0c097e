// bench/peers/peer_stockfish.cpp — Stockfish's slider attacks in the peer
// table: its own src/attacks.h (attacks_bb<ROOK|BISHOP|QUEEN> and
// both_attacks_bb, inlined here as in its move generator) over its
// src/attacks.cpp and bitboard.cpp, all compiled with the CXXFLAGS its
// Makefile gives the ARCH (peers.sh asks the Makefile for them). Under the
// AVX2 ARCHs that is its dual hyperbola quintessence (DualMagic, one ymm for
// the file and both diagonals, a 512-byte table for the rank); under the
// others, fancy magic bitboards.
#include "attacks.h"
#include "peer_harness.h"

#ifndef PEER_STOCKFISH_ARCH
#error "peers.sh defines PEER_STOCKFISH_ARCH (the Makefile's ARCH)"
#endif
#define SF_NAME "stockfish " PEER_STOCKFISH_ARCH

namespace {

using Stockfish::Bitboard;
using Stockfish::Square;

inline Bitboard sf_rook(unsigned square, Bitboard occupied) {
  return Stockfish::Attacks::attacks_bb<Stockfish::ROOK>(Square(square), occupied);
}
inline Bitboard sf_bishop(unsigned square, Bitboard occupied) {
  return Stockfish::Attacks::attacks_bb<Stockfish::BISHOP>(Square(square), occupied);
}
inline Bitboard sf_queen(unsigned square, Bitboard occupied) {
  return Stockfish::Attacks::attacks_bb<Stockfish::QUEEN>(Square(square), occupied);
}
inline Bitboard sf_both(unsigned square, Bitboard occupied) {
  const auto [bishop, rook] = Stockfish::Attacks::both_attacks_bb(Square(square), occupied);
  return peer_pair(rook, bishop);
}

void sf_init() { Stockfish::Attacks::init(); }
__attribute__((constructor)) void sf_register_init() { peer_register_init(sf_init); }

}  // namespace

PEER_KERNEL(stockfish_rook, "rook_attacks", SF_NAME, "chess", PEER_IS_PEER,
            sf_rook(it->square, it->a ^ dep))
PEER_KERNEL(stockfish_bishop, "bishop_attacks", SF_NAME, "chess", PEER_IS_PEER,
            sf_bishop(it->square, it->a ^ dep))
PEER_KERNEL(stockfish_queen, "queen_attacks", SF_NAME, "chess", PEER_IS_PEER,
            sf_queen(it->square, it->a ^ dep))
PEER_KERNEL(stockfish_both, "rook_and_bishop_attacks", SF_NAME, "chess", PEER_IS_PEER,
            sf_both(it->square, it->a ^ dep))
