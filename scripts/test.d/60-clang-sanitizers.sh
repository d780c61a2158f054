#!/usr/bin/env bash
# Stage: clang's AddressSanitizer + UndefinedBehaviorSanitizer, which see
# things gcc's do not (e.g. a zero offset applied to a null pointer): the
# cmocka tests and the command-line tests of solving, records, -o and index
# files, then the puzzle stream in every format with a first puzzle that has
# no answer (issue 12 item 5).  Stage 20 runs the whole suite under gcc's.
# The same build (scripts/build-clang.sh) holds the fuzz targets (stage 61),
# bee-simd-faulty (stage 62) and the coverage counters (stage 65).
set -euo pipefail
: "${BEE_JOBS:=$(nproc)}"   # bootstrap.sh sets it; a stage run alone counts the CPUs
cd "$(dirname "$0")/../.."
bash scripts/build-clang.sh
find build-clang -name '*.gcda' -delete   # coverage of this run of stages 60 to 62
(cd build-clang && ctest --output-on-failure --no-tests=error --timeout 900 -j "$BEE_JOBS" \
     -R '^(test_.*|cli_(solve|records|output|index_output|index_changes))$')
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
words=$(mktemp)
trap 'rm -f "$words" "$words.err"' EXIT
printf '%s\n' grant rating granite tearing rang tang tangy giant tiara >"$words"
for fmt in json tsv text; do
    for threads in 1 3; do
        printf 'xdegfjk\nraegint\nbad1\nzzzz\nRAEGINT\n' |
            ./build-clang/bee-simd --stdin --dict "$words" --format $fmt --threads $threads \
                >/dev/null 2>"$words.err" && { cat "$words.err"; exit 1; }   # a line is refused
        if grep -q "runtime error\|Sanitizer" "$words.err"; then
            cat "$words.err" >&2
            exit 1
        fi
    done
done
echo "== clang sanitizers: stream clean in every format"
