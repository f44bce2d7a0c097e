// lib/api.cpp — the checked batch calls of the C++ API (lanefill.hpp): one
// definition per batch shape of lanefill/entries.def, over a table or the
// dispatched one, over pointers or (C++20) spans.
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
  for (std::size_t j = 0; j < n; ++j)
    if (squares[j] > 63)
      throw std::invalid_argument(std::string(what) + ": squares[" + std::to_string(j) +
                                  "] = " + std::to_string(squares[j]) + " is outside 0..63");
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

// One batch shape: the checks, then the table's entry; the dispatched table
// when none is named.
#define LANEFILL_BATCH_queen_batch(name)                                                           \
  void name(const Kernels& k, const std::uint8_t* squares, const Bitboard* occupied,               \
            Bitboard* out, std::size_t n) {                                                        \
    require_pointers(squares&& occupied&& out, n, "lanefill::" #name);                             \
    require_squares(squares, n, "lanefill::" #name);                                               \
    if (n > 0) k.name(squares, occupied, out, n);                                                  \
  }                                                                                                \
  void name(const std::uint8_t* squares, const Bitboard* occupied, Bitboard* out, std::size_t n) { \
    name(kernels(), squares, occupied, out, n);                                                    \
  }
#define LANEFILL_BATCH_set_batch(name)                                                           \
  void name(const Kernels& k, const Bitboard* orth, const Bitboard* diag,                        \
            const Bitboard* occupied, Bitboard* out, std::size_t n) {                            \
    require_pointers(orth&& diag&& occupied&& out, n, "lanefill::" #name);                       \
    if (n > 0) k.name(orth, diag, occupied, out, n);                                             \
  }                                                                                              \
  void name(const Bitboard* orth, const Bitboard* diag, const Bitboard* occupied, Bitboard* out, \
            std::size_t n) {                                                                     \
    name(kernels(), orth, diag, occupied, out, n);                                               \
  }
#define LANEFILL_BATCH_discs_batch(name)                                                       \
  void name(const Kernels& k, const Bitboard* player, const Bitboard* opponent, Bitboard* out, \
            std::size_t n) {                                                                   \
    require_pointers(player&& opponent&& out, n, "lanefill::" #name);                          \
    require_disjoint(player, opponent, n, "lanefill::" #name);                                 \
    if (n > 0) k.name(player, opponent, out, n);                                               \
  }                                                                                            \
  void name(const Bitboard* player, const Bitboard* opponent, Bitboard* out, std::size_t n) {  \
    name(kernels(), player, opponent, out, n);                                                 \
  }
#define LANEFILL_BATCH_discs_count_batch(name)                                                     \
  void name(const Kernels& k, const Bitboard* player, const Bitboard* opponent, std::uint8_t* out, \
            std::size_t n) {                                                                       \
    require_pointers(player&& opponent&& out, n, "lanefill::" #name);                              \
    require_disjoint(player, opponent, n, "lanefill::" #name);                                     \
    if (n > 0) k.name(player, opponent, out, n);                                                   \
  }                                                                                                \
  void name(const Bitboard* player, const Bitboard* opponent, std::uint8_t* out, std::size_t n) {  \
    name(kernels(), player, opponent, out, n);                                                     \
  }
#define LANEFILL_BATCH_last_move_batch(name)                                        \
  void name(const Kernels& k, const std::uint8_t* squares, const Bitboard* player,  \
            std::uint8_t* out, std::size_t n) {                                     \
    require_pointers(squares&& player&& out, n, "lanefill::" #name);                \
    require_squares(squares, n, "lanefill::" #name);                                \
    if (n > 0) k.name(squares, player, out, n);                                     \
  }                                                                                 \
  void name(const std::uint8_t* squares, const Bitboard* player, std::uint8_t* out, \
            std::size_t n) {                                                        \
    name(kernels(), squares, player, out, n);                                       \
  }
// The other shapes are inline calls of lanefill.hpp.
#define LANEFILL_BATCH_discs_count(name)
#define LANEFILL_BATCH_last_move(name)
#define LANEFILL_BATCH_occupied_lines(name)
#define LANEFILL_BATCH_square_attacks(name)
#define LANEFILL_BATCH_set_rays(name)
#define LANEFILL_BATCH_set_union(name)
#define LANEFILL_BATCH_square_rays(name)
#define LANEFILL_BATCH_slider_threats(name)
#define LANEFILL_BATCH_discs(name)
#define LANEFILL_BATCH_discs_square(name)
#define LANEFILL_ENTRY(name, shape, kind, doc) LANEFILL_BATCH_##shape(name)
#include "lanefill/entries.def"
#undef LANEFILL_ENTRY

#if __cplusplus >= 202002L
// The same over spans of one size (C++20).
#undef LANEFILL_BATCH_queen_batch
#undef LANEFILL_BATCH_set_batch
#undef LANEFILL_BATCH_discs_batch
#undef LANEFILL_BATCH_discs_count_batch
#undef LANEFILL_BATCH_last_move_batch
#define LANEFILL_BATCH_discs_count_batch(name)                                    \
  void name(const Kernels& k, std::span<const Bitboard> player,                   \
            std::span<const Bitboard> opponent, std::span<std::uint8_t> out) {    \
    name(k, player.data(), opponent.data(), out.data(),                           \
         common_size({player.size(), opponent.size(), out.size()},                \
                     "lanefill::" #name ": player, opponent and out"));           \
  }                                                                               \
  void name(std::span<const Bitboard> player, std::span<const Bitboard> opponent, \
            std::span<std::uint8_t> out) {                                        \
    name(kernels(), player, opponent, out);                                       \
  }
#define LANEFILL_BATCH_last_move_batch(name)                                         \
  void name(const Kernels& k, std::span<const std::uint8_t> squares,                 \
            std::span<const Bitboard> player, std::span<std::uint8_t> out) {         \
    name(k, squares.data(), player.data(), out.data(),                               \
         common_size({squares.size(), player.size(), out.size()},                    \
                     "lanefill::" #name ": squares, player and out"));               \
  }                                                                                  \
  void name(std::span<const std::uint8_t> squares, std::span<const Bitboard> player, \
            std::span<std::uint8_t> out) {                                           \
    name(kernels(), squares, player, out);                                           \
  }
#define LANEFILL_BATCH_queen_batch(name)                                               \
  void name(const Kernels& k, std::span<const std::uint8_t> squares,                   \
            std::span<const Bitboard> occupied, std::span<Bitboard> out) {             \
    name(k, squares.data(), occupied.data(), out.data(),                               \
         common_size({squares.size(), occupied.size(), out.size()},                    \
                     "lanefill::" #name ": squares, occupied and out"));               \
  }                                                                                    \
  void name(std::span<const std::uint8_t> squares, std::span<const Bitboard> occupied, \
            std::span<Bitboard> out) {                                                 \
    name(kernels(), squares, occupied, out);                                           \
  }
#define LANEFILL_BATCH_set_batch(name)                                                        \
  void name(const Kernels& k, std::span<const Bitboard> orth, std::span<const Bitboard> diag, \
            std::span<const Bitboard> occupied, std::span<Bitboard> out) {                    \
    name(k, orth.data(), diag.data(), occupied.data(), out.data(),                            \
         common_size({orth.size(), diag.size(), occupied.size(), out.size()},                 \
                     "lanefill::" #name ": orth, diag, occupied and out"));                   \
  }                                                                                           \
  void name(std::span<const Bitboard> orth, std::span<const Bitboard> diag,                   \
            std::span<const Bitboard> occupied, std::span<Bitboard> out) {                    \
    name(kernels(), orth, diag, occupied, out);                                               \
  }
#define LANEFILL_BATCH_discs_batch(name)                                          \
  void name(const Kernels& k, std::span<const Bitboard> player,                   \
            std::span<const Bitboard> opponent, std::span<Bitboard> out) {        \
    name(k, player.data(), opponent.data(), out.data(),                           \
         common_size({player.size(), opponent.size(), out.size()},                \
                     "lanefill::" #name ": player, opponent and out"));           \
  }                                                                               \
  void name(std::span<const Bitboard> player, std::span<const Bitboard> opponent, \
            std::span<Bitboard> out) {                                            \
    name(kernels(), player, opponent, out);                                       \
  }
#define LANEFILL_ENTRY(name, shape, kind, doc) LANEFILL_BATCH_##shape(name)
#include "lanefill/entries.def"
#undef LANEFILL_ENTRY
#endif

}  // namespace lanefill
