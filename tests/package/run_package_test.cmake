# cmake -P run_package_test.cmake — build and run a consumer of lanefill the way
# an engine would, in each C++ standard of STANDARDS, and a C-only project
# (tests/package/c_only: no C++ enabled, a universal C program included):
#   MODE=package    install this build, then find_package(lanefill CONFIG)
#   MODE=pkgconfig  install this build, then cc/c++ with `pkg-config --cflags --libs`
#   MODE=subdir     add_subdirectory() of the source tree
#   MODE=shared     configure lanefill anew with BUILD_SHARED_LIBS=ON and without
#                   GoogleTest/Google Benchmark (a plain configure must still work),
#                   check that only the API is exported (ELF: the dynamic symbols;
#                   a Windows DLL: its export table, and its import library),
#                   install, then consume it through the CMake package and
#                   through pkg-config
# Variables: BUILD_DIR, SOURCE_DIR, WORK_DIR, MODE, LIBDIR, CXX, CC, STANDARDS, NM;
# ENGINE_TARGETS ("target=flags|...") and PROBE (tests/native's ISA probe):
# MODE=package also builds the engine files of bench/engines against the
# install, per inline target and dispatched, and runs what the CPU can.
# A cross build (Windows, MinGW-w64): TOOLCHAIN, the toolchain file every
# consumer is configured with; EMULATOR, what runs their programs (Wine);
# OBJDUMP, the toolchain's (a DLL's exports).
cmake_minimum_required(VERSION 3.21)

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "command failed (${rc}): ${ARGN}\n${out}\n${err}")
  endif()
  message(STATUS "${out}${err}")
  set(last_output "${out}${err}" PARENT_SCOPE)
endfunction()

# Programs of the consumers: .exe on Windows, run through the emulator when
# cross-built.
set(windows OFF)
set(exe "")
if(TOOLCHAIN AND TOOLCHAIN MATCHES "mingw")
  set(windows ON)
  set(exe .exe)
endif()
function(run_program program)
  run(${EMULATOR} ${program}${exe} ${ARGN})
  set(last_output "${last_output}" PARENT_SCOPE)
endfunction()

# How every consumer is configured: the toolchain file of a cross build (it
# names the compilers), else the build's compilers. A cross toolchain
# searches packages under its own root only: the package is named by its
# folder.
function(consumer_configure_args out prefix)
  if(TOOLCHAIN)
    set(args -DCMAKE_TOOLCHAIN_FILE=${TOOLCHAIN} -Dlanefill_DIR=${prefix}/${LIBDIR}/cmake/lanefill)
  else()
    set(args -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_CXX_COMPILER=${CXX} -DCMAKE_C_COMPILER=${CC})
  endif()
  set(${out} ${args} PARENT_SCOPE)
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
  if(windows AND tag STREQUAL "static")
    # The MinGW runtimes linked in: the programs run without their DLLs.
    list(APPEND flags -static)
  elseif(windows)
    # With lanefill's DLL, the runtimes' DLLs too: Wine finds them on WINEPATH.
    foreach(dll libstdc++-6.dll libgcc_s_seh-1.dll libwinpthread-1.dll)
      execute_process(COMMAND ${CC} -print-file-name=${dll} OUTPUT_VARIABLE found
        OUTPUT_STRIP_TRAILING_WHITESPACE)
      get_filename_component(found_dir "${found}" DIRECTORY)
      set(ENV{WINEPATH} "$ENV{WINEPATH};${found_dir}")
    endforeach()
  endif()
  run(${CC} -std=c99 -Wall -Wextra -Werror -o ${WORK_DIR}/consumer_c_${tag}${exe}
      ${SOURCE_DIR}/tests/capi_test.c ${flags})
  run_program(${WORK_DIR}/consumer_c_${tag})
  foreach(std ${STANDARDS})
    # pkg-config gives -I, not -isystem: the strict flags reach lanefill's headers here.
    run(${CXX} -std=c++${std} ${strict} -DCONSUMER_STD=${std}
        -o ${WORK_DIR}/consumer_cpp_${tag}_${std}${exe} ${SOURCE_DIR}/tests/package/consumer.cpp
        ${flags})
    run_program(${WORK_DIR}/consumer_cpp_${tag}_${std})
  endforeach()
endfunction()

# tests/package/CMakeLists.txt built once per standard, and the C-only
# project tests/package/c_only.
function(consume_with_cmake how prefix)
  consumer_configure_args(common ${prefix})
  list(APPEND common -DLANEFILL_CONSUME=${how} -DLANEFILL_SOURCE_DIR=${SOURCE_DIR})
  if(NOT how STREQUAL "subdir")
    list(APPEND common -DCMAKE_BUILD_TYPE=Release)  # subdir: the parent sets none, and keeps none
  endif()
  foreach(std ${STANDARDS})
    set(dir ${WORK_DIR}/consumer_${how}_${std})
    set(args -S ${SOURCE_DIR}/tests/package -B ${dir} ${common} -DCONSUMER_STD=${std})
    if(how STREQUAL "package")
      list(APPEND args "-DENGINE_TARGETS=${ENGINE_TARGETS}")
    endif()
    run(${CMAKE_COMMAND} ${args})
    run(${CMAKE_COMMAND} --build ${dir} -j2)
    run_program(${dir}/consumer_cpp)
    run_program(${dir}/consumer_c)
    if(std EQUAL 17)  # the universal programs (lanefill_add_universal)
      run_program(${dir}/universal_stockfish)
      run_program(${dir}/universal_othello 6)
      if(NOT last_output MATCHES "perft\\(6\\) = 8200")
        message(FATAL_ERROR "universal_othello: wrong count\n${last_output}")
      endif()
    endif()
    if(how STREQUAL "package" AND std EQUAL 17 AND ENGINE_TARGETS)
      run_engines(${dir})
    endif()
  endforeach()
  # A C project: no C++ enabled, linked by the C compiler.
  set(dir ${WORK_DIR}/c_only_${how})
  run(${CMAKE_COMMAND} -S ${SOURCE_DIR}/tests/package/c_only -B ${dir} ${common})
  run(${CMAKE_COMMAND} --build ${dir} -j2)
  run_program(${dir}/c_consumer)
  run_program(${dir}/c_universal 6)
  if(NOT last_output MATCHES "perft\\(6\\) = 8200")
    message(FATAL_ERROR "c_universal: wrong count\n${last_output}")
  endif()
endfunction()

# The engine file's stand-in, built per inline target and dispatched: each
# run where the CPU has the target's ISA (the build's probe), skipped with
# the reason elsewhere; the dispatched one always.
function(run_engines dir)
  string(REPLACE "|" ";" targets "${ENGINE_TARGETS}")
  set(ran "")
  foreach(entry ${targets} "dispatched=")
    string(REGEX MATCH "^[^=]+" form "${entry}")
    if(NOT EXISTS ${dir}/engine_stockfish_${form}${exe})
      message(FATAL_ERROR "the engine stand-in engine_stockfish_${form} was not built")
    endif()
    if(NOT form STREQUAL "dispatched")
      execute_process(COMMAND ${EMULATOR} ${PROBE} ${form} RESULT_VARIABLE rc OUTPUT_VARIABLE why)
      if(NOT rc EQUAL 0)
        message(STATUS "engine_stockfish_${form}: ${why}")
        continue()
      endif()
    endif()
    run_program(${dir}/engine_stockfish_${form})
    string(APPEND ran " ${form}")
  endforeach()
  message(STATUS "the Stockfish engine file ran:${ran}")
endfunction()

file(REMOVE_RECURSE ${WORK_DIR})
set(prefix ${WORK_DIR}/prefix)

if(MODE STREQUAL "shared")
  set(lib ${WORK_DIR}/lib)
  consumer_configure_args(compilers ${prefix})
  list(FILTER compilers EXCLUDE REGEX "^-D(lanefill_DIR|CMAKE_PREFIX_PATH)=")
  run(${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${lib} -DCMAKE_BUILD_TYPE=Release ${compilers}
      -DBUILD_SHARED_LIBS=ON -DLANEFILL_BUILD_TOOLS=OFF -DLANEFILL_BUILD_PYTHON=OFF
      -DCMAKE_DISABLE_FIND_PACKAGE_GTest=ON -DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON)
  if(NOT last_output MATCHES "GoogleTest not found, tests are off")
    message(FATAL_ERROR "configure without GoogleTest did not say that tests are off")
  endif()
  run(${CMAKE_COMMAND} --build ${lib} -j2)
  run(${CMAKE_COMMAND} --install ${lib} --prefix ${prefix})
  if(windows)
    # The DLL in bin/, its import library in lib/; the export table lists
    # the API only (cmake/lanefill_exports.cmake).
    set(dll ${prefix}/bin/liblanefill.dll)
    foreach(file ${dll} ${prefix}/${LIBDIR}/liblanefill.dll.a)
      if(NOT EXISTS ${file})
        message(FATAL_ERROR "${file} was not installed")
      endif()
    endforeach()
    execute_process(COMMAND ${OBJDUMP} -p ${dll} OUTPUT_VARIABLE table RESULT_VARIABLE rc)
    string(REGEX MATCH "\\[Ordinal/Name Pointer\\] Table[^\n]*\n(([ \t]+\\[[^\n]*\n)*)" _
      "${table}")
    string(REGEX MATCHALL "\\[ *[0-9]+\\] [^\n]+" rows "${CMAKE_MATCH_1}")
    set(mangled)
    foreach(row ${rows})
      string(REGEX REPLACE "^\\[ *[0-9]+\\] +" "" name "${row}")
      list(APPEND mangled "${name}")
    endforeach()
    string(REPLACE ";" "\n" lines "${mangled}")
    file(WRITE ${WORK_DIR}/exports.txt "${lines}\n")
    string(REGEX REPLACE "objdump$" "c++filt" cxxfilt "${OBJDUMP}")
    execute_process(COMMAND ${cxxfilt} INPUT_FILE ${WORK_DIR}/exports.txt OUTPUT_VARIABLE shown)
    string(REGEX MATCHALL "[^\n]+" symbols "${shown}")
    set(library "the DLL")
  else()
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
    execute_process(COMMAND ${NM} -D -C --defined-only ${so}
      OUTPUT_VARIABLE symbols RESULT_VARIABLE rc)
    string(REPLACE "\n" ";" symbols "${symbols}")
    set(library "liblanefill.so")
  endif()
  # Every exported symbol is lanefill's API: lanefill_* or lanefill::*, and
  # no kernel table or other internal of the detail namespaces.
  set(count 0)
  foreach(line ${symbols})
    string(REGEX REPLACE "^[0-9a-f]+ [A-Za-z] " "" name "${line}")
    if(name STREQUAL "" OR name MATCHES "^LANEFILL_")  # version-script node names
      continue()
    endif()
    if(NOT name MATCHES "^(lanefill_|lanefill::|typeinfo (name )?for lanefill::|vtable for lanefill::)")
      message(FATAL_ERROR "${library} exports a symbol outside the API: ${line}")
    endif()
    # No detail namespace leaves the library.
    if(name MATCHES "::detail::")
      message(FATAL_ERROR "${library} exports an internal symbol: ${line}")
    endif()
    math(EXPR count "${count} + 1")
  endforeach()
  if(count LESS 20)
    message(FATAL_ERROR "${library} exports only ${count} API symbols")
  endif()
  message(STATUS "${library} exports ${count} symbols, all lanefill_* or lanefill::*")
  # Where the programs find the library: the loader's path, or Wine's.
  set(ENV{LD_LIBRARY_PATH} ${prefix}/${LIBDIR})
  set(ENV{WINEPATH} ${prefix}/bin)
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
