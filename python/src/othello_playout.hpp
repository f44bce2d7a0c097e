// python/src/othello_playout.hpp — random playouts of many Othello games on
// lanefill's inline kernels. othello_playout.cpp is universal
// (lanefill_add_universal in python/CMakeLists.txt: a copy per inline
// target, so the copies have POPCNT and the vector kernels where the CPU
// does); OthelloGames.random_playout takes the copy of the active ISA.
#pragma once

#include <lanefill/universal.h>

#include <cstddef>
#include <cstdint>

// The live games, `n` of them, and the whole games' state they are written
// back to when they end. mover/other: the discs of the side to move and of
// the other side; state: each game's generator; moves: room for n boards.
struct LanefillPlayout {
  std::uint32_t* game;  // the index of each live game in the state arrays
  std::uint64_t* mover;
  std::uint64_t* other;
  std::uint64_t* state;
  std::uint64_t* moves;
  std::size_t n;
  std::uint64_t* black;  // by game index
  std::uint64_t* white;
  std::uint8_t* to_move;  // 0 black, 1 white
  std::uint8_t* over;
  int fast_pdep;  // 1 where PDEP takes a few cycles (Intel, AMD Zen 3 and later)
};

// Plays every live game to its end, one ply of every game per round.
extern "C" void lanefill_python_othello_playout(LanefillPlayout* p);
LANEFILL_UNIVERSAL_DECLARE(lanefill_python_playout);
