#!/usr/bin/env bash
# Stage: line, function and branch coverage of the library (src/, kernels/)
# and the program (src/cli/) by the runs of stages 60 to 62 in build-clang
# (the cmocka tests, the command-line tests stage 60 picks, the fuzz targets
# and the allocation-failure runs), read with gcovr through llvm-cov.
# Reports the figures and fails only if there is nothing to read.
# Report: build-clang/coverage.txt.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/build-clang.sh
if [ -z "$(find build-clang -name '*.gcda' -print -quit)" ]; then
    echo "coverage: no counters in build-clang (run stages 60 to 62 first)" >&2
    exit 1
fi
gcovr -r . --object-directory build-clang --gcov-executable "llvm-cov-14 gcov" \
    -f 'src/' -f 'kernels/' --gcov-ignore-parse-errors \
    --txt build-clang/coverage.txt --print-summary | sed 's/^/== coverage /'
