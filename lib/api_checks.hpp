// lib/api_checks.hpp — the argument checks of the C++ API's batch calls
// (lib/api_entries.cpp, generated): std::invalid_argument naming the call
// and the culprit, thrown before anything is written.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <stdexcept>
#include <string>

#include "lanefill/bitboard.hpp"

namespace lanefill::detail::api_checks {

inline void require_pointers(bool all_non_null, std::size_t n, const char* what) {
  if (n > 0 && !all_non_null) throw std::invalid_argument(std::string(what) + ": null pointer");
}

// Every square < 64: the bytes ORed eight at a time and tested for bits 6
// and 7 at once; the culprit is searched for only when that test fails.
inline void require_squares(const std::uint8_t* squares, std::size_t n, const char* what) {
  std::uint64_t any = 0;
  std::size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    std::uint64_t eight;
    std::memcpy(&eight, squares + i, sizeof eight);
    any |= eight;
  }
  for (; i < n; ++i) any |= squares[i];
  if ((any & 0xc0c0c0c0c0c0c0c0ULL) == 0) return;
  for (std::size_t j = 0; j < n; ++j)
    if (squares[j] > 63)
      throw std::invalid_argument(std::string(what) + ": squares[" + std::to_string(j) +
                                  "] = " + std::to_string(squares[j]) + " is outside 0..63");
}

inline void require_disjoint(const Bitboard* player, const Bitboard* opponent, std::size_t n,
                             const char* what) {
  for (std::size_t i = 0; i < n; ++i)
    if (player[i] & opponent[i])
      throw std::invalid_argument(std::string(what) + ": player[" + std::to_string(i) +
                                  "] and opponent[" + std::to_string(i) + "] overlap");
}

// The common size of a call's spans, or std::invalid_argument naming them.
inline std::size_t common_size(std::initializer_list<std::size_t> sizes, const char* what) {
  const std::size_t n = *sizes.begin();
  for (std::size_t s : sizes)
    if (s != n) throw std::invalid_argument(std::string(what) + " differ in size");
  return n;
}

}  // namespace lanefill::detail::api_checks
