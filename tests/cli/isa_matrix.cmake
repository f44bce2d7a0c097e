# tests/cli/isa_matrix.cmake — `--isa NAME` for every ISA name, whatever this CPU is.
#
#   cmake -DEXE=<path> -DISAS=<scalar<&>sse2<&>...> [-DEMULATOR=<a<&>b>] -P isa_matrix.cmake
#
# ISAS: every ISA name (CMake reads them from the ISA registry, simd/registry.json).
#
# Reads `lanefill cpu` to learn which ISAs this build and CPU can run, then:
#   runnable ISA:      `attacks ... --isa X` and `demo --isa X` exit 0, and the
#                      output says the result was computed on ISA X;
#   not runnable ISA:  both exit 2 with one "lanefill: ..." line on stderr
#                      saying why (not compiled / this CPU cannot run it).
# So the test means the same natively and under qemu with a smaller CPU model.
cmake_minimum_required(VERSION 3.20)

string(REPLACE "<&>" ";" emulator "${EMULATOR}")
string(REPLACE "<&>" ";" isas "${ISAS}")
if(NOT isas)
  message(FATAL_ERROR "isa_matrix.cmake needs -DISAS=<the ISA names>")
endif()
set(failures "")

function(run_cli out_rc out_stdout out_stderr)
  execute_process(COMMAND ${emulator} ${EXE} ${ARGN}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(${out_rc} "${rc}" PARENT_SCOPE)
  set(${out_stdout} "${out}" PARENT_SCOPE)
  set(${out_stderr} "${err}" PARENT_SCOPE)
endfunction()

run_cli(rc cpu_out cpu_err cpu)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "lanefill cpu failed (${rc}):\n${cpu_out}${cpu_err}")
endif()

# White rook on e4 with blockers on b4, g4, e7 and e1 (the king).
set(fen "4k3/4p3/8/8/1p2R1P1/8/8/4K3 w - - 0 1")
set(expected_attacks "attacks: 0x001010106e101010  popcount 11")

foreach(isa ${isas})
  if("\n${cpu_out}" MATCHES "\n  ${isa} +supported")
    run_cli(rc out err attacks "${fen}" --square e4 --isa ${isa})
    if(NOT rc EQUAL 0 OR NOT "${out}" MATCHES "computed by: ISA ${isa}," OR
       NOT "${out}" MATCHES "${expected_attacks}")
      string(APPEND failures "attacks --isa ${isa} (supported): exit ${rc}\n${out}${err}\n")
    endif()
    run_cli(rc out err --isa ${isa})
    if(NOT rc EQUAL 0 OR NOT "${out}" MATCHES "\nISA: +${isa}\n" OR
       NOT "${out}" MATCHES "cross-check vs [^\n]*: identical")
      string(APPEND failures "demo --isa ${isa} (supported): exit ${rc}\n${out}${err}\n")
    endif()
  else()
    foreach(command "attacks" "demo")
      if(command STREQUAL "attacks")
        run_cli(rc out err attacks "${fen}" --square e4 --isa ${isa})
      else()
        run_cli(rc out err demo --isa ${isa})
      endif()
      string(FIND "${err}" "\n" first_newline)
      string(LENGTH "${err}" length)
      math(EXPR last "${length} - 1")
      if(NOT rc EQUAL 2 OR NOT out STREQUAL "" OR NOT first_newline EQUAL last OR
         NOT "${err}" MATCHES "^lanefill: [^\n]*(not compiled|cannot run) ")
        string(APPEND failures
          "${command} --isa ${isa} (not runnable): exit ${rc}\n${out}${err}\n")
      endif()
    endforeach()
  endif()
endforeach()

if(NOT failures STREQUAL "")
  message(FATAL_ERROR "lanefill cpu says:\n${cpu_out}\n${failures}")
endif()
