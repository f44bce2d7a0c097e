// lib/api.cpp — the checked batch entry points of the C++ API.
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>

#include "lanefill/lanefill.hpp"

namespace lanefill {
namespace {

void require_pointers(bool all_non_null, std::size_t n, const char* what) {
  if (n > 0 && !all_non_null) throw std::invalid_argument(what);
}

// Every square < 64: the bytes ORed eight at a time and tested for bits 6
// and 7 at once; the culprit is searched for only when that test fails.
void require_squares(const std::uint8_t* squares, std::size_t n) {
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
      throw std::invalid_argument("lanefill::queen_attacks: squares[" + std::to_string(i) +
                                  "] = " + std::to_string(squares[i]) + " is outside 0..63");
}

}  // namespace

std::size_t detail::common_size(std::size_t a, std::size_t b, std::size_t c, std::size_t d,
                                const char* what) {
  if (a != b || a != c || a != d) throw std::invalid_argument(what);
  return a;
}

void queen_attacks(const AttackKernels& k, const std::uint8_t* squares, const Bitboard* occupied,
                   Bitboard* out, std::size_t n) {
  require_pointers(squares && occupied && out, n, "lanefill::queen_attacks: null pointer");
  require_squares(squares, n);
  if (n > 0) k.queen_attacks_batch(squares, occupied, out, n);
}

void slider_attacks(const AttackKernels& k, const Bitboard* orth, const Bitboard* diag,
                    const Bitboard* occupied, Bitboard* out, std::size_t n) {
  require_pointers(orth && diag && occupied && out, n, "lanefill::slider_attacks: null pointer");
  if (n > 0) k.slider_attacks_batch(orth, diag, occupied, out, n);
}

void queen_attacks(const std::uint8_t* squares, const Bitboard* occupied, Bitboard* out,
                   std::size_t n) {
  queen_attacks(kernels(), squares, occupied, out, n);
}

void slider_attacks(const Bitboard* orth, const Bitboard* diag, const Bitboard* occupied,
                    Bitboard* out, std::size_t n) {
  slider_attacks(kernels(), orth, diag, occupied, out, n);
}

}  // namespace lanefill
