// lib/capi.cpp — the C API's own calls (non-sliders, pins, the ISA, the
// errors) and the cold halves of its checks (lib/capi_checks.hpp); the entries'
// checked calls are lib/capi_entries.cpp (generated).
//
// The error text lives in a fixed thread-local buffer: the pointer
// lanefill_last_error() returns stays valid for the life of the thread and
// always holds the latest error of that thread.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>

#include "capi_checks.hpp"
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

}  // namespace

// The cold halves of lib/capi_checks.hpp: the message, then the call's result.
namespace lanefill::detail::checks {

void set_error(const std::string& message) { copy_text(t_last_error, message); }

uint64_t bad_square(const char* fn, int square) {
  set_error(std::string(fn) + ": square " + std::to_string(square) + " is outside 0..63");
  return 0;
}
uint64_t overlap(const char* fn) {
  set_error(std::string(fn) + ": player and opponent overlap");
  return 0;
}
uint64_t bad_color(const char* fn, int color) {
  set_error(std::string(fn) + ": color " + std::to_string(color) +
            " is not 0 (white) or 1 (black)");
  return 0;
}
uint64_t null_side(const char* fn) {
  set_error(std::string(fn) + ": side is NULL");
  return 0;
}
int null_out(const char* fn) {
  set_error(std::string(fn) + ": out is NULL");
  return LANEFILL_ERROR_NULL_POINTER;
}
int null_pointer(const char* fn) {
  set_error(std::string(fn) + ": NULL pointer with n > 0");
  return LANEFILL_ERROR_NULL_POINTER;
}
int square_refused(const char* fn, int square) {
  bad_square(fn, square);
  return LANEFILL_ERROR_SQUARE;
}
int overlap_refused(const char* fn) {
  overlap(fn);
  return LANEFILL_ERROR_OVERLAP;
}
int bad_batch_square(const char* fn, const uint8_t* squares, size_t n) {
  for (size_t i = 0; i < n; ++i)
    if (squares[i] > 63) {
      set_error(std::string(fn) + ": squares[" + std::to_string(i) +
                "] = " + std::to_string(squares[i]) + " is outside 0..63");
      break;
    }
  return LANEFILL_ERROR_SQUARE;
}
int overlap_at(const char* fn, size_t i) {
  set_error(std::string(fn) + ": player[" + std::to_string(i) + "] and opponent[" +
            std::to_string(i) + "] overlap");
  return LANEFILL_ERROR_OVERLAP;
}

}  // namespace lanefill::detail::checks

using namespace lanefill::detail::checks;

extern "C" {

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
