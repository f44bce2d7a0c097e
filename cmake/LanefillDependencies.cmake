# Dependency lookup. All come from Debian packages (see scripts/install-deps.sh):
#   libxsimd-dev (+ xtl-dev)  header-only SIMD wrappers, simd/ only
#   libgtest-dev              tests
#   libbenchmark-dev          benchmarks

# xsimd: for the simd/ files, and for the trace (tools/trace, which compiles
# simd/common/lanes.hpp once more with recording registers).
list(LENGTH LANEFILL_COMPILED_ISAS _lanefill_compiled_count)
if(_lanefill_compiled_count GREATER 1 OR LANEFILL_WITH_TRACE)
  find_path(LANEFILL_XSIMD_INCLUDE_DIRS xsimd/xsimd.hpp
    HINTS /usr/include /usr/local/include
    NO_CMAKE_FIND_ROOT_PATH)  # header-only: the build machine's copy serves any target
  if(NOT LANEFILL_XSIMD_INCLUDE_DIRS)
    message(FATAL_ERROR
      "xsimd headers not found. On Debian: apt-get install libxsimd-dev xtl-dev "
      "(or configure with -DLANEFILL_SCALAR_ONLY=ON -DLANEFILL_BUILD_TOOLS=OFF "
      "-DLANEFILL_BUILD_PYTHON=OFF for a scalar-only library without the CLI).")
  endif()
  if(CMAKE_CROSSCOMPILING AND LANEFILL_XSIMD_INCLUDE_DIRS STREQUAL "/usr/include")
    # The host's /usr/include would shadow the cross compiler's C library
    # headers: expose xsimd alone, through a link in the build tree.
    set(_lanefill_xsimd_dir ${CMAKE_BINARY_DIR}/xsimd-include)
    file(MAKE_DIRECTORY ${_lanefill_xsimd_dir})
    file(CREATE_LINK /usr/include/xsimd ${_lanefill_xsimd_dir}/xsimd SYMBOLIC)
    set(LANEFILL_XSIMD_INCLUDE_DIRS ${_lanefill_xsimd_dir})
  endif()
endif()

# Tests and benchmarks switch off, with a message, when their framework is
# missing: a plain configure needs only a compiler, CMake and xsimd.
# (scripts/test.sh then fails loudly: ctest --no-tests=error.)
# Threads are found where they are used (examples/, tests/).
if(LANEFILL_BUILD_TESTS)
  if(CMAKE_CROSSCOMPILING AND EXISTS /usr/src/googletest/CMakeLists.txt
     AND NOT CMAKE_DISABLE_FIND_PACKAGE_GTest)
    # Debian's libgtest-dev is for the build machine; its sources build for
    # the target (the aarch64 and Windows cross builds).
    set(INSTALL_GTEST OFF CACHE BOOL "" FORCE)
    set(BUILD_GMOCK OFF CACHE BOOL "" FORCE)
    add_subdirectory(/usr/src/googletest ${CMAKE_BINARY_DIR}/googletest EXCLUDE_FROM_ALL)
    if(NOT TARGET GTest::gtest)  # GoogleTest 1.12 defines it itself
      add_library(GTest::gtest ALIAS gtest)
    endif()
    set(GTest_FOUND TRUE)
  else()
    find_package(GTest QUIET)
  endif()
  if(NOT GTest_FOUND)
    message(WARNING "lanefill: GoogleTest not found, tests are off "
      "(Debian: apt-get install libgtest-dev, or bash scripts/install-deps.sh)")
    set(LANEFILL_BUILD_TESTS OFF)
  endif()
endif()
if(LANEFILL_BUILD_BENCHMARKS)
  find_package(benchmark QUIET)
  if(NOT benchmark_FOUND)
    message(WARNING "lanefill: Google Benchmark not found, benchmarks are off "
      "(Debian: apt-get install libbenchmark-dev)")
    set(LANEFILL_BUILD_BENCHMARKS OFF)
  endif()
endif()
