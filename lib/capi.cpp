// lib/capi.cpp — the C API: checked entry points over the dispatched kernels.
#include <string>

#include "lanefill/cpu.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.h"

namespace {

thread_local std::string t_last_error;
thread_local std::string t_reason;

void set_error(std::string message) { t_last_error = std::move(message); }

bool square_ok(const char* fn, int square) {
  if (square >= 0 && square <= 63) return true;
  set_error(std::string(fn) + ": square " + std::to_string(square) + " is outside 0..63");
  return false;
}

}  // namespace

extern "C" {

uint64_t lanefill_rook_attacks(int square, uint64_t occupied) {
  if (!square_ok("lanefill_rook_attacks", square)) return 0;
  return lanefill::kernels().rook_attacks(square, occupied);
}

uint64_t lanefill_bishop_attacks(int square, uint64_t occupied) {
  if (!square_ok("lanefill_bishop_attacks", square)) return 0;
  return lanefill::kernels().bishop_attacks(square, occupied);
}

uint64_t lanefill_queen_attacks(int square, uint64_t occupied) {
  if (!square_ok("lanefill_queen_attacks", square)) return 0;
  return lanefill::kernels().queen_attacks(square, occupied);
}

void lanefill_ray_attacks(uint64_t orth_sliders, uint64_t diag_sliders, uint64_t occupied,
                          uint64_t out[8]) {
  if (out == nullptr) {
    set_error("lanefill_ray_attacks: out is NULL");
    return;
  }
  lanefill::kernels().ray_attacks(orth_sliders, diag_sliders, occupied, out);
}

uint64_t lanefill_slider_attacks(uint64_t orth_sliders, uint64_t diag_sliders, uint64_t occupied) {
  return lanefill::kernels().slider_attacks(orth_sliders, diag_sliders, occupied);
}

int lanefill_queen_attacks_batch(const uint8_t* squares, const uint64_t* occupied, uint64_t* out,
                                 size_t n) {
  if (n == 0) return 0;
  if (squares == nullptr || occupied == nullptr || out == nullptr) {
    set_error("lanefill_queen_attacks_batch: NULL pointer with n > 0");
    return -1;
  }
  for (size_t i = 0; i < n; ++i)
    if (squares[i] > 63) {
      set_error("lanefill_queen_attacks_batch: squares[" + std::to_string(i) +
                "] = " + std::to_string(squares[i]) + " is outside 0..63");
      return -1;
    }
  lanefill::kernels().queen_attacks_batch(squares, occupied, out, n);
  return 0;
}

int lanefill_slider_attacks_batch(const uint64_t* orth, const uint64_t* diag,
                                  const uint64_t* occupied, uint64_t* out, size_t n) {
  if (n == 0) return 0;
  if (orth == nullptr || diag == nullptr || occupied == nullptr || out == nullptr) {
    set_error("lanefill_slider_attacks_batch: NULL pointer with n > 0");
    return -1;
  }
  lanefill::kernels().slider_attacks_batch(orth, diag, occupied, out, n);
  return 0;
}

const char* lanefill_active_isa(void) { return lanefill::active_implementation().name; }

int lanefill_set_isa(const char* name) {
  if (name == nullptr) {
    set_error("lanefill_set_isa: name is NULL");
    return -1;
  }
  switch (lanefill::set_isa(std::string_view(name))) {
    case lanefill::SetIsaResult::ok: return 0;
    case lanefill::SetIsaResult::unknown_name:
      set_error(std::string("lanefill_set_isa: unknown ISA \"") + name +
                "\" (expected scalar|sse2|avx2|avx512)");
      return -1;
    case lanefill::SetIsaResult::not_compiled:
      set_error(std::string("lanefill_set_isa: ") + name + " is not compiled into this build");
      return -2;
    case lanefill::SetIsaResult::not_supported:
      set_error(std::string("lanefill_set_isa: this CPU cannot run ") + name);
      return -3;
  }
  return -1;
}

const char* lanefill_active_reason(void) {
  t_reason = lanefill::active_reason();
  return t_reason.c_str();
}

int lanefill_isa_supported(const char* name) {
  if (name == nullptr) return 0;
  const auto isa = lanefill::isa_from_name(name);
  return isa && lanefill::is_supported(*isa) ? 1 : 0;
}

const char* lanefill_last_error(void) { return t_last_error.c_str(); }

}  // extern "C"
