// examples/chess/perft.cpp — perft on the generator of movegen.hpp: the
// inline-kernel entry points (perft_native.cpp) or a kernel table, the root
// split into subtrees for threads, divide, and the position checks.
#include "perft.hpp"

#include <cstddef>
#include <map>
#include <mutex>
#include <string>
#include <string_view>

#include "lanefill/dispatch.hpp"
#include "legality.hpp"
#include "movegen.hpp"
#include "perft_native.hpp"
#include "targets.hpp"
#include "tasks.hpp"

namespace lanefill::chess {
namespace {

// Slider attacks through a kernel table's function pointers.
struct TableSliders {
  const Kernels& k;
  U64 rook(int square, U64 occupied) const { return k.rook_attacks(square, occupied); }
  U64 bishop(int square, U64 occupied) const { return k.bishop_attacks(square, occupied); }
  U64 queen(int square, U64 occupied) const { return k.queen_attacks(square, occupied); }
  U64 map(U64 orth, U64 diag, U64 occupied) const { return k.slider_attacks(orth, diag, occupied); }
  U64 piece_move_count(U64 knights, U64 orth, U64 diag, U64 occupied, U64 targets) const {
    U64 rays[8];
    k.ray_attacks(orth, diag, occupied, rays);
    U64 moves = knight_move_count(knights, targets);
    for (const U64 ray : rays) moves += static_cast<U64>(count(ray & targets));
    return moves;
  }
};

void toggle(Board& b, int side, int type, U64 squares) {
  b.by_side[side] ^= squares;
  b.by_type[type] ^= squares;
}
U64 pieces(const Board& b, int side, int type) { return b.by_side[side] & b.by_type[type]; }

}  // namespace

Board board_from(const Position& pos) {
  Board b;
  constexpr std::string_view kLetters = "pnbrqk";
  for (int sq = 0; sq < 64; ++sq) {
    const char p = pos.board[static_cast<std::size_t>(sq)];
    if (p == '\0') continue;
    const int type = static_cast<int>(kLetters.find(static_cast<char>(p | 0x20)));
    toggle(b, color_of(p) == Color::white ? kWhite : kBlack, type, bit(sq));
  }
  b.side = pos.side_to_move == Color::white ? kWhite : kBlack;
  b.castling = (pos.castle_white_king ? kWhiteKingSide : 0) |
               (pos.castle_white_queen ? kWhiteQueenSide : 0) |
               (pos.castle_black_king ? kBlackKingSide : 0) |
               (pos.castle_black_queen ? kBlackQueenSide : 0);
  b.en_passant = pos.en_passant == kNoSquare ? kNoEnPassant : static_cast<int>(pos.en_passant);
  return b;
}

namespace {

std::string uci(const RootMove& m) {
  std::string s = square_name(static_cast<Square>(m.from)).data();
  s += square_name(static_cast<Square>(m.to)).data();
  if (m.promotion != 0) s += "pnbrqk"[m.promotion];
  return s;
}

using LeavesFn = std::uint64_t (*)(const Board*, int);

// The inline entry point of the active ISA.
examples::TargetEntry<LeavesFn> inline_leaves() {
  return examples::entry_for_active_isa<LeavesFn>(&lanefill_universal_address_lanefill_chess,
                                                  "lanefill_chess_native_leaves");
}

// The table the root moves are generated with, and the leaves below them.
struct Counter {
  const Kernels& table;
  LeavesFn native;
  U64 leaves(const Board& b, int depth) const {
    if (depth <= 0) return 1;
    return native != nullptr ? native(&b, depth) : count_leaves(TableSliders{table}, b, depth);
  }
};

Counter counter(Sliders sliders) {
  if (sliders.table) return {*sliders.table, nullptr};
  return {kernels(), inline_leaves().entry};
}

// A subtree to count: the board, the plies left, and the root move above it.
struct Subtree {
  Board board;
  int depth;
  std::size_t root;
};

// The root moves of b and the subtrees below them: one per root move, or
// (`split_twice`, depth >= 3) one per root move and reply.
std::vector<Subtree> split(const TableSliders& sliders, const Board& b, int depth, bool split_twice,
                           std::vector<RootMove>& roots) {
  std::vector<Subtree> parts;
  for_each_legal_move(sliders, b, [&](const Board& child, RootMove m) {
    const std::size_t root = roots.size();
    roots.push_back(m);
    if (!split_twice || depth < 3) {
      parts.push_back({child, depth - 1, root});
      return;
    }
    for_each_legal_move(sliders, child, [&](const Board& grandchild, RootMove) {
      parts.push_back({grandchild, depth - 2, root});
    });
  });
  return parts;
}

}  // namespace

std::string inline_target() { return inline_leaves().target; }

Position position_from(const Board& b) {
  Position pos;
  constexpr std::string_view kLetters = "pnbrqk";
  for (int side = kWhite; side <= kBlack; ++side)
    for (int type = kPawn; type < kPieceTypeCount; ++type)
      for (U64 p = pieces(b, side, type); p; p &= p - 1) {
        const char letter = kLetters[static_cast<std::size_t>(type)];
        pos.board[static_cast<std::size_t>(__builtin_ctzll(p))] =
            side == kWhite ? static_cast<char>(letter - 'a' + 'A') : letter;
      }
  pos.side_to_move = b.side == kWhite ? Color::white : Color::black;
  pos.castle_white_king = (b.castling & kWhiteKingSide) != 0;
  pos.castle_white_queen = (b.castling & kWhiteQueenSide) != 0;
  pos.castle_black_king = (b.castling & kBlackKingSide) != 0;
  pos.castle_black_queen = (b.castling & kBlackQueenSide) != 0;
  pos.en_passant = b.en_passant == kNoEnPassant ? kNoSquare : static_cast<Square>(b.en_passant);
  return pos;
}

std::vector<std::pair<std::string, std::uint64_t>> perft_split(const Position& pos, int plies) {
  const TableSliders sliders{kernels()};
  std::map<std::string, std::pair<Board, std::uint64_t>> level;
  level.emplace(to_fen(position_from(board_from(pos))), std::pair{board_from(pos), 1});
  for (int ply = 0; ply < plies; ++ply) {
    std::map<std::string, std::pair<Board, std::uint64_t>> next;
    for (const auto& [fen, entry] : level) {
      const std::uint64_t count = entry.second;
      for_each_legal_move(sliders, entry.first, [&](const Board& child, RootMove) {
        auto [it, fresh] = next.try_emplace(to_fen(position_from(child)), child, 0);
        it->second.second += count;
      });
    }
    level.swap(next);
  }
  std::vector<std::pair<std::string, std::uint64_t>> result;
  result.reserve(level.size());
  for (const auto& [fen, entry] : level) result.emplace_back(fen, entry.second);
  return result;
}

std::string perft_problem(const Position& pos) { return board_problem(board_from(pos)); }

std::string board_problem(const Board& b) {
  const BoardCheck check = check_board(b);
  const std::string side = check.side == kWhite ? "white" : "black";
  switch (check.problem) {
    case BoardProblem::none: return {};
    case BoardProblem::king_count: return "the move generator needs exactly one " + side + " king";
    case BoardProblem::pawn_back_rank: return "the move generator needs no pawns on rank 1 or 8";
    case BoardProblem::piece_count: return "illegal position: " + side + " has more than 16 pieces";
    case BoardProblem::pawn_count: return "illegal position: " + side + " has more than 8 pawns";
    case BoardProblem::en_passant:
      return std::string("illegal position: en passant square ") +
             square_name(static_cast<Square>(b.en_passant)).data() +
             " but no pawn can just have moved past it";
    case BoardProblem::opponent_checked:
      return "the side not to move is in check (its king could be captured)";
  }
  return "unknown problem";
}

std::uint64_t perft(const Position& pos, int depth, Sliders sliders, unsigned threads) {
  if (depth <= 0) return 1;
  if (threads <= 1) return counter(sliders).leaves(board_from(pos), depth);
  std::uint64_t nodes = 0;
  for (const auto& entry : perft_divide(pos, depth, sliders, {}, threads)) nodes += entry.second;
  return nodes;
}

std::vector<std::pair<std::string, std::uint64_t>> perft_divide(
    const Position& pos, int depth, Sliders sliders,
    const std::function<void(std::size_t, std::size_t)>& progress, unsigned threads) {
  const Counter c = counter(sliders);
  std::vector<RootMove> roots;
  const std::vector<Subtree> parts =
      split(TableSliders{c.table}, board_from(pos), depth, threads > 1, roots);
  std::vector<std::uint64_t> leaves(parts.size());
  std::mutex report;
  std::size_t done = 0;
  examples::run_tasks(parts.size(), threads, [&](std::size_t i) {
    leaves[i] = c.leaves(parts[i].board, parts[i].depth);
    if (!progress) return;
    const std::lock_guard<std::mutex> lock(report);
    progress(++done, parts.size());
  });
  std::vector<std::pair<std::string, std::uint64_t>> result;
  for (const RootMove& m : roots) result.emplace_back(uci(m), 0);
  for (std::size_t i = 0; i < parts.size(); ++i) result[parts[i].root].second += leaves[i];
  return result;
}

}  // namespace lanefill::chess
