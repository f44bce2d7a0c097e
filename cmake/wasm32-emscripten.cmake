# WebAssembly with Debian's emscripten (3.1.6): Emscripten's own toolchain
# file, node as the emulator that runs the test programs.
#   cmake -S . -B build-wasm/simd128 -DCMAKE_TOOLCHAIN_FILE=cmake/wasm32-emscripten.cmake
# (scripts/wasm.sh builds the SIMD128 and the baseline module and runs the
# suite.) The ISA wasm128 (simd/wasm128/) is on by default; the baseline
# build turns it off (-DLANEFILL_ENABLE_WASM128=OFF) and holds no SIMD128
# instruction, so it loads on engines without SIMD.
include(/usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake)
# emcc runs node scripts that need acorn: Debian's node-acorn, which a node
# from elsewhere (nodesource) does not look for.
set(CMAKE_C_COMPILER_LAUNCHER ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs)
set(CMAKE_CXX_COMPILER_LAUNCHER ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs)
set(CMAKE_C_LINKER_LAUNCHER ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs)
set(CMAKE_CXX_LINKER_LAUNCHER ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs)
# Emscripten 3.1.6's glue fetches the .wasm file with fetch() where fetch
# exists, which node 18+ has but which cannot read a path: node reads it
# from the file system without it.
set(CMAKE_CROSSCOMPILING_EMULATOR node --no-experimental-fetch)
# C++ exceptions as WebAssembly exception handling (node 18+, every current
# browser): the library's checked C++ calls throw, the JavaScript package
# turns them into errors; emscripten's default would abort on a throw.
set(CMAKE_CXX_FLAGS_INIT "-fwasm-exceptions")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-fwasm-exceptions")
# Test programs: node's file system (tests read tests/data), memory that
# grows, the exit code returned.
set(LANEFILL_WASM_PROGRAM_LINK_OPTIONS -sNODERAWFS=1 -sALLOW_MEMORY_GROWTH=1 -sEXIT_RUNTIME=1)
# For tests that configure projects of their own with this file (tests/package).
set(LANEFILL_TOOLCHAIN_FILE ${CMAKE_CURRENT_LIST_FILE})
