// lib/othello.cpp — the dispatched Othello calls and their C API.
//
// What runs is the Othello column of the active ISA's plan row (lib/plan.cpp,
// PlanRow::othello): whose OthelloKernels serve the single-board calls and
// whose the batch. The composed table of each ISA is built once.
#include "lanefill/othello.hpp"

#include <array>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include "implementations.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.h"

namespace lanefill {

namespace {

const OthelloKernels& kernels_of(Isa isa) {
  const Implementation* impl = detail::compiled_implementation(isa);
  if (impl == nullptr) std::abort();  // the plan names an ISA not compiled in: a build defect
  return *impl->othello;
}

// The dispatched Othello table of one ISA, from its plan row.
OthelloKernels compose(Isa isa) {
  const OthelloChoice c = plan_row(isa).othello;
  return {.isa = isa,
          .moves = kernels_of(c.moves).moves,
          .flips = kernels_of(c.flips).flips,
          .moves_batch = kernels_of(c.batch).moves_batch};
}

}  // namespace

const OthelloKernels& othello_kernels() {
  // Built once (thread-safe static initialisation) and never written again.
  static const std::array<OthelloKernels, slot(kIsaCount)> tables = [] {
    std::array<OthelloKernels, slot(kIsaCount)> t{};
    for (Isa i : kAllIsas)
      if (is_compiled(i)) t[slot(static_cast<int>(i))] = compose(i);
    return t;
  }();
  return tables[slot(static_cast<int>(kernels().isa))];
}

Bitboard othello_moves(Bitboard player, Bitboard opponent) {
  return othello_kernels().moves(player, opponent);
}

Bitboard othello_flips(Square square, Bitboard player, Bitboard opponent) {
  return othello_kernels().flips(square, player, opponent);
}

void othello_moves_batch(const Bitboard* player, const Bitboard* opponent, Bitboard* out,
                         std::size_t n) {
  if (n > 0 && (player == nullptr || opponent == nullptr || out == nullptr))
    throw std::invalid_argument("lanefill::othello_moves_batch: null pointer");
  for (std::size_t i = 0; i < n; ++i)
    if (player[i] & opponent[i])
      throw std::invalid_argument("lanefill::othello_moves_batch: player[" + std::to_string(i) +
                                  "] and opponent[" + std::to_string(i) + "] overlap");
  if (n > 0) othello_kernels().moves_batch(player, opponent, out, n);
}

}  // namespace lanefill

extern "C" {

uint64_t lanefill_othello_moves(uint64_t player, uint64_t opponent) {
  if (player & opponent) {
    lanefill_detail_set_error("lanefill_othello_moves: player and opponent overlap");
    return 0;
  }
  return lanefill::othello_moves(player, opponent);
}

uint64_t lanefill_othello_flips(int square, uint64_t player, uint64_t opponent) {
  if (static_cast<unsigned>(square) >= 64u) {
    lanefill_detail_set_error(
        ("lanefill_othello_flips: square " + std::to_string(square) + " is outside 0..63").c_str());
    return 0;
  }
  if (player & opponent) {
    lanefill_detail_set_error("lanefill_othello_flips: player and opponent overlap");
    return 0;
  }
  return lanefill::othello_flips(static_cast<lanefill::Square>(square), player, opponent);
}

int lanefill_othello_moves_batch(const uint64_t* player, const uint64_t* opponent, uint64_t* out,
                                 size_t n) {
  if (n == 0) return 0;
  if (player == nullptr || opponent == nullptr || out == nullptr) {
    lanefill_detail_set_error("lanefill_othello_moves_batch: NULL pointer with n > 0");
    return -1;
  }
  for (size_t i = 0; i < n; ++i)
    if (player[i] & opponent[i]) {
      lanefill_detail_set_error(("lanefill_othello_moves_batch: player[" + std::to_string(i) +
                                 "] and opponent[" + std::to_string(i) + "] overlap")
                                    .c_str());
      return -2;
    }
  lanefill::othello_moves_batch(player, opponent, out, n);
  return 0;
}

}  // extern "C"
