# ISA flags for the files under simd/ — and nowhere else.
#
# Each ISA has one source file simd/<isa>.cpp compiled with exactly the flags
# below; the rest of the library is compiled for baseline x86-64, so the
# binary runs on any x86-64 and picks a kernel at run time (lib/dispatch.cpp).

set(LANEFILL_IS_X86_64 OFF)
if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$")
  set(LANEFILL_IS_X86_64 ON)
endif()


# Flags per ISA. They match what lib/cpu.cpp requires before choosing that ISA.
set(LANEFILL_FLAGS_sse2 -msse2)
set(LANEFILL_FLAGS_avx2 -mavx2 -mbmi -mbmi2 -mpopcnt)
set(LANEFILL_FLAGS_avx512 -mavx512f -mavx512cd -mavx512dq -mavx512bw -mavx512vl
    -mavx2 -mbmi -mbmi2 -mpopcnt)
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  # g++ 12 reports a false -Wuninitialized inside avx512fintrin.h.
  list(APPEND LANEFILL_FLAGS_avx512 -Wno-uninitialized -Wno-maybe-uninitialized)
endif()

# The names of an X-macro list of include/lanefill/kernels.hpp: every X(name)
# on its lines that match <line_regex>, in order. (The list's lines end in a
# backslash, which would escape a CMake list separator: the names are taken
# out of the whole text, not line by line.)
function(lanefill_x_list_names out line_regex)
  file(STRINGS ${PROJECT_SOURCE_DIR}/include/lanefill/kernels.hpp lines REGEX "${line_regex}")
  string(REGEX MATCHALL "X\\([a-z0-9_]+\\)" items "${lines}")
  set(names)
  foreach(item ${items})
    string(REGEX REPLACE "X\\(([a-z0-9_]+)\\)" "\\1" name "${item}")
    list(APPEND names ${name})
  endforeach()
  set(${out} ${names} PARENT_SCOPE)
endfunction()

# The ISAs come from the one list in include/lanefill/kernels.hpp
# (LANEFILL_ISA_LIST); every ISA but scalar is a file simd/<isa>.cpp with a
# LANEFILL_FLAGS_<isa> entry above and a LANEFILL_ENABLE_<ISA> option.
# LANEFILL_ALL_ISAS and its regex alternation serve tests that match output.
lanefill_x_list_names(LANEFILL_ALL_ISAS "^#define LANEFILL_ISA_LIST")
set(LANEFILL_SIMD_ISAS ${LANEFILL_ALL_ISAS})
list(REMOVE_ITEM LANEFILL_SIMD_ISAS scalar)
if(NOT LANEFILL_SIMD_ISAS)
  message(FATAL_ERROR "no ISA found in LANEFILL_ISA_LIST (include/lanefill/kernels.hpp)")
endif()
string(JOIN "|" LANEFILL_ISA_REGEX ${LANEFILL_ALL_ISAS})
# The algorithms, from LANEFILL_ALGORITHM_LIST (one X(name) per line).
lanefill_x_list_names(LANEFILL_ALGORITHMS "^  X\\([a-z0-9_]+\\)")
if(NOT LANEFILL_ALGORITHMS)
  message(FATAL_ERROR "no algorithm found in LANEFILL_ALGORITHM_LIST (include/lanefill/kernels.hpp)")
endif()
foreach(isa ${LANEFILL_SIMD_ISAS})
  string(TOUPPER ${isa} ISA)
  option(LANEFILL_ENABLE_${ISA} "Compile the ${isa} kernels (simd/${isa}.cpp)" ${LANEFILL_IS_X86_64})
  if(NOT DEFINED LANEFILL_FLAGS_${isa})
    message(FATAL_ERROR "ISA ${isa} is in LANEFILL_ISA_LIST but has no LANEFILL_FLAGS_${isa} here")
  endif()
endforeach()

# Adds simd/<isa>.cpp for every enabled ISA to <target>, with its flags on
# that file only, and defines LANEFILL_HAVE_<ISA>=1 for lib/dispatch.cpp.
function(lanefill_add_isa_sources target)
  foreach(isa ${LANEFILL_SIMD_ISAS})
    string(TOUPPER ${isa} ISA)
    if(LANEFILL_ENABLE_${ISA})
      if(NOT LANEFILL_IS_X86_64)
        message(FATAL_ERROR "LANEFILL_ENABLE_${ISA} needs an x86-64 target")
      endif()
      set(src ${PROJECT_SOURCE_DIR}/simd/${isa}.cpp)
      target_sources(${target} PRIVATE ${src})
      set_source_files_properties(${src} PROPERTIES COMPILE_OPTIONS "${LANEFILL_FLAGS_${isa}}")
      target_compile_definitions(${target} PRIVATE LANEFILL_HAVE_${ISA}=1)
    endif()
  endforeach()
  if(LANEFILL_ENABLE_SSE2 OR LANEFILL_ENABLE_AVX2 OR LANEFILL_ENABLE_AVX512)
    # xsimd is header-only and used by simd/ only: take its include path, not
    # its target, so the installed package has no dependency on it.
    target_include_directories(${target} SYSTEM PRIVATE ${LANEFILL_XSIMD_INCLUDE_DIRS})
  endif()
endfunction()

# Adds <source> to <target> once per inline-kernel target of lanefill/native.h
# (scalar, and avx2 / avx512 where enabled): each copy is an object library
# with that ISA's flags above and <define>=<isa> (the example engines name
# their entry points by it), and <target> gets LANEFILL_TARGET_HAVE_<ISA>=1
# for every vector copy (examples/common/targets.hpp). The copies must share
# no inline code with the rest (tests/odr_check.cmake checks them).
function(lanefill_add_native_targets target source define)
  set(targets scalar)
  foreach(isa avx2 avx512)
    string(TOUPPER ${isa} ISA)
    if(LANEFILL_ENABLE_${ISA})
      list(APPEND targets ${isa})
      target_compile_definitions(${target} PRIVATE LANEFILL_TARGET_HAVE_${ISA}=1)
    endif()
  endforeach()
  foreach(isa ${targets})
    set(objects ${target}_${isa})
    add_library(${objects} OBJECT ${source})
    target_compile_definitions(${objects} PRIVATE ${define}=${isa})
    if(NOT isa STREQUAL "scalar")
      target_compile_options(${objects} PRIVATE ${LANEFILL_FLAGS_${isa}})
    endif()
    target_link_libraries(${objects} PRIVATE lanefill::lanefill lanefill_warnings)
    target_sources(${target} PRIVATE $<TARGET_OBJECTS:${objects}>)
  endforeach()
endfunction()
