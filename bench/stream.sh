#!/usr/bin/env bash
# stream.sh - throughput of the whole `bee-simd --stdin` process, for issue 3.
#
#   bash bench/stream.sh [BUILD_DIR] [DICT]
#
# Builds a persisted index of DICT (default ../shared/data/enable1.txt),
# generates seeded NYT-like puzzles (bench/gen_puzzles.c), then times with
# hyperfine (median of several runs):
#   1. --count --format tsv, 10M puzzles        (target >= 3M puzzles/s)
#   2. --format json with word lists, 2M puzzles (target >= 1M puzzles/s)
# both written to /dev/null, and reports puzzles/s and MB/s.  Then peak RSS
# (GNU time) for 10k and 10M lines, JSON with word lists (target: within 2x),
# and the index load time.  Print `uptime` first: the machine may be shared.
set -euo pipefail
command -v hyperfine >/dev/null || { echo "stream.sh: needs hyperfine (apt-get install hyperfine)" >&2; exit 2; }
cd "$(dirname "$0")/.."
build=${1:-build}
dict=${2:-../shared/data/enable1.txt}
bee=$build/bee-simd
gen=$build/gen_puzzles
work=${BENCH_TMP:-/tmp/bee-bench}
mkdir -p "$work"
runs=${RUNS:-5}

echo "== $(uptime)"
"$bee" info --kernels | tr '\n' ' ' | sed 's/^/== kernels runnable: /'; echo
"$bee" index "$dict" -o "$work/dict.beeidx"
[ -s "$work/p10m.txt" ] || "$gen" --dict "$dict" --seed 1 10000000 >"$work/p10m.txt"
head -n 2000000 "$work/p10m.txt" >"$work/p2m.txt"
head -n 10000 "$work/p10m.txt" >"$work/p10k.txt"

throughput() {   # NAME LINES INPUT ARGS...
    local name=$1 lines=$2 input=$3
    shift 3
    local bytes
    bytes=$("$bee" --stdin "$@" --index "$work/dict.beeidx" <"$input" | wc -c)
    hyperfine --style basic --runs "$runs" --warmup 1 --export-json "$work/$name.json" \
        "$bee --stdin $* --index $work/dict.beeidx < $input > /dev/null" >/dev/null
    local median
    median=$(jq '.results[0].median' "$work/$name.json")
    awk -v n="$name" -v l="$lines" -v b="$bytes" -v t="$median" 'BEGIN {
        printf "%-12s %9d lines  median %.3f s  %6.2f M puzzles/s  %7.1f MB/s written\n",
               n, l, t, l / t / 1e6, b / t / 1e6 }'
}

throughput count-tsv 10000000 "$work/p10m.txt" --count --format tsv
throughput json-words 2000000 "$work/p2m.txt" --format json

rss() {   # INPUT
    /usr/bin/time -f "%M" "$bee" --stdin --format json --index "$work/dict.beeidx" \
        <"$1" 2>&1 >/dev/null | tail -n 1
}
small=$(rss "$work/p10k.txt")
large=$(rss "$work/p10m.txt")
awk -v s="$small" -v l="$large" 'BEGIN {
    printf "peak RSS, json with words: 10k lines %d KB, 10M lines %d KB (ratio %.2f)\n", s, l, l / s }'

hyperfine --style basic --runs 20 --warmup 3 --export-json "$work/load.json" \
    "$bee solve --index $work/dict.beeidx --count raegint" \
    "$bee solve --dict $dict --count raegint" >/dev/null
jq -r '.results[] | "one puzzle, whole process: \(.median * 1000 | floor) ms  \(.command)"' "$work/load.json"
