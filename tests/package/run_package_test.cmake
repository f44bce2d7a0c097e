# cmake -P run_package_test.cmake — install lanefill, then build and run a
# consumer against it (CMake package and pkg-config), or via add_subdirectory.
# Variables: BUILD_DIR, SOURCE_DIR, WORK_DIR, MODE (package|pkgconfig|subdir), LIBDIR,
#            CXX, CC (compilers to use).
cmake_minimum_required(VERSION 3.20)

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "command failed (${rc}): ${ARGN}\n${out}\n${err}")
  endif()
  message(STATUS "${out}")
endfunction()

file(REMOVE_RECURSE ${WORK_DIR})
set(prefix ${WORK_DIR}/prefix)
if(NOT MODE STREQUAL "subdir")
  run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})
endif()

if(MODE STREQUAL "pkgconfig")
  find_program(PKG_CONFIG pkg-config REQUIRED)
  set(ENV{PKG_CONFIG_PATH} ${prefix}/${LIBDIR}/pkgconfig)
  execute_process(COMMAND ${PKG_CONFIG} --cflags --libs lanefill
    RESULT_VARIABLE rc OUTPUT_VARIABLE flags OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "pkg-config does not find lanefill.pc under ${prefix}")
  endif()
  separate_arguments(flags UNIX_COMMAND "${flags}")
  run(${CC} -std=c99 -Wall -Wextra -o ${WORK_DIR}/consumer_c
      ${SOURCE_DIR}/tests/capi_test.c ${flags})
  run(${WORK_DIR}/consumer_c)
  run(${CXX} -std=c++20 -Wall -Wextra -o ${WORK_DIR}/consumer_cpp
      ${SOURCE_DIR}/tests/package/consumer.cpp ${flags})
  run(${WORK_DIR}/consumer_cpp)
  return()
endif()

run(${CMAKE_COMMAND} -S ${SOURCE_DIR}/tests/package -B ${WORK_DIR}/consumer
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH=${prefix}
    -DCMAKE_CXX_COMPILER=${CXX} -DCMAKE_C_COMPILER=${CC}
    -DLANEFILL_CONSUME=${MODE} -DLANEFILL_SOURCE_DIR=${SOURCE_DIR})
run(${CMAKE_COMMAND} --build ${WORK_DIR}/consumer -j2)
run(${WORK_DIR}/consumer/consumer_cpp)
run(${WORK_DIR}/consumer/consumer_c)
