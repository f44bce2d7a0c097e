// examples/chess/positions_native.hpp — the batch entry points of
// positions.hpp on lanefill's inline kernels. positions_native.cpp is part of
// the chess example's universal target (lanefill_add_universal in
// CMakeLists.txt, one isolated copy per inline target); positions.cpp takes
// the copy of the active ISA from lanefill_universal_address_lanefill_chess.
#pragma once

#include <lanefill/universal.h>

#include <cstddef>
#include <cstdint>

#include "board.hpp"
#include "positions.hpp"

extern "C" {
// The legal moves of one board (the example engine's move counter; the
// benchmark's C++ loop calls it per position).
std::uint32_t lanefill_chess_native_move_count(const lanefill::chess::Board* b);
// The batch functions of positions.hpp, one copy per inline target.
std::size_t lanefill_chess_native_first_problem(const lanefill::chess::PositionRecord* records,
                                                std::size_t n);
void lanefill_chess_native_move_counts(const lanefill::chess::PositionRecord* records,
                                       std::size_t n, std::uint32_t* counts);
std::size_t lanefill_chess_native_checked_move_counts(
    const lanefill::chess::PositionRecord* records, std::size_t n, std::uint32_t* counts);
void lanefill_chess_native_moves(const lanefill::chess::PositionRecord* records, std::size_t n,
                                 const std::int64_t* offsets, lanefill::chess::MoveRecord* moves);
std::size_t lanefill_chess_native_play(const lanefill::chess::PositionRecord* records,
                                       std::size_t n, const lanefill::chess::MoveRecord* moves,
                                       lanefill::chess::PositionRecord* out);
void lanefill_chess_native_attack_facts(const lanefill::chess::PositionRecord* records,
                                        std::size_t n, std::uint64_t* attacks,
                                        std::uint64_t* checkers, std::uint64_t* pinned);
void lanefill_chess_native_threat_counts(const lanefill::chess::PositionRecord* records,
                                         std::size_t n, int options, std::uint32_t* counts);
void lanefill_chess_native_threats(const lanefill::chess::PositionRecord* records, std::size_t n,
                                   int options, const std::int64_t* offsets,
                                   lanefill::chess::ThreatRecord* pairs);
}
