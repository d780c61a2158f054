#!/usr/bin/env bash
# Stage: every libFuzzer target of tests/fuzz (built in build-clang, with ASan
# and UBSan) for a fixed number of runs from its committed seed corpus.  Each
# checks an invariant (see tests/fuzz/fuzz.h); a failure leaves the input in
# build-clang/fuzz-crashes/.  Longer runs: docs/fuzzing.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/build-clang.sh
declare -A runs=([puzzle]=200000 [bag]=50000 [dict_solve]=3000 [index_file]=5000 [index_reseal]=90000
              [stream]=5000)
out=build-clang/fuzz-crashes
mkdir -p "$out"
for src in tests/fuzz/*.c; do
    name=$(basename "$src" .c)
    work=$(mktemp -d)   # new inputs go here, not into the committed corpus
    log=$(mktemp)
    if ! ./build-clang/fuzz_"$name" -runs="${runs[$name]:-2000}" -max_len=4096 -seed=1 \
            -artifact_prefix="$out/$name-" "$work" "tests/fuzz/corpus/$name" >"$log" 2>&1; then
        tail -40 "$log" >&2
        echo "fuzz $name: FAILED (input saved in $out)" >&2
        exit 1
    fi
    echo "== fuzz $name: $(grep -o 'Done [0-9]* runs in [0-9]* second(s)' "$log"), $(grep -o 'cov: [0-9]*' "$log" | tail -1)"
    rm -rf "$work" "$log"
done
