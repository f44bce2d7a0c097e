# cmake -P run_package_test.cmake — build and run a consumer of lanefill the way
# an engine would, in each C++ standard of STANDARDS:
#   MODE=package    install this build, then find_package(lanefill CONFIG)
#   MODE=pkgconfig  install this build, then cc/c++ with `pkg-config --cflags --libs`
#   MODE=subdir     add_subdirectory() of the source tree
#   MODE=shared     configure lanefill anew with BUILD_SHARED_LIBS=ON and without
#                   GoogleTest/Google Benchmark (a plain configure must still work),
#                   check that only the API is exported, install, then consume it
#                   through the CMake package and through pkg-config
# Variables: BUILD_DIR, SOURCE_DIR, WORK_DIR, MODE, LIBDIR, CXX, CC, STANDARDS, NM;
# ENGINE_TARGETS ("target=flags|...") and PROBE (tests/native's ISA probe):
# MODE=package also builds the engine files of bench/engines against the
# install, per inline target and dispatched, and runs what the CPU can.
cmake_minimum_required(VERSION 3.21)

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "command failed (${rc}): ${ARGN}\n${out}\n${err}")
  endif()
  message(STATUS "${out}${err}")
  set(last_output "${out}${err}" PARENT_SCOPE)
endfunction()

set(strict -Wall -Wextra -Wpedantic -Wconversion -Wsign-conversion -Wshadow -Werror)

# The C and C++ consumers compiled by hand with pkg-config's flags.
function(consume_with_pkgconfig prefix tag)
  find_program(PKG_CONFIG pkg-config REQUIRED)
  set(ENV{PKG_CONFIG_PATH} ${prefix}/${LIBDIR}/pkgconfig)
  execute_process(COMMAND ${PKG_CONFIG} --cflags --libs lanefill
    RESULT_VARIABLE rc OUTPUT_VARIABLE flags OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "pkg-config does not find lanefill.pc under ${prefix}")
  endif()
  execute_process(COMMAND ${PKG_CONFIG} --modversion lanefill
    OUTPUT_VARIABLE modversion OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT modversion STREQUAL VERSION)
    message(FATAL_ERROR "pkg-config says lanefill ${modversion}, the project is ${VERSION}")
  endif()
  separate_arguments(flags UNIX_COMMAND "${flags}")
  run(${CC} -std=c99 -Wall -Wextra -Werror -o ${WORK_DIR}/consumer_c_${tag}
      ${SOURCE_DIR}/tests/capi_test.c ${flags})
  run(${WORK_DIR}/consumer_c_${tag})
  foreach(std ${STANDARDS})
    # pkg-config gives -I, not -isystem: the strict flags reach lanefill's headers here.
    run(${CXX} -std=c++${std} ${strict} -DCONSUMER_STD=${std}
        -o ${WORK_DIR}/consumer_cpp_${tag}_${std} ${SOURCE_DIR}/tests/package/consumer.cpp ${flags})
    run(${WORK_DIR}/consumer_cpp_${tag}_${std})
  endforeach()
endfunction()

# tests/package/CMakeLists.txt built once per standard.
function(consume_with_cmake how prefix)
  foreach(std ${STANDARDS})
    set(dir ${WORK_DIR}/consumer_${how}_${std})
    set(args -S ${SOURCE_DIR}/tests/package -B ${dir} -DCMAKE_PREFIX_PATH=${prefix}
        -DCMAKE_CXX_COMPILER=${CXX} -DCMAKE_C_COMPILER=${CC}
        -DLANEFILL_CONSUME=${how} -DLANEFILL_SOURCE_DIR=${SOURCE_DIR} -DCONSUMER_STD=${std})
    if(NOT how STREQUAL "subdir")
      list(APPEND args -DCMAKE_BUILD_TYPE=Release)  # subdir: the parent sets none, and keeps none
    endif()
    if(how STREQUAL "package")
      list(APPEND args "-DENGINE_TARGETS=${ENGINE_TARGETS}")
    endif()
    run(${CMAKE_COMMAND} ${args})
    run(${CMAKE_COMMAND} --build ${dir} -j2)
    run(${dir}/consumer_cpp)
    run(${dir}/consumer_c)
    if(std EQUAL 17)  # the universal programs (lanefill_add_universal)
      run(${dir}/universal_stockfish)
      run(${dir}/universal_othello 6)
      if(NOT last_output MATCHES "perft\\(6\\) = 8200")
        message(FATAL_ERROR "universal_othello: wrong count\n${last_output}")
      endif()
    endif()
    if(how STREQUAL "package" AND std EQUAL 17 AND ENGINE_TARGETS)
      run_engines(${dir})
    endif()
  endforeach()
endfunction()

# The engine file's stand-in, built per inline target and dispatched: each
# run where the CPU has the target's ISA (the build's probe), skipped with
# the reason elsewhere; the dispatched one always.
function(run_engines dir)
  string(REPLACE "|" ";" targets "${ENGINE_TARGETS}")
  set(ran "")
  foreach(entry ${targets} "dispatched=")
    string(REGEX MATCH "^[^=]+" form "${entry}")
    if(NOT EXISTS ${dir}/engine_stockfish_${form})
      message(FATAL_ERROR "the engine stand-in engine_stockfish_${form} was not built")
    endif()
    if(NOT form STREQUAL "dispatched")
      execute_process(COMMAND ${PROBE} ${form} RESULT_VARIABLE rc OUTPUT_VARIABLE why)
      if(NOT rc EQUAL 0)
        message(STATUS "engine_stockfish_${form}: ${why}")
        continue()
      endif()
    endif()
    run(${dir}/engine_stockfish_${form})
    string(APPEND ran " ${form}")
  endforeach()
  message(STATUS "the Stockfish engine file ran:${ran}")
endfunction()

file(REMOVE_RECURSE ${WORK_DIR})
set(prefix ${WORK_DIR}/prefix)

if(MODE STREQUAL "shared")
  set(lib ${WORK_DIR}/lib)
  run(${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${lib} -DCMAKE_BUILD_TYPE=Release
      -DCMAKE_CXX_COMPILER=${CXX} -DCMAKE_C_COMPILER=${CC} -DBUILD_SHARED_LIBS=ON
      -DLANEFILL_BUILD_TOOLS=OFF -DLANEFILL_BUILD_PYTHON=OFF
      -DCMAKE_DISABLE_FIND_PACKAGE_GTest=ON -DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON)
  if(NOT last_output MATCHES "GoogleTest not found, tests are off")
    message(FATAL_ERROR "configure without GoogleTest did not say that tests are off")
  endif()
  run(${CMAKE_COMMAND} --build ${lib} -j2)
  run(${CMAKE_COMMAND} --install ${lib} --prefix ${prefix})
  set(so ${prefix}/${LIBDIR}/liblanefill.so)
  if(NOT EXISTS ${so})
    message(FATAL_ERROR "no liblanefill.so installed under ${prefix}/${LIBDIR}")
  endif()
  # The soname carries the major version only: 1.x.y stay ABI-compatible.
  string(REGEX MATCH "^[0-9]+" major "${VERSION}")
  execute_process(COMMAND readelf -d ${so} OUTPUT_VARIABLE dynamic)
  if(NOT dynamic MATCHES "Library soname: \\[liblanefill\\.so\\.${major}\\]")
    message(FATAL_ERROR "the soname of ${so} is not liblanefill.so.${major}:\n${dynamic}")
  endif()
  # Every exported symbol is lanefill's API: lanefill_* or lanefill::*, and
  # no kernel table or other internal of the detail namespaces.
  execute_process(COMMAND ${NM} -D -C --defined-only ${so}
    OUTPUT_VARIABLE symbols RESULT_VARIABLE rc)
  string(REPLACE "\n" ";" symbols "${symbols}")
  set(count 0)
  foreach(line ${symbols})
    string(REGEX REPLACE "^[0-9a-f]+ [A-Za-z] " "" name "${line}")
    if(name STREQUAL "" OR name MATCHES "^LANEFILL_")  # version-script node names
      continue()
    endif()
    if(NOT name MATCHES "^(lanefill_|lanefill::|typeinfo (name )?for lanefill::|vtable for lanefill::)")
      message(FATAL_ERROR "liblanefill.so exports a symbol outside the API: ${line}")
    endif()
    # No detail namespace leaves the library.
    if(name MATCHES "::detail::")
      message(FATAL_ERROR "liblanefill.so exports an internal symbol: ${line}")
    endif()
    math(EXPR count "${count} + 1")
  endforeach()
  if(count LESS 20)
    message(FATAL_ERROR "liblanefill.so exports only ${count} API symbols")
  endif()
  message(STATUS "liblanefill.so exports ${count} symbols, all lanefill_* or lanefill::*")
  set(ENV{LD_LIBRARY_PATH} ${prefix}/${LIBDIR})
  consume_with_cmake(package ${prefix})
  consume_with_pkgconfig(${prefix} shared)
  return()
endif()

if(NOT MODE STREQUAL "subdir")
  run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})
endif()
# The Python module, where the build has one: installed under
# lib/python3/dist-packages, it imports from there and computes.
if(MODE STREQUAL "package" AND PYTHON)
  set(site ${prefix}/lib/python3/dist-packages)
  if(NOT EXISTS ${site}/lanefill/__init__.py)
    message(FATAL_ERROR "the Python module was not installed under ${site}")
  endif()
  set(ENV{PYTHONPATH} ${site})
  run(${PYTHON} -c "import lanefill; assert lanefill.__file__.startswith('${site}'); assert lanefill.perft(3) == 8902; print('installed module', lanefill.__version__, lanefill.active_isa())")
endif()
if(MODE STREQUAL "pkgconfig")
  consume_with_pkgconfig(${prefix} static)
else()
  consume_with_cmake(${MODE} ${prefix})
endif()
