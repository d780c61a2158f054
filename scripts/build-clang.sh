#!/usr/bin/env bash
# build-clang.sh - the one clang build of the hardening stages (60 to 65):
# clang 14 with ASan + UBSan and gcov coverage counters, the cmocka tests,
# the fuzz targets and bee-simd-faulty.  Configured the same way each time,
# so only the first stage builds; stage 65 reports the coverage the runs of
# stages 60 to 62 left in it.
set -euo pipefail
cd "$(dirname "$0")/.."
CC=clang-14 bash scripts/build.sh build-clang -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBEE_SANITIZE=ON \
    -DBEE_FUZZ=ON -DBEE_FAULT_INJECTION=ON -DBEE_TESTS=ON -DBEE_WERROR=ON -DBEE_BENCH=OFF -DCMAKE_C_FLAGS=--coverage
