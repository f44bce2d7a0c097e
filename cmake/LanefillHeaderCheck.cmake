# Every public header compiles on its own, as C++17 and as C++20, with the
# strict warnings engines use (-Wpedantic -Wconversion -Wsign-conversion
# -Wshadow, as errors), and lanefill.h also as C99. One object library per
# standard, built with the tests: a header that breaks this breaks the build.
# (Consumers see the headers as SYSTEM headers; this check does not.)
set(LANEFILL_STRICT_WARNINGS -Wall -Wextra -Wpedantic -Wconversion -Wsign-conversion -Wshadow
    -Werror)
file(GLOB _lanefill_public_headers CONFIGURE_DEPENDS
  ${PROJECT_SOURCE_DIR}/include/lanefill/*.hpp ${PROJECT_SOURCE_DIR}/include/lanefill/*.h)

foreach(std 17 20)
  set(sources)
  foreach(header ${_lanefill_public_headers})
    get_filename_component(name ${header} NAME)
    string(MAKE_C_IDENTIFIER ${name} id)
    set(tu ${PROJECT_BINARY_DIR}/header-check/cxx${std}/${id}.cpp)
    file(CONFIGURE OUTPUT ${tu} CONTENT "#include <lanefill/${name}>\n#include <lanefill/${name}>\n")
    list(APPEND sources ${tu})
  endforeach()
  add_library(lanefill_header_check_cxx${std} OBJECT ${sources})
  target_include_directories(lanefill_header_check_cxx${std} PRIVATE ${PROJECT_SOURCE_DIR}/include
    ${PROJECT_BINARY_DIR}/include)
  target_compile_options(lanefill_header_check_cxx${std} PRIVATE ${LANEFILL_STRICT_WARNINGS})
  set_target_properties(lanefill_header_check_cxx${std} PROPERTIES CXX_STANDARD ${std}
    CXX_STANDARD_REQUIRED ON CXX_EXTENSIONS OFF)
endforeach()

set(_lanefill_c_tu ${PROJECT_BINARY_DIR}/header-check/c99/lanefill_h.c)
file(CONFIGURE OUTPUT ${_lanefill_c_tu} CONTENT "#include <lanefill/lanefill.h>\n")
add_library(lanefill_header_check_c99 OBJECT ${_lanefill_c_tu})
target_include_directories(lanefill_header_check_c99 PRIVATE ${PROJECT_SOURCE_DIR}/include)
target_compile_options(lanefill_header_check_c99 PRIVATE -Wall -Wextra -Wpedantic -Werror)
set_target_properties(lanefill_header_check_c99 PROPERTIES C_STANDARD 99 C_STANDARD_REQUIRED ON
  C_EXTENSIONS OFF)

# native.hpp has one kernel per target: check the AVX2 and AVX-512 branches too
# (compile only: nothing here runs).
if(LANEFILL_IS_X86_64)
  foreach(level v3 v4)
    set(tu ${PROJECT_BINARY_DIR}/header-check/native-${level}/native_hpp.cpp)
    file(CONFIGURE OUTPUT ${tu} CONTENT "#include <lanefill/native.hpp>\n")
    add_library(lanefill_header_check_native_${level} OBJECT ${tu})
    target_include_directories(lanefill_header_check_native_${level} PRIVATE
      ${PROJECT_SOURCE_DIR}/include)
    target_compile_options(lanefill_header_check_native_${level} PRIVATE
      ${LANEFILL_STRICT_WARNINGS} -march=x86-64-${level})
    set_target_properties(lanefill_header_check_native_${level} PROPERTIES CXX_STANDARD 17
      CXX_STANDARD_REQUIRED ON CXX_EXTENSIONS OFF)
  endforeach()
endif()
