// tests/fuzz/fuzz_kernels.cpp — libFuzzer differential target: every kernel
// table this CPU runs, the dispatched C++ calls, the batch calls, every ISA's
// Othello kernels and the C API against the oracle (tests/support/oracle.hpp). Built with clang
// only (LANEFILL_BUILD_FUZZ); run it as tests/fuzz/README.md says.
//
// Input: a stream of little records. Each record's first byte picks what to
// check; the following bytes give squares, boards, a batch size 0..300, a
// buffer offset 0..7 and a guard word. Squares outside 0..63 go to the C API
// (which must refuse them) and never to the unchecked kernels.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "kernel_checks.hpp"
#include "lanefill/dispatch.hpp"
#include "lanefill/lanefill.h"
#include "lanefill/lanefill.hpp"
#include "oracle.hpp"

namespace {

using lanefill::AttackKernels;
using lanefill::Bitboard;

class Reader {
 public:
  Reader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  bool empty() const { return at_ >= size_; }
  std::uint8_t byte() { return at_ < size_ ? data_[at_++] : 0; }
  Bitboard board() {
    Bitboard b = 0;
    for (int i = 0; i < 8; ++i) b = (b << 8) | byte();
    return b;
  }
  // A board of varied density: the raw word, or it ANDed/ORed with another.
  Bitboard shaped_board() {
    const std::uint8_t shape = byte();
    Bitboard b = board();
    if (shape & 1) b &= board();
    if (shape & 2) b |= board();
    if (shape & 4) b = Bitboard{1} << (b & 63);  // a lone square
    return b;
  }

 private:
  const std::uint8_t* data_;
  std::size_t size_, at_ = 0;
};

[[noreturn]] void fail(const char* what, const AttackKernels* k, Bitboard a, Bitboard b) {
  std::fprintf(stderr, "MISMATCH %s on %s/%s: %016llx %016llx\n", what,
               k ? std::string(lanefill::name_of(k->isa)).c_str() : "dispatched",
               k ? std::string(lanefill::name_of(k->algorithm)).c_str() : "-",
               static_cast<unsigned long long>(a), static_cast<unsigned long long>(b));
  std::abort();
}
void expect(bool ok, const char* what, const AttackKernels* k, Bitboard a, Bitboard b) {
  if (!ok) fail(what, k, a, b);
}

std::vector<const AttackKernels*> all_tables() {
  std::vector<const AttackKernels*> tables;
  for (lanefill::Isa isa : lanefill::kAllIsas)
    for (lanefill::Algorithm a : lanefill::kAllAlgorithms)
      if (const AttackKernels* k = lanefill::find_kernels(isa, a)) tables.push_back(k);
  tables.push_back(&lanefill::kernels());  // the dispatched table itself
  return tables;
}

void single_square(Reader& in, const std::vector<const AttackKernels*>& tables) {
  const int sq = in.byte() & 63;
  const auto s = static_cast<lanefill::Square>(sq);
  const Bitboard occ = in.shaped_board();
  const Bitboard rook = oracle::rook_attacks(sq, occ), bishop = oracle::bishop_attacks(sq, occ);
  for (const AttackKernels* k : tables) {
    expect(k->rook_attacks(s, occ) == rook, "rook", k, occ, sq);
    expect(k->bishop_attacks(s, occ) == bishop, "bishop", k, occ, sq);
    expect(k->queen_attacks(s, occ) == (rook | bishop), "queen", k, occ, sq);
  }
  expect(lanefill::queen_attacks(s, occ) == (rook | bishop), "queen", nullptr, occ, sq);
  expect(lanefill_queen_attacks(sq, occ) == (rook | bishop), "C queen", nullptr, occ, sq);
  expect(lanefill_rook_attacks(sq, occ) == rook, "C rook", nullptr, occ, sq);
  // The threat queries of the same square, sliders among the pieces or not.
  const Bitboard orth = in.shaped_board(), diag = in.shaped_board();
  for (const AttackKernels* k : tables) {
    const std::string m = kernel_checks::threats_mismatch(*k, sq, occ, orth, diag);
    if (!m.empty()) fail(m.c_str(), k, occ, sq);
  }
  const oracle::SquareThreats want = oracle::square_threats(sq, occ, orth, diag);
  lanefill_slider_threats_t c;
  expect(lanefill_slider_threats(sq, occ, orth, diag, &c) == 0, "C slider_threats", nullptr, occ,
         sq);
  expect(c.attackers == want.attackers && c.directions == want.directions, "C slider_threats",
         nullptr, c.attackers, want.attackers);
  expect(lanefill::slider_threats(s, occ, orth, diag).attackers == want.attackers, "slider_threats",
         nullptr, occ, sq);
}

void set_wise(Reader& in, const std::vector<const AttackKernels*>& tables) {
  const Bitboard orth = in.shaped_board(), diag = in.shaped_board(), occ = in.shaped_board();
  const auto rays = oracle::all_ray_attacks(orth, diag, occ);
  const auto fills = oracle::all_occluded_fills(orth, diag, ~occ);
  const Bitboard all = oracle::slider_attacks(orth, diag, occ);
  for (const AttackKernels* k : tables) {
    Bitboard out[8];
    k->ray_attacks(orth, diag, occ, out);
    for (int d = 0; d < 8; ++d)
      expect(out[d] == rays[std::size_t(d)], "ray_attacks", k, orth, diag);
    k->occluded_fills(orth, diag, occ, out);
    for (int d = 0; d < 8; ++d)
      expect(out[d] == fills[std::size_t(d)], "occluded_fills", k, orth, diag);
    expect(k->slider_attacks(orth, diag, occ) == all, "slider_attacks", k, orth, diag);
  }
  expect(lanefill_slider_attacks(orth, diag, occ) == all, "C slider_attacks", nullptr, orth, diag);
}

void batches(Reader& in, const std::vector<const AttackKernels*>& tables) {
  const std::size_t n = (std::size_t(in.byte()) << 1 | (in.byte() & 1)) % 301;
  const std::size_t offset = in.byte() & 7;
  const Bitboard guard = in.board() | 1;
  std::vector<std::uint8_t> sq(offset + n);
  std::vector<Bitboard> occ(offset + n), orth(offset + n), diag(offset + n), want_q(n), want_s(n);
  for (std::size_t i = 0; i < n; ++i) {
    sq[offset + i] = in.byte() & 63;
    occ[offset + i] = in.shaped_board();
    orth[offset + i] = i % 2 ? in.shaped_board() : occ[offset + i] & in.board();
    diag[offset + i] = in.shaped_board();
    want_q[i] = oracle::queen_attacks(sq[offset + i], occ[offset + i]);
    want_s[i] = oracle::slider_attacks(orth[offset + i], diag[offset + i], occ[offset + i]);
  }
  std::vector<Bitboard> out(offset + n + 8);
  const auto check = [&](const std::vector<Bitboard>& want, const char* what,
                         const AttackKernels* k) {
    for (std::size_t i = 0; i < offset; ++i) expect(out[i] == guard, what, k, i, n);
    for (std::size_t i = 0; i < n; ++i) expect(out[offset + i] == want[i], what, k, i, n);
    for (std::size_t i = offset + n; i < out.size(); ++i) expect(out[i] == guard, what, k, i, n);
  };
  for (const AttackKernels* k : tables) {
    std::fill(out.begin(), out.end(), guard);
    k->queen_attacks_batch(sq.data() + offset, occ.data() + offset, out.data() + offset, n);
    check(want_q, "queen_attacks_batch", k);
    std::fill(out.begin(), out.end(), guard);
    k->slider_attacks_batch(orth.data() + offset, diag.data() + offset, occ.data() + offset,
                            out.data() + offset, n);
    check(want_s, "slider_attacks_batch", k);
  }
  std::fill(out.begin(), out.end(), guard);
  lanefill::queen_attacks_batch(sq.data() + offset, occ.data() + offset, out.data() + offset, n);
  check(want_q, "queen_attacks_batch (API)", nullptr);
  std::fill(out.begin(), out.end(), guard);
  expect(lanefill_slider_attacks_batch(orth.data() + offset, diag.data() + offset,
                                       occ.data() + offset, out.data() + offset, n) == 0,
         "C slider batch status", nullptr, 0, n);
  check(want_s, "C slider batch", nullptr);
}

// Bad input to the checked entries: refused, nothing written, no crash.
void bad_input(Reader& in) {
  const int sq = 64 + in.byte();
  const Bitboard occ = in.board();
  expect(lanefill_queen_attacks(sq, occ) == 0, "C queen, bad square", nullptr, occ, Bitboard(sq));
  expect(lanefill_last_error() != nullptr, "C error text", nullptr, 0, 0);
  const std::uint8_t squares[2] = {static_cast<std::uint8_t>(in.byte() & 63),
                                   static_cast<std::uint8_t>(64 + (in.byte() % 192))};
  const Bitboard occs[2] = {occ, occ};
  Bitboard out[2] = {7, 7};
  expect(lanefill_queen_attacks_batch(squares, occs, out, 2) != 0, "C batch, bad square", nullptr,
         0, 0);
  expect(out[0] == 7 && out[1] == 7, "C batch wrote before refusing", nullptr, out[0], out[1]);
}

// Othello on every ISA's kernels and the C API: discs from the input (the
// opponent's without the player's), moves, flips of every square, batches.
void othello(Reader& in) {
  const Bitboard player = in.shaped_board(), opponent = in.shaped_board() & ~player;
  const Bitboard moves = oracle::othello_moves(player, opponent);
  const int sq = in.byte() & 63;
  const Bitboard flips = oracle::othello_flips(sq, player, opponent);
  for (lanefill::Isa isa : lanefill::kAllIsas) {
    if (!lanefill::is_supported(isa)) continue;
    const lanefill::OthelloKernels& k = *lanefill::implementation(isa)->othello;
    expect(k.moves(player, opponent) == moves, "othello moves", nullptr, player, opponent);
    expect(k.flips(static_cast<lanefill::Square>(sq), player, opponent) == flips, "othello flips",
           nullptr, player, opponent);
    Bitboard out[3] = {1, 1, 1};
    const Bitboard ps[1] = {player}, os[1] = {opponent};
    k.moves_batch(ps, os, out + 1, 1);
    expect(out[0] == 1 && out[1] == moves && out[2] == 1, "othello batch", nullptr, out[1], moves);
  }
  expect(lanefill_othello_moves(player, opponent) == moves, "C othello moves", nullptr, player,
         opponent);
  expect(lanefill_othello_flips(sq, player, opponent) == flips, "C othello flips", nullptr, player,
         opponent);
  if (player & opponent) fail("fuzz input", nullptr, player, opponent);
  if (player != 0)
    expect(lanefill_othello_moves(player, player) == 0, "C othello overlap refused", nullptr, 0, 0);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::vector<const AttackKernels*> tables = all_tables();
  Reader in(data, size);
  while (!in.empty()) {
    switch (in.byte() % 5) {
      case 0: single_square(in, tables); break;
      case 1: set_wise(in, tables); break;
      case 2: batches(in, tables); break;
      case 3: othello(in); break;
      default: bad_input(in); break;
    }
  }
  return 0;
}
