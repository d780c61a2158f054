# Cross-build for 64-bit Arm with Debian's gcc-aarch64-linux-gnu; the tests
# then run under qemu-user (Debian's qemu-user), so the NEON kernel is tested
# as native Arm code.  cmocka and the run-time libc come from Debian's
# multiarch arm64 packages (libcmocka-dev:arm64, libc6:arm64).
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
set(CMAKE_LIBRARY_PATH /usr/lib/aarch64-linux-gnu)
set(CMAKE_BUILD_RPATH /usr/lib/aarch64-linux-gnu)
# The programs run against Debian's multiarch libc6:arm64 (/lib/ld-linux-
# aarch64.so.1), not the cross sysroot: with `qemu-aarch64 -L
# /usr/aarch64-linux-gnu` (libc6-arm64-cross 2.36-8) pthread_create hangs.
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64)
