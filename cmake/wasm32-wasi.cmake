# Cross-build of libbee for WebAssembly (wasm32-wasi) with Debian's clang-14,
# wasi-libc, libclang-rt-14-dev-wasm32, lld-14 (wasm-ld-14) and llvm-14
# (llvm-ar-14): the library and the JavaScript package's modules only
# (js/CMakeLists.txt); run by scripts/build-wasm.sh.  Programs built here (the built-in list's image
# maker) run under Node's WASI (js/tools/wasi-run.mjs).
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR wasm32)
set(CMAKE_C_COMPILER clang-14)
set(CMAKE_C_COMPILER_TARGET wasm32-wasi)
# wasm-ld-14 is what clang calls for this target (Debian names it with the version)
set(CMAKE_EXE_LINKER_FLAGS_INIT "-fuse-ld=/usr/bin/wasm-ld-14")
# Link-time optimization: a puzzle's solve calls into other files (the set
# lists, the result's buffer, the score), and each call costs a wasm engine
# more than a native one; llvm-ar-14 indexes the archive's bitcode objects
# (binutils' ar cannot).  4% fewer instructions a puzzle on ENABLE in V8
# (bench/README.md, "WebAssembly").
set(CMAKE_AR /usr/bin/llvm-ar-14)
set(CMAKE_RANLIB /usr/bin/llvm-ranlib-14)
string(APPEND CMAKE_EXE_LINKER_FLAGS_INIT " -flto")
# wasm-ld's default stack is 64 KiB, and the library keeps some buffers of
# kilobytes on the stack (paths, messages): 1 MiB, placed first, so that an
# overflow traps instead of writing over the data
string(APPEND CMAKE_EXE_LINKER_FLAGS_INIT " -Wl,-z,stack-size=1048576 -Wl,--stack-first")
# wasi-libc has no pthread.h: the one-thread stand-in; mmap and getpid are its emulations
set(BEE_WASM_INCLUDE ${CMAKE_CURRENT_LIST_DIR}/wasm-include)
set(CMAKE_C_FLAGS_INIT "-isystem ${BEE_WASM_INCLUDE} -D_WASI_EMULATED_MMAN -D_WASI_EMULATED_GETPID -flto")
set(CMAKE_C_STANDARD_LIBRARIES "-lwasi-emulated-mman -lwasi-emulated-getpid")
# --single-threaded-gc: Node 20.20.2 dies with SIGSEGV (in V8, after the program
# has written its output) running the image maker once the index file grew past
# ~5.9 MB (version 6's 7-letter totals); with the collector on one thread it
# exits cleanly, and the image is byte for byte the native build's
set(CMAKE_CROSSCOMPILING_EMULATOR node --single-threaded-gc ${CMAKE_CURRENT_LIST_DIR}/../js/tools/wasi-run.mjs)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
# SIMDe is header-only: the host's copy (Debian's libsimde-dev)
set(CMAKE_INCLUDE_PATH /usr/include)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
