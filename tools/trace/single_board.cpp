// tools/trace/single_board.cpp — the traces of the single-board kernels
// that step: SBAMG by smear (SSE2, AVX2) and Othello flips (AVX2, NEON), each
// the body the ISA's kernel expands (lanefill/detail/bodies.hpp,
// simd/common/line_kernels.hpp) on the recording registers.
#include "single_board.hpp"

#include <array>
#include <string>
#include <vector>

#include "lanefill/dispatch.hpp"
#include "lanefill/native.h"
#include "lanefill/othello.hpp"
#include "lanefill/reference.hpp"
#include "lanes.hpp"
#include "layouts.hpp"
#include "line_kernels.hpp"
#include "recording.hpp"

namespace lanefill::trace {
namespace {

template <Direction... Ds>
using Ymm = ShiftStep<Isa::avx2, Ds...>;
template <Direction... Ds>
using QReg = ShiftStep<Isa::neon, Ds...>;

// ---- SBAMG: SSE2 two lines per xmm, AVX2 four lines per ymm -------------

// The four lines' attacks, the rook and bishop they make, each against the
// reference and, where this CPU runs `isa`, the dispatched SBAMG kernels.
void sbamg_outputs(Trace& t, const Request& r, const Bitboard lines[4], Isa isa) {
  const Square sq = static_cast<Square>(r.square);
  const Bitboard occ = r.occupied[0];
  const reference::Line kinds[4] = {reference::Line::rank, reference::Line::file,
                                    reference::Line::diagonal, reference::Line::antidiagonal};
  for (int i = 0; i < 4; ++i)
    t.outputs.push_back({std::string(reference::line_name(kinds[i])),
                         lines[i],
                         reference::sbamg_line_attacks(sq, kinds[i], occ),
                         {}});
  const Kernels* k = find_kernels(isa, Algorithm::sbamg);
  Output rook{"rook", lines[0] | lines[1], reference::rook_attacks<Algorithm::sbamg>(sq, occ), {}};
  Output bishop{
      "bishop", lines[2] | lines[3], reference::bishop_attacks<Algorithm::sbamg>(sq, occ), {}};
  if (k) {
    rook.dispatched = k->rook_attacks(lanefill::Square(r.square), occ);
    bishop.dispatched = k->bishop_attacks(lanefill::Square(r.square), occ);
  }
  t.outputs.push_back(rook);
  t.outputs.push_back(bishop);
}

const char* const kSbamgMasks =
    "masks line_ex, lower, floor from the one table (lanefill_sbamg_table)";

// The three SBAMG masks of lines first .. first + N - 1 of a square's table row.
template <int N>
struct SbamgMasks {
  Lanes<N> line_ex, lower, floor;
};
// (floor only where the kernel loads it: not with vplzcntq, where bit 0 stands in).
template <int N>
SbamgMasks<N> load_sbamg_masks(const std::uint64_t* row, int first, const char* instruction,
                               bool with_floor = true) {
  const auto masks = [&](int at, const char* what) {
    std::array<Bitboard, N> v{};
    for (int i = 0; i < N; ++i) v[static_cast<std::size_t>(i)] = row[at + first + i];
    return record(Event::load, std::string("load ") + what, instruction, 1, Lanes<N>(v));
  };
  SbamgMasks<N> k{masks(0, "line_ex (the lines without the slider)"),
                  masks(4, "lower (below the slider, plus floor)"),
                  {}};
  if (with_floor) k.floor = masks(8, "floor (the lines' low ends, bit 0 where the slider is one)");
  return k;
}

// A trace of SBAMG on `isa` whose registers `layout` describes.
Trace sbamg_trace(const Request& r, const std::string& layout) {
  Trace t;
  t.what = "SBAMG o ^ (o - 3cbn) per line, square " + std::to_string(r.square) + ", on " +
           std::string(name_of(r.isa));
  t.layout = layout_note(r.isa) + std::string(layout) + kSbamgMasks;
  return t;
}

// SSE2 and SIMD128 (wasm128): the same two registers.
Trace sbamg_sse2(const Request& r) {
  const bool wasm = trace_layout_of(r.isa) == Isa::wasm128;
  const std::string kind = wasm ? "v128" : "xmm";
  Trace t = sbamg_trace(r, wasm ? "two v128: {rank, file} and {diagonal, antidiagonal} of the "
                                  "slider's square; cbn by a smear of all bits; "
                                : "two xmm: {rank, file} and {diagonal, antidiagonal} of the "
                                  "slider's square; cbn by a smear of all bits; ");
  const std::uint64_t* m = lanefill_sbamg_table[r.square];
  const Bitboard occ = r.occupied[0];
  Bitboard lines[4];
  for (int first : {0, 2}) {
    const std::vector<std::string> names =
        first == 0 ? std::vector<std::string>{"rank", "file"}
                   : std::vector<std::string>{"diagonal", "antidiagonal"};
    enter_register(kind + " {" + names[0] + " " + names[1] + "}", names);
    const SbamgMasks<2> k = load_sbamg_masks<2>(m, first, wasm ? "v128.load" : "movdqa");
    const Lanes<2> o =
        record(Event::load, "load occupied into both lanes",
               wasm ? "i64x2.splat" : "movq + punpcklqdq", wasm ? 1 : 2, Lanes<2>(occ));
    const Lanes<2> a = simd::sbamg_lines_by_smear(o, k.line_ex, k.lower, k.floor);
    lines[first] = a.v[0], lines[first + 1] = a.v[1];
  }
  sbamg_outputs(t, r, lines, r.isa);
  return t;
}

// AVX2 (lanefill/native/ymm.h, lanefill_ymm_sbamg_lines): lane j steps down its line, K squares of
// 1, 8, 9 and 7 bits (vpsrlvq by lanefill_ymm_line_steps).
struct LineDownYmm {
  static void enter() {
    enter_register("ymm {rank file diagonal antidiagonal}",
                   {"rank", "file", "diagonal", "antidiagonal"});
  }
  template <int K>
  static Lanes<4> step(const Lanes<4>& x) {
    enter();
    const std::vector<int> amounts = {-K, -8 * K, -9 * K, -7 * K};
    Lanes<4> r;
    for (int i = 0; i < 4; ++i) r.v[i] = moved(x.v[i], amounts[static_cast<std::size_t>(i)], false);
    const StepCost c = shift_cost(Isa::avx2, amounts, false);
    return record(Event::step, "shift by " + signed_list(amounts), c.instructions, c.count, r);
  }
};

// The ymm SBAMG kernels' inputs (AVX2, AVX-512): the square's masks and the
// occupancy in every lane.
const std::string kYmmLines =
    "one ymm: {rank, file, diagonal, antidiagonal} of the slider's square; ";
struct YmmSbamgInputs {
  SbamgMasks<4> masks;
  Lanes<4> occupied;
};
YmmSbamgInputs load_ymm_sbamg(const Request& r, bool with_floor) {
  LineDownYmm::enter();
  const SbamgMasks<4> k =
      load_sbamg_masks<4>(lanefill_sbamg_table[r.square], 0, "vmovdqa", with_floor);
  return {k, record(Event::load, "load occupied into all lanes", "vpbroadcastq", 1,
                    Lanes<4>(r.occupied[0]))};
}

Trace sbamg_avx2(const Request& r) {
  Trace t =
      sbamg_trace(r, kYmmLines + "cbn by a smear down each line by 1, 2, 4 squares (vpsrlvq); ");
  const YmmSbamgInputs in = load_ymm_sbamg(r, true);
  const Lanes<4> a = lanefill::detail::sbamg_by_line_smear(
      in.occupied, in.masks.line_ex, in.masks.lower, in.masks.floor, simd::StepOf<LineDownYmm>{});
  sbamg_outputs(t, r, a.v.data(), r.isa);
  return t;
}

// AVX-512 (lanefill/native/ymm.h, lanefill_ymm_sbamg_lines_by_lzcnt): the same ymm, cbn by
// vplzcntq; the body's operations as AVX-512 performs them.
Lanes<4> xor_and(const Lanes<4>& a, const Lanes<4>& b, const Lanes<4>& c) {
  Lanes<4> r;
  for (int i = 0; i < 4; ++i) r.v[i] = (a.v[i] ^ b.v[i]) & c.v[i];
  return record(Event::stage, "attacks = (x ^ (x - 3cbn)) & line_ex", "vpternlogq 0x28", 1, r);
}
// 3 << msb(below): the leading zeros, then bits 63 and 0 rotated right by them.
Lanes<4> three_cbn(const Lanes<4>& below) {
  Lanes<4> zeros, r;
  for (int i = 0; i < 4; ++i)
    zeros.v[i] = below.v[i] ? static_cast<Bitboard>(__builtin_clzll(below.v[i])) : 64;
  record(Event::stage, "leading zeros of below", "vplzcntq", 1, zeros);
  for (int i = 0; i < 4; ++i)  // right by n is left by 64 - n
    r.v[i] = moved(0x8000000000000001ULL, static_cast<int>((64 - zeros.v[i]) & 63), true);
  return record(Event::stage, "3cbn = bits 63 and 0 rotated right by them", "vprorvq", 1, r);
}
Trace sbamg_avx512(const Request& r) {
  Trace t = sbamg_trace(r, kYmmLines + "bit 0 stands in for the floor, cbn by vplzcntq; ");
  const YmmSbamgInputs in = load_ymm_sbamg(r, false);
  // x and below by the same vpternlogq, as native/avx512.h makes them.
  auto or_of_and = [](const Lanes<4>& a, const Lanes<4>& b, const Lanes<4>& c, const char* what) {
    Lanes<4> r;
    for (int i = 0; i < 4; ++i) r.v[i] = (a.v[i] & b.v[i]) | c.v[i];
    return record(Event::stage, what, "vpternlogq 0xea", 1, r);
  };
  auto sub = [](const Lanes<4>& a, const Lanes<4>& b) { return a - b; };
  const Lanes<4> one(Bitboard{1});
  const Lanes<4> x = or_of_and(in.occupied, in.masks.line_ex, one, "x = (occupied & line_ex) | 1");
  const Lanes<4> below =
      or_of_and(in.occupied, in.masks.lower, one, "below = (occupied & lower) | 1");
  const Lanes<4> a =
      lanefill::detail::sbamg_by_lzcnt(x, below, in.masks.line_ex, three_cbn, xor_and, sub);
  sbamg_outputs(t, r, a.v.data(), r.isa);
  return t;
}

// ---- Othello flips: NEON two rays per q-register, AVX2 four per ymm -------

// The flipped discs against the reference and, where this CPU runs `isa`,
// the dispatched flips.
void flips_output(Trace& t, const Request& r, Bitboard flips, Isa isa) {
  const Bitboard player = r.player[0], opponent = r.opponent[0];
  Output o{"flips", flips, othello::flips(static_cast<Square>(r.square), player, opponent), {}};
  if (is_supported(isa))
    o.dispatched = implementation(isa)->base->othello_flips(r.square, player, opponent);
  t.outputs.push_back(o);
}

// A trace of flips on `isa` whose registers `layout` describes.
Trace flips_trace(const Request& r, const char* layout) {
  Trace t;
  t.what = "Othello flips of a move on square " + std::to_string(r.square) + ", on " +
           std::string(name_of(r.isa));
  t.layout = layout_note(r.isa) + layout;
  return t;
}

// The square's rays `at` .. `at` + N - 1 (lanefill_ray_table order) into S's register.
template <int N, class S>
Lanes<N> load_rays(const Request& r, S, int at, const char* instruction) {
  S::enter();
  std::array<Bitboard, N> v{};
  for (int i = 0; i < N; ++i) v[static_cast<std::size_t>(i)] = lanefill_ray_table[r.square][at + i];
  return record(Event::load, "load the square's rays", instruction, 1, Lanes<N>(v));
}

// NEON: two rays per q-register.
Trace flips_neon(const Request& r) {
  using Layout = simd::layouts::NeonFlips<QReg>;
  Trace t =
      flips_trace(r,
                  "four q-registers of the square's rays: {noEa, east} and {noWe, nort} run up the "
                  "board (the lowest stop), {soWe, west} and {soEa, sout} down (a smear down each "
                  "ray finds the highest stop)");
  const Lanes<2> own(r.player[0]), other(r.opponent[0]);
  const Lanes<2> up0 = simd::flips_up(own, other, load_rays<2>(r, Layout::Up0{}, 0, "ld1"));
  const Lanes<2> up1 = simd::flips_up(own, other, load_rays<2>(r, Layout::Up1{}, 2, "ld1"));
  const Lanes<2> down0 =
      simd::flips_down<Layout::Down0>(own, other, load_rays<2>(r, Layout::Down0{}, 4, "ld1"));
  const Lanes<2> down1 =
      simd::flips_down<Layout::Down1>(own, other, load_rays<2>(r, Layout::Down1{}, 6, "ld1"));
  Bitboard flips = 0;
  for (const Lanes<2>& l : {up0, up1, down0, down1}) flips |= l.v[0] | l.v[1];
  flips_output(t, r, flips, r.isa);
  return t;
}

// AVX2 (lanefill/native/ymm.h, lanefill_ymm_othello_flips): the up rays in the left ymm, the down
// rays in the right one, lanes as the AVX2 ray layout's.
Trace flips_avx2(const Request& r) {
  using Layout = simd::layouts::Avx2<Ymm>;
  Trace t = flips_trace(
      r,
      "two ymm of the square's rays: {noEa, east, noWe, nort} run up the board (the lowest "
      "stop), {soWe, west, soEa, sout} down (a smear down each ray, vpsrlvq, finds the highest "
      "stop)");
  const Lanes<4> own(r.player[0]), other(r.opponent[0]);
  const Lanes<4> up = simd::flips_up(own, other, load_rays<4>(r, Layout::Left{}, 0, "vmovdqa"));
  const Lanes<4> down =
      simd::flips_down<Layout::Right>(own, other, load_rays<4>(r, Layout::Right{}, 4, "vmovdqa"));
  Bitboard flips = 0;
  for (int i = 0; i < 4; ++i) flips |= up.v[i] | down.v[i];
  flips_output(t, r, flips, r.isa);
  return t;
}

}  // namespace

// By the layout of the requested ISA (the registry's trace_layout); the
// dispatched comparison is the requested ISA's own.
Trace sbamg_trace(const Request& r) {
  const Isa shown = trace_layout_of(r.isa);
  if (shown == Isa::avx512) return sbamg_avx512(r);
  return shown == Isa::avx2 ? sbamg_avx2(r) : sbamg_sse2(r);
}
Trace flips_trace(const Request& r) {
  return trace_layout_of(r.isa) == Isa::avx2 ? flips_avx2(r) : flips_neon(r);
}

}  // namespace lanefill::trace
