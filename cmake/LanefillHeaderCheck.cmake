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
    get_filename_component(file ${header} NAME)
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

# native.h (and native.hpp over it) has one kernel per target: check the AVX2
# and AVX-512 branches too, as C99 and C++17 (compile only: nothing here runs).
if(LANEFILL_IS_X86_64)
  foreach(level v3 v4)
    lanefill_header_check(native_c99_${level} C 99 c "${PROJECT_SOURCE_DIR}/include/lanefill/native.h"
      -march=x86-64-${level})
    lanefill_header_check(native_cxx17_${level} CXX 17 cpp
      "${PROJECT_SOURCE_DIR}/include/lanefill/native.hpp" -march=x86-64-${level})
  endforeach()
endif()
