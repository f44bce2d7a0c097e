// tools/trace/trace.cpp — the fills and batches of simd/common/lanes.hpp on the
// recording registers, laid out as each ISA file lays them out
// (simd/common/layouts.hpp), and the recorded operations grouped into steps (the
// single-board kernels: single_board.cpp).
#include "trace.hpp"

#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "lanefill/dispatch.hpp"
#include "lanefill/native.h"
#include "lanefill/othello.hpp"
#include "lanefill/reference.hpp"
#include "lanes.hpp"
#include "layouts.hpp"
#include "line_kernels.hpp"
#include "recording.hpp"
#include "single_board.hpp"

namespace lanefill::trace {
namespace {

using D = Direction;

template <int N>
Lanes<N> load(const std::string& reg, std::vector<std::string> names, const std::string& text,
              const std::string& instructions, const std::array<Bitboard, N>& values) {
  enter_register(reg, std::move(names));
  return record(Event::load, text, instructions, 1, Lanes<N>(values));
}

template <Algorithm Alg>
constexpr bool kRotate = simd::is_rotate_form<Alg>;
template <Algorithm Alg>
constexpr Algorithm kShape = simd::fill_shape<Alg>;

// ---- rays: each ISA's registers, as its simd/<isa>/<isa>.cpp fills them ----------

template <Isa I, Algorithm Alg, Direction... Ds>
using DirLanes = std::conditional_t<kRotate<Alg>, RotateStep<I, Ds...>, ShiftStep<I, Ds...>>;

template <Algorithm Alg, Direction Dir>
Bitboard scalar_ray(Bitboard gen, Bitboard occupied) {
  using S = DirLanes<Isa::scalar, Alg, Dir>;
  const Lanes<1> g = load<1>(register_name(Isa::scalar, 1, std::string(name_of(Dir))),
                             {std::string(name_of(Dir))}, "load the sliders", "mov", {gen});
  return simd::ray_attacks_lanes<kShape<Alg>, S>(g, Lanes<1>(~occupied)).v[0];
}

template <Algorithm Alg>
std::array<Bitboard, 8> rays_scalar(Bitboard orth, Bitboard diag, Bitboard occupied) {
  std::array<Bitboard, 8> out{};
  [&]<int... I>(std::integer_sequence<int, I...>) {
    ((out[I] = scalar_ray<Alg, static_cast<Direction>(I)>(I % 2 ? orth : diag, occupied)), ...);
  }
  (std::make_integer_sequence<int, 8>{});
  return out;
}

// SSE2 and WebAssembly SIMD128 (the same registers: simd/common/mirrored.hpp).
template <Isa I>
struct Mirrored2 {
  template <Direction Dir>
  using Mirrored = ShiftStep<I, Dir, Dir>;
  template <Direction... Ds>
  using Pair = ShiftStep<I, Ds...>;
  using Layout = simd::layouts::Sse2<Mirrored, Pair>;
  // How the generators reach lane 1 flipped: scalar bswaps (SSE2), one byte
  // shuffle (SIMD128, which has no byte swap instruction).
  static constexpr const char* kLoadFlipped =
      I == Isa::wasm128 ? "i64x2.splat + i8x16.shuffle" : "movq + bswap + punpcklqdq";
  static constexpr int kLoadFlippedCost = I == Isa::wasm128 ? 2 : 3;
  static constexpr const char* kLoadPair = I == Isa::wasm128 ? "i64x2.splat" : "movq + punpcklqdq";
  static constexpr int kLoadPairCost = I == Isa::wasm128 ? 1 : 2;
};

template <Isa I, Algorithm Alg>
std::array<Bitboard, 8> rays_mirrored(Bitboard orth, Bitboard diag, Bitboard occupied) {
  using M = Mirrored2<I>;
  using Layout = typename M::Layout;
  const auto flip = [](Bitboard b) { return __builtin_bswap64(b); };
  const Lanes<2> empty(std::array<Bitboard, 2>{~occupied, flip(~occupied)});
  const auto mirrored = [&]<class S>(S, Bitboard gen) {
    S::enter();
    const Lanes<2> g =
        record(Event::load, "load {sliders, flipped sliders}", M::kLoadFlipped, M::kLoadFlippedCost,
               Lanes<2>(std::array<Bitboard, 2>{gen, flip(gen)}));
    return simd::ray_attacks_lanes<Alg, S>(g, empty);
  };
  const Lanes<2> vert = mirrored(typename Layout::Vert{}, orth);
  const Lanes<2> noea = mirrored(typename Layout::NoEa{}, diag);
  const Lanes<2> nowe = mirrored(typename Layout::NoWe{}, diag);
  Layout::EastWest::enter();
  const Lanes<2> ew_gen =
      record(Event::load, "load {orth, orth}", M::kLoadPair, M::kLoadPairCost, Lanes<2>(orth));
  const Lanes<2> eawe =
      simd::ray_attacks_lanes<Alg, typename Layout::EastWest>(ew_gen, Lanes<2>(~occupied));
  std::array<Bitboard, 8> out{};
  out[index(D::nort)] = vert.v[0], out[index(D::sout)] = flip(vert.v[1]);
  out[index(D::noEa)] = noea.v[0], out[index(D::soEa)] = flip(noea.v[1]);
  out[index(D::noWe)] = nowe.v[0], out[index(D::soWe)] = flip(nowe.v[1]);
  out[index(D::east)] = eawe.v[0], out[index(D::west)] = eawe.v[1];
  return out;
}

template <Direction... Ds>
using Ymm = ShiftStep<Isa::avx2, Ds...>;

template <Algorithm Alg>
std::array<Bitboard, 8> rays_avx2(Bitboard orth, Bitboard diag, Bitboard occupied) {
  using Layout = simd::layouts::Avx2<Ymm>;
  Layout::Left::enter();
  const Lanes<4> gen = record(Event::load, "load generators {diag, orth, diag, orth}",
                              "vmovq + vpinsrq + vinserti128", 3,
                              Lanes<4>(std::array<Bitboard, 4>{diag, orth, diag, orth}));
  Lanes<4> left, right;
  simd::opposite_ray_attacks<Alg, Layout::Left, Layout::Right>(gen, gen, Lanes<4>(~occupied), left,
                                                               right);
  std::array<Bitboard, 8> out{};
  out[index(D::noEa)] = left.v[0], out[index(D::east)] = left.v[1];
  out[index(D::noWe)] = left.v[2], out[index(D::nort)] = left.v[3];
  out[index(D::soWe)] = right.v[0], out[index(D::west)] = right.v[1];
  out[index(D::soEa)] = right.v[2], out[index(D::sout)] = right.v[3];
  return out;
}

template <Algorithm Alg>
struct Zmm {
  template <Direction... Ds>
  using Step = DirLanes<Isa::avx512, Alg, Ds...>;
};

template <Algorithm Alg>
std::array<Bitboard, 8> rays_avx512(Bitboard orth, Bitboard diag, Bitboard occupied) {
  using S = typename simd::layouts::Avx512<Zmm<Alg>::template Step>::Lanes;
  S::enter();
  std::array<Bitboard, 8> gen{};
  for (int d = 0; d < 8; ++d) gen[static_cast<std::size_t>(d)] = d % 2 ? orth : diag;
  const Lanes<8> g = record(Event::load, "load generators: diag in even lanes, orth in odd",
                            "vpbroadcastq x2 + vpunpcklqdq", 3, Lanes<8>(gen));
  return simd::ray_attacks_lanes<kShape<Alg>, S>(g, Lanes<8>(~occupied)).v;
}

template <Direction... Ds>
using QReg = ShiftStep<Isa::neon, Ds...>;

template <Algorithm Alg>
std::array<Bitboard, 8> rays_neon(Bitboard orth, Bitboard diag, Bitboard occupied) {
  using Layout = simd::layouts::Neon<QReg>;
  const auto fill = [&]<class S>(S, Bitboard gen) {
    S::enter();
    const Lanes<2> g =
        record(Event::load, "load the sliders into both lanes", "dup", 1, Lanes<2>(gen));
    return simd::ray_attacks_lanes<Alg, S>(g, Lanes<2>(~occupied));
  };
  const Lanes<2> ew = fill(Layout::EastWest{}, orth), ns = fill(Layout::NortSout{}, orth);
  const Lanes<2> nesw = fill(Layout::NoEaSoWe{}, diag), nwse = fill(Layout::NoWeSoEa{}, diag);
  std::array<Bitboard, 8> out{};
  out[index(D::east)] = ew.v[0], out[index(D::west)] = ew.v[1];
  out[index(D::nort)] = ns.v[0], out[index(D::sout)] = ns.v[1];
  out[index(D::noEa)] = nesw.v[0], out[index(D::soWe)] = nesw.v[1];
  out[index(D::noWe)] = nwse.v[0], out[index(D::soEa)] = nwse.v[1];
  return out;
}

template <Algorithm Alg>
std::array<Bitboard, 8> rays_on(Isa isa, Bitboard orth, Bitboard diag, Bitboard occupied) {
  switch (isa) {
    case Isa::scalar: return rays_scalar<Alg>(orth, diag, occupied);
    case Isa::sse2:
      if constexpr (!kRotate<Alg>) return rays_mirrored<Isa::sse2, Alg>(orth, diag, occupied);
      break;
    case Isa::wasm128:
      if constexpr (!kRotate<Alg>) return rays_mirrored<Isa::wasm128, Alg>(orth, diag, occupied);
      break;
    case Isa::avx2:
      if constexpr (!kRotate<Alg>) return rays_avx2<Alg>(orth, diag, occupied);
      break;
    case Isa::avx512: return rays_avx512<Alg>(orth, diag, occupied);
    case Isa::neon:
      if constexpr (!kRotate<Alg>) return rays_neon<Alg>(orth, diag, occupied);
      break;
    default: break;  // an ISA without a trace layout yet
  }
  return {};
}

// ---- boards in lanes: the batches of simd/common/lanes.hpp -------------------------

template <Isa I, int N, Algorithm Alg>
std::vector<Bitboard> boards_on(const Request& r) {
  using A = BoardsOf<I, N>;
  std::array<Bitboard, N> o{}, d{}, occ{};
  for (int i = 0; i < N; ++i) o[i] = r.orth[i], d[i] = r.diag[i], occ[i] = r.occupied[i];
  BoardShift<A, D::east>::enter();
  const Lanes<N> lo = record(Event::load, "load orth of every board", "load", 1, Lanes<N>(o));
  const Lanes<N> ld = record(Event::load, "load diag of every board", "load", 1, Lanes<N>(d));
  const Lanes<N> locc =
      record(Event::load, "load occupied of every board", "load", 1, Lanes<N>(occ));
  Lanes<N> out;
  if constexpr (kRotate<Alg>)
    out = simd::slider_attacks_boards<kShape<Alg>, BoardRotate, A>(lo, ld, locc);
  else
    out = simd::slider_attacks_boards<kShape<Alg>, BoardShift, A>(lo, ld, locc);
  return {out.v.begin(), out.v.end()};
}

template <Isa I, int N>
std::vector<Bitboard> othello_on(const Request& r) {
  using A = BoardsOf<I, N>;
  std::array<Bitboard, N> p{}, o{};
  for (int i = 0; i < N; ++i) p[i] = r.player[i], o[i] = r.opponent[i];
  BoardShift<A, D::noEa>::enter();
  const Lanes<N> lp = record(Event::load, "load the player's discs", "load", 1, Lanes<N>(p));
  const Lanes<N> lo = record(Event::load, "load the opponent's discs", "load", 1, Lanes<N>(o));
  const Lanes<N> moves = simd::othello_moves_boards<BoardShift, A>(lp, lo);
  return {moves.v.begin(), moves.v.end()};
}

template <class F>
auto with_boards(Isa isa, F f) {
  switch (isa) {
    case Isa::scalar: return f.template operator()<Isa::scalar, 1>();
    case Isa::sse2: return f.template operator()<Isa::sse2, 2>();
    case Isa::avx2: return f.template operator()<Isa::avx2, 4>();
    case Isa::avx512: return f.template operator()<Isa::avx512, 8>();
    case Isa::neon: return f.template operator()<Isa::neon, 2>();
    case Isa::wasm128: return f.template operator()<Isa::wasm128, 2>();
    default: break;  // an ISA without a trace layout yet
  }
  return f.template operator()<Isa::scalar, 1>();
}

// ---- steps: the recorded operations, one fill cycle (ending in its OR) a step

std::string op_text(const Event& e) {
  return e.instructions.empty() ? e.text : e.text + " (" + e.instructions + ")";
}

std::vector<Step> group_steps(const std::vector<Event>& events, Isa isa) {
  std::vector<Step> steps;
  Step open;
  const auto close = [&] {
    if (open.ops.empty()) return;
    steps.push_back(std::move(open));
    open = Step{};
  };
  for (std::size_t i = 0; i < events.size(); ++i) {
    const Event& e = events[i];
    if (e.kind == Event::load) close();
    int count = e.count;
    std::string text = op_text(e);
    // AVX-512 fuses a | (b & c) into one vpternlogq.
    if (isa == Isa::avx512 && e.kind == Event::or_op && i > 0 &&
        events[i - 1].kind == Event::and_op && !open.ops.empty()) {
      open.ops.back() = "OR-AND a | (b & c) (vpternlogq 0xf8)";
      open.instructions -= events[i - 1].count;
      text.clear();
    }
    // A NOT feeding the next AND is one and-not (bic, pandn, vpandn).
    if (e.kind == Event::and_op && i > 0 && events[i - 1].kind == Event::not_op &&
        !open.ops.empty() && isa != Isa::scalar) {
      open.ops.back() = isa == Isa::neon
                            ? "AND-NOT (bic)"
                            : (has_vex_encoding(isa) ? "AND-NOT (vpandn)" : "AND-NOT (pandn)");
      open.instructions -= events[i - 1].count;
      text.clear();
    }
    if (!text.empty()) open.ops.push_back(text);
    open.instructions += count;
    open.reg = e.reg;
    open.lane_names = e.lane_names;
    open.lanes = e.lanes;
    // A step ends with its OR (a fill cycle), or with the guard after a final
    // step ("one step further, clipped").
    const bool after_step = e.kind == Event::guard && i > 0 && events[i - 1].kind == Event::step;
    if (e.kind == Event::or_op || e.kind == Event::load || e.kind == Event::stage || after_step)
      close();
  }
  close();
  // A lane is unchanged when it equals its register's previous step.
  for (std::size_t i = 0; i < steps.size(); ++i) {
    steps[i].unchanged.assign(steps[i].lanes.size(), false);
    for (std::size_t j = i; j-- > 0;) {
      if (steps[j].reg != steps[i].reg || steps[j].lanes.size() != steps[i].lanes.size()) continue;
      for (std::size_t k = 0; k < steps[i].lanes.size(); ++k)
        steps[i].unchanged[k] = steps[i].lanes[k] == steps[j].lanes[k];
      break;
    }
  }
  return steps;
}

// SSE2's mirrored registers: lane 1 walks the southward partner on the
// vertically flipped board.
void name_mirrored_lanes(std::vector<Step>& steps) {
  const std::pair<const char*, const char*> partners[] = {
      {"nort", "sout"}, {"noEa", "soEa"}, {"noWe", "soWe"}};
  for (Step& s : steps)
    if (s.lane_names.size() == 2 && s.lane_names[0] == s.lane_names[1])
      for (const auto& [north, south] : partners)
        if (s.lane_names[0] == north) s.lane_names[1] = std::string(south) + " (flipped board)";
}

}  // namespace

// The layouts this file lays out (its switches); every ISA of the registry
// names one of them as its trace_layout (tests/cli checks every ISA).
bool is_layout(Isa isa) {
  return isa == Isa::scalar || isa == Isa::sse2 || isa == Isa::avx2 || isa == Isa::avx512 ||
         isa == Isa::neon || isa == Isa::wasm128;
}

Isa layout_of(Isa isa) { return trace_layout_of(isa); }

std::string layout_note(Isa requested) {
  const Isa shown = layout_of(requested);
  if (shown == requested) return "";
  return std::string(name_of(shown)) + "'s registers, whose kernels " +
         std::string(name_of(requested)) +
         " runs with its own flags (simd/registry.json: trace_layout): ";
}

bool has_layout(Isa isa) { return is_valid(isa) && is_layout(layout_of(isa)); }

int boards_per_register(Isa isa) {
  return with_boards(layout_of(isa), []<Isa I, int N>() { return N; });
}

std::vector<Algorithm> traceable_algorithms(Kernel kernel, Isa requested) {
  if (!has_layout(requested)) return {};
  const Isa isa = layout_of(requested);
  if (kernel == Kernel::othello) return {Algorithm::kogge_stone};
  // SBAMG (lanefill/detail/bodies.hpp and sbamg_lines_by_smear): SSE2,
  // SIMD128, AVX2 and AVX-512. Scalar finds cbn by a bit scan, and NEON runs
  // the scalar kernel: single instructions, nothing to step through.
  if (kernel == Kernel::sbamg)
    return isa == Isa::sse2 || isa == Isa::wasm128 || isa == Isa::avx2 || isa == Isa::avx512
               ? std::vector{Algorithm::sbamg}
               : std::vector<Algorithm>{};
  // Flips by the bodies of lanefill/detail/bodies.hpp: NEON and AVX2 (AVX-512
  // finds the highest stop by vplzcntq, scalar and SSE2 by a bit scan).
  if (kernel == Kernel::flips)
    return isa == Isa::neon || isa == Isa::avx2 ? std::vector{Algorithm::kogge_stone}
                                                : std::vector<Algorithm>{};
  std::vector<Algorithm> out = {Algorithm::dumb7_unrolled, Algorithm::kogge_stone};
  if (isa == Isa::scalar || isa == Isa::avx512) {
    out.push_back(Algorithm::rotate_unrolled);
    out.push_back(Algorithm::rotate_kogge);
  }
  return out;
}

}  // namespace lanefill::trace

namespace lanefill::trace {
namespace {

// How the kernel of `isa` holds its data (simd/common/layouts.hpp, simd/common/lanes.hpp).
std::string registers_of(Kernel kernel, Isa isa) {
  if (kernel != Kernel::rays) {
    const int n = boards_per_register(isa);
    return std::to_string(n) + (n == 1 ? " board" : " boards") +
           " per register, lane i = board i (lanes beyond the position repeat it: the side to "
           "move, then the other side); every direction an immediate step of all lanes";
  }
  switch (isa) {
    case Isa::scalar: return "one direction per 64-bit register, eight registers";
    case Isa::sse2:
      return "four xmm: {nort, sout}, {noEa, soEa}, {noWe, soWe} with lane 1 on the vertically "
             "flipped board (one shift count for both lanes), and {east, west}";
    case Isa::avx2:
      return "two ymm: left {noEa, east, noWe, nort} and right {soWe, west, soEa, sout}; lane j "
             "of the right register walks opposite to lane j of the left one, both share one "
             "propagator; generators {diag, orth, diag, orth}";
    case Isa::avx512:
      return "one zmm: lane d walks direction d (dir8 order), diagonal sliders in the even "
             "lanes, orthogonal ones in the odd lanes";
    case Isa::neon:
      return "four q-registers: {east, west}, {nort, sout}, {noEa, soWe}, {noWe, soEa}";
    case Isa::wasm128:
      return "four v128: {nort, sout}, {noEa, soEa}, {noWe, soWe} with lane 1 on the vertically "
             "flipped board (i64x2 shifts take one count for both lanes), and {east, west}";
    default: break;  // an ISA without a trace layout yet
  }
  return "";
}

// The layout text: the registers, and whose they are where the requested ISA
// runs another's (the registry's trace_layout).
std::string layout_text(Kernel kernel, Isa requested) {
  std::string note = layout_note(requested);
  if (!note.empty() && requested == Isa::avx512icl && kernel == Kernel::batch)
    note.insert(note.size() - 2,
                "; its own Kogge-Stone slider batch takes ranks and files by GFNI, not shown");
  return note + registers_of(kernel, layout_of(requested));
}

template <Algorithm Alg>
Trace run_with(const Request& r) {
  Trace t;
  const Isa shown = layout_of(r.isa);
  t.layout = layout_text(r.kernel, r.isa);
  const std::string on = std::string(name_of(Alg)) + " on " + std::string(name_of(r.isa));
  const Kernels* dispatched = find_kernels(r.isa, Alg);
  if (r.kernel == Kernel::rays) {
    t.what = "ray_attacks (8 directions), " + on;
    const auto got = rays_on<Alg>(shown, r.orth[0], r.diag[0], r.occupied[0]);
    const auto want = reference::ray_attacks<Alg>(r.orth[0], r.diag[0], r.occupied[0]);
    Bitboard kept[8] = {};
    if (dispatched) dispatched->ray_attacks(r.orth[0], r.diag[0], r.occupied[0], kept);
    for (int d = 0; d < 8; ++d) {
      Output o{std::string(name_of(static_cast<Direction>(d))), got[slot(d)], want[slot(d)], {}};
      if (dispatched) o.dispatched = kept[d];
      t.outputs.push_back(o);
    }
  } else if (r.kernel == Kernel::batch) {
    t.what = "slider_attacks_batch (boards in lanes), " + on;
    const std::vector<Bitboard> got =
        with_boards(shown, [&]<Isa I, int N>() { return boards_on<I, N, Alg>(r); });
    std::vector<Bitboard> kept(got.size());
    if (dispatched)
      dispatched->slider_attacks_batch(r.orth.data(), r.diag.data(), r.occupied.data(), kept.data(),
                                       kept.size());
    for (std::size_t i = 0; i < got.size(); ++i) {
      Output o{"board " + std::to_string(i),
               got[i],
               reference::slider_attacks<Alg>(r.orth[i], r.diag[i], r.occupied[i]),
               {}};
      if (dispatched) o.dispatched = kept[i];
      t.outputs.push_back(o);
    }
  } else {
    t.what = "Othello moves (boards in lanes, 8 directions by prefix steps 1, 1, 2, 2) on " +
             std::string(name_of(r.isa));
    const std::vector<Bitboard> got =
        with_boards(shown, [&]<Isa I, int N>() { return othello_on<I, N>(r); });
    std::vector<Bitboard> kept(got.size());
    const bool runnable = is_supported(r.isa);
    if (runnable)
      implementation(r.isa)->base->othello_moves_batch(r.player.data(), r.opponent.data(),
                                                       kept.data(), kept.size());
    for (std::size_t i = 0; i < got.size(); ++i) {
      Output o{
          "board " + std::to_string(i), got[i], othello::moves(r.player[i], r.opponent[i]), {}};
      if (runnable) o.dispatched = kept[i];
      t.outputs.push_back(o);
    }
  }
  return t;
}

}  // namespace

Trace run(const Request& request) {
  const Isa shown = layout_of(request.isa);
  Recorder recorder;
  recorder.isa = shown;
  active_recorder() = &recorder;
  Trace t = request.kernel == Kernel::flips ? flips_trace(request)
            : request.kernel == Kernel::sbamg
                ? sbamg_trace(request)
                : reference::with_algorithm(request.algorithm, [&](auto a) -> Trace {
                    constexpr Algorithm A = decltype(a)::value;
                    if constexpr (A == Algorithm::dumb7_unrolled || A == Algorithm::kogge_stone ||
                                  A == Algorithm::rotate_unrolled || A == Algorithm::rotate_kogge)
                      return run_with<A>(request);
                    else
                      return Trace{};
                  });
  active_recorder() = nullptr;
  t.steps = group_steps(recorder.events, shown);
  if (shown == Isa::sse2 || shown == Isa::wasm128) name_mirrored_lanes(t.steps);
  for (const Step& s : t.steps) t.instructions += s.instructions;
  // The kernels fill `dispatched` wherever this CPU runs the ISA (SBAMG: for
  // its rook and bishop outputs).
  t.matches_reference = !t.outputs.empty();
  bool any_dispatched = false, dispatched_equal = true;
  for (const Output& o : t.outputs) {
    t.matches_reference = t.matches_reference && o.got == o.reference;
    if (o.dispatched) {
      any_dispatched = true;
      dispatched_equal = dispatched_equal && *o.dispatched == o.got;
    }
  }
  if (any_dispatched) t.matches_dispatched = dispatched_equal;
  return t;
}

}  // namespace lanefill::trace
