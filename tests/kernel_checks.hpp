// tests/kernel_checks.hpp — any kernel table against the oracle's (the ray
// walk, oracle_kernels.hpp), entry by entry: the checks walk
// lanefill/entries.def, one check per shape, so an entry is covered the day
// it is listed. Each check returns a description of the first disagreement,
// or "" when every case agrees. Two depths: `full` (every square on the test
// boards, every batch length and offset; the per-table tests) and `quick`
// (random cases; the plan rows, the mutation tests, the inline paths).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "lanefill/kernels.hpp"
#include "oracle.hpp"
#include "oracle_kernels.hpp"

namespace kernel_checks {

using lanefill::Bitboard;
using lanefill::Kernels;

enum class Depth { quick, full };

constexpr Bitboard kGuardWord = 0x5a5a5a5a5a5a5a5aULL;

// "what: got G, want W" for a disagreement, else "".
inline std::string differs(const std::string& what, Bitboard got, Bitboard want) {
  if (got == want) return "";
  std::ostringstream s;
  s << what << ": got 0x" << std::hex << got << ", want 0x" << want;
  return s.str();
}

// ---------------------------------------------------------------------------
// The cases, built once per depth.

struct SquareCase {
  int square;
  Bitboard occupied, orth, diag;  // orth, diag: sliders among (and, at times, off) the pieces
};
struct DiscsCase {
  int square;  // empty, for the square shapes
  Bitboard player, opponent;
};
struct Cases {
  std::vector<SquareCase> squares;
  std::vector<oracle::SliderCase> sets;
  std::vector<DiscsCase> discs;
  std::vector<std::size_t> batch_lengths;
  std::vector<std::size_t> batch_offsets;
};

inline Cases make_cases(Depth depth) {
  Cases c;
  oracle::Rng rng(depth == Depth::full ? 0xc0ffee : 0x3d1f);
  if (depth == Depth::full) {
    // Every square on every test board, the slider's own square occupied or
    // not; sliders a varying part of the pieces, and some off the board's
    // pieces (bad input: no piece, no attacker).
    const auto boards = oracle::test_occupancies(0xc0ffee, 8);
    for (int sq = 0; sq < 64; ++sq)
      for (std::size_t i = 0; i < boards.size(); ++i) {
        const Bitboard self = Bitboard{1} << sq;
        const Bitboard occ = (i % 2) ? boards[i] | self : boards[i] & ~self;
        Bitboard orth = occ & rng.next(), diag = occ & rng.next() & ~orth;
        if (i % 7 == 3) orth |= rng.next(), diag |= rng.next();
        c.squares.push_back({sq, occ, orth, diag});
      }
    c.sets = oracle::slider_cases(0xfeed, 40);
    oracle::for_each_othello_run(rng, [&c](const oracle::OthelloRun& r) {
      c.discs.push_back({r.square, r.player, r.opponent});
      return true;
    });
    c.batch_lengths = {0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11,
                       12, 13, 14, 15, 16, 17, 23, 31, 33, 63, 64, 100};
    c.batch_offsets = {0, 1};
  } else {
    for (int i = 0; i < 400; ++i) {
      const int sq = rng.square();
      const Bitboard occ = rng.next() & rng.next();
      Bitboard orth = occ & rng.next() & rng.next(), diag = occ & rng.next() & rng.next() & ~orth;
      if (i % 2) orth |= rng.next(), diag |= rng.next();
      c.squares.push_back({sq, occ, orth, diag});
      c.sets.push_back({orth & occ, diag & occ, occ});
    }
    c.batch_lengths = {1, 3, 7, 8, 9, 17};
    c.batch_offsets = {0};
  }
  // Endgame positions: 0 to 12 empty squares, the square one of them (or,
  // with none empty, the square the player's), and at times a full edge.
  for (int i = 0; i < (depth == Depth::full ? 3000 : 300); ++i) {
    Bitboard empty = 0;
    for (int e = i % 13; e > 0; --e) empty |= Bitboard{1} << rng.square();
    if (i % 5 == 0) empty &= ~Bitboard{0xff};  // rank 1 full
    const int sq = empty ? __builtin_ctzll(empty) : rng.square();
    const Bitboard p = (~empty & rng.next()) | (empty ? 0 : Bitboard{1} << sq);
    c.discs.push_back({sq, p, ~empty & ~p});
  }
  // Othello positions of every density, the square empty.
  for (int i = 0; i < (depth == Depth::full ? 4000 : 400); ++i) {
    const int sq = rng.square();
    const Bitboard occ =
        (i % 3 == 0 ? rng.next() & rng.next() : rng.next() | rng.next()) & ~(Bitboard{1} << sq);
    const Bitboard p = occ & rng.next();
    c.discs.push_back({sq, p, occ & ~p});
  }
  return c;
}
inline const Cases& cases(Depth depth) {
  static const Cases full = make_cases(Depth::full);
  static const Cases quick = make_cases(Depth::quick);
  return depth == Depth::full ? full : quick;
}

inline std::string at_square(const char* name, int sq, Bitboard occ) {
  return std::string(name) + " (square " + std::to_string(sq) + ", occupied " + oracle::hex(occ) +
         ")";
}

// ---------------------------------------------------------------------------
// One check per shape of lanefill/entries.def: the entry of table k against
// the oracle's, on the cases of the shape's arguments.
using Oracle = const Kernels&;

inline std::string check_square_attacks(const Kernels& k, Oracle o,
                                        Bitboard (*Kernels::*e)(int, Bitboard), const char* name,
                                        const Cases& c) {
  for (const SquareCase& s : c.squares)
    if (std::string m = differs(at_square(name, s.square, s.occupied), (k.*e)(s.square, s.occupied),
                                (o.*e)(s.square, s.occupied));
        !m.empty())
      return m;
  return "";
}

// Eight results into a guarded buffer, unaligned for every vector width.
inline std::string check_set_rays(const Kernels& k, Oracle o,
                                  void (*Kernels::*e)(Bitboard, Bitboard, Bitboard, Bitboard*),
                                  const char* name, const Cases& c) {
  for (const oracle::SliderCase& s : c.sets) {
    Bitboard got[10], want[8];
    for (Bitboard& g : got) g = kGuardWord;
    (k.*e)(s.orth, s.diag, s.occupied, got + 1);
    (o.*e)(s.orth, s.diag, s.occupied, want);
    const std::string at = std::string(name) + " (orth " + oracle::hex(s.orth) + ", diag " +
                           oracle::hex(s.diag) + ", occupied " + oracle::hex(s.occupied) + ")";
    if (got[0] != kGuardWord || got[9] != kGuardWord) return at + ": wrote outside out[8]";
    for (int d = 0; d < 8; ++d)
      if (std::string m = differs(at + " direction " + std::to_string(d), got[d + 1], want[d]);
          !m.empty())
        return m;
  }
  return "";
}

inline std::string check_set_union(const Kernels& k, Oracle o,
                                   Bitboard (*Kernels::*e)(Bitboard, Bitboard, Bitboard),
                                   const char* name, const Cases& c) {
  for (const oracle::SliderCase& s : c.sets)
    if (std::string m =
            differs(std::string(name) + " (orth " + oracle::hex(s.orth) + ", diag " +
                        oracle::hex(s.diag) + ", occupied " + oracle::hex(s.occupied) + ")",
                    (k.*e)(s.orth, s.diag, s.occupied), (o.*e)(s.orth, s.diag, s.occupied));
        !m.empty())
      return m;
  return "";
}

inline std::string check_square_rays(const Kernels& k, Oracle o,
                                     void (*Kernels::*e)(int, Bitboard, lanefill::SquareRays*),
                                     const char* name, const Cases& c) {
  for (const SquareCase& s : c.squares) {
    lanefill::SquareRays got, want;
    (k.*e)(s.square, s.occupied, &got);
    (o.*e)(s.square, s.occupied, &want);
    const std::string at = at_square(name, s.square, s.occupied);
    for (int d = 0; d < 8; ++d) {
      const std::string lane = " direction " + std::to_string(d);
      if (std::string m = differs(at + " rays" + lane, got.rays[d], want.rays[d]); !m.empty())
        return m;
      if (std::string m = differs(at + " blockers" + lane, got.blockers[d], want.blockers[d]);
          !m.empty())
        return m;
    }
  }
  return "";
}

inline std::string check_slider_threats(const Kernels& k, Oracle o,
                                        void (*Kernels::*e)(int, Bitboard, Bitboard, Bitboard,
                                                            lanefill::SliderThreats*),
                                        const char* name, const Cases& c) {
  for (const SquareCase& s : c.squares) {
    lanefill::SliderThreats got, want;
    (k.*e)(s.square, s.occupied, s.orth, s.diag, &got);
    (o.*e)(s.square, s.occupied, s.orth, s.diag, &want);
    const std::string at = at_square(name, s.square, s.occupied) + " orth " + oracle::hex(s.orth) +
                           " diag " + oracle::hex(s.diag);
    for (int d = 0; d < 8; ++d) {
      const std::string lane = " direction " + std::to_string(d);
      if (std::string m = differs(at + " slider" + lane, got.slider[d], want.slider[d]); !m.empty())
        return m;
      if (std::string m = differs(at + " discovered" + lane, got.discovered[d], want.discovered[d]);
          !m.empty())
        return m;
    }
    for (const auto& [field, g, w] :
         {std::tuple{"orth_attacks", got.orth_attacks, want.orth_attacks},
          std::tuple{"diag_attacks", got.diag_attacks, want.diag_attacks},
          std::tuple{"attackers", got.attackers, want.attackers},
          std::tuple{"directions", Bitboard{got.directions}, Bitboard{want.directions}}})
      if (std::string m = differs(at + " " + field, g, w); !m.empty()) return m;
  }
  return "";
}

inline std::string check_discs(const Kernels& k, Oracle o,
                               Bitboard (*Kernels::*e)(Bitboard, Bitboard), const char* name,
                               const Cases& c) {
  for (const DiscsCase& s : c.discs)
    if (std::string m = differs(std::string(name) + " (player " + oracle::hex(s.player) +
                                    ", opponent " + oracle::hex(s.opponent) + ")",
                                (k.*e)(s.player, s.opponent), (o.*e)(s.player, s.opponent));
        !m.empty())
      return m;
  return "";
}

inline std::string check_discs_square(const Kernels& k, Oracle o,
                                      Bitboard (*Kernels::*e)(int, Bitboard, Bitboard),
                                      const char* name, const Cases& c) {
  for (const DiscsCase& s : c.discs) {
    const std::string at = std::string(name) + " (square " + std::to_string(s.square) +
                           ", player " + oracle::hex(s.player) + ", opponent " +
                           oracle::hex(s.opponent) + ")";
    if (std::string m = differs(at, (k.*e)(s.square, s.player, s.opponent),
                                (o.*e)(s.square, s.player, s.opponent));
        !m.empty())
      return m;
    // An occupied square flips nothing.
    const Bitboard self = Bitboard{1} << s.square;
    if (std::string m =
            differs(at + " with the square occupied", (k.*e)(s.square, s.player | self, s.opponent),
                    (o.*e)(s.square, s.player | self, s.opponent));
        !m.empty())
      return m;
  }
  return "";
}

// A batch: every length and offset of the depth, from elements the single
// cases give, into a buffer with guard words before and after.
template <class T = Bitboard, class Run>
std::string check_batch(const char* name, const Cases& c, std::size_t cases, Run run) {
  const T guard = static_cast<T>(kGuardWord);
  std::size_t next = 0;
  for (std::size_t n : c.batch_lengths)
    for (std::size_t offset : c.batch_offsets) {
      std::vector<T> got(offset + n + 2, guard), want(n);
      run(n, offset, next, got, want);
      next = (next + n * 97 + 1) % cases;
      const std::string at =
          std::string(name) + " n=" + std::to_string(n) + " offset " + std::to_string(offset);
      for (std::size_t i = 0; i < offset; ++i)
        if (got[i] != guard) return at + ": wrote before out";
      for (std::size_t i = 0; i < n; ++i)
        if (std::string m = differs(at + " element " + std::to_string(i), got[offset + i], want[i]);
            !m.empty())
          return m;
      for (std::size_t i = offset + n; i < got.size(); ++i)
        if (got[i] != guard) return at + ": wrote past out[n - 1]";
    }
  return "";
}

inline std::string check_queen_batch(const Kernels& k, Oracle o,
                                     void (*Kernels::*e)(const std::uint8_t*, const Bitboard*,
                                                         Bitboard*, std::size_t),
                                     const char* name, const Cases& c) {
  (k.*e)(nullptr, nullptr, nullptr, 0);  // n == 0 touches nothing
  return check_batch(name, c, c.squares.size(),
                     [&](std::size_t n, std::size_t offset, std::size_t next,
                         std::vector<Bitboard>& got, std::vector<Bitboard>& want) {
                       std::vector<std::uint8_t> squares(offset + n + 1);
                       std::vector<Bitboard> occ(offset + n + 1);
                       for (std::size_t i = 0; i < n; ++i) {
                         const SquareCase& s = c.squares[(next + 97 * i) % c.squares.size()];
                         squares[offset + i] = static_cast<std::uint8_t>(s.square);
                         occ[offset + i] = s.occupied;
                       }
                       (k.*e)(squares.data() + offset, occ.data() + offset, got.data() + offset, n);
                       (o.*e)(squares.data() + offset, occ.data() + offset, want.data(), n);
                     });
}

inline std::string check_set_batch(const Kernels& k, Oracle o,
                                   void (*Kernels::*e)(const Bitboard*, const Bitboard*,
                                                       const Bitboard*, Bitboard*, std::size_t),
                                   const char* name, const Cases& c) {
  (k.*e)(nullptr, nullptr, nullptr, nullptr, 0);
  return check_batch(
      name, c, c.sets.size(),
      [&](std::size_t n, std::size_t offset, std::size_t next, std::vector<Bitboard>& got,
          std::vector<Bitboard>& want) {
        std::vector<Bitboard> orth(offset + n + 1), diag(offset + n + 1), occ(offset + n + 1);
        for (std::size_t i = 0; i < n; ++i) {
          const oracle::SliderCase& s = c.sets[(next + 31 * i) % c.sets.size()];
          orth[offset + i] = s.orth;
          diag[offset + i] = s.diag;
          occ[offset + i] = s.occupied;
        }
        (k.*e)(orth.data() + offset, diag.data() + offset, occ.data() + offset, got.data() + offset,
               n);
        (o.*e)(orth.data() + offset, diag.data() + offset, occ.data() + offset, want.data(), n);
      });
}

inline std::string check_discs_batch(const Kernels& k, Oracle o,
                                     void (*Kernels::*e)(const Bitboard*, const Bitboard*,
                                                         Bitboard*, std::size_t),
                                     const char* name, const Cases& c) {
  (k.*e)(nullptr, nullptr, nullptr, 0);
  return check_batch(name, c, c.discs.size(),
                     [&](std::size_t n, std::size_t offset, std::size_t next,
                         std::vector<Bitboard>& got, std::vector<Bitboard>& want) {
                       std::vector<Bitboard> player(offset + n + 1), opponent(offset + n + 1);
                       for (std::size_t i = 0; i < n; ++i) {
                         const DiscsCase& s = c.discs[(next + 13 * i) % c.discs.size()];
                         player[offset + i] = s.player;
                         opponent[offset + i] = s.opponent;
                       }
                       (k.*e)(player.data() + offset, opponent.data() + offset, got.data() + offset,
                              n);
                       (o.*e)(player.data() + offset, opponent.data() + offset, want.data(), n);
                     });
}

inline std::string check_discs_count(const Kernels& k, Oracle o,
                                     int (*Kernels::*e)(Bitboard, Bitboard), const char* name,
                                     const Cases& c) {
  for (const DiscsCase& s : c.discs)
    if (std::string m = differs(std::string(name) + " (player " + oracle::hex(s.player) +
                                    ", opponent " + oracle::hex(s.opponent) + ")",
                                static_cast<Bitboard>((k.*e)(s.player, s.opponent)),
                                static_cast<Bitboard>((o.*e)(s.player, s.opponent)));
        !m.empty())
      return m;
  return "";
}

inline std::string check_last_move(const Kernels& k, Oracle o, int (*Kernels::*e)(int, Bitboard),
                                   const char* name, const Cases& c) {
  for (const DiscsCase& s : c.discs)
    for (const Bitboard player : {s.player, s.player | (Bitboard{1} << s.square)}) {
      // (the second: the player already has the square, which flips nothing)
      const std::string at = std::string(name) + " (square " + std::to_string(s.square) +
                             ", player " + oracle::hex(player) + ")";
      if (std::string m = differs(at, static_cast<Bitboard>((k.*e)(s.square, player)),
                                  static_cast<Bitboard>((o.*e)(s.square, player)));
          !m.empty())
        return m;
    }
  return "";
}

inline std::string check_occupied_lines(const Kernels& k, Oracle o,
                                        void (*Kernels::*e)(Bitboard, Bitboard*), const char* name,
                                        const Cases& c) {
  for (const DiscsCase& s : c.discs) {
    const Bitboard occupied = s.player | s.opponent;
    Bitboard got[6] = {kGuardWord, 0, 0, 0, 0, kGuardWord}, want[4];
    (k.*e)(occupied, got + 1);
    (o.*e)(occupied, want);
    const std::string at = std::string(name) + " (occupied " + oracle::hex(occupied) + ")";
    if (got[0] != kGuardWord || got[5] != kGuardWord) return at + ": wrote outside out[0..3]";
    for (int l = 0; l < 4; ++l)
      if (std::string m = differs(at + " out[" + std::to_string(l) + "]", got[l + 1], want[l]);
          !m.empty())
        return m;
  }
  return "";
}

inline std::string check_discs_count_batch(const Kernels& k, Oracle o,
                                           void (*Kernels::*e)(const Bitboard*, const Bitboard*,
                                                               std::uint8_t*, std::size_t),
                                           const char* name, const Cases& c) {
  (k.*e)(nullptr, nullptr, nullptr, 0);
  return check_batch<std::uint8_t>(
      name, c, c.discs.size(),
      [&](std::size_t n, std::size_t offset, std::size_t next, std::vector<std::uint8_t>& got,
          std::vector<std::uint8_t>& want) {
        std::vector<Bitboard> player(offset + n + 1), opponent(offset + n + 1);
        for (std::size_t i = 0; i < n; ++i) {
          const DiscsCase& s = c.discs[(next + 13 * i) % c.discs.size()];
          player[offset + i] = s.player;
          opponent[offset + i] = s.opponent;
        }
        (k.*e)(player.data() + offset, opponent.data() + offset, got.data() + offset, n);
        (o.*e)(player.data() + offset, opponent.data() + offset, want.data(), n);
      });
}

inline std::string check_last_move_batch(const Kernels& k, Oracle o,
                                         void (*Kernels::*e)(const std::uint8_t*, const Bitboard*,
                                                             std::uint8_t*, std::size_t),
                                         const char* name, const Cases& c) {
  (k.*e)(nullptr, nullptr, nullptr, 0);
  return check_batch<std::uint8_t>(
      name, c, c.discs.size(),
      [&](std::size_t n, std::size_t offset, std::size_t next, std::vector<std::uint8_t>& got,
          std::vector<std::uint8_t>& want) {
        std::vector<std::uint8_t> squares(offset + n + 1);
        std::vector<Bitboard> player(offset + n + 1);
        for (std::size_t i = 0; i < n; ++i) {
          const DiscsCase& s = c.discs[(next + 13 * i) % c.discs.size()];
          squares[offset + i] = static_cast<std::uint8_t>(s.square);
          player[offset + i] = s.player;
        }
        (k.*e)(squares.data() + offset, player.data() + offset, got.data() + offset, n);
        (o.*e)(squares.data() + offset, player.data() + offset, want.data(), n);
      });
}

// ---------------------------------------------------------------------------
// The walk of the list.

// The names of the entries, in lanefill/entries.def order.
inline const std::vector<std::string>& entry_names() {
  static const std::vector<std::string> names = {
#define LANEFILL_ENTRY(name, shape, kind, doc) #name,
#include "lanefill/entries.def"
#undef LANEFILL_ENTRY
  };
  return names;
}

// The entry `name` of table k against the oracle's on the cases c: "" when
// it agrees.
inline std::string entry_mismatch(const Kernels& k, const std::string& name, const Cases& c) {
  const Kernels& o = oracle::ray_walk_kernels();
#define LANEFILL_ENTRY(entry, shape, kind, doc) \
  if (name == #entry) return check_##shape(k, o, &Kernels::entry, #entry, c);
#include "lanefill/entries.def"
#undef LANEFILL_ENTRY
  return "no entry " + name;
}
inline std::string entry_mismatch(const Kernels& k, const std::string& name, Depth depth) {
  return entry_mismatch(k, name, cases(depth));
}

// Every entry of table k against the oracle's: "" when every one agrees.
inline std::string table_mismatch(const Kernels& k, const Cases& c) {
  for (const std::string& name : entry_names())
    if (std::string m = entry_mismatch(k, name, c); !m.empty()) return m;
  return "";
}
inline std::string table_mismatch(const Kernels& k, Depth depth = Depth::quick) {
  return table_mismatch(k, cases(depth));
}

}  // namespace kernel_checks
