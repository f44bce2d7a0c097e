// bench/checks.cpp — start-up correctness checks: lanefill::reference against the
// ray walk, then every kernel pair and baseline against lanefill::reference.
#include "checks.hpp"

#include <array>
#include <cinttypes>
#include <cstdio>
#include <utility>
#include <vector>

#include "inputs.hpp"
#include "lanefill/reference.hpp"
#include "ray_walk.hpp"
#include "threat_inputs.hpp"

namespace lanefill_bench {
namespace {

std::string hex(Bitboard b) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%016" PRIx64, b);
  return buf;
}

std::string mismatch(const char* entry, std::size_t i, Bitboard got, Bitboard want) {
  return std::string(entry) + " case " + std::to_string(i) + ": got " + hex(got) + ", expected " +
         hex(want);
}

// Expected results: lanefill's constexpr scalar reference (dumb7fill, unrolled).
// check_oracles() confirms it matches the independent ray walk first.
constexpr lanefill::Algorithm kReference = lanefill::Algorithm::dumb7_unrolled;

Bitboard reference_queen(int square, Bitboard occupied) {
  return lanefill::reference::queen_attacks(kReference, static_cast<lanefill::Square>(square),
                                            occupied);
}
std::array<Bitboard, 8> reference_rays(Bitboard orth, Bitboard diag, Bitboard occupied) {
  return lanefill::reference::ray_attacks(kReference, orth, diag, occupied);
}
Bitboard union_of(const std::array<Bitboard, 8>& rays) {
  Bitboard all = 0;
  for (Bitboard r : rays) all |= r;
  return all;
}

// The single-square cases of the block plus every square on an empty and a full board.
struct QueenCase {
  int square;
  Bitboard occupied;
};
std::vector<QueenCase> queen_cases() {
  const Inputs& in = inputs();
  std::vector<QueenCase> cases;
  for (std::size_t i = 0; i < kBlock; ++i) cases.push_back({in.square[i], in.square_occupied[i]});
  for (int sq = 0; sq < 64; ++sq) {
    cases.push_back({sq, 0});
    cases.push_back({sq, ~Bitboard{0}});
  }
  return cases;
}

std::string check_set_wise(const lanefill::Kernels& k) {
  const Inputs& in = inputs();
  std::array<Bitboard, kBlock> batch{};
  k.slider_attacks_batch(in.orth.data(), in.diag.data(), in.occupied.data(), batch.data(), kBlock);
  for (std::size_t i = 0; i < kBlock; ++i) {
    const auto want = reference_rays(in.orth[i], in.diag[i], in.occupied[i]);
    Bitboard got[8];
    k.ray_attacks(in.orth[i], in.diag[i], in.occupied[i], got);
    for (int d = 0; d < 8; ++d)
      if (got[d] != want[d])
        return mismatch(("ray_attacks out[" + std::to_string(d) + "]").c_str(), i, got[d], want[d]);
    const Bitboard map = union_of(want);
    const Bitboard single = k.slider_attacks(in.orth[i], in.diag[i], in.occupied[i]);
    if (single != map) return mismatch("slider_attacks", i, single, map);
    if (batch[i] != map) return mismatch("slider_attacks_batch", i, batch[i], map);
  }
  return {};
}

std::string check_single_square(const lanefill::Kernels& k) {
  const Inputs& in = inputs();
  std::array<Bitboard, kBlock> batch{};
  k.queen_attacks_batch(in.square.data(), in.square_occupied.data(), batch.data(), kBlock);
  for (std::size_t i = 0; i < kBlock; ++i) {
    const Bitboard want = reference_queen(in.square[i], in.square_occupied[i]);
    if (batch[i] != want) return mismatch("queen_attacks_batch", i, batch[i], want);
  }
  const auto cases = queen_cases();
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const Bitboard want = reference_queen(cases[i].square, cases[i].occupied);
    const Bitboard got = k.queen_attacks(cases[i].square, cases[i].occupied);
    if (got != want) return mismatch("queen_attacks", i, got, want);
  }
  return {};
}

// The threats digest of item i from the oracle's walk.
Bitboard oracle_threat_digest(std::size_t i) {
  const Inputs& in = inputs();
  const oracle::SquareThreats t = oracle::square_threats(in.threat_square[i], in.threat_occupied[i],
                                                         in.threat_orth[i], in.threat_diag[i]);
  Bitboard digest = threat_attacks(t.orth_attacks, t.diag_attacks);
  for (std::size_t d = 0; d < 8; ++d)
    if (t.slider[d] != 0) digest ^= threat_pair(t.slider[d], t.discovered[d]);
  return digest;
}

std::string check_threats(const lanefill::Kernels& k) {
  const Inputs& in = inputs();
  for (std::size_t i = 0; i < 4 * kBlock; ++i) {
    lanefill::SliderThreats t;
    k.slider_threats(in.threat_square[i], in.threat_occupied[i], in.threat_orth[i],
                     in.threat_diag[i], &t);
    const Bitboard want = oracle_threat_digest(i);
    if (threat_digest(t) != want) return mismatch("slider_threats", i, threat_digest(t), want);
  }
  return {};
}

}  // namespace

std::string check_oracles() {
  const Inputs& in = inputs();
  for (std::size_t i = 0; i < kBlock; ++i) {
    Bitboard walk[8];
    walk_ray_attacks(in.orth[i], in.diag[i], in.occupied[i], walk);
    const auto ref = reference_rays(in.orth[i], in.diag[i], in.occupied[i]);
    for (int d = 0; d < 8; ++d)
      if (ref[d] != walk[d])
        return mismatch(("lanefill::reference::ray_attacks out[" + std::to_string(d) + "]").c_str(),
                        i, ref[d], walk[d]);
  }
  const auto cases = queen_cases();
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const Bitboard walk = walk_queen_attacks(cases[i].square, cases[i].occupied);
    const Bitboard ref = reference_queen(cases[i].square, cases[i].occupied);
    if (ref != walk) return mismatch("lanefill::reference::queen_attacks", i, ref, walk);
  }
  return {};
}

std::string check_kernels(const lanefill::Kernels& k) {
  std::string error = check_set_wise(k);
  if (error.empty()) error = check_single_square(k);
  return error.empty() ? check_threats(k) : error;
}

std::string check_queen(QueenFn fn) {
  const auto cases = queen_cases();
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const Bitboard want = reference_queen(cases[i].square, cases[i].occupied);
    const Bitboard got = fn(cases[i].square, cases[i].occupied);
    if (got != want) return mismatch("queen_attacks", i, got, want);
  }
  return {};
}

std::string check_map(MapFn fn) {
  const Inputs& in = inputs();
  for (std::size_t i = 0; i < kBlock; ++i) {
    const Bitboard want = union_of(reference_rays(in.orth[i], in.diag[i], in.occupied[i]));
    const Bitboard got = fn(in.orth[i], in.diag[i], in.occupied[i]);
    if (got != want) return mismatch("slider_attacks", i, got, want);
  }
  // Every slider kind alone on an empty and a full board, corners included.
  for (int sq = 0; sq < 64; ++sq) {
    const Bitboard s = Bitboard{1} << sq;
    for (const Bitboard occ : {s, ~Bitboard{0}}) {
      for (const auto& [orth, diag] :
           {std::pair{s, Bitboard{0}}, std::pair{Bitboard{0}, s}, std::pair{s, s}}) {
        const Bitboard want = union_of(reference_rays(orth, diag, occ));
        const Bitboard got = fn(orth, diag, occ);
        if (got != want) return mismatch("slider_attacks (square sweep)", sq, got, want);
      }
    }
  }
  return {};
}

std::string check_results(Workload w, std::size_t first, std::size_t n, const Bitboard* out) {
  const Inputs& in = inputs();
  if (first > kCases || n > kCases - first) return "check_results: cases out of range";
  for (std::size_t i = first; i < first + n; ++i) {
    const Bitboard* got = out + (i - first) * results_per_item(w);
    switch (w) {
      case Workload::rays: {
        const auto want = reference_rays(in.orth[i], in.diag[i], in.occupied[i]);
        for (int d = 0; d < 8; ++d)
          if (got[d] != want[static_cast<std::size_t>(d)])
            return mismatch(("ray_attacks out[" + std::to_string(d) + "]").c_str(), i, got[d],
                            want[static_cast<std::size_t>(d)]);
        break;
      }
      case Workload::queen:
      case Workload::queen_batch: {
        const Bitboard want = reference_queen(in.square[i], in.square_occupied[i]);
        if (*got != want) return mismatch(name_of(w), i, *got, want);
        break;
      }
      case Workload::map:
      case Workload::map_batch: {
        const Bitboard want = union_of(reference_rays(in.orth[i], in.diag[i], in.occupied[i]));
        if (*got != want) return mismatch(name_of(w), i, *got, want);
        break;
      }
      case Workload::threats: {
        const Bitboard want = oracle_threat_digest(i);
        if (*got != want) return mismatch(name_of(w), i, *got, want);
        break;
      }
    }
  }
  return {};
}

}  // namespace lanefill_bench
