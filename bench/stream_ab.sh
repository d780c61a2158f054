#!/usr/bin/env bash
# stream_ab.sh - `bee-simd --stdin` over 1M NYT-like puzzles, this build
# beside a baseline build, for issue 9's stream targets.
#
#   bash bench/stream_ab.sh [BUILD_DIR] [BASELINE_BUILD_DIR] [DICT]   # RUNS=7
#
# Each build answers the same puzzles (build/gen_puzzles --seed 1 1000000)
# from its own index file of DICT, output to /dev/null: --count --format tsv,
# and --format json with word lists, with the default threads (the usable
# CPUs) and with --threads 1.  The runs alternate between the two builds, so
# a change in the machine's load hits both; wall time and CPU time (user +
# system, which a loaded machine inflates less) are GNU time's, and the
# medians and the minimums of RUNS runs are printed with their ratios (on a
# machine whose memory other guests share, medians swing by up to half while
# minimums hold within a few percent).  The outputs are first
# compared byte for byte.  Print `uptime` first: the machine may be shared.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
base=${2:-/work/baseline/build}
dict=${3:-../shared/data/enable1.txt}
runs=${RUNS:-7}
work=${BENCH_TMP:-/tmp/bee-stream-ab}
mkdir -p "$work"
echo "== $(uptime)"
"$build/bee-simd" index "$dict" -o "$work/new.beeidx" >/dev/null
"$base/bee-simd" index "$dict" -o "$work/old.beeidx" >/dev/null
[ -s "$work/p1m.txt" ] || "$build/gen_puzzles" --dict "$dict" --seed 1 1000000 >"$work/p1m.txt"

modes=("--count --format tsv" "--format json" "--threads 1 --count --format tsv" "--threads 1 --format json")
for mode in "${modes[@]}"; do
    cmp <("$build/bee-simd" --stdin $mode --index "$work/new.beeidx" <"$work/p1m.txt") \
        <("$base/bee-simd" --stdin $mode --index "$work/old.beeidx" <"$work/p1m.txt") ||
        { echo "outputs differ: $mode" >&2; exit 1; }
done

measure() {   # BEE INDEX MODE: "wall_ms cpu_ms" of one run
    /usr/bin/time -f "%e %U %S" "$1" --stdin $3 --index "$2" <"$work/p1m.txt" 2>&1 >/dev/null |
        tail -n 1 | awk '{ printf "%d %d\n", $1 * 1000, ($2 + $3) * 1000 }'
}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
least() { sort -n | head -n 1; }

printf "%-44s %22s %22s %14s\n" "mode" "this build wall / cpu" "baseline wall / cpu" "ratio"
for mode in "${modes[@]}"; do
    : >"$work/new.txt"
    : >"$work/old.txt"
    for _ in $(seq "$runs"); do
        measure "$build/bee-simd" "$work/new.beeidx" "$mode" >>"$work/new.txt"
        measure "$base/bee-simd" "$work/old.beeidx" "$mode" >>"$work/old.txt"
    done
    for stat in median least; do
        nw=$(cut -d' ' -f1 "$work/new.txt" | $stat); nc=$(cut -d' ' -f2 "$work/new.txt" | $stat)
        ow=$(cut -d' ' -f1 "$work/old.txt" | $stat); oc=$(cut -d' ' -f2 "$work/old.txt" | $stat)
        awk -v m="$mode, ${stat/least/minimum}" -v nw="$nw" -v nc="$nc" -v ow="$ow" -v oc="$oc" 'BEGIN {
            printf "%-44s %10d / %6d ms %10d / %6d ms %7.2f / %.2f\n", m, nw, nc, ow, oc, nw / ow, nc / oc }'
    done
done
