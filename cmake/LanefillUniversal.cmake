# lanefill_add_universal: one program for every CPU, each part of it at its
# inline speed (docs/engines.md, "One binary for every CPU").
#
#   lanefill_add_universal(<target>
#     SOURCES <file>...            C or C++ sources compiled once per copy
#     ENTRY <function>...          C-linkage functions the sources define (main
#                                  is one); calls to them run the chosen copy
#     [TARGETS <isa>...]           the copies (default: every inline target of
#                                  this lanefill build: scalar, avx2, avx512,
#                                  avx512icl on x86-64)
#     [OPTIONS_<isa> <flag>...]    flags of that copy only (an engine's -DUSE_*)
#     [OPTIONS <flag>...]          flags of every copy
#     [LINK_LIBRARIES <lib>...]    whose usage requirements the copies compile with
#     [NAME <name>])               for lanefill/universal.h (default: <target>)
#
# <target> is an existing executable or library: it gets the copies and the
# generated ENTRY functions; its other sources are compiled once, for the
# baseline (data meant to exist once, such as an engine's embedded network,
# belongs there). Each copy compiles SOURCES with the target's include
# directories, definitions, options and language standard, the copy's
# registry flags (simd/registry.json) and lanefill's inline kernels
# (lanefill/native.h picks the copy's target from those flags), then is
# isolated by cmake/lanefill_universal_isolate.cmake: linked into one
# relocatable object (LTO, if the objects are LTO objects, happens there),
# COMDAT groups dissolved, every symbol renamed <name>.lanefill_<isa> and made
# local but for the ENTRY functions (<entry>_lanefill_<isa>), the static
# initialisers moved aside. At start-up the generated code
# (cmake/lanefill_universal.c.in) picks the copy of the active ISA's inline
# target — lanefill's CPU detection, LANEFILL_ISA honoured —, runs its
# initialisers and points the ENTRY functions at it. The build fails with a
# message where a copy cannot be isolated (.ctors sections, a replaced
# operator new, an ENTRY the sources do not define, ...). x86-64 and aarch64;
# GNU binutils (ld, objcopy, nm, readelf); g++ or clang, with or without LTO.

set_property(GLOBAL PROPERTY LANEFILL_UNIVERSAL_DIR ${CMAKE_CURRENT_LIST_DIR})

function(lanefill_add_universal target)
  get_property(dir GLOBAL PROPERTY LANEFILL_UNIVERSAL_DIR)
  get_property(registry GLOBAL PROPERTY LANEFILL_UNIVERSAL_REGISTRY)
  include(${registry})  # LANEFILL_U_ISAS, _ARCH, _INLINE_TARGETS, _FLAGS_<isa>, _INLINE_<isa>
  set(lists SOURCES ENTRY TARGETS LINK_LIBRARIES OPTIONS)
  foreach(isa ${LANEFILL_U_ISAS})
    list(APPEND lists OPTIONS_${isa})
  endforeach()
  cmake_parse_arguments(PARSE_ARGV 1 U "" "NAME" "${lists}")
  if(NOT TARGET ${target})
    message(FATAL_ERROR "lanefill_add_universal: ${target} is not a target (create it first: "
                        "add_executable(${target}) or add_library(${target}))")
  endif()
  if(NOT U_SOURCES OR NOT U_ENTRY)
    message(FATAL_ERROR "lanefill_add_universal(${target}): SOURCES and ENTRY are required")
  endif()
  foreach(entry ${U_ENTRY})
    if(NOT entry MATCHES "^[A-Za-z_][A-Za-z0-9_]*$")
      message(FATAL_ERROR "lanefill_add_universal(${target}): ENTRY ${entry} is not a C "
                          "identifier: declare the function extern \"C\" and name it here")
    endif()
  endforeach()
  # The object format decides how a copy is isolated: ELF (Linux, the BSDs)
  # and PE/COFF with the GNU toolchain (MinGW-w64) can; neither MSVC's
  # link.exe nor Apple's ld64 makes one relocatable object of a copy (no
  # `ld -r` keeping COMDAT apart), so their programs cannot hold copies.
  if(APPLE)
    message(FATAL_ERROR "lanefill_add_universal(${target}): Mach-O (macOS) cannot hold isolated "
      "copies (ld64 has no relocatable link that keeps each copy's inline code apart). Build one "
      "program per ISA with lanefill/native.h, or call the dispatched library (lanefill.h)")
  elseif(WIN32 AND NOT MINGW)
    message(FATAL_ERROR "lanefill_add_universal(${target}): MSVC's link.exe cannot make one "
      "relocatable object of a copy (no `ld -r`), so copies cannot be isolated. Build the program "
      "with MinGW-w64 (cmake/x86_64-w64-mingw32.cmake: its Windows programs hold every copy), or "
      "call the dispatched library (lanefill.h), which needs no copies")
  endif()
  if(WIN32)
    set(format pe)
    set(format_tool ${CMAKE_OBJDUMP})
    set(format_tool_variable OBJDUMP)
  else()
    set(format elf)
    set(format_tool ${CMAKE_READELF})
    set(format_tool_variable READELF)
  endif()
  if(NOT LANEFILL_U_ARCH MATCHES "^(x86_64|aarch64)$")
    message(FATAL_ERROR "lanefill_add_universal(${target}): x86-64 and aarch64 only "
                        "(this lanefill targets ${LANEFILL_U_ARCH})")
  endif()
  if(NOT CMAKE_OBJCOPY OR NOT CMAKE_NM OR NOT format_tool)
    message(FATAL_ERROR "lanefill_add_universal(${target}): needs objcopy, nm and "
                        "${format_tool_variable} of GNU binutils (this toolchain's prefix)")
  endif()
  set(name ${target})
  if(U_NAME)
    set(name ${U_NAME})
  endif()
  string(MAKE_C_IDENTIFIER "${name}" name)
  set(copies ${LANEFILL_U_INLINE_TARGETS})
  if(U_TARGETS)
    set(copies)
    foreach(isa ${LANEFILL_U_ISAS})  # registry order
      if(isa IN_LIST U_TARGETS)
        list(APPEND copies ${isa})
      endif()
    endforeach()
    foreach(isa ${U_TARGETS})
      if(NOT isa IN_LIST LANEFILL_U_INLINE_TARGETS)
        message(FATAL_ERROR "lanefill_add_universal(${target}): TARGETS ${isa} is not an inline "
                            "target of this lanefill build (${LANEFILL_U_INLINE_TARGETS})")
      endif()
    endforeach()
    if(NOT "scalar" IN_LIST copies)
      message(FATAL_ERROR "lanefill_add_universal(${target}): TARGETS must include scalar "
                          "(the copy every CPU runs)")
    endif()
  endif()
  foreach(arg ${ARGN})
    if(arg MATCHES "^OPTIONS_(.*)$" AND NOT CMAKE_MATCH_1 IN_LIST LANEFILL_U_ISAS)
      message(FATAL_ERROR "lanefill_add_universal(${target}): ${arg}: no ISA ${CMAKE_MATCH_1} "
                          "(${LANEFILL_U_ISAS})")
    endif()
  endforeach()
  # The compiler driver that links each copy (-r, and LTO there): C's if a
  # source is C (it links C++ objects too), else C++'s.
  get_property(languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  set(compiler_language CXX)
  foreach(source ${U_SOURCES})
    if(source MATCHES "\\.c$")
      set(compiler_language C)
    endif()
  endforeach()
  if(compiler_language STREQUAL "C" AND NOT "C" IN_LIST languages)
    message(FATAL_ERROR "lanefill_add_universal(${target}): C sources need project(... C)")
  endif()

  set(work ${CMAKE_CURRENT_BINARY_DIR}/${target}_universal)
  set(outputs)
  set(copy_objects)
  set(declarations "")
  set(table "")
  foreach(isa ${copies})
    set(copy ${target}_copy_${isa})
    add_library(${copy} OBJECT ${U_SOURCES})
    foreach(property INCLUDE_DIRECTORIES COMPILE_DEFINITIONS COMPILE_OPTIONS)
      set_property(TARGET ${copy} APPEND PROPERTY ${property}
        "$<TARGET_PROPERTY:${target},${property}>")
    endforeach()
    foreach(property C_STANDARD CXX_STANDARD C_EXTENSIONS CXX_EXTENSIONS
                     INTERPROCEDURAL_OPTIMIZATION POSITION_INDEPENDENT_CODE)
      get_target_property(value ${target} ${property})
      if(NOT value STREQUAL "value-NOTFOUND")
        set_property(TARGET ${copy} PROPERTY ${property} ${value})
      endif()
    endforeach()
    target_link_libraries(${copy} PRIVATE lanefill::lanefill ${U_LINK_LIBRARIES})
    target_compile_definitions(${copy} PRIVATE LANEFILL_UNIVERSAL_COPY=${isa})
    target_compile_options(${copy} PRIVATE ${LANEFILL_U_FLAGS_${isa}} ${U_OPTIONS}
      ${U_OPTIONS_${isa}})
    # The flags the link step needs too (LTO compiles there): the build
    # type's, the target's and the copy's.
    string(TOUPPER "${CMAKE_BUILD_TYPE}" config)
    separate_arguments(build_flags UNIX_COMMAND
      "${CMAKE_${compiler_language}_FLAGS} ${CMAKE_${compiler_language}_FLAGS_${config}}")
    set(link_flags ${build_flags} ${LANEFILL_U_FLAGS_${isa}} ${U_OPTIONS} ${U_OPTIONS_${isa}})
    # Not the flags that make a driver link runtimes in (clang links a
    # sanitizer's runtime even into a -r -nostdlib object): the program's
    # own link brings them, once.
    list(FILTER link_flags EXCLUDE REGEX "^(-f(no-)?sanitize|--coverage$|-fprofile-arcs$|-pg$)")
    set(object ${work}/${name}-${isa}.o)
    list(APPEND copy_objects "${isa}=${object}")
    add_custom_command(OUTPUT ${object}
      COMMAND ${CMAKE_COMMAND}
        "-DCOMPILER=${CMAKE_${compiler_language}_COMPILER}"
        "-DFLAGS=${link_flags}"
        "-DOBJECTS=$<TARGET_OBJECTS:${copy}>"
        "-DTARGET=${target}" -DNAME=${name} -DISA=${isa} "-DENTRIES=${U_ENTRY}"
        -DOUTPUT=${object} -DWORK=${work}
        -DFORMAT=${format} -DOBJCOPY=${CMAKE_OBJCOPY} -DNM=${CMAKE_NM}
        -D${format_tool_variable}=${format_tool}
        -P ${dir}/lanefill_universal_isolate.cmake
      DEPENDS ${copy} $<TARGET_OBJECTS:${copy}> ${dir}/lanefill_universal_isolate.cmake
      COMMENT "lanefill_add_universal: isolating the ${isa} copy of ${target}"
      VERBATIM)
    list(APPEND outputs ${object})

    # The generated file's view of the copy: where its initialisers and
    # finalisers lie (ELF: the linker's __start_/__stop_ symbols of the moved
    # sections, weak as a copy may have none; PE: two sections of the
    # generated file's own sorted by name around the moved ones).
    foreach(kind init fini)
      string(APPEND declarations "LANEFILL_U_BOUNDS(${kind}, ${name}_${isa})\n")
    endforeach()
    set(addresses)
    foreach(entry ${U_ENTRY})
      string(APPEND declarations "LANEFILL_U_EXTERN void ${entry}_lanefill_${isa}(void);\n")
      list(APPEND addresses "(void*)&${entry}_lanefill_${isa}")
    endforeach()
    list(JOIN addresses ", " addresses)
    list(FIND LANEFILL_U_ISAS ${isa} rank)
    string(APPEND table "\n    {\"${isa}\", ${rank}, LANEFILL_U_BEGIN(init, ${name}_${isa}), "
      "LANEFILL_U_END(init, ${name}_${isa}), LANEFILL_U_BEGIN(fini, ${name}_${isa}), "
      "LANEFILL_U_END(fini, ${name}_${isa}), {${addresses}}},")
  endforeach()
  set_source_files_properties(${outputs} PROPERTIES EXTERNAL_OBJECT ON GENERATED ON)

  # The generated file: the copy table, the choice, the ENTRY functions.
  set(LANEFILL_U_TARGET ${target})
  set(LANEFILL_U_NAME ${name})
  list(LENGTH U_ENTRY LANEFILL_U_ENTRY_COUNT)
  set(LANEFILL_U_INLINE_TABLE "")
  foreach(isa ${LANEFILL_U_ISAS})
    string(APPEND LANEFILL_U_INLINE_TABLE "{\"${isa}\", \"${LANEFILL_U_INLINE_${isa}}\"}, ")
  endforeach()
  set(LANEFILL_U_ENTRY_NAMES "")
  set(LANEFILL_U_SLOTS "")
  set(LANEFILL_U_SLOT_STORES "")
  set(LANEFILL_U_JUMPS "")
  set(index 0)
  foreach(entry ${U_ENTRY})
    set(slot lanefill_u_slot_${name}_${entry})
    string(APPEND LANEFILL_U_ENTRY_NAMES "\"${entry}\", ")
    string(APPEND LANEFILL_U_SLOTS "LANEFILL_U_EXTERN LANEFILL_U_HIDDEN void* ${slot};\n"
      "void* ${slot} = (void*)&lanefill_u_too_early;\n")
    string(APPEND LANEFILL_U_SLOT_STORES
      "  __atomic_store_n(&${slot}, lanefill_u_copies[i].entries[${index}], __ATOMIC_RELEASE);\n")
    string(APPEND LANEFILL_U_JUMPS "LANEFILL_U_JUMP(\"${entry}\", \"${slot}\")\n")
    math(EXPR index "${index} + 1")
  endforeach()
  set(LANEFILL_U_COPY_DECLARATIONS "${declarations}")
  set(LANEFILL_U_COPY_TABLE "${table}")
  list(JOIN copies " " LANEFILL_U_COPY_NAMES)
  set(generated ${work}/${name}_universal.c)
  configure_file(${dir}/lanefill_universal.c.in ${generated} @ONLY)
  if(NOT "C" IN_LIST languages)
    set_source_files_properties(${generated} PROPERTIES LANGUAGE CXX)
  endif()
  target_sources(${target} PRIVATE ${generated} ${outputs})
  # For checks (tests/universal): <isa>=<object> of each copy, the ENTRY functions.
  set_target_properties(${target} PROPERTIES LANEFILL_UNIVERSAL_COPIES "${copy_objects}"
    LANEFILL_UNIVERSAL_ENTRIES "${U_ENTRY}")
  target_link_libraries(${target} PRIVATE lanefill::lanefill)
endfunction()
