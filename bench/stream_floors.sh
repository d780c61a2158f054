#!/usr/bin/env bash
# stream_floors.sh - the stream tasks of issue 41 (items 1 and 2) beside their
# floors and beside a baseline build, whole process with hyperfine, in
# rounds (every command of a task once a round, then the next task, then
# the next round), so that every ratio compares runs seconds apart.
#
#   bash bench/stream_floors.sh [BUILD_DIR] [BASELINE_BUILD_DIR] [DICT]
#   ROUNDS=3 RUNS=5 bash bench/stream_floors.sh build /work/baseline/build ../shared/data/enable1.txt
#   TASKS="count" bash bench/stream_floors.sh ...   (some of the tasks only)
#
# Streams: 1M NYT-like puzzles (gen_puzzles, seed 1) and 1M random ones
# (--random --seed 2), 2 threads, output to /dev/null.  Floors: `cat` of the
# very bytes each command writes; for hints, the JSON stream of the same
# puzzles.  The outputs of the two builds are first compared byte for byte.
# Printed per task: the median of the rounds' medians and the minimum of all
# runs, in ms, and each command's median over the first command's.
set -euo pipefail
command -v hyperfine >/dev/null || { echo "stream_floors.sh: needs hyperfine" >&2; exit 2; }
cd "$(dirname "$0")/.."
build=${1:-build}
base=${2:-/work/baseline/build}
dict=${3:-../shared/data/enable1.txt}
new=$build/bee-simd
old=$base/bee-simd
work=${BENCH_TMP:-/tmp/bee-stream-floors}
rounds=${ROUNDS:-3}
runs=${RUNS:-5}
mkdir -p "$work"
echo "== $(date -u '+%F %H:%M UTC'), $(uptime | sed 's/.*load/load/'), rounds $rounds x $runs runs"
echo "== $new ($(git rev-parse --short HEAD 2>/dev/null || echo ?)) against $old"
"$new" index --dict "$dict" -o "$work/new.beeidx" >/dev/null
"$old" index --dict "$dict" -o "$work/old.beeidx" >/dev/null
[ -s "$work/nyt.txt" ] || "$build/gen_puzzles" --dict "$dict" --seed 1 1000000 >"$work/nyt.txt"
[ -s "$work/random.txt" ] || "$build/gen_puzzles" --dict "$dict" --random --seed 2 1000000 >"$work/random.txt"

# name: input and options
declare -A task=(
    [count]="nyt.txt --stdin --count --format tsv"
    [json]="nyt.txt --stdin --format json"
    [tsv]="nyt.txt --stdin --format tsv"
    [hints]="nyt.txt hints --stdin --format json"
    [random]="random.txt --stdin --format json"
)
read -r -a order <<<"${TASKS:-count json tsv hints random}"
for name in "${order[@]}"; do
    read -r input args <<<"${task[$name]}"
    # shellcheck disable=SC2086 # $args: options
    "$new" $args --threads 2 --index "$work/new.beeidx" <"$work/$input" >"$work/$name.out"
    # shellcheck disable=SC2086
    "$old" $args --threads 2 --index "$work/old.beeidx" <"$work/$input" | cmp -s - "$work/$name.out" ||
        { echo "stream_floors.sh: $name: the builds' outputs differ" >&2; exit 1; }
done
for r in $(seq "$rounds"); do
    for name in "${order[@]}"; do
        read -r input args <<<"${task[$name]}"
        floor="cat $work/$name.out"
        [ "$name" = hints ] && floor="$new --stdin --format json --threads 2 --index $work/new.beeidx < $work/$input"
        [ "$name" = random ] && floor="$new $args --threads 2 --cache 0 --index $work/new.beeidx < $work/$input"
        hyperfine --style none --runs "$runs" --warmup 1 --export-json "$work/$name.$r.json" \
            "$new $args --threads 2 --index $work/new.beeidx < $work/$input" \
            "$old $args --threads 2 --index $work/old.beeidx < $work/$input" \
            "$floor" >/dev/null 2>"$work/$name.$r.warnings"
    done
done
python3 bench/rounds.py "$work" "$rounds" 1 0 "${order[@]}"
