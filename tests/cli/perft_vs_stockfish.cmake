# tests/cli/perft_vs_stockfish.cmake — `lanefill perft` against Stockfish's "go perft".
#
#   cmake -DEXE=<lanefill> -DSTOCKFISH=<stockfish> [-DEMULATOR=<a<&>b>]
#         -P perft_vs_stockfish.cmake
#
# Stockfish (Debian package `stockfish`) is an independent move generator;
# equal leaf counts on positions full of pins, checks, castling, en passant
# and promotions show that lanefill's slider attacks work in real use.
cmake_minimum_required(VERSION 3.20)

string(REPLACE "<&>" ";" emulator "${EMULATOR}")

# FEN|depth. Depths stay small: the suite also runs under emulation.
set(cases
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|3"
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|4"
  "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1|3"
  "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8|3"
  "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P3/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10|3"
  # En passant that would expose the king along the rank, and one along a diagonal.
  "8/8/8/K2pP2q/8/8/8/7k w - d6 0 2|3"
  "8/8/8/8/k2Pp2Q/8/8/4K3 b - d3 0 1|3"
  "7k/8/8/1b6/2pP4/8/8/5K2 b - d3 0 1|3"
  # Castling through and out of attacks, rooks hanging.
  "r3k2r/8/8/8/3q4/8/8/R3K2R w KQkq - 0 1|3"
  "4k3/8/8/8/8/8/8/R3K2R b KQ - 0 1|3"
  # Promotions with captures and discovered checks.
  "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1|3"
  "8/P1k5/K7/8/8/8/8/8 w - - 0 1|4")

# lanefill first, one run per case.
set(failures "")
set(ours "")
set(stockfish_input "")
foreach(case IN LISTS cases)
  string(FIND "${case}" "|" bar)
  string(SUBSTRING "${case}" 0 ${bar} fen)
  math(EXPR after "${bar} + 1")
  string(SUBSTRING "${case}" ${after} -1 depth)
  execute_process(COMMAND ${emulator} ${EXE} perft ${depth} "${fen}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT "${out}" MATCHES "perft\\(${depth}\\) = ([0-9]+)")
    message(FATAL_ERROR "lanefill perft ${depth} \"${fen}\": exit ${rc}\n${out}${err}")
  endif()
  list(APPEND ours "${CMAKE_MATCH_1}")
  string(APPEND stockfish_input "position fen ${fen}\ngo perft ${depth}\n")
endforeach()

# Then one Stockfish session for all cases (it takes a while to start).
set(input "${CMAKE_CURRENT_BINARY_DIR}/perft_vs_stockfish.in")
file(WRITE "${input}" "${stockfish_input}quit\n")
execute_process(COMMAND ${STOCKFISH} INPUT_FILE "${input}"
  RESULT_VARIABLE rc OUTPUT_VARIABLE sf_out ERROR_VARIABLE sf_err)
file(REMOVE "${input}")
string(REGEX MATCHALL "Nodes searched: [0-9]+" theirs "${sf_out}")
list(LENGTH cases n)
list(LENGTH theirs n_theirs)
if(NOT n_theirs EQUAL n)
  message(FATAL_ERROR "stockfish gave ${n_theirs} counts for ${n} cases (exit ${rc})\n${sf_out}")
endif()

math(EXPR last "${n} - 1")
foreach(i RANGE ${last})
  list(GET cases ${i} case)
  list(GET ours ${i} our_count)
  list(GET theirs ${i} their_line)
  string(REGEX REPLACE "[^0-9]" "" their_count "${their_line}")
  if(our_count STREQUAL their_count)
    message(STATUS "ok ${our_count}  ${case}")
  else()
    string(APPEND failures "${case}: lanefill ${our_count}, stockfish ${their_count}\n")
  endif()
endforeach()

if(NOT failures STREQUAL "")
  message(FATAL_ERROR "${failures}")
endif()
