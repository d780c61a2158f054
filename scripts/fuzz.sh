#!/usr/bin/env bash
# fuzz.sh [SECONDS] [TARGET...] - build the libFuzzer targets (build-fuzz/,
# clang 14, ASan + UBSan) and run each for SECONDS (default 3600), one after
# the other, from its committed seed corpus; new inputs go to fuzz-work/NAME
# (git-ignored), failing inputs to fuzz-work/crash-NAME-*.  docs/fuzzing.md.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-3600}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=($(cd tests/fuzz && ls *.c | sed 's/\.c$//'))
CC=clang-14 bash scripts/build.sh build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBEE_FUZZ=ON \
    -DBEE_TESTS=OFF -DBEE_BENCH=OFF
for name in "${targets[@]}"; do
    mkdir -p "fuzz-work/$name"
    echo "== fuzz $name for ${seconds}s"
    ./build-fuzz/fuzz_"$name" -max_total_time="$seconds" -max_len=4096 -print_final_stats=1 \
        -artifact_prefix="fuzz-work/crash-$name-" "fuzz-work/$name" "tests/fuzz/corpus/$name" 2>&1 |
        grep -E '^(Done|stat::number_of_executed_units|stat::average_exec_per_sec)|ERROR|invariant'
done
