// tools/panels.cpp — the diagram panels of positions and attack maps.
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

namespace lanefill::cli {

// ---------------------------------------------------------------------------
// Set-wise attack maps (demo and `attacks` without --square).

void print_position_panels(const Position& pos) {
  std::cout << side_by_side(
      {board_panel("Board", pos),
       bitboard_panel(count_title("Occupied", pos.occupied()), pos.occupied(), true),
       bitboard_panel(count_title("White", pos.pieces(Color::white)), pos.pieces(Color::white),
                      true),
       bitboard_panel(count_title("Black", pos.pieces(Color::black)), pos.pieces(Color::black),
                      true)},
      2);
}

// The eight per-direction attack sets of one colour, two rows of four panels.
void print_direction_panels(const Kernels& k, const Position& pos, Color c) {
  Bitboard rays[8];
  k.ray_attacks(pos.orthogonal_sliders(c), pos.diagonal_sliders(c), pos.occupied(), rays);
  std::cout << "\n"
            << (c == Color::white ? "White" : "Black") << " sliders: " << slider_squares(pos, c)
            << "\n"
            << "  attacks per direction, ray_attacks(orth, diag, occupied):\n";
  for (int row = 0; row < 2; ++row) {
    std::vector<Panel> panels;
    for (int i = 4 * row; i < 4 * row + 4; ++i) {
      const Direction d = kAllDirections[static_cast<std::size_t>(i)];
      std::string title(name_of(d));
      title += shift_of(d) > 0 ? " +" : " ";
      title += std::to_string(shift_of(d));
      title += " (" + std::to_string(popcount(rays[i])) + ")";
      panels.push_back(bitboard_panel(title, rays[i]));
    }
    std::cout << side_by_side(panels, 3);
  }
}

void print_combined_panels(const Kernels& k, const Position& pos) {
  const Bitboard occupied = pos.occupied();
  const Bitboard white = k.slider_attacks(pos.orthogonal_sliders(Color::white),
                                          pos.diagonal_sliders(Color::white), occupied);
  const Bitboard black = k.slider_attacks(pos.orthogonal_sliders(Color::black),
                                          pos.diagonal_sliders(Color::black), occupied);
  std::cout << "\nCombined slider attacks, slider_attacks(orth, diag, occupied):\n"
            << side_by_side({bitboard_panel(count_title("White sliders", white), white, true),
                             bitboard_panel(count_title("Black sliders", black), black, true),
                             bitboard_panel(count_title("Attacked by both", white & black),
                                            white & black, true)},
                            3)
            << "white slider attacks: " << hex(white) << "\n"
            << "black slider attacks: " << hex(black) << "\n";
}

// The per-direction sets of both colours as hex, one direction per line.
void print_direction_table(const Kernels& k, const Position& pos) {
  Bitboard white[8], black[8];
  const Bitboard occupied = pos.occupied();
  k.ray_attacks(pos.orthogonal_sliders(Color::white), pos.diagonal_sliders(Color::white), occupied,
                white);
  k.ray_attacks(pos.orthogonal_sliders(Color::black), pos.diagonal_sliders(Color::black), occupied,
                black);
  std::cout << "\nPer direction, ray_attacks:\n"
            << "direction  white               black\n";
  for (const Direction d : kAllDirections)
    std::cout << name_of(d) << std::string(11 - name_of(d).size(), ' ') << hex(white[index(d)])
              << "  " << hex(black[index(d)]) << "\n";
}

void print_attack_maps(const Kernels& k, const Position& pos) {
  print_position_panels(pos);
  print_direction_panels(k, pos, Color::white);
  print_direction_panels(k, pos, Color::black);
  print_combined_panels(k, pos);
  print_direction_table(k, pos);
}

}  // namespace lanefill::cli
