// tests/fuzz/fuzz_kernels.cpp — libFuzzer differential target: every kernel
// table this CPU runs (each ISA's base and research tables, the dispatched
// one), every entry of lanefill/entries.def, against the oracle's table
// (oracle_kernels.hpp); bad input to the C API. Built with clang only
// (LANEFILL_BUILD_FUZZ); run it as tests/fuzz/README.md says.
//
// Input: a stream of little records. Each record's first byte picks what to
// check; the following bytes give squares, boards, Othello positions, a
// batch size 0..300 and a buffer offset 0..7 (kernel_checks.hpp's cases).
// Squares outside 0..63 go to the C API (which must refuse them) and never
// to the unchecked kernels.
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

using lanefill::Bitboard;
using lanefill::Kernels;

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

// Every table this CPU runs: each ISA's base and research tables, the
// dispatched one.
std::vector<const Kernels*> all_tables() {
  std::vector<const Kernels*> tables;
  for (const lanefill::Isa isa : lanefill::supported_isas()) {
    const lanefill::Implementation* impl = lanefill::implementation(isa);
    tables.push_back(impl->base);
    for (const Kernels* k : impl->by_algorithm)
      if (k != nullptr) tables.push_back(k);
  }
  tables.push_back(&lanefill::kernels());
  return tables;
}

// The cases of one record, from its bytes: a square and an occupancy with
// sliders (some off the pieces), a slider set, an Othello position and a
// square, a batch length 0..300 and offset 0..7; every entry of
// lanefill/entries.def is checked on them (kernel_checks.hpp walks the list).
kernel_checks::Cases cases_of(Reader& in) {
  kernel_checks::Cases c;
  const int count = 1 + in.byte() % 4;
  for (int i = 0; i < count; ++i) {
    const int sq = in.byte() & 63;
    const Bitboard occ = in.shaped_board();
    c.squares.push_back({sq, occ, in.shaped_board(), in.shaped_board()});
    c.sets.push_back({in.shaped_board(), in.shaped_board(), in.shaped_board()});
    const Bitboard player = in.shaped_board() & ~(Bitboard{1} << sq);
    c.discs.push_back({sq, player, in.shaped_board() & ~player & ~(Bitboard{1} << sq)});
  }
  c.batch_lengths = {(std::size_t(in.byte()) << 1 | (in.byte() & 1)) % 301};
  c.batch_offsets = {std::size_t(in.byte() & 7)};
  return c;
}

void every_entry(Reader& in, const std::vector<const Kernels*>& tables) {
  const kernel_checks::Cases c = cases_of(in);
  for (const Kernels* k : tables)
    if (const std::string m = kernel_checks::table_mismatch(*k, c); !m.empty()) {
      std::fprintf(stderr, "MISMATCH on %s/%s: %s\n", k->isa, k->algorithm, m.c_str());
      std::abort();
    }
}

[[noreturn]] void fail(const char* what, Bitboard a, Bitboard b) {
  std::fprintf(stderr, "MISMATCH %s: %016llx %016llx\n", what, static_cast<unsigned long long>(a),
               static_cast<unsigned long long>(b));
  std::abort();
}
void expect(bool ok, const char* what, Bitboard a, Bitboard b) {
  if (!ok) fail(what, a, b);
}

// Bad input to the checked entries: refused, nothing written, no crash.
void bad_input(Reader& in) {
  const int sq = 64 + in.byte();
  const Bitboard occ = in.board();
  expect(lanefill_queen_attacks(sq, occ) == 0, "C queen, bad square", occ, Bitboard(sq));
  expect(lanefill_last_error() != nullptr, "C error text", 0, 0);
  const std::uint8_t squares[2] = {static_cast<std::uint8_t>(in.byte() & 63),
                                   static_cast<std::uint8_t>(64 + (in.byte() % 192))};
  const Bitboard occs[2] = {occ, occ};
  Bitboard out[2] = {7, 7};
  expect(lanefill_queen_attacks_batch(squares, occs, out, 2) != 0, "C batch, bad square", 0, 0);
  expect(out[0] == 7 && out[1] == 7, "C batch wrote before refusing", out[0], out[1]);
  const Bitboard player = in.shaped_board() | 1;
  expect(lanefill_othello_moves(player, player) == 0, "C othello overlap refused", 0, 0);
  const Bitboard ps[1] = {player};
  expect(lanefill_othello_moves_batch(ps, ps, out, 1) == LANEFILL_ERROR_OVERLAP,
         "C othello batch overlap refused", out[0], 0);
  expect(out[0] == 7, "C othello batch wrote before refusing", out[0], 0);
  expect(lanefill_othello_mobility(player, player) == LANEFILL_ERROR_OVERLAP,
         "C othello count overlap refused", 0, 0);
  expect(lanefill_othello_last_flip_count(sq, player) == LANEFILL_ERROR_SQUARE,
         "C last flip count, bad square", 0, 0);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::vector<const Kernels*> tables = all_tables();
  Reader in(data, size);
  while (!in.empty()) {
    if (in.byte() % 4 != 0)
      every_entry(in, tables);
    else
      bad_input(in);
  }
  return 0;
}
