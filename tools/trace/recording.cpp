// tools/trace/recording.cpp — the recorder, and how each ISA spells the
// operations the recording registers perform (instruction names, counts,
// register names).
#include "recording.hpp"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "lanefill/dispatch.hpp"
#include "lanefill/kernels.hpp"

namespace lanefill::trace {

Recorder*& active_recorder() {
  static Recorder* recorder = nullptr;
  return recorder;
}

void enter_register(std::string name, std::vector<std::string> lane_names) {
  if (Recorder* r = active_recorder()) {
    r->reg = std::move(name);
    r->lane_names = std::move(lane_names);
  }
}

namespace {
bool is_x86_vector(Isa isa) { return architecture_of(isa) == "x86_64"; }
}  // namespace

bool has_vex_encoding(Isa isa) { return isa == Isa::avx2 || isa == Isa::avx512; }

// SIMD128's name of an SSE2 operation.
const char* wasm128_instruction(std::string_view sse) {
  if (sse == "pand") return "v128.and";
  if (sse == "por") return "v128.or";
  if (sse == "pxor") return "v128.xor";
  if (sse == "paddq") return "i64x2.add";
  if (sse == "psubq") return "i64x2.sub";
  if (sse == "pcmpeqq") return "i64x2.eq";
  return "?";
}

// The instruction of one operation on `isa`: NEON's, SIMD128's, SSE2's (with
// a "v" on AVX2 and AVX-512), or the scalar one.
std::string instruction(Isa isa, const char* neon, const char* sse, const char* scalar) {
  if (isa == Isa::neon) return neon;
  if (isa == Isa::wasm128) return wasm128_instruction(sse);
  if (is_x86_vector(isa)) {
    std::string out = has_vex_encoding(isa) ? "v" : "";
    return out += sse;
  }
  return scalar;
}
std::string and_instruction(Isa isa) { return instruction(isa, "and", "pand", "and"); }
std::string or_instruction(Isa isa) { return instruction(isa, "orr", "por", "or"); }
std::string not_instruction(Isa isa) {
  if (isa == Isa::wasm128) return "v128.not";
  return isa == Isa::avx512 ? "vpternlogq" : instruction(isa, "mvn", "pxor", "not");
}
std::string xor_instruction(Isa isa) { return instruction(isa, "eor", "pxor", "xor"); }
std::string add_instruction(Isa isa) { return instruction(isa, "add", "paddq", "add"); }
std::string sub_instruction(Isa isa) { return instruction(isa, "sub", "psubq", "sub"); }
std::string compare_instruction(Isa isa) {
  return isa == Isa::sse2 ? "pcmpeqd + pshufd + pand"
                          : instruction(isa, "cmeq #0", "pcmpeqq", "cmp + sete");
}

StepCost shift_cost(Isa isa, const std::vector<int>& shifts, bool immediate) {
  bool left = false, right = false;
  for (int s : shifts) (s > 0 ? left : right) = true;
  const bool mixed = left && right;
  switch (isa) {
    case Isa::scalar: return {left ? "shl" : "shr", 1};
    case Isa::sse2:
      if (mixed) return {"psllq + psrlq + movsd", 3};
      return {left ? "psllq" : "psrlq", 1};
    case Isa::avx2:
      if (immediate) return {left ? "vpsllq" : "vpsrlq", 1};
      if (mixed) return {"vpsllvq + vpsrlvq + vpor", 3};
      return {left ? "vpsllvq" : "vpsrlvq", 1};
    case Isa::avx512:
      if (immediate) return {left ? "vpsllq" : "vpsrlq", 1};
      if (mixed) return {"vpsllvq + masked vpsrlvq", 2};
      return {left ? "vpsllvq" : "vpsrlvq", 1};
    case Isa::neon:
      if (immediate) return {left ? "shl" : "ushr", 1};
      return {"ushl", 1};
    case Isa::wasm128:
      if (mixed) return {"i64x2.shl + i64x2.shr_u + i64x2.shuffle", 3};
      return {left ? "i64x2.shl" : "i64x2.shr_u", 1};
    default: break;  // an ISA without a trace layout yet
  }
  return {"shift", 1};
}

StepCost rotate_cost(Isa isa, bool immediate) {
  if (isa == Isa::avx512) return {immediate ? "vprolq" : "vprolvq", 1};
  if (isa == Isa::scalar) return {"rol", 1};
  return {"shift + shift + or", 3};
}

std::string signed_list(const std::vector<int>& values) {
  std::string s = "{";
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i) s.push_back(',');
    if (values[i] > 0) s.push_back('+');
    s.append(std::to_string(values[i]));
  }
  s.push_back('}');
  return s;
}

std::string guard_list(const std::vector<Bitboard>& guards) {
  std::string s = "{";
  for (std::size_t i = 0; i < guards.size(); ++i) {
    const Bitboard g = guards[i];
    s += i ? "," : "";
    if (g == kUniverse)
      s += "all";
    else if (g == kNotFileA)
      s += "~fileA";
    else if (g == kNotFileH)
      s += "~fileH";
    else if (g == (kNotFileA & kNotFileH))
      s += "~fileA&~fileH";
    else {
      char hex[24];
      std::snprintf(hex, sizeof hex, "0x%016llx", static_cast<unsigned long long>(g));
      s += hex;
    }
  }
  return s + "}";
}

std::string direction_list(std::initializer_list<std::string_view> names) {
  std::string s = "{";
  for (std::string_view n : names) {
    if (s.size() > 1) s.push_back(' ');
    s.append(n);
  }
  s.push_back('}');
  return s;
}

std::string register_name(Isa isa, int lanes, const std::string& what) {
  const char* kind = "register";
  switch (isa) {
    case Isa::scalar: kind = "64-bit register"; break;
    case Isa::sse2: kind = "xmm"; break;
    case Isa::avx2: kind = "ymm"; break;
    case Isa::avx512: kind = lanes == 8 ? "zmm" : "ymm"; break;
    case Isa::neon: kind = "q-register"; break;
    case Isa::wasm128: kind = "v128"; break;
    default: break;  // an ISA without a trace layout yet
  }
  std::string s = kind;
  s.append(" ").append(what);
  return s;
}

}  // namespace lanefill::trace
