// lib/capi_checks.hpp — the argument checks of the C API: lib/capi.cpp's own calls
// and the entries' checked calls (lib/capi_entries.cpp, whose checks each
// shape of scripts/codegen/shapes.py names). Each check is a compare on the
// fast path; the error text is built only in the cold functions (defined in
// lib/capi.cpp), which set the calling thread's lanefill_last_error() and
// return what the call returns on that error.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "lanefill/bitboard.hpp"

// Hidden: the version script (cmake/lanefill.map) exports lanefill::*, and
// these helpers are no part of the API of a shared liblanefill.
#pragma GCC visibility push(hidden)
namespace lanefill::detail::checks {

// The text lanefill_last_error() returns next on this thread.
[[gnu::cold, gnu::noinline]] void set_error(const std::string& message);

// `fn`: the name of the C call (__func__). Bitboard results: 0.
[[gnu::cold, gnu::noinline]] uint64_t bad_square(const char* fn, int square);
[[gnu::cold, gnu::noinline]] uint64_t overlap(const char* fn);
[[gnu::cold, gnu::noinline]] uint64_t bad_color(const char* fn, int color);
[[gnu::cold, gnu::noinline]] uint64_t null_side(const char* fn);
// Status results: the lanefill_status of the error.
[[gnu::cold, gnu::noinline]] int null_out(const char* fn);
[[gnu::cold, gnu::noinline]] int null_pointer(const char* fn);
[[gnu::cold, gnu::noinline]] int square_refused(const char* fn, int square);
[[gnu::cold, gnu::noinline]] int overlap_refused(const char* fn);
// A batch's first square outside 0..63, named; LANEFILL_ERROR_SQUARE.
[[gnu::cold, gnu::noinline]] int bad_batch_square(const char* fn, const uint8_t* squares, size_t n);
// A batch's element i whose discs overlap, named; LANEFILL_ERROR_OVERLAP.
[[gnu::cold, gnu::noinline]] int overlap_at(const char* fn, size_t i);

inline bool valid_square(int square) { return static_cast<unsigned>(square) < 64u; }
inline Square sq(int square) { return static_cast<Square>(square); }

// Whether some square of a batch is > 63: one OR over all of them.
inline bool any_square_off_board(const uint8_t* squares, size_t n) {
  unsigned any = 0;
  for (size_t i = 0; i < n; ++i) any |= squares[i];
  return any > 63;
}
// The first i < n whose player and opponent discs overlap, or n.
inline size_t first_overlap(const uint64_t* player, const uint64_t* opponent, size_t n) {
  for (size_t i = 0; i < n; ++i)
    if (player[i] & opponent[i]) return i;
  return n;
}

}  // namespace lanefill::detail::checks
#pragma GCC visibility pop
