#!/usr/bin/env bash
# Stage: AddressSanitizer + UndefinedBehaviorSanitizer (gcc).  The whole suite
# once with the kernel this CPU picks; then the library's C tests (every plan
# and query path) once more per other kernel it runs, forced with BEE_KERNEL.
# (test_kernels checks every kernel against the reference whatever is forced;
# the shell tests check the command line, which is the same for every kernel.)
set -euo pipefail
: "${BEE_JOBS:=$(nproc)}"   # bootstrap.sh sets it; a stage run alone counts the CPUs
cd "$(dirname "$0")/../.."
bash scripts/build.sh build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBEE_SANITIZE=ON -DBEE_TESTS=ON -DBEE_BENCH=OFF
best=$(env -u BEE_KERNEL ./build-asan/bee-simd info | sed -n 's/^kernel chosen: //p')
echo "== sanitizers, the whole suite (kernel $best)"
(cd build-asan && env -u BEE_KERNEL ctest --output-on-failure --no-tests=error --timeout 900 -j "$BEE_JOBS")
for k in $(./build-asan/bee-simd info --kernels); do
    [ "$k" = "$best" ] && continue
    echo "== sanitizers, C tests with BEE_KERNEL=$k"
    (cd build-asan && BEE_KERNEL=$k ctest --output-on-failure --no-tests=error --timeout 900 -j "$BEE_JOBS" -R '^test_')
done
