#!/usr/bin/env bash
# wasm-scale.sh - the WebAssembly rows of bench/regenerate.sh's
# dictionary-size table: bench/wasm.sh's loop (js/glue/bee_js.c's
# bee_js_bench_run, through js/tools/bench.mjs) in the wasm SIMD and scalar
# modules under Node, and the same loop compiled natively (BENCH_NATIVE, the
# AVX2 kernel) as the like-for-like anchor, over one cut's index file and
# the puzzles of one native bee-bench run of that cut (its text_each).
#   bash bench/wasm-scale.sh WASM_JS_DIR INDEX.bee SCALE_RUN.json > rows.json
# Prints bee-bench's JSON shape (dictionary.words, methods[]) so the rows
# merge like the native ones.  Each row's time is the mean a puzzle of the
# best of ROUNDS runs (default 10; the loop times the whole set, not each
# puzzle), so the method names say "mean"; "agrees" compares the answers
# found with the native run's reference counts.  The block scan runs each
# puzzle once, auto 5 times.  (A run of auto is about 1 ms: the best of 3
# moved by 2x between back-to-back processes on a loaded machine.)
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# = 3 ] || { echo "usage: bash bench/wasm-scale.sh WASM_JS_DIR INDEX.bee SCALE_RUN.json" >&2; exit 2; }
js=$1 index=$2 run=$3 rounds=${ROUNDS:-10}
puzzles=$(mktemp)
trap 'rm -f "$puzzles"' EXIT
jq -r '.puzzles.text_each[]' "$run" >"$puzzles"
n=$(wc -l <"$puzzles")
want=$(jq '.puzzles.answers_each | add' "$run")
node_major=$(node --version | sed 's/^v//; s/\..*//')
rows() {
    for plan in auto block-scan; do
        repeat=5
        [ "$plan" = block-scan ] && repeat=1
        method=product
        [ "$plan" = block-scan ] && method=product-block-scan
        for way in simd scalar native; do
            if [ "$way" = native ]; then
                [ -n "${BENCH_NATIVE:-}" ] || continue
                out=$("$BENCH_NATIVE" "$index" "$puzzles" "$plan" "$repeat" "$rounds" avx2)
                label="$method (same loop, native avx2; mean)"
            else
                out=$(node js/tools/bench.mjs "$js" "$way" "$index" "$puzzles" "$plan" "$repeat" "$rounds")
                label="$method (wasm $way, Node $node_major; mean)"
            fi
            printf '%s\t%s\t%s\n' "$label" "${out%% *}" "${out##* }"
        done
    done
}
rows | jq -R -s --argjson words "$(jq '.dictionary.words' "$run")" --argjson n "$n" --argjson want "$want" '
    {dictionary: {words: $words},
     methods: [split("\n")[] | select(length > 0) | split("\t") | (.[2] | tonumber) as $found
               | ((if (.[0] | startswith("product-block-scan")) then 1 else 5 end)) as $repeat
               | {method: .[0], ns_median: (.[1] | tonumber), answers: ($found / $repeat / $n),
                  agrees: ($found == $want * $repeat)}]}'
