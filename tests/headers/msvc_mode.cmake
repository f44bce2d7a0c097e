# cmake -P msvc_mode.cmake — the public headers as a Windows compiler of the
# MSVC family sees them: clang in MSVC mode (--target=x86_64-pc-windows-msvc
# -fms-compatibility, which defines _MSC_VER as clang-cl does), and MSVC
# itself as its preprocessor sees the headers (the same mode without
# __clang__). No MSVC headers are installed here: the C checks are
# freestanding, and the two C library headers the inline path includes
# (assert.h, stdlib.h) are stand-ins written below.
#   1. lanefill.h, types.h and universal.h compile as C11 and C++17, warnings
#      as errors (clang in MSVC mode, and the MSVC view).
#   2. native.h compiles under clang in MSVC mode for every inline target's
#      flags and picks that target.
#   3. The MSVC view: native.h compiles to the scalar target; the vector
#      targets' headers and the C++ headers stop with a message that says
#      what the compiler lacks and what to use instead.
# Variables: CLANG, SOURCE_DIR, BINARY_DIR (for lanefill/isas.hpp), WORK,
# TARGETS ("target=flags|...": the inline targets and their registry flags).
cmake_minimum_required(VERSION 3.20)

file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK}/crt)
file(WRITE ${WORK}/crt/assert.h "#define assert(e) ((void)0)\n")
file(WRITE ${WORK}/crt/stdlib.h "unsigned __int64 _byteswap_uint64(unsigned __int64);\n")
set(msvc ${CLANG} --target=x86_64-pc-windows-msvc -fms-compatibility -fms-extensions
    -fsyntax-only -ffreestanding -Wall -Wextra -Werror
    -I${SOURCE_DIR}/include -I${BINARY_DIR}/include -isystem ${WORK}/crt)
set(msvc_proper -U__clang__ -Wno-builtin-macro-redefined)  # what cl.exe's preprocessor sees
set(failures "")
set(checks 0)

# compile(<name> <expect: ok|error> <message regex> <source text> <flags...>)
function(compile name expect message text)
  string(MAKE_C_IDENTIFIER "${name}" file)
  if(name MATCHES "C\\+\\+")
    set(source ${WORK}/${file}.cpp)
    set(language -x c++ -std=c++17)
  else()
    set(source ${WORK}/${file}.c)
    set(language -x c -std=c11)
  endif()
  file(WRITE ${source} "${text}\n")
  execute_process(COMMAND ${msvc} ${language} ${ARGN} ${source}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  math(EXPR n "${checks} + 1")
  set(checks ${n} PARENT_SCOPE)
  if(expect STREQUAL "ok" AND NOT rc EQUAL 0)
    set(failures "${failures}${name}: does not compile\n${err}\n" PARENT_SCOPE)
  elseif(expect STREQUAL "error" AND rc EQUAL 0)
    set(failures "${failures}${name}: compiles, but should stop with '${message}'\n" PARENT_SCOPE)
  elseif(expect STREQUAL "error" AND NOT err MATCHES "${message}")
    set(failures "${failures}${name}: stops without saying '${message}'\n${err}\n" PARENT_SCOPE)
  else()
    message(STATUS "ok: ${name}")
  endif()
endfunction()

# 1. The C API headers.
foreach(header lanefill.h types.h universal.h)
  foreach(lang C C++)
    compile("${header} as ${lang}, clang in MSVC mode" ok "" "#include <lanefill/${header}>")
    compile("${header} as ${lang}, MSVC" ok "" "#include <lanefill/${header}>" ${msvc_proper})
  endforeach()
endforeach()

# 2. The inline path under clang in MSVC mode, each target by its flags.
string(REPLACE "|" ";" targets "${TARGETS}")
foreach(entry ${targets})
  string(REGEX MATCH "^[^=]+" target "${entry}")
  string(REGEX REPLACE "^[^=]+=" "" flags "${entry}")
  separate_arguments(flags UNIX_COMMAND "${flags}")
  string(TOUPPER ${target} TARGET)
  compile("native.h for ${target}, clang in MSVC mode" ok ""
    "#include <lanefill/native.h>\n#if !LANEFILL_NATIVE_${TARGET}\n#error wrong target\n#endif\nint x(void) { return (int)lanefill_native_queen_attacks(28, 0); }"
    ${flags})
  # 3. The MSVC view of the same flags.
  if(target STREQUAL "scalar")
    compile("native.h, MSVC" ok ""
      "#include <lanefill/native.h>\n#if !LANEFILL_NATIVE_SCALAR\n#error wrong target\n#endif\nint x(void) { return (int)lanefill_native_queen_attacks(28, 0); }"
      ${msvc_proper})
  else()
    compile("native/${target}.h, MSVC" error "native/${target}.h needs GCC or Clang.*MSVC has none"
      "#include <lanefill/native/${target}.h>" ${flags} ${msvc_proper})
  endif()
endforeach()
compile("bitboard.hpp as C++, MSVC" error "C\\+\\+ headers need GCC or Clang.*use the C API"
  "#include <lanefill/bitboard.hpp>" ${msvc_proper})

if(NOT failures STREQUAL "")
  message(FATAL_ERROR "${failures}")
endif()
message(STATUS "${checks} checks of the headers in MSVC mode passed")
