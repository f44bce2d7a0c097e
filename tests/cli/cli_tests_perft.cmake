# tests/cli/cli_tests_perft.cmake — the CLI's perft cases, chess and Othello
# (included by tests/cli/cli_tests.cmake, whose lanefill_cli_test and
# lanefill_cli_error they use): published counts on every ISA and inline
# target, threads, divide, and refused positions.

# --- perft -----------------------------------------------------------------
# Published counts (Chess Programming Wiki "Perft Results"); sliders via lanefill.
lanefill_cli_test(perft.startpos EXIT 0 ARGS perft 3
  STDOUT_LINES "perft(1) = 20" "perft(2) = 400" "perft(3) = 8902"
  STDOUT_LINE_RE "computed by: lanefill.s inline kernels .lanefill/native.h. compiled for [a-z0-9]+, the active ISA [a-z0-9]+" STDERR_EMPTY)
# The inline kernels of every target, chosen by the active ISA (SSE2 runs the
# scalar target), on three published positions.
foreach(isa scalar ${LANEFILL_SIMD_ISAS})
  # Where the CPU cannot run the ISA, LANEFILL_ISA is ignored (the best ISA
  # runs), so the line names whichever ran; the counts hold for every one.
  set(computed_by "computed by: lanefill.s inline kernels .lanefill/native.h. compiled for [a-z0-9]+, the active ISA [a-z0-9]+")
  lanefill_cli_test(perft.inline.${isa} EXIT 0 ARGS perft 4 kiwipete --threads 1 ISA_ENV ${isa}
    STDOUT_LINES "perft(4) = 4085603" STDOUT_LINE_RE "${computed_by}" STDERR_EMPTY)
  lanefill_cli_test(perft.inline_position4.${isa} EXIT 0 ISA_ENV ${isa}
    ARGS perft 4 "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
    STDOUT_LINES "perft(4) = 422333")
  lanefill_cli_test(perft.inline_position3.${isa} EXIT 0 ISA_ENV ${isa}
    ARGS perft 5 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 STDOUT_LINES "perft(5) = 674624")
endforeach()
lanefill_cli_test(perft.kiwipete EXIT 0 ARGS perft 3 kiwipete
  STDOUT_LINES "perft(1) = 48" "perft(2) = 2039" "perft(3) = 97862" STDERR_EMPTY)
lanefill_cli_test(perft.position3 EXIT 0 ARGS perft 4 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1
  STDOUT_LINES "perft(4) = 43238")
lanefill_cli_test(perft.position4 EXIT 0
  ARGS perft 3 "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
  STDOUT_LINES "perft(3) = 9467")
lanefill_cli_test(perft.position5 EXIT 0
  ARGS perft 3 "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
  STDOUT_LINES "perft(3) = 62379")
lanefill_cli_test(perft.depth0 EXIT 0 ARGS perft 0 STDOUT_LINES "perft(0) = 1")
# Threads: the tree split below the root (root move and reply from depth 3).
lanefill_cli_test(perft.threads3 EXIT 0 ARGS perft 5 --threads 3
  STDOUT_LINES "threads: 3 (the tree split below the root)" "perft(4) = 197281"
    "perft(5) = 4865609"
  STDOUT_LINE_RE "time: .* M nodes/s, 3 threads")
lanefill_cli_test(perft.threads1 EXIT 0 ARGS perft 4 kiwipete --threads 1
  STDOUT_LINES "threads: 1 (the tree split below the root)" "perft(4) = 4085603"
  STDOUT_LINE_RE "time: .* M nodes/s, 1 thread")
lanefill_cli_test(perft.threads_divide EXIT 0 ARGS perft 4 kiwipete --threads 2 --divide
  STDOUT_LINES "e1g1: 86975" "a2a3: 94405" "total: 4085603" "perft(4) = 4085603")
lanefill_cli_test(perft.divide EXIT 0 ARGS perft 2 --divide
  STDOUT_LINES "divide at depth 2:" "e2e4: 20" "g1f3: 20" "total: 400" "perft(2) = 400")
foreach(algorithm ${LANEFILL_ALGORITHMS})
  lanefill_cli_test(perft.scalar.${algorithm} EXIT 0
    ARGS perft 3 kiwipete --isa scalar --algorithm ${algorithm}
    STDOUT_LINE_RE "computed by: ISA scalar, algorithm ${algorithm} .*"
    STDOUT_LINES "perft(3) = 97862")
endforeach()
find_program(LANEFILL_STOCKFISH stockfish PATHS /usr/games)
if(LANEFILL_STOCKFISH)
  add_test(NAME cli.perft.vs_stockfish COMMAND ${CMAKE_COMMAND}
    "-DEXE=$<TARGET_FILE:lanefill_cli>" "-DSTOCKFISH=${LANEFILL_STOCKFISH}"
    "-DEMULATOR=${LANEFILL_CLI_EMULATOR}" -P ${CMAKE_CURRENT_SOURCE_DIR}/perft_vs_stockfish.cmake)
  set_tests_properties(cli.perft.vs_stockfish PROPERTIES ENVIRONMENT "LANEFILL_ISA=" LABELS cli)
endif()

# --- othello ------------------------------------------------------------------
# Published perft counts from the start (Edax's convention), depths 1..10, on
# every ISA the build has (forced with LANEFILL_ISA; skipped where unsupported).
foreach(isa "" scalar ${LANEFILL_SIMD_ISAS})
  set(suffix "${isa}")
  if(suffix STREQUAL "")
    set(suffix auto)
  endif()
  lanefill_cli_test(othello.perft10.${suffix} EXIT 0 ARGS othello perft 10 ISA_ENV "${isa}"
    STDOUT_LINES "depth 1: 4" "depth 2: 12" "depth 3: 56" "depth 4: 244" "depth 5: 1396"
      "depth 6: 8200" "depth 7: 55092" "depth 8: 390216" "depth 9: 3005288"
      "depth 10: 24571056" "nodes: 24571056"
    STDERR_EMPTY)
endforeach()
# The other convention for finished games (Aart Bik's table, Egaroucid):
# depths 1..9 as above, then 24571284 and 212258800; and its bad values.
lanefill_cli_test(othello.perft11_finished_games_leaf EXIT 0
  ARGS othello perft 11 --finished-games leaf
  STDOUT_LINES "depth 1: 4" "depth 2: 12" "depth 3: 56" "depth 4: 244" "depth 5: 1396"
    "depth 6: 8200" "depth 7: 55092" "depth 8: 390216" "depth 9: 3005288"
    "depth 10: 24571284" "depth 11: 212258800" "nodes: 212258800"
  STDOUT_LINE_RE ".*a finished game counts 1 \\(Aart Bik.s table, Egaroucid\\)"
  STDERR_EMPTY)
lanefill_cli_test(othello.perft11_finished_games_none EXIT 0
  ARGS othello perft 11 --finished-games none
  STDOUT_LINES "depth 10: 24571056" "depth 11: 212258216" STDOUT_LINE_RE ".*a finished game counts 0 \\(Edax.s\\)" STDERR_EMPTY)
lanefill_cli_test(othello.perft10_threads3_leaf EXIT 0
  ARGS othello perft 10 --threads 3 --finished-games leaf
  STDOUT_LINES "threads: 3 (the tree split below the root)" "depth 9: 3005288"
    "depth 10: 24571284" STDERR_EMPTY)
lanefill_cli_error(othello.threads_0 "bad --threads '0'" othello perft 3 --threads 0)
lanefill_cli_error(othello.threads_needs_value "--threads needs a value" othello perft 3 --threads)
lanefill_cli_error(othello.bad_finished_games "bad --finished-games 'all'"
  othello perft 3 --finished-games all)
lanefill_cli_error(othello.finished_games_needs_value "--finished-games needs a value"
  othello perft 3 --finished-games)
# The CLI runs the dispatched table: the plan's Othello column (lib/plan.cpp)
# takes SSE2's moves with the scalar flips, on every kind of CPU.
lanefill_cli_test(othello.perft_inline_kernels.scalar EXIT 0 ARGS othello perft 1 ISA_ENV scalar
  STDOUT_LINE_RE "kernels: lanefill.s inline kernels .lanefill/native.h. compiled for scalar, the active ISA scalar"
  STDERR_EMPTY)
if(LANEFILL_ENABLE_SSE2)  # compiled in (on x86-64 every CPU runs it); native.h has no SSE2 target
  lanefill_cli_test(othello.perft_inline_kernels.sse2 EXIT 0 ARGS othello perft 1 ISA_ENV sse2
    STDOUT_LINE_RE "kernels: lanefill.s inline kernels .lanefill/native.h. compiled for scalar, the active ISA sse2"
    STDERR_EMPTY)
endif()
# The exact solver: FFO positions with their published scores, on every ISA
# the build has (inline kernels) and on the dispatched table.
set(ffo_small ${PROJECT_SOURCE_DIR}/tests/data/ffo-small.obf)
foreach(isa "" scalar ${LANEFILL_SIMD_ISAS})
  set(suffix "${isa}")
  if(suffix STREQUAL "")
    set(suffix auto)
  endif()
  lanefill_cli_test(othello.solve_ffo.${suffix} EXIT 0 ARGS othello solve ${ffo_small} --threads 2
    ISA_ENV "${isa}"
    STDOUT_LINES "every score given in the file reproduced"
    STDOUT_LINE_RE "    3      14    \\+18    \\+18  g8 .*" "    7      20    \\+10    \\+10  g2 .*"
    STDERR_EMPTY)
endforeach()
lanefill_cli_test(othello.solve_ffo_dispatched EXIT 0
  ARGS othello solve ${ffo_small} --kernels dispatched --threads 1 --table-mib 4
  STDOUT_LINE_RE "kernels: the dispatched kernel table, ISA .*"
  STDOUT_LINES "every score given in the file reproduced" STDERR_EMPTY)
lanefill_cli_test(othello.solve_position EXIT 0 ARGS othello solve
  "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X"
  STDOUT_LINES "score: +18" "best move: g8" STDERR_EMPTY)
lanefill_cli_test(othello.solve_differs EXIT 1 ARGS othello solve
  ${PROJECT_SOURCE_DIR}/tests/data/ffo-wrong-score.obf
  STDOUT_LINES "1 score DIFFERS from the file's"
  STDOUT_LINE_RE "    2      14    \\+18    \\+20  g8 .*  DIFFERS" STDERR_EMPTY)
# White must pass; black takes a1 and every disc: -64 for white.
lanefill_cli_test(othello.solve_pass EXIT 0 ARGS othello solve
  "-OXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O"
  STDOUT_LINES "score: -64" "best move: pass" STDERR_EMPTY)
lanefill_cli_test(othello.solve_game_over EXIT 0 ARGS othello solve
  "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOO X"
  STDOUT_LINES "score: +16 (the game is over)" "best move: none" STDERR_EMPTY)
lanefill_cli_error(othello.solve_needs_input "othello solve needs a position or an OBF file"
  othello solve)
lanefill_cli_error(othello.solve_no_file "cannot read '/nonexistent.obf'" othello solve
  /nonexistent.obf)
lanefill_cli_error(othello.solve_empty_file "no positions in '/dev/null'" othello solve /dev/null)
lanefill_cli_error(othello.solve_bad_kernels "bad --kernels 'fast'" othello solve ${ffo_small}
  --kernels fast)
lanefill_cli_error(othello.solve_bad_table "bad --table-mib '0'" othello solve ${ffo_small}
  --table-mib 0)
lanefill_cli_error(othello.solve_bad_score "ffo-bad-score.obf:2: bad score '\\+99'" othello solve
  ${PROJECT_SOURCE_DIR}/tests/data/ffo-bad-score.obf)
lanefill_cli_error(othello.solve_bad_position "bad Othello position" othello solve
  "--XXXXX-- X; G8:+18;")
lanefill_cli_test(othello.moves EXIT 0 ARGS othello moves
  STDOUT_LINES "legal moves: d3 c4 f5 e6" STDERR_EMPTY)
lanefill_cli_test(othello.show_position EXIT 0 ARGS othello show
  "---------------------------OX------XO--------------------------- O"
  STDOUT_LINE_RE ".*white \\(O\\) to move" STDERR_EMPTY)
lanefill_cli_error(othello.short_position "bad Othello position: .*got 12 characters"
  othello show "XO-------- X")
lanefill_cli_error(othello.bad_square "bad Othello position: square 3 is 'Z'"
  othello show "---Z------------------------------------------------------------ X")
lanefill_cli_error(othello.no_side "bad Othello position" othello show
  "----------------------------------------------------------------")
lanefill_cli_error(othello.bad_side "side to move is 'Y'" othello show
  "---------------------------------------------------------------- Y")
lanefill_cli_error(othello.bad_depth "bad Othello perft depth '99'" othello perft 99)
lanefill_cli_error(othello.no_subcommand "othello needs a subcommand" othello)
# Depth 11 (212258216 leaves): a longer run, only with -DLANEFILL_LONG_TESTS=ON.
option(LANEFILL_LONG_TESTS "Register the long-running tests (label long)" OFF)
if(LANEFILL_LONG_TESTS)
  lanefill_cli_test(othello.perft11 EXIT 0 ARGS othello perft 11
    STDOUT_LINES "depth 11: 212258216" STDERR_EMPTY)
  set_tests_properties(cli.othello.perft11 PROPERTIES LABELS "cli;long")
endif()

# Illegal positions are refused, never counted (examples/chess/perft.cpp).
lanefill_cli_test(perft.refuses_17_pieces EXIT 2 ARGS perft 1
  "QQQQQQnk/Q4Qnn/Q4QQQ/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1"
  STDERR_RE "more than 16 pieces" STDERR_ONE_LINE STDOUT_EMPTY)
lanefill_cli_test(perft.refuses_en_passant_without_pawn EXIT 2 ARGS perft 1
  "k7/8/8/3P4/8/8/8/K7 w - e6 0 1"
  STDERR_RE "en passant square e6 but no pawn" STDERR_ONE_LINE STDOUT_EMPTY)
lanefill_cli_test(perft.valid_en_passant EXIT 0 ARGS perft 1
  "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
  STDOUT_LINE_RE "perft\\(1\\) = 31")

# Published chess perft counts on every ISA (forced with LANEFILL_ISA; an ISA
# the CPU lacks falls back to the automatic choice): the legal generator of
# examples/chess with bulk counting.
foreach(isa scalar ${LANEFILL_SIMD_ISAS})
  lanefill_cli_test(perft.published.${isa} EXIT 0 ARGS perft 5 ISA_ENV ${isa}
    STDOUT_LINES "perft(5) = 4865609" STDERR_EMPTY)
  lanefill_cli_test(perft.published.kiwipete.${isa} EXIT 0 ARGS perft 4 kiwipete ISA_ENV ${isa}
    STDOUT_LINES "perft(4) = 4085603" STDERR_EMPTY)
  lanefill_cli_test(perft.published.position3.${isa} EXIT 0
    ARGS perft 5 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 ISA_ENV ${isa}
    STDOUT_LINES "perft(5) = 674624")
  lanefill_cli_test(perft.published.position4.${isa} EXIT 0
    ARGS perft 4 "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1" ISA_ENV ${isa}
    STDOUT_LINES "perft(4) = 422333")
endforeach()
