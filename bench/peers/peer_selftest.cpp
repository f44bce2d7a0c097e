// bench/peers/peer_selftest.cpp — the harness's own check (tests/peers): the
// ray-walk oracle (bench/support/oracle.hpp) registered as a peer of every
// kernel, which must come out equal to lanefill's, and one wrong peer (the
// rook's attacks without its last square north) that the check must catch.
#include "oracle.hpp"
#include "peer_harness.h"

namespace {

std::uint64_t oracle_pair(unsigned square, std::uint64_t occupied) {
  return peer_pair(oracle::rook_attacks(static_cast<int>(square), occupied),
                   oracle::bishop_attacks(static_cast<int>(square), occupied));
}
// Wrong on purpose: drops the highest attacked square of the file above.
std::uint64_t wrong_rook(unsigned square, std::uint64_t occupied) {
  const std::uint64_t attacks = oracle::rook_attacks(static_cast<int>(square), occupied);
  const std::uint64_t north = attacks & (0x0101010101010101ULL << square) & ~(1ULL << square);
  return north ? attacks & ~(1ULL << (63 - __builtin_clzll(north))) : attacks;
}

}  // namespace

#define SQ static_cast<int>(it->square)
PEER_KERNEL(oracle_rook, "rook_attacks", "oracle", "chess", PEER_IS_PEER,
            oracle::rook_attacks(SQ, it->a ^ dep))
PEER_KERNEL(wrong_rook, "rook_attacks", "wrong", "chess", PEER_IS_PEER,
            wrong_rook(it->square, it->a ^ dep))
PEER_KERNEL(oracle_bishop, "bishop_attacks", "oracle", "chess", PEER_IS_PEER,
            oracle::bishop_attacks(SQ, it->a ^ dep))
PEER_KERNEL(oracle_queen, "queen_attacks", "oracle", "chess", PEER_IS_PEER,
            oracle::queen_attacks(SQ, it->a ^ dep))
PEER_KERNEL(oracle_both, "rook_and_bishop_attacks", "oracle", "chess", PEER_IS_PEER,
            oracle_pair(it->square, it->a ^ dep))
PEER_KERNEL(oracle_moves, "othello_moves", "oracle", "othello-positions", PEER_IS_PEER,
            oracle::othello_moves(it->a ^ dep, it->b))
PEER_KERNEL(oracle_flips, "othello_flips", "oracle", "othello-moves", PEER_IS_PEER,
            oracle::othello_flips(SQ, it->a ^ dep, it->b))
PEER_KERNEL(oracle_last, "othello_last_flip_count", "oracle", "othello-last", PEER_IS_PEER,
            oracle::othello_last_flip_count(SQ, it->a ^ dep))
PEER_KERNEL(oracle_stable, "othello_stable_discs", "oracle", "othello-positions", PEER_IS_PEER,
            oracle::othello_stable_discs(it->a ^ dep, it->b))
PEER_KERNEL(oracle_potential, "othello_potential_moves", "oracle", "othello-positions",
            PEER_IS_PEER, oracle::othello_potential_moves(it->a ^ dep, it->b))
