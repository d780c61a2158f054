# Cross-build for 64-bit Arm with Debian's gcc-aarch64-linux-gnu; the tests
# then run under qemu-user (Debian's qemu-user), so the NEON kernel is tested
# as native Arm code.  cmocka comes from libcmocka-dev:arm64 (multiarch).
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
set(CMAKE_LIBRARY_PATH /usr/lib/aarch64-linux-gnu)
set(CMAKE_BUILD_RPATH /usr/lib/aarch64-linux-gnu)
# The tests find libc.so.6 through the rpath above (Debian's libc6:arm64, which
# libcmocka-dev:arm64 pulls in), so the loader must come from the same package:
# -L / takes /lib/ld-linux-aarch64.so.1 from libc6:arm64.  With the sysroot's
# loader (libc6-arm64-cross, another build) the first pthread_create hangs.
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64 -L /)
