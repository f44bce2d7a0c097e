# cmake -P expect_run.cmake — run a command (optionally under qemu-user with a
# CPU model) and check BOTH its exit code and its output.
#   QEMU      path of qemu-x86_64, or empty to run natively
#   CPU       qemu CPU model (Nehalem, Haswell, max, ...)
#   ISA       value for LANEFILL_ISA, or empty to leave it unset
#   EXPECT    regular expression the combined output must match
#   COMMAND   the program and its arguments (a ;-list)
cmake_minimum_required(VERSION 3.20)

if(ISA)
  set(ENV{LANEFILL_ISA} "${ISA}")
else()
  unset(ENV{LANEFILL_ISA})
endif()
set(cmd ${COMMAND})
if(QEMU)
  set(cmd ${QEMU} -cpu ${CPU} ${COMMAND})
endif()
execute_process(COMMAND ${cmd} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(all "${out}${err}")
string(REGEX MATCHALL "[^\n]*(active|ISA|SKIPPED|passed|PASSED)[^\n]*" summary "${all}")
string(REPLACE ";" "\n" summary "${summary}")
message(STATUS "cpu=${CPU} LANEFILL_ISA=${ISA} exit=${rc}\n${summary}")
if(rc EQUAL 132 OR rc MATCHES "Illegal")
  message(FATAL_ERROR "SIGILL: an instruction this CPU model lacks was executed\n${all}")
endif()
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "exit code ${rc}\n${all}")
endif()
if(NOT all MATCHES "${EXPECT}")
  message(FATAL_ERROR "output does not match '${EXPECT}'\n${all}")
endif()
