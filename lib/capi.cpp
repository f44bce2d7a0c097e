// lib/capi.cpp — the C API: checked entry points over the dispatched kernels.
//
// Every check is a compare on the fast path; the error text is built only in
// the cold functions below. The error text lives in a fixed thread-local
// buffer: the pointer lanefill_last_error() returns stays valid for the life
// of the thread and always holds the latest error of that thread.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>

#include "active_kernels.hpp"
#include "implementations.hpp"
#include "lanefill/attacks.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.h"
#include "lanefill/lanefill.hpp"

namespace {

constexpr std::size_t kErrorCapacity = 256;
thread_local char t_last_error[kErrorCapacity] = "";
thread_local char t_reason[kErrorCapacity] = "";

void copy_text(char (&buffer)[kErrorCapacity], const std::string& text) {
  const std::size_t n = text.size() < kErrorCapacity - 1 ? text.size() : kErrorCapacity - 1;
  std::memcpy(buffer, text.data(), n);
  buffer[n] = '\0';
}

[[gnu::cold, gnu::noinline]] void set_error(const std::string& message) {
  copy_text(t_last_error, message);
}

[[gnu::cold, gnu::noinline]] uint64_t bad_square(const char* fn, int square) {
  set_error(std::string(fn) + ": square " + std::to_string(square) + " is outside 0..63");
  return 0;
}
[[gnu::cold, gnu::noinline]] uint64_t overlap(const char* fn) {
  set_error(std::string(fn) + ": player and opponent overlap");
  return 0;
}
[[gnu::cold, gnu::noinline]] uint64_t bad_color(const char* fn, int color) {
  set_error(std::string(fn) + ": color " + std::to_string(color) +
            " is not 0 (white) or 1 (black)");
  return 0;
}

[[gnu::cold, gnu::noinline]] int null_out(const char* fn) {
  set_error(std::string(fn) + ": out is NULL");
  return LANEFILL_ERROR_NULL_POINTER;
}
[[gnu::cold, gnu::noinline]] int null_pointer(const char* fn) {
  set_error(std::string(fn) + ": NULL pointer with n > 0");
  return LANEFILL_ERROR_NULL_POINTER;
}
[[gnu::cold, gnu::noinline]] int square_refused(const char* fn, int square) {
  bad_square(fn, square);
  return LANEFILL_ERROR_SQUARE;
}
[[gnu::cold, gnu::noinline]] int overlap_refused(const char* fn) {
  overlap(fn);
  return LANEFILL_ERROR_OVERLAP;
}
[[gnu::cold, gnu::noinline]] uint64_t null_side(const char* fn) {
  set_error(std::string(fn) + ": side is NULL");
  return 0;
}

inline bool valid_square(int square) { return static_cast<unsigned>(square) < 64u; }
inline lanefill::Square sq(int square) { return static_cast<lanefill::Square>(square); }

// Whether some square of a batch is > 63: one OR over all of them.
inline bool any_square_off_board(const uint8_t* squares, size_t n) {
  unsigned any = 0;
  for (size_t i = 0; i < n; ++i) any |= squares[i];
  return any > 63;
}
// The first square > 63 of a batch, named.
[[gnu::cold, gnu::noinline]] int bad_batch_square(const char* fn, const uint8_t* squares,
                                                  size_t n) {
  for (size_t i = 0; i < n; ++i)
    if (squares[i] > 63) {
      set_error(std::string(fn) + ": squares[" + std::to_string(i) +
                "] = " + std::to_string(squares[i]) + " is outside 0..63");
      break;
    }
  return LANEFILL_ERROR_SQUARE;
}
// The first i < n whose player and opponent discs overlap, or n.
inline size_t first_overlap(const uint64_t* player, const uint64_t* opponent, size_t n) {
  for (size_t i = 0; i < n; ++i)
    if (player[i] & opponent[i]) return i;
  return n;
}
[[gnu::cold, gnu::noinline]] int overlap_at(const char* fn, size_t i) {
  set_error(std::string(fn) + ": player[" + std::to_string(i) + "] and opponent[" +
            std::to_string(i) + "] overlap");
  return LANEFILL_ERROR_OVERLAP;
}

}  // namespace

// The checked calls of lanefill/entries.def, one definition per shape: the
// checks (one compare each on the fast path, the message built in the cold
// functions above), then the dispatched table's entry. Each signature is
// lanefill.h's declaration (lanefill/detail/shapes.h): a C function defined
// with other parameters would not compile.
#define LANEFILL_C_CALL_square_attacks(name)                                             \
  uint64_t lanefill_##name(int square, uint64_t occupied) {                              \
    if (__builtin_expect(!valid_square(square), 0)) return bad_square(__func__, square); \
    return lanefill::detail::active_table().name(square, occupied);                      \
  }
#define LANEFILL_C_CALL_set_rays(name)                                                    \
  int lanefill_##name(uint64_t orth, uint64_t diag, uint64_t occupied, uint64_t out[8]) { \
    if (__builtin_expect(out == nullptr, 0)) return null_out(__func__);                   \
    lanefill::detail::active_table().name(orth, diag, occupied, out);                     \
    return LANEFILL_OK;                                                                   \
  }
#define LANEFILL_C_CALL_set_union(name)                                       \
  uint64_t lanefill_##name(uint64_t orth, uint64_t diag, uint64_t occupied) { \
    return lanefill::detail::active_table().name(orth, diag, occupied);       \
  }
#define LANEFILL_C_CALL_square_rays(name)                                                    \
  int lanefill_##name(int square, uint64_t occupied, lanefill_square_rays_t* out) {          \
    if (__builtin_expect(!valid_square(square), 0)) return square_refused(__func__, square); \
    if (__builtin_expect(out == nullptr, 0)) return null_out(__func__);                      \
    lanefill::detail::active_table().name(square, occupied, out);                            \
    return LANEFILL_OK;                                                                      \
  }
#define LANEFILL_C_CALL_slider_threats(name)                                                 \
  int lanefill_##name(int square, uint64_t occupied, uint64_t orth, uint64_t diag,           \
                      lanefill_slider_threats_t* out) {                                      \
    if (__builtin_expect(!valid_square(square), 0)) return square_refused(__func__, square); \
    if (__builtin_expect(out == nullptr, 0)) return null_out(__func__);                      \
    lanefill::detail::active_table().name(square, occupied, orth, diag, out);                \
    return LANEFILL_OK;                                                                      \
  }
#define LANEFILL_C_CALL_queen_batch(name)                                                          \
  int lanefill_##name(const uint8_t* squares, const uint64_t* occupied, uint64_t* out, size_t n) { \
    if (n == 0) return LANEFILL_OK;                                                                \
    if (!squares || !occupied || !out) return null_pointer(__func__);                              \
    if (__builtin_expect(any_square_off_board(squares, n), 0))                                     \
      return bad_batch_square(__func__, squares, n);                                               \
    lanefill::detail::active_table().name(squares, occupied, out, n);                              \
    return LANEFILL_OK;                                                                            \
  }
#define LANEFILL_C_CALL_set_batch(name)                                                     \
  int lanefill_##name(const uint64_t* orth, const uint64_t* diag, const uint64_t* occupied, \
                      uint64_t* out, size_t n) {                                            \
    if (n == 0) return LANEFILL_OK;                                                         \
    if (!orth || !diag || !occupied || !out) return null_pointer(__func__);                 \
    lanefill::detail::active_table().name(orth, diag, occupied, out, n);                    \
    return LANEFILL_OK;                                                                     \
  }
#define LANEFILL_C_CALL_discs(name)                                              \
  uint64_t lanefill_##name(uint64_t player, uint64_t opponent) {                 \
    if (__builtin_expect((player & opponent) != 0, 0)) return overlap(__func__); \
    return lanefill::detail::active_table().name(player, opponent);              \
  }
#define LANEFILL_C_CALL_discs_square(name)                                               \
  uint64_t lanefill_##name(int square, uint64_t player, uint64_t opponent) {             \
    if (__builtin_expect(!valid_square(square), 0)) return bad_square(__func__, square); \
    if (__builtin_expect((player & opponent) != 0, 0)) return overlap(__func__);         \
    return lanefill::detail::active_table().name(square, player, opponent);              \
  }
#define LANEFILL_C_CALL_discs_batch(name)                                                          \
  int lanefill_##name(const uint64_t* player, const uint64_t* opponent, uint64_t* out, size_t n) { \
    if (n == 0) return LANEFILL_OK;                                                                \
    if (!player || !opponent || !out) return null_pointer(__func__);                               \
    if (const std::size_t i = first_overlap(player, opponent, n); i < n)                           \
      return overlap_at(__func__, i);                                                              \
    lanefill::detail::active_table().name(player, opponent, out, n);                               \
    return LANEFILL_OK;                                                                            \
  }

#define LANEFILL_C_CALL_discs_count(name)                                                \
  int lanefill_##name(uint64_t player, uint64_t opponent) {                              \
    if (__builtin_expect((player & opponent) != 0, 0)) return overlap_refused(__func__); \
    return lanefill::detail::active_table().name(player, opponent);                      \
  }
#define LANEFILL_C_CALL_last_move(name)                                                      \
  int lanefill_##name(int square, uint64_t player) {                                         \
    if (__builtin_expect(!valid_square(square), 0)) return square_refused(__func__, square); \
    return lanefill::detail::active_table().name(square, player);                            \
  }
#define LANEFILL_C_CALL_occupied_lines(name)                            \
  int lanefill_##name(uint64_t occupied, uint64_t out[4]) {             \
    if (__builtin_expect(out == nullptr, 0)) return null_out(__func__); \
    lanefill::detail::active_table().name(occupied, out);               \
    return LANEFILL_OK;                                                 \
  }
#define LANEFILL_C_CALL_discs_count_batch(name)                                                   \
  int lanefill_##name(const uint64_t* player, const uint64_t* opponent, uint8_t* out, size_t n) { \
    if (n == 0) return LANEFILL_OK;                                                               \
    if (!player || !opponent || !out) return null_pointer(__func__);                              \
    if (const std::size_t i = first_overlap(player, opponent, n); i < n)                          \
      return overlap_at(__func__, i);                                                             \
    lanefill::detail::active_table().name(player, opponent, out, n);                              \
    return LANEFILL_OK;                                                                           \
  }
#define LANEFILL_C_CALL_last_move_batch(name)                                                   \
  int lanefill_##name(const uint8_t* squares, const uint64_t* player, uint8_t* out, size_t n) { \
    if (n == 0) return LANEFILL_OK;                                                             \
    if (!squares || !player || !out) return null_pointer(__func__);                             \
    if (__builtin_expect(any_square_off_board(squares, n), 0))                                  \
      return bad_batch_square(__func__, squares, n);                                            \
    lanefill::detail::active_table().name(squares, player, out, n);                             \
    return LANEFILL_OK;                                                                         \
  }

extern "C" {

#define LANEFILL_ENTRY(name, shape, kind, doc) LANEFILL_C_CALL_##shape(name)
#include "lanefill/entries.def"
#undef LANEFILL_ENTRY

uint64_t lanefill_knight_attacks(int square) {
  if (__builtin_expect(!valid_square(square), 0)) return bad_square(__func__, square);
  return lanefill::knight_attacks(sq(square));
}

uint64_t lanefill_king_attacks(int square) {
  if (__builtin_expect(!valid_square(square), 0)) return bad_square(__func__, square);
  return lanefill::king_attacks(sq(square));
}

uint64_t lanefill_pawn_attacks(int color, int square) {
  if (__builtin_expect(color != 0 && color != 1, 0)) return bad_color(__func__, color);
  if (__builtin_expect(!valid_square(square), 0)) return bad_square(__func__, square);
  return lanefill::pawn_attacks(static_cast<lanefill::Color>(color), sq(square));
}

uint64_t lanefill_between(int a, int b) {
  if (!valid_square(a)) return bad_square(__func__, a);
  if (!valid_square(b)) return bad_square(__func__, b);
  return lanefill::between(sq(a), sq(b));
}

uint64_t lanefill_line(int a, int b) {
  if (!valid_square(a)) return bad_square(__func__, a);
  if (!valid_square(b)) return bad_square(__func__, b);
  return lanefill::line(sq(a), sq(b));
}

uint64_t lanefill_pinned(int king, uint64_t own, uint64_t enemy_orth, uint64_t enemy_diag,
                         uint64_t occupied) {
  if (!valid_square(king)) return bad_square(__func__, king);
  return lanefill::pinned(sq(king), own, enemy_orth, enemy_diag, occupied);
}

uint64_t lanefill_attack_map(int color, const lanefill_pieces_t* side, uint64_t occupied) {
  if (__builtin_expect(color != 0 && color != 1, 0)) return bad_color(__func__, color);
  if (__builtin_expect(side == nullptr, 0)) return null_side(__func__);
  const lanefill::Pieces pieces{.pawns = side->pawns,
                                .knights = side->knights,
                                .bishops = side->bishops,
                                .rooks = side->rooks,
                                .queens = side->queens,
                                .kings = side->kings};
  return lanefill::attack_map(static_cast<lanefill::Color>(color), pieces, occupied);
}

const lanefill_kernels* lanefill_get_kernels(void) { return &lanefill::kernels(); }

const char* lanefill_active_isa(void) { return lanefill::active_implementation().name; }

int lanefill_set_isa(const char* name) {
  if (name == nullptr) {
    set_error("lanefill_set_isa: name is NULL");
    return LANEFILL_ERROR_NULL_POINTER;
  }
  const std::string shown = lanefill::detail::printable(name);
  switch (lanefill::set_isa(std::string_view(name))) {
    case lanefill::SetIsaResult::ok: return LANEFILL_OK;
    case lanefill::SetIsaResult::unknown_name:
      set_error("lanefill_set_isa: unknown ISA \"" + shown + "\" (expected " +
                lanefill::isa_name_list() + ", any case)");
      return LANEFILL_ERROR_UNKNOWN_ISA;
    case lanefill::SetIsaResult::not_compiled:
      set_error("lanefill_set_isa: " + shown + " is not compiled into this build");
      return LANEFILL_ERROR_ISA_NOT_COMPILED;
    case lanefill::SetIsaResult::not_supported:
      set_error("lanefill_set_isa: this CPU cannot run " + shown);
      return LANEFILL_ERROR_ISA_NOT_SUPPORTED;
  }
  return LANEFILL_ERROR_UNKNOWN_ISA;
}

const char* lanefill_active_reason(void) {
  copy_text(t_reason, lanefill::active_reason());
  return t_reason;
}

int lanefill_isa_supported(const char* name) {
  if (name == nullptr) return 0;
  const auto isa = lanefill::isa_from_name(name);
  return isa && lanefill::is_supported(*isa) ? 1 : 0;
}

const char* lanefill_last_error(void) { return t_last_error; }

const char* lanefill_status_name(int status) {
  switch (status) {
    case LANEFILL_OK: return "LANEFILL_OK";
    case LANEFILL_ERROR_NULL_POINTER: return "LANEFILL_ERROR_NULL_POINTER";
    case LANEFILL_ERROR_SQUARE: return "LANEFILL_ERROR_SQUARE";
    case LANEFILL_ERROR_OVERLAP: return "LANEFILL_ERROR_OVERLAP";
    case LANEFILL_ERROR_COLOR: return "LANEFILL_ERROR_COLOR";
    case LANEFILL_ERROR_UNKNOWN_ISA: return "LANEFILL_ERROR_UNKNOWN_ISA";
    case LANEFILL_ERROR_ISA_NOT_COMPILED: return "LANEFILL_ERROR_ISA_NOT_COMPILED";
    case LANEFILL_ERROR_ISA_NOT_SUPPORTED: return "LANEFILL_ERROR_ISA_NOT_SUPPORTED";
    default: return "unknown status";
  }
}

}  // extern "C"
