#!/usr/bin/env bash
# Stage: AddressSanitizer + UndefinedBehaviorSanitizer (gcc), the whole suite
# once per kernel this CPU runs (forced with BEE_KERNEL).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/build.sh build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBEE_SANITIZE=ON -DBEE_TESTS=ON -DBEE_BENCH=OFF
for k in $(./build-asan/bee-simd info --kernels); do
    echo "== sanitizers, BEE_KERNEL=$k"
    (cd build-asan && BEE_KERNEL=$k ctest --output-on-failure --no-tests=error --timeout 900 -j "$BEE_JOBS")
done
