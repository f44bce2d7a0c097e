// lib/api.cpp — the checked batch entry points of the C++ API.
#include <stdexcept>
#include <string>

#include "lanefill/lanefill.hpp"

namespace lanefill {

void queen_attacks(const AttackKernels& k, std::span<const std::uint8_t> squares,
                   std::span<const Bitboard> occupied, std::span<Bitboard> out) {
  if (squares.size() != occupied.size() || squares.size() != out.size())
    throw std::invalid_argument("lanefill::queen_attacks: squares, occupied and out differ in size");
  for (std::size_t i = 0; i < squares.size(); ++i)
    if (squares[i] > 63)
      throw std::invalid_argument("lanefill::queen_attacks: squares[" + std::to_string(i) +
                                  "] = " + std::to_string(squares[i]) + " is outside 0..63");
  if (!squares.empty()) k.queen_attacks_batch(squares.data(), occupied.data(), out.data(), out.size());
}

void slider_attacks(const AttackKernels& k, std::span<const Bitboard> orth,
                    std::span<const Bitboard> diag, std::span<const Bitboard> occupied,
                    std::span<Bitboard> out) {
  if (orth.size() != out.size() || diag.size() != out.size() || occupied.size() != out.size())
    throw std::invalid_argument(
        "lanefill::slider_attacks: orth, diag, occupied and out differ in size");
  if (!out.empty())
    k.slider_attacks_batch(orth.data(), diag.data(), occupied.data(), out.data(), out.size());
}

void queen_attacks(std::span<const std::uint8_t> squares, std::span<const Bitboard> occupied,
                   std::span<Bitboard> out) {
  queen_attacks(kernels(), squares, occupied, out);
}

void slider_attacks(std::span<const Bitboard> orth, std::span<const Bitboard> diag,
                    std::span<const Bitboard> occupied, std::span<Bitboard> out) {
  slider_attacks(kernels(), orth, diag, occupied, out);
}

}  // namespace lanefill
