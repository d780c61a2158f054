#!/usr/bin/env bash
# Stage: clang's AddressSanitizer + UndefinedBehaviorSanitizer (they see
# things gcc's do not, e.g. a zero offset applied to a null pointer): the
# cmocka tests and the shorter command-line tests with the best kernel, and
# the puzzle stream in every format (stage 20 runs the whole suite under
# gcc's).  The same build (build-clang) holds the fuzz targets (stage 41, which
# drive both streams too) and bee-simd-faulty (stage 42).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/build-clang.sh
(cd build-clang && ctest --output-on-failure --no-tests=error --timeout 900 -j "$BEE_JOBS" \
     -E '^(cli_stream|cli_all|cli_bench|manpage|baseline_fence)$')
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
words=$(mktemp)
trap 'rm -f "$words"' EXIT
printf '%s\n' grant rating granite tearing rang tang tangy giant tiara >"$words"
for fmt in json tsv text; do   # the first puzzles have no answer (issue 12 item 5)
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
rm -f "$words.err"
echo "== clang sanitizers: stream clean in every format"
