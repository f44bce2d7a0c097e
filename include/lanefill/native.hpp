// lanefill/native.hpp — the inline path for C++, for engines that choose
// their ISA at build time (-march=x86-64-v3, -march=x86-64-v4,
// ARCH=x86-64-bmi2 ...): lanefill/native.h's C calls (lanefill_native_<name>)
// under C++ names (lanefill::native::<name>, lanefill/native_calls.hpp); the
// dispatched C++ calls are lanefill/lanefill.hpp's lanefill::<name>.
//
//   #include <lanefill/native.hpp>
//   Bitboard q = lanefill::native::queen_attacks(E4, occupied);
//
// Header-only and fully inlinable: no indirect call, no CPUID, no table to
// build. The kernels are lanefill/native.h's (the one source of the inline
// kernels, shared with C), its target chosen by the including file's flags
// (avx512icl, avx512, avx2 or scalar; native::kIsa names it).
// lanefill::native::<name> exists for every entry of lanefill/entries.def,
// with the same C++ arguments as the dispatched lanefill::<name>
// (lanefill.hpp) and bit-identical results (tests/native checks every
// target); its batches are unchecked. A binary meant to run on any x86-64
// should use the dispatched API instead: this header executes whatever the
// flags allow, unchecked.
//
// The calls live in an inline namespace named after the target, with
// internal linkage, and the kernels below them are static: files of one
// program compiled with different flags never share (and never swap) a
// definition.
//
// Preconditions: squares 0..63, Othello discs disjoint (asserted in debug builds).
#pragma once

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "lanefill/attacks.hpp"
#include "lanefill/bitboard.hpp"
#include "lanefill/kernels.hpp"
#include "lanefill/native.h"

// lanefill::native::<name> for every entry, and the target's table kTable
// (lanefill/native_calls.hpp).
#include "lanefill/native_calls.hpp"

namespace lanefill::native {

inline namespace LANEFILL_NATIVE_ISA {  // the target: avx512icl, avx512, avx2, scalar
namespace {                             // internal linkage: no definition is shared between files

inline constexpr Isa kIsa = Isa::LANEFILL_NATIVE_ISA;

// The target's kernel table: lanefill_native_<name> for every entry.
inline const Kernels& kernels() { return *lanefill_native_kernels(); }

inline Bitboard attack_map(Color c, const Pieces& side, Bitboard occupied) {
  const lanefill_pieces_t pieces = {side.pawns, side.knights, side.bishops,
                                    side.rooks, side.queens,  side.kings};
  return lanefill_native_attack_map(static_cast<int>(c), &pieces, occupied);
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
