#!/usr/bin/env bash
# floors.sh - each task of issue 28 beside its floor and beside a baseline
# build, whole process with hyperfine, in rounds (every command of a task
# once a round, the tasks one after the other, then again), so that every
# ratio compares runs a few seconds apart on a shared machine.
#
#   bash bench/floors.sh [BUILD_DIR] [BASELINE_BUILD_DIR] [DICT]
#   ROUNDS=5 RUNS=20 bash bench/floors.sh build /work/baseline/build ../shared/data/enable1.txt
#
# Floors: a static C program that reads the file and exits (bench/read_exit.c),
# `true`, `cat` of the same output bytes to /dev/null, and in process a
# memcpy of the answers (bench_solve's last rows).  Printed per task: median
# of the rounds' medians and the minimum over every run, in ms, and each
# command's median over the first command's.
set -euo pipefail
command -v hyperfine >/dev/null || { echo "floors.sh: needs hyperfine (apt-get install hyperfine)" >&2; exit 2; }
cd "$(dirname "$0")/.."
build=${1:-build}
base=${2:-/work/baseline/build}
dict=${3:-../shared/data/enable1.txt}
new=$build/bee-simd
old=$base/bee-simd
work=${BENCH_TMP:-/tmp/bee-floors}
rounds=${ROUNDS:-3}
runs=${RUNS:-20}
board=ovrkqlwislrecrtgmvpfprzey
mkdir -p "$work"
echo "== $(date -u '+%F %H:%M UTC'), $(uptime | sed 's/.*load/load/'), rounds $rounds x $runs runs"
echo "== $new ($(git rev-parse --short HEAD 2>/dev/null || echo ?)) against $old"
cc -O2 -static -o "$work/read_exit" bench/read_exit.c 2>/dev/null ||
    cc -O2 -o "$work/read_exit" bench/read_exit.c
"$new" index --dict "$dict" -o "$work/new.beeidx"
"$old" index --dict "$dict" -o "$work/old.beeidx"
"$new" all --any --format tsv --dict "$dict" >"$work/any.tsv"
if [ ! -s "$work/p1m.txt" ]; then "$build/gen_puzzles" --dict "$dict" 1000000 >"$work/p1m.txt"; fi
"$new" --stdin --count --format tsv --threads 2 --index "$work/new.beeidx" \
    <"$work/p1m.txt" >"$work/count.tsv"

# task NAME COMMAND...: one hyperfine run of RUNS over the commands (-N: no shell)
task() {
    local name=$1 r=$2
    shift 2
    hyperfine --style none -N --runs "$runs" --warmup 2 --export-json "$work/$name.$r.json" \
        "$@" >/dev/null 2>"$work/$name.$r.warnings"
}
# the same through a shell, for commands with redirections
task_sh() {
    local name=$1 r=$2
    shift 2
    hyperfine --style none --runs "$runs" --warmup 2 --export-json "$work/$name.$r.json" \
        "$@" >/dev/null 2>"$work/$name.$r.warnings"
}
for r in $(seq "$rounds"); do
    task solve_index "$r" "$new solve --index $work/new.beeidx raegint" \
        "$old solve --index $work/old.beeidx raegint" "$new solve --dict $dict raegint" \
        "$work/read_exit $work/new.beeidx" "true"
    task bag_index "$r" "$new bag --index $work/new.beeidx $board" \
        "$old bag --index $work/old.beeidx $board" "$new bag --dict $dict $board"
    task bag_dict "$r" "$new bag --dict $dict $board" "$old bag --dict $dict $board" \
        "$work/read_exit $dict" "true"
    task all_any "$r" "$new all --any --format tsv --dict $dict" \
        "$old all --any --format tsv --dict $dict" "cat $work/any.tsv"
    task_sh stream "$r" \
        "$new --stdin --count --format tsv --threads 2 --index $work/new.beeidx < $work/p1m.txt" \
        "$old --stdin --count --format tsv --threads 2 --index $work/old.beeidx < $work/p1m.txt" \
        "cat $work/count.tsv"
done
python3 bench/rounds.py "$work" "$rounds" 2 2 solve_index bag_index bag_dict all_any stream
echo "== in process: 7 random letters and NYT puzzles, each plan, and the memcpy floor"
for b in "$build" "$base"; do
    echo "-- $b/bench_solve"
    "$b/bench_solve" --dict "$dict" --puzzles 30000 | grep -E "^(avx2|avx512|-) " || true
done
