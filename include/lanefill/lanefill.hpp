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
// list says what each computes), its arguments by the entry's shape, e.g.
//   Bitboard rook_attacks(Square square, Bitboard occupied);           square_attacks
//   std::array<Bitboard, 8> ray_attacks(Bitboard orth, Bitboard diag,  set_rays
//                                       Bitboard occupied);
//   Bitboard slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied);  set_union
//   SquareRays square_rays(Square square, Bitboard occupied);
//   SliderThreats slider_threats(Square square, Bitboard occupied, Bitboard orth, Bitboard diag);
//   Bitboard othello_moves(Bitboard player, Bitboard opponent);        discs
//   Bitboard othello_flips(Square square, Bitboard player, Bitboard opponent);  discs_square
//   int othello_mobility(Bitboard player, Bitboard opponent);          discs_count
//   int othello_last_flip_count(Square square, Bitboard player);       last_move
//   std::array<Bitboard, 4> othello_full_lines(Bitboard occupied);     occupied_lines
// Orthogonal sliders (rooks, queens) feed east, sout, west and nort, diagonal
// ones (bishops, queens) noEa, soEa, soWe and noWe; eight results are in
// dir8 order.
//
// Batches (queen_batch, set_batch, discs_batch shapes): out[i] = the single
// call on element i, for i < n. Always checked: std::invalid_argument,
// before anything is written, for a null pointer while n > 0, a square
// outside 0..63 or overlapping Othello discs. A first argument may name a
// table (find_kernels()); without it the active ISA's runs. C++20 adds
// overloads over spans, whose sizes must match.
//   void queen_attacks_batch([const Kernels& k,] const std::uint8_t* squares,
//                            const Bitboard* occupied, Bitboard* out, std::size_t n);
//   void slider_attacks_batch([const Kernels& k,] const Bitboard* orth, const Bitboard* diag,
//                             const Bitboard* occupied, Bitboard* out, std::size_t n);
//   void othello_moves_batch([const Kernels& k,] const Bitboard* player,
//                            const Bitboard* opponent, Bitboard* out, std::size_t n);
//   void othello_mobility_batch([const Kernels& k,] const Bitboard* player,
//                               const Bitboard* opponent, std::uint8_t* out, std::size_t n);
//   void othello_last_flip_count_batch([const Kernels& k,] const std::uint8_t* squares,
//                                      const Bitboard* player, std::uint8_t* out, std::size_t n);
#include "lanefill/detail/cxx_calls.hpp"
// The batches are checked, out of line (lib/api.cpp): declarations instead
// of cxx_calls.hpp's unchecked forms.
#undef LANEFILL_CXX_queen_batch
#undef LANEFILL_CXX_set_batch
#undef LANEFILL_CXX_discs_batch
#define LANEFILL_CXX_queen_batch(name, table)                                                     \
  void name(const std::uint8_t* squares, const Bitboard* occupied, Bitboard* out, std::size_t n); \
  void name(const Kernels& k, const std::uint8_t* squares, const Bitboard* occupied,              \
            Bitboard* out, std::size_t n);
#define LANEFILL_CXX_set_batch(name, table)                                                      \
  void name(const Bitboard* orth, const Bitboard* diag, const Bitboard* occupied, Bitboard* out, \
            std::size_t n);                                                                      \
  void name(const Kernels& k, const Bitboard* orth, const Bitboard* diag,                        \
            const Bitboard* occupied, Bitboard* out, std::size_t n);
#define LANEFILL_CXX_discs_batch(name, table)                                                  \
  void name(const Bitboard* player, const Bitboard* opponent, Bitboard* out, std::size_t n);   \
  void name(const Kernels& k, const Bitboard* player, const Bitboard* opponent, Bitboard* out, \
            std::size_t n);
#undef LANEFILL_CXX_discs_count_batch
#undef LANEFILL_CXX_last_move_batch
#define LANEFILL_CXX_discs_count_batch(name, table)                                                \
  void name(const Bitboard* player, const Bitboard* opponent, std::uint8_t* out, std::size_t n);   \
  void name(const Kernels& k, const Bitboard* player, const Bitboard* opponent, std::uint8_t* out, \
            std::size_t n);
#define LANEFILL_CXX_last_move_batch(name, table)                                   \
  void name(const std::uint8_t* squares, const Bitboard* player, std::uint8_t* out, \
            std::size_t n);                                                         \
  void name(const Kernels& k, const std::uint8_t* squares, const Bitboard* player,  \
            std::uint8_t* out, std::size_t n);
#define LANEFILL_ENTRY(name, shape, kind, doc) LANEFILL_CXX_##shape(name, kernels())
#include "lanefill/entries.def"
#undef LANEFILL_ENTRY
#include "lanefill/detail/cxx_calls_end.hpp"
#if __cplusplus >= 202002L
// The batches over spans of one size (C++20).
#define LANEFILL_SPANS_queen_batch(name)                                               \
  void name(std::span<const std::uint8_t> squares, std::span<const Bitboard> occupied, \
            std::span<Bitboard> out);                                                  \
  void name(const Kernels& k, std::span<const std::uint8_t> squares,                   \
            std::span<const Bitboard> occupied, std::span<Bitboard> out);
#define LANEFILL_SPANS_set_batch(name)                                                        \
  void name(std::span<const Bitboard> orth, std::span<const Bitboard> diag,                   \
            std::span<const Bitboard> occupied, std::span<Bitboard> out);                     \
  void name(const Kernels& k, std::span<const Bitboard> orth, std::span<const Bitboard> diag, \
            std::span<const Bitboard> occupied, std::span<Bitboard> out);
#define LANEFILL_SPANS_discs_batch(name)                                          \
  void name(std::span<const Bitboard> player, std::span<const Bitboard> opponent, \
            std::span<Bitboard> out);                                             \
  void name(const Kernels& k, std::span<const Bitboard> player,                   \
            std::span<const Bitboard> opponent, std::span<Bitboard> out);
#define LANEFILL_SPANS_discs_count_batch(name)                                    \
  void name(std::span<const Bitboard> player, std::span<const Bitboard> opponent, \
            std::span<std::uint8_t> out);                                         \
  void name(const Kernels& k, std::span<const Bitboard> player,                   \
            std::span<const Bitboard> opponent, std::span<std::uint8_t> out);
#define LANEFILL_SPANS_last_move_batch(name)                                         \
  void name(std::span<const std::uint8_t> squares, std::span<const Bitboard> player, \
            std::span<std::uint8_t> out);                                            \
  void name(const Kernels& k, std::span<const std::uint8_t> squares,                 \
            std::span<const Bitboard> player, std::span<std::uint8_t> out);
#define LANEFILL_SPANS_discs_count(name)
#define LANEFILL_SPANS_last_move(name)
#define LANEFILL_SPANS_occupied_lines(name)
#define LANEFILL_SPANS_square_attacks(name)
#define LANEFILL_SPANS_set_rays(name)
#define LANEFILL_SPANS_set_union(name)
#define LANEFILL_SPANS_square_rays(name)
#define LANEFILL_SPANS_slider_threats(name)
#define LANEFILL_SPANS_discs(name)
#define LANEFILL_SPANS_discs_square(name)
#define LANEFILL_ENTRY(name, shape, kind, doc) LANEFILL_SPANS_##shape(name)
#include "lanefill/entries.def"
#undef LANEFILL_ENTRY
#undef LANEFILL_SPANS_queen_batch
#undef LANEFILL_SPANS_set_batch
#undef LANEFILL_SPANS_discs_batch
#undef LANEFILL_SPANS_square_attacks
#undef LANEFILL_SPANS_set_rays
#undef LANEFILL_SPANS_set_union
#undef LANEFILL_SPANS_square_rays
#undef LANEFILL_SPANS_slider_threats
#undef LANEFILL_SPANS_discs
#undef LANEFILL_SPANS_discs_square
#undef LANEFILL_SPANS_discs_count_batch
#undef LANEFILL_SPANS_last_move_batch
#undef LANEFILL_SPANS_discs_count
#undef LANEFILL_SPANS_last_move
#undef LANEFILL_SPANS_occupied_lines
#endif

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
