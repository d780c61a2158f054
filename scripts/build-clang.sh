#!/usr/bin/env bash
# build-clang.sh - run by the stages that share build-clang (40, 41, 42):
# clang 14 with ASan + UBSan, the cmocka tests, the fuzz targets and
# bee-simd-faulty.  Configured the same way each time, so only the first
# stage builds.
set -euo pipefail
cd "$(dirname "$0")/.."
CC=clang-14 bash scripts/build.sh build-clang -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBEE_SANITIZE=ON \
    -DBEE_FUZZ=ON -DBEE_FAULT_INJECTION=ON -DBEE_TESTS=ON -DBEE_BENCH=OFF
