#!/usr/bin/env bash
# bench/wasm.sh - bee-simd in WebAssembly beside the native library
# (bench/README.md, "WebAssembly"): one puzzle's time by the same C loop
# (js/glue/bee_js.c's bee_js_bench_run) over the same index file (the
# built-in list's image the wasm build makes, or WORDS's) and puzzles, in the
# wasm SIMD and scalar modules under Node and natively with the AVX2 and
# scalar kernels, runs interleaved and the best of each kept; then the
# offline page's time from navigation to its first answer in headless
# Chromium (cache off), and the sizes of what the page loads.
# Usage: bench/wasm.sh [PUZZLES] [ROUNDS] [WORDS]   (defaults 2000, 5, the built-in list)
# WORDS, a word list (e.g. ENABLE): its index file (the native `bee-simd
# index`) and puzzles instead of the built-in list's, the page left out.
# Needs build/ (scripts/build.sh build) and build-wasm/ (scripts/build-wasm.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-2000} rounds=${2:-5} words=${3:-}
tmp=$(mktemp -d)
pid=
cleanup() {
    [ -n "$pid" ] && kill "$pid" 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT
image=build-wasm/js/bee-words.bee
if [ ! -f "$image" ] || [ ! -x build/bee-simd ]; then
    echo "bench/wasm.sh: build build/ and build-wasm/ first" >&2
    exit 1
fi
list="the built-in list"
words_file=build-wasm/simd/default-words.txt
if [ -n "$words" ]; then
    ./build/bee-simd index --dict "$words" -o "$tmp/words.bee" >/dev/null
    image=$tmp/words.bee list=$(basename "$words") words_file=$words
fi
cc -O2 -std=c11 -Iinclude -Ijs/glue js/tools/bench-native.c js/glue/bee_js.c build/libbee.a -lpthread \
    -o "$tmp/bench-native"
./build/gen_puzzles --dict "$words_file" --seed 1 "$n" >"$tmp/puzzles"
echo "== one puzzle, ns (best of $rounds interleaved processes of 3 runs: native, the first warming up; wasm, after 500 ms of warm-up (js/tools/bench.mjs); $n puzzles of $list, gen_puzzles --seed 1)"
printf '%-11s %12s %12s %12s %12s %10s %10s\n' plan native-avx2 native-scalar wasm-simd wasm-scalar simd/avx2 simd/scalar
for plan in auto block-scan; do
    repeat=5
    [ "$plan" = block-scan ] && repeat=1
    declare -A best=()
    for _ in $(seq "$rounds"); do
        for way in native-avx2 native-scalar wasm-simd wasm-scalar; do
            case $way in
            native-*) out=$("$tmp/bench-native" "$image" "$tmp/puzzles" "$plan" "$repeat" 3 "${way#native-}") ;;
            wasm-*) out=$(node js/tools/bench.mjs build-wasm/js "${way#wasm-}" "$image" "$tmp/puzzles" "$plan" "$repeat" 3) ;;
            esac
            t=${out%% *}
            if [ -z "${best[$way]:-}" ] || awk "BEGIN { exit !($t < ${best[$way]}) }"; then best[$way]=$t; fi
        done
    done
    printf '%-11s %12s %12s %12s %12s %10s %10s\n' "$plan" "${best[native-avx2]}" "${best[native-scalar]}" \
        "${best[wasm-simd]}" "${best[wasm-scalar]}" \
        "$(awk "BEGIN { printf \"%.2f\", ${best[wasm-simd]} / ${best[native-avx2]} }")" \
        "$(awk "BEGIN { printf \"%.2f\", ${best[wasm-simd]} / ${best[wasm-scalar]} }")"
    unset best
done

[ -z "$words" ] || exit 0 # the page and the module sizes are the built-in list's
echo "== sizes (bytes; gzip -9 as a static host would send them)"
for f in build-wasm/js/bee-simd.wasm build-wasm/js/bee-scalar.wasm "$image" build-wasm/js/bee.mjs build-wasm/js/router.mjs; do
    printf '%-32s %9d %9d\n' "$(basename "$f")" "$(wc -c <"$f")" "$(gzip -9c "$f" | wc -c)"
done

if command -v chromium >/dev/null; then
    echo "== the offline page: ms from navigation to the first answer (min median max; median load ms), cache off"
    node js/tools/static-serve.mjs build-wasm/web "$tmp/misses" >"$tmp/serve.out" &
    pid=$!
    for _ in $(seq 100); do grep -q 'listening on' "$tmp/serve.out" && break; sleep 0.05; done
    url=$(sed -n 's/^listening on //p' "$tmp/serve.out")
    for module in simd scalar; do
        echo "$module: $(node js/tools/page-time.mjs "$url/?p=raegint&wasm=$module" 9)"
    done
fi
