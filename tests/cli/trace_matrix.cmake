# tests/cli/trace_matrix.cmake — `lanefill trace` for every ISA, kernel and
# algorithm, whatever this CPU is (the recording registers are integers).
#
#   cmake -DEXE=<path> -DISAS=<scalar<&>sse2<&>...> -DALGORITHMS=<a<&>b<&>...>
#         -DWORK=<dir> [-DEMULATOR=<a<&>b>] -P trace_matrix.cmake
#
# ISAS and ALGORITHMS come from the registry (simd/registry.json). Each run
# either traces, and then shows at least one step and says "identical" (to
# the reference, and to the dispatched table where the CPU runs the ISA), or
# is refused with one line naming what can be traced instead (never an empty
# list). Every ISA traces every kernel that has steps there with at least one
# algorithm, and `lanefill trace` with no option traces (the active ISA),
# also as an HTML page.
cmake_minimum_required(VERSION 3.20)

string(REPLACE "<&>" ";" emulator "${EMULATOR}")
string(REPLACE "<&>" ";" isas "${ISAS}")
string(REPLACE "<&>" ";" algorithms "${ALGORITHMS}")
if(NOT isas OR NOT algorithms OR NOT WORK)
  message(FATAL_ERROR "trace_matrix.cmake needs -DISAS, -DALGORITHMS and -DWORK")
endif()
file(MAKE_DIRECTORY ${WORK})
set(failures "")
set(traced 0)

# Runs `lanefill <args>`; sets `outcome` in the caller to "traced",
# "refused" or "failed" (and records why it failed).
function(trace_run)
  execute_process(COMMAND ${emulator} ${EXE} ${ARGN}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(why "")
  if(rc EQUAL 0)
    if(NOT out MATCHES "in ([0-9]+) steps\\)")
      set(why "no step count in the output")
    elseif(CMAKE_MATCH_1 EQUAL 0)
      set(why "0 steps")
    elseif(out MATCHES "DIFFERS")
      set(why "the trace DIFFERS")
    elseif(NOT out MATCHES "verdict: identical to the reference")
      set(why "no verdict")
    endif()
    set(result traced)
  elseif(rc EQUAL 2)
    # One line, naming the alternatives: "traceable there: a b" or "--isa x".
    string(STRIP "${err}" line)
    if(line MATCHES "\n")
      set(why "a refusal of more than one line: ${err}")
    elseif(line MATCHES "\\.\\.\\.$")
      set(why "a refusal cut short: ${err}")
    elseif(NOT line MATCHES "^lanefill: cannot trace ")
      set(why "refused without saying what cannot be traced: ${err}")
    elseif(line MATCHES "traceable there: *\\(" OR line MATCHES "traceable there: *$"
           OR line MATCHES ";  *trace ")
      set(why "a refusal with an empty list: ${err}")
    elseif(NOT line MATCHES "traceable there: [a-z]" AND NOT line MATCHES "--isa [a-z]")
      set(why "a refusal naming no alternative: ${err}")
    endif()
    set(result refused)
  else()
    set(why "exit code ${rc}: ${err}")
  endif()
  if(why)
    set(failures "${failures}  lanefill ${ARGN}: ${why}\n" PARENT_SCOPE)
    set(result failed)
  endif()
  set(outcome ${result} PARENT_SCOPE)
endfunction()

foreach(isa ${isas})
  foreach(kernel rays batch othello)
    set(count 0)
    foreach(algorithm ${algorithms})
      trace_run(trace ${kernel} --isa ${isa} --algorithm ${algorithm})
      if(outcome STREQUAL "traced")
        math(EXPR count "${count} + 1")
      endif()
    endforeach()
    if(count EQUAL 0)
      string(APPEND failures "  trace ${kernel} --isa ${isa}: no algorithm traces\n")
    endif()
    math(EXPR traced "${traced} + ${count}")
  endforeach()
  foreach(kernel sbamg flips)
    trace_run(trace ${kernel} --isa ${isa})
    if(outcome STREQUAL "traced")
      math(EXPR traced "${traced} + 1")
    endif()
  endforeach()
endforeach()

# No option: the active ISA (whatever this CPU runs), on the terminal and as a page.
foreach(kernel rays batch othello)
  trace_run(trace ${kernel})
  if(NOT outcome STREQUAL "traced")
    string(APPEND failures "  lanefill trace ${kernel} (the active ISA) does not trace\n")
  endif()
  set(page ${WORK}/${kernel}.html)
  file(REMOVE ${page})
  trace_run(trace ${kernel} --html ${page})
  if(NOT EXISTS ${page})
    string(APPEND failures "  lanefill trace ${kernel} --html wrote no page\n")
  else()
    file(READ ${page} html)
    if(NOT html MATCHES "</html>")
      string(APPEND failures "  lanefill trace ${kernel} --html wrote an unfinished page\n")
    endif()
  endif()
endforeach()

if(failures)
  message(FATAL_ERROR "trace matrix (${traced} traces ran):\n${failures}")
endif()
message(STATUS "trace matrix: ${traced} traces, each identical to the reference")
