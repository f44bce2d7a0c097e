// tests/test_mutations.cpp — the kernel checks can fail. Every table of every
// ISA this CPU runs (aarch64 under qemu included) is wrapped in mutants that
// make the slips kernel edits make: a step without its file guard, a lane
// left out, a batch's tail element skipped or one written too many. Each
// mutant must be caught by the checks the plan tests run (kernel_checks.hpp),
// and the unmutated table must pass them.
#include <cstddef>
#include <cstdint>
#include <iostream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "kernel_checks.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.hpp"
#include "oracle.hpp"

namespace {

using lanefill::AttackKernels;
using lanefill::Bitboard;
using lanefill::Direction;
using lanefill::OthelloKernels;

// The tables the mutants wrap (the tests run on one thread).
const AttackKernels* g_table = nullptr;
const OthelloKernels* g_othello = nullptr;

constexpr Bitboard kFileH = 0x8080808080808080ULL, kRank8 = 0xff00000000000000ULL;
constexpr int kEast = static_cast<int>(Direction::east), kNort = static_cast<int>(Direction::nort);

// An east step without its file guard: sliders on file h reach file a one rank up.
void rays_guard_dropped(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
  g_table->ray_attacks(orth, diag, occupied, out);
  out[kEast] |= (orth & kFileH & ~kRank8) << 1;
}
Bitboard rook_guard_dropped(lanefill::Square square, Bitboard occupied) {
  const Bitboard self = Bitboard{1} << square;
  return g_table->rook_attacks(square, occupied) | ((self & kFileH & ~kRank8) << 1);
}
// The lane of one direction left out.
void rays_lane_dropped(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
  g_table->ray_attacks(orth, diag, occupied, out);
  out[kNort] = 0;
}
void fills_lane_dropped(Bitboard orth, Bitboard diag, Bitboard occupied, Bitboard out[8]) {
  g_table->occluded_fills(orth, diag, occupied, out);
  out[kNort] = 0;
}
// A batch's last element skipped, or one element too many written.
void queens_tail_dropped(const std::uint8_t* squares, const Bitboard* occupied, Bitboard* out,
                         std::size_t n) {
  g_table->queen_attacks_batch(squares, occupied, out, n - 1);
}
void sliders_tail_dropped(const Bitboard* orth, const Bitboard* diag, const Bitboard* occupied,
                          Bitboard* out, std::size_t n) {
  g_table->slider_attacks_batch(orth, diag, occupied, out, n - 1);
}
void sliders_tail_overrun(const Bitboard* orth, const Bitboard* diag, const Bitboard* occupied,
                          Bitboard* out, std::size_t n) {
  g_table->slider_attacks_batch(orth, diag, occupied, out, n);
  out[n] = 0;
}
// Threat queries: the east ray of a file-h square wrapping to file a; the
// nort lane left out; each slider's discovery taken from its own direction
// instead of the opposite one.
void square_rays_guard_dropped(lanefill::Square square, Bitboard occupied,
                               lanefill::SquareRays* out) {
  g_table->square_rays(square, occupied, out);
  out->rays[kEast] |= ((Bitboard{1} << square) & kFileH & ~kRank8) << 1;
}
void square_rays_lane_dropped(lanefill::Square square, Bitboard occupied,
                              lanefill::SquareRays* out) {
  g_table->square_rays(square, occupied, out);
  out->rays[kNort] = out->blockers[kNort] = 0;
}
void threats_lane_dropped(lanefill::Square square, Bitboard occupied, Bitboard orth, Bitboard diag,
                          lanefill::SliderThreats* out) {
  g_table->slider_threats(square, occupied, orth, diag, out);
  out->attackers &= ~out->slider[kNort];
  out->slider[kNort] = out->discovered[kNort] = 0;
  out->directions &= ~(1u << kNort);
}
void threats_not_opposite(lanefill::Square square, Bitboard occupied, Bitboard orth, Bitboard diag,
                          lanefill::SliderThreats* out) {
  g_table->slider_threats(square, occupied, orth, diag, out);
  for (int d = 0; d < 8; ++d) out->discovered[d] = out->slider[d];
}
// Othello: the flips of the west ray left out; the batch's last board skipped.
Bitboard flips_lane_dropped(lanefill::Square square, Bitboard player, Bitboard opponent) {
  const Bitboard west = (Bitboard{0xff} << (square & 56)) & ((Bitboard{1} << square) - 1);
  return g_othello->flips(square, player, opponent) & ~west;
}
void othello_tail_dropped(const Bitboard* player, const Bitboard* opponent, Bitboard* out,
                          std::size_t n) {
  g_othello->moves_batch(player, opponent, out, n - 1);
}

struct AttackMutant {
  const char* slip;
  void (*mutate)(AttackKernels&);
};
const std::vector<AttackMutant>& attack_mutants() {
  static const std::vector<AttackMutant> all = {
      {"ray_attacks east without its file guard",
       [](AttackKernels& k) { k.ray_attacks = &rays_guard_dropped; }},
      {"rook_attacks east without its file guard",
       [](AttackKernels& k) { k.rook_attacks = &rook_guard_dropped; }},
      {"ray_attacks without the nort lane",
       [](AttackKernels& k) { k.ray_attacks = &rays_lane_dropped; }},
      {"occluded_fills without the nort lane",
       [](AttackKernels& k) { k.occluded_fills = &fills_lane_dropped; }},
      {"square_rays east without its file guard",
       [](AttackKernels& k) { k.square_rays = &square_rays_guard_dropped; }},
      {"square_rays without the nort lane",
       [](AttackKernels& k) { k.square_rays = &square_rays_lane_dropped; }},
      {"slider_threats without the nort lane",
       [](AttackKernels& k) { k.slider_threats = &threats_lane_dropped; }},
      {"slider_threats discovers along the slider's own direction",
       [](AttackKernels& k) { k.slider_threats = &threats_not_opposite; }},
      {"queen_attacks_batch skips the tail element",
       [](AttackKernels& k) { k.queen_attacks_batch = &queens_tail_dropped; }},
      {"slider_attacks_batch skips the tail element",
       [](AttackKernels& k) { k.slider_attacks_batch = &sliders_tail_dropped; }},
      {"slider_attacks_batch writes one element too many",
       [](AttackKernels& k) { k.slider_attacks_batch = &sliders_tail_overrun; }},
  };
  return all;
}

// Every table of the ISA and its dispatched row.
std::vector<std::pair<std::string, AttackKernels>> tables_of(lanefill::Isa isa) {
  std::vector<std::pair<std::string, AttackKernels>> out;
  const std::string name(lanefill::name_of(isa));
  for (const AttackKernels* t : lanefill::implementation(isa)->by_algorithm)
    if (t != nullptr)
      out.push_back({name + "/" + std::string(lanefill::name_of(t->algorithm)), *t});
  out.push_back({name + "/dispatched", lanefill::compose(lanefill::plan_row(isa)).attacks});
  return out;
}

TEST(Mutations, AttackChecksCatchEverySlipOnEveryTable) {
  std::string isas;
  for (const lanefill::Isa isa : lanefill::supported_isas()) {
    isas.append(" ").append(lanefill::name_of(isa));
    for (const auto& [label, table] : tables_of(isa)) {
      oracle::Rng rng(0x3d1f);
      ASSERT_EQ(kernel_checks::attacks_mismatch(table, rng), "") << label << " unmutated";
      g_table = &table;
      for (const AttackMutant& mutant : attack_mutants()) {
        AttackKernels broken = table;
        mutant.mutate(broken);
        EXPECT_NE(kernel_checks::attacks_mismatch(broken, rng), "")
            << label << ": not caught: " << mutant.slip;
      }
    }
  }
  g_table = nullptr;
  std::cout << "[ mutations ] attack tables checked on:" << isas << "\n";
}

TEST(Mutations, OthelloChecksCatchEverySlipOnEveryTable) {
  for (const lanefill::Isa isa : lanefill::supported_isas()) {
    const std::string label(lanefill::name_of(isa));
    const OthelloKernels tables[] = {*lanefill::implementation(isa)->othello,
                                     lanefill::compose(lanefill::plan_row(isa)).othello};
    for (const OthelloKernels& table : tables) {
      oracle::Rng rng(0x7e11);
      ASSERT_EQ(kernel_checks::othello_mismatch(table, rng), "") << label << " unmutated";
      g_othello = &table;
      OthelloKernels no_west = table, short_batch = table;
      no_west.flips = &flips_lane_dropped;
      short_batch.moves_batch = &othello_tail_dropped;
      EXPECT_NE(kernel_checks::othello_mismatch(no_west, rng), "")
          << label << ": not caught: flips without the west ray";
      EXPECT_NE(kernel_checks::othello_mismatch(short_batch, rng), "")
          << label << ": not caught: moves_batch skips the tail board";
    }
  }
  g_othello = nullptr;
}

}  // namespace
