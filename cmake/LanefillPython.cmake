# The Python module (python/): pybind11 and NumPy for one interpreter.
# LANEFILL_PYTHON is that interpreter: Debian's /usr/bin/python3 by default,
# whose packages apt installs (pybind11-dev, python3-numpy), even when the
# python3 first on PATH is another one (a pyenv shim, a venv) without NumPy.
if(EXISTS /usr/bin/python3)
  set(_lanefill_default_python /usr/bin/python3)
else()
  find_program(_lanefill_default_python NAMES python3)
endif()
set(LANEFILL_PYTHON "${_lanefill_default_python}" CACHE FILEPATH
  "The Python interpreter the lanefill module is built for")

set(LANEFILL_PYTHON_FOUND OFF)
if(CMAKE_CROSSCOMPILING)
  message(STATUS "lanefill: Python module off in a cross build (the interpreter is the host's)")
  return()
endif()
if(LANEFILL_PYTHON)
  set(PYBIND11_FINDPYTHON ON)
  set(Python_EXECUTABLE ${LANEFILL_PYTHON})
  find_package(Python COMPONENTS Interpreter Development.Module QUIET)
  find_package(pybind11 CONFIG QUIET)
  execute_process(COMMAND ${LANEFILL_PYTHON} -c "import numpy"
    RESULT_VARIABLE _lanefill_numpy OUTPUT_QUIET ERROR_QUIET)
  if(Python_FOUND AND pybind11_FOUND AND _lanefill_numpy EQUAL 0)
    set(LANEFILL_PYTHON_FOUND ON)
  endif()
endif()
if(LANEFILL_PYTHON_FOUND)
  message(STATUS "lanefill: Python module for ${LANEFILL_PYTHON} (Python ${Python_VERSION}, "
    "pybind11 ${pybind11_VERSION})")
else()
  message(WARNING "lanefill: Python module off: ${LANEFILL_PYTHON} lacks pybind11 or NumPy "
    "(Debian: apt-get install pybind11-dev python3-dev python3-numpy, or "
    "bash scripts/install-deps.sh; another interpreter: -DLANEFILL_PYTHON=...)")
endif()
