# cmake -P odr_check.cmake -DNM=nm "-DOBJECTS=a.o;b.o;..." [-DISA_OBJECTS=regex]
# The ODR hazard of per-file ISA flags: an inline function compiled in both
# simd/avx2/avx2.cpp and a baseline file becomes one weak symbol, and the linker
# may keep the AVX2 copy for the baseline caller. This check fails if any
# weak (or unique) symbol is defined by a simd/ object and by another object
# of the library. (DW.ref.* are exception-personality data, and _ZTI*/_ZTS*
# the type information of a type, which clang's UndefinedBehaviorSanitizer
# emits for the function types of the kernel tables: data, not code.)
# ISA_OBJECTS: the path pattern of the objects compiled with ISA flags
# (default: simd/; the chess example's per-target objects for its check).
# SAME_FLAGS: file names of simd/ objects compiled with identical flags, as
# "a.cpp.o|b.cpp.o" groups (avx512 and avx512icl): their shared weak symbols
# are the same code, whichever copy the linker keeps.
cmake_minimum_required(VERSION 3.20)

function(weak_symbols object out)
  execute_process(COMMAND ${NM} --defined-only ${object} OUTPUT_VARIABLE text RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "nm failed on ${object}")
  endif()
  string(REGEX MATCHALL "[^\n]* [WVu] [^\n]*" lines "${text}")
  set(names "")
  foreach(line IN LISTS lines)
    string(REGEX REPLACE "^.* [WVu] " "" name "${line}")
    if(NOT name MATCHES "^DW\\.ref\\." AND NOT name MATCHES "^_ZT[IS]")
      list(APPEND names "${name}")
    endif()
  endforeach()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

set(simd_objects "")
set(other_objects "")
if(NOT DEFINED ISA_OBJECTS)
  set(ISA_OBJECTS "/simd/")
endif()
foreach(o IN LISTS OBJECTS)
  # simd/scalar/ has no ISA flags: it is compiled as the rest of the library.
  if(o MATCHES "${ISA_OBJECTS}" AND NOT o MATCHES "/simd/scalar/")
    list(APPEND simd_objects ${o})
  else()
    list(APPEND other_objects ${o})
  endif()
endforeach()
if(NOT simd_objects)
  message(STATUS "no simd/ objects in this build: nothing to check")
  return()
endif()

set(failures 0)
foreach(s IN LISTS simd_objects)
  weak_symbols(${s} mine)
  foreach(o IN LISTS other_objects simd_objects)
    if(o STREQUAL s)
      continue()
    endif()
    get_filename_component(s_name ${s} NAME)
    get_filename_component(o_name ${o} NAME)
    set(alike OFF)
    foreach(group IN LISTS SAME_FLAGS)
      string(REPLACE "|" ";" members "${group}")
      if(s_name IN_LIST members AND o_name IN_LIST members AND o MATCHES "${ISA_OBJECTS}")
        set(alike ON)
      endif()
    endforeach()
    if(alike)
      continue()
    endif()
    weak_symbols(${o} theirs)
    foreach(name IN LISTS mine)
      if(name IN_LIST theirs)
        message(SEND_ERROR "weak symbol ${name} is defined in ${s} and ${o}")
        math(EXPR failures "${failures} + 1")
      endif()
    endforeach()
  endforeach()
  list(LENGTH mine n)
  get_filename_component(file ${s} NAME)
  message(STATUS "${file}: ${n} weak symbols, none shared with an object of other flags")
endforeach()
if(failures GREATER 0)
  message(FATAL_ERROR "${failures} weak symbols shared across ISA boundaries")
endif()
