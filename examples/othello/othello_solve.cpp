// examples/othello/othello_solve.cpp — the exact solver's root: the root
// moves in parallel, each position below searched by solve_search.hpp, on
// the inline kernels of the active ISA's target or on the dispatched table.
#include "othello_solve.hpp"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <vector>

#include "lanefill/lanefill.hpp"
#include "solve_native.hpp"
#include "solve_search.hpp"
#include "targets.hpp"
#include "tasks.hpp"

namespace lanefill::othello_example {
namespace {

// The dispatched kernel table as solve_search.hpp's policy.
struct TableKernels {
  const Kernels& k;
  std::uint64_t moves(std::uint64_t p, std::uint64_t o) const { return k.othello_moves(p, o); }
  std::uint64_t flips(int square, std::uint64_t p, std::uint64_t o) const {
    return k.othello_flips(square, p, o);
  }
  int last_flip_count(int square, std::uint64_t p) const {
    return k.othello_last_flip_count(square, p);
  }
  std::uint64_t stable_discs(std::uint64_t p, std::uint64_t o) const {
    return k.othello_stable_discs(p, o);
  }
  std::uint64_t potential_moves(std::uint64_t p, std::uint64_t o) const {
    return k.othello_potential_moves(p, o);
  }
};

using SearchFn = int (*)(std::uint64_t, std::uint64_t, int, int, SolveTableView, std::uint64_t*);

int dispatched_search(std::uint64_t player, std::uint64_t opponent, int alpha, int beta,
                      SolveTableView table, std::uint64_t* nodes) {
  SolveSearch<TableKernels> search(TableKernels{kernels()}, table);
  const int score = search.search(player, opponent, alpha, beta);
  *nodes += search.nodes();
  return score;
}

examples::TargetEntry<SearchFn> inline_search() {
  return examples::entry_for_active_isa<SearchFn>(&lanefill_universal_address_lanefill_othello,
                                                  "lanefill_othello_native_solve");
}

struct RootMove {
  int square;
  std::uint64_t player, opponent;  // the position after it, the opponent to move
  int replies;
};

// The root's moves, fewest replies first (the first is searched alone).
std::vector<RootMove> root_moves(std::uint64_t player, std::uint64_t opponent) {
  std::vector<RootMove> list;
  for (Bitboard moves = othello_moves(player, opponent); moves;) {
    const Square sq = pop_lsb(moves);
    const Bitboard f = othello_flips(sq, player, opponent);
    const Bitboard p = opponent & ~f, o = player | f | square_bb(sq);
    list.push_back({static_cast<int>(sq), p, o, othello_mobility(p, o)});
  }
  std::stable_sort(list.begin(), list.end(),
                   [](const RootMove& a, const RootMove& b) { return a.replies < b.replies; });
  return list;
}

}  // namespace

SolveResult solve(const Position& pos, const SolveOptions& options) {
  if (options.threads < 1 || options.threads > examples::kMaxThreads)
    throw std::invalid_argument("threads must be 1.." + std::to_string(examples::kMaxThreads));
  if (options.table_mib < 1) throw std::invalid_argument("the table needs at least 1 MiB");
  if (pos.player & pos.opponent) throw std::invalid_argument("player and opponent discs overlap");
  std::size_t slots = 1;
  while (slots * 2 * sizeof(SolveSlot) <= options.table_mib << 20) slots *= 2;
  const std::unique_ptr<SolveSlot[]> storage(new SolveSlot[slots]);
  const SolveTableView table{storage.get(), slots - 1};
  const SearchFn search =
      options.kernels == SolveKernels::dispatched ? &dispatched_search : inline_search().entry;

  SolveResult result;
  std::uint64_t player = pos.player, opponent = pos.opponent;
  std::vector<RootMove> moves = root_moves(player, opponent);
  if (moves.empty()) {  // a pass, or the end
    result.game_over = othello_moves(opponent, player) == 0;
    result.score = -search(opponent, player, -kSolveScoreMax, kSolveScoreMax, table, &result.nodes);
    return result;
  }
  // The first move with the full window, the others against the best so far.
  std::uint64_t nodes = 0;
  int best =
      -search(moves[0].player, moves[0].opponent, -kSolveScoreMax, kSolveScoreMax, table, &nodes);
  int best_move = moves[0].square;
  std::mutex lock;
  std::atomic<std::uint64_t> total{nodes};
  examples::run_tasks(moves.size() - 1, options.threads, [&](std::size_t i) {
    const RootMove& m = moves[i + 1];
    std::uint64_t n = 0;
    int floor;
    {
      const std::lock_guard<std::mutex> guard(lock);
      floor = best;
    }
    // Null window: better than the best so far? Then its exact score.
    int score = -search(m.player, m.opponent, -floor - 1, -floor, table, &n);
    if (score > floor)
      score = -search(m.player, m.opponent, -kSolveScoreMax, -score + 1, table, &n);
    total += n;
    const std::lock_guard<std::mutex> guard(lock);
    if (score > best) {
      best = score;
      best_move = m.square;
    }
  });
  result.score = best;
  result.best_move = best_move;
  result.nodes = total;
  return result;
}

std::string solve_inline_target() { return inline_search().target; }

ObfLine parse_obf_line(std::string_view line) {
  while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back())))
    line.remove_suffix(1);
  ObfLine out;
  const std::size_t semi = line.find(';');
  out.position = parse_position(line.substr(0, semi));
  if (semi == std::string_view::npos) return out;
  std::string_view rest = line.substr(semi + 1);
  while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
  const std::size_t end = rest.find(';');
  const std::string_view pair = rest.substr(0, end);
  if (pair.empty()) return out;
  const std::size_t colon = pair.find(':');
  if (colon == std::string_view::npos)
    throw PositionError("expected MOVE:SCORE after the position, got '" + std::string(pair) + "'");
  out.best_move = std::string(pair.substr(0, colon));
  const std::string score(pair.substr(colon + 1));
  std::size_t used = 0;
  int value = 0;
  try {
    value = std::stoi(score, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != score.size() || value < -64 || value > 64)
    throw PositionError("bad score '" + score + "' (expected -64..+64)");
  out.score = value;
  return out;
}

}  // namespace lanefill::othello_example
