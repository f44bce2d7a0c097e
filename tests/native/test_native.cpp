// tests/native/test_native.cpp — the inline path, lanefill/native.hpp (C++)
// and lanefill/native.h (C, through tests/native/native_c.c), against the
// oracle and code other than its own (the scalar tables, the constexpr
// reference; on AVX2/AVX-512 the dispatched entries are these kernels). Built three times
// (tests/native/CMakeLists.txt): with the plain flags (scalar kernel),
// -march=x86-64-v3 (AVX2) and -march=x86-64-v4 (AVX-512); EXPECTED_ISA says
// which kernel each build must have picked. Every check runs on both paths
// (tests named .../cpp and .../c).
// Othello: othello_moves / othello_flips against the oracle's
// square-by-square walk and the constexpr reference, on positions reached by
// random play (passes and finished games included) and on every run length
// in every direction from every square.
#include <array>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "kernel_checks.hpp"
#include "lanefill/lanefill.hpp"
#include "lanefill/native.hpp"
#include "mutants.hpp"
#include "native_c.h"
#include "oracle.hpp"

namespace {

using lanefill::Bitboard;
using lanefill::Square;

// One inline path: the C++ wrappers or the C functions, the same kernels.
struct InlinePath {
  const char* name;
  const char* (*isa)();
  Bitboard (*rook)(int, Bitboard);
  Bitboard (*bishop)(int, Bitboard);
  Bitboard (*queen)(int, Bitboard);
  std::array<Bitboard, 8> (*rays)(Bitboard, Bitboard, Bitboard);
  Bitboard (*sliders)(Bitboard, Bitboard, Bitboard);
  void (*sliders_batch)(const Bitboard*, const Bitboard*, const Bitboard*, Bitboard*, std::size_t);
  Bitboard (*moves)(Bitboard, Bitboard);
  Bitboard (*flips)(int, Bitboard, Bitboard);
  void (*square_rays)(int, Bitboard, lanefill::SquareRays*);
  void (*slider_threats)(int, Bitboard, Bitboard, Bitboard, lanefill::SliderThreats*);
};

namespace cpp {
namespace native = lanefill::native;
const char* isa() { return native::isa_name().data(); }
Bitboard rook(int sq, Bitboard occ) { return native::rook_attacks(static_cast<Square>(sq), occ); }
Bitboard bishop(int sq, Bitboard occ) {
  return native::bishop_attacks(static_cast<Square>(sq), occ);
}
Bitboard queen(int sq, Bitboard occ) { return native::queen_attacks(static_cast<Square>(sq), occ); }
Bitboard flips(int sq, Bitboard p, Bitboard o) {
  return native::othello_flips(static_cast<Square>(sq), p, o);
}
void square_rays(int sq, Bitboard occ, lanefill::SquareRays* out) {
  *out = native::square_rays(static_cast<Square>(sq), occ);
}
void slider_threats(int sq, Bitboard occ, Bitboard orth, Bitboard diag,
                    lanefill::SliderThreats* out) {
  *out = native::slider_threats(static_cast<Square>(sq), occ, orth, diag);
}
}  // namespace cpp
std::array<Bitboard, 8> c_rays(Bitboard orth, Bitboard diag, Bitboard occ) {
  std::array<Bitboard, 8> out;
  native_c_rays(orth, diag, occ, out.data());
  return out;
}

const InlinePath kCpp{"cpp",
                      &cpp::isa,
                      &cpp::rook,
                      &cpp::bishop,
                      &cpp::queen,
                      &lanefill::native::ray_attacks,
                      &lanefill::native::slider_attacks,
                      &lanefill::native::slider_attacks_batch,
                      &lanefill::native::othello_moves,
                      &cpp::flips,
                      &cpp::square_rays,
                      &cpp::slider_threats};
const InlinePath kC{"c",
                    &native_c_isa,
                    &native_c_rook,
                    &native_c_bishop,
                    &native_c_queen,
                    &c_rays,
                    &native_c_sliders,
                    &native_c_sliders_batch,
                    &native_c_othello_moves,
                    &native_c_othello_flips,
                    &native_c_square_rays,
                    &native_c_slider_threats};

class Native : public ::testing::TestWithParam<const InlinePath*> {
 protected:
  const InlinePath& path() const { return *GetParam(); }
};
class NativeOthello : public Native {};

std::string path_name(const ::testing::TestParamInfo<const InlinePath*>& info) {
  return info.param->name;
}

TEST_P(Native, CompiledKernelIsTheOneTheFlagsAllow) {
  EXPECT_EQ(std::string(path().isa()), EXPECTED_ISA);
}

TEST(NativeOthelloChoice, IsTheOneTheFlagsAsk) {
  EXPECT_EQ(std::string(LANEFILL_NATIVE_OTHELLO_ISA_NAME), EXPECTED_OTHELLO_ISA);
  EXPECT_EQ(lanefill::name_of(lanefill::native::kOthelloIsa), EXPECTED_OTHELLO_ISA);
}

const lanefill::AttackKernels& scalar_kogge() {
  return *lanefill::find_kernels(lanefill::Isa::scalar, lanefill::Algorithm::kogge_stone);
}

TEST_P(Native, SingleSquareMatchesOracleAndScalarTable) {
  const std::vector<Bitboard> boards = oracle::test_occupancies(0x5eed, 40);
  ASSERT_GT(boards.size(), 200u) << "too few boards for a test of every square";
  for (Bitboard occ : boards) {
    for (int sq = 0; sq < 64; ++sq) {
      const auto s = static_cast<Square>(sq);
      ASSERT_EQ(path().rook(sq, occ), oracle::rook_attacks(sq, occ))
          << "rook " << sq << " " << oracle::hex(occ);
      ASSERT_EQ(path().bishop(sq, occ), oracle::bishop_attacks(sq, occ))
          << "bishop " << sq << " " << oracle::hex(occ);
      ASSERT_EQ(path().queen(sq, occ), oracle::queen_attacks(sq, occ))
          << "queen " << sq << " " << oracle::hex(occ);
      // and the scalar Kogge-Stone table: other code than this path's (the
      // dispatched AVX2/AVX-512 single-square entries are these kernels)
      ASSERT_EQ(path().queen(sq, occ), scalar_kogge().queen_attacks(s, occ));
    }
  }
}

TEST_P(Native, SetWiseMatchesOracleAndScalarTable) {
  auto cases = oracle::slider_cases(0xab, 20);
  // Lone sliders too: one rook-like or one bishop-like piece.
  oracle::Rng rng(7);
  for (int i = 0; i < 500; ++i) {
    const Bitboard one = Bitboard{1} << rng.square();
    const Bitboard occ = rng.next() & rng.next();
    cases.push_back({i % 2 ? one : 0, i % 2 ? 0 : one, occ});
  }
  for (const auto& c : cases) {
    const auto expected = oracle::all_ray_attacks(c.orth, c.diag, c.occupied);
    ASSERT_EQ(path().rays(c.orth, c.diag, c.occupied), expected)
        << oracle::hex(c.orth) << " " << oracle::hex(c.diag) << " " << oracle::hex(c.occupied);
    ASSERT_EQ(path().sliders(c.orth, c.diag, c.occupied),
              oracle::slider_attacks(c.orth, c.diag, c.occupied));
    ASSERT_EQ(path().sliders(c.orth, c.diag, c.occupied),
              scalar_kogge().slider_attacks(c.orth, c.diag, c.occupied));
  }
}

// The slider batch: every length from 0 to 40 (the 16- and 8-board blocks of
// avx512icl and their tails), each board against the oracle, nothing written
// past the end.
TEST_P(Native, SliderBatchMatchesOracle) {
  const auto cases = oracle::slider_cases(0xba7c, 2);
  ASSERT_GE(cases.size(), 40u);
  std::vector<Bitboard> orth, diag, occ;
  for (const auto& c : cases) {
    orth.push_back(c.orth);
    diag.push_back(c.diag);
    occ.push_back(c.occupied);
  }
  for (std::size_t n = 0; n <= 40; ++n) {
    std::vector<Bitboard> out(n + 1, ~Bitboard{0} / 3);
    path().sliders_batch(orth.data(), diag.data(), occ.data(), out.data(), n);
    for (std::size_t i = 0; i < n; ++i)
      ASSERT_EQ(out[i], oracle::slider_attacks(orth[i], diag[i], occ[i]))
          << path().name << " board " << i << " of " << n;
    ASSERT_EQ(out[n], ~Bitboard{0} / 3) << path().name << " wrote past " << n;
  }
}

// The threat queries on every square of the test boards, the square
// occupied or not: the kernel checks on a copy of the dispatched table whose
// two threat entries are this path's.
const InlinePath* g_threat_path = nullptr;  // the path whose threat queries the table below calls

// A kernel table whose single-board entries and slider batch are `path`'s
// (its queen batch is the dispatched one: the inline path has none). The
// path in g_threat_path.
lanefill::AttackKernels table_of_path(const InlinePath& path) {
  g_threat_path = &path;
  lanefill::AttackKernels k = lanefill::kernels();
  k.rook_attacks = [](Square sq, Bitboard occ) { return g_threat_path->rook(sq, occ); };
  k.bishop_attacks = [](Square sq, Bitboard occ) { return g_threat_path->bishop(sq, occ); };
  k.queen_attacks = [](Square sq, Bitboard occ) { return g_threat_path->queen(sq, occ); };
  k.ray_attacks = [](Bitboard orth, Bitboard diag, Bitboard occ, Bitboard out[8]) {
    const std::array<Bitboard, 8> rays = g_threat_path->rays(orth, diag, occ);
    for (int d = 0; d < 8; ++d) out[d] = rays[static_cast<std::size_t>(d)];
  };
  k.slider_attacks = [](Bitboard orth, Bitboard diag, Bitboard occ) {
    return g_threat_path->sliders(orth, diag, occ);
  };
  k.slider_attacks_batch = [](const Bitboard* orth, const Bitboard* diag, const Bitboard* occ,
                              Bitboard* out, std::size_t n) {
    g_threat_path->sliders_batch(orth, diag, occ, out, n);
  };
  k.square_rays = [](Square sq, Bitboard occ, lanefill::SquareRays* out) {
    g_threat_path->square_rays(sq, occ, out);
  };
  k.slider_threats = [](Square sq, Bitboard occ, Bitboard orth, Bitboard diag,
                        lanefill::SliderThreats* out) {
    g_threat_path->slider_threats(sq, occ, orth, diag, out);
  };
  return k;
}

// The mutation run on the inline path (tests/mutants.hpp): the path's table
// passes the kernel checks, and each single-board slip wrapped round it is
// caught (its occluded fills are the dispatched ones, so their mutant is
// checked with test_mutations.cpp).
TEST_P(Native, MutantsOfThisPathAreCaught) {
  const lanefill::AttackKernels table = table_of_path(path());
  oracle::Rng rng(0x3d1e);
  ASSERT_EQ(kernel_checks::single_board_mismatch(table, rng), "") << path().name << " unmutated";
  mutants::g_table = &table;
  int checked = 0;
  ASSERT_EQ(kernel_checks::batch_mismatch(table, rng), "") << path().name << " unmutated";
  for (const mutants::AttackMutant& mutant : mutants::attack_mutants()) {
    const bool slider_batch = std::string(mutant.slip).find("slider_attacks_batch") == 0;
    if (mutant.batch() && !slider_batch) continue;  // the queen batch is not the path's
    lanefill::AttackKernels broken = table;
    mutant.mutate(broken);
    EXPECT_NE(slider_batch ? kernel_checks::batch_mismatch(broken, rng)
                           : kernel_checks::single_board_mismatch(broken, rng),
              "")
        << path().name << ": not caught: " << mutant.slip;
    ++checked;
  }
  mutants::g_table = nullptr;
  EXPECT_GE(checked, 7);
}

TEST_P(Native, ThreatQueriesMatchOracle) {
  lanefill::AttackKernels k = table_of_path(path());
  oracle::Rng rng(0x7a7e);
  for (Bitboard board : oracle::test_occupancies(0x7a7f, 20))
    for (int sq = 0; sq < 64; ++sq) {
      const Bitboard occ = (sq & 1) ? board | (Bitboard{1} << sq) : board & ~(Bitboard{1} << sq);
      const Bitboard orth = occ & rng.next(), diag = occ & rng.next() & ~orth;
      ASSERT_EQ(kernel_checks::threats_mismatch(k, sq, occ, orth, diag), "") << path().name;
    }
}

// Othello positions from random play with the oracle, both sides to move at
// every ply: a position where the mover has no move is kept (a pass), and so
// is a finished game's last position.
struct OthelloPosition {
  Bitboard player, opponent;
};
std::vector<OthelloPosition> random_othello_positions(std::uint64_t seed, int games) {
  std::vector<OthelloPosition> out;
  oracle::Rng rng(seed);
  for (int g = 0; g < games; ++g) {
    Bitboard me = lanefill::othello::kStartBlack, them = lanefill::othello::kStartWhite;
    for (int ply = 0; ply < 80; ++ply) {
      out.push_back({me, them});
      const Bitboard moves = oracle::othello_moves(me, them);
      if (moves == 0) {
        if (oracle::othello_moves(them, me) == 0) break;  // the game is over
        std::swap(me, them);                              // a pass
        continue;
      }
      Bitboard pick = moves;
      for (unsigned k = rng.below(static_cast<unsigned>(__builtin_popcountll(moves))); k > 0; --k)
        pick &= pick - 1;
      const int sq = __builtin_ctzll(pick);
      const Bitboard f = oracle::othello_flips(sq, me, them);
      const Bitboard next_me = them & ~f, next_them = me | f | (Bitboard{1} << sq);
      me = next_me;
      them = next_them;
    }
  }
  return out;
}

void expect_othello_matches(const InlinePath& path, Bitboard me, Bitboard them) {
  const Bitboard moves = path.moves(me, them);
  ASSERT_EQ(moves, oracle::othello_moves(me, them)) << oracle::hex(me) << " " << oracle::hex(them);
  // and the constexpr reference: other code than this path's (the
  // dispatched AVX2/AVX-512 Othello entries are these kernels)
  ASSERT_EQ(moves, lanefill::othello::moves(me, them));
  for (int sq = 0; sq < 64; ++sq) {
    const auto s = static_cast<Square>(sq);
    const Bitboard f = path.flips(sq, me, them);
    ASSERT_EQ(f, oracle::othello_flips(sq, me, them))
        << "square " << sq << " " << oracle::hex(me) << " " << oracle::hex(them);
    ASSERT_EQ(f, lanefill::othello::flips(s, me, them)) << "square " << sq;
    ASSERT_EQ(f != 0, ((moves >> sq) & 1) != 0) << "square " << sq;
  }
}

TEST_P(NativeOthello, RandomPlayMatchesOracleAndReference) {
  const auto positions = random_othello_positions(0x0f1e2d, 300);
  int passes = 0, finished = 0, full_edges = 0;
  for (const OthelloPosition& p : positions) {
    // The side to move and, as if it passed, the other side.
    expect_othello_matches(path(), p.player, p.opponent);
    expect_othello_matches(path(), p.opponent, p.player);
    if (HasFatalFailure()) return;
    const bool stuck = oracle::othello_moves(p.player, p.opponent) == 0;
    passes += stuck && oracle::othello_moves(p.opponent, p.player) != 0;
    finished += stuck && oracle::othello_moves(p.opponent, p.player) == 0;
    full_edges += ((p.player | p.opponent) & 0xff818181818181ffULL) == 0xff818181818181ffULL;
  }
  EXPECT_GT(positions.size(), 15000u);
  EXPECT_GT(passes, 0) << "random play should reach forced passes";
  EXPECT_GT(finished, 0) << "random play should finish games";
  EXPECT_GT(full_edges, 0) << "random play should fill the edges";
}

// Every square, every direction, every run length 0..6 of opponent discs,
// closed by an own disc, by an empty square or by the edge, with and without
// unrelated discs around: moves and flips of the square at the run's start.
TEST_P(NativeOthello, EveryRunFromEverySquare) {
  oracle::Rng rng(0x5a11);
  const InlinePath& inline_path = path();
  const int runs = oracle::for_each_othello_run(rng, [&](const oracle::OthelloRun& run) {
    const Bitboard p = run.player, o = run.opponent;
    const Bitboard flips = oracle::othello_flips(run.square, p, o);
    const Bitboard moves = oracle::othello_moves(p, o);
    EXPECT_EQ(inline_path.flips(run.square, p, o), flips)
        << "square " << run.square << " step " << run.step.file << "," << run.step.rank << " run "
        << run.length;
    EXPECT_EQ(inline_path.moves(p, o), moves) << oracle::hex(p) << " " << oracle::hex(o);
    return !::testing::Test::HasFailure();  // stop at the first wrong case
  });
  EXPECT_GT(runs, 5000);
}

// Occupied squares never flip, whatever surrounds them.
TEST_P(NativeOthello, OccupiedSquaresFlipNothing) {
  for (const OthelloPosition& p : random_othello_positions(0xdead, 20)) {
    const Bitboard occupied = p.player | p.opponent;
    for (int sq = 0; sq < 64; ++sq) {
      if (((occupied >> sq) & 1) == 0) continue;
      ASSERT_EQ(path().flips(sq, p.player, p.opponent), 0u) << sq;
      ASSERT_EQ(path().flips(sq, p.opponent, p.player), 0u) << sq;
    }
  }
}

TEST_P(NativeOthello, StartPosition) {
  using namespace lanefill;
  const Bitboard black = othello::kStartBlack, white = othello::kStartWhite;
  EXPECT_EQ(path().moves(black, white), 0x0000102004080000ULL);  // d3 c4 f5 e6
  EXPECT_EQ(path().flips(D3, black, white), square_bb(D4));
  EXPECT_EQ(path().flips(F5, black, white), square_bb(E5));
  EXPECT_EQ(path().flips(E3, black, white), 0u);
  EXPECT_EQ(path().moves(0, 0), 0u);
}

// The Othello mutation run on the inline path: a table of the path's moves
// and flips (the batch is the dispatched one) passes the checks, and flips
// without the west ray are caught.
TEST_P(NativeOthello, MutantsOfThisPathAreCaught) {
  g_threat_path = &path();
  lanefill::OthelloKernels table = lanefill::othello_kernels();
  table.moves = [](Bitboard p, Bitboard o) { return g_threat_path->moves(p, o); };
  table.flips = [](Square sq, Bitboard p, Bitboard o) { return g_threat_path->flips(sq, p, o); };
  oracle::Rng rng(0x7e12);
  ASSERT_EQ(kernel_checks::othello_mismatch(table, rng), "") << path().name << " unmutated";
  mutants::g_othello = &table;
  lanefill::OthelloKernels no_west = table;
  no_west.flips = &mutants::flips_lane_dropped;
  EXPECT_NE(kernel_checks::othello_mismatch(no_west, rng), "")
      << path().name << ": not caught: flips without the west ray";
  mutants::g_othello = nullptr;
}

INSTANTIATE_TEST_SUITE_P(Path, Native, ::testing::Values(&kCpp, &kC), path_name);
INSTANTIATE_TEST_SUITE_P(Path, NativeOthello, ::testing::Values(&kCpp, &kC), path_name);

// The C header's non-sliders against the C++ library's (lanefill/attacks.hpp,
// itself checked against the oracle in tests/test_attacks.cpp): every square,
// and sets of random pieces, the edges included.
TEST(NativeC, NonSlidersMatchTheLibrary) {
  using lanefill::Color;
  for (int sq = 0; sq < 64; ++sq) {
    const auto s = static_cast<Square>(sq);
    ASSERT_EQ(native_c_knight(sq), lanefill::knight_attacks(s)) << sq;
    ASSERT_EQ(native_c_king(sq), lanefill::king_attacks(s)) << sq;
    ASSERT_EQ(native_c_pawn(0, sq), lanefill::pawn_attacks(Color::white, s)) << sq;
    ASSERT_EQ(native_c_pawn(1, sq), lanefill::pawn_attacks(Color::black, s)) << sq;
  }
  oracle::Rng rng(0x4e5);
  for (int i = 0; i < 2000; ++i) {
    const Bitboard set = i == 0 ? lanefill::kUniverse : rng.next() & rng.next();
    ASSERT_EQ(native_c_knight_set(set), lanefill::knight_attack_set(set)) << oracle::hex(set);
    ASSERT_EQ(native_c_king_set(set), lanefill::king_attack_set(set)) << oracle::hex(set);
    ASSERT_EQ(native_c_pawn_set(0, set), lanefill::pawn_attack_set(Color::white, set));
    ASSERT_EQ(native_c_pawn_set(1, set), lanefill::pawn_attack_set(Color::black, set));
  }
}

}  // namespace
