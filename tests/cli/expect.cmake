# tests/cli/expect.cmake — runs one CLI command and checks its exit code and output.
#
#   cmake -DEXE=<path> [-DEMULATOR=<a<&>b>] -DARGS=<a<&>b<&>c> -DEXIT=<n>
#         [-DSTDOUT_LINES=<exact line<&>...>] [-DSTDOUT_LINE_RE=<regex<&>...>]
#         [-DSTDOUT_RE=<regex<&>...>] [-DSTDOUT_NOT_RE=<regex<&>...>]
#         [-DSTDERR_RE=<regex<&>...>] [-DSTDERR_ONE_LINE=ON] [-DSTDERR_EMPTY=ON]
#         [-DSTDOUT_EMPTY=ON]
#         -P expect.cmake
#
# Lists use the separator "<&>" (arguments such as FENs and regexes keep their
# own ';' and spaces). The exit code is always checked: ctest's
# PASS_REGULAR_EXPRESSION alone would ignore it.
#   STDOUT_LINES    each must be a whole line of stdout (exact text)
#   STDOUT_LINE_RE  each regex must match a whole line of stdout
#   STDOUT_RE       each regex must match somewhere in stdout
#   STDOUT_NOT_RE   no regex may match stdout
#   STDERR_RE       each regex must match somewhere in stderr
#   STDERR_ONE_LINE stderr is exactly one line, starting with "lanefill: "
#   STDERR_EMPTY    stderr is empty
#   STDOUT_EMPTY    stdout is empty (errors print nothing before failing)
cmake_minimum_required(VERSION 3.20)

# split_items(<prefix> <text>): the "<&>"-separated items of <text> as variables
# <prefix>_0 .. <prefix>_<n-1> and <prefix>_COUNT (no list semantics on items).
function(split_items prefix text)
  set(count 0)
  while(NOT text STREQUAL "")
    string(FIND "${text}" "<&>" at)
    if(at EQUAL -1)
      set(item "${text}")
      set(text "")
    else()
      string(SUBSTRING "${text}" 0 ${at} item)
      math(EXPR next "${at} + 3")
      string(SUBSTRING "${text}" ${next} -1 text)
    endif()
    set(${prefix}_${count} "${item}" PARENT_SCOPE)
    math(EXPR count "${count} + 1")
  endwhile()
  set(${prefix}_COUNT ${count} PARENT_SCOPE)
endfunction()

set(failures "")
macro(fail message)
  string(APPEND failures "  ${message}\n")
endmacro()

if(NOT DEFINED EXE OR NOT DEFINED EXIT)
  message(FATAL_ERROR "expect.cmake needs -DEXE=... and -DEXIT=...")
endif()

# Items as CMake lists: arguments must not contain ';' (none of the tests' do).
split_items(EMU "${EMULATOR}")
split_items(ARG "${ARGS}")
foreach(prefix EMU ARG)
  set(${prefix}_LIST "")
  if(${prefix}_COUNT GREATER 0)
    math(EXPR last "${${prefix}_COUNT} - 1")
    foreach(i RANGE ${last})
      list(APPEND ${prefix}_LIST "${${prefix}_${i}}")
    endforeach()
  endif()
endforeach()

execute_process(COMMAND ${EMU_LIST} ${EXE} ${ARG_LIST}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)

if(NOT "${rc}" STREQUAL "${EXIT}")
  fail("exit code ${rc}, expected ${EXIT}")
endif()

# check_each(<items> <stream> <kind>): each "<&>"-separated item of <items>
# against the captured text of <stream> (stdout or stderr): LINE, a whole
# line of it (exact text); LINE_RE, a regex matching a whole line; RE, a regex
# matching somewhere; NOT_RE, a regex matching nowhere. Failures are added
# to `failures`.
function(check_each items stream kind)
  if(stream STREQUAL "stdout")
    set(text "${out}")
  else()
    set(text "${err}")
  endif()
  split_items(ITEM "${items}")
  if(ITEM_COUNT EQUAL 0)
    return()
  endif()
  set(found "")
  math(EXPR last "${ITEM_COUNT} - 1")
  foreach(i RANGE ${last})
    set(item "${ITEM_${i}}")
    if(kind STREQUAL "LINE")
      string(FIND "\n${text}" "\n${item}\n" at)
      if(at EQUAL -1)
        string(APPEND found "  ${stream} has no line \"${item}\"\n")
      endif()
    elseif(kind STREQUAL "LINE_RE")
      if(NOT "\n${text}" MATCHES "\n${item}\n")
        string(APPEND found "  ${stream} has no line matching \"${item}\"\n")
      endif()
    elseif(kind STREQUAL "RE")
      if(NOT "${text}" MATCHES "${item}")
        string(APPEND found "  ${stream} does not match \"${item}\"\n")
      endif()
    elseif("${text}" MATCHES "${item}")
      string(APPEND found "  ${stream} matches \"${item}\" but should not\n")
    endif()
  endforeach()
  set(failures "${failures}${found}" PARENT_SCOPE)
endfunction()

check_each("${STDOUT_LINES}" stdout LINE)
check_each("${STDOUT_LINE_RE}" stdout LINE_RE)
check_each("${STDOUT_RE}" stdout RE)
check_each("${STDOUT_NOT_RE}" stdout NOT_RE)
check_each("${STDERR_RE}" stderr RE)

if(STDERR_ONE_LINE)
  string(FIND "${err}" "\n" first_newline)
  string(LENGTH "${err}" length)
  math(EXPR expected_newline "${length} - 1")
  if(NOT "${err}" MATCHES "^lanefill: " OR NOT first_newline EQUAL expected_newline)
    fail("stderr is not one line starting with \"lanefill: \"")
  endif()
endif()

if(STDERR_EMPTY AND NOT "${err}" STREQUAL "")
  fail("stderr is not empty")
endif()

if(STDOUT_EMPTY AND NOT "${out}" STREQUAL "")
  fail("stdout is not empty")
endif()

if(NOT failures STREQUAL "")
  string(REPLACE ";" " " shown "${ARG_LIST}")
  message(FATAL_ERROR "lanefill ${shown}\n${failures}--- exit code: ${rc}\n"
    "--- stdout:\n${out}--- stderr:\n${err}")
endif()
