// lib/api.cpp — the checked batch calls of the C++ API (lanefill.hpp).
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <stdexcept>
#include <string>

#include "lanefill/lanefill.hpp"

namespace lanefill {
namespace {

void require_pointers(bool all_non_null, std::size_t n, const char* what) {
  if (n > 0 && !all_non_null) throw std::invalid_argument(std::string(what) + ": null pointer");
}

// Every square < 64: the bytes ORed eight at a time and tested for bits 6
// and 7 at once; the culprit is searched for only when that test fails.
void require_squares(const std::uint8_t* squares, std::size_t n, const char* what) {
  std::uint64_t any = 0;
  std::size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    std::uint64_t eight;
    std::memcpy(&eight, squares + i, sizeof eight);
    any |= eight;
  }
  for (; i < n; ++i) any |= squares[i];
  if ((any & 0xc0c0c0c0c0c0c0c0ULL) == 0) return;
  for (std::size_t i = 0; i < n; ++i)
    if (squares[i] > 63)
      throw std::invalid_argument(std::string(what) + ": squares[" + std::to_string(i) +
                                  "] = " + std::to_string(squares[i]) + " is outside 0..63");
}

void require_disjoint(const Bitboard* player, const Bitboard* opponent, std::size_t n,
                      const char* what) {
  for (std::size_t i = 0; i < n; ++i)
    if (player[i] & opponent[i])
      throw std::invalid_argument(std::string(what) + ": player[" + std::to_string(i) +
                                  "] and opponent[" + std::to_string(i) + "] overlap");
}

#if __cplusplus >= 202002L
// The common size of a call's spans, or std::invalid_argument naming them.
std::size_t common_size(std::initializer_list<std::size_t> sizes, const char* what) {
  const std::size_t n = *sizes.begin();
  for (std::size_t s : sizes)
    if (s != n) throw std::invalid_argument(std::string(what) + " differ in size");
  return n;
}
#endif

}  // namespace

void queen_attacks_batch(const AttackKernels& k, const std::uint8_t* squares,
                         const Bitboard* occupied, Bitboard* out, std::size_t n) {
  constexpr const char* what = "lanefill::queen_attacks_batch";
  require_pointers(squares && occupied && out, n, what);
  require_squares(squares, n, what);
  if (n > 0) k.queen_attacks_batch(squares, occupied, out, n);
}

void slider_attacks_batch(const AttackKernels& k, const Bitboard* orth, const Bitboard* diag,
                          const Bitboard* occupied, Bitboard* out, std::size_t n) {
  require_pointers(orth && diag && occupied && out, n, "lanefill::slider_attacks_batch");
  if (n > 0) k.slider_attacks_batch(orth, diag, occupied, out, n);
}

void queen_attacks_batch(const std::uint8_t* squares, const Bitboard* occupied, Bitboard* out,
                         std::size_t n) {
  queen_attacks_batch(kernels(), squares, occupied, out, n);
}

void slider_attacks_batch(const Bitboard* orth, const Bitboard* diag, const Bitboard* occupied,
                          Bitboard* out, std::size_t n) {
  slider_attacks_batch(kernels(), orth, diag, occupied, out, n);
}

void othello_moves_batch(const Bitboard* player, const Bitboard* opponent, Bitboard* out,
                         std::size_t n) {
  constexpr const char* what = "lanefill::othello_moves_batch";
  require_pointers(player && opponent && out, n, what);
  require_disjoint(player, opponent, n, what);
  if (n > 0) othello_kernels().moves_batch(player, opponent, out, n);
}

#if __cplusplus >= 202002L
void queen_attacks_batch(const AttackKernels& k, std::span<const std::uint8_t> squares,
                         std::span<const Bitboard> occupied, std::span<Bitboard> out) {
  const std::size_t n = common_size({squares.size(), occupied.size(), out.size()},
                                    "lanefill::queen_attacks_batch: squares, occupied and out");
  queen_attacks_batch(k, squares.data(), occupied.data(), out.data(), n);
}

void slider_attacks_batch(const AttackKernels& k, std::span<const Bitboard> orth,
                          std::span<const Bitboard> diag, std::span<const Bitboard> occupied,
                          std::span<Bitboard> out) {
  const std::size_t n = common_size({orth.size(), diag.size(), occupied.size(), out.size()},
                                    "lanefill::slider_attacks_batch: orth, diag, occupied and out");
  slider_attacks_batch(k, orth.data(), diag.data(), occupied.data(), out.data(), n);
}

void queen_attacks_batch(std::span<const std::uint8_t> squares, std::span<const Bitboard> occupied,
                         std::span<Bitboard> out) {
  queen_attacks_batch(kernels(), squares, occupied, out);
}

void slider_attacks_batch(std::span<const Bitboard> orth, std::span<const Bitboard> diag,
                          std::span<const Bitboard> occupied, std::span<Bitboard> out) {
  slider_attacks_batch(kernels(), orth, diag, occupied, out);
}

void othello_moves_batch(std::span<const Bitboard> player, std::span<const Bitboard> opponent,
                         std::span<Bitboard> out) {
  const std::size_t n = common_size({player.size(), opponent.size(), out.size()},
                                    "lanefill::othello_moves_batch: player, opponent and out");
  othello_moves_batch(player.data(), opponent.data(), out.data(), n);
}
#endif

}  // namespace lanefill
