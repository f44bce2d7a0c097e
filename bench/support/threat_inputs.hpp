// bench/threat_inputs.hpp — the threat-update workload's inputs: the squares
// whose piece a move changes, in the moves of real games, on the board where
// that piece stands, as an engine's threat update asks about them.
//
// The games are bench/data/games.txt (Stockfish self-play, bench/data/
// make_games.py), compiled in. Every move gives one item per square whose
// piece changes: the from-square on the board before the move, the to-square
// after it, a captured piece's square before it, both squares of a castling
// rook (the update calls of an engine that keeps threat inputs, Stockfish
// 18's do_move among them). Each position also counts mirrored left to right,
// top to bottom and both (the same piece patterns), four times the items.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "lanefill/kernels.hpp"

namespace lanefill_bench {

using lanefill::Bitboard;

struct ThreatItem {
  std::uint8_t square;
  Bitboard occupied;
  Bitboard orth, diag;  // rooks and queens, bishops and queens, of both sides
};

// The items of every game, in game order, then the mirrored copies.
const std::vector<ThreatItem>& threat_items();
// The games' text (one game a line, UCI moves from the start position).
std::string_view games_text();
// The items of `games` (the same format), for tests of the replay; throws
// std::invalid_argument naming the game and ply of a move that is not legal
// in form (no piece on its from-square, a square outside a1..h8).
std::vector<ThreatItem> threat_items_of(std::string_view games);

// What one item of the workload answers, folded into one word so that every
// method's answer compares: the rook and the bishop attacks of the square,
// and per slider that attacks it the pair (slider, discovered piece), the
// pairs XORed (their order does not matter; a slider with nothing behind the
// square pairs with 0).
constexpr Bitboard threat_pair(Bitboard slider, Bitboard discovered) {
  return slider ^ std::rotl(discovered, 17);
}
constexpr Bitboard threat_attacks(Bitboard rook, Bitboard bishop) {
  return std::rotl(rook, 3) ^ std::rotl(bishop, 5);
}
// The digest of a library answer.
inline Bitboard threat_digest(const lanefill::SliderThreats& t) {
  Bitboard digest = threat_attacks(t.orth_attacks, t.diag_attacks);
  for (unsigned dirs = t.directions; dirs != 0; dirs &= dirs - 1) {
    const int d = std::countr_zero(dirs);
    digest ^= threat_pair(t.slider[d], t.discovered[d]);
  }
  return digest;
}

}  // namespace lanefill_bench
