#!/usr/bin/env bash
# Stage: line, function and branch coverage of the library and the program
# (gcc --coverage, gcovr) by the cmocka tests and the command-line tests but
# the long stream and bench ones (run by stage 10); counters updated
# atomically, since the streams and `all` run threads.  Reports the figures;
# fails only if the tests fail.  Report: build-coverage/coverage.txt.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/build.sh build-coverage -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_C_FLAGS=--coverage -fprofile-update=atomic" \
    -DBEE_TESTS=ON -DBEE_BENCH=OFF
find build-coverage -name '*.gcda' -delete
(cd build-coverage && ctest --output-on-failure --no-tests=error --timeout 900 -j "$BEE_JOBS" \
     -E '^(cli_stream|cli_bench)$')
gcovr -r . --object-directory build-coverage -f 'src/' -f 'kernels/' \
    --gcov-ignore-parse-errors --txt build-coverage/coverage.txt --print-summary | sed 's/^/== coverage /'
