# tests/build/options_matrix.cmake — every combination of lanefill's build
# options configures, and the builds users make of the library alone build.
#
#   cmake -DSOURCE_DIR=<checkout> -DWORK_DIR=<dir> -DGENERATOR=<name>
#         -DCC=<c compiler> -DCXX=<c++ compiler> [-DBUILD=ON]
#         [-DTOOLCHAIN=<toolchain file>] -P options_matrix.cmake
#
# Configures: LANEFILL_BUILD_TESTS x LANEFILL_BUILD_TOOLS x
# LANEFILL_BUILD_BENCHMARKS x BUILD_SHARED_LIBS, each with the Python module
# off, on, and on with pybind11 hidden (-DCMAKE_DISABLE_FIND_PACKAGE_pybind11:
# a machine without it); then LANEFILL_INSTALL=OFF, LANEFILL_SCALAR_ONLY=ON and
# each LANEFILL_ENABLE_<ISA>=OFF. A configure passes when it exits 0 and
# generates (no "CMake Error").
# With BUILD=ON it then builds, with -Werror: the library alone (static and
# shared; what an engine's add_subdirectory builds), the Python module alone
# and the CLI alone.
# With TOOLCHAIN (a cross build: Windows with MinGW-w64) every configure uses
# that file; the Python module and the benchmarks are off there whatever the
# options say (each says so), so those two dimensions take one value.
cmake_minimum_required(VERSION 3.21)
foreach(var SOURCE_DIR WORK_DIR GENERATOR CC CXX)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "options_matrix.cmake needs -D${var}=...")
  endif()
endforeach()
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
set(failures "")
set(configured 0)

# configure(<name> <-D...>...): one configure in WORK_DIR/<name>.
set(compilers -DCMAKE_C_COMPILER=${CC} -DCMAKE_CXX_COMPILER=${CXX})
set(benchmark_values ON OFF)
set(python_values off on nopybind)
if(TOOLCHAIN)
  set(compilers -DCMAKE_TOOLCHAIN_FILE=${TOOLCHAIN})
  set(benchmark_values ON)
  set(python_values on)
endif()
function(configure name)
  execute_process(COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${WORK_DIR}/${name}
    -G ${GENERATOR} ${compilers} -DCMAKE_BUILD_TYPE=Release -DLANEFILL_WERROR=ON ${ARGN}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  file(WRITE ${WORK_DIR}/${name}.log "${ARGN}\n${out}\n${err}")
  if(NOT rc EQUAL 0 OR err MATCHES "CMake Error")
    string(REGEX MATCH "CMake Error[^\n]*\n[^\n]*\n[^\n]*" first "${err}")
    set(failures "${failures}  configure ${name} (${ARGN}): exit ${rc}\n    ${first}\n"
      PARENT_SCOPE)
  endif()
  math(EXPR n "${configured} + 1")
  set(configured ${n} PARENT_SCOPE)
endfunction()

set(python_off -DLANEFILL_BUILD_PYTHON=OFF)
set(python_on -DLANEFILL_BUILD_PYTHON=ON)
set(python_nopybind -DLANEFILL_BUILD_PYTHON=ON -DCMAKE_DISABLE_FIND_PACKAGE_pybind11=ON)
foreach(tests ON OFF)
  foreach(tools ON OFF)
    foreach(benchmarks ${benchmark_values})
      foreach(shared ON OFF)
        foreach(python ${python_values})
          configure(t${tests}-c${tools}-b${benchmarks}-s${shared}-py${python}
            -DLANEFILL_BUILD_TESTS=${tests} -DLANEFILL_BUILD_TOOLS=${tools}
            -DLANEFILL_BUILD_BENCHMARKS=${benchmarks} -DBUILD_SHARED_LIBS=${shared}
            ${python_${python}})
        endforeach()
      endforeach()
    endforeach()
  endforeach()
endforeach()
configure(no-install -DLANEFILL_INSTALL=OFF)
configure(scalar-only -DLANEFILL_SCALAR_ONLY=ON)
# Each ISA the registry names left out in turn (the names from simd/registry.json).
file(READ ${SOURCE_DIR}/simd/registry.json registry)
string(JSON isa_count LENGTH "${registry}" isas)
math(EXPR last "${isa_count} - 1")
foreach(i RANGE ${last})
  string(JSON isa GET "${registry}" isas ${i} name)
  if(NOT isa STREQUAL "scalar")
    string(TOUPPER ${isa} ISA)
    configure(without-${isa} -DLANEFILL_ENABLE_${ISA}=OFF)
  endif()
endforeach()

if(BUILD)
  # The library alone, static and shared; the Python module alone; the CLI
  # alone (each with nothing else turned on).
  # (A cross build's configures are named by the one value of the benchmark
  # and Python dimensions; its Python module is never built.)
  set(b ${benchmark_values})
  list(GET b -1 b)
  list(GET python_values 0 py)
  set(builds library-static library-shared python-alone cli-alone)
  if(TOOLCHAIN)
    list(REMOVE_ITEM builds python-alone)
  endif()
  foreach(build IN LISTS builds)
    set(config tOFF-cOFF-b${b}-sOFF-py${py})
    set(target lanefill)
    if(build STREQUAL "library-shared")
      set(config tOFF-cOFF-b${b}-sON-py${py})
    elseif(build STREQUAL "python-alone")
      set(config tOFF-cOFF-bOFF-sOFF-pyon)
      set(target lanefill_python)
      file(READ ${WORK_DIR}/${config}.log log)
      if(NOT log MATCHES "lanefill: Python module for")
        message(STATUS "build python-alone skipped: pybind11, NumPy or Python headers missing")
        continue()
      endif()
    elseif(build STREQUAL "cli-alone")
      set(config tOFF-cON-b${b}-sOFF-py${py})
      set(target lanefill_cli)
    endif()
    execute_process(COMMAND ${CMAKE_COMMAND} --build ${WORK_DIR}/${config} --parallel 2
      RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    file(WRITE ${WORK_DIR}/build-${build}.log "${out}\n${err}")
    if(NOT rc EQUAL 0)
      string(REGEX MATCH "[^\n]*error[^\n]*" first "${out}\n${err}")
      string(APPEND failures "  build ${build} (${config}): exit ${rc}\n    ${first}\n")
      continue()
    endif()
    # The build made what it is for (and, alone, no test or benchmark).
    execute_process(COMMAND ${CMAKE_COMMAND} --build ${WORK_DIR}/${config} --target help
      OUTPUT_VARIABLE targets)
    if(NOT targets MATCHES "${target}")
      string(APPEND failures "  build ${build}: no ${target} target\n")
    endif()
    if(targets MATCHES "lanefill_tests|lanefill_bench[^_]")
      string(APPEND failures "  build ${build}: builds tests or benchmarks it was not asked for\n")
    endif()
  endforeach()
  set(shared_library liblanefill.so)
  if(TOOLCHAIN)
    set(shared_library liblanefill.dll)
  endif()
  if(NOT EXISTS ${WORK_DIR}/tOFF-cOFF-b${b}-sON-py${py}/${shared_library})
    string(APPEND failures "  build library-shared: no ${shared_library}\n")
  endif()
endif()

if(failures)
  message(FATAL_ERROR "build options (${configured} configures; logs in ${WORK_DIR}):\n${failures}")
endif()
message(STATUS "build options: ${configured} configures passed")
