// lanefill/lanefill.hpp — the C++ API. Include this one header.
//
//   #include <lanefill/lanefill.hpp>
//   lanefill::Bitboard a = lanefill::queen_attacks(lanefill::E4, occupied);
//
// Calls go to the best implementation this CPU runs (see dispatch.hpp); the
// constexpr scalar reference of every algorithm is in lanefill::scalar
// (reference.hpp). No initialisation call is needed.
//
// Preconditions: squares are 0..63. Single-square calls check this with an
// assertion in debug builds (NDEBUG unset); the batch calls below always
// check and throw std::invalid_argument.
#pragma once

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>
#if __cplusplus >= 202002L
#include <span>
#endif

#include "lanefill/attacks.hpp"
#include "lanefill/bitboard.hpp"
#include "lanefill/cpu.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/kernels.hpp"
#include "lanefill/othello.hpp"
#include "lanefill/reference.hpp"
#include "lanefill/version.hpp"

namespace lanefill {

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

// Attacks of all sliders at once, per direction (dir8 order): orthogonal
// sliders (rooks, queens) in east/sout/west/nort, diagonal sliders
// (bishops, queens) in noEa/soEa/soWe/noWe. Blockers are included.
inline std::array<Bitboard, 8> ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  std::array<Bitboard, 8> out;
  kernels().ray_attacks(orth, diag, occupied, out.data());
  return out;
}
// Occluded fills per direction: sliders plus the empty squares they reach.
inline std::array<Bitboard, 8> occluded_fills(Bitboard orth, Bitboard diag, Bitboard empty) {
  std::array<Bitboard, 8> out;
  kernels().occluded_fills(orth, diag, empty, out.data());
  return out;
}
// Union of ray_attacks: every square attacked by some slider.
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
// Every square a piece of `side` (of colour c) attacks: one set-wise fill of
// its sliders and the shifts of the rest.
inline Bitboard attack_map(Color c, const Pieces& side, Bitboard occupied) {
  return pawn_attack_set(c, side.pawns) | knight_attack_set(side.knights) |
         king_attack_set(side.kings) |
         slider_attacks(side.rooks | side.queens, side.bishops | side.queens, occupied);
}

// Batches (always checked): out[i] = queen_attacks(squares[i], occupied[i])
// for i < n. Throws std::invalid_argument, before writing anything, if a
// square is outside 0..63 or a pointer is null while n > 0.
void queen_attacks(const std::uint8_t* squares, const Bitboard* occupied, Bitboard* out,
                   std::size_t n);
// out[i] = slider_attacks(orth[i], diag[i], occupied[i]) for i < n.
void slider_attacks(const Bitboard* orth, const Bitboard* diag, const Bitboard* occupied,
                    Bitboard* out, std::size_t n);

// The same batches through an explicit kernel table (e.g. find_kernels()).
void queen_attacks(const AttackKernels& k, const std::uint8_t* squares, const Bitboard* occupied,
                   Bitboard* out, std::size_t n);
void slider_attacks(const AttackKernels& k, const Bitboard* orth, const Bitboard* diag,
                    const Bitboard* occupied, Bitboard* out, std::size_t n);

#if __cplusplus >= 202002L
// C++20: the batches over spans; their sizes must match (else
// std::invalid_argument).
namespace detail {
// a, if b, c and d equal it; else throws std::invalid_argument(what). Out of
// line (lib/api.cpp), so the header compiles under -fno-exceptions.
std::size_t common_size(std::size_t a, std::size_t b, std::size_t c, std::size_t d,
                        const char* what);
}  // namespace detail

inline void queen_attacks(const AttackKernels& k, std::span<const std::uint8_t> squares,
                          std::span<const Bitboard> occupied, std::span<Bitboard> out) {
  const std::size_t n =
      detail::common_size(squares.size(), occupied.size(), out.size(), out.size(),
                          "lanefill::queen_attacks: squares, occupied and out differ in size");
  queen_attacks(k, squares.data(), occupied.data(), out.data(), n);
}
inline void slider_attacks(const AttackKernels& k, std::span<const Bitboard> orth,
                           std::span<const Bitboard> diag, std::span<const Bitboard> occupied,
                           std::span<Bitboard> out) {
  const std::size_t n =
      detail::common_size(orth.size(), diag.size(), occupied.size(), out.size(),
                          "lanefill::slider_attacks: orth, diag, occupied and out differ in size");
  slider_attacks(k, orth.data(), diag.data(), occupied.data(), out.data(), n);
}
inline void queen_attacks(std::span<const std::uint8_t> squares, std::span<const Bitboard> occupied,
                          std::span<Bitboard> out) {
  queen_attacks(kernels(), squares, occupied, out);
}
inline void slider_attacks(std::span<const Bitboard> orth, std::span<const Bitboard> diag,
                           std::span<const Bitboard> occupied, std::span<Bitboard> out) {
  slider_attacks(kernels(), orth, diag, occupied, out);
}
#endif

}  // namespace lanefill
