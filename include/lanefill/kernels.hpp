// lanefill/kernels.hpp — the kernel tables: one per (algorithm, ISA) pair.
//
// Every boundary between a file compiled with ISA flags (simd/) and the rest
// of the library is a plain function pointer taking scalars and pointers:
// vector types never cross between translation units.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "lanefill/bitboard.hpp"

namespace lanefill {

// Instruction sets, in increasing order of capability. One spelling everywhere.
enum class Isa : int { scalar = 0, sse2, avx2, avx512 };
inline constexpr int kIsaCount = 4;
inline constexpr std::array<Isa, kIsaCount> kAllIsas = {Isa::scalar, Isa::sse2, Isa::avx2,
                                                        Isa::avx512};
inline constexpr std::array<std::string_view, kIsaCount> kIsaNames = {"scalar", "sse2", "avx2",
                                                                      "avx512"};
constexpr std::string_view name_of(Isa isa) { return kIsaNames[slot(static_cast<int>(isa))]; }
constexpr std::optional<Isa> isa_from_name(std::string_view name) {
  for (int i = 0; i < kIsaCount; ++i)
    if (kIsaNames[slot(i)] == name) return static_cast<Isa>(i);
  return std::nullopt;
}

// Algorithms (and forms) reachable by name.
enum class Algorithm : int {
  dumb7_cycles,     // dumb7fill, 7 fill cycles in a counted loop
  dumb7_loop,       // dumb7fill, flood accumulator loop with early exit
  dumb7_unrolled,   // dumb7fill, unrolled (the "real" dumb7fill)
  kogge_stone,      // Kogge-Stone parallel prefix, 3 steps
  rotate_loop,      // generalized rays by rotate + avoidWrap, loop with early exit
  rotate_unrolled,  // generalized rays by rotate + avoidWrap, unrolled
  rotate_kogge,     // generalized rays by rotate, Kogge-Stone steps
  sbamg,            // subtraction based line attacks o^(o-3cbn)
};
inline constexpr int kAlgorithmCount = 8;
inline constexpr std::array<Algorithm, kAlgorithmCount> kAllAlgorithms = {
    Algorithm::dumb7_cycles, Algorithm::dumb7_loop,      Algorithm::dumb7_unrolled,
    Algorithm::kogge_stone,  Algorithm::rotate_loop,     Algorithm::rotate_unrolled,
    Algorithm::rotate_kogge, Algorithm::sbamg};
inline constexpr std::array<std::string_view, kAlgorithmCount> kAlgorithmNames = {
    "dumb7_cycles", "dumb7_loop",      "dumb7_unrolled", "kogge_stone",
    "rotate_loop",  "rotate_unrolled", "rotate_kogge",   "sbamg"};
constexpr std::string_view name_of(Algorithm a) {
  return kAlgorithmNames[slot(static_cast<int>(a))];
}
constexpr std::optional<Algorithm> algorithm_from_name(std::string_view name) {
  for (int i = 0; i < kAlgorithmCount; ++i)
    if (kAlgorithmNames[slot(i)] == name) return static_cast<Algorithm>(i);
  return std::nullopt;
}

// One algorithm on one ISA. All members are non-null in a published table.
//
// Set-wise entries take the orthogonal sliders (rooks, queens) and diagonal
// sliders (bishops, queens) separately: orthogonal sliders feed the east,
// sout, west and nort rays, diagonal sliders noEa, soEa, soWe and noWe.
// out[8] is always in dir8 order.
//
// Preconditions (checked by the C API and the batch wrappers in lanefill.hpp,
// and by assertions in debug builds): square in 0..63, pointers non-null
// (unless n == 0), arrays of at least the stated length.
struct AttackKernels {
  Algorithm algorithm;
  Isa isa;
  // Occluded fills: per direction, the sliders plus the empty squares their
  // flood reaches (blockers excluded). `empty` is the propagator.
  void (*occluded_fills)(Bitboard orth, Bitboard diag, Bitboard empty, Bitboard out[8]);
  // Attack fills: occluded fill shifted one more step (blockers included).
  void (*ray_attacks)(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]);
  // Union of the eight ray attack sets.
  Bitboard (*slider_attacks)(Bitboard orth, Bitboard diag, Bitboard occupied);
  // Single-square attacks.
  Bitboard (*rook_attacks)(int square, Bitboard occupied);
  Bitboard (*bishop_attacks)(int square, Bitboard occupied);
  Bitboard (*queen_attacks)(int square, Bitboard occupied);
  // Batches: out[i] = queen_attacks(squares[i], occupied[i]) for i < n.
  void (*queen_attacks_batch)(const std::uint8_t* squares, const Bitboard* occupied, Bitboard* out,
                              std::size_t n);
  // Batches: out[i] = slider_attacks(orth[i], diag[i], occupied[i]) for i < n.
  void (*slider_attacks_batch)(const Bitboard* orth, const Bitboard* diag,
                               const Bitboard* occupied, Bitboard* out, std::size_t n);
};

// One ISA: its name and the algorithms it implements.
struct Implementation {
  Isa isa;
  const char* name;         // "scalar", "sse2", "avx2", "avx512"
  const char* description;  // one line: lanes, instructions used
  // by_algorithm[a] is null where this ISA has no kernel for algorithm a.
  std::array<const AttackKernels*, kAlgorithmCount> by_algorithm;
  // What dispatched calls use on this ISA (both non-null). Each is the
  // fastest measured for its kind of call, so they may differ:
  //  - preferred: the set-wise entries (occluded_fills, ray_attacks,
  //    slider_attacks, slider_attacks_batch); one of by_algorithm.
  //  - single_square: rook/bishop/queen_attacks and queen_attacks_batch;
  //    this ISA's own table or the scalar one (scalar code runs anywhere),
  //    e.g. SBAMG for one square where a fill wins for many sliders.
  const AttackKernels* preferred;
  const AttackKernels* single_square;
};

}  // namespace lanefill
