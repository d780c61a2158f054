#!/usr/bin/env bash
# Stage: AArch64 cross-build, the suite under qemu-user (NEON as native Arm code).
set -euo pipefail
: "${BEE_JOBS:=$(nproc)}"   # bootstrap.sh sets it; a stage run alone counts the CPUs
cd "$(dirname "$0")/../.."
bash scripts/build.sh build-aarch64 -DCMAKE_TOOLCHAIN_FILE=cmake/aarch64-linux-gnu.cmake -DBEE_TESTS=ON -DBEE_BENCH=OFF
(cd build-aarch64 && ctest --output-on-failure --no-tests=error --timeout 900 -j "$BEE_JOBS")
echo "== kernels on AArch64 (qemu): $(qemu-aarch64 build-aarch64/bee-simd info --kernels | tr '\n' ' ')"
