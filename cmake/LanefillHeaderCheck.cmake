# Every public header compiles on its own, as C++17 and as C++20, with the
# strict warnings engines use (-Wpedantic -Wconversion -Wsign-conversion
# -Wshadow, as errors), once as is and once the way many engines build
# (-fno-exceptions -fno-rtti); the C headers also as C99 and C11. One object
# library per variant, built with the tests: a header that breaks this breaks
# the build. (Consumers see the headers as SYSTEM headers; this check does not.)
set(LANEFILL_STRICT_WARNINGS -Wall -Wextra -Wpedantic -Wconversion -Wsign-conversion -Wshadow
    -Werror)
file(GLOB _lanefill_public_headers CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/include/lanefill/*.hpp ${PROJECT_SOURCE_DIR}/include/lanefill/*.h)
file(GLOB _lanefill_c_headers CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/include/lanefill/*.h)

# lanefill_header_check(<name> <language> <standard> <extension> <headers> [flags...])
function(lanefill_header_check name lang std ext headers)
  set(sources)
  foreach(header ${headers})
    file(RELATIVE_PATH file ${PROJECT_SOURCE_DIR}/include/lanefill ${header})
    string(MAKE_C_IDENTIFIER ${file} id)
    set(tu ${PROJECT_BINARY_DIR}/header-check/${name}/${id}.${ext})
    file(CONFIGURE OUTPUT ${tu} CONTENT "#include <lanefill/${file}>\n#include <lanefill/${file}>\n")
    list(APPEND sources ${tu})
  endforeach()
  add_library(lanefill_header_check_${name} OBJECT ${sources})
  target_include_directories(lanefill_header_check_${name} PRIVATE ${PROJECT_SOURCE_DIR}/include
    ${PROJECT_BINARY_DIR}/include)
  target_compile_options(lanefill_header_check_${name} PRIVATE ${LANEFILL_STRICT_WARNINGS} ${ARGN})
  set_target_properties(lanefill_header_check_${name} PROPERTIES ${lang}_STANDARD ${std}
    ${lang}_STANDARD_REQUIRED ON ${lang}_EXTENSIONS OFF)
endfunction()

foreach(std 17 20)
  lanefill_header_check(cxx${std} CXX ${std} cpp "${_lanefill_public_headers}")
  lanefill_header_check(cxx${std}_noexcept CXX ${std} cpp "${_lanefill_public_headers}"
    -fno-exceptions -fno-rtti)
endforeach()
foreach(std 99 11)
  lanefill_header_check(c${std} C ${std} c "${_lanefill_c_headers}")
endforeach()

# native.h (and native.hpp over it) has one kernel per target, and each
# target's header (native/<target>.h) may be included on its own: check each
# inline target of the registry with its flags, as C99 and C++17 (compile
# only: nothing here runs).
foreach(target ${LANEFILL_INLINE_TARGETS})
  set(_headers ${PROJECT_SOURCE_DIR}/include/lanefill/native.h
    ${PROJECT_SOURCE_DIR}/include/lanefill/native/${target}.h)
  lanefill_header_check(native_c99_${target} C 99 c "${_headers}" ${LANEFILL_FLAGS_${target}})
  lanefill_header_check(native_cxx17_${target} CXX 17 cpp
    "${_headers};${PROJECT_SOURCE_DIR}/include/lanefill/native.hpp" ${LANEFILL_FLAGS_${target}})
endforeach()

# The macros the public headers leave defined are the documented ones
# (tests/headers/check_macros.py): each header under the default flags, the
# inline path's under each inline target's flags.
find_package(Python3 COMPONENTS Interpreter QUIET)
set(_cases)
set(_names)
foreach(header ${_lanefill_public_headers})
  get_filename_component(file ${header} NAME)
  list(APPEND _names ${file})
endforeach()
string(JOIN " " _names ${_names})
list(APPEND _cases --case "default||${_names}")
foreach(target ${LANEFILL_INLINE_TARGETS})
  string(JOIN " " _flags ${LANEFILL_FLAGS_${target}})
  list(APPEND _cases --case "${target}|${_flags}|native.h native.hpp native/${target}.h")
endforeach()
if(Python3_Interpreter_FOUND)
  add_test(NAME headers.macros COMMAND ${Python3_EXECUTABLE}
    ${PROJECT_SOURCE_DIR}/tests/headers/check_macros.py --compiler ${CMAKE_CXX_COMPILER}
    --include ${PROJECT_SOURCE_DIR}/include --include ${PROJECT_BINARY_DIR}/include ${_cases})
else()
  add_test(NAME headers.macros COMMAND sh -c "echo 'skipped: no python3 found'; exit 77")
  set_tests_properties(headers.macros PROPERTIES SKIP_RETURN_CODE 77)
endif()
set_tests_properties(headers.macros PROPERTIES LABELS headers)

# The structure a reader meets (tests/headers/check_structure.py): no macro
# of the project more than two levels deep; no header opened twice in one
# translation unit (each public header, and the inline path per target).
if(Python3_Interpreter_FOUND)
  add_test(NAME headers.macro_depth COMMAND ${Python3_EXECUTABLE}
    ${PROJECT_SOURCE_DIR}/tests/headers/check_structure.py --root ${PROJECT_SOURCE_DIR} --macros)
  set(_once_cases --case "default||${_names}")
  foreach(target ${LANEFILL_INLINE_TARGETS})
    string(JOIN " " _flags ${LANEFILL_FLAGS_${target}})
    list(APPEND _once_cases --case "${target}|${_flags}|native.h native.hpp native/${target}.h")
  endforeach()
  add_test(NAME headers.included_once COMMAND ${Python3_EXECUTABLE}
    ${PROJECT_SOURCE_DIR}/tests/headers/check_structure.py --root ${PROJECT_SOURCE_DIR} --once
    --compiler ${CMAKE_CXX_COMPILER} --include ${PROJECT_SOURCE_DIR}/include
    --include ${PROJECT_BINARY_DIR}/include ${_once_cases})
  # The C headers in layers: no header uses a name defined above it (in a
  # header that includes it), each generated header included by one header,
  # at its top (tests/headers/check_layers.py); the self-test plants each
  # mistake in a copy and wants it reported.
  add_test(NAME headers.layers COMMAND ${Python3_EXECUTABLE}
    ${PROJECT_SOURCE_DIR}/tests/headers/check_layers.py --root ${PROJECT_SOURCE_DIR})
  add_test(NAME headers.layers_self_test COMMAND ${Python3_EXECUTABLE}
    ${PROJECT_SOURCE_DIR}/tests/headers/check_layers.py --root ${PROJECT_SOURCE_DIR} --self-test)
  # No file name in two layers (tests/headers/check_names.py; needs git).
  add_test(NAME headers.names COMMAND ${Python3_EXECUTABLE}
    ${PROJECT_SOURCE_DIR}/tests/headers/check_names.py ${PROJECT_SOURCE_DIR})
  set_tests_properties(headers.names PROPERTIES SKIP_RETURN_CODE 77)
  # Every generated file is what scripts/generate.py makes from its sources
  # (clang-format 14 formats them, as scripts/format.sh does).
  find_program(LANEFILL_CLANG_FORMAT clang-format)
  if(LANEFILL_CLANG_FORMAT)
    add_test(NAME generated.up_to_date COMMAND ${Python3_EXECUTABLE}
      ${PROJECT_SOURCE_DIR}/scripts/generate.py --check)
  else()
    add_test(NAME generated.up_to_date COMMAND sh -c
      "echo 'skipped: no clang-format (apt-get install clang-format)'; exit 77")
    set_tests_properties(generated.up_to_date PROPERTIES SKIP_RETURN_CODE 77)
  endif()
  # The generator renders, it holds no kernel or call: at most 100 lines of C
  # or C++ in the Python files' strings (tests/generated/count_c_in_python.py).
  add_test(NAME generated.c_in_python COMMAND ${Python3_EXECUTABLE}
    ${PROJECT_SOURCE_DIR}/tests/generated/count_c_in_python.py ${PROJECT_SOURCE_DIR} --limit 100)
  set_tests_properties(headers.macro_depth headers.included_once headers.layers
    headers.layers_self_test headers.names generated.up_to_date generated.c_in_python
    PROPERTIES LABELS headers)
endif()

# The C API headers and the inline path as the MSVC family of compilers sees
# them: clang in MSVC mode, and MSVC's view of the preprocessor
# (tests/headers/msvc_mode.cmake; syntax only, no MSVC headers needed).
find_program(LANEFILL_CLANG_FOR_MSVC NAMES clang clang-14)
if(LANEFILL_CLANG_FOR_MSVC AND LANEFILL_IS_X86_64)
  set(_targets)
  foreach(target ${LANEFILL_INLINE_TARGETS})
    string(JOIN " " _flags ${LANEFILL_FLAGS_${target}})
    list(APPEND _targets "${target}=${_flags}")
  endforeach()
  string(JOIN "|" _targets ${_targets})
  add_test(NAME headers.msvc_mode COMMAND ${CMAKE_COMMAND} -DCLANG=${LANEFILL_CLANG_FOR_MSVC}
    -DSOURCE_DIR=${PROJECT_SOURCE_DIR} -DBINARY_DIR=${PROJECT_BINARY_DIR}
    -DWORK=${PROJECT_BINARY_DIR}/header-check/msvc "-DTARGETS=${_targets}"
    -P ${PROJECT_SOURCE_DIR}/tests/headers/msvc_mode.cmake)
  set_tests_properties(headers.msvc_mode PROPERTIES LABELS headers)
elseif(LANEFILL_IS_X86_64)
  add_test(NAME headers.msvc_mode COMMAND sh -c "echo 'skipped: no clang found (apt-get install clang)'; exit 77")
  set_tests_properties(headers.msvc_mode PROPERTIES SKIP_RETURN_CODE 77 LABELS headers)
endif()
