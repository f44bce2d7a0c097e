# Cross-compiling for 64-bit Windows with Debian's MinGW-w64 (package
# g++-mingw-w64-x86-64-posix: the POSIX thread model, which std::thread
# needs); tests run under Wine (package wine64) through CMake's emulator hook
# and scripts/wine-run.sh.
#   cmake -S . -B build-mingw -DCMAKE_TOOLCHAIN_FILE=cmake/x86_64-w64-mingw32.cmake
# (scripts/test-windows.sh does that and runs the suite.)
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
# GCC for 64-bit Windows cannot align the stack to 32 or 64 bytes (GCC bug
# 54412): a spilled ymm or zmm register may land on a 16-byte boundary, and
# the aligned moves GCC emits for it fault. The assembler turns every aligned
# vector move into its unaligned form (as fast on aligned data since Nehalem).
# Not an ISA flag: it changes no instruction set, only the move variant.
set(CMAKE_C_FLAGS_INIT "-Wa,-muse-unaligned-vector-move")
set(CMAKE_CXX_FLAGS_INIT "-Wa,-muse-unaligned-vector-move")
# Programs carry the C and C++ runtimes and winpthreads (no DLLs to find under
# Wine or on a user's machine); lanefill's DLL carries them too.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-static")
set(CMAKE_MODULE_LINKER_FLAGS_INIT "-static")
set(CMAKE_CROSSCOMPILING_EMULATOR ${CMAKE_CURRENT_LIST_DIR}/../scripts/wine-run.sh)
# For tests that configure projects of their own with this file (tests/package).
set(LANEFILL_TOOLCHAIN_FILE ${CMAKE_CURRENT_LIST_FILE})
