# tests/cli/cli_tests.cmake — ctest cases for the lanefill CLI (included when
# LANEFILL_BUILD_TESTS is on). Each case runs the binary through
# tests/cli/expect.cmake, which checks the exit code AND the output.

set(LANEFILL_CLI_EXPECT ${CMAKE_CURRENT_SOURCE_DIR}/expect.cmake)
string(JOIN "<&>" LANEFILL_CLI_EMULATOR ${CMAKE_CROSSCOMPILING_EMULATOR})

# lanefill_cli_test(<name> EXIT <code> [ARGS <arg>...]
#   [STDOUT_LINES <exact line>...] [STDOUT_LINE_RE <regex>...]
#   [STDOUT_RE <regex>...] [STDOUT_NOT_RE <regex>...] [STDERR_RE <regex>...]
#   [STDERR_ONE_LINE] [STDERR_EMPTY] [STDOUT_EMPTY] [ISA_ENV <value>])
# Adds test cli.<name>. LANEFILL_ISA is set to ISA_ENV (default: empty = unset).
# Items must not contain ';' or unbalanced '[' (CMake list syntax).
function(lanefill_cli_test name)
  cmake_parse_arguments(PARSE_ARGV 1 T "STDERR_ONE_LINE;STDERR_EMPTY;STDOUT_EMPTY"
    "EXIT;ISA_ENV" "ARGS;STDOUT_LINES;STDOUT_LINE_RE;STDOUT_RE;STDOUT_NOT_RE;STDERR_RE")
  if(NOT DEFINED T_EXIT)
    message(FATAL_ERROR "lanefill_cli_test(${name}): EXIT is required")
  endif()
  set(defs "-DEXE=$<TARGET_FILE:lanefill_cli>" "-DEXIT=${T_EXIT}"
    "-DEMULATOR=${LANEFILL_CLI_EMULATOR}")
  foreach(key ARGS STDOUT_LINES STDOUT_LINE_RE STDOUT_RE STDOUT_NOT_RE STDERR_RE)
    if(DEFINED T_${key})
      string(JOIN "<&>" joined ${T_${key}})
      list(APPEND defs "-D${key}=${joined}")
    endif()
  endforeach()
  foreach(flag STDERR_ONE_LINE STDERR_EMPTY STDOUT_EMPTY)
    if(T_${flag})
      list(APPEND defs "-D${flag}=ON")
    endif()
  endforeach()
  add_test(NAME cli.${name} COMMAND ${CMAKE_COMMAND} ${defs} -P ${LANEFILL_CLI_EXPECT})
  set_tests_properties(cli.${name} PROPERTIES
    ENVIRONMENT "LANEFILL_ISA=${T_ISA_ENV}" LABELS cli)
endfunction()

# A malformed input: exit 2, nothing on stdout, one "lanefill: " line on stderr
# matching <regex>.
function(lanefill_cli_error name regex)
  lanefill_cli_test(error.${name} EXIT 2 ARGS ${ARGN}
    STDERR_RE "${regex}" STDERR_ONE_LINE STDOUT_EMPTY)
endfunction()

set(start "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
set(kiwipete "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
# White rook e4 blocked by b4, g4, e7 and its own king on e1.
set(rook_e4 "4k3/4p3/8/8/1p2R1P1/8/8/4K3 w - - 0 1")
# White bishop d4 blocked by f6 and its own pawn on b2.
set(bishop_d4 "7k/8/5p2/8/3B4/8/1P6/K7 w - - 0 1")
set(empty8 "8/8/8/8/8/8/8/8")

# Expected sets below were computed by an independent square-by-square walk.

# --- demo ------------------------------------------------------------------
lanefill_cli_test(demo EXIT 0
  STDOUT_RE "cross-check vs scalar/[a-z0-9_]+: identical" "cross-check vs plain ray walk: identical"
  STDOUT_NOT_RE "MISMATCH"
  STDOUT_LINE_RE "ISA: +(${LANEFILL_ISA_REGEX})" "reason: +.+"
    "algorithm: +[a-z0-9_]+ on (${LANEFILL_ISA_REGEX}) .*"
  STDOUT_LINES
    "position:  ${kiwipete}"
    "white slider attacks: 0x0000a1e274fcf17e"
    "black slider attacks: 0xfeabb88686881000"
    "noEa       0x000080c060300000  0xa402000000000000"
    "east       0x0000000000c0001e  0x1e20000000000000"
    "soEa       0x0000000000004030  0x0000a00204081000"
    "sout       0x0000000000002000  0x0081908080800000"
    "soWe       0x000000000000100c  0x0000280402000000"
    "west       0x00000000001c0070  0x7008000000000000"
    "noWe       0x00000102140c0000  0x2800000000000000"
    "nort       0x0000202020008100  0x1000000000000000"
    "8 r . . . k . . r  8 1 . . . 1 . . 1   8 . . . . . . . .   8 1 . . . 1 . . 1"
  STDERR_EMPTY)
lanefill_cli_test(demo.command EXIT 0 ARGS demo
  STDOUT_RE "cross-check vs scalar/[a-z0-9_]+: identical" STDERR_EMPTY)
lanefill_cli_test(demo.fen EXIT 0 ARGS demo ${rook_e4}
  STDOUT_LINES "white slider attacks: 0x001010106e101010"
    "black slider attacks: 0x0000000000000000"
  STDOUT_RE "cross-check vs scalar/[a-z0-9_]+: identical" STDERR_EMPTY)
# Every scalar algorithm, cross-checked against another one and the ray walk.
foreach(algorithm ${LANEFILL_ALGORITHMS})
  lanefill_cli_test(demo.scalar.${algorithm} EXIT 0
    ARGS --isa scalar --algorithm ${algorithm}
    STDOUT_LINE_RE "algorithm: ${algorithm} on scalar .*"
    STDOUT_LINES "white slider attacks: 0x0000a1e274fcf17e"
    STDOUT_RE "cross-check vs scalar/[a-z0-9_]+: identical"
      "cross-check vs plain ray walk: identical"
    STDERR_EMPTY)
endforeach()

# --- show ------------------------------------------------------------------
lanefill_cli_test(show.hex EXIT 0 ARGS show 0x8100000000000081
  STDOUT_LINES "0x8100000000000081  popcount 4"
    "8 1 . . . . . . 1" "7 . . . . . . . ." "4 . . . . . . . ." "1 1 . . . . . . 1"
    "  a b c d e f g h" "squares: a1 h1 a8 h8"
  STDERR_EMPTY)
lanefill_cli_test(show.hex_plain EXIT 0 ARGS show FF00
  STDOUT_LINES "0x000000000000ff00  popcount 8" "2 1 1 1 1 1 1 1 1" "1 . . . . . . . ."
  STDERR_EMPTY)
lanefill_cli_test(show.hex_zero EXIT 0 ARGS show 0
  STDOUT_LINES "0x0000000000000000  popcount 0" "squares: none")
lanefill_cli_test(show.fen EXIT 0 ARGS show ${start}
  STDOUT_LINE_RE "8 r n b q k b n r .*" "1 R N B Q K B N R .*"
  STDOUT_LINES "FEN: ${start}" "side to move:    white" "castling:        KQkq"
    "en passant:      -" "halfmove clock:  0" "fullmove number: 1"
  STDERR_EMPTY)
# Unquoted FEN (one field per argument), four fields, en passant, black to move.
lanefill_cli_test(show.fen_four_fields EXIT 0 ARGS show 4k3/8/8/8/3Pp3/8/8/4K3 b - d3
  STDOUT_LINES "FEN: 4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1" "side to move:    black"
    "en passant:      d3" "4 . . . P p . . .  4 . . . 1 1 . . .   4 . . . 1 . . . .   4 . . . . 1 . . ."
  STDERR_EMPTY)
lanefill_cli_test(show.fen_clocks EXIT 0 ARGS show "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 12 34"
  STDOUT_LINES "castling:        Kq" "halfmove clock:  12" "fullmove number: 34")
lanefill_cli_test(show.startpos_name EXIT 0 ARGS show startpos STDOUT_LINES "FEN: ${start}")

# --- attacks ---------------------------------------------------------------
# The queen on d1 in the start position only hits its own neighbours.
lanefill_cli_test(attacks.start_d1 EXIT 0 ARGS attacks ${start} --square d1
  STDOUT_LINES "attacks: 0x0000000000001c14  popcount 5" "squares: c1 e1 c2 d2 e2"
    "own pieces (defended):       c1 e1 c2 d2 e2" "enemy pieces (captures):     none"
    "empty squares (quiet moves): none"
  STDOUT_LINE_RE "computed by: ISA (${LANEFILL_ISA_REGEX}), algorithm [a-z0-9_]+ .*"
    "attacks of the white queen on d1: .*"
  STDERR_EMPTY)
lanefill_cli_test(attacks.rook_e4 EXIT 0 ARGS attacks ${rook_e4} --square e4
  STDOUT_LINES "attacks: 0x001010106e101010  popcount 11"
    "squares: e1 e2 e3 b4 c4 d4 f4 g4 e5 e6 e7"
    "own pieces (defended):       e1 g4" "enemy pieces (captures):     b4 e7"
    "empty squares (quiet moves): e2 e3 c4 d4 f4 e5 e6"
    "5 . . . . . . . .   5 . . . . 1 . . ."
    "4 . p . . R . P .   4 . 1 1 1 . 1 1 ."
  STDERR_EMPTY)
lanefill_cli_test(attacks.bishop_d4 EXIT 0 ARGS attacks ${bishop_d4} --square d4
  STDOUT_LINES "attacks: 0x0001221400142240  popcount 10"
    "squares: g1 b2 f2 c3 e3 c5 e5 b6 f6 a7"
  STDERR_EMPTY)
lanefill_cli_test(attacks.piece_on_empty EXIT 0
  ARGS attacks 4k3/8/8/8/8/8/8/4K3 w - - --square e4 --piece queen
  STDOUT_LINES "attacks: 0x11925438ef385492  popcount 27" "pieces hit:                  e1 e8"
  STDOUT_LINE_RE "attacks of a queen on e4: queen_attacks.*"
  STDERR_EMPTY)
lanefill_cli_test(attacks.piece_overrides EXIT 0
  ARGS attacks ${rook_e4} --square e4 --piece bishop
  STDOUT_LINES "attacks: 0x0182442800284482  popcount 13"
  STDOUT_LINE_RE "attacks of a bishop on e4: bishop_attacks.*")
lanefill_cli_test(attacks.setwise EXIT 0 ARGS attacks ${kiwipete}
  STDOUT_LINES "white slider attacks: 0x0000a1e274fcf17e"
    "black slider attacks: 0xfeabb88686881000"
    "noEa       0x000080c060300000  0xa402000000000000"
    "nort       0x0000202020008100  0x1000000000000000"
  STDOUT_LINE_RE "computed by: ISA [a-z0-9]+, algorithm [a-z0-9_]+ .*"
    "active ISA: +[a-z0-9]+ \\(.+\\)"
  STDERR_EMPTY)
lanefill_cli_test(attacks.algorithm EXIT 0
  ARGS attacks ${rook_e4} --square e4 --isa scalar --algorithm rotate_kogge
  STDOUT_LINE_RE "computed by: ISA scalar, algorithm rotate_kogge .*"
  STDOUT_LINES "attacks: 0x001010106e101010  popcount 11")
lanefill_cli_test(attacks.option_equals EXIT 0
  ARGS attacks --square=e4 --isa=scalar ${rook_e4}
  STDOUT_LINES "attacks: 0x001010106e101010  popcount 11")
# --isa for every ISA name: exit 0 where runnable, exit 2 with a reason elsewhere.
string(JOIN "<&>" _lanefill_isa_words ${LANEFILL_ALL_ISAS})
add_test(NAME cli.isa_matrix COMMAND ${CMAKE_COMMAND} "-DEXE=$<TARGET_FILE:lanefill_cli>"
  "-DEMULATOR=${LANEFILL_CLI_EMULATOR}" "-DISAS=${_lanefill_isa_words}"
  -P ${CMAKE_CURRENT_SOURCE_DIR}/isa_matrix.cmake)
set_tests_properties(cli.isa_matrix PROPERTIES ENVIRONMENT "LANEFILL_ISA=" LABELS cli)

# --- perft and othello: tests/cli/cli_tests_perft.cmake ----------------------
include(${CMAKE_CURRENT_LIST_DIR}/cli_tests_perft.cmake)

# --- cpu -------------------------------------------------------------------
lanefill_cli_test(cpu EXIT 0 ARGS cpu
  STDOUT_LINE_RE "active: (${LANEFILL_ISA_REGEX}) \\(.+\\)"
    "compiled ISAs: +scalar( [a-z0-9]+)*" "supported ISAs: +scalar( [a-z0-9]+)*"
    "  scalar +supported" " +plan: set-wise [a-z0-9_]+, single square [a-z0-9_]+.*"
  STDOUT_LINES "LANEFILL_ISA not set" "cpu features:"
  # Othello's calls name the ISA whose base table serves them, never an algorithm.
  STDOUT_NOT_RE "othello[ \n]+(moves|flips|batch)[ \n]+(dumb7|kogge|rotate|sbamg|hyperbola)"
  STDERR_EMPTY)
lanefill_cli_test(cpu.env_scalar EXIT 0 ARGS cpu ISA_ENV scalar
  STDOUT_LINES "LANEFILL_ISA=scalar" "active: scalar (forced by LANEFILL_ISA=scalar)")
lanefill_cli_test(cpu.env_any_case EXIT 0 ARGS cpu ISA_ENV SCALAR
  STDOUT_LINES "active: scalar (forced by LANEFILL_ISA=SCALAR)")
lanefill_cli_test(cpu.env_unknown EXIT 0 ARGS cpu ISA_ENV bogus
  STDOUT_LINES "LANEFILL_ISA=bogus"
  STDOUT_LINE_RE "active: [a-z0-9]+ \\(LANEFILL_ISA=\"bogus\" ignored: unknown name.*\\)")

# --- help and version ------------------------------------------------------
lanefill_cli_test(help.flag EXIT 0 ARGS --help STDOUT_RE "^usage: lanefill" STDERR_EMPTY)
lanefill_cli_test(help.short EXIT 0 ARGS -h STDOUT_RE "^usage: lanefill" STDERR_EMPTY)
lanefill_cli_test(help.command EXIT 0 ARGS help STDOUT_RE "^usage: lanefill" STDERR_EMPTY)
# Every command the CLI has (a run_<name> entry point declared in tools/cli.hpp,
# read here, not listed by hand): its own --help, `help <name>`, and a line of
# its own in the overview's command list and in its usage lines.
file(STRINGS ${PROJECT_SOURCE_DIR}/tools/cli.hpp _lanefill_run_decls REGEX "^int run_[a-z]+\\(")
set(_lanefill_commands)
foreach(decl ${_lanefill_run_decls})
  string(REGEX REPLACE "^int run_([a-z]+)\\(.*" "\\1" command "${decl}")
  list(APPEND _lanefill_commands ${command})
endforeach()
list(LENGTH _lanefill_commands _lanefill_command_count)
if(_lanefill_command_count LESS 8)
  message(FATAL_ERROR "tools/cli.hpp declares ${_lanefill_command_count} run_* commands, expected 8 or more")
endif()
foreach(command ${_lanefill_commands})
  lanefill_cli_test(help.${command} EXIT 0 ARGS ${command} --help
    STDOUT_RE "^usage: lanefill .?${command}" STDERR_EMPTY)
  lanefill_cli_test(help.help_${command} EXIT 0 ARGS help ${command}
    STDOUT_RE "^usage: lanefill .?${command}" STDERR_EMPTY)
  lanefill_cli_test(help.overview_lists_${command} EXIT 0 ARGS --help
    STDOUT_LINE_RE "  ${command} +[^ ].*" "(usage: |       )lanefill .?${command}.*" STDERR_EMPTY)
endforeach()
# Help wins over other problems on the line.
lanefill_cli_test(help.with_bad_option EXIT 0 ARGS attacks --bogus -h
  STDOUT_RE "^usage: lanefill attacks" STDERR_EMPTY)
lanefill_cli_test(version EXIT 0 ARGS --version
  STDOUT_LINES "lanefill ${PROJECT_VERSION}" STDERR_EMPTY)

# --- malformed input: exit 2, one "lanefill: " line ------------------------
lanefill_cli_error(hex_bad_digit "'Z' is not a hex digit" show 0xZZ)
lanefill_cli_error(hex_too_long "17 hex digits" show 0x12345678123456789)
lanefill_cli_error(hex_no_digits "no hex digits" show 0x)
lanefill_cli_error(hex_two_values "one hex bitboard" show ff ee)
lanefill_cli_error(show_nothing "show needs" show)
lanefill_cli_error(fen_7_ranks "has 7 ranks" show "8/8/8/8/8/8/8 w - - 0 1")
lanefill_cli_error(fen_9_ranks "has 9 ranks" show "8/8/8/8/8/8/8/8/8 w - - 0 1")
lanefill_cli_error(fen_too_many_files "more than 8 files" show "8/8/8/8/8/8/8/p7p w - - 0 1")
lanefill_cli_error(fen_too_few_files "covers 7 files" show "8/8/8/8/8/8/8/7 w - - 0 1")
lanefill_cli_error(fen_empty_rank "covers 0 files" show "8/8/8//8/8/8/8 w - - 0 1")
lanefill_cli_error(fen_bad_piece "bad character 'x' in rank 1" show "8/8/8/8/8/8/8/x7 w - - 0 1")
lanefill_cli_error(fen_digit_9 "bad character '9'" show "8/8/8/8/8/8/8/9 w - - 0 1")
lanefill_cli_error(fen_digit_0 "bad character '0'" show "8/8/8/8/8/8/8/08 w - - 0 1")
lanefill_cli_error(fen_two_digits "two digits in a row" show "8/8/8/8/44/8/8/8 w - - 0 1")
lanefill_cli_error(fen_side "side to move 'x'" show "${empty8} x - - 0 1")
lanefill_cli_error(fen_side_upper "side to move 'W'" show "${empty8} W - - 0 1")
lanefill_cli_error(fen_castling_char "castling 'KX'" show "${empty8} w KX - 0 1")
lanefill_cli_error(fen_castling_order "order KQkq" show "${empty8} w qk - 0 1")
lanefill_cli_error(fen_castling_twice "order KQkq" show "${empty8} w KKq - 0 1")
lanefill_cli_error(fen_ep_square "en passant 'i6'" show "${empty8} w - i6 0 1")
lanefill_cli_error(fen_ep_upper "en passant 'E6'" show "${empty8} w - E6 0 1")
lanefill_cli_error(fen_ep_rank "must be on rank 6" show "${empty8} w - e3 0 1")
lanefill_cli_error(fen_ep_rank_black "must be on rank 3" show "${empty8} b - e6 0 1")
lanefill_cli_error(fen_ep_occupied "is occupied" show "8/8/4p3/8/8/8/8/8 w - e6 0 1")
lanefill_cli_error(fen_halfmove "halfmove clock 'x'" show "${empty8} w - - x 1")
lanefill_cli_error(fen_halfmove_negative "halfmove clock '-1'" show ${empty8} w - - -1 1)
lanefill_cli_error(fen_halfmove_leading_zero "leading zero" show "${empty8} w - - 01 1")
lanefill_cli_error(fen_halfmove_huge "out of range" show "${empty8} w - - 99999999999999999999 1")
lanefill_cli_error(fen_fullmove_zero "fullmove number '0' must be at least 1" show "${empty8} w - - 0 0")
lanefill_cli_error(fen_fullmove "fullmove number '1x'" show "${empty8} w - - 0 1x")
lanefill_cli_error(fen_5_fields "got 5" show "${empty8} w - - 0")
lanefill_cli_error(fen_7_fields "got 7" show "${empty8} w - - 0 1 extra")
lanefill_cli_error(fen_3_fields "got 3" attacks "${empty8} w -")
lanefill_cli_error(square_off_board "bad square 'i9'" attacks ${start} --square i9)
lanefill_cli_error(square_too_long "bad square 'e44'" attacks ${start} --square e44)
lanefill_cli_error(square_empty "e4 is empty" attacks ${start} --square e4)
lanefill_cli_error(square_not_slider "e2 holds a white pawn" attacks ${start} --square e2)
lanefill_cli_error(square_king "e8 holds a black king" attacks ${start} --square e8)
lanefill_cli_error(piece_bad "bad --piece 'king'" attacks ${start} --square e4 --piece king)
lanefill_cli_error(piece_without_square "--piece needs --square" attacks ${start} --piece rook)
lanefill_cli_error(attacks_no_fen "attacks needs a FEN" attacks)
lanefill_cli_error(algorithm_unknown "unknown algorithm 'magic'" attacks ${start} --algorithm magic)
lanefill_cli_error(isa_unknown "unknown ISA 'avx1024'" attacks ${start} --isa avx1024)
lanefill_cli_error(demo_isa_unknown "unknown ISA 'avx3'" --isa avx3)
lanefill_cli_error(demo_algorithm_unknown "unknown algorithm 'x'" demo --algorithm x)
lanefill_cli_error(demo_bad_fen "got 1" demo nonsense)
lanefill_cli_error(unknown_command "unknown command 'frobnicate'" frobnicate)
lanefill_cli_error(unknown_option "unknown option '--colour'" attacks ${start} --colour white)
lanefill_cli_error(unknown_short_option "unknown option '-x'" show -x ff)
lanefill_cli_error(missing_value "--square needs a value" attacks ${start} --square)
lanefill_cli_error(missing_value_before_option "--isa needs a value" attacks ${start} --isa --square e4)
lanefill_cli_error(empty_value "--isa needs a value" attacks ${start} --isa=)
lanefill_cli_error(option_twice "--square given more than once" attacks ${start} --square d1 --square e1)
lanefill_cli_error(cpu_argument "cpu takes no arguments" cpu now)
lanefill_cli_error(help_unknown "unknown command 'nope'" help nope)
lanefill_cli_error(perft_no_depth "perft needs a depth" perft)
lanefill_cli_error(perft_threads_0 "bad --threads '0' .expected 1[.][.]256." perft 2 --threads 0)
lanefill_cli_error(perft_threads_257 "bad --threads '257'" perft 2 --threads 257)
lanefill_cli_error(perft_threads_word "bad --threads 'two'" perft 2 --threads two)
lanefill_cli_error(perft_threads_zero_padded "bad --threads '02'" perft 2 --threads 02)
lanefill_cli_error(perft_depth_10 "bad perft depth '10'" perft 10)
lanefill_cli_error(perft_depth_negative "bad perft depth '-1'" perft -1)
lanefill_cli_error(perft_depth_word "bad perft depth 'three'" perft three)
lanefill_cli_error(perft_bad_fen "got 2" perft 1 "${empty8} w")
lanefill_cli_error(perft_no_king "exactly one white king" perft 1 "4k3/8/8/8/8/8/8/8 w - - 0 1")
lanefill_cli_error(perft_two_kings "exactly one black king" perft 1 "4k2k/8/8/8/8/8/8/4K3 w - - 0 1")
lanefill_cli_error(perft_pawn_rank8 "no pawns on rank 1 or 8" perft 1 "P3k3/8/8/8/8/8/8/4K3 w - - 0 1")
lanefill_cli_error(perft_king_capturable "side not to move is in check" perft 1 "4k3/8/8/8/8/8/8/4K2r b - - 0 1")
lanefill_cli_error(perft_divide_value "--divide takes no value" perft 1 --divide=yes)
lanefill_cli_error(perft_divide_twice "--divide given more than once" perft 1 --divide --divide)
lanefill_cli_error(version_argument "--version takes no arguments" --version 2)

# --- echoes of bad input: one short line ------------------------------------
string(REPEAT "x" 5000 _lanefill_long_arg)
lanefill_cli_test(error.long_argument_is_cut EXIT 2 ARGS show "${_lanefill_long_arg}"
  STDERR_ONE_LINE STDOUT_EMPTY
  STDERR_RE "^lanefill: [^\n]*'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx[.][.][.]'")
lanefill_cli_test(error.newline_is_escaped EXIT 2 ARGS attacks "8/8/8\nbad" STDERR_ONE_LINE
  STDOUT_EMPTY STDERR_RE "^lanefill: ")

# --- bench -----------------------------------------------------------------
# Shapes of the output only: no timing is ever asserted. Tiny time per entry.
lanefill_cli_test(bench.quick EXIT 0 ARGS bench --quick --seconds 0.001
  STDOUT_LINE_RE "cpu: +.+" "active: +(${LANEFILL_ISA_REGEX}) \\(.+\\)" "compiler: +.+"
    "clock: +([0-9.]+ GHz .*|unknown .*)"
    "rays: ns per item, one item = .*" "queen: ns per item, one item = .*"
    "map: ns per item, one item = .*" "queen_batch: ns per item, one item = .*"
    "map_batch: ns per item, one item = .*"
    "  queen/dispatched/[a-z0-9]+ \\([a-z0-9]+/[a-z0-9_]+\\) +[0-9.]+ +[0-9.]+ +([0-9.]+|-)"
    "  map_batch/magic/scalar +[0-9.]+ +[0-9.]+ +-"
    "  plan picks [a-z0-9]+/[a-z0-9_]+(: fastest here.*|. [a-z0-9]+/[a-z0-9_]+ is faster here by [0-9]+%.*)"
  STDOUT_NOT_RE "WRONG"
  STDERR_EMPTY)
lanefill_cli_test(bench.workload EXIT 0 ARGS bench --workload queen,map --seconds 0.001 --isa scalar
  STDOUT_LINE_RE "queen: ns per item, .*" "map: ns per item, .*" "active: +scalar .*"
    "  queen/kogge_stone/scalar.*"
  STDOUT_NOT_RE "rays: ns per item" "queen_batch: " "  (queen|map)/(kogge_stone|rotate_kogge|sbamg|dumb7_unrolled)/avx2 " "WRONG")
lanefill_cli_test(bench.help EXIT 0 ARGS bench --help
  STDOUT_RE "usage: lanefill bench" "--seconds S" STDERR_EMPTY)
string(REPEAT "x" 5000 _lanefill_long_arg)
lanefill_cli_error(bench.isa "unknown ISA 'avx9'" bench --isa avx9)
lanefill_cli_error(bench.workload "unknown workload 'nope'" bench --workload nope)
lanefill_cli_error(bench.workload_empty "unknown workload ''" bench --workload queen,)
lanefill_cli_error(bench.seconds_negative "bad --seconds '-1'" bench --seconds -1)
lanefill_cli_error(bench.seconds_zero "bad --seconds '0'" bench --seconds 0)
lanefill_cli_error(bench.seconds_nan "bad --seconds 'nan'" bench --seconds nan)
lanefill_cli_error(bench.seconds_text "bad --seconds '1s'" bench --seconds 1s)
lanefill_cli_error(bench.long_workload "unknown workload 'xxxxxxxxxx+\\.\\.\\.' \\(expected" bench --workload
  ${_lanefill_long_arg})
lanefill_cli_error(bench.long_positional "bench takes no arguments" bench ${_lanefill_long_arg})
lanefill_cli_error(bench.unknown_option "unknown option '--fast'" bench --fast)

# The JSON document (validated with python3 -m json.tool and its shape), then
# bench/report.py on it: tables, and a chart when matplotlib can be imported.
find_package(Python3 COMPONENTS Interpreter QUIET)
if(Python3_Interpreter_FOUND)
  set(_lanefill_bench_python "${Python3_EXECUTABLE}")
  execute_process(COMMAND ${Python3_EXECUTABLE} -c "import matplotlib"
    RESULT_VARIABLE _lanefill_mpl OUTPUT_QUIET ERROR_QUIET)
  if(NOT _lanefill_mpl EQUAL 0 AND EXISTS /usr/bin/python3)
    set(_lanefill_bench_python /usr/bin/python3)  # Debian's python3-matplotlib serves this one
  endif()
  set(_lanefill_cli_json ${CMAKE_CURRENT_BINARY_DIR}/cli-bench.json)
  add_test(NAME cli.bench.json COMMAND ${_lanefill_bench_python}
    ${PROJECT_SOURCE_DIR}/bench/check_cli_bench.py json $<TARGET_FILE:lanefill_cli>
    ${_lanefill_cli_json})
  string(JOIN " " _lanefill_emulator_words ${CMAKE_CROSSCOMPILING_EMULATOR})
  set_tests_properties(cli.bench.json PROPERTIES FIXTURES_SETUP lanefill_cli_bench_json
    ENVIRONMENT "LANEFILL_ISA=;LANEFILL_EMULATOR=${_lanefill_emulator_words}" LABELS cli)
  add_test(NAME cli.bench.report COMMAND ${_lanefill_bench_python}
    ${PROJECT_SOURCE_DIR}/bench/check_cli_bench.py report ${_lanefill_cli_json}
    ${PROJECT_SOURCE_DIR}/bench/report.py ${CMAKE_CURRENT_BINARY_DIR})
  set_tests_properties(cli.bench.report PROPERTIES FIXTURES_REQUIRED lanefill_cli_bench_json
    LABELS cli)
endif()

# --- trace -----------------------------------------------------------------
# Every ISA's registers trace on any CPU (the recording registers are
# integers); the verdict compares with the reference (and the dispatched
# table where the CPU runs the ISA). An ISA traces on its registry
# trace_layout's registers (avx512icl on avx512's).
foreach(isa ${LANEFILL_ALL_ISAS})
  lanefill_cli_test(trace.rays.${isa} EXIT 0 ARGS trace --isa ${isa}
    STDOUT_LINE_RE "trace: ray_attacks \\(8 directions\\), kogge_stone on ${isa}"
    "step 1 of [0-9]+: .+" "verdict: identical to the reference.*" STDOUT_NOT_RE "DIFFERS")
endforeach()
# Every ISA x kernel x algorithm: traced (steps, identical) or refused with
# the alternatives named; the default trace and its page (trace_matrix.cmake).
string(JOIN "<&>" _lanefill_algorithm_words ${LANEFILL_ALGORITHMS})
add_test(NAME cli.trace_matrix COMMAND ${CMAKE_COMMAND} "-DEXE=$<TARGET_FILE:lanefill_cli>"
  "-DEMULATOR=${LANEFILL_CLI_EMULATOR}" "-DISAS=${_lanefill_isa_words}"
  "-DALGORITHMS=${_lanefill_algorithm_words}" "-DWORK=${CMAKE_CURRENT_BINARY_DIR}/trace-matrix"
  -P ${CMAKE_CURRENT_SOURCE_DIR}/trace_matrix.cmake)
set_tests_properties(cli.trace_matrix PROPERTIES ENVIRONMENT "LANEFILL_ISA=" LABELS cli)
lanefill_cli_test(trace.dumb7 EXIT 0 ARGS trace ${start} --isa avx2 --algorithm dumb7_unrolled
  STDOUT_LINE_RE "step 15 of 15: ymm \\{soWe west soEa sout\\}" "verdict: identical to the reference.*")
lanefill_cli_test(trace.rotate EXIT 0 ARGS trace --isa avx512 --algorithm rotate_kogge
  STDOUT_LINE_RE "  rotate left by \\{\\+9,\\+1,\\+57,\\+56,\\+55,\\+63,\\+7,\\+8\\} \\(vprolvq\\).*"
  "  vector instructions: [0-9]+" "verdict: identical to the reference.*")
lanefill_cli_test(trace.hex EXIT 0 ARGS trace rays --orth 0x81 --diag 0x0 --occupied 0x181
  --isa neon STDOUT_LINE_RE "  east      0x00000000000000fe" "  nort      0x8080808080808100"
  "verdict: identical to the reference.*")
lanefill_cli_test(trace.batch EXIT 0 ARGS trace batch --isa avx512
  STDOUT_LINE_RE "trace: slider_attacks_batch \\(boards in lanes\\), kogge_stone on avx512"
  "  board 7   0x[0-9a-f]+" "verdict: identical to the reference.*")
lanefill_cli_test(trace.othello EXIT 0 ARGS trace othello --isa sse2
  STDOUT_LINE_RE "  board 0   0x0000102004080000" "verdict: identical to the reference.*")
lanefill_cli_test(trace.sbamg EXIT 0 ARGS trace sbamg ${start} --square d1 --isa sse2
  STDOUT_LINE_RE "trace: SBAMG o \\^ \\(o - 3cbn\\) per line, square 3, on sse2"
  "  shift right by 32 \\(psrlq\\) · OR \\(por\\)" "  rook      0x0000000000000814"
  "verdict: identical to the reference.*")
lanefill_cli_test(trace.sbamg_avx2 EXIT 0 ARGS trace sbamg ${start} --square d1 --isa avx2
  STDOUT_LINE_RE "trace: SBAMG o \\^ \\(o - 3cbn\\) per line, square 3, on avx2"
  "  shift by \\{-4,-32,-36,-28\\} \\(vpsrlvq\\) · OR \\(vpor\\)" "  rook      0x0000000000000814"
  "verdict: identical to the reference.*")
lanefill_cli_test(trace.sbamg_avx512 EXIT 0 ARGS trace sbamg ${start} --square d1 --isa avx512
  STDOUT_LINE_RE "trace: SBAMG o \\^ \\(o - 3cbn\\) per line, square 3, on avx512"
  ".*leading zeros of below \\(vplzcntq\\).*" "  rook      0x0000000000000814"
  "verdict: identical to the reference.*")
lanefill_cli_test(trace.sbamg_avx512icl EXIT 0 ARGS trace sbamg ${start} --square d1 --isa avx512icl
  STDOUT_LINE_RE "trace: SBAMG o \\^ \\(o - 3cbn\\) per line, square 3, on avx512icl"
  "verdict: identical to the reference.*")
lanefill_cli_error(trace_sbamg_scalar "cannot trace sbamg on scalar: one bit scan finds cbn of a line there; --isa sse2, --isa avx2, --isa avx512 or --isa avx512icl trace SBAMG step by step$"
  trace sbamg --isa scalar)
lanefill_cli_error(trace_square_rays "--square goes with trace sbamg or flips" trace --square e4)
lanefill_cli_test(trace.flips EXIT 0 ARGS trace flips --square d3 --isa neon
  STDOUT_LINE_RE "trace: Othello flips of a move on square 19, on neon"
  "  shift by \\{-9,-1\\} \\(ushl\\).*" "  flips     0x0000000008000000"
  "verdict: identical to the reference.*")
lanefill_cli_test(trace.flips_avx2 EXIT 0 ARGS trace flips --square d3 --isa avx2
  STDOUT_LINE_RE "trace: Othello flips of a move on square 19, on avx2"
  "  shift by \\{-9,-1,-7,-8\\} \\(vpsrlvq\\).*" "  flips     0x0000000008000000"
  "verdict: identical to the reference.*")
lanefill_cli_error(trace_flips_avx512 "cannot trace flips on avx512: one instruction finds the last stop of a ray there .*; --isa avx2 or --isa neon trace the flips step by step$"
  trace flips --isa avx512)
lanefill_cli_error(trace_flips_occupied "square d4 is occupied" trace flips --square d4 --isa neon)
lanefill_cli_test(trace.unchanged EXIT 0 ARGS trace --isa avx512 --algorithm dumb7_unrolled
  STDOUT_RE "= unchanged")
lanefill_cli_error(trace_sbamg "cannot trace sbamg on avx2: traceable there: dumb7_unrolled kogge_stone"
  trace --isa avx2 --algorithm sbamg)
lanefill_cli_error(trace_rotate_avx2 "cannot trace rotate_kogge on avx2" trace --isa avx2
  --algorithm rotate_kogge)
lanefill_cli_error(trace_isa "unknown ISA 'avx3'" trace --isa avx3)
lanefill_cli_error(trace_partial_sets "--orth, --diag and --occupied go together" trace --orth 0x1)
lanefill_cli_error(trace_bad_hex "" trace --orth zz --diag 0 --occupied 0)
lanefill_cli_error(trace_othello_position "bad Othello position" trace othello XO)
lanefill_cli_error(trace_html_unwritable "cannot write '/nonexistent/dir/t.html'" trace
  --html /nonexistent/dir/t.html)

# The page of --html in headless Chromium, stepped through with its own
# buttons, against the CLI's trace (skipped, saying why, where Chromium
# cannot start). A cross-built CLI runs through its emulator.
find_package(Python3 COMPONENTS Interpreter QUIET)
if(Python3_Interpreter_FOUND)
  string(JOIN " " _lanefill_emulator_words ${CMAKE_CROSSCOMPILING_EMULATOR})
  add_test(NAME cli.trace.browser COMMAND ${Python3_EXECUTABLE}
    ${CMAKE_CURRENT_SOURCE_DIR}/check_cli_trace_page.py $<TARGET_FILE:lanefill_cli>
    ${CMAKE_CURRENT_BINARY_DIR}/trace-pages)
  set_tests_properties(cli.trace.browser PROPERTIES SKIP_RETURN_CODE 77 LABELS cli
    ENVIRONMENT "LANEFILL_ISA=;LANEFILL_EMULATOR=${_lanefill_emulator_words}")
endif()
