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
// Preconditions: squares are 0..63 (Square's A1..H8). Single-square calls
// check this with an assertion in debug builds (NDEBUG unset); every
// *_batch call always checks and throws std::invalid_argument before
// writing anything.
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
// The dispatched kernel tables of the active ISA. Fetch one once and call
// through it in hot loops: one indirect call, no argument check. A table
// stays valid for the life of the process (set_isa() switches which table
// these return, it never changes one).
const AttackKernels& kernels();
const OthelloKernels& othello_kernels();
// A specific (ISA, algorithm) table, for comparisons and research; nullptr
// when the ISA is not compiled in, the CPU cannot run it, or it has no table
// for that algorithm (the scalar ISA has every algorithm).
const AttackKernels* find_kernels(Isa isa, Algorithm algorithm);

// ---------------------------------------------------------------------------
// Sliders, one square: attacks of a rook/bishop/queen on s (blockers included).
inline Bitboard rook_attacks(Square s, Bitboard occupied) {
  assert(is_valid(s) && "lanefill: square out of range 0..63");
  return kernels().rook_attacks(s, occupied);
}
inline Bitboard bishop_attacks(Square s, Bitboard occupied) {
  assert(is_valid(s) && "lanefill: square out of range 0..63");
  return kernels().bishop_attacks(s, occupied);
}
inline Bitboard queen_attacks(Square s, Bitboard occupied) {
  assert(is_valid(s) && "lanefill: square out of range 0..63");
  return kernels().queen_attacks(s, occupied);
}

// Sliders, set-wise: orthogonal sliders (rooks, queens) move east, sout,
// west and nort; diagonal sliders (bishops, queens) noEa, soEa, soWe and noWe.
// Per direction in dir8 order: the attacks (blockers included).
inline std::array<Bitboard, 8> ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  std::array<Bitboard, 8> out;
  kernels().ray_attacks(orth, diag, occupied, out.data());
  return out;
}
// Per direction: the occluded fill, the sliders plus the empty squares they
// reach (blockers excluded).
inline std::array<Bitboard, 8> occluded_fills(Bitboard orth, Bitboard diag, Bitboard occupied) {
  std::array<Bitboard, 8> out;
  kernels().occluded_fills(orth, diag, occupied, out.data());
  return out;
}
// The union of ray_attacks: every square some slider attacks.
inline Bitboard slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  return kernels().slider_attacks(orth, diag, occupied);
}

// Threat inputs (lanefill/types.h has the fields; arrays in dir8 order,
// direction d ^ 4 opposite to d): the eight rays of s and their first
// blockers; the sliders (orth: rooks and queens, diag: bishops and queens,
// of both sides) attacking s and the piece each attacks through s when it is
// empty, from one 8-direction computation.
inline SquareRays square_rays(Square s, Bitboard occupied) {
  assert(is_valid(s) && "lanefill: square out of range 0..63");
  SquareRays out;
  kernels().square_rays(s, occupied, &out);
  return out;
}
inline SliderThreats slider_threats(Square s, Bitboard occupied, Bitboard orth, Bitboard diag) {
  assert(is_valid(s) && "lanefill: square out of range 0..63");
  SliderThreats out;
  kernels().slider_threats(s, occupied, orth, diag, &out);
  return out;
}
// Every square a side of colour c attacks: one set-wise fill of its sliders
// and the shifts of the rest.
inline Bitboard attack_map(Color c, const Pieces& side, Bitboard occupied) {
  return pawn_attack_set(c, side.pawns) | knight_attack_set(side.knights) |
         king_attack_set(side.kings) |
         slider_attacks(side.rooks | side.queens, side.bishops | side.queens, occupied);
}

// Knights, kings, pawns, lines, pins and checks: constexpr, lanefill/attacks.hpp.

// ---------------------------------------------------------------------------
// Othello (lanefill/othello.hpp has the constexpr reference, othello::moves
// and othello::flips): every square `player` may play, and the opponent discs
// a move on `square` flips (0 if the square is occupied or the move illegal).
// player & opponent must be 0.
inline Bitboard othello_moves(Bitboard player, Bitboard opponent) {
  assert((player & opponent) == 0 && "lanefill: player and opponent overlap");
  return othello_kernels().moves(player, opponent);
}
inline Bitboard othello_flips(Square square, Bitboard player, Bitboard opponent) {
  assert(is_valid(square) && "lanefill: square out of range 0..63");
  assert((player & opponent) == 0 && "lanefill: player and opponent overlap");
  return othello_kernels().flips(square, player, opponent);
}

// ---------------------------------------------------------------------------
// Batches: out[i] = the single call on element i, for i < n. Always checked:
// std::invalid_argument, before anything is written, for a null pointer
// while n > 0, a square outside 0..63 or overlapping Othello discs. The
// first argument may name a table (find_kernels()); without it the active
// ISA's runs.
void queen_attacks_batch(const std::uint8_t* squares, const Bitboard* occupied, Bitboard* out,
                         std::size_t n);
void slider_attacks_batch(const Bitboard* orth, const Bitboard* diag, const Bitboard* occupied,
                          Bitboard* out, std::size_t n);
void othello_moves_batch(const Bitboard* player, const Bitboard* opponent, Bitboard* out,
                         std::size_t n);
void queen_attacks_batch(const AttackKernels& k, const std::uint8_t* squares,
                         const Bitboard* occupied, Bitboard* out, std::size_t n);
void slider_attacks_batch(const AttackKernels& k, const Bitboard* orth, const Bitboard* diag,
                          const Bitboard* occupied, Bitboard* out, std::size_t n);

#if __cplusplus >= 202002L
// C++20: the batches over spans, whose sizes must match (else
// std::invalid_argument naming them).
void queen_attacks_batch(std::span<const std::uint8_t> squares, std::span<const Bitboard> occupied,
                         std::span<Bitboard> out);
void slider_attacks_batch(std::span<const Bitboard> orth, std::span<const Bitboard> diag,
                          std::span<const Bitboard> occupied, std::span<Bitboard> out);
void othello_moves_batch(std::span<const Bitboard> player, std::span<const Bitboard> opponent,
                         std::span<Bitboard> out);
void queen_attacks_batch(const AttackKernels& k, std::span<const std::uint8_t> squares,
                         std::span<const Bitboard> occupied, std::span<Bitboard> out);
void slider_attacks_batch(const AttackKernels& k, std::span<const Bitboard> orth,
                          std::span<const Bitboard> diag, std::span<const Bitboard> occupied,
                          std::span<Bitboard> out);
#endif

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
