// tests/native/test_native.cpp — the inline path, lanefill/native.hpp (C++)
// and lanefill/native.h (C, through tests/native/native_c.c), against the
// oracle and code other than its own (the scalar tables, the constexpr
// reference; the dispatched tables of an ISA run its inline target's
// kernels). Built once per inline target of the registry
// (tests/native/CMakeLists.txt) with that target's flags; EXPECTED_ISA says
// which target each build must have picked. Every check runs on three paths:
// the C header's table, the C++ header's table and the C++ calls (tests
// named .../c, .../cpp_table, .../cpp_calls), every entry of
// lanefill/entries.def (kernel_checks.hpp). Othello also on positions
// reached by random play (passes and finished games included) against the
// constexpr reference.
#include <array>
#include <cstddef>
#include <cstdint>
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
using lanefill::Kernels;
using lanefill::Square;

// The C++ calls of lanefill::native as a kernel table (one adapter per shape
// of lanefill/entries.def), to run the same checks on them.
#define CXX_square_attacks(name) \
  [](int s, Bitboard o) { return lanefill::native::name(static_cast<Square>(s), o); }
#define CXX_set_rays(name)                                               \
  [](Bitboard a, Bitboard b, Bitboard c, Bitboard* out) {                \
    const std::array<Bitboard, 8> r = lanefill::native::name(a, b, c);   \
    for (int d = 0; d < 8; ++d) out[d] = r[static_cast<std::size_t>(d)]; \
  }
#define CXX_set_union(name) \
  [](Bitboard a, Bitboard b, Bitboard c) { return lanefill::native::name(a, b, c); }
#define CXX_square_rays(name)                                 \
  [](int s, Bitboard o, lanefill::SquareRays* out) {          \
    *out = lanefill::native::name(static_cast<Square>(s), o); \
  }
#define CXX_slider_threats(name)                                                \
  [](int s, Bitboard o, Bitboard a, Bitboard b, lanefill::SliderThreats* out) { \
    *out = lanefill::native::name(static_cast<Square>(s), o, a, b);             \
  }
#define CXX_queen_batch(name)                                                  \
  [](const std::uint8_t* s, const Bitboard* o, Bitboard* out, std::size_t n) { \
    lanefill::native::name(s, o, out, n);                                      \
  }
#define CXX_set_batch(name)                                                                   \
  [](const Bitboard* a, const Bitboard* b, const Bitboard* c, Bitboard* out, std::size_t n) { \
    lanefill::native::name(a, b, c, out, n);                                                  \
  }
#define CXX_discs(name) [](Bitboard p, Bitboard o) { return lanefill::native::name(p, o); }
#define CXX_discs_square(name) \
  [](int s, Bitboard p, Bitboard o) { return lanefill::native::name(static_cast<Square>(s), p, o); }
#define CXX_discs_batch(name)                                              \
  [](const Bitboard* p, const Bitboard* o, Bitboard* out, std::size_t n) { \
    lanefill::native::name(p, o, out, n);                                  \
  }
#define CXX_discs_count(name) [](Bitboard p, Bitboard o) { return lanefill::native::name(p, o); }
#define CXX_last_move(name) \
  [](int s, Bitboard p) { return lanefill::native::name(static_cast<Square>(s), p); }
#define CXX_occupied_lines(name)                                         \
  [](Bitboard o, Bitboard* out) {                                        \
    const std::array<Bitboard, 4> r = lanefill::native::name(o);         \
    for (int l = 0; l < 4; ++l) out[l] = r[static_cast<std::size_t>(l)]; \
  }
#define CXX_discs_count_batch(name)                                            \
  [](const Bitboard* p, const Bitboard* o, std::uint8_t* out, std::size_t n) { \
    lanefill::native::name(p, o, out, n);                                      \
  }
#define CXX_last_move_batch(name)                                                  \
  [](const std::uint8_t* s, const Bitboard* p, std::uint8_t* out, std::size_t n) { \
    lanefill::native::name(s, p, out, n);                                          \
  }
const Kernels kCxxCalls = {
    sizeof(Kernels),
    LANEFILL_NATIVE_ISA_NAME,
    "inline",
#define LANEFILL_ENTRY(name, shape, kind, doc) CXX_##shape(name),
#include "lanefill/entries.def"
#undef LANEFILL_ENTRY
};

// One inline path as a table: the C header's (compiled as C99), the C++
// header's own table, the C++ calls.
struct InlinePath {
  const char* name;
  const Kernels* table;
};
const InlinePath kC{"c", native_c_kernels()};
const InlinePath kCppTable{"cpp_table", &lanefill::native::kernels()};
const InlinePath kCppCalls{"cpp_calls", &kCxxCalls};

class Native : public ::testing::TestWithParam<const InlinePath*> {
 protected:
  const Kernels& k() const { return *GetParam()->table; }
  const char* name() const { return GetParam()->name; }
};
class NativeOthello : public Native {};

std::string path_name(const ::testing::TestParamInfo<const InlinePath*>& info) {
  return info.param->name;
}

TEST_P(Native, CompiledKernelIsTheOneTheFlagsAllow) {
  EXPECT_EQ(std::string(k().isa), EXPECTED_ISA);
  EXPECT_EQ(std::string(k().algorithm), "inline");
  EXPECT_EQ(std::string(native_c_isa()), EXPECTED_ISA);
  EXPECT_EQ(std::string(lanefill::native::isa_name()), EXPECTED_ISA);
}

TEST(NativeOthelloChoice, IsTheOneTheFlagsAsk) {
  EXPECT_EQ(std::string(LANEFILL_NATIVE_OTHELLO_ISA_NAME), EXPECTED_OTHELLO_ISA);
  EXPECT_EQ(std::string(native_c_othello_isa()), EXPECTED_OTHELLO_ISA);
}

// Every entry of lanefill/entries.def against the oracle, on every square
// of the test boards and every batch length and offset.
TEST_P(Native, EveryEntryAgreesWithTheOracle) {
  for (const std::string& entry : kernel_checks::entry_names())
    EXPECT_EQ(kernel_checks::entry_mismatch(k(), entry, kernel_checks::Depth::full), "") << name();
}

// The same kernels as the dispatched tables of the ISAs whose inline target
// this is (one compiled kernel for both paths): other code than the scalar
// research tables', whose answers must agree.
TEST_P(Native, AgreesWithTheScalarKoggeStoneTable) {
  const Kernels& scalar =
      *lanefill::find_kernels(lanefill::Isa::scalar, lanefill::Algorithm::kogge_stone);
  oracle::Rng rng(0x5eed);
  for (int i = 0; i < 20000; ++i) {
    const int sq = rng.square();
    const Bitboard occ = rng.next() & rng.next();
    const Bitboard orth = occ & rng.next(), diag = occ & rng.next() & ~orth;
    ASSERT_EQ(k().queen_attacks(sq, occ), scalar.queen_attacks(sq, occ)) << name();
    ASSERT_EQ(k().slider_attacks(orth, diag, occ), scalar.slider_attacks(orth, diag, occ))
        << name();
  }
}

// The mutation run on the inline path (tests/mutants.hpp): the path's table
// passes the kernel checks, and each slip wrapped round it is caught.
TEST_P(Native, MutantsOfThisPathAreCaught) {
  const Kernels table = k();
  ASSERT_EQ(kernel_checks::table_mismatch(table), "") << name() << " unmutated";
  mutants::g_table = &table;
  for (const mutants::Mutant& mutant : mutants::all_mutants()) {
    Kernels broken = table;
    mutant.mutate(broken);
    EXPECT_NE(kernel_checks::table_mismatch(broken), "")
        << name() << ": not caught: " << mutant.slip;
  }
  mutants::g_table = nullptr;
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

void expect_othello_matches(const Kernels& path, Bitboard me, Bitboard them) {
  const Bitboard moves = path.othello_moves(me, them);
  ASSERT_EQ(moves, oracle::othello_moves(me, them)) << oracle::hex(me) << " " << oracle::hex(them);
  // and the constexpr reference: other code than this path's (the
  // dispatched AVX2/AVX-512 Othello entries are these kernels)
  ASSERT_EQ(moves, lanefill::othello::moves(me, them));
  for (int sq = 0; sq < 64; ++sq) {
    const auto s = static_cast<Square>(sq);
    const Bitboard f = path.othello_flips(sq, me, them);
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
    expect_othello_matches(k(), p.player, p.opponent);
    expect_othello_matches(k(), p.opponent, p.player);
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

// Occupied squares never flip, whatever surrounds them.
TEST_P(NativeOthello, OccupiedSquaresFlipNothing) {
  for (const OthelloPosition& p : random_othello_positions(0xdead, 20)) {
    const Bitboard occupied = p.player | p.opponent;
    for (int sq = 0; sq < 64; ++sq) {
      if (((occupied >> sq) & 1) == 0) continue;
      ASSERT_EQ(k().othello_flips(sq, p.player, p.opponent), 0u) << sq;
      ASSERT_EQ(k().othello_flips(sq, p.opponent, p.player), 0u) << sq;
    }
  }
}

TEST_P(NativeOthello, StartPosition) {
  using namespace lanefill;
  const Bitboard black = othello::kStartBlack, white = othello::kStartWhite;
  EXPECT_EQ(k().othello_moves(black, white), 0x0000102004080000ULL);  // d3 c4 f5 e6
  EXPECT_EQ(k().othello_flips(D3, black, white), square_bb(D4));
  EXPECT_EQ(k().othello_flips(F5, black, white), square_bb(E5));
  EXPECT_EQ(k().othello_flips(E3, black, white), 0u);
  EXPECT_EQ(k().othello_moves(0, 0), 0u);
}

INSTANTIATE_TEST_SUITE_P(Path, Native, ::testing::Values(&kC, &kCppTable, &kCppCalls), path_name);
INSTANTIATE_TEST_SUITE_P(Path, NativeOthello, ::testing::Values(&kC, &kCppTable, &kCppCalls),
                         path_name);

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
    const lanefill_pieces_t side = {set & rng.next(), set & rng.next(), set & rng.next(),
                                    set & rng.next(), set & rng.next(), set & rng.next()};
    const lanefill::Pieces pieces{side.pawns, side.knights, side.bishops,
                                  side.rooks, side.queens,  side.kings};
    const Bitboard occ = set | rng.next();
    ASSERT_EQ(native_c_attack_map(1, &side, occ), lanefill::attack_map(Color::black, pieces, occ));
    ASSERT_EQ(lanefill::native::attack_map(Color::white, pieces, occ),
              lanefill::attack_map(Color::white, pieces, occ));
  }
}

// Obstruction difference (lanefill_u64_odiff_line: the WebAssembly build's
// line attacks, where there is no byte swap) on every build: each of the four
// lines of every square against the oracle, over the test occupancies (the
// edges, empty and full boards included).
TEST(NativeU64, ObstructionDifferenceMatchesTheOracle) {
  const std::vector<Bitboard> boards = oracle::test_occupancies(0x0d1ff, 40);
  for (const Bitboard occ : boards) {
    for (int sq = 0; sq < 64; ++sq) {
      Bitboard lines[4];
      for (int l = 0; l < 4; ++l)
        lines[l] = lanefill_u64_odiff_line(occ, lanefill_sbamg_table[sq][l], sq);
      ASSERT_EQ(lines[0] | lines[1], oracle::rook_attacks(sq, occ))
          << sq << " " << oracle::hex(occ);
      ASSERT_EQ(lines[2] | lines[3], oracle::bishop_attacks(sq, occ))
          << sq << " " << oracle::hex(occ);
      ASSERT_EQ(lines[1], lanefill_u64_hq_line(occ, lanefill_sbamg_table[sq][1], sq)) << sq;
    }
  }
}

}  // namespace
