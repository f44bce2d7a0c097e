// tests/kernel_checks.hpp — every entry of a kernel table against the oracle,
// as a description of the first disagreement ("" when every entry agrees).
// The plan tests (test_dispatch.cpp) run them on composed rows; the mutation
// tests (test_mutations.cpp) prove that they fail on broken kernels.
#pragma once

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "lanefill/lanefill.hpp"
#include "oracle.hpp"

namespace kernel_checks {

using lanefill::Bitboard;

constexpr Bitboard kGuardWord = 0x5a5a5a5a5a5a5a5aULL;

// "what: got G, want W" for a disagreement, else "".
inline std::string differs(const std::string& what, Bitboard got, Bitboard want) {
  if (got == want) return "";
  std::ostringstream s;
  s << what << ": got 0x" << std::hex << got << ", want 0x" << want;
  return s.str();
}

// The threat queries of one square against the walk: "" when they agree.
inline std::string threats_mismatch(const lanefill::AttackKernels& k, int sq, Bitboard occ,
                                    Bitboard orth, Bitboard diag) {
  const oracle::SquareThreats want = oracle::square_threats(sq, occ, orth, diag);
  lanefill::SquareRays rays;
  lanefill::SliderThreats got;
  k.square_rays(lanefill::Square(sq), occ, &rays);
  k.slider_threats(lanefill::Square(sq), occ, orth, diag, &got);
  const std::string at = " (square " + std::to_string(sq) + ", occupied " + oracle::hex(occ) +
                         ", orth " + oracle::hex(orth) + ", diag " + oracle::hex(diag) + ")";
  std::string m;
  for (int d = 0; d < 8 && m.empty(); ++d) {
    const auto e = static_cast<std::size_t>(d);
    const std::string lane = " direction " + std::to_string(d) + at;
    m = differs("square_rays rays" + lane, rays.rays[d], want.rays[e]);
    if (m.empty()) m = differs("square_rays blockers" + lane, rays.blockers[d], want.blockers[e]);
    if (m.empty()) m = differs("slider_threats slider" + lane, got.slider[d], want.slider[e]);
    if (m.empty())
      m = differs("slider_threats discovered" + lane, got.discovered[d], want.discovered[e]);
  }
  if (m.empty())
    m = differs("slider_threats orth_attacks" + at, got.orth_attacks, want.orth_attacks);
  if (m.empty())
    m = differs("slider_threats diag_attacks" + at, got.diag_attacks, want.diag_attacks);
  if (m.empty()) m = differs("slider_threats attackers" + at, got.attackers, want.attackers);
  if (m.empty()) m = differs("slider_threats directions" + at, got.directions, want.directions);
  return m;
}

// Random single squares and slider sets: every single-board entry.
inline std::string single_board_mismatch(const lanefill::AttackKernels& k, oracle::Rng& rng) {
  for (int i = 0; i < 400; ++i) {
    const int sq = rng.square();
    const Bitboard occ = rng.next() & rng.next(), orth = occ & rng.next() & rng.next();
    const Bitboard diag = occ & rng.next() & rng.next() & ~orth;
    const std::string at = " (square " + std::to_string(sq) + ")";
    std::string m = differs("rook_attacks" + at, k.rook_attacks(lanefill::Square(sq), occ),
                            oracle::rook_attacks(lanefill::Square(sq), occ));
    if (m.empty())
      m = differs("bishop_attacks" + at, k.bishop_attacks(lanefill::Square(sq), occ),
                  oracle::bishop_attacks(sq, occ));
    if (m.empty())
      m = differs("queen_attacks" + at, k.queen_attacks(lanefill::Square(sq), occ),
                  oracle::queen_attacks(lanefill::Square(sq), occ));
    if (m.empty())
      m = differs("slider_attacks", k.slider_attacks(orth, diag, occ),
                  oracle::slider_attacks(orth, diag, occ));
    if (m.empty()) m = threats_mismatch(k, sq, occ, orth, diag);
    // slider bits off the occupancy (bad input): no piece, no attacker
    if (m.empty()) m = threats_mismatch(k, sq, occ, orth | rng.next(), diag | rng.next());
    Bitboard rays[8], fills[8];
    k.ray_attacks(orth, diag, occ, rays);
    k.occluded_fills(orth, diag, occ, fills);
    const auto want_rays = oracle::all_ray_attacks(orth, diag, occ);
    const auto want_fills = oracle::all_occluded_fills(orth, diag, ~occ);
    for (int d = 0; d < 8 && m.empty(); ++d) {
      const std::string lane = " direction " + std::to_string(d);
      m = differs("ray_attacks" + lane, rays[d], want_rays[static_cast<std::size_t>(d)]);
      if (m.empty())
        m = differs("occluded_fills" + lane, fills[d], want_fills[static_cast<std::size_t>(d)]);
    }
    if (!m.empty()) return m;
  }
  return "";
}

// Batches with lengths that leave tails, and a guard word after the output.
inline std::string batch_mismatch(const lanefill::AttackKernels& k, oracle::Rng& rng) {
  for (const std::size_t n : {1u, 3u, 7u, 8u, 9u, 17u}) {
    std::vector<std::uint8_t> squares(n);
    std::vector<Bitboard> occ(n), orth(n), diag(n), out(n + 1, kGuardWord);
    for (std::size_t i = 0; i < n; ++i) {
      squares[i] = static_cast<std::uint8_t>(rng.square());
      occ[i] = rng.next() & rng.next();
      orth[i] = occ[i] & rng.next();
      diag[i] = occ[i] & rng.next() & ~orth[i];
    }
    const std::string of = " of " + std::to_string(n);
    k.queen_attacks_batch(squares.data(), occ.data(), out.data(), n);
    for (std::size_t i = 0; i < n; ++i)
      if (std::string m = differs("queen_attacks_batch item " + std::to_string(i) + of, out[i],
                                  oracle::queen_attacks(squares[i], occ[i]));
          !m.empty())
        return m;
    if (out[n] != kGuardWord) return "queen_attacks_batch wrote past item " + std::to_string(n);
    k.slider_attacks_batch(orth.data(), diag.data(), occ.data(), out.data(), n);
    for (std::size_t i = 0; i < n; ++i)
      if (std::string m = differs("slider_attacks_batch item " + std::to_string(i) + of, out[i],
                                  oracle::slider_attacks(orth[i], diag[i], occ[i]));
          !m.empty())
        return m;
    if (out[n] != kGuardWord) return "slider_attacks_batch wrote past item " + std::to_string(n);
  }
  return "";
}

inline std::string attacks_mismatch(const lanefill::AttackKernels& k, oracle::Rng& rng) {
  const std::string m = single_board_mismatch(k, rng);
  return m.empty() ? batch_mismatch(k, rng) : m;
}

// Every entry of an Othello table: moves and flips of random positions, the
// batch with tails and a guard word.
inline std::string othello_mismatch(const lanefill::OthelloKernels& k, oracle::Rng& rng) {
  std::vector<Bitboard> me(17), them(17);
  for (int i = 0; i < 400; ++i) {
    const int sq = rng.square();
    const Bitboard occ = (rng.next() | rng.next()) & ~(Bitboard{1} << sq);
    const Bitboard p = occ & rng.next(), o = occ & ~p;
    std::string m = differs("othello moves", k.moves(p, o), oracle::othello_moves(p, o));
    if (m.empty())
      m = differs("othello flips (square " + std::to_string(sq) + ")",
                  k.flips(lanefill::Square(sq), p, o), oracle::othello_flips(sq, p, o));
    if (!m.empty()) return m;
    me[static_cast<std::size_t>(i % 17)] = p;
    them[static_cast<std::size_t>(i % 17)] = o;
  }
  for (const std::size_t n : {1u, 5u, 8u, 17u}) {
    std::vector<Bitboard> out(n + 1, kGuardWord);
    k.moves_batch(me.data(), them.data(), out.data(), n);
    for (std::size_t i = 0; i < n; ++i)
      if (std::string m =
              differs("othello moves_batch item " + std::to_string(i) + " of " + std::to_string(n),
                      out[i], oracle::othello_moves(me[i], them[i]));
          !m.empty())
        return m;
    if (out[n] != kGuardWord) return "othello moves_batch wrote past item " + std::to_string(n);
  }
  return "";
}

}  // namespace kernel_checks
