// tests/test_reference.cpp — every scalar reference algorithm and form against
// the independent ray-walk oracle (bench/support/oracle.hpp): all 64 squares times
// hand-picked and seeded random occupancies of five densities, every
// direction, template and runtime variants, single sliders and slider sets.
#include <array>
#include <cstdint>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "lanefill/reference.hpp"
#include "oracle.hpp"
#include "reference_cases.hpp"
#include "test_support.hpp"

namespace {

using lanefill::Algorithm;
using lanefill::Bitboard;
using lanefill::Direction;
using lanefill::kAllDirections;
using lanefill::kUniverse;
using lanefill::Square;
namespace reference = lanefill::reference;
using testing_support::Mismatches;
using testing_support::square_text;

using namespace reference_cases;

// ---------------------------------------------------------------------------
// The oracle itself: its direction table matches the library's dir8 order.

TEST(Oracle, StepsMatchShiftTable) {
  for (Direction d : kAllDirections) {
    const oracle::Step s = oracle::step_of(d);
    EXPECT_EQ(s.file + 8 * s.rank, lanefill::shift_of(d)) << dir_text(d);
  }
}

TEST(Oracle, HandCheckedAttacks) {
  EXPECT_EQ(lanefill::popcount(oracle::rook_attacks(lanefill::A1, 0)), 14);
  EXPECT_EQ(lanefill::popcount(oracle::bishop_attacks(lanefill::D4, 0)), 13);
  EXPECT_EQ(lanefill::popcount(oracle::queen_attacks(lanefill::E4, 0)), 27);
  EXPECT_EQ(oracle::rook_attacks(lanefill::A1, kUniverse),
            lanefill::square_bb(lanefill::A2) | lanefill::square_bb(lanefill::B1));
  EXPECT_EQ(oracle::attacks_from(lanefill::H4, Direction::east, 0), 0u);
  EXPECT_EQ(oracle::attacks_from(lanefill::A5, Direction::noWe, 0), 0u);
  EXPECT_EQ(oracle::occluded_from(lanefill::C3, Direction::nort, 0),
            lanefill::square_bb(lanefill::C3));
}

// ---------------------------------------------------------------------------
// Per-direction fill forms: runtime and template variants of each function.

using RuntimeFill = Bitboard (*)(Bitboard, Bitboard, Direction);
using TemplateFill = Bitboard (*)(Bitboard, Bitboard);

struct FillForm {
  const char* name;
  bool attacks;  // true: (sliders, empty) -> attacks; false: (gen, pro) -> occluded fill
  RuntimeFill runtime;
  std::array<TemplateFill, 8> by_direction;
};

// GoogleTest prints a failing parameter with this.
void PrintTo(const FillForm& form, std::ostream* os) { *os << form.name; }

// clang-format off
#define LANEFILL_FILL_FORM(fn, is_attack)                                        \
  FillForm{#fn, is_attack, static_cast<RuntimeFill>(&reference::fn),                \
           per_direction([](auto t) -> TemplateFill {                            \
             return &reference::fn<decltype(t)::value>;                             \
           })}
// clang-format on

// The line algorithms (SBAMG, hyperbola quintessence) through rays.hpp's
// per-direction entries: occluded fills and attack fills.
template <Algorithm A>
Bitboard line_occluded(Bitboard gen, Bitboard pro, Direction d) {
  return reference::occluded_fill(A, gen, pro, d);
}
template <Algorithm A, Direction D>
Bitboard line_occluded_t(Bitboard gen, Bitboard pro) {
  return reference::occluded_fill<A, D>(gen, pro);
}
template <Algorithm A>
Bitboard line_attacks(Bitboard sliders, Bitboard empty, Direction d) {
  return reference::attack_fill(A, sliders, empty, d);
}
template <Algorithm A, Direction D>
Bitboard line_attacks_t(Bitboard sliders, Bitboard empty) {
  return reference::attack_fill<A, D>(sliders, empty);
}
template <Algorithm A>
FillForm line_occluded_form(const char* name) {
  return FillForm{name, false, &line_occluded<A>, per_direction([](auto t) -> TemplateFill {
                    return &line_occluded_t<A, decltype(t)::value>;
                  })};
}
template <Algorithm A>
FillForm line_attacks_form(const char* name) {
  return FillForm{name, true, &line_attacks<A>, per_direction([](auto t) -> TemplateFill {
                    return &line_attacks_t<A, decltype(t)::value>;
                  })};
}

const std::vector<FillForm>& fill_forms() {
  static const std::vector<FillForm> forms = {
      LANEFILL_FILL_FORM(dumb7_occluded_cycles, false),
      LANEFILL_FILL_FORM(dumb7_occluded_loop, false),
      LANEFILL_FILL_FORM(dumb7_occluded_unrolled, false),
      LANEFILL_FILL_FORM(kogge_stone_occluded, false),
      LANEFILL_FILL_FORM(rotate_occluded_loop, false),
      LANEFILL_FILL_FORM(rotate_occluded_unrolled, false),
      LANEFILL_FILL_FORM(rotate_occluded_kogge, false),
      line_occluded_form<Algorithm::sbamg>("sbamg_occluded_fill"),
      line_occluded_form<Algorithm::hyperbola>("hyperbola_occluded_fill"),
      LANEFILL_FILL_FORM(dumb7_attacks_cycles, true),
      LANEFILL_FILL_FORM(dumb7_attacks_loop, true),
      LANEFILL_FILL_FORM(dumb7_attacks_unrolled, true),
      LANEFILL_FILL_FORM(kogge_stone_attacks, true),
      LANEFILL_FILL_FORM(rotate_attacks_loop, true),
      LANEFILL_FILL_FORM(rotate_attacks_unrolled, true),
      LANEFILL_FILL_FORM(rotate_attacks_kogge, true),
      line_attacks_form<Algorithm::sbamg>("sbamg_attack_fill"),
      line_attacks_form<Algorithm::hyperbola>("hyperbola_attack_fill"),
  };
  return forms;
}
#undef LANEFILL_FILL_FORM

// What the form should return for (a, b) in direction d.
Bitboard expected(const FillForm& form, Bitboard a, Bitboard b, Direction d) {
  return form.attacks ? oracle::ray_attacks(a, d, ~b) : oracle::occluded_fill(a, d, b);
}

class FillFormTest : public testing::TestWithParam<FillForm> {};

TEST_P(FillFormTest, SingleSliderEverySquare) {
  const FillForm& form = GetParam();
  Mismatches m;
  for (Direction d : kAllDirections) {
    const TemplateFill templ = form.by_direction[lanefill::index(d)];
    for (int sq = 0; sq < 64; ++sq) {
      const Bitboard slider = Bitboard{1} << sq;
      for (std::size_t k = 0; k < occupancies().size(); ++k) {
        // The slider's own square occupied or not must not matter: alternate.
        const Bitboard o = toggle_own_square(occupancies()[k], sq, k);
        const Bitboard want = expected(form, slider, ~o, d);
        auto what = [&] {
          return std::string(form.name) + " " + dir_text(d) + " from " + square_text(sq) +
                 " occupied " + oracle::hex(o);
        };
        m.expect_eq(form.runtime(slider, ~o, d), want, what);
        m.expect_eq(templ(slider, ~o), want, [&] { return "template " + what(); });
      }
    }
  }
  EXPECT_EQ(m.failed(), 0);
}

TEST_P(FillFormTest, SliderSets) {
  const FillForm& form = GetParam();
  Mismatches m;
  for (const SetCase& c : set_cases()) {
    for (Direction d : kAllDirections) {
      const Bitboard gen = oracle::is_orth(d) ? c.orth : c.diag;
      const Bitboard want = form.attacks ? c.rays[lanefill::index(d)] : c.fills[lanefill::index(d)];
      auto what = [&] {
        return std::string(form.name) + " " + dir_text(d) + " sliders " + oracle::hex(gen) +
               " occupied " + oracle::hex(c.occupied);
      };
      m.expect_eq(form.runtime(gen, ~c.occupied, d), want, what);
      m.expect_eq(form.by_direction[lanefill::index(d)](gen, ~c.occupied), want,
                  [&] { return "template " + what(); });
    }
  }
  EXPECT_EQ(m.failed(), 0);
}

// Any propagator, not only the complement of a board that contains the
// generator: random (a, b) pairs, answers computed once for all forms.
struct PairCase {
  Bitboard a, b;
  std::array<Bitboard, 8> fills, attacks;  // occluded_fill(a, pro b), attacks(a, empty b)
};
const std::vector<PairCase>& pair_cases() {
  static const std::vector<PairCase> cases = [] {
    std::vector<PairCase> out;
    oracle::Rng rng(0x9e0);
    for (int i = 0; i < 2000; ++i) {
      PairCase c{};
      c.a = oracle::random_board(rng, oracle::kAllDensities[i % 5]);
      c.b = oracle::random_board(rng, oracle::kAllDensities[(i / 5) % 5]);
      for (Direction d : kAllDirections) {
        c.fills[lanefill::index(d)] = oracle::occluded_fill(c.a, d, c.b);
        c.attacks[lanefill::index(d)] = oracle::ray_attacks(c.a, d, ~c.b);
      }
      out.push_back(c);
    }
    return out;
  }();
  return cases;
}

TEST_P(FillFormTest, ArbitraryPropagators) {
  const FillForm& form = GetParam();
  Mismatches m;
  for (const PairCase& c : pair_cases()) {
    for (Direction d : kAllDirections) {
      const int i = lanefill::index(d);
      m.expect_eq(form.runtime(c.a, c.b, d), form.attacks ? c.attacks[i] : c.fills[i], [&] {
        return std::string(form.name) + " " + dir_text(d) + " (" + oracle::hex(c.a) + ", " +
               oracle::hex(c.b) + ")";
      });
    }
  }
  EXPECT_EQ(m.failed(), 0);
}

INSTANTIATE_TEST_SUITE_P(Forms, FillFormTest, testing::ValuesIn(fill_forms()),
                         [](const testing::TestParamInfo<FillForm>& info) {
                           return std::string(info.param.name);
                         });

// The generator is part of its occluded fill and never part of its attacks
// (a slider does not attack its own square), whatever the propagator.
TEST(FillForms, GeneratorInFillNotInOwnAttacks) {
  for (const FillForm& form : fill_forms()) {
    for (Direction d : kAllDirections) {
      for (int sq = 0; sq < 64; ++sq) {
        const Bitboard s = Bitboard{1} << sq;
        for (Bitboard pro : {Bitboard{0}, kUniverse}) {
          const Bitboard r = form.runtime(s, pro, d);
          if (form.attacks)
            EXPECT_EQ(r & s, 0u) << form.name << " " << dir_text(d) << " " << square_text(sq);
          else
            EXPECT_EQ(r & s, s) << form.name << " " << dir_text(d) << " " << square_text(sq);
        }
      }
    }
  }
}

TEST(Rotate, ShiftOneEqualsShiftOne) {
  oracle::Rng rng(77);
  for (int i = 0; i < 500; ++i) {
    const Bitboard b = rng.next();
    for (Direction d : kAllDirections)
      EXPECT_EQ(reference::rotate_shift_one(b, d), lanefill::shift_one(b, d)) << dir_text(d);
  }
}

TEST(WalkRay, MatchesOracle) {
  Mismatches m;
  for (Direction d : kAllDirections)
    for (int sq = 0; sq < 64; ++sq)
      for (Bitboard occ : occupancies())
        m.expect_eq(reference::walk_ray(static_cast<Square>(sq), d, occ),
                    oracle::attacks_from(sq, d, occ),
                    [&] { return "walk_ray " + dir_text(d) + " " + square_text(sq); });
  EXPECT_EQ(m.failed(), 0);
}

// ---------------------------------------------------------------------------
// The generic interface, per Algorithm (runtime and template selection).

// The template entry points of one algorithm, as plain function pointers
// (so the test loops below are compiled once, not once per algorithm).
using PieceFn = Bitboard (*)(Square, Bitboard);
using RaysFn = std::array<Bitboard, 8> (*)(Bitboard, Bitboard, Bitboard);
using SliderFn = Bitboard (*)(Bitboard, Bitboard, Bitboard);
struct TemplateEntries {
  std::array<TemplateFill, 8> occluded, attacks;
  PieceFn rook, bishop, queen;
  RaysFn rays, fills;
  SliderFn sliders;
};
template <Algorithm A>
TemplateEntries template_entries() {
  return {per_direction([](auto t) -> TemplateFill {
            return &reference::occluded_fill<A, decltype(t)::value>;
          }),
          per_direction([](auto t) -> TemplateFill {
            return &reference::attack_fill<A, decltype(t)::value>;
          }),
          &reference::rook_attacks<A>,
          &reference::bishop_attacks<A>,
          &reference::queen_attacks<A>,
          &reference::ray_attacks<A>,
          &reference::occluded_fills<A>,
          &reference::slider_attacks<A>};
}
TemplateEntries template_entries(Algorithm a) {
  return reference::with_algorithm(a,
                                   [](auto t) { return template_entries<decltype(t)::value>(); });
}

class AlgorithmTest : public testing::TestWithParam<Algorithm> {};

TEST_P(AlgorithmTest, PerDirectionFills) {
  const Algorithm a = GetParam();
  const TemplateEntries t = template_entries(a);
  Mismatches m;
  for (int sq = 0; sq < 64; ++sq) {
    const Bitboard s = Bitboard{1} << sq;
    for (Bitboard occ : occupancies()) {
      for (Direction d : kAllDirections) {
        const int i = lanefill::index(d);
        const Bitboard occl = oracle::occluded_fill(s, d, ~occ);
        const Bitboard att = oracle::ray_attacks(s, d, occ);
        auto what = [&] {
          return dir_text(d) + " " + square_text(sq) + " occ " + oracle::hex(occ);
        };
        m.expect_eq(reference::occluded_fill(a, s, ~occ, d), occl,
                    [&] { return "occluded " + what(); });
        m.expect_eq(t.occluded[i](s, ~occ), occl, [&] { return "occluded<> " + what(); });
        m.expect_eq(reference::attack_fill(a, s, ~occ, d), att, [&] { return "attack " + what(); });
        m.expect_eq(t.attacks[i](s, ~occ), att, [&] { return "attack<> " + what(); });
      }
    }
  }
  EXPECT_EQ(m.failed(), 0);
}

TEST_P(AlgorithmTest, SingleSquarePieces) {
  const Algorithm a = GetParam();
  const TemplateEntries t = template_entries(a);
  Mismatches m;
  for (int i = 0; i < 64; ++i) {
    const Square sq = static_cast<Square>(i);
    const Bitboard self = Bitboard{1} << i;
    for (std::size_t k = 0; k < occupancies().size(); ++k) {
      const Bitboard o = toggle_own_square(occupancies()[k], i, k);
      const Bitboard rook = oracle::rook_attacks(i, o), bishop = oracle::bishop_attacks(i, o);
      auto what = [&] { return square_text(i) + " occupied " + oracle::hex(o); };
      m.expect_eq(reference::rook_attacks(a, sq, o), rook, [&] { return "rook " + what(); });
      m.expect_eq(reference::bishop_attacks(a, sq, o), bishop, [&] { return "bishop " + what(); });
      m.expect_eq(reference::queen_attacks(a, sq, o), rook | bishop,
                  [&] { return "queen " + what(); });
      m.expect_eq(t.rook(sq, o), rook, [&] { return "rook<> " + what(); });
      m.expect_eq(t.bishop(sq, o), bishop, [&] { return "bishop<> " + what(); });
      m.expect_eq(t.queen(sq, o), rook | bishop, [&] { return "queen<> " + what(); });
      // Single-square slider_attacks, as the kernels define rook/bishop/queen.
      m.expect_eq(reference::slider_attacks(a, self, 0, o), rook,
                  [&] { return "slider(rook) " + what(); });
      m.expect_eq(reference::slider_attacks(a, 0, self, o), bishop,
                  [&] { return "slider(bishop) " + what(); });
      m.expect_eq(t.sliders(self, self, o), rook | bishop,
                  [&] { return "slider<>(queen) " + what(); });
    }
  }
  EXPECT_EQ(m.failed(), 0);
}

TEST_P(AlgorithmTest, SetWiseAllDirections) {
  const Algorithm a = GetParam();
  const TemplateEntries t = template_entries(a);
  Mismatches m;
  for (const SetCase& c : set_cases()) {
    const auto& want_rays = c.rays;
    const auto& want_fills = c.fills;
    const auto rays = reference::ray_attacks(a, c.orth, c.diag, c.occupied);
    const auto rays_t = t.rays(c.orth, c.diag, c.occupied);
    const auto fills = reference::occluded_fills(a, c.orth, c.diag, ~c.occupied);
    const auto fills_t = t.fills(c.orth, c.diag, ~c.occupied);
    for (int d = 0; d < 8; ++d) {
      auto what = [&] {
        return dir_text(static_cast<Direction>(d)) + " orth " + oracle::hex(c.orth) + " diag " +
               oracle::hex(c.diag) + " occupied " + oracle::hex(c.occupied);
      };
      m.expect_eq(rays[d], want_rays[d], [&] { return "ray_attacks " + what(); });
      m.expect_eq(rays_t[d], want_rays[d], [&] { return "ray_attacks<> " + what(); });
      m.expect_eq(fills[d], want_fills[d], [&] { return "occluded_fills " + what(); });
      m.expect_eq(fills_t[d], want_fills[d], [&] { return "occluded_fills<> " + what(); });
    }
    const Bitboard want_all = c.all;
    auto what = [&] { return "orth " + oracle::hex(c.orth) + " diag " + oracle::hex(c.diag); };
    m.expect_eq(reference::slider_attacks(a, c.orth, c.diag, c.occupied), want_all,
                [&] { return "slider_attacks " + what(); });
    m.expect_eq(t.sliders(c.orth, c.diag, c.occupied), want_all,
                [&] { return "slider_attacks<> " + what(); });
  }
  EXPECT_EQ(m.failed(), 0);
}

INSTANTIATE_TEST_SUITE_P(All, AlgorithmTest, testing::ValuesIn(lanefill::kAllAlgorithms),
                         [](const testing::TestParamInfo<Algorithm>& info) {
                           return std::string(lanefill::name_of(info.param));
                         });

// The SSE2 layout computes each southward direction as the northward one on
// the vertically flipped board (bswap); east and west map onto themselves,
// which is why SSE2 gives them their own register. Every reference algorithm
// keeps that identity.
TEST(VerticalMirror, SouthwardRaysAreFlippedNorthwardRays) {
  const auto flip = [](Bitboard b) { return __builtin_bswap64(b); };
  const std::pair<Direction, Direction> pairs[] = {{Direction::sout, Direction::nort},
                                                   {Direction::soEa, Direction::noEa},
                                                   {Direction::soWe, Direction::noWe},
                                                   {Direction::east, Direction::east},
                                                   {Direction::west, Direction::west}};
  for (const Algorithm a : lanefill::kAllAlgorithms)
    for (const oracle::SliderCase& c : oracle::slider_cases(0x3141, 4)) {
      const auto rays = reference::ray_attacks(a, c.orth, c.diag, c.occupied);
      const auto flipped = reference::ray_attacks(a, flip(c.orth), flip(c.diag), flip(c.occupied));
      for (const auto& [south, north] : pairs)
        ASSERT_EQ(rays[lanefill::index(south)], flip(flipped[lanefill::index(north)]))
            << lanefill::name_of(a) << " " << dir_text(south);
    }
}

// The reference's Kogge-Stone is the body rendered in place in
// lanefill/fills.hpp (g++ 12 compiles the scalar tables better so:
// docs/architecture.md, "Kernel sources"); it must compute what the template
// every other form runs, detail::kogge_stone, does with the same steppers.
TEST(KoggeStone, TheReferenceWrittenOutIsTheBody) {
  std::uint64_t state = 0x2545f4914f6cdd1dULL;
  const auto next = [&state] {
    state ^= state << 13, state ^= state >> 7, state ^= state << 17;
    return state;
  };
  for (int i = 0; i < 2000; ++i) {
    const Bitboard gen = next() & next(), pro = next() | next();
    for (Direction d : kAllDirections) {
      const int bits = lanefill::shift_of(d);
      const auto rotate = [bits](Bitboard x, int k) {
        return reference::step_by_rotate(bits, x, k);
      };
      ASSERT_EQ(reference::rotate_occluded_kogge(gen, pro, d),
                lanefill::detail::kogge_stone(gen, pro & lanefill::avoid_wrap(d), rotate,
                                              lanefill::detail::plain_or_and));
      reference::with_direction(d, [&](auto tag) {
        const auto shift = [tag](Bitboard x, int k) { return reference::step_by_shift(tag, x, k); };
        ASSERT_EQ(reference::kogge_stone_occluded<decltype(tag)::value>(gen, pro),
                  lanefill::detail::kogge_stone(gen, pro & reference::shift_wrap_mask(d), shift,
                                                lanefill::detail::plain_or_and));
      });
    }
  }
}

}  // namespace
