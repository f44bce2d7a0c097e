// lib/capi.cpp — the C API: checked entry points over the dispatched kernels.
//
// Every check is a compare on the fast path; the error text is built only in
// the cold functions below. The error text lives in a fixed thread-local
// buffer: the pointer lanefill_last_error() returns stays valid for the life
// of the thread and always holds the latest error of that thread.
#include <array>
#include <cstdio>
#include <cstring>
#include <string>

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
[[gnu::cold, gnu::noinline]] uint64_t null_side(const char* fn) {
  set_error(std::string(fn) + ": side is NULL");
  return 0;
}

inline bool valid_square(int square) { return static_cast<unsigned>(square) < 64u; }
inline lanefill::Square sq(int square) { return static_cast<lanefill::Square>(square); }

// The first square > 63 of a batch, checked with one OR over all of them.
[[gnu::cold, gnu::noinline]] int bad_batch_square(const uint8_t* squares, size_t n) {
  for (size_t i = 0; i < n; ++i)
    if (squares[i] > 63) {
      set_error("lanefill_queen_attacks_batch: squares[" + std::to_string(i) +
                "] = " + std::to_string(squares[i]) + " is outside 0..63");
      break;
    }
  return LANEFILL_ERROR_SQUARE;
}

}  // namespace

extern "C" {

uint64_t lanefill_rook_attacks(int square, uint64_t occupied) {
  if (__builtin_expect(!valid_square(square), 0)) return bad_square(__func__, square);
  return lanefill::kernels().rook_attacks(sq(square), occupied);
}

uint64_t lanefill_bishop_attacks(int square, uint64_t occupied) {
  if (__builtin_expect(!valid_square(square), 0)) return bad_square(__func__, square);
  return lanefill::kernels().bishop_attacks(sq(square), occupied);
}

uint64_t lanefill_queen_attacks(int square, uint64_t occupied) {
  if (__builtin_expect(!valid_square(square), 0)) return bad_square(__func__, square);
  return lanefill::kernels().queen_attacks(sq(square), occupied);
}

int lanefill_ray_attacks(uint64_t orth_sliders, uint64_t diag_sliders, uint64_t occupied,
                         uint64_t out[8]) {
  if (__builtin_expect(out == nullptr, 0)) return null_out(__func__);
  lanefill::kernels().ray_attacks(orth_sliders, diag_sliders, occupied, out);
  return LANEFILL_OK;
}

int lanefill_occluded_fills(uint64_t orth_sliders, uint64_t diag_sliders, uint64_t occupied,
                            uint64_t out[8]) {
  if (__builtin_expect(out == nullptr, 0)) return null_out(__func__);
  lanefill::kernels().occluded_fills(orth_sliders, diag_sliders, occupied, out);
  return LANEFILL_OK;
}

uint64_t lanefill_slider_attacks(uint64_t orth_sliders, uint64_t diag_sliders, uint64_t occupied) {
  return lanefill::kernels().slider_attacks(orth_sliders, diag_sliders, occupied);
}

int lanefill_queen_attacks_batch(const uint8_t* squares, const uint64_t* occupied, uint64_t* out,
                                 size_t n) {
  if (n == 0) return LANEFILL_OK;
  if (squares == nullptr || occupied == nullptr || out == nullptr) return null_pointer(__func__);
  unsigned any = 0;
  for (size_t i = 0; i < n; ++i) any |= squares[i];
  if (__builtin_expect(any > 63, 0)) return bad_batch_square(squares, n);
  lanefill::kernels().queen_attacks_batch(squares, occupied, out, n);
  return LANEFILL_OK;
}

int lanefill_slider_attacks_batch(const uint64_t* orth, const uint64_t* diag,
                                  const uint64_t* occupied, uint64_t* out, size_t n) {
  if (n == 0) return LANEFILL_OK;
  if (orth == nullptr || diag == nullptr || occupied == nullptr || out == nullptr)
    return null_pointer(__func__);
  lanefill::kernels().slider_attacks_batch(orth, diag, occupied, out, n);
  return LANEFILL_OK;
}

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

// Othello: one check each, then straight into the dispatched table.
uint64_t lanefill_othello_moves(uint64_t player, uint64_t opponent) {
  if (__builtin_expect((player & opponent) != 0, 0)) return overlap(__func__);
  return lanefill::othello_kernels().moves(player, opponent);
}

uint64_t lanefill_othello_flips(int square, uint64_t player, uint64_t opponent) {
  if (__builtin_expect(!valid_square(square), 0)) return bad_square(__func__, square);
  if (__builtin_expect((player & opponent) != 0, 0)) return overlap(__func__);
  return lanefill::othello_kernels().flips(sq(square), player, opponent);
}

int lanefill_othello_moves_batch(const uint64_t* player, const uint64_t* opponent, uint64_t* out,
                                 size_t n) {
  if (n == 0) return LANEFILL_OK;
  if (player == nullptr || opponent == nullptr || out == nullptr) return null_pointer(__func__);
  for (size_t i = 0; i < n; ++i)
    if (player[i] & opponent[i]) {
      set_error("lanefill_othello_moves_batch: player[" + std::to_string(i) + "] and opponent[" +
                std::to_string(i) + "] overlap");
      return LANEFILL_ERROR_OVERLAP;
    }
  lanefill::othello_kernels().moves_batch(player, opponent, out, n);
  return LANEFILL_OK;
}

int lanefill_square_rays(int square, uint64_t occupied, lanefill_square_rays_t* out) {
  if (__builtin_expect(!valid_square(square), 0)) return square_refused(__func__, square);
  if (__builtin_expect(out == nullptr, 0)) return null_out(__func__);
  lanefill::kernels().square_rays(sq(square), occupied, out);
  return LANEFILL_OK;
}

int lanefill_slider_threats(int square, uint64_t occupied, uint64_t orth, uint64_t diag,
                            lanefill_slider_threats_t* out) {
  if (__builtin_expect(!valid_square(square), 0)) return square_refused(__func__, square);
  if (__builtin_expect(out == nullptr, 0)) return null_out(__func__);
  lanefill::kernels().slider_threats(sq(square), occupied, orth, diag, out);
  return LANEFILL_OK;
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

const lanefill_kernels* lanefill_get_kernels(void) {
  // One C table per ISA, composed from its plan row like the C++ one
  // (lib/dispatch.cpp's compose): the entries that take a square are the
  // same kernels' int forms (lib/implementations.hpp, CSquareEntries).
  static const auto tables = [] {
    std::array<lanefill_kernels, lanefill::slot(lanefill::kIsaCount)> t{};
    for (lanefill::Isa isa : lanefill::kAllIsas) {
      if (!lanefill::is_compiled(isa)) continue;
      const lanefill::PlanRow& row = lanefill::plan_row(isa);
      const lanefill::DispatchedKernels k = lanefill::compose(row);
      const auto& one = lanefill::detail::c_entries(lanefill::detail::table_of(row.single_square));
      t[lanefill::slot(static_cast<int>(isa))] = {
          .isa = lanefill::implementation(isa)->name,
          .rook_attacks = one.rook_attacks,
          .bishop_attacks = one.bishop_attacks,
          .queen_attacks = one.queen_attacks,
          .slider_attacks = k.attacks.slider_attacks,
          .ray_attacks = k.attacks.ray_attacks,
          .occluded_fills = k.attacks.occluded_fills,
          .square_rays = one.square_rays,
          .slider_threats = one.slider_threats,
          .queen_attacks_batch = k.attacks.queen_attacks_batch,
          .slider_attacks_batch = k.attacks.slider_attacks_batch,
          .othello_moves = k.othello.moves,
          .othello_flips =
              lanefill::detail::c_flips(lanefill::detail::othello_for(row.othello.flips, isa)),
          .othello_moves_batch = k.othello.moves_batch};
    }
    return t;
  }();
  return &tables[lanefill::slot(static_cast<int>(lanefill::kernels().isa))];
}

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
