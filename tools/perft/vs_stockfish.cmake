# cmake -P vs_stockfish.cmake -DPERFT=... -DSTOCKFISH=...
# Compares lanefill_perft with Stockfish's `go perft` on positions chosen for
# their traps: promotions with capture, en passant that exposes the king,
# castling through or out of check, sliders on every edge, crowded lines.
cmake_minimum_required(VERSION 3.20)

set(cases
  "r3k2r/8/8/8/3pPp2/8/8/R3K1RR b KQkq e3 0 1|4"
  "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1|5"
  "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1|4"
  "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8|3"
  "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10|3"
  "7k/8/8/8/8/8/8/Q6K w - - 0 1|5"
  "b5kb/8/8/3qQ3/3Qq3/8/8/B5KB w - - 0 1|3"
  "r3k2r/p6p/8/B7/1pp1p3/3b4/P6P/R3K2R w KQkq - 0 1|4"
)
foreach(entry IN LISTS cases)
  string(REPLACE "|" ";" parts "${entry}")
  list(GET parts 0 fen)
  list(GET parts 1 depth)
  file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/sf_input.txt
       "position fen ${fen}\ngo perft ${depth}\nquit\n")
  execute_process(COMMAND ${STOCKFISH} INPUT_FILE ${CMAKE_CURRENT_BINARY_DIR}/sf_input.txt
    OUTPUT_VARIABLE sf_out RESULT_VARIABLE sf_rc)
  if(NOT sf_out MATCHES "Nodes searched: ([0-9]+)")
    message(FATAL_ERROR "stockfish gave no perft count for ${fen} (exit ${sf_rc}):\n${sf_out}")
  endif()
  set(expected ${CMAKE_MATCH_1})
  execute_process(COMMAND ${PERFT} ${depth} ${fen} OUTPUT_VARIABLE out RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0 OR NOT out MATCHES "Nodes searched: ([0-9]+)")
    message(FATAL_ERROR "lanefill_perft failed on ${fen} (exit ${rc}):\n${out}")
  endif()
  if(NOT CMAKE_MATCH_1 STREQUAL expected)
    message(FATAL_ERROR "perft ${depth} of ${fen}: lanefill ${CMAKE_MATCH_1}, stockfish ${expected}")
  endif()
  message(STATUS "perft ${depth} = ${expected} (lanefill = stockfish): ${fen}")
endforeach()
file(REMOVE ${CMAKE_CURRENT_BINARY_DIR}/sf_input.txt)
