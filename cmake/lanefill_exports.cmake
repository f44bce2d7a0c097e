# cmake -P lanefill_exports.cmake — the exports of a lanefill DLL (Windows,
# BUILD_SHARED_LIBS=ON): the module-definition file the linker reads, made
# from the library's objects just before the link (PRE_LINK). The same names
# as the ELF version script cmake/lanefill.map: the C API (lanefill_*) and the
# C++ namespace lanefill (functions, typeinfo and vtables), never
# lanefill::detail nor anything else (standard-library instances, helpers of
# the kernel files). PE/COFF has no symbol visibility, so the filter is here.
# Data symbols are marked DATA (the import library gets no thunk for them).
# Variables: NM, OBJECTS (the library's object files), OUTPUT (the .def file).
cmake_minimum_required(VERSION 3.20)

function(symbols out)
  execute_process(COMMAND ${NM} --defined-only -g ${ARGN} ${OBJECTS}
    RESULT_VARIABLE rc OUTPUT_VARIABLE text ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "lanefill exports: ${NM} failed (${rc}):\n${err}")
  endif()
  string(REGEX MATCHALL "[^\n]+" lines "${text}")
  set(${out} "${lines}" PARENT_SCOPE)
endfunction()

# The same listing twice, raw and demangled: line i names one symbol.
symbols(raw)
symbols(demangled -C)
list(LENGTH raw count)
set(exports "")
set(exported 0)
set(seen)
if(count GREATER 0)
  math(EXPR last "${count} - 1")
  foreach(i RANGE ${last})
    list(GET raw ${i} line)
    if(NOT line MATCHES "^[0-9a-fA-F]+ ([A-Z]) (.+)$")
      continue()  # a file name line of nm
    endif()
    set(kind ${CMAKE_MATCH_1})
    set(name "${CMAKE_MATCH_2}")
    list(GET demangled ${i} shown_line)
    string(REGEX REPLACE "^[0-9a-fA-F]+ [A-Z] " "" shown "${shown_line}")
    if(NOT shown MATCHES "^(lanefill_|lanefill::|typeinfo for lanefill::|typeinfo name for lanefill::|vtable for lanefill::)"
       OR shown MATCHES "::detail::" OR name IN_LIST seen)
      continue()
    endif()
    list(APPEND seen "${name}")
    if(kind MATCHES "^[DBR]$")
      string(APPEND exports "  ${name} DATA\n")
    else()
      string(APPEND exports "  ${name}\n")
    endif()
    math(EXPR exported "${exported} + 1")
  endforeach()
endif()
if(exported LESS 20)
  message(FATAL_ERROR "lanefill exports: only ${exported} API symbols found in ${OBJECTS}")
endif()
set(text "; lanefill's exports (cmake/lanefill_exports.cmake): ${exported} symbols\nEXPORTS\n${exports}")
# Rewritten only when it changes (the link depends on it).
if(EXISTS ${OUTPUT})
  file(READ ${OUTPUT} old)
  if(old STREQUAL text)
    return()
  endif()
endif()
file(WRITE ${OUTPUT} "${text}")
