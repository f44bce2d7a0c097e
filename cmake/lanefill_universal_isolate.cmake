# cmake -P lanefill_universal_isolate.cmake — one copy of a universal target
# (lanefill_add_universal, cmake/LanefillUniversal.cmake) made into one
# relocatable object that no other copy can reach:
#   1. a relocatable link of the copy's objects (-r), through the compiler so
#      that LTO objects are compiled here; COMDAT dissolved (template and
#      inline-function code is the copy's own): ELF section groups by
#      --force-group-allocation, PE/COFF COMDAT sections by clearing their
#      link-once flag; the static initialisers moved aside: ELF
#      .init_array/.fini_array (by priority) to the sections
#      lanefill_init_<name>_<isa> / lanefill_fini_<name>_<isa>, PE/COFF
#      .ctors/.dtors (by priority) to .data$lanefill_init_<name>_<isa>_b /
#      .data$lanefill_fini_<name>_<isa>_b, which the generated code brackets
#      with its own _a and _c sections;
#   2. refusals: what the copy cannot keep to itself;
#   3. every defined symbol renamed <symbol>.lanefill_<isa> and made local,
#      but the ENTRY functions: <entry>_lanefill_<isa>, global.
# Variables: FORMAT (elf or pe) COMPILER FLAGS OBJECTS TARGET NAME ISA ENTRIES
# OUTPUT WORK OBJCOPY NM; READELF (elf) or OBJDUMP (pe).
cmake_minimum_required(VERSION 3.20)

function(fail why)
  message(FATAL_ERROR "lanefill_add_universal(${TARGET}), the ${ISA} copy: ${why}")
endfunction()

function(run out)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE text ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    string(JOIN " " command ${ARGN})
    fail("${command} failed (${rc}):\n${err}${text}")
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

file(MAKE_DIRECTORY ${WORK})
set(partial ${WORK}/${NAME}-${ISA}.partial.o)

# LTO objects: GCC's carry .gnu.lto_ sections, clang's are LLVM bitcode.
set(lto_flags)
list(GET OBJECTS 0 first)
file(READ ${first} magic LIMIT 4 HEX)
if(magic STREQUAL "4243c0de")
  set(lto_flags -flto -fuse-ld=bfd)  # clang: the LLVM gold plugin in GNU ld
else()
  if(FORMAT STREQUAL "pe")
    run(sections ${OBJDUMP} -h -w ${first})
  else()
    run(sections ${READELF} -SW ${first})
  endif()
  if(sections MATCHES "\\.gnu\\.lto_")
    set(lto_flags -flto -flinker-output=nolto-rel)
  endif()
endif()

if(FORMAT STREQUAL "pe")
  # 1. The relocatable link: the linker keeps one of each COMDAT section of
  # the copy and marks it link-once still; the flags are cleared below.
  # GNU ld (2.40 at least) sorts the contents of an output section named
  # .pdata, the unwind table, even in a relocatable link, where the
  # relocations that give each entry its function stay in place: entries of
  # the second object on get other functions' bounds and unwind data, and an
  # exception thrown through a function the bad ranges cover never finds its
  # handler (Wine's unwinder loops). So the link runs with the linker's own
  # relocatable script but the table named .pdata$lanefill: not sorted here,
  # gathered by the final link's *(.pdata*) and sorted there, relocated.
  set(script ${WORK}/${NAME}-${ISA}.pe.ld)
  execute_process(COMMAND ${COMPILER} ${FLAGS} -r -nostdlib -Wl,--verbose -o ${WORK}/${NAME}-${ISA}.none
    OUTPUT_VARIABLE verbose ERROR_QUIET)  # no inputs: it fails after printing the script
  if(NOT verbose MATCHES "\n=+\n(.*)\n=+\n")
    fail("the linker printed no script for a relocatable link (-Wl,--verbose)")
  endif()
  set(default_script "${CMAKE_MATCH_1}")
  string(REGEX REPLACE "\n( *)\\.pdata *:" "\n\\1.pdata$lanefill :" pe_script "${default_script}")
  if(pe_script STREQUAL default_script)
    fail("the linker's relocatable script has no .pdata output section to rename:\n${default_script}")
  endif()
  file(WRITE ${script} "${pe_script}\n")
  run(ignored ${COMPILER} ${FLAGS} ${lto_flags} -r -nostdlib -Wl,-T,${script}
    -o ${partial}.linked ${OBJECTS})
  run(headers ${OBJDUMP} -h -w ${partial}.linked)
  string(REGEX MATCHALL "[^\n]+" lines "${headers}")
  set(edits "")
  foreach(line IN LISTS lines)
    if(NOT line MATCHES "^ *[0-9]+ ([^ ]+) +[0-9a-f]+ +[0-9a-f]+ +[0-9a-f]+ +[0-9a-f]+ +2\\*\\*[0-9]+ +(.*)$")
      continue()
    endif()
    set(section "${CMAKE_MATCH_1}")
    set(flags "${CMAKE_MATCH_2}")
    if(section MATCHES "^\\.(ctors|dtors)(\\.[0-9]+)?$")
      # .ctors before .ctors.NNNNN, each by name: the order of MinGW's script.
      string(REPLACE "ctors" "init" kind "${CMAKE_MATCH_1}")
      string(REPLACE "dtors" "fini" kind "${kind}")
      set(moved ".data$lanefill_${kind}_${NAME}_${ISA}_b${CMAKE_MATCH_2}")
      # The section and its section symbol (objcopy renames only the first).
      string(APPEND edits "--rename-section ${section}=${moved}\n--redefine-sym ${section}=${moved}\n")
    elseif(section MATCHES "^\\.(CRT\\$|tls)")
      fail("section ${section} (run or set up by the C runtime for every copy): the copy cannot own it")
    endif()
    if(flags MATCHES "LINK_ONCE")
      # The same flags without the link-once mark (RELOC stays by itself).
      set(keep)
      foreach(flag CONTENTS ALLOC LOAD READONLY CODE DATA)
        if(flags MATCHES "(^|, )${flag}(,|$| )")
          string(TOLOWER ${flag} flag)
          list(APPEND keep ${flag})
        endif()
      endforeach()
      list(JOIN keep "," keep)
      string(APPEND edits "--set-section-flags ${section}=${keep}\n")
    endif()
  endforeach()
  file(WRITE ${WORK}/${NAME}-${ISA}.sections "${edits}")
  run(ignored ${OBJCOPY} @${WORK}/${NAME}-${ISA}.sections ${partial}.linked ${partial})
  file(REMOVE ${partial}.linked)

  # 2. What cannot be isolated.
  run(headers ${OBJDUMP} -h -w ${partial})
  # PE lists section symbols by the sections' names: they are not renamed.
  set(section_names)
  string(REGEX MATCHALL "[^\n]+" lines "${headers}")
  foreach(line IN LISTS lines)
    if(line MATCHES "^ *[0-9]+ ([^ ]+) +[0-9a-f]+ ")
      list(APPEND section_names "${CMAKE_MATCH_1}")
    endif()
  endforeach()
  if(headers MATCHES "LINK_ONCE|COMDAT")
    fail("COMDAT sections remain after the link:\n${headers}")
  endif()
  if(headers MATCHES "\\.gnu\\.lto_|\\.llvm\\.lto|\\.llvmbc")
    fail("the link left LTO intermediate code (the compiler cannot do LTO into a relocatable object)")
  endif()
else()
  # 1. The relocatable link. The script is implicit (an input file): it adds
  # the two output sections to the default rules.
  set(script ${WORK}/${NAME}-${ISA}.ld)
  file(WRITE ${script} "SECTIONS {
  lanefill_init_${NAME}_${ISA} : {
    KEEP(*(SORT_BY_INIT_PRIORITY(.init_array.*)))
    KEEP(*(.init_array))
  }
  lanefill_fini_${NAME}_${ISA} : {
    KEEP(*(SORT_BY_INIT_PRIORITY(.fini_array.*)))
    KEEP(*(.fini_array))
  }
}
")
  run(ignored ${COMPILER} ${FLAGS} ${lto_flags} -r -nostdlib -Wl,--force-group-allocation
    -o ${partial} ${OBJECTS} ${script})

  # 2. What cannot be isolated.
  run(sections ${READELF} -SW ${partial})
  run(groups ${READELF} -gW ${partial})
  if(NOT groups MATCHES "There are no section groups")
    fail("section groups (COMDAT) remain after the link:\n${groups}")
  endif()
  if(sections MATCHES "\\.gnu\\.lto_|\\.llvm\\.lto|\\.llvmbc")
    fail("the link left LTO intermediate code (the compiler cannot do LTO into a relocatable object)")
  endif()
  foreach(section .ctors .dtors .preinit_array .init_array .fini_array)
    string(REPLACE "." "\\." pattern ${section})
    if(sections MATCHES "[] ]${pattern}([.][0-9]+)? ")
      fail("${section} sections remain (constructors the start-up code would run for every copy; "
           "only .init_array and .fini_array can be moved aside): compile without -fno-use-init-array")
    endif()
  endforeach()
endif()

run(symbols ${NM} --defined-only ${partial})
string(REGEX MATCHALL "[^\n]+" lines "${symbols}")
set(defined)
foreach(line IN LISTS lines)
  if(line MATCHES "^[0-9a-fA-F]* *([A-Za-z]) (.+)$")
    list(APPEND defined "${CMAKE_MATCH_2}")
  endif()
endforeach()
# Local symbols of two sources may share a name; one rename covers both.
list(REMOVE_DUPLICATES defined)
foreach(entry ${ENTRIES})
  if(NOT entry IN_LIST defined)
    fail("ENTRY ${entry} is not defined by SOURCES (a C-linkage function: extern \"C\" in C++)")
  endif()
endforeach()
if("main" IN_LIST defined AND NOT "main" IN_LIST ENTRIES)
  fail("SOURCES define main: list it in ENTRY, or move it to the target's own sources")
endif()
foreach(name IN LISTS defined)
  # operator new and delete replace the program's: one copy cannot own them.
  if(name MATCHES "^_Z(nw|na|dl|da)[mjPvSt]")
    fail("SOURCES replace operator new/delete (${name}): move that to the target's own sources")
  endif()
endforeach()

# 3. Rename, localise.
set(renames "")
foreach(name IN LISTS defined)
  if(name MATCHES "^\\.L" OR name IN_LIST ENTRIES OR name IN_LIST section_names)
    continue()
  endif()
  string(APPEND renames "${name} ${name}.lanefill_${ISA}\n")
endforeach()
foreach(entry ${ENTRIES})
  string(APPEND renames "${entry} ${entry}_lanefill_${ISA}\n")
endforeach()
file(WRITE ${WORK}/${NAME}-${ISA}.renames "${renames}")
set(renamed_entries)  # <entry>_lanefill_<isa>: what stays global
set(keep)
foreach(entry ${ENTRIES})
  list(APPEND renamed_entries ${entry}_lanefill_${ISA})
  list(APPEND keep -G ${entry}_lanefill_${ISA})
endforeach()
# Two passes: GNU objcopy and llvm-objcopy disagree on whether -G names a
# symbol before or after --redefine-syms renames it.
run(ignored ${OBJCOPY} --redefine-syms=${WORK}/${NAME}-${ISA}.renames ${partial} ${OUTPUT}.renamed)
run(ignored ${OBJCOPY} ${keep} ${OUTPUT}.renamed ${OUTPUT}.tmp)
file(REMOVE ${OUTPUT}.renamed)

# What is left global must be the ENTRY functions (and renamed unique symbols).
run(symbols ${NM} --defined-only ${OUTPUT}.tmp)
string(REGEX MATCHALL "[^\n]+" lines "${symbols}")
foreach(line IN LISTS lines)
  if(line MATCHES "^[0-9a-fA-F]* *([A-Z]) (.+)$" AND NOT CMAKE_MATCH_2 IN_LIST renamed_entries)
    fail("symbol ${CMAKE_MATCH_2} stayed global")
  endif()
endforeach()
foreach(entry ${renamed_entries})
  if(NOT symbols MATCHES "(^|\n)[0-9a-fA-F]* *T ${entry}(\n|$)")
    fail("${entry} is not a global function of the copy after the renaming")
  endif()
endforeach()
file(RENAME ${OUTPUT}.tmp ${OUTPUT})
