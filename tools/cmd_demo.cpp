// tools/cmd_demo.cpp — `lanefill [demo]`: attack maps of a position, cross-checked.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli.hpp"
#include "oracle_kernels.hpp"

namespace lanefill::cli {

// ---------------------------------------------------------------------------
// Cross-checks: every entry point of two kernel tables on the same inputs.

struct NamedBitboard {
  std::string name;
  Bitboard value;
};

std::vector<NamedBitboard> exercise(const Kernels& k, const Position& pos) {
  std::vector<NamedBitboard> results;
  const Bitboard occupied = pos.occupied();
  for (const Color c : {Color::white, Color::black}) {
    const Bitboard orth = pos.orthogonal_sliders(c), diag = pos.diagonal_sliders(c);
    const std::string who(name_of(c));
    Bitboard rays[8], fills[8];
    k.ray_attacks(orth, diag, occupied, rays);
    k.occluded_fills(orth, diag, ~occupied, fills);
    for (const Direction d : kAllDirections) {
      const std::string dir(name_of(d));
      results.push_back({who + " ray_attacks[" + dir + "]", rays[index(d)]});
      results.push_back({who + " occluded_fills[" + dir + "]", fills[index(d)]});
    }
    results.push_back({who + " slider_attacks", k.slider_attacks(orth, diag, occupied)});
  }
  std::array<std::uint8_t, 64> squares{};
  std::array<Bitboard, 64> batch_occupied{}, batch_out{};
  for (int s = 0; s < 64; ++s) {
    const std::string sq = square_name(static_cast<Square>(s)).data();
    results.push_back({"rook_attacks(" + sq + ")", k.rook_attacks(lanefill::Square(s), occupied)});
    results.push_back(
        {"bishop_attacks(" + sq + ")", k.bishop_attacks(lanefill::Square(s), occupied)});
    results.push_back(
        {"queen_attacks(" + sq + ")", k.queen_attacks(lanefill::Square(s), occupied)});
    squares[static_cast<std::size_t>(s)] = static_cast<std::uint8_t>(s);
    // Vary the occupancy along the batch: the position's, rotated.
    batch_occupied[static_cast<std::size_t>(s)] = rotate_left(occupied, 7 * s);
  }
  k.queen_attacks_batch(squares.data(), batch_occupied.data(), batch_out.data(), squares.size());
  for (int s = 0; s < 64; ++s)
    results.push_back(
        {"queen_attacks_batch[" + std::to_string(s) + "]", batch_out[static_cast<std::size_t>(s)]});
  const std::array<Bitboard, 2> orth = {pos.orthogonal_sliders(Color::white),
                                        pos.orthogonal_sliders(Color::black)};
  const std::array<Bitboard, 2> diag = {pos.diagonal_sliders(Color::white),
                                        pos.diagonal_sliders(Color::black)};
  const std::array<Bitboard, 2> occ = {occupied, occupied};
  std::array<Bitboard, 2> out{};
  k.slider_attacks_batch(orth.data(), diag.data(), occ.data(), out.data(), out.size());
  results.push_back({"slider_attacks_batch[white]", out[0]});
  results.push_back({"slider_attacks_batch[black]", out[1]});
  return results;
}

// Prints the verdict line; details of mismatches go to stderr. True if identical.
bool cross_check(const Kernels& k, const Kernels& reference, std::string_view reference_name,
                 const Position& pos) {
  const std::vector<NamedBitboard> got = exercise(k, pos);
  const std::vector<NamedBitboard> want = exercise(reference, pos);
  int mismatches = 0;
  for (std::size_t i = 0; i < got.size(); ++i) {
    if (got[i].value == want[i].value) continue;
    if (++mismatches <= 5)
      std::cerr << "lanefill: " << got[i].name << ": " << kernel_name(k) << " gives "
                << hex(got[i].value) << ", " << reference_name << " gives " << hex(want[i].value)
                << "\n";
  }
  std::cout << "cross-check vs " << reference_name << ": ";
  if (mismatches == 0)
    std::cout << "identical (" << got.size() << " bitboards compared)\n";
  else
    std::cout << "MISMATCH in " << mismatches << " of " << got.size() << " bitboards\n";
  return mismatches == 0;
}

// A scalar kernel of a different algorithm than `k` (dumb7_unrolled first).
const Kernels* second_algorithm(const Kernels& k) {
  constexpr std::array<Algorithm, kAlgorithmCount> kOrder = {
      Algorithm::dumb7_unrolled, Algorithm::kogge_stone, Algorithm::dumb7_loop,
      Algorithm::dumb7_cycles,   Algorithm::rotate_loop, Algorithm::rotate_unrolled,
      Algorithm::rotate_kogge,   Algorithm::sbamg};
  for (const Algorithm a : kOrder)
    if (name_of(a) != k.algorithm)
      if (const Kernels* r = find_kernels(Isa::scalar, a)) return r;
  return nullptr;
}

// ---------------------------------------------------------------------------
// Commands.

int run_demo(const std::vector<std::string>& words) {
  const CommandArgs args = parse_command_args("demo", words, {"--isa", "--algorithm"});
  if (args.help) return print_help(kDemoHelp);
  const Position pos = position_from_words(args.positional, kKiwipeteFen);
  const ChosenKernels choice = choose_kernels(args);
  const Kernels& k = *choice.kernels;
  const Implementation& impl = active_implementation();
  const std::string fen = to_fen(pos);

  std::cout << "lanefill " LANEFILL_VERSION_STRING
               " - sliding-piece attack sets by bitboard fills\n\n"
            << "position:  " << fen << "\n";
  if (fen == kKiwipeteFen)
    std::cout << "           (Kiwipete, the default; 'lanefill demo FEN' shows another)\n";
  std::cout << "ISA:       " << impl.name << "\n"
            << wrapped(impl.description, 80, "           ") << "reason:    " << active_reason()
            << "\n"
            << "algorithm: " << k.algorithm << " on " << k.isa << " (" << choice.how << ")\n\n";
  print_attack_maps(k, pos);

  std::cout << "\n";
  bool ok = true;
  if (const Kernels* reference = second_algorithm(k))
    ok = cross_check(k, *reference, kernel_name(*reference), pos) && ok;
  else
    std::cout << "cross-check vs a second scalar algorithm: none available\n";
  ok = cross_check(k, oracle::ray_walk_kernels(), "plain ray walk", pos) && ok;
  if (!ok) std::cerr << "lanefill: cross-check failed: " << kernel_name(k) << " disagrees\n";
  return ok ? kExitOk : kExitMismatch;
}

}  // namespace lanefill::cli
