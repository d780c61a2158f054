#!/usr/bin/env bash
# Stage: clang's AddressSanitizer + UndefinedBehaviorSanitizer (they see
# things gcc's do not, e.g. a zero offset applied to a null pointer), the
# whole suite once with the best kernel.  The same build (build-clang) holds
# the fuzz targets (stage 41) and bee-simd-faulty (stage 42).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/build-clang.sh
(cd build-clang && ctest --output-on-failure --no-tests=error --timeout 900 -j "$BEE_JOBS" \
     -E "^cli_bench$")
