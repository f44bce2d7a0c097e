// tools/trace/recording.hpp — the recording instance of the kernel source, for
// `lanefill trace` only (nothing of it is in the library): a register type
// whose operators compute lane by lane and record what they did, and steppers
// that keep the simd/common/steppers.hpp contract with the lane layouts of
// simd/common/layouts.hpp and the guards of simd/common/steppers.hpp. simd/common/lanes.hpp's
// fills and the bodies of lanefill/detail/bodies.hpp, instantiated with them,
// run the kernels' own steps.
#pragma once

#include <array>
#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "lanefill/bitboard.hpp"
#include "lanefill/kernels.hpp"
#include "steppers.hpp"

namespace lanefill::trace {

// One vector operation as a kernel of the traced ISA executes it.
struct Event {
  // stage: an operation that is a step of its own (SBAMG by vplzcntq).
  enum Kind { load, step, guard, and_op, or_op, not_op, arith, stage } kind;
  std::string text;          // e.g. "shift by {+9,+1,+7,+8}"
  std::string instructions;  // e.g. "vpsllvq + vpsrlvq + vpor"
  int count = 1;             // vector instructions
  std::string reg;           // the register (its stepper's name)
  std::vector<std::string> lane_names;
  std::vector<Bitboard> lanes;  // the result
};

// Where a traced run records (one run at a time: the CLI is single-threaded).
struct Recorder {
  Isa isa = Isa::scalar;
  std::vector<Event> events;
  std::string reg;  // the register the last step or guard worked on
  std::vector<std::string> lane_names;
};
Recorder*& active_recorder();
void enter_register(std::string name, std::vector<std::string> lane_names);

// The instruction of an AND, OR or NOT on `isa` (e.g. "vpand", "pand", "and").
// AVX2 and AVX-512 spell SSE2's instructions with a "v" (VEX/EVEX).
bool has_vex_encoding(Isa isa);
std::string and_instruction(Isa isa);
std::string or_instruction(Isa isa);
std::string not_instruction(Isa isa);
std::string xor_instruction(Isa isa);
std::string add_instruction(Isa isa);
std::string sub_instruction(Isa isa);
std::string compare_instruction(Isa isa);
// How a step is executed on `isa`: per-lane shifts (positive: left), or one
// immediate count for every lane; rotates likewise.
struct StepCost {
  std::string instructions;
  int count;
};
StepCost shift_cost(Isa isa, const std::vector<int>& shifts, bool immediate);
StepCost rotate_cost(Isa isa, bool immediate);
std::string signed_list(const std::vector<int>& values);
std::string guard_list(const std::vector<Bitboard>& guards);
std::string register_name(Isa isa, int lanes, const std::string& what);
// "{noEa east noWe nort}"
std::string direction_list(std::initializer_list<std::string_view> names);

template <int N>
struct Lanes {
  std::array<Bitboard, N> v{};
  Lanes() = default;
  Lanes(Bitboard b) { v.fill(b); }  // NOLINT(google-explicit-constructor): a broadcast
  explicit Lanes(const std::array<Bitboard, N>& a) : v(a) {}
};

template <int N>
Lanes<N> record(Event::Kind kind, std::string text, std::string instructions, int count,
                const Lanes<N>& result) {
  if (Recorder* r = active_recorder())
    r->events.push_back({kind,
                         std::move(text),
                         std::move(instructions),
                         count,
                         r->reg,
                         r->lane_names,
                         {result.v.begin(), result.v.end()}});
  return result;
}
inline Isa recording_isa() {
  const Recorder* r = active_recorder();
  return r ? r->isa : Isa::scalar;
}

template <int N, class F>
Lanes<N> lane_wise(const Lanes<N>& a, const Lanes<N>& b, F f) {
  Lanes<N> r;
  for (int i = 0; i < N; ++i) r.v[i] = f(a.v[i], b.v[i]);
  return r;
}
template <int N>
Lanes<N> operator&(const Lanes<N>& a, const Lanes<N>& b) {
  return record(Event::and_op, "AND", and_instruction(recording_isa()), 1,
                lane_wise(a, b, [](Bitboard x, Bitboard y) { return x & y; }));
}
template <int N>
Lanes<N> operator|(const Lanes<N>& a, const Lanes<N>& b) {
  return record(Event::or_op, "OR", or_instruction(recording_isa()), 1,
                lane_wise(a, b, [](Bitboard x, Bitboard y) { return x | y; }));
}
template <int N>
Lanes<N> operator~(const Lanes<N>& a) {
  return record(Event::not_op, "NOT", not_instruction(recording_isa()), 1,
                lane_wise(a, a, [](Bitboard x, Bitboard) { return ~x; }));
}
template <int N>
Lanes<N> operator^(const Lanes<N>& a, const Lanes<N>& b) {
  return record(Event::arith, "XOR", xor_instruction(recording_isa()), 1,
                lane_wise(a, b, [](Bitboard x, Bitboard y) { return x ^ y; }));
}
template <int N>
Lanes<N> operator+(const Lanes<N>& a, const Lanes<N>& b) {
  return record(Event::arith, "ADD", add_instruction(recording_isa()), 1,
                lane_wise(a, b, [](Bitboard x, Bitboard y) { return x + y; }));
}
template <int N>
Lanes<N> operator-(const Lanes<N>& a, const Lanes<N>& b) {
  return record(Event::arith, "SUB", sub_instruction(recording_isa()), 1,
                lane_wise(a, b, [](Bitboard x, Bitboard y) { return x - y; }));
}
// All ones in the lanes that are zero (simd/common/steppers.hpp zero_lanes).
template <int N>
Lanes<N> zero_lanes(const Lanes<N>& a) {
  return record(Event::arith, "compare with zero", compare_instruction(recording_isa()), 1,
                lane_wise(a, a, [](Bitboard x, Bitboard) { return x == 0 ? ~Bitboard{0} : 0; }));
}
// An immediate right shift of every lane (the SBAMG smear).
template <int N>
Lanes<N> operator>>(const Lanes<N>& a, int k) {
  return record(Event::step, "shift right by " + std::to_string(k),
                shift_cost(recording_isa(), {-k}, true).instructions, 1,
                lane_wise(a, a, [k](Bitboard x, Bitboard) { return x >> k; }));
}
template <int N>
Lanes<N>& operator&=(Lanes<N>& a, const Lanes<N>& b) {
  return a = a & b;
}
template <int N>
Lanes<N>& operator|=(Lanes<N>& a, const Lanes<N>& b) {
  return a = a | b;
}

template <int N>
Lanes<N> masked(const Lanes<N>& x, const std::vector<Bitboard>& guards, const std::string& what) {
  Lanes<N> r;
  for (int i = 0; i < N; ++i) r.v[i] = x.v[i] & guards[static_cast<std::size_t>(i % guards.size())];
  return record(Event::guard, what + " " + guard_list(guards), and_instruction(recording_isa()), 1,
                r);
}

// One lane moved k squares along d: a plain shift (bits leaving the board
// drop, bits crossing a file edge wrap) or, for the rotate forms, a rotate.
inline Bitboard moved(Bitboard x, int amount, bool rotate) {
  if (rotate) return amount == 0 ? x : (x << amount) | (x >> (64 - amount));
  return amount > 0 ? x << amount : x >> -amount;
}
inline int move_amount(Direction d, int k, bool rotate) {
  return rotate ? simd::rotate_count(d, k) : shift_of(d) * k;
}
inline Bitboard move_guard(Direction d, bool rotate) {
  return rotate ? avoid_wrap(d) : simd::file_guard(d);
}

// Lane j walks Ds[j]: by shifts whose wraps the file guards of
// simd/common/steppers.hpp remove, or by rotates whose wraps avoidWrap removes
// (chessprogramming wiki "Generalized Rays").
template <Isa I, bool Rotate, Direction... Ds>
struct LaneMove {
  static constexpr int N = sizeof...(Ds);
  static constexpr Direction kDirections[N] = {Ds...};
  static void enter() {
    enter_register(register_name(I, N, direction_list({name_of(Ds)...})),
                   {std::string(name_of(Ds))...});
  }
  template <int K>
  static Lanes<N> step(const Lanes<N>& x) {
    enter();
    const std::vector<int> amounts = {move_amount(Ds, K, Rotate)...};
    Lanes<N> r;
    for (int i = 0; i < N; ++i)
      r.v[i] = moved(x.v[i], amounts[static_cast<std::size_t>(i)], Rotate);
    const StepCost c = Rotate ? rotate_cost(I, false) : shift_cost(I, amounts, false);
    return record(Event::step, (Rotate ? "rotate left by " : "shift by ") + signed_list(amounts),
                  c.instructions, c.count, r);
  }
  static Lanes<N> clip(const Lanes<N>& x) {
    enter();
    return masked(x, {move_guard(Ds, Rotate)...}, Rotate ? "AND avoidWrap" : "AND file guards");
  }
  static Lanes<N> clip_both(const Lanes<N>& x) {
    enter();
    return masked(x, {move_guard(Ds, Rotate) & move_guard(opposite(Ds), Rotate)...},
                  Rotate ? "AND both ways' avoidWrap" : "AND both ways' file guards");
  }
};
template <Isa I, Direction... Ds>
using ShiftStep = LaneMove<I, false, Ds...>;
template <Isa I, Direction... Ds>
using RotateStep = LaneMove<I, true, Ds...>;

// Boards in lanes (the batches): every lane walks D by one immediate count.
// A is BoardsOf<I, N>: N boards a register on ISA I.
template <Isa I, int N>
struct BoardsOf {
  static constexpr Isa kIsa = I;
  static constexpr int kLanes = N;
};
template <class A, bool Rotate, Direction D>
struct BoardMove {
  static constexpr int N = A::kLanes;
  static constexpr Direction kDirections[1] = {D};
  static void enter() {
    std::vector<std::string> boards;
    for (int i = 0; i < N; ++i) boards.push_back("board " + std::to_string(i));
    enter_register(register_name(A::kIsa, N, "boards, stepping " + std::string(name_of(D))),
                   boards);
  }
  template <int K>
  static Lanes<N> step(const Lanes<N>& x) {
    enter();
    const int amount = move_amount(D, K, Rotate);
    Lanes<N> r;
    for (int i = 0; i < N; ++i) r.v[i] = moved(x.v[i], amount, Rotate);
    const StepCost c = Rotate ? rotate_cost(A::kIsa, true) : shift_cost(A::kIsa, {amount}, true);
    return record(Event::step, (Rotate ? "rotate left by " : "shift by ") + signed_list({amount}),
                  c.instructions, c.count, r);
  }
  static Lanes<N> clip(const Lanes<N>& x) {
    enter();
    return masked(x, {move_guard(D, Rotate)}, Rotate ? "AND avoidWrap" : "AND file guard");
  }
  static Lanes<N> clip_both(const Lanes<N>& x) {
    enter();
    return masked(x, {move_guard(D, Rotate) & move_guard(opposite(D), Rotate)},
                  Rotate ? "AND both ways' avoidWrap" : "AND both ways' file guards");
  }
};
template <class A, Direction D>
using BoardShift = BoardMove<A, false, D>;
template <class A, Direction D>
using BoardRotate = BoardMove<A, true, D>;

}  // namespace lanefill::trace
