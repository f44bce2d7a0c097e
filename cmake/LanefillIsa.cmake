# ISA flags for the files under simd/ — and nowhere else.
#
# Every ISA is a row of the registry, include/lanefill/isas.hpp: its name, its
# architecture, the flags of simd/<name>/<name>.cpp and the CPU features dispatch
# checks. This file reads the rows; the rest of the library is compiled for
# the baseline of the target architecture, so the binary runs on any CPU of
# that architecture and picks a kernel at run time (lib/dispatch.cpp).

if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$")
  set(LANEFILL_TARGET_ARCH x86_64)
elseif(CMAKE_SYSTEM_PROCESSOR MATCHES "^(aarch64|arm64|ARM64)$")
  set(LANEFILL_TARGET_ARCH aarch64)
else()
  set(LANEFILL_TARGET_ARCH any)
endif()
set(LANEFILL_IS_X86_64 OFF)
if(LANEFILL_TARGET_ARCH STREQUAL "x86_64")
  set(LANEFILL_IS_X86_64 ON)
endif()

# The registry's rows: LANEFILL_ALL_ISAS (every name, registry order),
# LANEFILL_ARCH_<isa>, LANEFILL_FLAGS_<isa> (a list) and LANEFILL_FEATURES_<isa>.
file(READ ${PROJECT_SOURCE_DIR}/include/lanefill/isas.hpp _lanefill_registry)
string(REGEX MATCHALL "X\\([a-z0-9_]+, [a-z0-9_]+, \"[^\"]*\", \"[^\"]*\", [a-z0-9_]+\\)" _lanefill_rows
       "${_lanefill_registry}")
set(LANEFILL_ALL_ISAS)
foreach(row ${_lanefill_rows})
  string(REGEX REPLACE "X\\(([a-z0-9_]+), ([a-z0-9_]+), \"([^\"]*)\", \"([^\"]*)\", ([a-z0-9_]+)\\)"
         "\\1;\\2;\\3;\\4;\\5" fields "${row}")
  list(GET fields 0 isa)
  list(GET fields 1 LANEFILL_ARCH_${isa})
  list(GET fields 2 flags)
  list(GET fields 3 LANEFILL_FEATURES_${isa})
  list(GET fields 4 LANEFILL_INLINE_${isa})
  separate_arguments(LANEFILL_FLAGS_${isa} UNIX_COMMAND "${flags}")
  list(APPEND LANEFILL_ALL_ISAS ${isa})
endforeach()
if(NOT "scalar" IN_LIST LANEFILL_ALL_ISAS OR NOT LANEFILL_ALL_ISAS MATCHES ";")
  message(FATAL_ERROR "could not read the ISA registry (include/lanefill/isas.hpp)")
endif()
string(JOIN "|" LANEFILL_ISA_REGEX ${LANEFILL_ALL_ISAS})

# The ISAs with a simd/<isa>/<isa>.cpp, and those of the target's architecture.
set(LANEFILL_SIMD_ISAS ${LANEFILL_ALL_ISAS})
list(REMOVE_ITEM LANEFILL_SIMD_ISAS scalar)
set(LANEFILL_TARGET_ISAS)
foreach(isa ${LANEFILL_SIMD_ISAS})
  if(LANEFILL_ARCH_${isa} STREQUAL LANEFILL_TARGET_ARCH)
    list(APPEND LANEFILL_TARGET_ISAS ${isa})
  endif()
endforeach()

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
# The algorithms, from LANEFILL_ALGORITHM_LIST (one X(name) per line).
lanefill_x_list_names(LANEFILL_ALGORITHMS "^  X\\([a-z0-9_]+\\)")
if(NOT LANEFILL_ALGORITHMS)
  message(FATAL_ERROR "no algorithm found in LANEFILL_ALGORITHM_LIST (include/lanefill/kernels.hpp)")
endif()

# One switch per ISA, on by default where the target's architecture runs it;
# LANEFILL_SCALAR_ONLY turns the defaults off (a portable scalar-only build).
option(LANEFILL_SCALAR_ONLY "Compile no simd/ file: scalar kernels only" OFF)
foreach(isa ${LANEFILL_SIMD_ISAS})
  string(TOUPPER ${isa} ISA)
  set(default OFF)
  if(isa IN_LIST LANEFILL_TARGET_ISAS AND NOT LANEFILL_SCALAR_ONLY)
    set(default ON)
  endif()
  option(LANEFILL_ENABLE_${ISA} "Compile the ${isa} kernels (simd/${isa}/${isa}.cpp)" ${default})
  if(LANEFILL_ENABLE_${ISA} AND NOT isa IN_LIST LANEFILL_TARGET_ISAS)
    message(FATAL_ERROR "LANEFILL_ENABLE_${ISA}: ${isa} is an ${LANEFILL_ARCH_${isa}} ISA; "
                        "this build targets ${CMAKE_SYSTEM_PROCESSOR}")
  endif()
endforeach()
# The ISAs this build compiles (scalar first).
set(LANEFILL_COMPILED_ISAS scalar)
foreach(isa ${LANEFILL_SIMD_ISAS})
  string(TOUPPER ${isa} ISA)
  if(LANEFILL_ENABLE_${ISA})
    list(APPEND LANEFILL_COMPILED_ISAS ${isa})
  endif()
endforeach()
# The inline targets (lanefill/native.h) this build compiles the example
# engines and the inline tests for: the compiled ISAs that are their own
# inline target (the registry's last column), scalar first.
set(LANEFILL_INLINE_TARGETS)
foreach(isa ${LANEFILL_COMPILED_ISAS})
  if(LANEFILL_INLINE_${isa} STREQUAL isa)
    list(APPEND LANEFILL_INLINE_TARGETS ${isa})
  endif()
endforeach()

# Adds simd/<isa>/<isa>.cpp for every enabled ISA to <target>, with its registry
# flags on that file only, and writes the list of compiled ISAs that
# lib/implementations.hpp reads (lanefill_compiled_isas.hpp, LANEFILL_COMPILED_ISAS(X)).
function(lanefill_add_isa_sources target)
  set(entries)
  foreach(isa ${LANEFILL_COMPILED_ISAS})
    string(APPEND entries " X(${isa})")
    # One folder per ISA: simd/<isa>/<isa>.cpp, compiled with the registry's flags.
    set(src ${PROJECT_SOURCE_DIR}/simd/${isa}/${isa}.cpp)
    target_sources(${target} PRIVATE ${src})
    if(LANEFILL_FLAGS_${isa})
      set_source_files_properties(${src} PROPERTIES COMPILE_OPTIONS "${LANEFILL_FLAGS_${isa}}")
    endif()
  endforeach()
  set(dir ${CMAKE_CURRENT_BINARY_DIR}/lanefill_generated)
  file(CONFIGURE OUTPUT ${dir}/lanefill_compiled_isas.hpp CONTENT
       "// Generated by cmake/LanefillIsa.cmake: the ISAs this build compiles.\n#pragma once\n#define LANEFILL_COMPILED_ISAS(X)${entries}\n")
  target_include_directories(${target} PRIVATE ${dir} ${PROJECT_SOURCE_DIR}/simd/common)
  list(LENGTH LANEFILL_COMPILED_ISAS n)
  if(n GREATER 1)
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
  # The generated list of this build's inline targets, X(name) each, for the
  # engines' per-target entry points (examples/common/targets.hpp).
  set(entries)
  set(dir ${CMAKE_CURRENT_BINARY_DIR}/lanefill_generated)
  foreach(isa ${LANEFILL_INLINE_TARGETS})
    string(APPEND entries " X(${isa})")
    set(objects ${target}_${isa})
    add_library(${objects} OBJECT ${source})
    target_compile_definitions(${objects} PRIVATE ${define}=${isa})
    target_compile_options(${objects} PRIVATE ${LANEFILL_FLAGS_${isa}})
    target_link_libraries(${objects} PRIVATE lanefill::lanefill lanefill_warnings)
    target_include_directories(${objects} PRIVATE ${dir})
    target_sources(${target} PRIVATE $<TARGET_OBJECTS:${objects}>)
  endforeach()
  file(CONFIGURE OUTPUT ${dir}/lanefill_inline_targets.hpp CONTENT
       "// Generated by cmake/LanefillIsa.cmake: the inline targets this build compiles.\n#pragma once\n#define LANEFILL_INLINE_TARGETS(X)${entries}\n")
  target_include_directories(${target} PUBLIC ${dir})
endfunction()
