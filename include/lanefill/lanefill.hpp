// lanefill/lanefill.hpp — the C++ API. Include this one header.
//
//   #include <lanefill/lanefill.hpp>
//   lanefill::Bitboard a = lanefill::queen_attacks(lanefill::E4, occupied);
//
// docs/api.md has the whole surface on one page. Calls go to the best
// implementation this CPU runs, chosen on first use (thread-safe, no
// initialisation call). What else exists, and is not included here:
//   lanefill/native.hpp     the inline path, for a binary built for one ISA
//   lanefill/reference.hpp  the constexpr reference of every algorithm
//                           (namespace lanefill::reference)
//   lanefill/dispatch.hpp   introspection: implementations, the dispatch
//                           plan, CPU features (the CLI and benchmarks use it)
//
// Preconditions: squares are 0..63 (Square's A1..H8), Othello discs of the
// two sides disjoint. Single calls check them with an assertion in debug
// builds (NDEBUG unset); every *_batch call always checks and throws
// std::invalid_argument before writing anything.
#pragma once

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>
#if __cplusplus >= 202002L
#include <span>
#endif

#include "lanefill/attacks.hpp"
#include "lanefill/bitboard.hpp"
#include "lanefill/kernels.hpp"
#include "lanefill/othello.hpp"
#include "lanefill/version.hpp"

namespace lanefill {

// ---------------------------------------------------------------------------
// The dispatched kernel table of the active ISA: one function pointer per
// entry of lanefill/entries.def. Fetch it once and call through it in hot
// loops: one indirect call, no argument check. A table stays valid for the
// life of the process (set_isa() switches which table this returns, it
// never changes one).
const Kernels& kernels();
// A research table of one (ISA, algorithm) pair, for comparisons; nullptr
// when the ISA is not compiled in, the CPU cannot run it, or it has no table
// for that algorithm (the scalar ISA has every algorithm).
const Kernels* find_kernels(Isa isa, Algorithm algorithm);

// ---------------------------------------------------------------------------
// The calls: lanefill::<name> for every entry of lanefill/entries.def (the
// list says what each computes), its arguments by the entry's shape, each
// defined or declared with its comment in lanefill/calls.hpp:
//   Bitboard rook_attacks(Square square, Bitboard occupied);
//   std::array<Bitboard, 8> ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied);
//   SliderThreats slider_threats(Square square, Bitboard occupied, Bitboard orth, Bitboard diag);
//   Bitboard othello_flips(Square square, Bitboard player, Bitboard opponent);
//   int othello_last_flip_count(Square square, Bitboard player);
//   void queen_attacks_batch([const Kernels& k,] const std::uint8_t* squares,
//                            const Bitboard* occupied, Bitboard* out, std::size_t n);
// Orthogonal sliders (rooks, queens) feed east, sout, west and nort, diagonal
// ones (bishops, queens) noEa, soEa, soWe and noWe; eight results are in
// dir8 order. Batches: out[i] = the single call on element i, for i < n;
// always checked: std::invalid_argument, before anything is written, for a
// null pointer while n > 0, a square outside 0..63 or overlapping Othello
// discs. A first argument may name a table (find_kernels()); without it the
// active ISA's runs. C++20 adds overloads over spans, whose sizes must match.
}  // namespace lanefill

#include "lanefill/calls.hpp"

namespace lanefill {

// Every square a side of colour c attacks: one set-wise fill of its sliders
// and the shifts of the rest.
inline Bitboard attack_map(Color c, const Pieces& side, Bitboard occupied) {
  return pawn_attack_set(c, side.pawns) | knight_attack_set(side.knights) |
         king_attack_set(side.kings) |
         slider_attacks(side.rooks | side.queens, side.bishops | side.queens, occupied);
}
// Knights, kings, pawns, lines, pins and checks: constexpr, lanefill/attacks.hpp.
// Othello's constexpr reference: lanefill/othello.hpp.

// ---------------------------------------------------------------------------
// Which ISA runs. The choice is made on first use from the CPU and the
// LANEFILL_ISA environment variable (scalar|sse2|avx2|avx512|avx512icl|neon,
// any case; a value that cannot be honoured is ignored, and active_reason()
// says why). Every function here may be called from any thread at any time;
// a switch affects calls that start after it.
Isa active_isa();
// Why the active ISA was chosen, one line (e.g. "best ISA compiled in and
// supported by this CPU").
std::string active_reason();

enum class SetIsaResult { ok, unknown_name, not_compiled, not_supported };
std::string_view describe(SetIsaResult r);
// Forces an ISA for the whole process. On failure nothing changes.
SetIsaResult set_isa(Isa isa);
SetIsaResult set_isa(std::string_view name);
// Back to the automatic choice (LANEFILL_ISA is read again).
void reset_isa();

// Compiled into this library / also runnable on this CPU.
bool is_compiled(Isa isa);
bool is_supported(Isa isa);
// The ISAs compiled in / also runnable here, in registry order.
std::vector<Isa> compiled_isas();
std::vector<Isa> supported_isas();

}  // namespace lanefill
