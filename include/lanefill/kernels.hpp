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
#include <string>
#include <string_view>

#include "lanefill/bitboard.hpp"
#include "lanefill/isas.hpp"
#include "lanefill/types.h"

namespace lanefill {

// The one list of ISAs is the registry (lanefill/isas.hpp); the one list of
// algorithms is below. The enums, their names, the CLI's help and CMake
// (cmake/LanefillIsa.cmake reads both files) all come from these lines.
// CONTRIBUTING.md says what else an addition needs.
// clang-format off
#define LANEFILL_ALGORITHM_LIST(X) \
  X(dumb7_cycles)    /* dumb7fill, 7 fill cycles in a counted loop */ \
  X(dumb7_loop)      /* dumb7fill, flood accumulator loop with early exit */ \
  X(dumb7_unrolled)  /* dumb7fill, unrolled */ \
  X(kogge_stone)     /* Kogge-Stone parallel prefix, 3 steps */ \
  X(rotate_loop)     /* generalized rays by rotate + avoidWrap, loop with early exit */ \
  X(rotate_unrolled) /* generalized rays by rotate + avoidWrap, unrolled */ \
  X(rotate_kogge)    /* generalized rays by rotate, Kogge-Stone steps */ \
  X(sbamg)           /* subtraction based line attacks o^(o-3cbn), one slider at a time */ \
  X(hyperbola)       /* hyperbola quintessence (byte swap) + first-rank table, one slider at a time */
// clang-format on

#define LANEFILL_ENUMERATOR(name) name,
#define LANEFILL_NAME_STRING(name) #name,
#define LANEFILL_COUNT_ONE(name) +1
#define LANEFILL_ISA_ENUMERATOR(name, arch, flags, features, inline_target) name,
#define LANEFILL_ISA_NAME_STRING(name, arch, flags, features, inline_target) #name,
#define LANEFILL_ISA_COUNT_ONE(name, arch, flags, features, inline_target) +1
#define LANEFILL_ISA_ARCH(name, arch, flags, features, inline_target) Arch::arch,
#define LANEFILL_ISA_FEATURES(name, arch, flags, features, inline_target) features,
#define LANEFILL_ISA_INLINE_TARGET(name, arch, flags, features, inline_target) Isa::inline_target,

// Instruction sets, registry order (lanefill/isas.hpp).
enum class Isa : int { LANEFILL_ISA_REGISTRY(LANEFILL_ISA_ENUMERATOR) };
inline constexpr int kIsaCount = 0 LANEFILL_ISA_REGISTRY(LANEFILL_ISA_COUNT_ONE);
inline constexpr std::array<std::string_view, slot(kIsaCount)> kIsaNames = {
    LANEFILL_ISA_REGISTRY(LANEFILL_ISA_NAME_STRING)};

// The architecture an ISA runs on (any: scalar), and the one this file is
// compiled for.
enum class Arch : int { any, x86_64, aarch64 };
inline constexpr std::array<Arch, slot(kIsaCount)> kIsaArchs = {
    LANEFILL_ISA_REGISTRY(LANEFILL_ISA_ARCH)};
// The CPU features each ISA needs, space-separated (lanefill::feature_list's names).
inline constexpr std::array<std::string_view, slot(kIsaCount)> kIsaFeatures = {
    LANEFILL_ISA_REGISTRY(LANEFILL_ISA_FEATURES)};
// The inline target (lanefill/native.h) each ISA's flags select.
inline constexpr std::array<Isa, slot(kIsaCount)> kIsaInlineTargets = {
    LANEFILL_ISA_REGISTRY(LANEFILL_ISA_INLINE_TARGET)};
#if defined(__x86_64__) || defined(_M_X64)
inline constexpr Arch kBuildArch = Arch::x86_64;
#elif defined(__aarch64__) || defined(_M_ARM64)
inline constexpr Arch kBuildArch = Arch::aarch64;
#else
inline constexpr Arch kBuildArch = Arch::any;
#endif
constexpr const char* name_of(Arch a) {
  switch (a) {
    case Arch::x86_64: return "x86-64";
    case Arch::aarch64: return "aarch64";
    case Arch::any: break;
  }
  return "any";
}

// Algorithms (and forms) reachable by name.
enum class Algorithm : int { LANEFILL_ALGORITHM_LIST(LANEFILL_ENUMERATOR) };
inline constexpr int kAlgorithmCount = 0 LANEFILL_ALGORITHM_LIST(LANEFILL_COUNT_ONE);
inline constexpr std::array<std::string_view, slot(kAlgorithmCount)> kAlgorithmNames = {
    LANEFILL_ALGORITHM_LIST(LANEFILL_NAME_STRING)};

#undef LANEFILL_ENUMERATOR
#undef LANEFILL_NAME_STRING
#undef LANEFILL_COUNT_ONE
#undef LANEFILL_ISA_ENUMERATOR
#undef LANEFILL_ISA_NAME_STRING
#undef LANEFILL_ISA_COUNT_ONE
#undef LANEFILL_ISA_ARCH
#undef LANEFILL_ISA_FEATURES
#undef LANEFILL_ISA_INLINE_TARGET

template <class E, std::size_t N>
constexpr std::array<E, N> all_of() {
  std::array<E, N> all{};
  for (std::size_t i = 0; i < N; ++i) all[i] = static_cast<E>(i);
  return all;
}
inline constexpr std::array<Isa, slot(kIsaCount)> kAllIsas = all_of<Isa, slot(kIsaCount)>();
inline constexpr std::array<Algorithm, slot(kAlgorithmCount)> kAllAlgorithms =
    all_of<Algorithm, slot(kAlgorithmCount)>();

constexpr bool is_valid(Isa isa) {
  return static_cast<int>(isa) >= 0 && static_cast<int>(isa) < kIsaCount;
}
constexpr bool is_valid(Algorithm a) {
  return static_cast<int>(a) >= 0 && static_cast<int>(a) < kAlgorithmCount;
}
constexpr std::string_view name_of(Isa isa) {
  return is_valid(isa) ? kIsaNames[slot(static_cast<int>(isa))] : std::string_view("?");
}
constexpr Arch arch_of(Isa isa) {
  return is_valid(isa) ? kIsaArchs[slot(static_cast<int>(isa))] : Arch::any;
}
// Whether `isa` is an ISA of the architecture this file is compiled for.
constexpr bool is_native_arch(Isa isa) {
  return arch_of(isa) == Arch::any || arch_of(isa) == kBuildArch;
}
// The inline target of native.h that a file built with `isa`'s flags runs.
constexpr Isa inline_target_of(Isa isa) {
  return is_valid(isa) ? kIsaInlineTargets[slot(static_cast<int>(isa))] : Isa::scalar;
}
constexpr std::string_view name_of(Algorithm a) {
  return is_valid(a) ? kAlgorithmNames[slot(static_cast<int>(a))] : std::string_view("?");
}

// Names compare without regard to ASCII case ("AVX2" is avx2).
constexpr bool same_name(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const char x = (a[i] >= 'A' && a[i] <= 'Z') ? static_cast<char>(a[i] - 'A' + 'a') : a[i];
    if (x != b[i]) return false;
  }
  return true;
}
constexpr std::optional<Isa> isa_from_name(std::string_view name) {
  for (int i = 0; i < kIsaCount; ++i)
    if (same_name(name, kIsaNames[slot(i)])) return static_cast<Isa>(i);
  return std::nullopt;
}
constexpr std::optional<Algorithm> algorithm_from_name(std::string_view name) {
  for (int i = 0; i < kAlgorithmCount; ++i)
    if (same_name(name, kAlgorithmNames[slot(i)])) return static_cast<Algorithm>(i);
  return std::nullopt;
}
// "scalar|sse2|avx2|avx512" and the like, for messages and help texts.
template <std::size_t N>
std::string join_names(const std::array<std::string_view, N>& names, const char* separator) {
  std::string s;
  for (std::string_view n : names) {
    if (!s.empty()) s += separator;
    s += n;
  }
  return s;
}
inline std::string isa_name_list(const char* separator = "|") {
  return join_names(kIsaNames, separator);
}
inline std::string algorithm_name_list(const char* separator = "|") {
  return join_names(kAlgorithmNames, separator);
}

static_assert(kIsaNames[3] == "avx512" && kAllIsas[1] == Isa::sse2);
static_assert(inline_target_of(Isa::sse2) == Isa::scalar &&
              inline_target_of(Isa::avx2) == Isa::avx2);
static_assert(isa_from_name("AVX2") == Isa::avx2 && !isa_from_name("avx3"));

// The eight rays of a square and their first blockers; the sliders through a
// square and what each discovers (lanefill/types.h has the fields; arrays in
// dir8 order, direction d ^ 4 opposite to d). The C types themselves, so
// that C and C++ share them.
using SquareRays = lanefill_square_rays_t;
using SliderThreats = lanefill_slider_threats_t;

// One algorithm on one ISA: a kernel table (docs/api.md). All members are
// non-null in a published table.
//
// Set-wise entries take the orthogonal sliders (rooks, queens) and diagonal
// sliders (bishops, queens) separately: orthogonal sliders feed the east,
// sout, west and nort rays, diagonal sliders noEa, soEa, soWe and noWe.
// out[8] is always in dir8 order.
//
// Preconditions, unchecked here (the calls of lanefill.hpp assert them in
// debug builds, the *_batch calls and the C API always check them): square
// in 0..63, pointers non-null (unless n == 0), arrays of at least the stated
// length.
struct AttackKernels {
  Algorithm algorithm;
  Isa isa;
  // Occluded fills: per direction, the sliders plus the empty squares their
  // flood reaches (blockers excluded).
  void (*occluded_fills)(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]);
  // Attack fills: occluded fill shifted one more step (blockers included).
  void (*ray_attacks)(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]);
  // Union of the eight ray attack sets.
  Bitboard (*slider_attacks)(Bitboard orth, Bitboard diag, Bitboard occupied);
  // Single-square attacks.
  Bitboard (*rook_attacks)(Square square, Bitboard occupied);
  Bitboard (*bishop_attacks)(Square square, Bitboard occupied);
  Bitboard (*queen_attacks)(Square square, Bitboard occupied);
  // Threat inputs of one square: its eight rays with their first blockers;
  // the sliders (orth: rooks and queens, diag: bishops and queens, both
  // sides) attacking it and the piece each attacks through it when it is
  // empty.
  void (*square_rays)(Square square, Bitboard occupied, SquareRays* out);
  void (*slider_threats)(Square square, Bitboard occupied, Bitboard orth, Bitboard diag,
                         SliderThreats* out);
  // out[i] = queen_attacks(squares[i], occupied[i]) for i < n.
  void (*queen_attacks_batch)(const std::uint8_t* squares, const Bitboard* occupied, Bitboard* out,
                              std::size_t n);
  // out[i] = slider_attacks(orth[i], diag[i], occupied[i]) for i < n.
  void (*slider_attacks_batch)(const Bitboard* orth, const Bitboard* diag, const Bitboard* occupied,
                               Bitboard* out, std::size_t n);
};

// Othello on one ISA (lanefill/othello.hpp has the meaning of each entry):
// moves and flips of one board, and the batch of moves. `player` and
// `opponent` do not overlap (unchecked here).
struct OthelloKernels {
  Isa isa;
  Bitboard (*moves)(Bitboard player, Bitboard opponent);
  Bitboard (*flips)(Square square, Bitboard player, Bitboard opponent);
  void (*moves_batch)(const Bitboard* player, const Bitboard* opponent, Bitboard* out,
                      std::size_t n);
};

}  // namespace lanefill
