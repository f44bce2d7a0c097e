# Dependency lookup. All come from Debian packages (see scripts/install-deps.sh):
#   libxsimd-dev (+ xtl-dev)  header-only SIMD wrappers, simd/ only
#   libgtest-dev              tests
#   libbenchmark-dev          benchmarks

if(LANEFILL_ENABLE_SSE2 OR LANEFILL_ENABLE_AVX2 OR LANEFILL_ENABLE_AVX512)
  find_path(LANEFILL_XSIMD_INCLUDE_DIRS xsimd/xsimd.hpp
    HINTS /usr/include /usr/local/include)
  if(NOT LANEFILL_XSIMD_INCLUDE_DIRS)
    message(FATAL_ERROR
      "xsimd headers not found. On Debian: apt-get install libxsimd-dev xtl-dev "
      "(or configure with -DLANEFILL_ENABLE_SSE2=OFF -DLANEFILL_ENABLE_AVX2=OFF "
      "-DLANEFILL_ENABLE_AVX512=OFF for a scalar-only build).")
  endif()
endif()

# Tests and benchmarks switch off, with a message, when their framework is
# missing: a plain configure needs only a compiler, CMake and xsimd.
# (scripts/test.sh then fails loudly: ctest --no-tests=error.)
if(LANEFILL_BUILD_TESTS)
  find_package(GTest QUIET)
  find_package(Threads REQUIRED)
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
