// lanefill/native.hpp — the inline path for C++, for engines that choose
// their ISA at build time (-march=x86-64-v3, -march=x86-64-v4,
// ARCH=x86-64-bmi2 ...).
//
//   #include <lanefill/native.hpp>
//   Bitboard q = lanefill::native::queen_attacks(E4, occupied);
//
// Header-only and fully inlinable: no indirect call, no CPUID, no table to
// build. The kernels are lanefill/native.h's (the one source of the inline
// kernels, shared with C), chosen by the including file's own target flags:
//
//   flags of the including file          single square             set-wise
//   the AVX-512 ones and __AVX512BW__ __GFNI__: as AVX-512; slider batch by GFNI (avx512icl)
//   __AVX512F__ __AVX512CD__ __AVX512VL__  SBAMG, vplzcntq, 4 lines  rotate Kogge-Stone, 8 dirs/zmm
//   __AVX2__                               SBAMG, line smear, 4 lines Kogge-Stone, 4 dirs/ymm x 2
//   none of these                          scalar SBAMG               scalar rotate Kogge-Stone
//
// native::kIsa names the choice. Results are bit-identical to the dispatched
// calls of lanefill.hpp (tests/native checks every ISA the CPU runs). A
// binary meant to run on any x86-64 should use the dispatched API instead:
// this header executes whatever the flags allow, unchecked.
//
// The wrappers live in an inline namespace named after the ISA, with internal
// linkage, and the kernels below them are static: files of one program
// compiled with different flags never share (and never swap) a definition.
//
// Preconditions: squares 0..63, Othello discs disjoint (asserted in debug builds).
#pragma once

#include <array>
#include <cstddef>
#include <string_view>

#include "lanefill/attacks.hpp"
#include "lanefill/bitboard.hpp"
#include "lanefill/kernels.hpp"
#include "lanefill/native.h"

namespace lanefill::native {

inline namespace LANEFILL_NATIVE_ISA {  // the target: avx512icl, avx512, avx2, scalar
namespace {                             // internal linkage: no definition is shared between files

inline constexpr Isa kIsa = Isa::LANEFILL_NATIVE_ISA;
// Whose Othello kernels: kIsa's, or AVX2's on an AVX-512 target built with
// LANEFILL_NATIVE_OTHELLO_AVX2 (lanefill/native.h).
#if defined(LANEFILL_NATIVE_OTHELLO_AVX2)
inline constexpr Isa kOthelloIsa = Isa::avx2;
#else
inline constexpr Isa kOthelloIsa = kIsa;
#endif

inline Bitboard rook_attacks(Square sq, Bitboard occupied) {
  return lanefill_native_rook_attacks(sq, occupied);
}
inline Bitboard bishop_attacks(Square sq, Bitboard occupied) {
  return lanefill_native_bishop_attacks(sq, occupied);
}
inline Bitboard queen_attacks(Square sq, Bitboard occupied) {
  return lanefill_native_queen_attacks(sq, occupied);
}
// Per direction, in dir8 order.
inline std::array<Bitboard, 8> ray_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  std::array<Bitboard, 8> out;
  lanefill_native_ray_attacks(orth, diag, occupied, out.data());
  return out;
}
inline Bitboard slider_attacks(Bitboard orth, Bitboard diag, Bitboard occupied) {
  return lanefill_native_slider_attacks(orth, diag, occupied);
}
// out[i] = slider_attacks(orth[i], diag[i], occupied[i]) for i < n (eight
// boards per zmm on avx512icl).
inline void slider_attacks_batch(const Bitboard* orth, const Bitboard* diag,
                                 const Bitboard* occupied, Bitboard* out, std::size_t n) {
  lanefill_native_slider_attacks_batch(orth, diag, occupied, out, n);
}

// Threat inputs (lanefill.hpp's square_rays, slider_threats, attack_map).
inline SquareRays square_rays(Square sq, Bitboard occupied) {
  SquareRays out;
  lanefill_native_square_rays(sq, occupied, &out);
  return out;
}
inline SliderThreats slider_threats(Square sq, Bitboard occupied, Bitboard orth, Bitboard diag) {
  SliderThreats out;
  lanefill_native_slider_threats(sq, occupied, orth, diag, &out);
  return out;
}
inline Bitboard attack_map(Color c, const Pieces& side, Bitboard occupied) {
  const lanefill_pieces_t pieces = {side.pawns, side.knights, side.bishops,
                                    side.rooks, side.queens,  side.kings};
  return lanefill_native_attack_map(static_cast<int>(c), &pieces, occupied);
}

// Othello (lanefill/othello.hpp rules): every square `player` may play, and
// the opponent discs a move on `square` flips (0 if occupied or illegal).
inline Bitboard othello_moves(Bitboard player, Bitboard opponent) {
  return lanefill_native_othello_moves(player, opponent);
}
inline Bitboard othello_flips(Square square, Bitboard player, Bitboard opponent) {
  return lanefill_native_othello_flips(square, player, opponent);
}

}  // namespace
}  // namespace LANEFILL_NATIVE_ISA

// The non-sliders, lines, x-rays, pins and checks (lanefill/attacks.hpp):
// constexpr scalar code, the same on every target.
using lanefill::between;
using lanefill::checkers;
using lanefill::king_attack_set;
using lanefill::king_attacks;
using lanefill::knight_attack_set;
using lanefill::knight_attacks;
using lanefill::line;
using lanefill::pawn_attack_set;
using lanefill::pawn_attacks;
using lanefill::pinned;
using lanefill::xray_bishop_attacks;
using lanefill::xray_rook_attacks;

// The name of the compiled-in choice: "scalar", "avx2", "avx512" or "avx512icl".
constexpr std::string_view isa_name() { return name_of(kIsa); }

}  // namespace lanefill::native
